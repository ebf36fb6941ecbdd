-- Issue 28: one store for every ruleset. A game names the ruleset that plays it (Ruleset.id). The games stored before were
-- Tide of Iron's, but for Iron Tide's demonstration (issue 14), which its scenario id said.
ALTER TABLE game ADD COLUMN ruleset TEXT;
UPDATE game SET ruleset = CASE WHEN scenario = 'iron-tide-demo' THEN 'iron-tide' ELSE 'tide-of-iron' END;
