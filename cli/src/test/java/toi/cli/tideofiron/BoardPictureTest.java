package toi.cli.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import toi.content.Catalogs;
import toi.content.MapLoader;
import toi.content.PositionLoader;
import toi.draw.BoardSvg;
import toi.draw.MapJson;
import toi.draw.Pieces;
import toi.draw.PositionView;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.map.Objective;
import toi.engine.units.Position;
import toi.engine.units.Unit;

class BoardPictureTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private static Catalogs catalogs;
    private static Position position;
    private static Board board;
    private static String svg;
    private static Document doc;
    private static JsonNode map;

    @BeforeAll
    static void renderExample() throws Exception {
        catalogs = Catalogs.load();
        position = PositionLoader.load(example("farm-crossing-position.json"), catalogs);
        board = position.board();
        svg = BoardPicture.render(position);
        map = new ObjectMapper().valueToTree(MapJson.of(board));
        doc = parse(svg);
    }

    private static Path example(String name) {
        for (String dir : List.of("../examples", "examples", "../../examples")) {
            Path p = Path.of(dir, name);
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find examples/" + name + " from " + Path.of("").toAbsolutePath());
    }

    private static Document parse(String text) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Elements with the given tag whose class attribute contains every one of the given class names. */
    private static List<Element> select(String tag, String... classes) {
        return select(doc.getDocumentElement(), tag, classes);
    }

    /** The board's elements (not the legend's samples) with the given tag and classes. */
    private static List<Element> onBoard(String tag, String... classes) {
        NodeList svgs = doc.getElementsByTagNameNS(SVG_NS, "svg");
        for (int i = 0; i < svgs.getLength(); i++) {
            if (((Element) svgs.item(i)).getAttribute("class").equals("board")) {
                return select((Element) svgs.item(i), tag, classes);
            }
        }
        throw new AssertionError("no board in the picture");
    }

    private static List<Element> select(Element root, String tag, String... classes) {
        List<Element> result = new ArrayList<>();
        NodeList all = root.getElementsByTagNameNS(SVG_NS, tag);
        outer:
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            List<String> have = List.of(e.getAttribute("class").split("\\s+"));
            for (String c : classes) {
                if (!have.contains(c)) {
                    continue outer;
                }
            }
            result.add(e);
        }
        return result;
    }

    private static List<String> texts(List<Element> elements) {
        return elements.stream().map(Element::getTextContent).toList();
    }

    private static double num(Element e, String attr) {
        return Double.parseDouble(e.getAttribute(attr));
    }

    @Test
    void isAStandaloneSvgDocumentWithSizeAndWhiteBackground() {
        Element root = doc.getDocumentElement();
        assertThat(root.getLocalName()).isEqualTo("svg");
        assertThat(root.getNamespaceURI()).isEqualTo(SVG_NS);
        double width = num(root, "width");
        double height = num(root, "height");
        assertThat(width).isGreaterThan(800);
        assertThat(height).isGreaterThan(600);
        assertThat(root.getAttribute("viewBox")).isEqualTo("0 0 " + root.getAttribute("width") + " " + root.getAttribute("height"));
        List<Element> background = select("rect", "background");
        assertThat(background).hasSize(1);
        assertThat(background.get(0).getAttribute("fill")).isEqualTo("#ffffff");
        assertThat(svg).startsWith("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
    }

    /** A hex's centre on the board (the browser's coordinates, those of the picture's board). */
    private static double[] centre(String hex) {
        for (JsonNode list : List.of(map.path("hexes"), map.path("halfHexes"))) {
            for (JsonNode h : list) {
                if (h.get("id").asText().equals(hex)) {
                    return BoardSvg.centre(h);
                }
            }
        }
        throw new IllegalArgumentException(hex);
    }

    /** The hex whose centre is nearest to x, y. */
    private static String hexAt(double x, double y) {
        String best = null;
        double distance = Double.MAX_VALUE;
        for (Hex h : board.hexes()) {
            double[] c = centre(h.toString());
            double d = Math.hypot(c[0] - x, c[1] - y);
            if (d < distance) {
                distance = d;
                best = h.toString();
            }
        }
        return best;
    }

    /** The hexagons ("M…L…L…L…L…L…Z") of a path, each as the hex it outlines. */
    private static List<String> hexagons(Element path) {
        List<String> out = new ArrayList<>();
        for (String ring : path.getAttribute("d").split("Z")) {
            if (ring.isBlank()) {
                continue;
            }
            double x = 0;
            double y = 0;
            String[] points = ring.substring(1).split("L");
            for (String p : points) {
                x += Double.parseDouble(p.split(",")[0]);
                y += Double.parseDouble(p.split(",")[1]);
            }
            assertThat(points).hasSize(6);
            out.add(hexAt(x / 6, y / 6));
        }
        return out;
    }

    /** The straight pieces of a path of lines ("M a L b L c M …": a-b and b-c). */
    private static int pieces(List<Element> paths) {
        return paths.stream().mapToInt(e -> e.getAttribute("d").split("L", -1).length - 1).sum();
    }

    @Test
    void theBoardIsTheBrowsersDrawing_itsTerrainAndItsPiecesMarkupForMarkup() {
        // one drawing (issue 28): the picture holds the board the game's page holds, but for the hex ids (SVG text here,
        // HTML columns in the page) — and over it the markers, objectives and counters the browser draws for a view
        String page = BoardSvg.of(map);
        String labels = "<g pointer-events=\"none\" text-anchor=\"middle\" font-weight=\"bold\" class=\"labels\">";
        String terrain = page.substring(page.indexOf("<g class=\"static\">"), page.indexOf(labels));
        assertThat(terrain).hasSizeGreaterThan(10_000);
        assertThat(svg).contains(terrain).contains(Pieces.of(map, PositionView.of(position)).groups());
        assertThat(select("svg", "board")).hasSize(1);
    }

    @Test
    void labelsEveryPlayableHexWithItsId() {
        List<String> labels = texts(select("text", "label"));
        List<String> playable = board.hexes().stream().filter(board::isPlayable).map(Hex::toString).toList();
        assertThat(labels).containsExactlyInAnyOrderElementsOf(playable).contains("B1", "A10", "C4", "K3").doesNotContain("A1", "N10").hasSize(126);
    }

    @Test
    void fillsPlayableHexesWithTheirTerrainColour() {
        Map<String, String> fills = new HashMap<>();
        for (Element g : select("g", "terrain")) {
            NodeList paths = g.getElementsByTagNameNS(SVG_NS, "path");
            for (int i = 0; i < paths.getLength(); i++) {
                Element p = (Element) paths.item(i);
                for (String hex : hexagons(p)) {
                    assertThat(fills.put(hex, p.getAttribute("fill"))).as("hex %s filled twice", hex).isNull();
                }
            }
        }
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                assertThat(fills.get(h.toString())).as(h.toString()).isEqualTo(board.terrain(h).color());
            }
        }
        assertThat(fills.get("E2")).isEqualTo(catalogs.terrain().terrain("woods").orElseThrow().color());
    }

    @Test
    void drawsHalfHexesGreyAndHatched() {
        long unplayable = board.hexes().stream().filter(h -> !board.isPlayable(h)).count();
        assertThat(unplayable).isPositive();
        List<String> half = select("path", "half").stream().flatMap(e -> hexagons(e).stream()).toList();
        assertThat(half).hasSize((int) unplayable).contains("A1", "B10").doesNotContain("B1", "C4");
        assertThat(select("path", "half").get(0).getAttribute("fill")).isEqualTo("#dcdcdc");
        assertThat(select("path", "half-hatch")).isNotEmpty();
    }

    @Test
    void showsBothHillLevelsDistinctlyAndTheCliffs() {
        long level1 = board.hexes().stream().filter(h -> board.elevation(h) == 1).count();
        long level2 = board.hexes().stream().filter(h -> board.elevation(h) == 2).count();
        assertThat(level1).isPositive();
        assertThat(level2).isPositive();
        List<String> opacities = select("path", "hill").stream().map(e -> e.getAttribute("stroke-opacity")).distinct().toList();
        assertThat(opacities).as("level 1 hatched one way, level 2 both ways and darker").containsExactlyInAnyOrder("0.55", "0.7");
        List<String> levels = texts(select(select("g", "levels").get(0), "text"));
        assertThat(levels).contains("L1", "L2").hasSize((int) (level1 + level2));

        int cliffs = 0;
        for (Hex h : board.hexes()) {
            for (HexDirection d : HexDirection.values()) {
                Hex n = h.neighbor(d);
                if (board.isPlayable(h) && board.contains(n) && board.isCliff(h, n) && board.elevation(h) > board.elevation(n)) {
                    cliffs++;
                }
            }
        }
        assertThat(cliffs).isPositive();
        assertThat(pieces(select("path", "cliff"))).isEqualTo(cliffs);
        assertThat(select("path", "contour")).isNotEmpty();
    }

    @Test
    void drawsRoadsFromHexCentresToSideMidpoints() {
        int sides = 0;
        for (Hex h : board.hexes()) {
            if (board.isPlayable(h)) {
                sides += board.roadSides(h).size();
            }
        }
        List<Element> road = select("path", "road").stream().filter(e -> e.getAttribute("stroke").equals("#efe2bd")).toList();
        assertThat(sides).isPositive();
        assertThat(pieces(road)).isEqualTo(sides);
        // G5 lies on the north-south road: the road runs through its centre
        double[] g5 = centre("G5");
        String point = BoardSvg.n(g5[0]) + "," + BoardSvg.n(g5[1]);
        assertThat(road.stream().map(e -> e.getAttribute("d")).collect(java.util.stream.Collectors.joining())).contains("L" + point + "L");
        // roads are drawn above the terrain
        assertThat(svg.indexOf("class=\"road\"")).isGreaterThan(svg.indexOf("class=\"terrain\""));
    }

    @Test
    void labelsEveryMarkerWithItsSymbol() {
        List<Element> markers = select("g", "marker");
        int expected = 0;
        for (Hex h : board.hexes()) {
            for (MarkerType m : board.markers(h)) {
                expected++;
                assertThat(markers).anySatisfy(g -> {
                    assertThat(g.getAttribute("data-hex")).isEqualTo(h.toString());
                    assertThat(g.getAttribute("data-marker")).isEqualTo(m.id());
                    assertThat(g.getElementsByTagNameNS(SVG_NS, "text").item(0).getTextContent()).isEqualTo(m.symbol());
                });
            }
        }
        assertThat(markers).hasSize(expected).hasSize(6);
        assertThat(texts(select("text", "marker-label"))).contains("Ent", "PB", "Wire", "TT", "Mine", "Smoke");
    }

    @Test
    void drawsEachUnitOnceInItsHexWithItsNumberAndFigures() {
        Map<String, Element> byId = new HashMap<>();
        for (Element g : onBoard("g", "unit")) {
            assertThat(byId.put(g.getAttribute("data-unit"), g)).isNull();
        }
        assertThat(byId.keySet()).containsExactlyInAnyOrderElementsOf(position.units().stream().map(Unit::id).toList());
        for (Unit u : position.units()) {
            Element g = byId.get(u.id());
            assertThat(g.getAttribute("data-hex")).isEqualTo(u.hex().toString());
            assertThat(g.getAttribute("class")).contains(u.isVehicle() ? "vehicle" : "squad");
            String number = u.id().substring(u.id().lastIndexOf('-') + 1);
            if (u.isVehicle()) { // named by its type, its nation on top and its number below (issue 29: not "US t1")
                assertThat(g.getTextContent()).startsWith(u.nation()).contains("#" + number);
            } else {
                assertThat(g.getTextContent()).startsWith(u.nation() + " " + number);
            }
        }
        assertThat(byId.get("us-1").getTextContent()).contains("3R+O");
        assertThat(byId.get("us-2").getTextContent()).contains("4E").contains("eng");
        assertThat(byId.get("ger-t1").getTextContent()).contains("Tiger");
        assertThat(byId.get("ger-1").getTextContent()).as("in a pillbox").contains("pil");
    }

    @Test
    void stacksUnitsOfOneHexFannedOutInsideTheHex() {
        Map<String, List<double[]>> corners = new HashMap<>();
        for (Element g : onBoard("g", "unit")) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("translate\\(([-\\d.]+),([-\\d.]+)\\)").matcher(g.getAttribute("transform"));
            assertThat(m.find()).isTrue();
            corners.computeIfAbsent(g.getAttribute("data-hex"), k -> new ArrayList<>())
                    .add(new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))});
        }
        assertThat(corners.get("B5")).hasSize(2);
        for (Map.Entry<String, List<double[]>> e : corners.entrySet()) {
            double[] c = centre(e.getKey());
            List<double[]> list = e.getValue();
            for (int i = 0; i < list.size(); i++) {
                double[] b = list.get(i);
                // inside the hex: within its inscribed circle's band (40 to a corner, 34.6 to a side)
                assertThat(b[0]).isGreaterThan(c[0] - BoardSvg.S);
                assertThat(b[0] + 40).isLessThan(c[0] + BoardSvg.S);
                assertThat(b[1]).isGreaterThan(c[1] - BoardSvg.H);
                assertThat(b[1] + 34).isLessThan(c[1] + BoardSvg.H + 1);
                if (i > 0) { // each counter of a stack a little lower and to the right of the one under it, its band showing
                    assertThat(b[0] - list.get(i - 1)[0]).isEqualTo(8.0);
                    assertThat(b[1] - list.get(i - 1)[1]).isEqualTo(8.0);
                }
            }
        }
    }

    @Test
    void marksObjectivesWithLabelValueAndNationColour() {
        List<Element> objectives = select("g", "objective");
        assertThat(objectives).hasSize(board.objectives().size()).hasSize(3);
        for (Objective o : board.objectives()) {
            Element g = objectives.stream().filter(e -> e.getAttribute("data-hex").equals(o.hex().toString())).findFirst().orElseThrow();
            assertThat(g.getAttribute("class")).contains(o.kind() == Objective.Kind.VICTORY ? "victory" : "command");
            assertThat(texts(List.of((Element) g.getElementsByTagNameNS(SVG_NS, "text").item(0)))).containsExactly(o.label());
            assertThat(g.getElementsByTagNameNS(SVG_NS, "text").item(1).getTextContent()).contains(String.valueOf(o.value()));
        }
        Element ger = objectives.stream().filter(e -> e.getAttribute("data-hex").equals("D5")).findFirst().orElseThrow();
        Element neutral = objectives.stream().filter(e -> e.getAttribute("data-hex").equals("H4")).findFirst().orElseThrow();
        String gerRing = ((Element) ger.getElementsByTagNameNS(SVG_NS, "circle").item(0)).getAttribute("stroke");
        String neutralRing = ((Element) neutral.getElementsByTagNameNS(SVG_NS, "circle").item(0)).getAttribute("stroke");
        assertThat(neutralRing).as("002 · COMMAND OBJECTIVES: \"A neutral command objective is represented by a blue circle\"").isEqualTo("#4a7fc1");
        assertThat(gerRing).isEqualTo(Pieces.Nation.of("GER").fill()).isNotEqualTo(neutralRing);
    }

    @Test
    void marksReinforcementExitHexesAndDeploymentZones() {
        List<String> marks = texts(select("text", "nation-hex"));
        assertThat(marks.stream().filter("R"::equals)).hasSize(board.reinforcementHexes().size()).hasSize(4);
        assertThat(marks.stream().filter("EXIT"::equals)).hasSize(1);
        List<Element> zones = select("path", "zone");
        assertThat(zones.stream().map(e -> e.getAttribute("data-nation")).distinct()).containsExactly("US", "GER");
        assertThat(zones).allSatisfy(e -> assertThat(e.getAttribute("stroke-dasharray")).isEqualTo("7 3"));
    }

    @Test
    void outlinesTheFarmhouseAsOneBuildingAndNamesItOnce() {
        assertThat(texts(select("text", "building-name"))).containsExactly("Farmhouse");
        // C5 and D5 share one side: the outline runs round the other ten
        assertThat(pieces(select("path", "building"))).isEqualTo(10);
    }

    @Test
    void hasTitleNorthArrowAndLegend() {
        assertThat(texts(select("text", "title"))).containsExactly("Farm crossing: an American probe");
        assertThat(texts(select("text", "subtitle")).get(0)).startsWith("map: " + board.name());
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        boolean north = false;
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            north |= g.getAttribute("class").equals("north-arrow") && g.getAttribute("data-north").equals("N");
        }
        assertThat(north).isTrue();
        assertThat(texts(select("text", "legend-terrain"))).contains("Clear", "Woods", "Building", "Shallow stream");
    }

    @Test
    void escapesTextForXmlAndIsDeterministic() throws Exception {
        String map = Files.readString(example("farm-crossing.json"), StandardCharsets.UTF_8)
                .replace("Farm crossing (example map)", "Fish & <Chips> \\\"quoted\\\" 'x'");
        Board odd = MapLoader.fromText("odd.json", map, catalogs.terrain());
        String text = BoardPicture.render(new Position(odd, List.of()));
        Document parsed = parse(text);
        assertThat(parsed.getElementsByTagNameNS(SVG_NS, "title").item(0).getTextContent())
                .isEqualTo("Fish & <Chips> \"quoted\" 'x'");
        assertThat(text).contains("Fish &amp; &lt;Chips&gt;");
        assertThat(BoardPicture.render(position)).isEqualTo(svg);
    }

    @Test
    void drawsAtTheBreakingPointsDefenseLineInYellow() throws Exception {
        // 002 · AT THE BREAKING POINT: "American defense line hexes (marked in yellow on the map)"
        Path map = example("../scenarios/maps/at-the-breaking-point.json");
        Board b = MapLoader.load(map, catalogs.terrain());
        String out = BoardPicture.render(new Position(b, List.of()));
        Document parsed = parse(out);
        int edges = 0;
        NodeList paths = parsed.getElementsByTagNameNS(SVG_NS, "path");
        for (int i = 0; i < paths.getLength(); i++) {
            Element p = (Element) paths.item(i);
            if (p.getAttribute("class").equals("highlight")) {
                assertThat(p.getAttribute("data-label")).isEqualTo("American defense line");
                assertThat(p.getAttribute("stroke")).isEqualTo("#f2c500");
                edges += pieces(List.of(p));
            }
        }
        assertThat(edges).isEqualTo(6 * b.highlights().get("American defense line").size()).isEqualTo(48);
    }
}
