// The computer's levels as the lobby names them: what each is, in words, from the server (/api/players "levels":
// toi.ai.Players.describe, from levels.json), then its strength as measured by the last ladder (./toi ladder,
// docs/ai.md · The ladder; /api/players "measured"). The page holds none of these words itself.
const players = await fetch('/api/players').then(r => (r.ok ? r.json() : {})).catch(() => ({}));
export const LEVELS = { ...(players.levels || {}) };

// The levels' Elo from the last ladder (./toi ladder, docs/ai.md · The ladder; the server's /api/players "measured"), put
// after a level's words when the ladder has one.
const measured = players.measured || {};
for (const [level, m] of Object.entries(measured.levels || {})) {
  if (LEVELS[level]) {
    const elo = level === measured.anchor ? 'Elo 0, the ladder\'s yardstick' : `Elo ${m.elo > 0 ? '+' : ''}${m.elo} against ${measured.anchor}`;
    LEVELS[level] = `${LEVELS[level]} · measured: ${elo} (ladder of ${measured.date})`;
  }
}
