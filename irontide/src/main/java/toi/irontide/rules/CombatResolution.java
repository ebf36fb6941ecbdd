package toi.irontide.rules;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.CombatResult;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Obligation;
import toi.irontide.state.UnitState;

/** §11.7 · COMBAT RESOLUTION: air rolls, chits, odds, the 2d6 roll, and what the result asks of each side (§11.78). */
public final class CombatResolution {
    private CombatResolution() {
    }

    /** Resolves the committed battle in the state; returns what happened. */
    public static List<IronTideEvent> resolve(GameState s) {
        Battle b = s.battle;
        Side attacker = s.phasing;
        Side defender = attacker.enemy();
        List<IronTideEvent> log = new ArrayList<>();
        int airMax = s.scenario.rules().airHitMax();
        // §11.71 · air points committed, then rolled for
        boolean attackerHit = false;
        boolean defenderHit = false;
        if (b.attackerAir) {
            s.airPoints.merge(attacker, -1, Integer::sum);
            int d = s.dice.roll();
            attackerHit = d <= airMax;
            log.add(new IronTideEvent.AirSupportRolled(attacker, d, attackerHit));
        }
        if (b.defenderAir) {
            s.airPoints.merge(defender, -1, Integer::sum);
            int d = s.dice.roll();
            defenderHit = d <= airMax;
            log.add(new IronTideEvent.AirSupportRolled(defender, d, defenderHit));
        }
        // §11.72, §11.73 · chits drawn, attacker first
        for (String a : b.attackers) {
            IronTideEvent t = Chits.drawIfNeeded(s, s.unit(a));
            if (t != null) {
                log.add(t);
            }
        }
        for (Hex d : b.defenderHexes) {
            for (UnitState u : Combat.defenders(s, b, d)) {
                IronTideEvent t = Chits.drawIfNeeded(s, u);
                if (t != null) {
                    log.add(t);
                }
            }
        }
        BattleOdds odds = Combat.odds(s, b, attackerHit, defenderHit);
        int d1 = s.dice.roll();
        int d2 = s.dice.roll();
        CombatResult result = s.scenario.crt().result(odds.line(), odds.column(), d1 + d2);
        b.result = result;
        b.odds = odds.describe();
        log.add(odds.event());
        log.add(new IronTideEvent.BattleRolled(d1, d2, result.toString()));

        for (String a : b.attackers) {
            s.unit(a).attacked = true;
            b.attackerHexes.add(s.unit(a).hex);
        }
        List<Hex> distinct = new ArrayList<>(new LinkedHashSet<>(b.attackerHexes));
        b.attackerHexes.clear();
        b.attackerHexes.addAll(distinct);
        for (String a : b.attackerArtillery) {
            s.unit(a).artilleryFired = true;
        }
        for (String a : b.defenderArtillery) {
            s.unit(a).artilleryFired = true;
        }
        for (Hex d : b.defenderHexes) {
            for (UnitState u : s.combatants(d)) {
                u.defended = true;
                if (s.turn == 0 && u.def.side() == Side.ALLIED) {
                    u.mayMoveTurnOne = true; // §18.0 · surviving units attacked in the German turn may move
                }
            }
        }

        // §11.77 · the defender applies his result first
        if (result.affectsDefender()) {
            for (Hex d : b.defenderHexes) {
                for (UnitState u : s.combatants(d)) {
                    if (u.overstackedByRetreat) {
                        log.add(Losses.eliminateOutright(s, u, "§8.2", "§8.2: overstacked in a hex that suffers an adverse result"));
                    }
                }
            }
            List<String> all = new ArrayList<>();
            for (Hex d : b.defenderHexes) {
                for (UnitState u : s.combatants(d)) {
                    all.add(u.id());
                }
            }
            if (result.steps() > 0) {
                b.obligations.add(Obligation.loss(defender, all, result.steps(), false));
            }
            if (result.retreat() > 0) {
                for (Hex d : b.defenderHexes) {
                    List<String> stack = new ArrayList<>();
                    for (UnitState u : s.combatants(d)) {
                        stack.add(u.id());
                    }
                    if (!stack.isEmpty()) {
                        b.obligations.add(Obligation.retreat(defender, stack, result.retreat(), d));
                    }
                }
            }
        }
        if (result.affectsAttacker()) {
            boolean armor = false;
            for (String a : b.attackers) {
                armor |= s.unit(a).def.armor();
            }
            if (result.steps() > 0) {
                b.obligations.add(Obligation.loss(attacker, b.attackers, result.steps(), armor)); // §11.78 · armor first
            }
            if (result.retreat() > 0) {
                for (Hex h : b.attackerHexes) {
                    List<String> stack = new ArrayList<>();
                    for (String a : b.attackers) {
                        if (h.equals(s.unit(a).hex)) {
                            stack.add(a);
                        }
                    }
                    b.obligations.add(Obligation.retreat(attacker, stack, result.retreat(), h));
                }
            }
        }
        b.stage = Battle.Stage.RESULTS;
        return log;
    }

    /** The obligation's units still on the map. */
    public static List<String> alive(GameState s, Obligation o) {
        List<String> result = new ArrayList<>();
        for (String id : o.units()) {
            if (s.unit(id).onMap()) {
                result.add(id);
            }
        }
        return result;
    }

    /** §11.78 · the units that may take the next step of a loss: attacking armor first when required. */
    public static List<String> lossCandidates(GameState s, Obligation o) {
        List<String> alive = alive(s, o);
        if (o.armorFirst()) {
            List<String> armor = new ArrayList<>();
            for (String id : alive) {
                if (s.unit(id).def.armor()) {
                    armor.add(id);
                }
            }
            if (!armor.isEmpty()) {
                return armor;
            }
        }
        return alive;
    }

    /** §11.9 · after the last result: who may advance, into which vacated hexes. Sets the battle's advance fields. */
    public static void prepareAdvance(GameState s) {
        Battle b = s.battle;
        Side attacker = s.phasing;
        boolean defendersGone = true;
        for (Hex d : b.defenderHexes) {
            if (s.enemyIn(d, attacker)) {
                defendersGone = false;
            }
        }
        boolean attackersGone = true;
        for (Hex h : b.attackerHexes) {
            for (String a : b.attackers) {
                if (s.unit(a).onMap() && h.equals(s.unit(a).hex)) {
                    attackersGone = false;
                }
            }
        }
        b.vacated.clear();
        b.advanceEligible.clear();
        if (defendersGone && !attackersGone) {
            b.victor = attacker;
            b.vacated.addAll(b.defenderHexes);
            Set<String> eligible = new LinkedHashSet<>();
            for (Hex h : b.attackerHexes) {
                for (UnitState u : s.combatants(h)) {
                    // §11.9 · victorious units and their idle stack-mates; never artillery
                    if (u.def.side() == attacker && !u.def.artillery() && (b.attackers.contains(u.id()) || !u.attacked)) {
                        eligible.add(u.id());
                    }
                }
            }
            b.advanceEligible.addAll(eligible);
        } else if (attackersGone && !defendersGone && b.result != null && b.result.affectsAttacker() && b.result.retreat() > 0) {
            b.victor = attacker.enemy();
            b.vacated.addAll(b.attackerHexes);
            for (Hex d : b.defenderHexes) {
                for (UnitState u : s.combatants(d)) {
                    if (!u.def.artillery()) {
                        b.advanceEligible.add(u.id());
                    }
                }
            }
        }
        if (b.victor != null) {
            b.vacated.removeIf(h -> s.enemyIn(h, b.victor));
        }
        b.stage = Battle.Stage.ADVANCE;
    }
}
