-- Issue 31 · 4, the e-mail notice of a turn with several server processes: which seats' pages follow a game live, on any
-- process. The process a page's WebSocket is connected to writes a row per game and seat it has followers of, renews its
-- rows' expiry every heartbeat and deletes a row when the seat's last page there closes; a process that dies (kill -9)
-- leaves its rows to expire (four heartbeats). A notice's sender reads them before mailing (Presence; docs/server.md).
-- Portable SQL: the expiry is milliseconds since 1970 (BIGINT: SQLite's INTEGER, PostgreSQL's 64-bit number).
CREATE TABLE seat_presence (
    game_id    TEXT    NOT NULL REFERENCES game (id) ON DELETE CASCADE,
    seat       TEXT    NOT NULL,
    process    TEXT    NOT NULL,
    expires    BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat, process)
);
