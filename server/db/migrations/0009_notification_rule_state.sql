-- The rule engine's memory per vehicle and alert label (issue 10): whether the rule is broken now (an
-- event is raised only when it turns broken), the rule's own data (the area's home point, since when
-- the vehicle idles, recent harsh manoeuvres, the nominal voltage) and the save time of the setting it
-- belongs to (a newer save starts the rule afresh). Written by the ingestion in the transaction that
-- stores the records, so it holds across batches and server instances.
CREATE TABLE notification_rule_state (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  label text NOT NULL,
  broken boolean NOT NULL,
  data jsonb NOT NULL,
  setting_saved_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (vehicle_id, label)
);
