-- The electronic logbook (spec 001): entries per vehicle, their comments, and prepared exports.
-- Ids are UUIDs the client generates when it first makes an entry, so a create retried after a lost
-- answer finds the entry it made instead of making a second one.
CREATE TABLE logbook_entries (
  id uuid PRIMARY KEY,
  organisation_id text NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  -- The author; NULL once the account is deleted (the names below keep who it was).
  author_account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  creator_first_name text NOT NULL,
  creator_last_name text NOT NULL,
  status text NOT NULL CHECK (status IN ('created', 'finalized')),
  remarks text,
  reference_ts timestamptz NOT NULL,
  reference_location text,
  -- open/resolved while the entry has defects; comments may change it. NULL: no defects.
  entry_state text CHECK (entry_state IN ('open', 'resolved')),
  -- The sections as the contract answers them (logbook-entry.contract.ts): vehicleState and
  -- inspections always, defects and stoppage NULL when the entry has none.
  vehicle_state jsonb NOT NULL,
  inspections jsonb NOT NULL,
  defects jsonb,
  stoppage jsonb,
  -- Copied out of the sections for sorting and for the last-A1 lookup.
  defects_state text CHECK (defects_state IN ('open', 'resolved')),
  inspection_a1_ts timestamptz,
  -- PNG; set exactly when the entry is finalised.
  signature_png bytea,
  finalized_at timestamptz,
  comments_count integer NOT NULL DEFAULT 0 CHECK (comments_count >= 0),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK ((status = 'finalized') = (signature_png IS NOT NULL)),
  CHECK ((status = 'finalized') = (finalized_at IS NOT NULL))
);
CREATE INDEX logbook_entries_organisation_idx ON logbook_entries (organisation_id, created_at DESC, id DESC);
CREATE INDEX logbook_entries_vehicle_idx ON logbook_entries (vehicle_id, created_at DESC, id DESC);
CREATE INDEX logbook_entries_a1_idx ON logbook_entries (vehicle_id, inspection_a1_ts DESC)
  WHERE status = 'finalized' AND inspection_a1_ts IS NOT NULL;

CREATE TABLE logbook_comments (
  id uuid PRIMARY KEY,
  entry_id uuid NOT NULL REFERENCES logbook_entries (id) ON DELETE CASCADE,
  author_account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  creator_first_name text NOT NULL,
  creator_last_name text NOT NULL,
  remarks text,
  new_entry_state text CHECK (new_entry_state IN ('open', 'resolved')),
  resolve_all_prior_defects boolean NOT NULL DEFAULT false,
  signature_png bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX logbook_comments_entry_idx ON logbook_comments (entry_id, created_at, id);

-- An export is prepared (its request stored) and then downloaded; the file is built while it streams,
-- so any server instance can answer the download and nothing large is held anywhere.
CREATE TABLE logbook_exports (
  id uuid PRIMARY KEY,
  organisation_id text NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  filter text NOT NULL,
  orderby text NOT NULL,
  format text NOT NULL CHECK (format IN ('csv', 'spreadsheet')),
  language text NOT NULL CHECK (language IN ('de-DE', 'en-GB')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX logbook_exports_expiry_idx ON logbook_exports (expires_at);
