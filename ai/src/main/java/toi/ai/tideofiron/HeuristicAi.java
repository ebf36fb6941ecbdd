package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import toi.ai.Explanation;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.DiceMath;
import toi.engine.combat.FireAction;
import toi.engine.combat.Odds;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.state.Activity;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.game.state.GameState;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.hex.Hex;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * A fast rule-aware player (docs/ai.md). It reads one determinised copy of the game per decision (never the real
 * game) and scores the legal choices with a few plain rules:
 * <ul>
 * <li>objectives: every victory objective, victory-condition hex and hex or building the side scores points for is a
 * goal; goals the side does not hold are targets,
 * goals it holds are defended;</li>
 * <li>defense: the hexes and buildings the other side's victory conditions and points name are ground to hold — one unit
 * on each, not walked off, retaken by fire and assault;</li>
 * <li>fire: the attack with the best expected hits ({@link Odds}, the numbers the dice use), more when the target
 * stands on or next to a goal; an attack beats passing;</li>
 * <li>movement: whole moves ({@link Game#reachable}, {@code move-to HEX}) toward the nearest target goal, into cover,
 * out of the sight and range of enemy units (op fire ready ones most);</li>
 * <li>assaults when the odds favour them, above all on a goal;</li>
 * <li>casualties: the least valuable figures; retreat into cover away from the enemy; advance with everyone;</li>
 * <li>command: its own command objectives taken on the way (one unit deploys on each in its zone); in the Command Phase
 * the dearest Command Phase card it can pay for, 2 command kept for munitions tokens when that option is on, then a
 * small Initiative bid;</li>
 * <li>setup: squads with the most figures, deployment toward the goals in cover; draw cards;
 * op fire mode for units with nowhere better to go (never an attacker's units that still have a goal to take).</li>
 * </ul>
 */
public final class HeuristicAi implements TideOfIronPlayer {
    /** Value of one figure killed, in the units of movement scores (one hex nearer a target goal = 3). */
    private static final double HIT = 4.0;

    private final SplittableRandom random;
    /** The chance of a careless choice (a uniformly random listed one) on action, move and op fire decisions. */
    private final double blunder;
    private final Scores scores = new Scores();
    private Explanation last;

    public HeuristicAi(long seed) {
        this(seed, 0);
    }

    /** A heuristic that, with probability {@code blunder}, answers an action, move or op fire decision at random (the easy level). */
    public HeuristicAi(long seed, double blunder) {
        this.random = new SplittableRandom(seed);
        this.blunder = blunder;
    }

    @Override
    public String name() {
        return "heuristic";
    }

    @Override
    public Choice choose(AiView view) {
        List<Choice> options = view.choices();
        long copySeed = random.nextLong();
        if (options.size() == 1 && view.kind() != Decision.Kind.MOVE) {
            return options.get(0);
        }
        boolean careless = blunder > 0 && !options.isEmpty() && inPlay(view.kind()) && random.nextDouble() < blunder;
        if (careless) {
            Choice c = options.get(random.nextInt(options.size()));
            last = new Explanation(name(), view.prompt(), c.text(), "a careless choice (easy level: " + Math.round(100 * blunder)
                    + "% of action, move and op fire decisions at random)", List.of());
            return c;
        }
        Choice pick = decide(view.copy(copySeed), view.nation(), view.kind(), options);
        last = scores.explain(name(), view.prompt(), pick);
        return pick;
    }

    @Override
    public Explanation lastDecision() {
        return last;
    }

    static boolean inPlay(Decision.Kind kind) {
        return kind == Decision.Kind.ACTION || kind == Decision.Kind.MOVE || kind == Decision.Kind.OP_FIRE;
    }

    /**
     * The heuristic's answer on {@code game}, a copy as the side knows it (a determinised copy: the search calls this on
     * its own copies, so no further copy is made).
     */
    Choice decide(Game game, String nation, Decision.Kind kind, List<Choice> options) {
        if (options.size() == 1 && kind != Decision.Kind.MOVE) {
            return options.get(0);
        }
        return decide(new Ctx(game, nation), kind, options);
    }

    /** The same on a context already read (the search ranks the other options with it too, sharing what it worked out). */
    Choice decide(Ctx c, Decision.Kind kind, List<Choice> options) {
        scores.clear();
        String nation = c.me;
        Choice pick = switch (kind) {
            case ACTION -> action(c, options);
            case MOVE -> move(c, options);
            case OP_FIRE -> opFire(c, options);
            case CASUALTIES -> leastValuable(c, options);
            case ASSAULT_CASUALTIES -> leastValuable(c, options);
            case RETREAT -> best(options, o -> o instanceof Choice.RetreatTo r ? retreatScore(c, r.hex()) : -1e9);
            case ADVANCE -> best(options, o -> o instanceof Choice.AdvanceWith a ? advanceScore(c, a) : -1e9);
            case DEPLOY, REINFORCE -> best(options, o -> o instanceof Choice.Deploy d ? deployScore(c, d) : -1e9);
            case BUILD_SQUAD -> build(options);
            case ASSIGN_TOKEN -> first(options, options.stream().anyMatch(Choice.ChooseTokens.class::isInstance)
                    ? Choice.ChooseTokens.class : Choice.AssignToken.class); // the first kind offered, then a token to each squad
            case DRAW_CARD -> first(options, Choice.DrawCard.class);
            case INITIATIVE_BID -> bid(c, options);
            case OP_FIRE_MODE -> opFireMode(c, options);
            case TRANSFER -> first(options, Choice.EndTransfers.class);
            case MUNITIONS -> munitions(c, options);
            case MUNITIONS_DISCARD -> first(options, Choice.KeepMunitions.class); // a kept token costs nothing
            case AGREE -> best(options, o -> o instanceof Choice.Agree a && !a.yes() ? 1 : 0); // a crew transfer helps the side asking
            case CARD_TARGET, CARD_PICK -> best(options, o -> cardTargetScore(c, o));
            case FACING -> best(options, o -> o instanceof Choice.Face f ? faceScore(c, f) : -1e9); // 003 · Optional Facing Rules
            default -> null;
        };
        if (pick == null) {
            if (options.isEmpty()) {
                throw new IllegalStateException("no legal choice for " + nation + " (" + kind + ")");
            }
            pick = options.get(random.nextInt(options.size()));
        }
        return pick;
    }

    /** The scores the last decision gave its options (action and op fire decisions), for {@link #lastDecision}. */
    private static final class Scores {
        private final List<Explanation.Alternative> list = new ArrayList<>();

        void clear() {
            list.clear();
        }

        void add(Choice c, double score) {
            list.add(new Explanation.Alternative(c.text(), 0, score));
        }

        Explanation explain(String player, String prompt, Choice pick) {
            List<Explanation.Alternative> top = new ArrayList<>(list);
            top.sort(Comparator.comparingDouble(Explanation.Alternative::value).reversed());
            return new Explanation(player, prompt, pick.text(), top.isEmpty() ? "rules of thumb (docs/ai.md · Heuristic)"
                    : "rules of thumb: each option's score (one hex nearer a goal = 3, one figure killed = 4)",
                    top.subList(0, Math.min(Explanation.TOP, top.size())));
        }
    }

    // ---- the context: one determinised copy, read once

    /** What one decision needs: the copy, the side, its goals, the enemy units. */
    static final class Ctx {
        final Game game;
        final GameState s;
        final Position p;
        final String me;
        final List<Hex> goals = new ArrayList<>();
        /** The hexes this side's units may leave the board by (scenarios that score units exited). */
        final List<Hex> exits = new ArrayList<>();
        /** Whether the exits are the whole side's aim (the other side's victory counts them), not only the scoring units'. */
        final boolean exitsAim;
        final List<Unit> enemies = new ArrayList<>();
        final List<Unit> friends = new ArrayList<>();
        /** This side's own and neutral command objectives (000 · Command Objectives): worth a short detour, never the aim. */
        final List<Hex> commandObjectives = new ArrayList<>();
        /**
         * The ground the other side scores for (its victory-condition hexes and the hexes and buildings it scores points
         * for): the defense holds it (000 · Determine Control over Objectives: the hex is the enemy's only when its units
         * stand there, so one unit of ours on it denies it).
         */
        final List<Hex> guard = new ArrayList<>();
        /** Whether a guarded building is held as a whole (002 · Liberation: the other side scores buildings). */
        private final boolean guardBuildings;
        /** Whether buildings are goals (held as a whole building: 002 · Liberation's multi-hex building rule). */
        private final boolean buildings;
        final boolean defending;
        final int roundsLeft;
        private final Map<Hex, Double> exposure = new HashMap<>();
        private final Map<Hex, Double> vehicleExposure = new HashMap<>();
        private final Map<Hex, Integer> nearest = new HashMap<>();
        private List<Hex> targets;
        private final Map<String, Map<Hex, MoveRoute>> reach = new HashMap<>();
        private final ExitRace race = new ExitRace(this);
        /** {@link #exitWorth} by the unit's figures (the scoring rules name units by type), worked out once a context. */
        private final Map<List<UnitType>, Integer> exitWorths = new HashMap<>();

        Ctx(Game game, String me) {
            this.game = game;
            this.s = game.state();
            this.p = s.position();
            this.me = me;
            // victory objectives are goals; command objectives (000 · Command Objectives) only pay command, and chasing
            // them would draw the attack away from what wins (they are taken where the fighting passes)
            s.board().objectives().stream().filter(o -> o.kind() == toi.engine.map.Objective.Kind.VICTORY).forEach(o -> addGoal(o.hex()));
            boolean byBuildings = false;
            for (var v : s.setup().victory()) {
                if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Control ct) {
                    ct.hexes().forEach(this::addGoal);
                } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.UnitsIn ui) {
                    ui.hexes().forEach(this::addGoal);
                } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Buildings) {
                    byBuildings = true;
                }
            }
            // the hexes and buildings this side scores victory points for (002 · Liberation: "1 VP for each building it
            // controls and 1 VP for controlling the bridge") are goals too
            for (var r : s.setup().scoring()) {
                if (r.side().equals(me) && (r.kind() == toi.engine.scenario.ScoringRule.Kind.CONTROL
                        || r.kind() == toi.engine.scenario.ScoringRule.Kind.HOLD)) {
                    r.hexes().forEach(this::addGoal);
                }
                byBuildings |= r.side().equals(me) && r.kind() == toi.engine.scenario.ScoringRule.Kind.BUILDING;
            }
            buildings = byBuildings;
            // the goal map from the other side (000 · VICTORY CONDITIONS, 002's scenarios): what the enemy must take or
            // scores for is what this side must hold
            boolean enemyBuildings = false;
            for (var v : s.setup().victory()) {
                if (v.side().equals(me)) {
                    continue;
                }
                if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Control ct) {
                    ct.hexes().forEach(h -> addTo(guard, h));
                } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.UnitsIn ui) {
                    ui.hexes().forEach(h -> addTo(guard, h));
                } else if (v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Buildings) {
                    enemyBuildings = true;
                }
            }
            for (var r : s.setup().scoring()) {
                if (!r.side().equals(me) && (r.kind() == toi.engine.scenario.ScoringRule.Kind.CONTROL
                        || r.kind() == toi.engine.scenario.ScoringRule.Kind.HOLD)) {
                    r.hexes().forEach(h -> addTo(guard, h));
                }
                enemyBuildings |= !r.side().equals(me) && r.kind() == toi.engine.scenario.ScoringRule.Kind.BUILDING;
            }
            guardBuildings = enemyBuildings;
            if (enemyBuildings) {
                s.buildingOf.keySet().stream().sorted(Comparator.comparing(Hex::toString)).forEach(h -> addTo(guard, h));
            }
            if (byBuildings) {
                s.buildingOf.keySet().stream().sorted(Comparator.comparing(Hex::toString)).forEach(this::addGoal);
            }
            for (var o : s.board().objectives()) { // 000 · Command Objectives: those that pay this side (its own, neutral)
                if (o.kind() == toi.engine.map.Objective.Kind.COMMAND && (o.nation() == null || o.nation().equals(me))) {
                    commandObjectives.add(o.hex());
                }
            }
            // exits are every unit's aim where the other side's victory counts them (Stavelot Express); where they only
            // score (Chain of Command's half-tracks), only the units worth 2 VP or more head for them (exitBound)
            exitsAim = s.setup().victory().stream().anyMatch(v -> !v.side().equals(me)
                    && v.test() instanceof toi.engine.scenario.VictoryCondition.Test.OpponentExitsBelow);
            boolean exitsScore = exitsAim
                    || s.setup().scoring().stream().anyMatch(r -> r.side().equals(me) && r.kind() == toi.engine.scenario.ScoringRule.Kind.EXIT);
            s.board().exitHexes().forEach(x -> {
                if (exitsScore && (x.nation() == null || x.nation().equals(me))) {
                    exits.add(x.hex());
                }
            });
            for (Unit u : s.units().values()) {
                if (u.hex() == null) {
                    continue;
                }
                (u.nation().equals(me) ? friends : enemies).add(u);
            }
            defending = !exitsAim && !goals.isEmpty() && goals.stream().allMatch(g -> me.equals(holder(g)));
            roundsLeft = Math.max(1, s.setup().rounds() - s.round() + 1);
        }

        /** The victory points the unit scores by leaving the board (002 · scenario victory points: exits), 0 if none. */
        int exitWorth(Unit u) {
            return exitWorths.computeIfAbsent(u.figures(), f -> exitWorthOf(u)); // the same for units of the same figures
        }

        private int exitWorthOf(Unit u) {
            int vp = 0;
            for (var r : s.setup().scoring()) {
                if (r.kind() == toi.engine.scenario.ScoringRule.Kind.EXIT && r.side().equals(me)
                        && (r.units().isEmpty() || r.units().stream().anyMatch(u::isOf))) {
                    vp += r.vp();
                }
            }
            return vp;
        }

        /** A unit worth the most by leaving the board (2 VP or more: tanks in Stavelot Express) heads for the exits only. */
        boolean exitBound(Unit u) {
            return !exits.isEmpty() && (exitWorth(u) >= 2 || ExitRace.scoringNowOnly(this, u));
        }

        int distanceToExit(Unit u, Hex h) {
            return race.distance(u, h); // the way the unit can drive, not the straight line (ExitRace)
        }

        /** {@link Game#reachable}, asked once per unit and decision. */
        Map<Hex, MoveRoute> reachable(String unitId) {
            return reach.computeIfAbsent(unitId, game::reachable);
        }

        private void addGoal(Hex h) {
            addTo(goals, h);
        }

        private static void addTo(List<Hex> list, Hex h) {
            if (!list.contains(h)) {
                list.add(h);
            }
        }

        /** The piece of ground a guard hex stands for: its building where buildings score, else the hex itself. */
        private Object ground(Hex h) {
            String building = guardBuildings ? s.buildingOf.get(h) : null;
            return building != null ? building : h;
        }

        boolean guardBuildings() {
            return guardBuildings;
        }

        boolean sameGround(Hex a, Hex b) {
            return ground(a).equals(ground(b));
        }

        /** Whether a unit of this side other than {@code u} stands on the ground {@code h} is part of. */
        boolean guardedBy(Hex h, Unit u) {
            Object g = ground(h);
            return friends.stream().anyMatch(f -> f != u && f.hex() != null && holds(f) && guard.contains(f.hex())
                    && ground(f.hex()).equals(g));
        }

        /**
         * Whether {@code f} can hold ground against an assault: a squad, or a vehicle that fires, not carried (000 · ASSAULT
         * ATTACKS: an unarmed truck adds nothing to the defender's strength and is swept away — Crossroads v2's Opel Blitz
         * on G5 was counted as its guard, its squad walked off, and one American squad took G5 at strength 5 against 0).
         */
        boolean holds(Unit f) {
            return !f.isTransported() && (f.isSquad() || firepower(f) > 0);
        }

        /**
         * 000 · Determine Control over Objectives: {@code u} in {@code h} alone holds a piece of the other side's ground
         * (a hex it must take, or the building it scores for) that no other unit of this side holds.
         */
        boolean holdsGuard(Unit u, Hex h) {
            return h != null && guard.contains(h) && !u.isTransported() && !guardedBy(h, u);
        }

        /** An enemy unit stands on a piece of the ground this side must hold: it is to be retaken. */
        boolean enemyOnGuard(Hex h) {
            return h != null && guard.contains(h) && enemyAt(h);
        }

        /**
         * How pressing it is to hold {@code h}: 1 where an enemy unit is within six hexes (or none is on the board yet),
         * down to a quarter far from every enemy — a building at the far end of the board waits, the one the attack is
         * heading for does not.
         */
        double urgency(Hex h) {
            int d = nearestEnemy(h);
            return d >= 99 ? 1 : Math.max(0.25, Math.min(1, (12 - d) / 6.0));
        }

        int nearestEnemy(Hex h) {
            return nearest.computeIfAbsent(h, x -> {
                int best = 99;
                for (Unit e : enemies) {
                    best = Math.min(best, e.hex().distanceTo(x));
                }
                return best;
            });
        }

        /** Whether an enemy unit is within {@code u}'s range and line of sight now (it has something to fire at). */
        boolean enemyInReach(Unit u) {
            int range = Math.max(1, u.range(false));
            for (Unit e : enemies) {
                if (!e.isTransported() && e.hex().distanceTo(u.hex()) <= range
                        && toi.engine.los.LineOfSight.canSee(s.board(), u.hex(), e.hex())) {
                    return true;
                }
            }
            return false;
        }

        /** Who holds the goal: its building's controller where buildings score, else the hex's (objective control). */
        String holder(Hex g) {
            String building = buildings ? s.buildingOf.get(g) : null;
            return building != null ? s.buildingControl.get(building) : s.control().get(g);
        }

        /** Goals this side must take: those it does not hold (when it holds them all: the goals themselves, to keep). */
        List<Hex> targets() {
            if (targets == null) {
                List<Hex> t = focus(new ArrayList<>(goals.stream().filter(g -> !me.equals(holder(g))).toList()));
                if (exitsAim) {
                    t.addAll(exits);
                }
                targets = t.isEmpty() ? goals : t;
            }
            return targets;
        }

        /**
         * 000 · VICTORY CONDITIONS: where the side wins by holding some of the objectives ("the side controlling two
         * victory objective markers wins a minor victory": 002 · Crossroads v2, Siegfried Assault), it attacks only as many
         * as it still needs, the cheapest to take — the fewest defenders' firepower on and around them, the shortest way
         * for its units. Before, every unit went for its nearest objective: Crossroads v2's Americans came at all three
         * crossroads at once, each group too weak to clear its defenders, and lost 93 of 100 games.
         */
        private List<Hex> focus(List<Hex> open) {
            int need = Integer.MAX_VALUE;
            for (var v : s.setup().victory()) {
                if (v.side().equals(me) && v.test() instanceof toi.engine.scenario.VictoryCondition.Test.Control ct
                        && ct.count() < ct.hexes().size()) {
                    int left = ct.count() - (int) ct.hexes().stream().filter(h -> me.equals(holder(h))).count();
                    if (left > 0 && ct.hexes().containsAll(open)) {
                        need = Math.min(need, left);
                    }
                }
            }
            if (need >= open.size()) {
                return open;
            }
            Map<Hex, Double> cost = new HashMap<>();
            for (Hex g : open) {
                cost.put(g, takingCost(g));
            }
            List<Hex> sorted = new ArrayList<>(open);
            sorted.sort(Comparator.comparingDouble((Hex g) -> cost.get(g)).thenComparing(Hex::toString));
            return new ArrayList<>(sorted.subList(0, need));
        }

        /** What taking {@code g} costs, in hexes: the way there for this side's fighting units, and its defenders. */
        private double takingCost(Hex g) {
            double way = 0;
            int n = 0;
            for (Unit f : friends) {
                if (holds(f)) {
                    way += f.hex().distanceTo(g);
                    n++;
                }
            }
            double defence = 0;
            for (Unit e : enemies) {
                if (holds(e)) {
                    int d = e.hex().distanceTo(g);
                    defence += d == 0 ? firepower(e) : d == 1 ? 0.5 * firepower(e) : d == 2 ? 0.25 * firepower(e) : 0;
                }
            }
            return (n == 0 ? 0 : way / n) + FOCUS_DEFENCE * defence;
        }

        int distanceToTarget(Hex h) {
            int best = 99;
            for (Hex g : targets()) {
                best = Math.min(best, g.distanceTo(h));
            }
            return best == 99 ? 0 : best;
        }

        boolean nearGoal(Hex h) {
            return goals.stream().anyMatch(g -> g.distanceTo(h) <= 1);
        }

        /** On or next to a goal this side holds (a place to keep, not to take). */
        boolean nearOwnGoal(Hex h) {
            return goals.stream().anyMatch(g -> g.distanceTo(h) <= 1 && me.equals(holder(g)));
        }

        boolean enemyAt(Hex h) {
            return enemies.stream().anyMatch(e -> h.equals(e.hex()));
        }

        int cover(Hex h) {
            return s.board().terrain(h).cover();
        }

        /** Roughly the enemy's expected hits on a squad in {@code h}: firepower of the enemies that see it within range. */
        double exposure(Hex h) {
            return exposure(h, false);
        }

        /** The same for a unit of {@code u}'s kind: a vehicle counts the enemy's firepower against vehicles. */
        double exposure(Unit u, Hex h) {
            return exposure(h, u.isVehicle());
        }

        private double exposure(Hex h, boolean vehicle) {
            return (vehicle ? vehicleExposure : exposure).computeIfAbsent(h, x -> {
                double sum = 0;
                for (Unit e : enemies) {
                    sum += threat(e, x, vehicle);
                }
                return sum;
            });
        }

        double threat(Unit e, Hex h) {
            return threat(e, h, false);
        }

        /**
         * One enemy's threat to {@code h}; against a vehicle its firepower against vehicles, halved for armor
         * (000 · Firepower: a unit has one value against infantry and one against vehicles).
         */
        double threat(Unit e, Hex h, boolean vehicle) {
            if (e.isTransported() || e.hex().equals(h)) {
                return 0;
            }
            int d = e.hex().distanceTo(h);
            int range = e.range(false);
            if (d > Math.max(1, range) || !toi.engine.los.LineOfSight.canSee(s.board(), e.hex(), h)) {
                return 0;
            }
            double ready = e.activation() == Activation.OP_FIRE ? 1.0 : e.activation() == Activation.FRESH ? 0.6 : 0.25;
            double fp = vehicle ? 0.5 * vehicleFirepower(e) : firepower(e);
            return fp * (d <= 1 ? 0.5 : 0.33) * Math.max(0.2, 1 - 0.3 * cover(h)) * ready * 0.5;
        }
    }

    static int vehicleFirepower(Unit u) {
        int fp = 0;
        for (var t : u.figures()) {
            fp += t.vsVehicle().firepower();
        }
        return fp;
    }

    static int firepower(Unit u) {
        int fp = 0;
        for (var t : u.figures()) {
            fp += t.vsInfantry().firepower();
        }
        return fp;
    }

    /** How much a figure is worth keeping: its firepower, leadership and heavy weapons. */
    static double figureValue(toi.engine.units.UnitType t) {
        return t.vsInfantry().firepower() + 0.5 * t.vsVehicle().firepower() + 2.0 * t.movementBonus() + (t.slots() > 1 ? 2 : 0)
                + 0.5 * t.abilities().size();
    }

    // ---- positions

    /** How good {@code h} is for {@code u} to stand in: near the target goal, in cover, out of enemy sight. */
    static double hexScore(Ctx c, Unit u, Hex h) {
        double s = 0;
        int d = c.exitBound(u) ? c.distanceToExit(u, h) : c.distanceToTarget(h);
        if (c.defending) {
            s -= 2.0 * Math.max(0, d - 1);
            if (d == 0) {
                s += c.friends.stream().anyMatch(f -> otherIn(f, u, h)) ? 1 : 6;
            }
        } else {
            s -= 3.0 * d;
            if (d == 0) {
                s += 30; // standing on it takes it
            }
        }
        s += commandDetour(c, u, h);
        s += guardScore(c, u, h);
        s += supportScore(c, u, h);
        s += 1.0 * c.cover(h);
        double pressure = c.defending ? 1.0 : Math.max(0.4, 0.25 * c.roundsLeft);
        s -= HIT * pressure * c.exposure(u, h);
        long stacked = c.friends.stream().filter(f -> otherIn(f, u, h)).count();
        s -= 0.7 * stacked;
        return s;
    }

    /**
     * Whether {@code f} is another unit of the side in {@code h} than {@code u} and the squads it carries (000 ·
     * Transporting Squads in Vehicles: they move with it, so they stand wherever it stands). Counted as company, a
     * half-track's own passengers made every hex it stood in look crowded and every other hex better: Stavelot Express's
     * M3A1s drove back and forth between two hexes until their movement points ran out.
     */
    static boolean otherIn(Unit f, Unit u, Hex h) {
        return f != u && h.equals(f.hex()) && !u.id().equals(f.carriedBy());
    }

    /** One point of a defender's firepower on an objective counts as this many hexes more to walk ({@code Ctx#focus}). */
    static final double FOCUS_DEFENCE = 0.5;

    /** What holding a piece of the other side's ground is worth (one unit on each: spread over the line, not stacked). */
    static final double GUARD = 12;

    /**
     * The defense of the ground the other side scores for (000 · Determine Control over Objectives; 002's victory
     * conditions "control all of", "units in 3 or more of"): a unit alone on a piece of it denies it, so standing there is
     * worth {@link #GUARD}, and walking off it (when no other unit of this side stays) costs as much — a defender does
     * not hand over a line hex for a better field of fire. A hex another unit of this side already holds adds nothing:
     * the next unit covers the next hex of the line.
     */
    static double guardScore(Ctx c, Unit u, Hex h) {
        double s = c.holdsGuard(u, h) ? GUARD * c.urgency(h) : 0;
        if (u.hex() != null && !h.equals(u.hex()) && c.holdsGuard(u, u.hex())
                && !(c.guardBuildings() && c.sameGround(h, u.hex()))) {
            s -= GUARD * c.urgency(u.hex());
        }
        return s;
    }

    /** What standing with a threatened piece of the line is worth to a unit that does not hold one itself. */
    static final double SUPPORT = 5;

    /**
     * Spare units reinforce the ground the enemy is closing on (000 · STACKING LIMITS: "up to three units" a hex; 000 ·
     * ASSAULT ATTACKS: every unit in the hex defends against an assault, and each is another target the attacker must
     * clear): a unit that holds no piece of the other side's ground is worth {@link #SUPPORT} on a piece another unit
     * holds, and half that next to one, where an enemy unit is within six hexes (the most where it is within three).
     * Before, the second and third units counted for almost nothing there: Normandy Farm's Germans left one squad in the
     * farmhouse H11 and the other two went on their own errands, and three American squads assaulted it at 9 against 4.
     */
    static double supportScore(Ctx c, Unit u, Hex h) {
        if (c.guard.isEmpty() || c.holdsGuard(u, h) || !c.holds(u)) {
            return 0;
        }
        double best = 0;
        for (Hex g : c.guard) {
            int far = h.distanceTo(g);
            int near = c.nearestEnemy(g);
            double threat = near <= 3 ? 1 : near <= 6 ? 0.5 : 0;
            if (threat == 0 || far > 10 || far == 0 && c.enemyAt(g)) {
                continue;
            }
            // on it the most, next to it half, and from afar a pull toward it: the spare squads of a long line go
            // where the attack comes (At the Breaking Point: three spare squads stood in the quiet west of the line
            // while the Germans took the hill's hexes one by one)
            double v = (far == 0 ? SUPPORT : far == 1 ? SUPPORT / 2 : SUPPORT / 2 - 0.3 * far) * threat;
            best = Math.max(best, v);
        }
        return best;
    }

    /**
     * 000 · Command Objectives: standing on one of this side's own (or a neutral) command objective it does not hold takes
     * it in the next Command Phase, and it pays command every round after. Worth a detour of two or three hexes from the
     * way to the goals (one hex nearer = 3), never the aim itself: as goals they drew the attack away from what wins.
     * Nothing in the last round (no Command Phase left to spend it in) nor for a unit bound for the exits.
     */
    static double commandDetour(Ctx c, Unit u, Hex h) {
        if (c.roundsLeft <= 1 || c.exitBound(u) || !c.commandObjectives.contains(h) || c.me.equals(c.s.control().get(h))) {
            return 0;
        }
        int value = 1;
        for (var o : c.s.board().objectives()) {
            if (o.hex().equals(h) && o.kind() == toi.engine.map.Objective.Kind.COMMAND) {
                value = Math.max(1, o.value());
            }
        }
        boolean taken = c.friends.stream().anyMatch(f -> otherIn(f, u, h)); // one unit there is enough
        return taken ? 0 : 7.5 * Math.min(2, value);
    }

    /** The op fire risk of walking a path: each enemy unit ready to op fire may fire once, where it sees the unit best. */
    static double pathRisk(Ctx c, Unit u, List<Hex> path) {
        double risk = 0;
        for (Unit e : c.enemies) {
            if (e.activation() != Activation.OP_FIRE) {
                continue;
            }
            double worst = 0;
            for (Hex h : path) {
                worst = Math.max(worst, c.threat(e, h, u.isVehicle()));
            }
            risk += worst;
        }
        return HIT * risk;
    }

    /** The best whole move of the unit (null when none beats staying), and how much it gains. */
    record Plan(Hex to, double gain) {
    }

    static Plan bestMove(Ctx c, Unit u, Map<Hex, MoveRoute> routes, int maxCostThirds, boolean assaulting) {
        double here = hexScore(c, u, u.hex()) + (assaulting ? assaultSpot(c, u.hex()) : 0);
        Hex best = null;
        double bestScore = here;
        for (var e : routes.entrySet()) {
            MoveRoute r = e.getValue();
            if (r.costThirds() > maxCostThirds || e.getKey().equals(u.hex()) || c.enemyAt(e.getKey())
                    || toi.engine.move.MovementRules.hexIsFullFor(c.p, u, e.getKey())) {
                continue; // a hex the enemy holds, or a full one, is passed through, never stopped in (000 · STACKING LIMITS)
            }
            double score = hexScore(c, u, e.getKey()) - pathRisk(c, u, r.path()) + (assaulting ? assaultSpot(c, e.getKey()) : 0);
            if (score > bestScore + 0.01) {
                bestScore = score;
                best = e.getKey();
            }
        }
        return new Plan(best, bestScore - here);
    }

    /** A hex next to an enemy-held goal is worth reaching for an assault. */
    static double assaultSpot(Ctx c, Hex h) {
        for (Hex n : h.neighbors()) {
            if (c.enemyAt(n)) {
                return c.goals.contains(n) || c.guard.contains(n) ? 8 : 2;
            }
        }
        return 0;
    }

    // ---- the action turn

    private Choice action(Ctx c, List<Choice> options) {
        Map<String, Plan> plans = new HashMap<>();
        Choice best = null;
        double bestValue = 0.05; // below this, pass
        for (Choice o : options) {
            double v;
            if (o instanceof Choice.Act a) {
                v = actValue(c, a, plans);
            } else {
                v = o instanceof Choice.Pass ? bestValue : -1;
            }
            scores.add(o, v);
            if (v > bestValue) {
                bestValue = v;
                best = o;
            }
        }
        return best != null ? best : first(options, Choice.Pass.class);
    }

    /** 003 · Optional Facing Rules: face the nearest enemy (its front is the best armor and, turretless, the best arc). */
    static double faceScore(Ctx c, Choice.Face f) {
        Unit v = c.s.units().get(f.unitId());
        if (v == null) {
            return 0;
        }
        toi.engine.hex.Hex ahead = v.hex().neighbor(f.facing());
        double best = 1e9;
        for (Unit e : c.enemies) {
            best = Math.min(best, ahead.distanceTo(e.hex()) - v.hex().distanceTo(e.hex()));
        }
        return -best;
    }

    static double actValue(Ctx c, Choice.Act a, Map<String, Plan> plans) {
        Unit u = c.s.units().get(a.unitId());
        switch (a.kind()) {
            case CONCENTRATED_FIRE -> {
                double v = attackValue(c, a.unitId(), a.attack(), FireAction.CONCENTRATED_FIRE);
                for (String sup : a.attack().supporters()) {
                    Unit f = c.s.units().get(sup);
                    v -= 0.5 + (f == null ? 0 : Math.max(0, plan(c, f, plans).gain()) * 0.5);
                }
                return v;
            }
            case ADVANCE -> {
                if (u != null && c.exits.contains(u.hex()) && ExitRace.leavingScoresNow(c, u)) {
                    return 10; // standing in an exit hex: activate to leave the board
                }
                if (u == null) {
                    return -1;
                }
                Plan plan = plan(c, u, plans);
                boolean takes = plan.to() != null && c.targets().contains(plan.to());
                int worth = c.exits.isEmpty() || plan.to() == null ? 0 : c.exitWorth(u);
                if (worth > 0) {
                    // few actions a round: spend them on the scoring vehicles nearest the exits, the most valuable first
                    return plan.gain() + worth * Math.max(0, 40 - (c.exitBound(u) ? c.distanceToExit(u, u.hex()) : c.distanceToTarget(u.hex())));
                }
                // in the last round only a move that takes a goal still counts for an attacker: fire or assault instead
                return !c.defending && c.roundsLeft == 1 && !takes ? 0.3 * plan.gain() : plan.gain();
            }
            case ASSAULT -> {
                return u == null ? -1 : assaultPlanValue(c, u);
            }
            case PREPARE_OP_FIRE -> {
                boolean enemiesToCome = c.enemies.stream().anyMatch(e -> e.activation() == Activation.FRESH);
                if (!enemiesToCome) {
                    return 0.02;
                }
                if (u != null && ExitRace.racing(c, u)) {
                    return 0.01; // a unit racing for the exits keeps moving
                }
                if (u != null && c.holdsGuard(u, u.hex())) {
                    return 1.5; // 000 · Prepare Op Fire: a unit holding the line waits for the enemy's approach
                }
                return c.defending || (u != null && c.nearOwnGoal(u.hex())) ? 1.2 : 0.3;
            }
            case HEAL -> {
                return 2.0;
            }
            case DIG_ENTRENCHMENT, DIG_AND_ENTER -> {
                return u != null && c.defending && c.nearGoal(u.hex()) ? 1.5 : 0.1;
            }
            case ACTIVATE_CARD -> {
                return 0.5;
            }
            default -> {
                return -1; // fatigue, fire and movement (covered by advancing and firing), dismount, contact
            }
        }
    }

    static Plan plan(Ctx c, Unit u, Map<String, Plan> plans) {
        return plans.computeIfAbsent(u.id(), id -> bestMove(c, u, c.reachable(id), Integer.MAX_VALUE, false));
    }

    /** Expected value of an attack: expected hits on each target, more on or next to a goal; suppressive half. */
    static double attackValue(Ctx c, String leadId, Choice.Attack attack, FireAction action) {
        AttackBreakdown b;
        try {
            b = AttackRules.propose(c.p, attack.request(c.p, leadId, action)); // the figures it names too
        } catch (IllegalArgumentException e) {
            return -1;
        }
        Odds odds = Odds.of(b);
        double v = 0;
        for (Odds.TargetOdds t : odds.targets()) {
            double hits = figuresHit(t.target(), t.hits());
            boolean mine = t.target().nation().equals(c.me);
            double weight = goalWeight(c, t.target().hex()) * (mine ? -1.5 : 1);
            v += hits * weight;
        }
        if (attack.type() == AttackType.SUPPRESSIVE) {
            v *= 0.5;
        }
        return HIT * v;
    }

    /**
     * The expected figures an attack's hits take (000 · RESOLVING AN ATTACK: one figure a hit), no more than the unit
     * has — eight hits on a lone officer take one figure, not eight — plus one for the chance of wiping the unit out,
     * and each counted by its firepower (a machine gun crew's 4 before a rifleman's 1). A vehicle counts its hits as
     * they come (up to 3).
     */
    static double figuresHit(Unit target, double[] hits) {
        int figs = target.isVehicle() ? 3 : Math.max(1, target.figures().size());
        double taken = 0;
        for (int k = 1; k < hits.length; k++) {
            taken += hits[k] * Math.min(k, figs);
        }
        if (target.isVehicle()) {
            return taken;
        }
        double wiped = 0;
        for (int k = figs; k < hits.length; k++) {
            wiped += hits[k];
        }
        double fp = firepower(target) / (double) figs;
        return taken * (1 + 0.15 * Math.max(0, fp - 1)) + wiped;
    }

    /**
     * How much hits on a unit in {@code h} are worth: most on a goal this side must take (only clearing its holders takes
     * it: 000 · Determine Control over Objectives), more on or next to any goal.
     */
    static double goalWeight(Ctx c, Hex h) {
        if (h == null) {
            return 1.0;
        }
        if (!c.defending && c.targets().contains(h) || c.enemyOnGuard(h)) {
            return 2.5; // a goal to take, or ground of ours the enemy stands on: to retake it, its holders must go
        }
        return c.nearGoal(h) ? 1.5 : 1.0;
    }

    /** What taking an Assault action with {@code u} is worth: the best assault it could make after moving (op fire aside). */
    private static double assaultPlanValue(Ctx c, Unit u) {
        return assaultPlan(c, u).value();
    }

    /** Where an assault starts from ({@code from}, the unit's own hex when it assaults without moving) and its worth. */
    record AssaultPlan(Hex from, double value) {
    }

    /**
     * The best assault {@code u} can make after a move: its worth, less the ground of ours it would walk off (a line
     * hex left to assault a neighbour is a line hex lost: {@link #guardScore}).
     */
    static AssaultPlan assaultPlan(Ctx c, Unit u) {
        Map<Hex, MoveRoute> routes = new HashMap<>(c.reachable(u.id()));
        routes.put(u.hex(), new MoveRoute(u.hex(), List.of(), 0, 0, Map.of()));
        double best = -1;
        Hex bestFrom = null;
        // 000 · Assault: one movement point fewer. Before the action the routes are an Advance's (full points), so the
        // assault keeps one back; once activated for the assault the game's routes already count one fewer (keeping
        // another back left the chosen hex out of reach: the squad stopped where it stood and the action was lost)
        Activity act = c.s.activity();
        boolean activated = act != null && act.unitId().equals(u.id()) && act.kind() == ActionKind.ASSAULT;
        for (var e : routes.entrySet()) {
            MoveRoute r = e.getValue();
            int total = r.costThirds() + r.mpLeftThirds();
            if (!activated && !e.getKey().equals(u.hex()) && r.costThirds() > total - 3) {
                continue; // an assault moves one point less
            }
            for (Hex target : e.getKey().neighbors()) {
                if (!c.enemyAt(target)) {
                    continue;
                }
                double v = assaultValue(c, u, e.getKey(), target) - (r.path().isEmpty() ? 0 : pathRisk(c, u, r.path()))
                        + Math.min(0, guardScore(c, u, e.getKey()) - guardScore(c, u, u.hex()));
                if (v > best) {
                    best = v;
                    bestFrom = e.getKey();
                }
            }
        }
        return new AssaultPlan(bestFrom, best);
    }

    /** An assault by {@code u} standing in {@code from} on {@code target}: hits traded, and the hex taken. */
    static double assaultValue(Ctx c, Unit u, Hex from, Hex target) {
        List<Unit> moved = new ArrayList<>();
        for (Unit x : c.p.units()) {
            moved.add(x.id().equals(u.id()) ? x.withHex(from).withFortification(null) : x);
        }
        Position after = c.p.withUnits(moved);
        double best = -1;
        // 000 · ASSAULT ATTACKS step 1: "up to two supporting squads" adjacent to the target, taken as the move will offer them
        List<String> support = new ArrayList<>();
        for (Unit f : c.friends) {
            if (f != u && f.isSquad() && support.size() < 2 && f.hex().isAdjacentTo(target) && !f.isPinnedOrDisrupted()) {
                List<String> trial = new ArrayList<>(support);
                trial.add(f.id());
                try {
                    AssaultRules.propose(after, new AssaultRequest(u.id(), trial, target));
                    support = trial;
                } catch (IllegalArgumentException e) {
                    // not a supporter of this assault
                }
            }
        }
        for (List<String> sup : support.isEmpty() ? List.of(List.<String>of()) : List.of(List.<String>of(), support)) {
            try {
                AssaultBreakdown b = AssaultRules.propose(after, new AssaultRequest(u.id(), sup, target));
                best = Math.max(best, assaultWorth(c, target, AssaultOdds.of(b)) - 0.5 * sup.size());
            } catch (IllegalArgumentException e) {
                // refused: this assault is not on
            }
        }
        return best;
    }

    static double assaultWorth(Ctx c, Hex target, AssaultOdds odds) {
        double traded = DiceMath.mean(odds.attackerHits()) - 1.2 * DiceMath.mean(odds.defenderHits());
        boolean ground = c.goals.contains(target) || c.guard.contains(target);
        double taken = odds.success() * (ground ? 40 : 4); // a goal, or our ground retaken
        // a side holding ground assaults elsewhere only with the odds well in its favour: its squads are the line
        // (Normandy Farm: the farmhouse's second squad left its post to assault the Americans in the field at 5 against
        // 4, lost three of four figures, and the farmhouse fell to the next assault)
        double restraint = !ground && !c.guard.isEmpty() ? HIT : 0;
        return HIT * traded + taken - restraint;
    }

    // ---- a unit moving (or assaulting, or firing on the move)

    private Choice move(Ctx c, List<Choice> options) {
        Activity a = c.s.activity();
        Unit u = a == null ? null : c.s.units().get(a.unitId());
        if (u == null) {
            return options.isEmpty() ? null : options.get(0);
        }
        Choice bestAssault = null;
        double bestAssaultValue = 0;
        Choice bestFire = null;
        double bestFireValue = 0.2 * HIT;
        for (Choice o : options) {
            if (o instanceof Choice.Assault as) {
                double v = assaultOption(c, as);
                if (v > bestAssaultValue) {
                    bestAssaultValue = v;
                    bestAssault = o;
                }
            } else if (o instanceof Choice.Fire f) {
                double v = attackValue(c, u.id(), f.attack(), FireAction.FIRE_AND_MOVEMENT);
                if (v > bestFireValue) {
                    bestFireValue = v;
                    bestFire = o;
                }
            }
        }
        if (bestAssault != null) {
            return bestAssault;
        }
        Choice exit = first(options, Choice.ExitBoard.class);
        if (exit != null && c.exits.contains(a.here()) && ExitRace.leavingScoresNow(c, u)) {
            return exit; // the scenario scores units that leave by this side's exit hexes
        }
        if (bestFire != null) {
            return bestFire;
        }
        boolean assaulting = a.kind() == ActionKind.ASSAULT;
        if (assaulting && !a.moved()) {
            // 000 · ASSAULT ATTACKS: the unit was activated for the assault its action chose; it moves to where that
            // assault starts (before, the move's own scores could stop it short and the action was lost)
            AssaultPlan ap = assaultPlan(c, u);
            if (ap.from() != null && ap.value() > 0 && !ap.from().equals(u.hex()) && c.reachable(u.id()).containsKey(ap.from())) {
                return new Choice.MoveTo(ap.from(), List.of());
            }
        }
        Plan plan = bestMove(c, u, c.reachable(u.id()), Integer.MAX_VALUE, assaulting);
        if (plan.to() != null) {
            return new Choice.MoveTo(plan.to(), List.of());
        }
        Choice stop = first(options, Choice.Stop.class);
        if (stop != null) {
            return stop;
        }
        return best(options, o -> o instanceof Choice.Step st ? hexScore(c, u, st.to()) : -1e9);
    }

    static double assaultOption(Ctx c, Choice.Assault as) {
        try {
            var pr = c.game.preview(as);
            if (pr.refused() != null || pr.assaultOdds() == null) {
                return -1;
            }
            return assaultWorth(c, as.target(), pr.assaultOdds()) + 0.01 * as.supporters().size();
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }

    // ---- the opponent's turn

    private Choice opFire(Ctx c, List<Choice> options) {
        Choice best = null;
        double bestValue = 0;
        Activity a = c.s.activity();
        Unit mover = a == null ? null : c.s.units().get(a.unitId());
        double threshold = mover != null && c.nearGoal(mover.hex()) ? 0.15 * HIT : 0.35 * HIT;
        for (Choice o : options) {
            if (o instanceof Choice.OpFire f) {
                double v = attackValue(c, f.leadId(), f.attack(), FireAction.OP_FIRE) - 0.3 * f.attack().supporters().size();
                scores.add(o, v);
                if (v > bestValue) {
                    bestValue = v;
                    best = o;
                }
            }
        }
        Choice none = first(options, Choice.NoOpFire.class);
        if (none != null) {
            scores.add(none, threshold);
        }
        return best != null && bestValue >= threshold ? best : none;
    }

    private static Choice leastValuable(Ctx c, List<Choice> options) {
        return best(options, o -> {
            double lost = 0;
            if (o instanceof Choice.Casualties k) {
                Unit u = c.s.units().get(k.unitId());
                for (int i : k.figures()) {
                    lost += u == null || i >= u.figures().size() ? 1 : figureValue(u.figures().get(i));
                }
            } else if (o instanceof Choice.AssaultLosses l) {
                for (var loss : l.losses()) {
                    Unit u = c.s.units().get(loss.unitId());
                    int i = loss.figureIndex();
                    lost += u == null || i < 0 || i >= u.figures().size() ? 3 : figureValue(u.figures().get(i));
                }
            } else {
                return -1e9;
            }
            return -lost;
        });
    }

    /**
     * 000 · ASSAULT ATTACKS step 9 ("the attacking unit and any supporting units may advance into the target hex"): advance
     * with everyone, but never empty ground this side holds — the other side's ground (its victory hexes) and this side's
     * own held goals. A supporter standing on the line stays there unless another unit of the side stays with it. Before,
     * every supporter advanced: Uphill Battle's Germans retook F3 by an assault, then left it with the next assault's
     * advance, and a Sherman drove in unopposed.
     */
    static double advanceScore(Ctx c, Choice.AdvanceWith a) {
        java.util.Set<String> going = new java.util.HashSet<>(a.unitIds());
        Activity act = c.s.activity();
        if (act != null) {
            going.remove(act.unitId()); // the assaulting unit takes the hex it won: it goes
        }
        double s = a.unitIds().size();
        java.util.Set<Object> held = new java.util.HashSet<>();
        java.util.Set<Object> kept = new java.util.HashSet<>();
        for (Unit f : c.friends) {
            if (f.hex() == null || f.isTransported() || !c.holds(f)) {
                continue;
            }
            boolean ground = c.guard.contains(f.hex()) || c.goals.contains(f.hex()) && c.me.equals(c.holder(f.hex()));
            if (!ground) {
                continue;
            }
            held.add(c.ground(f.hex()));
            if (!going.contains(f.id())) {
                kept.add(c.ground(f.hex()));
            }
        }
        held.removeAll(kept);
        return s - 100 * held.size();
    }

    private static double retreatScore(Ctx c, Hex h) {
        double s = c.cover(h) - 2 * c.exposure(h) - 0.5 * c.distanceToTarget(h);
        for (Hex n : h.neighbors()) {
            if (c.enemyAt(n)) {
                s -= 1;
            }
        }
        return s;
    }

    // ---- setup and the round's steps

    private static double deployScore(Ctx c, Choice.Deploy d) {
        Unit u = c.s.reserve() == null ? null : c.s.reserve().get(d.unitId());
        if (u == null) {
            u = c.s.units().get(d.unitId());
        }
        if (u == null) {
            return 0;
        }
        double s = hexScore(c, u, d.hex());
        Unit vehicle = d.inside() == null ? null : c.s.units().get(d.inside()); // a transport; else a fortification or none
        if (vehicle != null && vehicle.isVehicle() && (c.defending || c.guard.contains(d.hex()))) {
            // 000 · Transporting Squads in Vehicles: a carried squad neither fires nor holds the hex, and dies with its
            // vehicle — a defender's squads start on their ground, not in trucks (Crossroads v2: four German squads started
            // in the half-tracks and trucks on the three objectives and spent the game in op fire mode inside them); the
            // goal's own worth (30 for standing on it, before the side holds it) is not the carried squad's
            return s - 50;
        }
        if (!c.holds(u) && c.guard.contains(d.hex())) {
            return s - 50; // an unarmed truck there would only take the place of a squad (000 · STACKING LIMITS)
        }
        if (vehicle == null && d.inside() != null) {
            // 000 · Entrenchments, Pillboxes: a squad set up inside the hex's fortification has its cover from the first
            // shot; standing beside it in the same hex has none (Uphill Battle: the German squads stood in the pillbox's
            // hex without entering it, and took fire with no cover die where the pillbox gives +6)
            s += 12;
        }
        if (c.goals.contains(d.hex())) {
            s += 20; // start on the goal: it starts controlled
        }
        if (c.holdsGuard(u, d.hex())) {
            // 000 · GAME SETUP: one unit on each piece of the ground the other side must take, before any doubles up, those
            // facing the enemy's zone first
            s += 15 - 0.3 * Math.min(20, c.nearestEnemy(d.hex()));
        }
        // "if a command objective is located in a nation's deployment zone, that nation can take control of the command
        // objective during setup" (000 · Objective Control at the Start of the Game): one unit starts there, the rest
        // is free to move off it later, the command keeps coming; the least of the side's units is sent
        if (commandDetour(c, u, d.hex()) > 0) {
            s += 70 - 1.2 * firepower(u);
        }
        return s + 0.2 * firepower(u);
    }

    private Choice build(List<Choice> options) {
        int most = options.stream().mapToInt(o -> o instanceof Choice.Build b ? b.figures().size() : 0).max().orElse(0);
        List<Choice> full = options.stream().filter(o -> o instanceof Choice.Build b && b.figures().size() == most).toList();
        return full.isEmpty() ? null : full.get(random.nextInt(full.size()));
    }

    /**
     * 000 · COMMAND PHASE, Spend Command. First a Command Phase card (000 · Activate Strategy Card; the options list only
     * those it can pay for), the dearest it can afford while keeping the munitions reserve, and never in the last round
     * (its effect would come too late); then the Initiative bid (000 · Increase Initiative Pool): half of what is left
     * above that reserve, at most 2 — command on the Initiative card is spent for good, the cards are what it buys.
     */
    private Choice bid(Ctx c, List<Choice> options) {
        int command = c.s.command(c.me);
        int reserve = munitionsReserve(c);
        Choice card = null;
        int dearest = -1;
        if (c.roundsLeft > 1) {
            for (Choice o : options) {
                if (o instanceof Choice.Act a && a.kind() == ActionKind.ACTIVATE_CARD) {
                    int cost = c.game.cardCost(c.me, a.unitId());
                    if (command - cost >= reserve && cost > dearest) {
                        dearest = cost;
                        card = o;
                    }
                }
            }
        }
        int want = Math.min(2, Math.max(0, command - reserve) / 2);
        for (Choice o : options) {
            if (o instanceof Choice.Bid b) {
                scores.add(o, -Math.abs(b.command() - want));
            }
        }
        if (card != null) {
            scores.add(card, 1 + dearest);
            return card;
        }
        return best(options, o -> o instanceof Choice.Bid b ? -Math.abs(b.command() - want) : -1e9);
    }

    /**
     * The command kept for 002 · MUNITIONS SPECIALIZATION TOKENS when that option is on and the side has vehicles to
     * take them: 2, what {@link #munitions} needs to buy one (a card bought first left none: EveryScenarioTest).
     */
    static int munitionsReserve(Ctx c) {
        boolean takers = c.friends.stream().anyMatch(Unit::isVehicle);
        return c.s.setup().options().has(toi.engine.options.RuleOption.MUNITIONS) && takers ? 2 : 0; // 002 · MUNITIONS SPECIALIZATION TOKENS in play
    }

    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS: one token a Status Phase, and only with command to spare (some left after
     * it): AP-B when the enemy has vehicles (it helps against them at every range), then AP-C; else HE (hits on 4 at
     * normal range against infantry); otherwise end.
     */
    private static Choice munitions(Ctx c, List<Choice> options) {
        boolean boughtNow = c.friends.stream().anyMatch(u -> u.munition() != null && u.munition().round() == c.s.round());
        boolean enemyVehicles = c.enemies.stream().anyMatch(Unit::isVehicle);
        List<String> wanted = enemyVehicles ? List.of("ap-b", "ap-c") : List.of("he");
        if (!boughtNow && c.s.command(c.me) >= 2) {
            for (String want : wanted) {
                for (Choice o : options) {
                    if (o instanceof Choice.BuyMunition b && b.kind().equals(want)) {
                        return o;
                    }
                }
            }
        }
        return first(options, Choice.EndMunitions.class);
    }

    /**
     * 000 · Place Units in Op Fire Mode: "this will prevent them from being activated during the upcoming Action Phase":
     * only units with nowhere better to go and nothing to fire at now — a unit holding the other side's ground, a
     * defender's, an attacker's next to its goal, heavy weapons. A unit with an enemy in range and sight stays fresh: an
     * op fire attack needs the enemy to move (000 · Op Fire), a concentrated attack does not, and an attacker that fires
     * from where it stands would otherwise never be answered. A defender with a move worth making (ground to retake)
     * stays fresh too.
     */
    private static Choice opFireMode(Ctx c, List<Choice> options) {
        List<String> ready = new ArrayList<>();
        Map<String, Plan> plans = new HashMap<>();
        for (Unit u : c.friends) {
            if (u.isPinnedOrDisrupted() || u.isTransported() || c.enemyInReach(u) || ExitRace.racing(c, u)) {
                continue; // a unit racing for the exits keeps moving
            }
            boolean holds = c.holdsGuard(u, u.hex()) && c.urgency(u.hex()) >= 0.75;
            boolean heavy = u.isImmobile() || u.hasTrait("heavy-infantry-weapon");
            if (!heavy && !c.guard.isEmpty() && !c.holdsGuard(u, u.hex())) {
                continue; // a spare unit of a side holding ground stays fresh: it reinforces, fires and retakes
            }
            // an attacker's units next to a goal it has still to take must stay fresh: they take it next round
            boolean waits = holds || c.defending || c.nearOwnGoal(u.hex());
            if (heavy || waits && (holds || plan(c, u, plans).gain() < GUARD / 2)) {
                ready.add(u.id());
            }
        }
        ready.sort(Comparator.naturalOrder());
        Choice mine = new Choice.SetOpFire(ready);
        try {
            c.game.copy().apply(mine);
            return mine;
        } catch (IllegalArgumentException e) {
            return options.get(0);
        }
    }

    private static double cardTargetScore(Ctx c, Choice o) {
        Hex h = null;
        if (o instanceof Choice.Target t) {
            h = t.hex();
        } else if (o instanceof Choice.Pick p) {
            Unit u = c.s.units().get(p.id());
            if (u != null) {
                return u.nation().equals(c.me) ? 1 : 0; // a pick of a unit: most card picks help the picker's own units
            }
            return 0;
        }
        if (h == null) {
            return -1;
        }
        double s = 0;
        for (Unit e : c.enemies) {
            int d = e.hex().distanceTo(h);
            s += d == 0 ? e.figures().size() : d == 1 ? 0.3 * e.figures().size() : 0;
        }
        for (Unit f : c.friends) {
            int d = f.hex().distanceTo(h);
            s -= d == 0 ? 2 * f.figures().size() : d == 1 ? 0.6 * f.figures().size() : 0;
        }
        return s;
    }

    // ---- helpers

    private static Choice first(List<Choice> options, Class<? extends Choice> kind) {
        for (Choice o : options) {
            if (kind.isInstance(o)) {
                return o;
            }
        }
        return null;
    }

    private static Choice best(List<Choice> options, java.util.function.ToDoubleFunction<Choice> score) {
        Choice best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Choice o : options) {
            double v = score.applyAsDouble(o);
            if (v > bestScore) {
                bestScore = v;
                best = o;
            }
        }
        return best;
    }
}
