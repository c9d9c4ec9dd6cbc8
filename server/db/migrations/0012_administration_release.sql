-- The administration console's release settings (spec 001 §3 Administration entities), per channel:
-- 'staging' is what administrators prepare (on a staging or local installation), 'production' is
-- what users of production get; a deployment (two approvals) copies staging to production. A
-- production installation serves the 'production' row, a staging one its own 'staging' row, and a
-- local installation (one machine, the default) prepares 'staging' and serves 'production'.
CREATE TABLE release_settings (
  channel text PRIMARY KEY CHECK (channel IN ('staging', 'production')),
  version_major integer NOT NULL DEFAULT 1 CHECK (version_major >= 0),
  version_minor integer NOT NULL DEFAULT 0 CHECK (version_minor >= 0),
  version_bug_fix integer NOT NULL DEFAULT 0 CHECK (version_bug_fix >= 0),
  suggest_reload boolean NOT NULL DEFAULT false,
  -- When a refresh was last suggested: clients loaded before it are asked to refresh.
  suggest_reload_at timestamptz,
  show_message boolean NOT NULL DEFAULT false,
  -- When the message was last set: clients that dismissed an older one see it again.
  message_at timestamptz,
  message_de text NOT NULL DEFAULT '',
  message_en text NOT NULL DEFAULT '',
  message_depends_on_update boolean NOT NULL DEFAULT false,
  disable_dismiss boolean NOT NULL DEFAULT false,
  message_start timestamptz,
  message_end timestamptz,
  updated_at timestamptz,
  CHECK (message_end IS NULL OR message_start IS NULL OR message_end >= message_start)
);
INSERT INTO release_settings (channel) VALUES ('staging'), ('production');

-- One approval per approving role; a deployment needs both and resets both.
CREATE TABLE deployment_approvals (
  role text PRIMARY KEY CHECK (role IN ('administrator', 'operator_admin')),
  approved boolean NOT NULL DEFAULT false,
  -- Kept as a name so the status still says who approved after the account is gone.
  approved_by text,
  approved_at timestamptz
);
INSERT INTO deployment_approvals (role) VALUES ('administrator'), ('operator_admin');

CREATE TABLE deployments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  deployed_at timestamptz NOT NULL,
  deployed_by text NOT NULL,
  version_major integer NOT NULL,
  version_minor integer NOT NULL,
  version_bug_fix integer NOT NULL
);

-- Every administration action: who, when, what, and the state before and after.
CREATE TABLE admin_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  account_id text REFERENCES accounts (id) ON DELETE SET NULL,
  account_name text NOT NULL,
  action text NOT NULL,
  target text,
  before jsonb,
  after jsonb
);
CREATE INDEX admin_audit_log_at_idx ON admin_audit_log (at DESC, id DESC);
