-- The railation search ranks by the name alone (issue 12's search p95): ts_rank over the whole search
-- document (name, category words and address in three configurations) cost most of a broad prefix
-- search ('bahn' matches nearly every place). The name's own small vector ranks the places whose name
-- matches first; the others follow by name.
ALTER TABLE railation_places
  ADD COLUMN name_search tsvector GENERATED ALWAYS AS (
    to_tsvector('simple'::regconfig, name) || to_tsvector('german'::regconfig, name)
      || to_tsvector('english'::regconfig, name)
  ) STORED;
