-- The log also records undos: a row of kind 'undo' takes back the last `text` choices still in effect.
-- Rows are never deleted, so every event number a client has seen keeps its meaning after a restart.
ALTER TABLE choice ADD COLUMN kind TEXT NOT NULL DEFAULT 'choice' CHECK (kind IN ('choice', 'undo'));
