-- Issue 31 · Players: accounts, their sessions, the seats they hold, open challenges, resignations and the games anyone
-- may watch. Portable SQL: the same statements for SQLite and PostgreSQL (times are ISO-8601 text, as game.created).
-- A password is kept only as its BCrypt hash; a session only as the SHA-256 of its cookie.
CREATE TABLE account (
    id        TEXT    PRIMARY KEY,
    name      TEXT    NOT NULL,
    name_key  TEXT    NOT NULL UNIQUE,
    password  TEXT    NOT NULL,
    created   TEXT    NOT NULL
);

CREATE TABLE account_session (
    id         TEXT    PRIMARY KEY,
    account_id TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    csrf       TEXT    NOT NULL,
    created    TEXT    NOT NULL,
    expires    TEXT    NOT NULL
);

-- The human seats an account holds (it plays them signed in, from any browser, without their tokens).
CREATE TABLE account_seat (
    game_id    TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    account_id TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    PRIMARY KEY (game_id, seat)
);

-- A human seat nobody holds yet, offered to every account: the first to take it holds it.
CREATE TABLE challenge (
    game_id    TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    account_id TEXT    NOT NULL REFERENCES account (id) ON DELETE CASCADE,
    created    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- A game ended outside the rules: a seat resigned, or ran out of time on its turn clock; the other side wins.
CREATE TABLE resignation (
    game_id    TEXT    PRIMARY KEY REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    why        TEXT    NOT NULL DEFAULT 'resigned',
    at         TEXT    NOT NULL
);

-- A game's turn clock (issue 31 · 4): the seconds a human seat has for each decision, the seat asked and since when.
CREATE TABLE turn_clock (
    game_id    TEXT    PRIMARY KEY REFERENCES game (id) ON DELETE CASCADE,
    seconds    INTEGER NOT NULL,
    asked      TEXT,
    since      TEXT
);

-- The games their creator opened to spectators (who see the public view only: no side's secrets).
CREATE TABLE spectated (
    game_id    TEXT    PRIMARY KEY REFERENCES game (id) ON DELETE CASCADE
);
