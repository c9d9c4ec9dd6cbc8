-- Offline sync (issue 8): every entry carries a version, raised by one on every change (update,
-- finalise, comment). An update names the version it was made from; a stale one is refused, so two
-- devices editing the same draft never overwrite each other unseen. Existing entries start at 1.
ALTER TABLE logbook_entries ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
