package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import toi.irontide.data.Scenario;
import toi.irontide.data.Source;
import toi.irontide.load.DataException;
import toi.irontide.load.ScenarioLoader;

/** The owner's data files are checked entry by entry: every refusal names the file, the field and the problem. */
class LoaderTest {

    static void refused(String file, Consumer<ObjectNode> change, String... messageParts) {
        DemoFiles d = new DemoFiles().edit(file, change);
        var thrown = assertThatThrownBy(d::load).isInstanceOf(DataException.class);
        for (String p : messageParts) {
            thrown.hasMessageContaining(p);
        }
    }

    static ObjectNode unit(ObjectNode units, String id) {
        for (var u : units.get("units")) {
            if (u.get("id").asText().equals(id)) {
                return (ObjectNode) u;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /**
     * Determinism: the map walks its hexes, hexsides, roads and entry roads in a fixed order (by hex), the order the
     * listings of choices (bridges to demolish, road moves) inherit. Map.copyOf walked them in an order that changed from
     * one JVM to the next, so the heuristic's seeded games differed from run to run.
     */
    @Test
    void theMapWalksItsHexsidesRoadsAndHexesInAFixedOrder() {
        toi.irontide.data.GameMap m = ScenarioLoader.demo().map();
        assertThat(new java.util.ArrayList<>(m.hexsides().keySet())).hasSizeGreaterThan(10).isSortedAccordingTo(toi.irontide.data.HexPair.ORDER);
        assertThat(new java.util.ArrayList<>(m.roads())).hasSizeGreaterThan(10).isSortedAccordingTo(toi.irontide.data.HexPair.ORDER);
        assertThat(new java.util.ArrayList<>(m.entryRoads().keySet())).isSorted();
    }

    @Test
    void theDemoSetLoadsAndIsMarkedDemo() {
        Scenario s = ScenarioLoader.demo();
        assertThat(s.demo()).isTrue();
        assertThat(s.banner()).startsWith("Iron Tide DEMO — not the published game");
        assertThat(s.map().source()).isEqualTo(Source.DEMO);
        assertThat(s.turns()).hasSize(10);
        assertThat(s.turns().get(0).id()).isEqualTo("16AM");
        assertThat(s.turns().get(9).id()).isEqualTo("20PM");
        // the one cell the rulebook reveals, copied into the demo table
        assertThat(s.crt().result("rough", toi.irontide.data.Odds.parse("4-1"), 4).toString()).isEqualTo("D1-(1)");
        assertThat(s.rules().stackingLimit()).isEqualTo(3);
    }

    @Test
    void anOwnersFilesWithoutDemoEntriesAreNotMarked() {
        DemoFiles d = new DemoFiles();
        for (String n : DemoFiles.NAMES) {
            d.edit(n, o -> o.put("source", "owner"));
        }
        // entries that say "demo" of their own would still mark it; the demo's entries inherit the file's source
        Scenario s = d.load();
        assertThat(s.demo()).isFalse();
        assertThat(s.banner()).doesNotContain("DEMO —");
    }

    @Test
    void mapErrors() {
        refused("map.json", m -> ((ObjectNode) m.get("hexes").get("0305")).put("terrain", "swamp"),
                "map.json: hexes.0305.terrain:", "no terrain 'swamp'");
        refused("map.json", m -> ((ObjectNode) m.get("hexes")).remove("0305"), "map.json: hexes:", "hex 0305 is missing");
        refused("map.json", m -> ((ObjectNode) m.get("hexes").get("0305")).put("colour", "red"), "map.json: hexes.0305.colour:", "unknown field");
        refused("map.json", m -> ((ArrayNode) m.get("hexsides")).addObject().putArray("hexes").add("0101").add("0505"),
                "map.json: hexsides[", "not adjacent");
        refused("map.json", m -> ((ObjectNode) m.get("hexsides").get(0)).put("river", false), "a bridge, ford or the Meuse needs \"river\": true");
        refused("map.json", m -> ((ArrayNode) m.get("roads")).addObject().putArray("hexes").add("0101").add("0103"),
                "map.json: roads[5].hexes[1]:", "the road jumps");
        refused("map.json", m -> ((ArrayNode) m.get("entryRoads").get("A")).set(0, DemoFiles.JSON.getNodeFactory().textNode("0505")),
                "map.json: entryRoads.A[0]:", "not on a map edge");
        refused("map.json", m -> ((ArrayNode) m.get("towns").get(1).get("hexes")).add("0102"), "already belongs to another town");
        refused("map.json", m -> ((ObjectNode) m.get("hexes")).putObject("x1").put("terrain", "clear"), "map.json: hexes.x1:", "not a hex id");
    }

    @Test
    void combatResultsTableErrors() {
        refused("crt.json", c -> ((ArrayNode) c.get("results").get("clear").get("2-1")).set(3, DemoFiles.JSON.getNodeFactory().textNode("D1(1)")),
                "crt.json: results.clear.2-1[3]:", "'D1(1)' is not a combat result");
        refused("crt.json", c -> ((ArrayNode) c.get("results").get("clear").get("2-1")).remove(0),
                "crt.json: results.clear.2-1:", "expected 11 results");
        refused("crt.json", c -> ((ArrayNode) c.get("columns")).set(2, DemoFiles.JSON.getNodeFactory().textNode("3-1")),
                "crt.json: columns[2]:", "one step at a time");
        refused("crt.json", c -> ((ObjectNode) c.get("results")).remove("rough"), "crt.json: results.rough:", "missing");
    }

    @Test
    void terrainErrors() {
        refused("terrain.json", t -> ((ObjectNode) t.get("terrain").get(0)).put("crtLine", "swamp"),
                "terrain.json: terrain[0].crtLine:", "no line 'swamp'");
        refused("terrain.json", t -> ((ObjectNode) t.get("terrain").get(0)).put("nonMech", 0), "terrain.json: terrain[0].nonMech:", "must be between 1 and 99, got 0");
    }

    @Test
    void chitErrors() {
        refused("chits.json", c -> ((ArrayNode) c.get("chits").get(0).get("A")).removeAll().add(3).add(5),
                "chits.json: chits[0].A:", "reduced side (5) is stronger than the full side (3)");
        refused("chits.json", c -> ((ObjectNode) c.get("chits").get(0)).put("colour", "green"), "chits.json: chits[0].colour:", "not a chit colour");
    }

    @Test
    void unitErrors() {
        refused("units.json", u -> unit(u, "3fj-5").put("division", "9fj"), "units.json: units[", ".division:", "no division '9fj'");
        refused("units.json", u -> unit(u, "3fj-5").put("chit", "green B"), ".chit:", "not a chit box");
        refused("units.json", u -> unit(u, "3fj-5").put("setup", "9999"), ".setup:", "not on the map");
        refused("units.json", u -> unit(u, "us1-16").with("arrives").put("turn", "31PM"), ".arrives.turn:", "no turn '31PM'");
        refused("units.json", u -> unit(u, "us1-16").with("arrives").put("entry", "Z"), ".arrives.entry:", "no entry road 'Z'");
        refused("units.json", u -> unit(u, "3fj-5").put("nationality", "US"), ".nationality:", "does not fight for the German side");
        refused("units.json", u -> unit(u, "3fj-8").put("id", "3fj-5"), ".id:", "unit '3fj-5' twice");
        refused("units.json", u -> unit(u, "3fj-5").put("combat", 4), ".combat:", "from its chit");
        refused("units.json", u -> unit(u, "us99-393").put("temporaryZoc", true), ".temporaryZoc:", "only battalions");
        refused("units.json", u -> unit(u, "us99-393").putObject("restricted").put("type", "1"), ".restricted:", "restricts reinforcements");
        refused("units.json", u -> unit(u, "us1-16").putObject("restricted").put("type", "3"), ".restricted.type:", "not a restriction");
        refused("units.json", u -> unit(u, "ger-10ss").with("restricted").putArray("die").add(7), ".restricted.die[0]:", "1 to 6");
        refused("units.json", u -> unit(u, "ger-vdh").remove("landingNear"), ".arrives.entry:", "needs \"landingNear\"");
        refused("units.json", u -> unit(u, "3fj-5").put("army", "blue"), ".army:", "'blue' is not a diamond of the German armies [green, red, white]");
        refused("units.json", u -> unit(u, "us99-393").put("army", "red"), ".army:", "'red' is not a diamond of the Allied armies [green, white]");
        refused("units.json", u -> unit(u, "br29-armd").put("army", "white"), ".army:", "British counters carry no army diamond");
        refused("units.json", u -> unit(u, "3fj-5").put("infiltrationCompanion", true), ".infiltrationCompanion:", "only a German battalion");
        refused("units.json", u -> unit(u, "us-741-tk").put("infiltrationCompanion", true), ".infiltrationCompanion:", "only a German battalion");
    }

    static void removeCommandos(ObjectNode units) {
        for (var it = units.get("units").elements(); it.hasNext(); ) {
            if (it.next().path("commando").asBoolean()) {
                it.remove();
            }
        }
    }

    @Test
    void aBrokenGermanCommandoDisruptionTableIsRefused() {
        // §16.4 · the card's table is owner data: six results for a die of 1 to 6, each "misdirected" or "no effect"
        refused("crt.json", c -> ((ArrayNode) c.get("commandoDisruption")).remove(5), "crt.json: commandoDisruption:",
                "expected 6 results, for a die roll of 1 to 6, found 5");
        refused("crt.json", c -> ((ArrayNode) c.get("commandoDisruption")).set(3, "lost"), "crt.json: commandoDisruption[3]:",
                "'lost' is not a German Commando Disruption result (misdirected, no effect)");
        refused("crt.json", c -> c.remove("commandoDisruption"), "crt.json: commandoDisruption:",
                "missing: the German Commando Disruption Table of the Combat Results card (§16.4)");
        // a set without commandos needs no table
        DemoFiles d = new DemoFiles().edit("crt.json", c -> c.remove("commandoDisruption"))
                .edit("units.json", u -> removeCommandos(u));
        assertThat(d.load().crt().misdirects(1)).isFalse();
        assertThat(ScenarioLoader.demo().crt().misdirects(1)).isTrue();
        assertThat(ScenarioLoader.demo().crt().misdirects(4)).isFalse();
    }

    @Test
    void commandoUnitErrors() {
        // §16.4 · "There are 4 German commando units": an owner's set has four
        DemoFiles d = new DemoFiles();
        for (String n : DemoFiles.NAMES) {
            d.edit(n, o -> o.put("source", "owner"));
        }
        d.edit("units.json", u -> unit(u, "ger-cdo-4").remove("commando"));
        assertThatThrownBy(d::load).isInstanceOf(DataException.class)
                .hasMessage("units.json: units: §16.4 · there are 4 German commando units (\"commando\": true), found 3");
        DemoFiles none = new DemoFiles();
        for (String n : DemoFiles.NAMES) {
            none.edit(n, o -> o.put("source", "owner"));
        }
        none.edit("units.json", u -> removeCommandos(u));
        assertThatThrownBy(none::load).isInstanceOf(DataException.class).hasMessageContaining("found 0");
        refused("units.json", u -> unit(u, "us-741-tk").put("commando", true), ".commando:", "a commando (§16.4) is a German battalion-sized unit");
        refused("units.json", u -> unit(u, "3fj-5").put("commando", true), ".commando:", "a commando (§16.4) is a German battalion-sized unit");
        refused("units.json", u -> unit(u, "ger-eng-1").put("commando", true), ".commando:", "commandos enter on the East map edge");
        refused("units.json", u -> unit(u, "ger-cdo-2").with("arrives").put("turn", "18AM"), "units.json: units.ger-cdo-2.arrives.turn:",
                "§16.4 · commandos enter on 17AM, not 18AM");
    }

    @Test
    void turnAndScenarioErrors() {
        refused("turns.json", t -> ((ObjectNode) t.get("turns").get(0)).put("weather", "fog"), "turns.json: turns[0].weather:");
        refused("turns.json", t -> ((ObjectNode) t.get("turns").get(1)).put("id", "16AM"), "turns.json: turns[1].id:", "twice");
        refused("scenario.json", s -> s.put("bands", "5-turn"), "scenario.json: bands:", "not a band table");
        refused("scenario.json", s -> ((ArrayNode) s.with("setup").get("blownBridges")).addArray().add("0101").add("0102"),
                "scenario.json: setup.blownBridges[1]:", "no printed bridge");
        refused("scenario.json", s -> s.put("source", "internet"), "scenario.json: source:", "not a source");
    }

    @Test
    void aMissingOrBrokenFileIsNamed() {
        DemoFiles d = new DemoFiles();
        var texts = d.texts();
        texts.remove("chits.json");
        assertThatThrownBy(() -> ScenarioLoader.fromTexts(texts)).hasMessage("chits.json: (file): missing");
        var broken = d.texts();
        broken.put("turns.json", "{ \"turns\": [ ");
        assertThatThrownBy(() -> ScenarioLoader.fromTexts(broken)).hasMessageStartingWith("turns.json: (syntax):");
    }
}
