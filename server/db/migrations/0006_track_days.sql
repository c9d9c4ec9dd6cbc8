-- Tracks and heat maps (issue 9): per vehicle and local day (Europe/Berlin), the day's track
-- simplified for three zooms and the seconds it spent per heat-map cell, built on the first read of
-- the day and deleted by the ingestion whenever it stores records that change the day, so the next
-- read builds it again. Every server instance builds the same rows; a concurrent build upserts the
-- same content.
CREATE TABLE track_days (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  day date NOT NULL,
  -- The day's stretches (split where the vehicle was off or silent for more than 10 minutes)
  -- simplified to half a pixel at zoom 8, 12 and 16: float8 little-endian, the number of stretches,
  -- each one's number of positions, then the positions (lng, lat, epoch seconds, km/h).
  track_z8 bytea NOT NULL,
  track_z12 bytea NOT NULL,
  track_z16 bytea NOT NULL,
  -- No off record before the first stretch: it may continue the previous day's last one.
  open_start boolean NOT NULL,
  -- The last stretch was still going at midnight.
  open_end boolean NOT NULL,
  -- Seconds per heat-map cell, float8 little-endian (cell key, seconds) each.
  heat_cells bytea NOT NULL,
  built_at timestamptz NOT NULL,
  PRIMARY KEY (vehicle_id, day)
);
