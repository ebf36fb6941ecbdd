// The computer's levels as the lobby names them, with their strength as measured (docs/ai.md · Today's figures, and
// docs/performance.md for their time a decision). Keep in step with docs/ai.md when a tournament is run again.
export const LEVELS = {
  easy: 'the normal player with a third of its choices at random; fast (≈ 22 ms a decision); its win rate is not measured yet',
  normal: 'beats a random player in 99.3 % of 600 games (98.3–99.7 %); ≈ 47 ms a decision',
  hard: 'a search, 250 ms a decision; not yet shown stronger than normal (even, 8 of 16, at 20 iterations a decision)',
  expert: 'a search, 1 s a decision; not yet shown stronger than normal (not measured at 1 s)',
};
