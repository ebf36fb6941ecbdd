-- Issue 31: a game's seats keep the order they were made in (SQLite's V7 numbers its older seats by rowid; a PostgreSQL
-- store is new with this version, so it has none before).
ALTER TABLE seat ADD COLUMN position INTEGER;
