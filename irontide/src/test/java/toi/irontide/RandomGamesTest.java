package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import toi.engine.hex.Hex;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Decision;
import toi.irontide.game.Game;
import toi.irontide.game.RandomPlayer;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/**
 * Random games of the demonstration set play to a victory level without error, and after every choice: stacking
 * within the limit where the rules enforce it (§8.1, §8.2), no unit ever shares a hex with an enemy (§8.1), no unit
 * moves on after entering an enemy ZOC (§7.1), steps conserved: held + lost − replaced = what it came with (§11.78, §15);
 * §16.4's commandos share hexes with Allied units, misdirect them and disrupt demolitions, and are gone after 20PM.
 */
class RandomGamesTest {
    static final Scenario DEMO = ScenarioLoader.demo();

    @Property(tries = 10)
    void randomGamesEndInAVictoryLevel(@ForAll @LongRange(min = 1, max = 1_000_000) long seed) {
        Game g = Game.start(DEMO, seed);
        RandomPlayer german = new RandomPlayer(seed * 31 + 1);
        RandomPlayer allied = new RandomPlayer(seed * 31 + 2);
        int choices = 0;
        while (!g.over()) {
            Decision d = g.pending();
            assertThat(d.options()).as("a decision with no legal choice at %s", d.prompt()).isNotEmpty();
            String c = (d.seat() == Side.GERMAN ? german : allied).choose(d);
            GameState before = g.state();
            g.apply(d.seat(), c);
            checkInvariants(before, g.state(), c);
            choices++;
            assertThat(choices).as("the game ends").isLessThan(200_000);
        }
        assertThat(g.state().result).containsAnyOf("Victory", "Draw");
        // not vacuous: the games fight (the German's first-turn surprise attacks are always on offer)
        assertThat(g.state().log).anyMatch(l -> l.startsWith("§11.77 · 2d6"));
        // §16.4 · "They are removed at the end of the German 20PM turn": no commando is left on the map at the end
        assertThat(g.state().units.values()).noneMatch(u -> u.def.commando() && u.onMap());
    }

    /**
     * No choice can be taken forever: players that always answer the first offered choice, or the last, still reach a
     * victory level. Seed 16 once asked {@code defend-with} of the first-choosing side without end (R-IT-47).
     */
    @Test
    void alwaysTheFirstOrTheLastChoiceStillEndsTheGame() {
        for (long seed : List.of(0L, 1L, 16L)) {
            for (boolean germanFirst : List.of(true, false)) {
                for (boolean alliedFirst : List.of(true, false)) {
                    Game g = Game.start(DEMO, seed);
                    int choices = 0;
                    while (!g.over()) {
                        Decision d = g.pending();
                        boolean first = d.seat() == Side.GERMAN ? germanFirst : alliedFirst;
                        g.apply(d.seat(), d.options().get(first ? 0 : d.options().size() - 1));
                        assertThat(++choices).as("seed %d: the game ends (still at: %s)", seed, d.prompt()).isLessThan(20_000);
                    }
                    assertThat(g.state().result).containsAnyOf("Victory", "Draw");
                }
            }
        }
    }

    @Test
    void commandosActInRandomGames() {
        // §16.4 · not vacuous: in random games commandos enter, move among Allied units and are offered Allied units to misdirect
        boolean entered = false;
        boolean attempted = false;
        for (long seed = 1; seed <= 30 && !(entered && attempted); seed++) { // 1–6 sufficed before R-IT-48 changed the random games
            Game g = play(seed, 200_000);
            entered |= g.state().log.stream().anyMatch(l -> l.startsWith("§14.0 · ger-cdo-"));
            attempted |= g.state().log.stream().anyMatch(l -> l.matches("§16\\.4 · ger-cdo-\\d (tries to misdirect|misdirects|disrupts|tries to disrupt|is discovered).*"));
        }
        assertThat(entered).as("a commando entered").isTrue();
        assertThat(attempted).as("a commando rolled to misdirect or disrupt").isTrue();
    }

    @Test
    void sameSeedAndChoicesGiveTheSameGame() {
        Game a = play(7, 3000);
        Game b = Game.replay(DEMO, 7, a.choices());
        assertThat(b.state().fingerprint()).isEqualTo(a.state().fingerprint());
        assertThat(b.state().log).isEqualTo(a.state().log);
    }

    static Game play(long seed, int max) {
        Game g = Game.start(DEMO, seed);
        RandomPlayer german = new RandomPlayer(seed * 31 + 1);
        RandomPlayer allied = new RandomPlayer(seed * 31 + 2);
        for (int i = 0; i < max && !g.over(); i++) {
            Decision d = g.pending();
            g.apply(d.seat(), (d.seat() == Side.GERMAN ? german : allied).choose(d));
        }
        return g;
    }

    static void checkInvariants(GameState before, GameState s, String choice) {
        Map<Hex, List<UnitState>> byHex = new HashMap<>();
        for (UnitState u : s.units.values()) {
            // §11.78 · steps conserved: what a unit holds plus what it lost is what it started with
            if (u.status != UnitStatus.AWAITING && u.status != UnitStatus.WITHHELD) {
                assertThat(u.stepsLeft() + u.stepsLost - u.stepsReplaced).as("steps of %s after '%s'", u.id(), choice).isEqualTo(u.capacity);
            }
            if (u.onMap()) {
                byHex.computeIfAbsent(u.hex, h -> new ArrayList<>()).add(u);
            } else {
                assertThat(u.hex).isNull();
            }
        }
        for (Map.Entry<Hex, List<UnitState>> e : byHex.entrySet()) {
            // §8.1 · "Exception: see 16.4 German Commandos": they alone may share a hex with enemy units
            long sides = e.getValue().stream().filter(u -> !u.def.commando()).map(u -> u.def.side()).distinct().count();
            assertThat(sides).as("§8.1 · enemies never share %s", e.getKey()).isLessThanOrEqualTo(1);
        }
        // §8.1 · when a Movement or Reserve Phase has ended, its player's stacks are within the limit (retreated units spared, §8.2)
        boolean movementEnded = before.phase == Phase.MOVEMENT && s.phase != Phase.MOVEMENT && before.phasing == s.phasing;
        if (movementEnded && !s.over) {
            for (List<UnitState> stack : byHex.values()) {
                // §8.1 · friendly units: a German commando sharing an Allied hex is not in the Allied stack (§16.4, R-IT-42)
                long friendly = stack.stream().filter(u -> u.def.side() == before.phasing).count();
                assertThat(friendly).as("§8.1 · stacking after the Movement Phase").isLessThanOrEqualTo(s.scenario.rules().stackingLimit());
            }
        }
        // §7.1 · a unit moving tactically that entered an enemy ZOC has stopped
        if (s.moving != null) {
            UnitState m = s.unit(s.moving);
            // §16.3 ignores ZOCs; §16.1 the 150th rolls as it enters each one, and a failed roll leaves it there; §16.4 commandos ignore them
            boolean special = m.def.commando() || toi.irontide.rules.SpecialUnits.ignoresZoc(s, m) || toi.irontide.rules.SpecialUnits.mayInfiltrate(s, m)
                    || m.def.zocInfiltration() && m.infiltrationTurn == s.turn;
            if (m.hexesMoved > 0 && ZonesOfControl.inEnemyZoc(s, m.hex, m.def.side()) && !special) {
                assertThat(m.stopped).as("§7.1 · %s entered an enemy ZOC and stops", m.id()).isTrue();
                // §7.3 · a unit that disengaged never stands in an enemy ZOC again that phase
                assertThat(m.disengaged).as("§7.3 · %s disengaged and re-entered an enemy ZOC", m.id()).isFalse();
            }
        }
    }
}
