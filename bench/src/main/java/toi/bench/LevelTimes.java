package toi.bench;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import toi.ai.GameAi;
import toi.ai.Player;
import toi.ai.PlayerView;
import toi.ai.Players;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.game.TideOfIronMatch;
import toi.protocol.Match;
import toi.protocol.Pending;

/**
 * Decision times of a player as it plays people ({@link Players#forPlay}: the levels with their time a decision too;
 * docs/ai.md R-AI-1), against {@code normal}, both sides of each scenario, seeds S, S + 1, …: p50, p95 and the longest
 * over its searched decisions (the action, move and op fire decisions with a choice: those a search level's budget
 * caps) and over all its decisions, by the clock. {@code ./toi tournament --play-budgets} reports the same over all
 * decisions; this adds the searched ones and the longest (issue 30: p95 at most 1.5 × the level's budget).
 * <pre>java -cp bench/target/benchmarks.jar toi.bench.LevelTimes hard 2 7 scenarios/at-the-breaking-point.json scenarios/normandy-farm.json</pre>
 * Arguments: the player (a level or any player name), games a side and scenario, the first seed, the scenario files.
 */
public final class LevelTimes {
    private LevelTimes() {
    }

    public static void main(String[] args) {
        String player = args[0];
        int games = Integer.parseInt(args[1]);
        long seed = Long.parseLong(args[2]);
        Catalogs catalogs = Catalogs.load();
        List<Long> searched = new ArrayList<>();
        List<Long> all = new ArrayList<>();
        for (int a = 3; a < args.length; a++) {
            var setup = ScenarioLoader.load(Path.of(args[a]), catalogs);
            for (int g = 0; g < games; g++) {
                for (int side = 0; side < 2; side++) {
                    Match m = new TideOfIronMatch(setup.name(), setup, seed + g);
                    String mine = m.seats().get(side);
                    Map<String, Player> seated = new LinkedHashMap<>();
                    for (String s : m.seats()) {
                        seated.put(s, s.equals(mine) ? Players.forPlay(player, (seed + g) * 1_000_003L + side, m.ruleset())
                                : Players.create("normal", (seed + g) * 1_000_003L + 7, m.ruleset()));
                    }
                    GameAi game = GameAi.of(m.ruleset());
                    for (int n = 0; !m.over() && n < 50_000; n++) {
                        Pending p = m.pending();
                        String seat = m.seats().stream().filter(s -> s.equals(p.seat()) || p.seat().startsWith(s + "/")).findFirst().orElse(p.seat());
                        long t0 = System.nanoTime();
                        toi.protocol.Option o = seated.get(seat).choose(PlayerView.of(m, seat));
                        long t = System.nanoTime() - t0;
                        if (seat.equals(mine)) {
                            all.add(t);
                            if (!game.forced(p) && game.searched(p)) {
                                searched.add(t);
                            }
                        }
                        m.apply(seat, o);
                    }
                }
            }
        }
        print(player + ", searched decisions", searched);
        print(player + ", all its decisions", all);
    }

    private static void print(String what, List<Long> nanos) {
        List<Long> t = new ArrayList<>(nanos);
        t.sort(null);
        System.out.printf(Locale.ROOT, "%-36s %6d decisions  p50 %8.1f ms  p95 %8.1f ms  longest %8.1f ms  mean %8.1f ms%n", what, t.size(),
                at(t, 0.50), at(t, 0.95), t.isEmpty() ? 0 : t.get(t.size() - 1) / 1e6, t.stream().mapToLong(x -> x).average().orElse(0) / 1e6);
    }

    /** The nearest-rank percentile, in milliseconds (as the tournament's). */
    private static double at(List<Long> sorted, double q) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.max(0, Math.min(sorted.size() - 1, (int) Math.ceil(q * sorted.size()) - 1))) / 1e6;
    }
}
