-- The content module's railation directory, FAQ and supplier list (spec 000 §2, §3, §5, §7; spec 001
-- §2 Supplier list; issue 12). The directory is the operator's, not an organisation's: every user of
-- the installation (and, when the operator makes it public, anyone) reads the same places.

-- A place's search document: its name (weight A), category words (B) and address (C), each in the
-- simple, German and English configurations, so 'Tankstelle Hamburg' and 'hamburg fuel' both match.
CREATE FUNCTION railation_search_document(name text, category_words text, address text)
RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH t AS (
    SELECT coalesce(name, '') AS name, coalesce(category_words, '') AS category_words,
      coalesce(address, '') AS address
  )
  SELECT setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('german', name), 'A')
      || setweight(to_tsvector('english', name), 'A')
      || setweight(to_tsvector('simple', category_words), 'B')
      || setweight(to_tsvector('german', category_words), 'B')
      || setweight(to_tsvector('english', category_words), 'B')
      || setweight(to_tsvector('simple', address), 'C') || setweight(to_tsvector('german', address), 'C')
      || setweight(to_tsvector('english', address), 'C')
  FROM t
$$;

-- One word of a search term as a prefix in the three configurations (the caller passes letters and
-- digits only, so the word is never tsquery syntax).
CREATE FUNCTION railation_word_query(word text)
RETURNS tsquery LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT to_tsquery('simple', word || ':*') || to_tsquery('german', word || ':*')
      || to_tsquery('english', word || ':*')
$$;

CREATE TABLE railation_places (
  -- p and a number for places, s and a number for ships.
  id text PRIMARY KEY CHECK (id ~ '^[ps][1-9][0-9]{0,9}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  categories smallint[] NOT NULL
    CHECK (cardinality(categories) BETWEEN 1 AND 12
      AND categories <@ ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]::smallint[]),
  lat double precision NOT NULL CHECK (lat BETWEEN -90 AND 90),
  lng double precision NOT NULL CHECK (lng BETWEEN -180 AND 180),
  street text,
  postcode text,
  city text,
  country text,
  phone text,
  website text,
  img_url text,
  -- {title, blocks: [{type: paragraph|heading, text} | {type: list, items}]}
  description jsonb CHECK (description IS NULL OR jsonb_typeof(description) = 'object'),
  -- Ships: destination, course (°), length (m), speed over ground (kn), ETA.
  destination text,
  heading double precision,
  length_m double precision,
  sog_kn double precision,
  eta timestamptz,
  -- A simulated ship's voyage ({waterway, speedKn, startKm}); its position follows the clock.
  voyage jsonb,
  demo boolean NOT NULL DEFAULT false,
  search tsvector NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX railation_places_search ON railation_places USING gin (search);
CREATE INDEX railation_places_categories ON railation_places USING gin (categories);
CREATE INDEX railation_places_position ON railation_places (lng, lat);
CREATE INDEX railation_places_voyage ON railation_places (id) WHERE voyage IS NOT NULL;

-- When simulated ships were last moved (one row): readers move them at most every few seconds.
CREATE TABLE railation_ships_moved (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  moved_at timestamptz NOT NULL
);

CREATE TABLE faq_entries (
  position integer PRIMARY KEY CHECK (position >= 1),
  title_de text NOT NULL CHECK (length(title_de) BETWEEN 1 AND 300),
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 300),
  content_de text NOT NULL CHECK (length(content_de) BETWEEN 1 AND 20000),
  content_en text NOT NULL CHECK (length(content_en) BETWEEN 1 AND 20000),
  updated_at timestamptz NOT NULL
);

CREATE TABLE suppliers (
  id integer PRIMARY KEY CHECK (id >= 1),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 300),
  country text NOT NULL,
  street text,
  number text,
  plz text,
  city text,
  -- The coordinates pair; both null when the list gives none.
  lat double precision CHECK (lat BETWEEN -90 AND 90),
  lng double precision CHECK (lng BETWEEN -180 AND 180),
  website text,
  demo boolean NOT NULL DEFAULT false,
  CHECK ((lat IS NULL) = (lng IS NULL))
);
CREATE INDEX suppliers_country ON suppliers (country, name);
