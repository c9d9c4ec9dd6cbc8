-- Signing without drawing (issue 36): a person types their full name and confirms it with their
-- password. The confirmation is kept as the hash of a one-time token that the finalisation (online, or
-- later from a device's queue) redeems; the entry then records the typed name and when the password
-- confirmed it. Entries signed by drawing keep both columns null.
CREATE TABLE signature_confirmations (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  confirmed_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX signature_confirmations_confirmed_at ON signature_confirmations (confirmed_at);

ALTER TABLE logbook_entries
  ADD COLUMN signed_name text,
  ADD COLUMN signature_confirmed_at timestamptz;
