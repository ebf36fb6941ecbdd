package toi.irontide.rules;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import toi.engine.hex.Hex;
import toi.irontide.data.Chit;
import toi.irontide.data.CombatResult;
import toi.irontide.data.CombatResultsTable;
import toi.irontide.data.HexIds;
import toi.irontide.data.Odds;
import toi.irontide.data.Side;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/**
 * The odds preview of a battle not yet resolved (§11.7–11.77), as one side sees it: the totals, every column shift
 * with its rule, the final column, and the exact probability of each result of the 2d6 roll (§11.77) — a pure
 * function of the state, changing nothing.
 *
 * <p>What the viewer cannot know is weighed exactly (docs/rulings.md R-IT-35): a chit not yet drawn, or one under an
 * enemy unit (§9.0: kept secret), is any chit of its colour the viewer does not see under his own units, each as
 * likely, drawn in the order of §11.72–11.73 without replacement (an elite unit, §9.1: two drawn, the stronger kept);
 * a committed air support attempt arrives on a die of 1 to the rulebook's number (§11.6). Support the defender may
 * still commit is named, not guessed ({@link #pending}). {@code viewer} null sees everything (tests, a finished game).
 */
public record OddsPreview(Side viewer, String line, List<Outcome> outcomes, List<Chance> results, List<Roll> rolls,
                          List<String> unknown, List<String> pending) {

    /** One way the battle can come out before the dice: totals, shifts, column, and its probability. */
    public record Outcome(BattleOdds odds, Probability p) {
    }

    /** A result of the table and the probability of it. */
    public record Chance(String result, Probability p) {
    }

    /** A 2d6 roll (2–12) and its result, when the column is certain. */
    public record Roll(int roll, String result, int ways) {
    }

    /** 2d6 · the number of ways (of 36) to roll 2 … 12. */
    public static int ways(int roll) {
        return 6 - Math.abs(roll - 7);
    }

    private record Unknown(UnitState unit, boolean attacking, int multiplier) {
    }

    private record Key(BitSet used, int attack, int defence) {
    }

    /** The preview of the state's battle as {@code viewer} sees it (null: all-seeing). */
    public static OddsPreview of(GameState s, Side viewer) {
        Battle b = s.battle;
        if (b == null || b.attackers.isEmpty() || b.result != null) {
            throw new IllegalStateException("§11.7 · there is no battle with attackers waiting for its roll");
        }
        Side attacker = s.phasing;
        Side defender = attacker.enemy();
        CombatResultsTable crt = s.scenario.crt();
        int attackKnown = 0;
        int defenceKnown = 0;
        List<Unknown> unknowns = new ArrayList<>();
        List<String> unknownText = new ArrayList<>();
        // §11.72 · the attacker's units first, then §11.73 the defender's, as the chits are drawn
        for (String id : b.attackers) {
            UnitState u = s.unit(id);
            if (hidden(u, viewer)) {
                unknowns.add(new Unknown(u, true, 1));
                unknownText.add(id + " (" + hiddenWhy(u) + ")");
            } else {
                attackKnown += Combat.attackStrength(s, u);
            }
        }
        for (Hex d : b.defenderHexes) {
            int mult = Combat.defenceMultiplier(s, b, d, defender); // §11.21, §11.22
            for (UnitState u : Combat.defenders(s, b, d)) {
                if (hidden(u, viewer)) {
                    unknowns.add(new Unknown(u, false, mult));
                    unknownText.add(u.id() + " (" + hiddenWhy(u) + ")");
                } else {
                    defenceKnown += Combat.defenceStrength(s, u) * mult;
                }
            }
        }

        // the chits the viewer cannot see, by colour
        Map<Chit.ChitColour, List<Integer>> pool = new HashMap<>();
        for (Chit.ChitColour c : Chit.ChitColour.values()) {
            pool.put(c, new ArrayList<>());
        }
        if (viewer == null) {
            for (Map.Entry<Chit.ChitColour, List<Integer>> e : s.cups.entrySet()) {
                pool.get(e.getKey()).addAll(e.getValue());
            }
        } else {
            BitSet seen = new BitSet();
            for (UnitState u : s.units.values()) {
                if (u.def.side() == viewer && u.chit >= 0) {
                    seen.set(u.chit);
                }
            }
            for (int i = 0; i < s.scenario.chits().size(); i++) {
                if (!seen.get(i)) {
                    pool.get(s.scenario.chits().get(i).colour()).add(i);
                }
            }
        }

        // the totals' distribution, unit by unit
        Map<Key, Probability> dist = new HashMap<>();
        dist.put(new Key(new BitSet(), attackKnown, defenceKnown), Probability.ONE);
        for (Unknown x : unknowns) {
            Map<Key, Probability> next = new HashMap<>();
            List<Integer> colourPool = pool.get(x.unit.def.chitColour());
            boolean elite = Chits.elite(s, x.unit); // R-IT-35: a secret elite chit is weighed as two draws too
            for (Map.Entry<Key, Probability> e : dist.entrySet()) {
                List<Integer> left = new ArrayList<>();
                for (int c : colourPool) {
                    if (!e.getKey().used.get(c)) {
                        left.add(c);
                    }
                }
                if (left.isEmpty()) {
                    throw new IllegalStateException("§9.0 · the " + x.unit.def.chitColour() + " cup is empty");
                }
                int n = left.size();
                if (elite && n > 1) {
                    // §9.1 · two drawn, the stronger (full value on its line, R-IT-6) kept, the other back in the cup
                    Probability each = Probability.of(1, (long) n * (n - 1));
                    for (int first : left) {
                        for (int second : left) {
                            if (first != second) {
                                int keep = full(s, second, x.unit) > full(s, first, x.unit) ? second : first;
                                add(next, e.getKey(), keep, value(s, keep, x), x.attacking, e.getValue().times(each));
                            }
                        }
                    }
                } else {
                    Probability each = Probability.of(1, n);
                    for (int c : left) {
                        add(next, e.getKey(), c, value(s, c, x), x.attacking, e.getValue().times(each));
                    }
                }
            }
            dist = next;
        }

        // §11.6 · the committed air support attempts
        int airMax = s.scenario.rules().airHitMax();
        Probability hit = Probability.of(Math.min(6, airMax), 6);
        Probability miss = Probability.of(6 - Math.min(6, airMax), 6);
        Map<String, Probability> airCases = new LinkedHashMap<>();
        for (boolean ah : b.attackerAir ? new boolean[] {true, false} : new boolean[] {false}) {
            for (boolean dh : b.defenderAir ? new boolean[] {true, false} : new boolean[] {false}) {
                Probability p = (b.attackerAir ? (ah ? hit : miss) : Probability.ONE).times(b.defenderAir ? (dh ? hit : miss) : Probability.ONE);
                if (p.num().signum() > 0) {
                    airCases.put(ah + "," + dh, p);
                }
            }
        }
        String line = Combat.line(s, b); // §11.23
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        Map<Integer, Probability> byColumn = new TreeMap<>();
        List<Map.Entry<Key, Probability>> totals = new ArrayList<>(dist.entrySet());
        totals.sort((x, y) -> x.getKey().attack != y.getKey().attack ? Integer.compare(x.getKey().attack, y.getKey().attack)
                : Integer.compare(x.getKey().defence, y.getKey().defence));
        for (Map.Entry<String, Probability> air : airCases.entrySet()) {
            String[] ad = air.getKey().split(",");
            List<Shift> shifts = Combat.shifts(s, b, Boolean.parseBoolean(ad[0]), Boolean.parseBoolean(ad[1]));
            for (Map.Entry<Key, Probability> t : totals) {
                BattleOdds o = BattleOdds.of(crt, t.getKey().attack, t.getKey().defence, line, shifts);
                Probability p = t.getValue().times(air.getValue());
                String k = o.attack() + "/" + o.defence() + "/" + air.getKey();
                Outcome before = outcomes.get(k);
                outcomes.put(k, new Outcome(o, before == null ? p : before.p().plus(p)));
                byColumn.merge(o.column(), p, Probability::plus);
            }
        }

        // §11.77 · 2d6 on the column
        Map<String, Probability> results = new LinkedHashMap<>();
        for (int roll = 2; roll <= 12; roll++) {
            for (Map.Entry<Integer, Probability> c : byColumn.entrySet()) {
                CombatResult r = crt.result(line, c.getKey(), roll);
                results.merge(r.toString(), c.getValue().times(Probability.of(ways(roll), 36)), Probability::plus);
            }
        }
        List<Chance> chances = new ArrayList<>();
        results.forEach((r, p) -> chances.add(new Chance(r, p)));
        List<Roll> rolls = new ArrayList<>();
        if (byColumn.size() == 1) {
            int column = byColumn.keySet().iterator().next();
            for (int roll = 2; roll <= 12; roll++) {
                rolls.add(new Roll(roll, crt.result(line, column, roll).toString(), ways(roll)));
            }
        }
        return new OddsPreview(viewer, line, List.copyOf(outcomes.values()), chances, rolls, unknownText, pending(s, b, viewer));
    }

    private static void add(Map<Key, Probability> next, Key k, int chit, int value, boolean attacking, Probability p) {
        BitSet used = (BitSet) k.used.clone();
        used.set(chit);
        Key n = new Key(used, k.attack + (attacking ? value : 0), k.defence + (attacking ? 0 : value));
        next.merge(n, p, Probability::plus);
    }

    /** §9.0 · a regiment's strength the viewer cannot know: its chit not drawn yet, or an enemy's (kept secret). */
    static boolean hidden(UnitState u, Side viewer) {
        if (!u.def.regiment() || u.strength == Strength.CADRE) {
            return false; // battalions, artillery and cadres use printed factors
        }
        return u.chit < 0 || viewer != null && u.def.side() != viewer;
    }

    private static String hiddenWhy(UnitState u) {
        return u.def.chitColour().name().toLowerCase() + " " + u.def.chitLine() + " chit "
                + (u.chit < 0 && !u.chitSecret ? "not drawn yet, §9.0" : "secret, §9.0");
    }

    private static int full(GameState s, int chit, UnitState u) {
        return s.scenario.chits().get(chit).full(u.def.chitLine());
    }

    /** The unit's contribution with this chit: §11.78 its side of the chit, §12.2/§12.3 halving, §11.21/§11.22 multiplier. */
    private static int value(GameState s, int chit, Unknown x) {
        UnitState u = x.unit;
        Chit c = s.scenario.chits().get(chit);
        int v = u.strength == Strength.REDUCED ? c.reduced(u.def.chitLine()) : c.full(u.def.chitLine());
        if (x.attacking) {
            return u.supply != SupplyState.SUPPLIED ? Math.max(1, (v + 1) / 2) : v; // §12.2, §12.3
        }
        if (u.supply == SupplyState.ISOLATED) {
            v = Math.max(1, (v + 1) / 2); // §12.3
        }
        return v * x.multiplier;
    }

    /** §11.71 · what the other side (or the viewer himself) may still commit before the chits are revealed. */
    private static List<String> pending(GameState s, Battle b, Side viewer) {
        List<String> out = new ArrayList<>();
        Side defender = s.phasing.enemy();
        if (b.stage == Battle.Stage.DECLARE || b.stage == Battle.Stage.ATTACKER_SUPPORT) {
            if (b.stage == Battle.Stage.DECLARE && Combat.airRefusal(s, b, s.phasing) == null) {
                out.add("the " + s.phasing.label() + " player may still commit artillery and an air support attempt (§11.5, §11.6)");
            }
            int artillery = 0;
            for (UnitState u : s.onMap(defender)) {
                if (u.def.artillery() && Combat.artilleryRefusal(s, b, u, defender) == null) {
                    artillery++;
                }
            }
            artillery = Math.min(artillery, s.scenario.rules().artilleryCapDefence());
            boolean air = Combat.airRefusal(s, b, defender) == null;
            if (artillery > 0 || air) {
                out.add("the " + defender.label() + " player may still commit " + (artillery > 0 ? artillery + " artillery shift" + (artillery == 1 ? "" : "s")
                        + " (−1 each, §11.5)" : "") + (artillery > 0 && air ? " and " : "") + (air ? "an air support attempt (−1 on a die of 1–"
                        + s.scenario.rules().airHitMax() + ", §11.6)" : ""));
            }
            for (Hex d : b.defenderHexes) {
                List<UnitState> regs = Combat.defendingRegimentChoices(s, d);
                if (regs.size() > 1 && !b.defendingRegiment.containsKey(d)) {
                    out.add("in " + HexIds.format(d) + " the " + defender.label() + " player picks the defending regiment (§8.3); shown with "
                            + regs.get(0).id());
                }
            }
        }
        return out;
    }

    /** The final column when it is certain, else -1000. */
    public int certainColumn() {
        int col = outcomes.get(0).odds().column();
        for (Outcome o : outcomes) {
            if (o.odds().column() != col) {
                return -1000;
            }
        }
        return col;
    }

    /** The probability of a result for the defender (D…) or both (B…): the chance the defender is hurt. */
    public Probability defenderHurt() {
        Probability p = Probability.ZERO;
        for (Chance c : results) {
            if (c.result.startsWith("D") || c.result.startsWith("B")) {
                p = p.plus(c.p);
            }
        }
        return p;
    }

    /** The preview as text, one line each: odds and shifts, the final column(s), the 2d6 results, what may still change. */
    public List<String> describe() {
        List<String> out = new ArrayList<>();
        out.add("odds preview (§11.74–11.77)" + (viewer == null ? "" : ", as the " + viewer.label() + " player sees it") + ":");
        if (outcomes.size() == 1) {
            out.add("  " + outcomes.get(0).odds().describe());
        } else {
            BattleOdds first = outcomes.get(0).odds();
            for (Shift sh : first.shifts()) {
                if (!sh.rule().equals("§11.6")) {
                    out.add("  " + sh);
                }
            }
            Map<String, Probability> cols = new LinkedHashMap<>();
            List<Outcome> sorted = new ArrayList<>(outcomes);
            sorted.sort((x, y) -> Integer.compare(y.odds().column(), x.odds().column()));
            for (Outcome o : sorted) {
                cols.merge(Odds.format(o.odds().column()) + " (" + line + ")", o.p(), Probability::plus);
            }
            int aMin = Integer.MAX_VALUE, aMax = Integer.MIN_VALUE, dMin = Integer.MAX_VALUE, dMax = Integer.MIN_VALUE;
            for (Outcome o : outcomes) {
                aMin = Math.min(aMin, o.odds().attack());
                aMax = Math.max(aMax, o.odds().attack());
                dMin = Math.min(dMin, o.odds().defence());
                dMax = Math.max(dMax, o.odds().defence());
            }
            out.add("  attack " + range(aMin, aMax) + " to defence " + range(dMin, dMax) + "; unknown: " + String.join(", ", unknown));
            for (Outcome o : outcomes) {
                for (Shift sh : o.odds().shifts()) {
                    if (sh.rule().equals("§11.6") && !out.contains("  " + sh)) {
                        out.add("  " + sh);
                    }
                }
            }
            StringBuilder c = new StringBuilder("  final column:");
            cols.forEach((k, p) -> c.append(' ').append(k).append(' ').append(p.showLowest()).append(';'));
            c.setLength(c.length() - 1);
            out.add(c.toString());
        }
        if (!rolls.isEmpty()) {
            StringBuilder r = new StringBuilder("  2d6:");
            for (Roll roll : rolls) {
                r.append(' ').append(roll.roll).append(' ').append(roll.result).append(',');
            }
            r.setLength(r.length() - 1);
            out.add(r.toString());
        }
        StringBuilder p = new StringBuilder("  results:");
        for (Chance c : results) {
            p.append(' ').append(c.result).append(' ').append(c.p.show()).append(';');
        }
        p.setLength(p.length() - 1);
        out.add(p.toString());
        for (String s : pending) {
            out.add("  not yet counted: " + s);
        }
        return out;
    }

    private static String range(int a, int b) {
        return a == b ? String.valueOf(a) : a + "–" + b;
    }
}
