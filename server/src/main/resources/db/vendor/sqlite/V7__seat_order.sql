-- Issue 31: a game's seats keep the order they were made in, in a column of their own, since PostgreSQL has no rowid to
-- order them by; the seats stored before take their rowid, the order they were read in until now.
ALTER TABLE seat ADD COLUMN position INTEGER;
UPDATE seat SET position = rowid;
