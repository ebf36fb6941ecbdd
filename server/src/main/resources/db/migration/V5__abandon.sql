-- Deletion is "abandon" (issue 27): the creator (the SHA-256 of the creator's token, handed out with the game; null for
-- games made before) may abandon a game before its first choice; after it, every human seat consents, one row each.
ALTER TABLE game ADD COLUMN creator TEXT;
CREATE TABLE abandon (
    game_id   TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat      TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
