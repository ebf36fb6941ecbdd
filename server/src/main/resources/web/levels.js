// The computer's levels as the lobby names them, with their strength as measured (docs/ai.md · Today's figures, and
// docs/performance.md for their time a decision). Keep in step with docs/ai.md when a tournament is run again.
export const LEVELS = {
  easy: 'the normal player with a third of its choices at random; fast (≈ 22 ms a decision); its win rate is not measured yet',
  normal: 'beats a random player in 99.3 % of 600 games (98.3–99.7 %); ≈ 47 ms a decision',
  hard: 'a search, 50 iterations a decision (≈ 250 ms); not yet shown stronger than normal (even, 8 of 16, at 20 iterations a decision)',
  expert: 'a search, 200 iterations a decision (≈ 1 s); not yet shown stronger than normal (not measured at 200)',
};

// The levels' Elo from the last ladder (./toi ladder, docs/ai.md · The ladder; the server's /api/players "measured"), put
// after a level's words when the ladder has one.
const measured = await fetch('/api/players').then(r => (r.ok ? r.json() : {})).then(j => j.measured || {}).catch(() => ({}));
for (const [level, m] of Object.entries(measured.levels || {})) {
  if (LEVELS[level]) {
    const elo = level === measured.anchor ? 'Elo 0, the ladder\'s yardstick' : `Elo ${m.elo > 0 ? '+' : ''}${m.elo} against ${measured.anchor}`;
    LEVELS[level] = `${LEVELS[level]} · measured: ${elo} (ladder of ${measured.date})`;
  }
}
