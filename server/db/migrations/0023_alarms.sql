-- Alarms (issue 30 §1): what an operator handles of the notifications a rule raises. The events of one
-- rule (label) on one vehicle while its alarm is open belong to that alarm; every event stays in
-- notification_events as before. An alarm is active, then acknowledged (who, when, a remark), then
-- cleared: by the rule's condition having held false for its clear time ('condition'), by hand with a
-- remark ('manual') or by resolving its linked logbook defect ('defect').
CREATE TABLE notification_alarms (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  type text NOT NULL,
  state text NOT NULL CHECK (state IN ('active', 'acknowledged', 'cleared')),
  first_ts timestamptz NOT NULL,
  last_ts timestamptz NOT NULL,
  event_count integer NOT NULL CHECK (event_count >= 1),
  -- When the rule's condition turned false while the alarm is open, and when the alarm clears unless
  -- it turns true again before (NULL while the condition holds, or for a rule that never clears alone).
  fine_since timestamptz,
  auto_clear_at timestamptz,
  acknowledged_at timestamptz,
  -- Who; NULL once the account is deleted (the names below keep who it was).
  acknowledged_by text REFERENCES accounts (id) ON DELETE SET NULL,
  acknowledged_name text,
  acknowledge_remark text,
  cleared_at timestamptz,
  clear_cause text CHECK (clear_cause IN ('condition', 'manual', 'defect')),
  cleared_by text REFERENCES accounts (id) ON DELETE SET NULL,
  cleared_name text,
  clear_remark text,
  -- The logbook entry whose defect this alarm is (made from the alarm or linked to it). No foreign key:
  -- the entries stay on the coordinator of a distributed PostgreSQL (distribution-plan.ts), so the
  -- server unlinks an entry's alarms when it deletes the entry.
  logbook_entry_id uuid,
  -- Raised with every change, in commit order per organisation: the live stream sends the alarms
  -- whose change is newer than the last one it sent.
  change_seq bigint NOT NULL,
  CHECK ((state = 'cleared') = (cleared_at IS NOT NULL AND clear_cause IS NOT NULL)),
  -- For the events' foreign key along the distribution column.
  UNIQUE (vehicle_id, id)
);
CREATE SEQUENCE notification_alarm_changes;
-- One open alarm per vehicle and rule.
CREATE UNIQUE INDEX notification_alarms_open_idx ON notification_alarms (vehicle_id, type)
  WHERE state <> 'cleared';
CREATE INDEX notification_alarms_vehicle_ts_idx ON notification_alarms (vehicle_id, last_ts DESC, id DESC);
CREATE INDEX notification_alarms_change_idx ON notification_alarms (change_seq);
CREATE INDEX notification_alarms_auto_clear_idx ON notification_alarms (auto_clear_at)
  WHERE state <> 'cleared' AND auto_clear_at IS NOT NULL;
CREATE INDEX notification_alarms_entry_idx ON notification_alarms (logbook_entry_id)
  WHERE logbook_entry_id IS NOT NULL;

-- The alarm an event belongs to (NULL for events recorded before alarms existed), of the same vehicle.
ALTER TABLE notification_events ADD COLUMN alarm_id bigint;
ALTER TABLE notification_events ADD FOREIGN KEY (vehicle_id, alarm_id)
  REFERENCES notification_alarms (vehicle_id, id);
CREATE INDEX notification_events_alarm_idx ON notification_events (alarm_id, id DESC) WHERE alarm_id IS NOT NULL;
