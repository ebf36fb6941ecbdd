package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.GameSetup;

/**
 * Seeded random games with every optional rule on (003, {@code ./toi options}): the example scenarios and the nine
 * scenarios of the guide keep the invariants of {@link RandomGamesPropertyTest} after every choice, and every game replays
 * from its scenario, options, seed and choices to the same hash.
 */
class RandomGamesWithOptionsPropertyTest {

    @Test
    void randomGamesWithEveryOptionOnKeepEveryInvariantAndReplayToTheSameHash() {
        RuleOptions all = OptionCatalog.load().all();
        List<GameSetup> setups = new ArrayList<>();
        for (String example : List.of("skirmish.json", "woods-melee.json", "woods-melee-teams.json", "farm-breakthrough.json",
                "card-battle.json", "desert-guns.json")) {
            setups.add(RandomGamesPropertyTest.setup(example).withOptions(all));
        }
        for (Path scenario : TestBoards.scenarioFiles()) {
            setups.add(ScenarioLoader.load(scenario, TestBoards.CATALOGS).withOptions(all));
        }
        Map<String, Integer> kinds = new TreeMap<>();
        int games = 0;
        int choices = 0;
        int clearerNights = 0;
        int wrecks = 0;
        for (long seed = 1; seed <= 42; seed++) {
            GameSetup setup = setups.get((int) (seed % setups.size()));
            assertThat(new Game(setup, seed).state().position().options()).isEqualTo(all);
            RandomGamesPropertyTest.Played g = RandomGamesPropertyTest.playChecked(setup, seed, kinds);
            assertThat(setup.nations()).contains(g.winner());
            games++;
            choices += g.choices();
            clearerNights += g.visibility() > 2 ? 1 : 0;
            wrecks += g.wrecks();
        }
        assertThat(games).isEqualTo(42);
        assertThat(choices).isGreaterThan(5_000);
        assertThat(kinds).containsKeys("act concentrated-fire", "act assault", "fire", "opfire", "assault");
        assertThat(clearerNights).as("003 · Night Rules: games whose visibility rose from 2").isPositive();
        assertThat(wrecks).as("003 · Wrecked Vehicles: wrecks left on the board").isPositive();
        assertThat(kinds).as("003 · Optional Facing Rules: heavy vehicles placed facing a side").containsKey("face");
        // the one game with a gun to unload comes every sixth seed: with every option on, its course varies with the
        // other options' rules, so more of its games are played (a bounded number) until one unloads the gun
        GameSetup desertGuns = setups.get(5);
        for (long seed = 43; seed <= 43 + 6 * 20 && !kinds.containsKey("act unload-equipment"); seed += 6) {
            RandomGamesPropertyTest.playChecked(desertGuns, seed, kinds);
        }
        assertThat(kinds).as("003 · Optional Vehicular Transport Rules: the desert-guns 6-pounder unloaded from its carrier")
                .containsKeys("act unload-equipment");
        assertThat(kinds).as("002 · MUNITIONS SPECIALIZATION TOKENS bought, ended, kept and discarded")
                .containsKeys("munition", "end-munitions", "keep-munitions", "discard-munition");
    }
}
