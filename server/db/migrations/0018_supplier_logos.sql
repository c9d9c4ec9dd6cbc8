-- Supplier logos served by the portal itself (issue 28 §2): one image per supplier, stored beside the
-- list and answered by getSupplierLogo, so the suppliers page asks no third-party host. The server
-- makes a wordmark (the name on a coloured tile, SVG) for every supplier without one: on start for the
-- rows already there, and whenever a list is seeded or imported.
CREATE TABLE supplier_logos (
  supplier_id integer PRIMARY KEY REFERENCES suppliers (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 262144),
  -- SHA-256 of the bytes (hex): the logo's version in its URL, so a logo may be cached for good.
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$')
);
