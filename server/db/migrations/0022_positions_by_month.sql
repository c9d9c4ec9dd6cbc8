-- Issue 29 §1: `positions` partitioned by time, one partition per calendar month in UTC
-- ([first day 00:00 UTC, first day of the next month 00:00 UTC)), named positions_YYYY_MM, so that a
-- read by time touches only its months and an expired month is dropped whole instead of deleted row by
-- row. Rows of a month without a partition yet (a device unloading what it kept for months) land in
-- positions_default; the server's partition upkeep (server/telemetry/partitions) creates the months
-- ahead of time and moves such rows into a month of their own.
-- The existing rows are carried over: one partition per month that holds any, then every row.

ALTER TABLE positions RENAME TO positions_before_0022;
ALTER TABLE positions_before_0022 RENAME CONSTRAINT positions_pkey TO positions_before_0022_pkey;

CREATE TABLE positions (
  vehicle_id integer NOT NULL,
  ts timestamptz NOT NULL,
  lat double precision,
  lng double precision,
  speed real NOT NULL,
  bearing real NOT NULL,
  status smallint NOT NULL CHECK (status BETWEEN 1 AND 4),
  gps_satellites smallint NOT NULL,
  gsm_signal smallint NOT NULL,
  mileage_km double precision NOT NULL,
  external_voltage real NOT NULL,
  temperature real NOT NULL,
  PRIMARY KEY (vehicle_id, ts)
) PARTITION BY RANGE (ts);

CREATE TABLE positions_default PARTITION OF positions DEFAULT;

DO $$
DECLARE
  month timestamp;
BEGIN
  FOR month IN
    SELECT DISTINCT date_trunc('month', ts AT TIME ZONE 'UTC') FROM positions_before_0022 ORDER BY 1
  LOOP
    EXECUTE format(
      'CREATE TABLE %I PARTITION OF positions FOR VALUES FROM (%L) TO (%L)',
      'positions_' || to_char(month, 'YYYY_MM'),
      to_char(month, 'YYYY-MM-DD') || ' 00:00:00+00',
      to_char(month + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00'
    );
  END LOOP;
END
$$;

INSERT INTO positions SELECT * FROM positions_before_0022;
DROP TABLE positions_before_0022;
