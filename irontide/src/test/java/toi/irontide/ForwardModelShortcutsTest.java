package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.engine.hex.Hex;
import toi.irontide.data.GameMap;
import toi.irontide.data.HexIds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.flow.Decision;
import toi.irontide.flow.Flow;
import toi.irontide.game.Game;
import toi.irontide.game.RandomPlayer;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.state.GameState;
import toi.irontide.state.Occupancy;

/**
 * The forward model's shortcuts for search (issue 28) answer exactly what the long way answers: a choice's words
 * without the regular expression, hex ids, the map's lookups by array, who stands where read once ({@link Occupancy}),
 * the decision worked out while the phases settle, and the first option of a kind, over every state of random games.
 */
class ForwardModelShortcutsTest {
    static final Scenario DEMO = ScenarioLoader.demo();

    @Test
    void aChoicesWordsAreTheRegularExpressionsWords() {
        for (String c : List.of("end-phase", "move ger-1 0305", "  move  ger-1\t0305 ", "a\u00a0b c", "x\u2003y", "", " ", "a  b",
                "attack 0912", "with\nger-2")) {
            assertThat(Flow.words(c)).as("'%s'", c).containsExactly(c.trim().split("\\s+"));
        }
    }

    @Test
    void hexIdsReadAndWriteAsBefore() {
        for (Hex h : DEMO.map().allHexes()) {
            String id = HexIds.format(h);
            assertThat(id).isEqualTo(String.format("%02d%02d", HexIds.column(h), HexIds.row(h)));
            assertThat(HexIds.parse(id)).isEqualTo(h);
        }
        for (String bad : new String[] {"030", "03055", "03a5", "\u0663\u0660\u0665\u0660", "0300", null}) {
            assertThatThrownBy(() -> HexIds.parse(bad)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @Test
    void theMapsArrayAnswersAsItsHexes() {
        GameMap map = DEMO.map();
        Set<Hex> hexes = map.allHexes();
        List<Hex> probes = new ArrayList<>(hexes);
        for (Hex h : hexes) {
            probes.addAll(h.neighbors()); // and the ring around the map
        }
        probes.add(new Hex(-100, 7));
        probes.add(new Hex(500, -3));
        for (Hex h : probes) {
            assertThat(map.onMap(h)).as("%s", h).isEqualTo(hexes.contains(h));
            List<Hex> near = new ArrayList<>();
            for (Hex n : h.neighbors()) {
                if (hexes.contains(n)) {
                    near.add(n);
                }
            }
            assertThat(map.neighbours(h)).as("around %s", h).containsExactlyElementsOf(near);
        }
    }

    /** Over every state of two random games: Occupancy, the settled decision and the first option of a kind. */
    @Test
    void overRandomGamesTheShortcutsAnswerAsTheLongWay() {
        for (long seed : new long[] {3, 4}) {
            Game g = Game.start(DEMO, seed);
            RandomPlayer german = new RandomPlayer(seed * 31 + 1);
            RandomPlayer allied = new RandomPlayer(seed * 31 + 2);
            for (int i = 0; i < 3000 && !g.over(); i++) {
                GameState s = g.state();
                Decision d = g.pending(); // often the one worked out while the phases settled
                assertThat(d).isEqualTo(Flow.pending(s));
                Occupancy here = Occupancy.of(s);
                for (Hex h : i % 7 == 0 ? s.scenario.map().allHexes() : Set.<Hex>of()) {
                    for (Side side : Side.values()) {
                        assertThat(here.enemyIn(h, side)).isEqualTo(s.enemyIn(h, side));
                        assertThat(here.friendlyIn(h, side)).isEqualTo(s.friendlyIn(h, side));
                    }
                }
                String verb = d.options().isEmpty() ? "" : Flow.words(d.options().get(d.options().size() - 1))[0];
                String first = d.options().stream().filter(c -> c.startsWith(verb)).findFirst().orElse(null);
                assertThat(Flow.firstOption(s, c -> c.startsWith(verb))).isEqualTo(first);
                g.apply(d.seat(), (d.seat() == Side.GERMAN ? german : allied).choose(d));
            }
        }
    }
}
