-- The administration console's Site Translation tab (spec 001 §2, §3 Translation entry, issue 11).
-- Keys are `{namespace}->{group}->...->{leaf}` of the locale files (src/i18n/locales); the files stay
-- the source of every text, these tables hold what administrators changed.

-- Edits waiting for the next deployment of the language files (one per key).
CREATE TABLE translation_drafts (
  key text PRIMARY KEY,
  de text NOT NULL,
  en text NOT NULL,
  -- Kept as a name so the entry still says who edited it after the account is gone.
  edited_by text NOT NULL,
  modified_at timestamptz NOT NULL
);

-- The published texts: the locale-file route serves them in place of the files' texts.
CREATE TABLE translation_overrides (
  key text PRIMARY KEY,
  de text NOT NULL,
  en text NOT NULL,
  edited_by text NOT NULL,
  modified_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL
);

-- The published set as it was before each deployment or restore (rows of translation_overrides as
-- a JSON array), restorable by its file name.
CREATE TABLE translation_backups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  content jsonb NOT NULL CHECK (jsonb_typeof(content) = 'array')
);
