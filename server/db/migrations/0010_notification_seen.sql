-- The newest notification event each account has marked seen, per organisation (an account may switch
-- its active organisation): the header bell counts the events it may see above this id (issue 10).
CREATE TABLE notification_seen (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  last_seen_id bigint NOT NULL CHECK (last_seen_id >= 0),
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, organisation_id)
);
