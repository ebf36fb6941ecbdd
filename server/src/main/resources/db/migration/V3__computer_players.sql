-- Which computer player answers a computer seat (docs/ai.md): random, heuristic or montecarlo.
ALTER TABLE seat ADD COLUMN player TEXT NOT NULL DEFAULT 'random';
