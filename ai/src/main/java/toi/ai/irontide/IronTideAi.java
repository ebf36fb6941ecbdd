package toi.ai.irontide;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import toi.ai.Explanation;
import toi.ai.GameAi;
import toi.ai.Guide;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.irontide.ai.HeuristicPlayer;
import toi.irontide.data.Side;
import toi.irontide.flow.Decision;
import toi.irontide.game.SideView;
import toi.irontide.match.IronTideMatch;
import toi.irontide.match.IronTideRuleset;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * Iron Tide's computer players on the shared protocol (registered in {@code META-INF/services/toi.ai.GameAi}): its
 * heuristic ({@link HeuristicPlayer}, {@code toi.irontide.ai}, reading its side's {@link SideView}), and the guide the
 * search players follow: branching on every decision of the side that has a choice, the heuristic's pick first; playing
 * on with the heuristic only through a Combat Phase (§11); scoring steps kept and lost and the German's Victory Points
 * (§20).
 */
public final class IronTideAi implements GameAi {
    /** A Victory Point, in steps (a unit's step is worth 1). */
    private static final double VP = 3;

    @Override
    public String ruleset() {
        return IronTideRuleset.ID;
    }

    @Override
    public Player heuristic(long seed, double blunder) {
        return new Heuristic(seed, blunder);
    }

    @Override
    public Guide guide(long seed) {
        return new IronTideGuide(seed);
    }

    @Override
    public int round(Match m) {
        return game(m).turn;
    }

    private static GameState game(Match m) {
        return ((IronTideMatch) m).game().state();
    }

    /** The heuristic's answer on {@code m}, read through the asked side's view (the enemy's chits unseen, §9.0). */
    private static String answer(HeuristicPlayer h, Match m) {
        toi.irontide.game.Game g = ((IronTideMatch) m).game();
        Decision d = g.pending();
        return h.choose(d, SideView.of(g.state(), d.seat()));
    }

    /** The option of {@code options} whose text is {@code text}, else a new one. */
    private static Option option(List<Option> options, String text) {
        for (Option o : options) {
            if (o.text().equals(text)) {
                return o;
            }
        }
        return Option.of(text);
    }

    /**
     * §20 · the Victory Point towns whose every hex the German controls, and the exits' points: Victory Points as they
     * stand, without tracing supply (Victory.germanPoints traces it for every hex: too slow for every iteration).
     */
    private static int germanTowns(GameState s) {
        int vp = 0;
        for (toi.irontide.data.Town t : s.scenario.map().towns()) {
            if (!t.strategicVictory() && t.hexes().stream().allMatch(h -> s.control.get(h) == Side.GERMAN)) {
                vp += t.victoryPoints();
            }
        }
        return vp + toi.irontide.rules.Exits.points(s);
    }

    /** The heuristic as a protocol player: on a determinised copy of the match (which the side's view reads the same). */
    private static final class Heuristic implements Player {
        private final HeuristicPlayer heuristic;
        private final SplittableRandom random;
        private final double blunder;
        private Explanation last;

        Heuristic(long seed, double blunder) {
            this.heuristic = new HeuristicPlayer(seed);
            this.random = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
            this.blunder = blunder;
        }

        @Override
        public String name() {
            return "heuristic";
        }

        @Override
        public Option choose(PlayerView view) {
            List<Option> options = view.options();
            if (options.size() == 1) {
                return options.get(0);
            }
            if (blunder > 0 && random.nextDouble() < blunder) {
                Option o = options.get(random.nextInt(options.size()));
                last = new Explanation(name(), view.prompt(), o.text(), "a careless choice (easy level: " + Math.round(100 * blunder)
                        + "% of decisions at random)", List.of());
                return o;
            }
            Option o = option(options, answer(heuristic, view.copy(0)));
            last = new Explanation(name(), view.prompt(), o.text(), "rules of thumb (Iron Tide's heuristic: the odds preview, towns, "
                    + "supply, stacking)", List.of());
            return o;
        }

        @Override
        public Explanation lastDecision() {
            return last;
        }
    }

    /** The search's guide on Iron Tide copies. */
    private static final class IronTideGuide implements Guide {
        private final HeuristicPlayer heuristic;
        private final SplittableRandom random;
        /** The game turn and phasing side where the search began (read at its first question): the next player turn is after. */
        private int rootTurn = -1;
        private Side rootPhasing;
        private toi.irontide.state.Phase rootPhase;

        IronTideGuide(long seed) {
            this.heuristic = new HeuristicPlayer(seed);
            this.random = new SplittableRandom(seed);
        }

        private void root(GameState s) {
            if (rootTurn < 0) {
                rootTurn = s.turn;
                rootPhasing = s.phasing;
                rootPhase = s.phase;
            }
        }

        @Override
        public boolean branches(Match m, String me) {
            GameState s = game(m);
            root(s);
            Decision d = ((IronTideMatch) m).game().pending();
            return d.seat() != null && IronTideMatch.seatId(d.seat()).equals(me) && d.options().size() > 1;
        }

        /**
         * Where a playout stops: at once, unless the search began in a Combat Phase (§11), which is played on to its end so
         * the battles declared are resolved; for flat Monte Carlo ({@code me} null), at the next phase (§4.2). Iron Tide's
         * heuristic reads an odds preview for every possible attack of every decision, so playing whole phases in each of
         * hundreds of iterations a decision took minutes a decision; the search's value is the position after its own
         * decisions and the opponent's answers in the tree.
         */
        @Override
        public boolean turn(Match m, String me) {
            GameState s = game(m);
            root(s);
            boolean samePhase = s.phase == rootPhase && s.phasing == rootPhasing && s.turn == rootTurn;
            return !samePhase || me != null && rootPhase != toi.irontide.state.Phase.COMBAT;
        }

        /**
         * One decision deep: the search weighs the root's candidates against each other (its playouts stop at once, so a
         * deeper tree would only add the heuristic's slow answers to the opponent's decisions between).
         */
        @Override
        public int depth() {
            return 1;
        }

        /** The heuristic's pick, ending the phase, then others of the listed ones drawn by the guide's seed. */
        @Override
        public List<Option> candidates(Match m, String me, int cap) {
            List<Option> listed = m.pending().options();
            List<Option> out = new ArrayList<>();
            out.add(option(listed, answer(heuristic, m)));
            for (String end : List.of("end-phase", "done")) {
                listed.stream().filter(o -> o.text().equals(end) && out.stream().noneMatch(x -> x.text().equals(end))).findFirst()
                        .ifPresent(out::add);
            }
            List<Option> rest = new ArrayList<>(listed);
            rest.removeIf(o -> o.text().equals("cancel") || out.stream().anyMatch(x -> x.text().equals(o.text())));
            while (out.size() < cap && !rest.isEmpty()) {
                out.add(rest.remove(random.nextInt(rest.size())));
            }
            return out.size() > cap ? out.subList(0, cap) : out;
        }

        @Override
        public Option choose(Match m) {
            return Option.of(answer(heuristic, m));
        }

        @Override
        public String asked(Match m) {
            Decision d = ((IronTideMatch) m).game().pending();
            return d.seat() == null ? null : IronTideMatch.seatId(d.seat());
        }

        /** Steps on the map (and exited: §5.3) for {@code me} less the enemy's; the German's Victory Points (§20). */
        @Override
        public double evaluate(Match m, String me) {
            GameState s = game(m);
            Side side = IronTideMatch.side(me);
            double v = 0;
            for (UnitState u : s.units.values()) {
                if (u.status != UnitStatus.ON_MAP && u.status != UnitStatus.EXITED) {
                    continue;
                }
                double steps = u.strength == Strength.FULL ? 3 : u.strength == Strength.REDUCED ? 2 : 1;
                v += u.def.side() == side ? steps : -steps;
            }
            double points = VP * germanTowns(s);
            return v + (side == Side.GERMAN ? points : -points);
        }
    }
}
