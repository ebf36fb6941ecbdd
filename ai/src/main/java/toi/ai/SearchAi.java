package toi.ai;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import toi.protocol.Match;
import toi.protocol.Option;

/**
 * Information-set Monte Carlo tree search (single observer; docs/ai.md · Search), for any ruleset: written against the
 * protocol's {@link Match} and the ruleset's {@link Guide}. Every iteration works on a fresh determinised copy
 * ({@link PlayerView#copy}: deck order, the other hands, hidden chits and the dice to come drawn again), so the tree
 * gathers what is true across what the seat cannot know. The tree is keyed by the side's own decisions where the guide
 * branches (Tide of Iron: action turns, its units' moves, op fire), each node branching on the guide's few candidates
 * (whole moves, the heuristic's best activations); the opponent's decisions and the side's small ones (casualties,
 * retreats…) are answered on the copy by the guide's playout policy ({@link Guide#rollout}: Tide of Iron's is cheaper than
 * its heuristic). Selection by UCT among the candidates that apply on this copy (a candidate the copy refuses is
 * skipped: it is not available in that determinisation); one new node per iteration, a node below the root given its
 * candidates once {@code EXPAND} iterations reached it; then the playout policy plays both sides on until the side's
 * next turn (or a few more: {@code horizon}), at most {@link Guide#playout} choices a turn, and the position is scored:
 * ±1 for a game won or lost, else {@code tanh} of the guide's evaluation gained since the root (issue 30: an iteration
 * about thirty times cheaper than with the heuristic playing the whole turn).
 * <p>
 * The budget is a number of iterations (then the choice is a function of the view and the seed alone) and/or
 * milliseconds per decision. Decisions the guide does not branch on are the heuristic's.
 */
public final class SearchAi implements Player {
    /** UCT exploration constant (values in −1…1). */
    private static final double EXPLORATION = 0.7;
    /** Evaluation points that make a result of tanh(1) ≈ 0.76. */
    private static final double SCALE = 20;
    /** Choices a node branches on. */
    private static final int CAP = 6;
    /**
     * Visits before a node below the root gets its candidates (worked out once, the dearest part of a node: Tide of Iron
     * works out reachable hexes for them); until then an iteration arriving there plays on off the tree.
     */
    private static final int EXPAND = 16;
    /** A guard: an iteration stops after this many choices. */
    private static final int MAX_STEPS = 400;
    /** The settings this run's searches use: the levels' unless the command line sets others ({@link Tuning#fromSystem}). */
    static final Tuning TUNING = Tuning.fromSystem();

    /**
     * Search settings to measure against each other (issue 30; docs/ai.md · Search experiments), set for a whole run by
     * system properties ({@code java -Dtoi.search.prior=1 -jar toi.jar tournament …}); unset, the levels' search.
     *
     * @param prior   PUCT's weight for a prior toward the heuristic's pick (0: UCT, every candidate alike)
     * @param pick    the prior of the heuristic's pick (the other candidates share the rest)
     * @param learnt  score a cut-off playout by the learnt evaluation's chance of winning (2p − 1), not the hand-weighted gain
     * @param playout choices a playout plays off the tree before it is scored (0: the guide's own cut, Tide of Iron 8)
     * @param keep    how much better (in mean value, −1…1) the most visited candidate must be than the heuristic's pick to
     *                be chosen instead of it ({@link #chosen}; 0: the most visited, always)
     */
    public record Tuning(double prior, double pick, boolean learnt, int playout, double keep) {
        /** The levels' search (hard, expert, mcts:N). */
        public static final Tuning LEVELS = new Tuning(0, 0.5, false, 0, 0.05);

        /**
         * {@code toi.search.prior}, {@code .pick}, {@code .value=learnt}, {@code .playout}, {@code .keep}; the levels' where
         * unset. A value that is not such a number is refused naming the property ({@code ./toi} checks them before any
         * command runs).
         */
        public static Tuning fromSystem() {
            return of(System.getProperty("toi.search.prior", "0"), System.getProperty("toi.search.pick", "0.5"),
                    System.getProperty("toi.search.value", "hand"), System.getProperty("toi.search.playout", "0"),
                    System.getProperty("toi.search.keep", String.valueOf(LEVELS.keep())));
        }

        /** The settings from their texts; a text that is not such a number is refused naming the property. */
        static Tuning of(String prior, String pick, String value, String playout, String keep) {
            if (!value.equals("hand") && !value.startsWith("learn")) {
                throw new IllegalArgumentException("toi.search.value must be hand or learnt, not '" + value + "'");
            }
            return new Tuning(number("toi.search.prior", prior), number("toi.search.pick", pick), value.startsWith("learn"),
                    (int) number("toi.search.playout", playout), number("toi.search.keep", keep));
        }

        private static double number(String property, String text) {
            try {
                double v = Double.parseDouble(text.trim());
                if (v < 0 || Double.isNaN(v) || Double.isInfinite(v)) {
                    throw new NumberFormatException();
                }
                return v;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(property + " must be a number of 0 or more, not '" + text + "'");
            }
        }
    }

    /**
     * @param iterations iterations per decision (0: no limit, the time decides)
     * @param millis     milliseconds per decision (0: no limit)
     * @param horizon    turns of the side the heuristic plays after the tree (0: stop at the side's next turn)
     */
    public record Budget(int iterations, long millis, int horizon) {
        public Budget {
            if (iterations <= 0 && millis <= 0) {
                throw new IllegalArgumentException("a search needs iterations or milliseconds");
            }
        }

        @Override
        public String toString() {
            return (iterations > 0 ? iterations + " iterations" : "") + (iterations > 0 && millis > 0 ? ", " : "")
                    + (millis > 0 ? millis + " ms" : "");
        }
    }

    private final SplittableRandom random;
    private final Budget budget;
    private final String name;
    private final java.util.function.UnaryOperator<Guide> policy;
    private Explanation last;
    private long iterationsDone;

    public SearchAi(long seed, Budget budget) {
        this(seed, budget, "search");
    }

    public SearchAi(long seed, Budget budget, String name) {
        this(seed, budget, name, java.util.function.UnaryOperator.identity());
    }

    /**
     * A search whose guide is the ruleset's passed through {@code policy}: a benchmark compares playout policies on the
     * same tree by wrapping the guide (bench's {@code SearchBenchmark}); the players are made with the ruleset's own.
     */
    public SearchAi(long seed, Budget budget, String name, java.util.function.UnaryOperator<Guide> policy) {
        this.random = new SplittableRandom(seed);
        this.budget = budget;
        this.name = name;
        this.policy = policy;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Explanation lastDecision() {
        return last;
    }

    /** Its budget a decision. */
    public Budget budget() {
        return budget;
    }

    /** Iterations run over every decision so far (for benchmarks). */
    public long iterations() {
        return iterationsDone;
    }

    @Override
    public void replayed(PlayerView view) {
        random.nextLong(); // one draw per decision, as choose makes
    }

    @Override
    public Option choose(PlayerView view) {
        long decisionSeed = random.nextLong();
        GameAi game = GameAi.of(view.ruleset());
        if (game.forced(view.pending())) {
            return view.options().get(0);
        }
        SplittableRandom r = new SplittableRandom(decisionSeed);
        Guide guide = policy.apply(game.guide(r.nextLong()));
        Match root = view.copy(r.nextLong());
        if (!guide.branches(root, view.seat())) {
            Option c = guide.choose(root);
            last = new Explanation(name, view.prompt(), c.text(), "the heuristic's answer (only the decisions the search branches on are searched)",
                    List.of());
            return c;
        }
        long started = System.nanoTime();
        Node tree = new Node();
        tree.candidates(guide.candidates(root, view.seat(), CAP));
        if (tree.candidates.size() == 1) {
            Option c = tree.candidates.get(0);
            last = new Explanation(name, view.prompt(), c.text(), "one candidate: nothing to search", List.of());
            return c;
        }
        Iteration it = new Iteration(view, guide, guide.evaluate(root, view.seat()));
        long deadline = budget.millis() > 0 ? started + budget.millis() * 1_000_000 : Long.MAX_VALUE;
        int n = 0;
        boolean settled = false;
        while ((budget.iterations() <= 0 || n < budget.iterations()) && (n == 0 || System.nanoTime() < deadline)) {
            if (!it.run(tree, r.nextLong(), n == 0 ? Long.MAX_VALUE : deadline)) {
                break; // out of time in the middle of an iteration: it is dropped
            }
            n++;
            if (budget.iterations() > 0 && settled(TUNING.keep(), visits(tree), budget.iterations() - n)) {
                settled = true;
                break;
            }
        }
        iterationsDone += n;
        int[] visits = visits(tree);
        double[] totals = tree.edges.stream().mapToDouble(e -> e.total).toArray();
        Edge best = tree.edges.get(chosen(TUNING.keep(), visits, totals));
        List<Edge> top = byVisits(visits, totals).stream().map(tree.edges::get).toList();
        last = explain(view, tree, top, best, n, settled, (System.nanoTime() - started) / 1e9);
        return best.choice;
    }

    private static int[] visits(Node tree) {
        int[] n = new int[tree.edges.size()];
        for (int i = 0; i < n.length; i++) {
            n[i] = tree.edges.get(i).n;
        }
        return n;
    }

    /**
     * Whether the {@code left} iterations still to run could no longer change {@link #chosen}'s answer, so the search
     * may stop (a pure saving: the same choice, sooner). An iteration adds one visit to one candidate; when the most
     * visited leads every other by more than {@code left}, it stays the most visited whatever the means. That settles
     * the choice where the most visited is the one chosen whatever the means: the heuristic's pick (the first), or any
     * candidate when the pick is not kept ({@code keep} 0). A most visited other than the pick is chosen only if its
     * mean beats the pick's by {@code keep}, and the means can still move: not settled.
     */
    static boolean settled(double keep, int[] n, int left) {
        int best = 0;
        for (int i = 1; i < n.length; i++) {
            if (n[i] > n[best]) {
                best = i;
            }
        }
        if (keep > 0 && best != 0) {
            return false;
        }
        for (int i = 0; i < n.length; i++) {
            if (i != best && n[best] - n[i] <= left) {
                return false;
            }
        }
        return true;
    }

    /**
     * The candidate chosen from a node's visits and summed values (the heuristic's pick first): the most visited (ties to the
     * higher mean, then the earlier), unless the heuristic's pick was tried and the most visited's mean beats the pick's by
     * less than {@code keep}: then the pick. The search leaves the heuristic's answer only for one its playouts find
     * clearly better, not for a difference the re-drawn dice could make (issue 30: on the same ten games of the three
     * scenarios, 9 won against {@code normal} with a margin of 0.05, 5 with none; docs/ai.md · Search, keeping the pick).
     */
    static int chosen(double keep, int[] n, double[] total) {
        int best = byVisits(n, total).get(0);
        if (keep > 0 && best != 0 && n[0] > 0 && total[best] / n[best] - total[0] / n[0] < keep) {
            return 0;
        }
        return best;
    }

    /** A node's candidates by their index, the most visited first, then the higher mean, then the earlier. */
    static List<Integer> byVisits(int[] n, double[] total) {
        List<Integer> order = new ArrayList<>(n.length);
        for (int i = 0; i < n.length; i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingInt((Integer i) -> -n[i]).thenComparingDouble(i -> n[i] == 0 ? 0 : 0.0 - total[i] / n[i]));
        return order;
    }

    /** The choice in words: {@code top} the root's candidates, the most visited first ({@link #byVisits}). */
    private Explanation explain(PlayerView view, Node tree, List<Edge> top, Edge best, int n, boolean settled, double seconds) {
        List<Explanation.Alternative> alts = new ArrayList<>();
        List<Edge> shown = new ArrayList<>(top.subList(0, Math.min(Explanation.TOP, top.size())));
        if (!shown.contains(best)) {
            shown.set(shown.size() - 1, best); // the choice is always among the alternatives shown
        }
        for (Edge e : shown) {
            alts.add(new Explanation.Alternative(e.choice.text(), e.n, e.mean()));
        }
        boolean kept = best != top.get(0) && best == tree.edges.get(0);
        String how = kept ? String.format(Locale.ROOT, "the heuristic's pick kept (the most visited scored less than %.2f more)", TUNING.keep())
                : "the most visited chosen";
        String method = String.format(Locale.ROOT, "search: %d iterations%s in %.2f s on re-drawn copies, %d candidates, %s", n,
                settled ? " (stopped there: the rest could not change the choice)" : "", seconds, tree.candidates.size(), how);
        return new Explanation(name, view.prompt(), best.choice.text(), method, alts);
    }

    /**
     * The selection keys of a node's candidates (in the heuristic's order, its pick first) from their visits and summed
     * values. UCT: untried candidates first, in that order, then mean + exploration. PUCT ({@code prior} > 0): an untried
     * candidate counts as the node's mean so far and the exploration is shared out by the prior, most of it to the
     * heuristic's pick, so the search leaves the pick only where the playouts find another clearly better; ties go to
     * the heuristic's order.
     */
    static double[] keys(Tuning t, int[] n, double[] total, int parentVisits) {
        double sum = 0;
        int count = 0;
        for (int i = 0; i < n.length; i++) {
            sum += total[i];
            count += n[i];
        }
        double untried = count == 0 ? 0 : sum / count;
        double logN = Math.log(Math.max(1, parentVisits));
        double[] key = new double[n.length];
        for (int i = 0; i < n.length; i++) {
            double mean = n[i] == 0 ? untried : total[i] / n[i];
            key[i] = t.prior() > 0 ? puct(t.prior(), mean, prior(t.pick(), i, n.length), parentVisits, n[i]) - i * 1e-9
                    : n[i] == 0 ? 1e9 - i - 1 : mean + EXPLORATION * Math.sqrt(logN / n[i]);
        }
        return key;
    }

    /** The prior of a node's {@code i}-th candidate of {@code count}: the heuristic's pick (the first) {@code pick}, the others the rest shared. */
    static double prior(double pick, int i, int count) {
        return count <= 1 ? 1 : i == 0 ? pick : (1 - pick) / (count - 1);
    }

    /** PUCT's key: the mean value so far plus the prior's share of the exploration ({@code weight}), fading as the candidate is visited. */
    static double puct(double weight, double mean, double prior, int parentVisits, int visits) {
        return mean + weight * prior * Math.sqrt(Math.max(1, parentVisits)) / (1 + visits);
    }

    /** A node: one of the side's decisions, reached by the side's choices above it (whatever the opponent did). */
    private static final class Node {
        List<Option> candidates;
        final List<Edge> edges = new ArrayList<>();
        int visits;
        /** Iterations that reached the node before it had candidates. */
        int arrivals;

        /** Sets the candidates, an edge for each, in their order (the texts are told apart once, here). */
        void candidates(List<Option> list) {
            candidates = list;
            for (Option c : list) {
                if (edges.stream().noneMatch(e -> e.choice.text().equals(c.text()))) {
                    edges.add(new Edge(c));
                }
            }
        }
    }

    private static final class Edge {
        final Option choice;
        int n;
        double total;
        Node child;

        Edge(Option choice) {
            this.choice = choice;
        }

        double mean() {
            return n == 0 ? 0 : total / n;
        }
    }

    /** One iteration's walk: down the tree on a fresh copy, one node added, played on, scored, backed up. */
    private final class Iteration {
        private final PlayerView view;
        private final Guide guide;
        private final double base;
        private final String me;

        Iteration(PlayerView view, Guide guide, double base) {
            this.view = view;
            this.guide = guide;
            this.base = base;
            this.me = view.seat();
        }

        /** One iteration; false (and nothing backed up) when {@code deadline} passed before it ended. */
        boolean run(Node tree, long seed, long deadline) {
            Match g = view.copy(seed);
            List<Node> nodes = new ArrayList<>();
            List<Edge> path = new ArrayList<>();
            Node node = tree;
            boolean inTree = true;
            int turns = 0;
            int played = 0;
            int cut = TUNING.playout() > 0 ? TUNING.playout() : guide.playout();
            for (int steps = 0; steps < MAX_STEPS && !g.over(); steps++) {
                if (deadline != Long.MAX_VALUE && System.nanoTime() > deadline) {
                    return false;
                }
                if (inTree && guide.branches(g, me) && node.candidates == null && node != tree && ++node.arrivals < EXPAND) {
                    inTree = false; // not yet worth its candidates: the playout goes on from here
                }
                if (inTree && guide.branches(g, me)) {
                    if (node.candidates == null) {
                        node.candidates(guide.candidates(g, me, CAP));
                    }
                    Edge e = select(node, g);
                    if (e == null) {
                        inTree = false;
                        continue;
                    }
                    nodes.add(node);
                    path.add(e);
                    if (e.child == null) {
                        e.child = new Node();
                        inTree = false; // the new node: from here on the heuristic plays
                    } else if (path.size() >= guide.depth()) {
                        inTree = false;
                    }
                    node = e.child;
                    continue;
                }
                if (!inTree && (guide.turn(g, me) && turns++ >= budget.horizon() || played++ >= (long) cut * (budget.horizon() + 1))) {
                    break;
                }
                guide.rollout(g);
            }
            double value = value(g);
            for (int i = 0; i < path.size(); i++) {
                nodes.get(i).visits++;
                path.get(i).n++;
                path.get(i).total += value;
            }
            return true;
        }

        /** UCT (or PUCT) over the candidates, best key first; the first that this copy accepts. */
        private Edge select(Node node, Match g) {
            List<Edge> order = node.edges;
            int[] n = new int[order.size()];
            double[] total = new double[order.size()];
            List<Integer> idx = new ArrayList<>(order.size());
            for (int i = 0; i < order.size(); i++) {
                n[i] = order.get(i).n;
                total[i] = order.get(i).total;
                idx.add(i);
            }
            double[] key = keys(TUNING, n, total, node.visits);
            idx.sort(Comparator.comparingDouble((Integer i) -> key[i]).reversed());
            String seat = guide.asked(g);
            for (int i : idx) {
                Edge e = order.get(i);
                try {
                    g.apply(seat, e.choice);
                    return e;
                } catch (IllegalArgumentException notHere) {
                    // not available in this determinisation
                }
            }
            return null;
        }

        private double value(Match g) {
            if (g.over()) {
                String w = g.outcome().winner();
                return w == null ? 0 : Guide.won(w, me) ? 1 : -1;
            }
            if (TUNING.learnt()) {
                return 2 * guide.chance(g, me) - 1;
            }
            return Math.tanh((guide.evaluate(g, me) - base) / SCALE);
        }
    }
}
