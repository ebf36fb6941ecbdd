-- PostgreSQL's V1, as SQLite's (db/vendor/sqlite) but for the seed: a 64-bit number, which SQLite's INTEGER is and
-- PostgreSQL's is not.
-- A game is its scenario, options, seed and seats, plus the numbered log of choices: its state is rebuilt by replay.
CREATE TABLE game (
    id        TEXT    PRIMARY KEY,
    scenario  TEXT    NOT NULL,
    seed      BIGINT  NOT NULL,
    options   TEXT    NOT NULL DEFAULT '{}',
    created   TEXT    NOT NULL
);

CREATE TABLE seat (
    game_id   TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat      TEXT    NOT NULL,
    kind      TEXT    NOT NULL CHECK (kind IN ('human', 'computer')),
    token     TEXT    NOT NULL UNIQUE,
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE choice (
    game_id   TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    n         INTEGER NOT NULL,
    seat      TEXT    NOT NULL,
    text      TEXT    NOT NULL,
    PRIMARY KEY (game_id, n)
);
