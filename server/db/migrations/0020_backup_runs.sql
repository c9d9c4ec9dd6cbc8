-- The nightly backups (issue 34 §2): one row per local day of the organisation, claimed by the instance
-- that writes that day's backup into its BACKUP_DIR, so that several instances on one database write
-- one backup a night. A claim left unfinished for hours (the instance died) is taken over; a failed
-- run is tried again an hour later, three times at most.
CREATE TABLE backup_runs (
  day date PRIMARY KEY,
  instance text NOT NULL,
  claimed_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 1,
  finished_at timestamptz,
  file text,
  bytes bigint,
  error text
);
