-- Issue 30 §3: when each position reached the server, so that the track, the replay and the live data
-- can tell a record that arrived late (a device unloading what it kept offline) from one sent at once.
-- The ingestion writes the batch's arrival time for every record of the batch (one parameter per
-- statement, no work per record); late means `received_at - ts` beyond the threshold of the contract
-- (REPLAY_LIMITS.lateArrivalMs), decided when read, so the threshold can change without a migration.
-- Rows stored before this migration keep NULL: their arrival is unknown and they read as on time.
-- No default, so adding the column rewrites no partition (the rows read NULL as they are).
ALTER TABLE positions ADD COLUMN received_at timestamptz;
