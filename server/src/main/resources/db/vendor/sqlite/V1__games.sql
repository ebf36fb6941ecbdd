-- A game is its scenario, options, seed and seats, plus the numbered log of choices: its state is rebuilt by replay.
CREATE TABLE game (
    id        TEXT    PRIMARY KEY,
    scenario  TEXT    NOT NULL,
    seed      INTEGER NOT NULL,
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
