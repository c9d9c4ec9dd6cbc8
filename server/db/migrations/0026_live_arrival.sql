-- Issue 30 §3: live data marks a vehicle whose latest position arrived late (a device unloading what it
-- kept offline). The ingestion writes the batch's arrival with the vehicle's live values, as it does
-- for every position (`positions.received_at`, 0024); late is decided when read against the contract's
-- threshold (REPLAY_LIMITS.lateArrivalMs). Rows written before keep NULL and read as on time until the
-- vehicle's next record. No default, so adding the column rewrites nothing.
ALTER TABLE vehicle_live ADD COLUMN received_at timestamptz;
