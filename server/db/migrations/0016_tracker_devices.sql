-- Trackers that speak their own protocol (issue 27). A vehicle still has one device row, whatever the
-- protocol: a key device posts JSON with its key; a Teltonika box names itself by its IMEI, a phone
-- running Traccar Client by its device id. An identifier is no secret and is not hashed.
ALTER TABLE vehicle_devices
  ADD COLUMN protocol text NOT NULL DEFAULT 'key' CHECK (protocol IN ('key', 'teltonika', 'osmand')),
  ADD COLUMN identifier text,
  ADD CONSTRAINT vehicle_devices_identifier_of_protocol CHECK ((protocol = 'key') = (identifier IS NULL));

-- One working device per identifier; a revoked one keeps its identifier for the listing.
CREATE UNIQUE INDEX vehicle_devices_working_identifier
  ON vehicle_devices (protocol, identifier) WHERE identifier IS NOT NULL AND revoked_at IS NULL;

-- Connections from identifiers no vehicle has: refused, and listed so an administrator can assign
-- them in one step. Assigning removes the row.
CREATE TABLE unknown_devices (
  protocol text NOT NULL CHECK (protocol IN ('teltonika', 'osmand')),
  identifier text NOT NULL CHECK (length(identifier) BETWEEN 1 AND 64),
  first_seen timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  attempts integer NOT NULL CHECK (attempts > 0),
  last_address text,
  PRIMARY KEY (protocol, identifier)
);
