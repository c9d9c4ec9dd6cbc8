/**
 * The telemetry schema: raw positions, the latest record per vehicle and the daily figures.
 *
 * How it scales. Every record lands once in `positions` (primary key vehicle + timestamp, so a
 * repeated record is stored once). Ingestion keeps `vehicle_live` (one row per vehicle) and
 * `daily_figures` (one row per vehicle and local day) up to date in the same transaction, so live
 * views and reports read small tables and never scan raw positions. A fleet of 1,000 vehicles
 * reporting every 10 s writes about 8.6 million positions a day; the primary key index serves every
 * read of raw data (per vehicle, by time).
 *
 * Future work, when the data outgrows one table: partition `positions` by time (declarative range
 * partitions per month on `ts`; the primary key already includes `ts`, as partitioning requires),
 * with a retention policy that detaches and drops partitions older than the tracks and reports need
 * (daily figures stay forever, they are small), or TimescaleDB hypertables where installed. Read
 * replicas can then serve reports. `positions` deliberately has no foreign key to `vehicles`:
 * ingestion resolves and locks the vehicle first, and a foreign key check per row would cost bulk
 * inserts and complicate dropping partitions.
 *
 * Status codes follow the reporting values of spec 000 §4: 1 off, 2 standby (equipped), 3 idle
 * (standing with the motor on), 4 driving. Plain SQL accepted by PostgreSQL 15 and 18 (PGlite).
 */
export const telemetryTablesSql = `
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
);

-- The latest record of each vehicle (the newest timestamp, not the latest arrival).
CREATE TABLE vehicle_live (
  vehicle_id integer PRIMARY KEY REFERENCES vehicles (id) ON DELETE CASCADE,
  ts timestamptz NOT NULL,
  lat double precision,
  lng double precision,
  speed real NOT NULL,
  bearing real NOT NULL,
  status smallint NOT NULL,
  gps_satellites smallint NOT NULL,
  gsm_signal smallint NOT NULL,
  mileage_km double precision NOT NULL,
  external_voltage real NOT NULL,
  temperature real NOT NULL
);
CREATE INDEX vehicle_live_ts_idx ON vehicle_live (ts);

-- Seconds per status and kilometres per vehicle and local day (Europe/Berlin). The time between two
-- consecutive records counts for the status of the earlier one (at most 10 minutes); kilometres are
-- the positive odometer deltas, counted on the day of the later record. Mileage and timestamps are
-- NULL on a day that only received time carried over midnight.
CREATE TABLE daily_figures (
  vehicle_id integer NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
  day date NOT NULL,
  standby_seconds double precision NOT NULL DEFAULT 0,
  idle_seconds double precision NOT NULL DEFAULT 0,
  driving_seconds double precision NOT NULL DEFAULT 0,
  km_driven double precision NOT NULL DEFAULT 0,
  first_mileage_km double precision,
  last_mileage_km double precision,
  first_ts timestamptz,
  last_ts timestamptz,
  PRIMARY KEY (vehicle_id, day)
);
`;
