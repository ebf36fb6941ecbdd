package toi.irontide.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.flow.Decision;
import toi.irontide.flow.Flow;
import toi.irontide.game.Player;
import toi.irontide.game.SideView;
import toi.irontide.rules.Combat;
import toi.irontide.rules.OddsPreview;
import toi.irontide.rules.Probability;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/**
 * The heuristic computer player of Iron Tide. It sees its side's view ({@link SideView}: the enemy's chits secret)
 * and the decision's legal choices, and picks one by rules of thumb: the German drives each unit toward the nearest
 * Victory Point town he does not hold or the Exit hexes (§20, §5.3), the Allied garrisons his towns and sends the rest
 * to the town the Germans are nearest; both keep stacks within the limit (§8.1). It attacks where the odds preview
 * (R-IT-35) gives the defender the worse of it, with every unit that may join, and commits its artillery and air when the
 * column can still rise (§11.5, §11.6); it loses its cheapest step, retreats toward its own side away from the enemy,
 * advances into towns (and, German, forward); it takes replacements, resupply, demolitions (Allied) and depot
 * destructions (Allied) when offered. Ties are broken by its own seeded stream: same view, same seed ⇒ same choice.
 */
public final class HeuristicPlayer implements Player {
    /** Attack when the defender is hurt at least this often, and hurt more often than the attacker (a margin, not a rule). */
    static final double ATTACK_THRESHOLD = 0.5;

    private final SplittableRandom random;

    public HeuristicPlayer(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public String choose(Decision d, GameState v) {
        List<String> o = d.options();
        if (o.size() == 1) {
            return o.get(0);
        }
        Side me = d.seat();
        String pick = pick(d, v, me);
        if (pick == null || !o.contains(pick)) {
            List<String> rest = new ArrayList<>(o);
            rest.remove("cancel");
            pick = rest.contains("end-phase") ? "end-phase" : rest.contains("done") ? "done" : rest.get(random.nextInt(rest.size()));
        }
        return pick;
    }

    private String pick(Decision d, GameState v, Side me) {
        List<String> o = d.options();
        // §16.4 · the German always tries to misdirect and to disrupt; a misdirected unit goes away from the German units
        for (String c : o) {
            if (c.startsWith("misdirect ") || c.startsWith("disrupt ")) {
                return c;
            }
        }
        if (v.misdirecting != null) {
            UnitState a = v.unit(v.misdirecting);
            java.util.function.ToIntFunction<Hex> far = h -> {
                int m = Integer.MAX_VALUE;
                for (UnitState g : v.onMap(Side.GERMAN)) {
                    if (!g.def.commando()) {
                        m = Math.min(m, g.hex.distanceTo(h));
                    }
                }
                return m;
            };
            String road = best(with(o, "road "), c -> far.applyAsInt(HexIds.parse(word(c, 1))));
            return road != null && far.applyAsInt(HexIds.parse(word(road, 1))) > far.applyAsInt(a.hex) ? road : "done";
        }
        Battle b = v.battle;
        if (b != null) {
            return battle(d, v, me, b);
        }
        if (v.stackingDue) {
            return cheapest(v, with(o, "eliminate "));
        }
        if (v.moving != null) {
            return step(v, me, v.unit(v.moving), o);
        }
        switch (v.phase) {
            case MOVEMENT, RESERVE -> {
                if (o.contains("exit")) {
                    return "exit";
                }
                List<String> enter = with(o, "enter ");
                if (!enter.isEmpty()) {
                    return best(enter, c -> -distanceToTarget(v, me, v.unit(word(c, 1)), HexIds.parse(word(c, 2))));
                }
                List<String> moves = new ArrayList<>();
                for (String c : with(o, "move ")) {
                    UnitState u = v.unit(word(c, 1));
                    if (wantsToMove(v, me, u)) {
                        moves.add(c);
                    }
                }
                if (!moves.isEmpty()) {
                    return best(moves, c -> (double) distanceToTarget(v, me, v.unit(word(c, 1)), v.unit(word(c, 1)).hex));
                }
                return "end-phase";
            }
            case COMBAT -> {
                String attack = null;
                double bestScore = -1;
                for (String c : with(o, "attack ")) {
                    double score = attackScore(v, me, c);
                    if (score > bestScore) {
                        bestScore = score;
                        attack = c;
                    }
                }
                if (attack != null && (bestScore > 0 || !o.contains("end-phase"))) {
                    return attack;
                }
                return "end-phase";
            }
            case REPLACEMENT -> {
                List<String> r = with(o, "replace ");
                return r.isEmpty() ? "end-phase" : r.get(0);
            }
            case SUPPLY -> {
                List<String> r = with(o, "resupply ");
                return r.isEmpty() ? "end-phase" : best(r, c -> (double) outOfSupplyAt(v, HexIds.parse(word(c, 1))));
            }
            case ENGINEERING -> {
                if (me == Side.ALLIED) {
                    List<String> r = with(o, "demolish ");
                    r.addAll(with(o, "destroy-depot "));
                    if (!r.isEmpty()) {
                        return r.get(0);
                    }
                }
                List<String> e = with(o, "entrench ");
                return e.isEmpty() ? "end-phase" : e.get(0);
            }
            default -> {
                return o.contains("end-phase") ? "end-phase" : null;
            }
        }
    }

    // ---- movement

    /** The hex the unit heads for: German, the nearest VP town hex he does not hold or an Exit hex; Allied, a town to hold. */
    Hex target(GameState v, Side me, UnitState u, Hex from) {
        List<Hex> goals = new ArrayList<>();
        if (me == Side.GERMAN) {
            for (Town t : v.scenario.map().towns()) {
                if (t.victoryPoints() > 0) {
                    for (Hex h : t.hexes()) {
                        if (v.control.getOrDefault(h, Side.ALLIED) != Side.GERMAN) {
                            goals.add(h);
                        }
                    }
                }
            }
            goals.addAll(v.scenario.map().vpExits());
        } else {
            Hex nearestEnemy = nearestEnemy(v, me, from);
            Hex best = null;
            int bestD = Integer.MAX_VALUE;
            for (Town t : v.scenario.map().towns()) {
                for (Hex h : t.hexes()) {
                    if (v.control.getOrDefault(h, Side.ALLIED) != Side.ALLIED && nearestEnemy == null) {
                        continue;
                    }
                    int held = (int) v.at(h).stream().filter(x -> x.def.side() == me && x != u).count();
                    int d = from.distanceTo(h) + (nearestEnemy == null ? 0 : h.distanceTo(nearestEnemy)) + 3 * held;
                    if (d < bestD) {
                        bestD = d;
                        best = h;
                    }
                }
            }
            if (best != null) {
                goals.add(best);
            }
        }
        if (u.def.artillery() || u.def.commando()) { // §16.4 · a commando seeks the Allied units it may misdirect
            Hex e = nearestEnemy(v, me, from);
            return e == null ? (goals.isEmpty() ? from : nearest(goals, from)) : e;
        }
        return goals.isEmpty() ? from : nearest(goals, from);
    }

    private int distanceToTarget(GameState v, Side me, UnitState u, Hex from) {
        return from.distanceTo(target(v, me, u, from));
    }

    private boolean wantsToMove(GameState v, Side me, UnitState u) {
        if (u.def.commando()) {
            return distanceToTarget(v, me, u, u.hex) > 0; // §16.4 · no ZOC holds it
        }
        if (adjacentEnemy(v, me, u.hex)) {
            return false; // holds the line: disengaging costs (§7.2)
        }
        if (me == Side.ALLIED && v.scenario.map().townAt(u.hex) != null
                && v.at(u.hex).stream().filter(x -> x.def.side() == me).count() <= 2) {
            return false; // a garrison stays
        }
        if (u.def.artillery()) {
            Hex e = nearestEnemy(v, me, u.hex);
            return e != null && u.hex.distanceTo(e) > 2; // §11.5 · within range, not adjacent
        }
        return distanceToTarget(v, me, u, u.hex) > 0;
    }

    private String step(GameState v, Side me, UnitState u, List<String> o) {
        Hex goal = target(v, me, u, u.hex);
        int now = u.hex.distanceTo(goal);
        if (o.contains("exit") && me == Side.GERMAN) {
            return "exit"; // §5.3 · exited in supply: victory points
        }
        if (u.def.artillery() && now <= 2) {
            return "stop";
        }
        String best = null;
        int bestD = now;
        for (String c : with(o, "to ")) {
            Hex h = HexIds.parse(word(c, 1));
            long friends = v.at(h).stream().filter(x -> x.def.side() == me).count();
            if (friends >= v.scenario.rules().stackingLimit()) {
                continue; // §8.1
            }
            if (u.def.artillery() && adjacentEnemy(v, me, h)) {
                continue; // §11.5 · artillery next to the enemy loses its support
            }
            int dist = h.distanceTo(goal);
            if (dist < bestD || dist == bestD && best != null && random.nextBoolean()) {
                bestD = dist;
                best = c;
            }
        }
        return best != null ? best : "stop";
    }

    // ---- combat

    /** How good an attack on the hex would be, with every unit that may join: P(defender hurt) − P(attacker hurt) − threshold. */
    private double attackScore(GameState v, Side me, String attack) {
        GameState t = v.copy();
        if (Flow.refusal(t, me, attack) != null) {
            return -1;
        }
        Flow.apply(t, attack);
        for (int guard = 0; guard < 40 && t.battle != null && t.battle.stage == Battle.Stage.DECLARE; guard++) {
            String next = declare(t);
            if (next.equals("commit")) {
                break;
            }
            Flow.apply(t, next);
        }
        if (t.battle == null || t.battle.attackers.isEmpty() || Flow.refusal(t, me, "commit") != null) {
            return -100; // it cannot be committed (§11.0: R-IT-48)
        }
        OddsPreview p = OddsPreview.of(t, me);
        double hurt = p.defenderHurt().value();
        double bad = attackerHurt(p).value();
        double score = hurt - bad - ATTACK_THRESHOLD + 0.001;
        Hex target = HexIds.parse(word(attack, 1));
        if (v.scenario.map().townAt(target) != null) {
            score += 0.1; // a town to take
        }
        return score;
    }

    /**
     * The next declaration of a battle: every unit that may join (§11.0: the engine offers only those with which the
     * battle can still be committed, R-IT-48), then commit, else the next defending hex the obligation asks (also HEX).
     */
    /** {@link #declare(List)} of the state's legal choices, each kind looked for in turn (not every choice listed). */
    private static String declare(GameState t) {
        String with = Flow.firstOption(t, c -> c.startsWith("with "));
        if (with != null) {
            return with;
        }
        if (Flow.firstOption(t, c -> c.equals("commit")) != null) {
            return "commit";
        }
        String also = Flow.firstOption(t, c -> c.startsWith("also "));
        return also != null ? also : "cancel";
    }

    private static String declare(List<String> o) {
        for (String c : o) {
            if (c.startsWith("with ")) {
                return c;
            }
        }
        if (o.contains("commit")) {
            return "commit";
        }
        for (String c : o) {
            if (c.startsWith("also ")) {
                return c;
            }
        }
        return "cancel";
    }

    private static Probability attackerHurt(OddsPreview p) {
        Probability x = Probability.ZERO;
        for (OddsPreview.Chance c : p.results()) {
            if (c.result().startsWith("A") || c.result().startsWith("B")) {
                x = x.plus(c.p());
            }
        }
        return x;
    }

    private String battle(Decision d, GameState v, Side me, Battle b) {
        List<String> o = d.options();
        switch (b.stage) {
            case DECLARE -> {
                return declare(o);
            }
            case ATTACKER_SUPPORT, DEFENDER_SUPPORT -> {
                List<String> def = with(o, "defend-with ");
                def.removeIf(c -> b.defendingRegiment.containsValue(word(c, 1)) || b.defendingRegiment.containsKey(v.unit(word(c, 1)).hex));
                if (!def.isEmpty()) {
                    return best(def, c -> (double) knownStrength(v, v.unit(word(c, 1))));
                }
                List<String> art = with(o, "artillery ");
                if (!art.isEmpty()) {
                    return art.get(0);
                }
                if (o.contains("air")) {
                    return "air";
                }
                return "done";
            }
            case RESULTS -> {
                List<String> lose = with(o, "lose ");
                if (!lose.isEmpty()) {
                    return cheapest(v, lose);
                }
                List<String> retreat = with(o, "retreat ");
                if (!retreat.isEmpty()) {
                    return best(retreat, c -> retreatValue(v, me, HexIds.parse(word(c, 1))));
                }
                return "stand";
            }
            case ADVANCE -> {
                for (String c : with(o, "advance ")) {
                    Hex h = HexIds.parse(word(c, 2));
                    if (v.scenario.map().townAt(h) != null || me == Side.GERMAN && b.vacated.contains(h)) {
                        return c;
                    }
                }
                return "done";
            }
        }
        return null;
    }

    private double retreatValue(GameState v, Side me, Hex h) {
        int enemies = 0;
        for (Hex n : v.scenario.map().neighbours(h)) {
            if (v.enemyIn(n, me)) {
                enemies++;
            }
        }
        long friends = v.at(h).stream().filter(x -> x.def.side() == me).count();
        double towards = me == Side.GERMAN ? h.q() : -h.q(); // the German came from the east, the Allied holds the west
        return -3 * enemies - 2 * friends + 0.1 * towards + (v.scenario.map().townAt(h) != null ? 1 : 0);
    }

    /** Of "lose U" / "eliminate U" choices, the unit that costs least: a battalion with the lowest factor, else the regiment with most steps. */
    private String cheapest(GameState v, List<String> choices) {
        if (choices.isEmpty()) {
            return null;
        }
        return best(choices, c -> {
            UnitState u = v.unit(word(c, 1));
            return u.def.regiment() ? u.stepsLeft() - 10.0 : 10.0 - u.def.combat();
        });
    }

    private int knownStrength(GameState v, UnitState u) {
        return u.chit >= 0 || !u.def.regiment() ? Combat.strength(v, u) : 0;
    }

    private int outOfSupplyAt(GameState v, Hex h) {
        int n = 0;
        for (UnitState u : v.at(h)) {
            if (u.supply != toi.irontide.state.SupplyState.SUPPLIED) {
                n++;
            }
        }
        return n;
    }

    // ---- helpers

    private static boolean adjacentEnemy(GameState v, Side me, Hex h) {
        for (Hex n : v.scenario.map().neighbours(h)) {
            if (v.enemyIn(n, me)) {
                return true;
            }
        }
        return false;
    }

    private static Hex nearestEnemy(GameState v, Side me, Hex from) {
        Hex best = null;
        for (UnitState e : v.onMap(me.enemy())) {
            if (best == null || from.distanceTo(e.hex) < from.distanceTo(best)) {
                best = e.hex;
            }
        }
        return best;
    }

    private static Hex nearest(List<Hex> hexes, Hex from) {
        return hexes.stream().min(Comparator.comparingInt((Hex h) -> from.distanceTo(h)).thenComparing(HexIds::format)).orElse(from);
    }

    private static List<String> with(List<String> options, String prefix) {
        List<String> r = new ArrayList<>();
        for (String c : options) {
            if (c.startsWith(prefix)) {
                r.add(c);
            }
        }
        return r;
    }

    private static String word(String choice, int i) {
        return Flow.words(choice)[i]; // a listed choice: words between single spaces
    }

    /** The choice with the highest value; ties go to the earliest listed. */
    private static String best(List<String> choices, java.util.function.ToDoubleFunction<String> value) {
        String best = null;
        double bv = Double.NEGATIVE_INFINITY;
        for (String c : choices) {
            double x = value.applyAsDouble(c);
            if (x > bv) {
                bv = x;
                best = c;
            }
        }
        return best;
    }
}
