
CREATE TABLE organisations (
  id text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE accounts (
  id text PRIMARY KEY,
  account_name text NOT NULL,
  email text,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  display_name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('administrator', 'operator_admin', 'user', 'demo')),
  passkey_hash text NOT NULL,
  old_login_id text,
  avatar_image bytea,
  avatar_content_type text CHECK (avatar_content_type IN ('image/jpeg', 'image/png')),
  avatar_version integer NOT NULL DEFAULT 0,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Account names are unique regardless of case, and looked up that way at login.
CREATE UNIQUE INDEX accounts_account_name_key ON accounts (lower(account_name));
CREATE INDEX accounts_email_idx ON accounts (lower(email));

CREATE TABLE memberships (
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  organisation_id text NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, organisation_id)
);
CREATE INDEX memberships_organisation_idx ON memberships (organisation_id);

CREATE TABLE membership_rights (
  account_id text NOT NULL,
  organisation_id text NOT NULL,
  resource text NOT NULL
    CHECK (resource IN ('gateway/telematics', 'logbook_entries', 'logbook_entries/comments')),
  can_read boolean NOT NULL DEFAULT false,
  can_create boolean NOT NULL DEFAULT false,
  PRIMARY KEY (account_id, organisation_id, resource),
  FOREIGN KEY (account_id, organisation_id)
    REFERENCES memberships (account_id, organisation_id) ON DELETE CASCADE
);

-- One row per user token (session). Access tokens name their row (sid) and are refused once it is
-- revoked or expired, so logout and reset take effect at once on every server instance.
CREATE TABLE refresh_tokens (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_account_idx ON refresh_tokens (account_id);

-- Keyed by the normalised account name, not the account id: unknown names are throttled the same
-- way, so the answers never tell which names exist.
CREATE TABLE login_throttle (
  account_key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
CREATE INDEX login_throttle_updated_idx ON login_throttle (updated_at);

CREATE TABLE passkey_reset_tokens (
  token_hash text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  origin text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX passkey_reset_tokens_account_idx ON passkey_reset_tokens (account_id);

-- Secrets every server instance must share (token signing), created once by whichever starts first.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
