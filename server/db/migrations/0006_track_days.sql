-- Tracks and heat maps (issue 9): per vehicle and closed local day (Europe/Berlin), the day's track
-- simplified finely (half a pixel at zoom 16) and the seconds it spent per heat-map cell, built on
-- the first read of that day and deleted by the ingestion whenever it stores records that change the
-- day, so the next read builds it again. Today's day is read from the raw positions and never stored.
-- Every server instance builds the same rows; a concurrent build upserts the same content.
CREATE TABLE track_days (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  day date NOT NULL,
  -- The kept positions, float8 little-endian (lng, lat, epoch seconds, km/h) each.
  track_points bytea NOT NULL,
  -- Where each stretch starts (index into the positions); stretches are split where the vehicle was
  -- off or silent for more than 10 minutes.
  track_breaks integer[] NOT NULL,
  -- No off record before the first stretch: it may continue the previous day's last one.
  open_start boolean NOT NULL,
  -- The last stretch was still going at midnight.
  open_end boolean NOT NULL,
  -- Seconds per heat-map cell, float8 little-endian (cell key, seconds) each.
  heat_cells bytea NOT NULL,
  built_at timestamptz NOT NULL,
  PRIMARY KEY (vehicle_id, day)
);
