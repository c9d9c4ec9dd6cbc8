-- Temporary alert settings (apply-to-many's optional date range): a setting for one vehicle and label
-- that holds over the stored one (notification_settings) on the Europe/Berlin days active_from to
-- active_to, both inclusive. Where several cover a day, the newest save holds. Kept after they end
-- (the list shows those that end today or later); deleting one ends it at once. Limit columns as in
-- notification_settings (0008).
CREATE TABLE notification_temporary_settings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  label text NOT NULL,
  status boolean NOT NULL,
  unit text,
  min_value double precision,
  min_text text NOT NULL DEFAULT '',
  max_value double precision,
  max_text text NOT NULL DEFAULT '',
  active_from date NOT NULL,
  active_to date NOT NULL,
  saved_at timestamptz NOT NULL,
  -- Who saved it; kept as NULL when the account is deleted.
  saved_by text REFERENCES accounts (id) ON DELETE SET NULL,
  CHECK (active_from <= active_to),
  CHECK (min_value IS NULL OR max_value IS NULL OR min_value <= max_value)
);
-- The rule engine reads a vehicle's rows that end on or after a batch's first day (and the list those
-- that end today or later).
CREATE INDEX notification_temporary_settings_vehicle_to_idx
  ON notification_temporary_settings (vehicle_id, active_to);
