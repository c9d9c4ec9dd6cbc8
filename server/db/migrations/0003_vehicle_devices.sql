-- The device that sends a vehicle's telemetry: one per vehicle, registered with a label (its serial
-- number, say). Only the sha256 (hex) of its key is stored; the key is shown once when issued.
-- Revoking keeps the row (which device the vehicle had) without a key.
CREATE TABLE vehicle_devices (
  vehicle_id integer PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  label text NOT NULL,
  key_hash text UNIQUE,
  -- The key's first characters, to tell keys apart in listings without storing the key.
  key_hint text,
  registered_at timestamptz NOT NULL,
  key_issued_at timestamptz,
  revoked_at timestamptz,
  CHECK ((key_hash IS NULL) = (key_issued_at IS NULL))
);

-- Keys issued before devices were registered (the demo fleet's) stay valid.
INSERT INTO vehicle_devices (vehicle_id, label, key_hash, registered_at, key_issued_at)
SELECT id, 'Device of ' || name, device_key_hash, now(), now()
FROM vehicles WHERE device_key_hash IS NOT NULL;

ALTER TABLE vehicles DROP COLUMN device_key_hash;
