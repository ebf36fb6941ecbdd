package toi.irontide.flow;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.event.IronTideEvent;
import toi.irontide.rules.Advances;
import toi.irontide.rules.Combat;
import toi.irontide.rules.CombatResolution;
import toi.irontide.rules.Losses;
import toi.irontide.rules.Movement;
import toi.irontide.rules.Restrictions;
import toi.irontide.rules.Stacking;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.UnitState;

/** §11.0 · COMBAT as decisions: declaring and supporting a battle, §11.78 losses, §11.8 retreats, §11.9 advances; a finished battle closed. */
final class Battles {
    private Battles() {
    }

    static void applyBattle(GameState s, Battle b, String verb, String[] w, List<IronTideEvent> log) {
        switch (verb) {
            case "with" -> b.attackers.add(w[1]);
            case "also" -> b.defenderHexes.add(Args.hexArg(s, w, 1));
            case "cancel" -> s.battle = null;
            case "commit" -> {
                s.mustBeAttacked.addAll(Combat.obligedBy(s, b)); // §11.0 · fixed as the attackers opt to attack (R-IT-48)
                b.stage = Battle.Stage.ATTACKER_SUPPORT;
                log.add(new IronTideEvent.BattleDeclared(List.copyOf(b.attackers), b.defenderHexes.stream().map(HexIds::format).toList()));
            }
            case "artillery" -> (b.stage == Battle.Stage.ATTACKER_SUPPORT ? b.attackerArtillery : b.defenderArtillery).add(w[1]);
            case "air" -> {
                if (b.stage == Battle.Stage.ATTACKER_SUPPORT) {
                    b.attackerAir = true;
                } else {
                    b.defenderAir = true;
                }
            }
            case "defend-with" -> b.defendingRegiment.put(s.unit(w[1]).hex, w[1]);
            case "done" -> {
                if (b.stage == Battle.Stage.ATTACKER_SUPPORT) {
                    b.stage = Battle.Stage.DEFENDER_SUPPORT;
                } else if (b.stage == Battle.Stage.DEFENDER_SUPPORT) {
                    log.addAll(CombatResolution.resolve(s));
                } else {
                    s.battle = null; // the advance is over
                }
            }
            case "lose" -> {
                Obligation o = b.obligations.poll();
                Losses.takeStep(s, s.unit(w[1]), log);
                if (o.count() > 1) {
                    b.obligations.addFirst(new Obligation(o.kind(), o.side(), o.units(), o.count() - 1, false, o.origin(), o.path()));
                }
            }
            case "stand" -> {
                Obligation o = b.obligations.poll();
                b.retreatPaths.put(o.origin(), o.path());
                log.add(new IronTideEvent.Stood(HexIds.format(o.origin()), o.count()));
                b.obligations.addFirst(Obligation.loss(o.side(), CombatResolution.alive(s, o), o.count(), false));
            }
            case "retreat" -> {
                Obligation o = b.obligations.poll();
                Hex to = Args.hexArg(s, w, 1);
                boolean zoc = ZonesOfControl.inEnemyZoc(s, to, o.side());
                List<String> stack = CombatResolution.alive(s, o);
                for (String id : stack) {
                    UnitState u = s.unit(id);
                    Movement.enter(s, u, to); // R-IT-13 · a town or depot entered by retreat is entered
                    if (u.def.division() != null) {
                        s.integrityVoided.add(u.def.division()); // §11.3
                    }
                }
                if (o.path().isEmpty()) {
                    s.entrenchments.remove(o.origin()); // §13.4 · occupants retreated
                }
                int after = Stacking.count(s, to, o.side());
                if (after > s.scenario.rules().stackingLimit()) {
                    for (String id : stack) {
                        s.unit(id).overstackedByRetreat = true; // §8.2
                    }
                }
                Obligation next = o.retreatedTo(to);
                b.retreatPaths.put(o.origin(), next.path());
                log.add(new IronTideEvent.Retreated(List.copyOf(stack), HexIds.format(to), zoc));
                if (next.count() > 0) {
                    b.obligations.addFirst(next);
                }
                if (zoc) {
                    b.obligations.addFirst(Obligation.loss(o.side(), stack, 1, false));
                }
            }
            case "advance" -> {
                UnitState u = s.unit(w[1]);
                Hex from = u.hex;
                Advances.advance(s, u, Args.hexArg(s, w, 2));
                Restrictions.crossed(s, u, from, u.hex, log);
                log.add(new IronTideEvent.Advanced(u.id(), HexIds.format(from), HexIds.format(u.hex)));
            }
            default -> throw new IllegalStateException("unchecked battle choice " + verb);
        }
    }

    /** Drops finished obligations; opens the advance when none is left; closes a battle with nothing left to ask. */
    static void tidyBattle(GameState s) {
        Battle b = s.battle;
        if (b == null || b.stage != Battle.Stage.RESULTS && b.stage != Battle.Stage.ADVANCE) {
            return;
        }
        if (b.stage == Battle.Stage.RESULTS) {
            while (!b.obligations.isEmpty()) {
                Obligation o = b.obligations.peek();
                if (o.count() <= 0 || CombatResolution.alive(s, o).isEmpty()) {
                    b.obligations.poll();
                } else {
                    break;
                }
            }
            if (b.obligations.isEmpty()) {
                CombatResolution.prepareAdvance(s);
            }
        }
        if (b.stage == Battle.Stage.ADVANCE) {
            boolean any = false;
            for (String c : Choices.candidates(s)) {
                if (c.startsWith("advance ") && Flow.refusal(s, b.victor, c) == null) {
                    any = true;
                    break;
                }
            }
            if (b.victor == null || !any) {
                s.battle = null;
            }
        }
    }
}
