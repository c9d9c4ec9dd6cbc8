-- Alert settings per vehicle and alert label (spec 001 §3 Notification setting). A label without a
-- row is off with empty limits. Labels and units are checked by the server (the contract's lists),
-- not here, so a new label needs no migration.
CREATE TABLE notification_settings (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  label text NOT NULL,
  status boolean NOT NULL,
  unit text,
  min_value double precision,
  min_text text NOT NULL DEFAULT '',
  max_value double precision,
  max_text text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL,
  -- Who saved it last; kept as NULL when the account is deleted.
  updated_by text REFERENCES accounts (id) ON DELETE SET NULL,
  PRIMARY KEY (vehicle_id, label),
  CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
);

-- Notifications raised for a vehicle (spec 001 §3 Notification event): where, as coordinates and the
-- nearest known place name at the time (both NULL without a position fix).
CREATE TABLE notification_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  ts timestamptz NOT NULL,
  type text NOT NULL,
  note text,
  lat double precision,
  lng double precision,
  place_name text,
  created_at timestamptz NOT NULL,
  CHECK ((lat IS NULL) = (lng IS NULL))
);
-- The preview, the reports and a few vehicles' lists read per vehicle by time, newest first (and
-- count from this index alone); a whole fleet's newest page walks the time index.
CREATE INDEX notification_events_vehicle_ts_idx ON notification_events (vehicle_id, ts DESC, id DESC);
CREATE INDEX notification_events_ts_idx ON notification_events (ts DESC, id DESC);
