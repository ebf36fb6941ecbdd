-- Issue 31 · 4, asynchronous turns: the e-mail notice of a turn, and more kinds of turn clock. Portable SQL (SQLite and
-- PostgreSQL alike; a flag is an INTEGER 0 or 1, a time ISO-8601 text as elsewhere).

-- An account's address (optional; never shown to anyone else) and whether it wants an e-mail when a game waits for it.
ALTER TABLE account ADD COLUMN email TEXT;
ALTER TABLE account ADD COLUMN notices INTEGER NOT NULL DEFAULT 0;

-- A turn's notice, claimed before it is sent: one a turn (the log's row count when the seat's turn began), whichever
-- server process claims it first sends it.
CREATE TABLE turn_notice (
    game_id    TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    turn       INTEGER NOT NULL,
    account_id TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    sent       TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat, turn)
);

-- A clock may give each side a total for the whole game besides (or instead of: seconds 0) a time for each decision, and
-- say what happens when it runs out: 'loss' (the other side wins) or 'skip' (the seat's decision is passed for it).
ALTER TABLE turn_clock ADD COLUMN total INTEGER NOT NULL DEFAULT 0;
ALTER TABLE turn_clock ADD COLUMN on_timeout TEXT NOT NULL DEFAULT 'loss';

-- The time each seat has used of its total so far (its decisions before the one it is asked now).
CREATE TABLE clock_used (
    game_id    TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    seconds    INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
