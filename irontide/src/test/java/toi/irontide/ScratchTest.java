package toi.irontide;

import org.junit.jupiter.api.Test;
import toi.irontide.game.Game;

class ScratchTest {
    @Test
    void show() {
        for (long seed = 1; seed <= 3; seed++) {
            Game g = RandomGamesTest.play(seed, 1_000_000);
            var log = g.state().log;
            long battles = log.stream().filter(l -> l.startsWith("§11.77")).count();
            long elim = log.stream().filter(l -> l.contains("eliminated")).count();
            long retreats = log.stream().filter(l -> l.startsWith("§11.8")).count();
            long adv = log.stream().filter(l -> l.startsWith("§11.9")).count();
            long ent = log.stream().filter(l -> l.startsWith("§14.0")).count();
            System.out.println("seed " + seed + ": choices " + g.choices().size() + " battles " + battles + " elim " + elim + " retreats " + retreats + " adv " + adv + " entries " + ent + " → " + g.state().result);
            if (seed == 1) {
                log.stream().filter(l -> l.startsWith("§11") || l.startsWith("§9") || l.startsWith("—")).limit(60).forEach(System.out::println);
            }
        }
    }
}
