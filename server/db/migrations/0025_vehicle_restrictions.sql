-- Restriction notices on a vehicle (issue 30 §2): "max 80 km/h", "sanding out of order". Free text, an
-- optional speed limit and an optional end. A restriction is active while it is not lifted and its
-- valid_until (if any) lies ahead: the end passing needs no write. Lifting is recorded (who, when,
-- a remark). Distributed by vehicle_id with the vehicle's telemetry: the rule engine reads the active
-- speed limits in the ingestion's one statement.
CREATE TABLE vehicle_restrictions (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  id bigint GENERATED ALWAYS AS IDENTITY,
  text text NOT NULL CHECK (length(btrim(text)) BETWEEN 1 AND 500),
  speed_limit_kmh integer CHECK (speed_limit_kmh BETWEEN 5 AND 300),
  valid_until timestamptz,
  created_at timestamptz NOT NULL,
  -- Who; NULL once the account is deleted (the names keep who it was).
  created_by text REFERENCES accounts (id) ON DELETE SET NULL,
  created_name text NOT NULL,
  lifted_at timestamptz,
  lifted_by text REFERENCES accounts (id) ON DELETE SET NULL,
  lifted_name text,
  lift_remark text,
  CHECK ((lifted_at IS NULL) = (lifted_name IS NULL)),
  PRIMARY KEY (vehicle_id, id)
);
-- The active ones (not lifted) per vehicle: the fleet's badges and the rule engine read these only.
CREATE INDEX vehicle_restrictions_open_idx ON vehicle_restrictions (vehicle_id, valid_until)
  WHERE lifted_at IS NULL;
CREATE INDEX vehicle_restrictions_history_idx ON vehicle_restrictions (vehicle_id, created_at DESC, id DESC);

-- A driver's acknowledgement of a restriction (once per account), before saving a logbook entry.
CREATE TABLE vehicle_restriction_acknowledgements (
  vehicle_id integer NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY,
  restriction_id bigint NOT NULL,
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  name text NOT NULL,
  acknowledged_at timestamptz NOT NULL,
  PRIMARY KEY (vehicle_id, id),
  FOREIGN KEY (vehicle_id, restriction_id) REFERENCES vehicle_restrictions (vehicle_id, id) ON DELETE CASCADE,
  UNIQUE (vehicle_id, restriction_id, account_id)
);
