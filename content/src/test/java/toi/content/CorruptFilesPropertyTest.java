package toi.content;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Loading a damaged file never crashes: it loads, or fails with a ContentException naming the file. */
class CorruptFilesPropertyTest {

    private static final String[] SNIPPETS = {"", "\"", "{", "}", "[", "]", ",", ":", "-1", "0", "999", "null", "true",
            "\"Z99\"", "\"A0\"", "\"w3\"", "\"x\"", "\"A1:\"", "[]", "{}", "\"pillbox\"", "\"sherman\"", "\"US\"", "1.5"};

    private static String read(String name) throws Exception {
        Path p = Path.of("../examples", name);
        return Files.readString(Files.exists(p) ? p : Path.of("examples", name));
    }

    private static String corrupt(String text, long seed) {
        Random rnd = new Random(seed);
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + rnd.nextInt(3);
        for (int i = 0; i < edits; i++) {
            int at = rnd.nextInt(sb.length());
            int len = Math.min(sb.length() - at, rnd.nextInt(6));
            sb.replace(at, at + len, SNIPPETS[rnd.nextInt(SNIPPETS.length)]);
        }
        return sb.toString();
    }

    @Property(tries = 400)
    void aCorruptMapLoadsOrIsRefusedWithAContentError(@ForAll long seed) throws Exception {
        String text = corrupt(read("farm-crossing.json"), seed);
        try {
            MapLoader.fromText("map.json", text, TestBoards.CATALOGS.terrain());
        } catch (ContentException e) {
            assertThat(e.getMessage()).startsWith("map.json: ");
        }
    }

    @Property(tries = 400)
    void aCorruptPositionLoadsOrIsRefusedWithAContentError(@ForAll long seed) throws Exception {
        String map = read("farm-crossing.json");
        String position = read("farm-crossing-position.json").replace("\"farm-crossing.json\"", map);
        String text = corrupt(position, seed);
        try {
            PositionLoader.fromText("pos.json", text, null, TestBoards.CATALOGS);
        } catch (ContentException e) {
            assertThat(e.getMessage()).startsWith("pos.json: ");
        }
    }

    @Property(tries = 200)
    void corruptCatalogsAreRefusedWithAContentError(@ForAll long seed) {
        String terrain = Catalogs.resource(Catalogs.TERRAIN_FILE);
        String units = Catalogs.resource(Catalogs.UNITS_FILE);
        String abilities = Catalogs.resource(Catalogs.ABILITIES_FILE);
        int which = (int) Math.floorMod(seed, 3L);
        String t = which == 0 ? corrupt(terrain, seed) : terrain;
        String u = which == 1 ? corrupt(units, seed) : units;
        String a = which == 2 ? corrupt(abilities, seed) : abilities;
        try {
            Catalogs.of("terrain.json", t, "units.json", u, "abilities.json", a);
        } catch (ContentException e) {
            // a damaged abilities.json may surface as units.json naming an ability it no longer defines
            assertThat(e.getMessage()).matches("(terrain|units|abilities)\\.json: .*");
        }
    }
}
