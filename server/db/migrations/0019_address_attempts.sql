-- The per-client-address budget for failed logins and password-reset requests (issue 34 §5), beside the
-- per-account throttle: one row per counted attempt, deleted once it has left the budget's window. An
-- IPv4 client is keyed by its address, an IPv6 client by its /64 network (one subscriber's share).
CREATE TABLE address_attempts (
  address_key text NOT NULL CHECK (length(address_key) BETWEEN 1 AND 64),
  attempted_at timestamptz NOT NULL
);
CREATE INDEX address_attempts_key_time_idx ON address_attempts (address_key, attempted_at);
CREATE INDEX address_attempts_time_idx ON address_attempts (attempted_at);
