package toi.cli.render;

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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import toi.content.Catalogs;
import toi.content.MapLoader;
import toi.content.PositionLoader;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.map.Objective;
import toi.engine.units.Position;
import toi.engine.units.Unit;

class SvgRendererTest {

    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private static Catalogs catalogs;
    private static Position position;
    private static Board board;
    private static String svg;
    private static Document doc;

    @BeforeAll
    static void renderExample() throws Exception {
        catalogs = Catalogs.load();
        position = PositionLoader.load(example("farm-crossing-position.json"), catalogs);
        board = position.board();
        svg = SvgRenderer.render(position);
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
        List<Element> result = new ArrayList<>();
        NodeList all = doc.getElementsByTagNameNS(SVG_NS, tag);
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

    @Test
    void drawsOnePolygonAndOneLabelPerHexInsideTheDocument() {
        Element root = doc.getDocumentElement();
        double width = num(root, "width");
        double height = num(root, "height");
        List<Element> hexes = select("polygon", "hex");
        assertThat(hexes).hasSize(board.columns() * board.rows()).hasSize(140);
        Map<String, Element> byLabel = new HashMap<>();
        for (Element e : hexes) {
            assertThat(byLabel.put(e.getAttribute("data-hex"), e)).as("hex drawn twice").isNull();
            for (String pt : e.getAttribute("points").split(" ")) {
                String[] xy = pt.split(",");
                assertThat(Double.parseDouble(xy[0])).isBetween(0.0, width);
                assertThat(Double.parseDouble(xy[1])).isBetween(0.0, height);
            }
        }
        List<String> labels = texts(select("text", "label"));
        for (Hex h : board.hexes()) {
            assertThat(byLabel).containsKey(h.toString());
            assertThat(labels).contains(h.toString());
        }
        assertThat(labels).contains("A1", "N10", "C4", "K3");
    }

    @Test
    void fillsPlayableHexesWithTheirTerrainColour() {
        for (Element e : select("polygon", "hex")) {
            Hex h = HexLabels.parse(e.getAttribute("data-hex"));
            assertThat(e.getAttribute("data-terrain")).isEqualTo(board.terrain(h).id());
            if (board.isPlayable(h)) {
                assertThat(e.getAttribute("fill")).as(h.toString()).isEqualTo(board.terrain(h).color());
            }
        }
        Element woods = select("polygon", "hex").stream().filter(e -> e.getAttribute("data-hex").equals("E2")).findFirst().orElseThrow();
        assertThat(woods.getAttribute("fill")).isEqualTo(catalogs.terrain().terrain("woods").orElseThrow().color());
    }

    @Test
    void drawsHalfHexesHatchedAndLabelsThemFaintly() {
        List<Element> half = select("polygon", "hex", "half");
        long unplayable = board.hexes().stream().filter(h -> !board.isPlayable(h)).count();
        assertThat(unplayable).isPositive();
        assertThat(half).hasSize((int) unplayable);
        for (Element e : half) {
            assertThat(board.isPlayable(HexLabels.parse(e.getAttribute("data-hex")))).isFalse();
            assertThat(e.getAttribute("fill")).isEqualTo("url(#half-hatch)");
        }
        NodeList patterns = doc.getElementsByTagNameNS(SVG_NS, "pattern");
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < patterns.getLength(); i++) {
            ids.add(((Element) patterns.item(i)).getAttribute("id"));
        }
        assertThat(ids).contains("half-hatch");
        List<String> faint = texts(select("text", "label", "half"));
        assertThat(faint).hasSize((int) unplayable).contains("A1", "B10").doesNotContain("B1", "C4");
    }

    @Test
    void showsBothHillLevelsDistinctlyAndTheCliffs() {
        long level1 = board.hexes().stream().filter(h -> board.elevation(h) == 1).count();
        long level2 = board.hexes().stream().filter(h -> board.elevation(h) == 2).count();
        assertThat(level1).isPositive();
        assertThat(level2).isPositive();
        List<Element> hills1 = select("polygon", "hill", "level1");
        List<Element> hills2 = select("polygon", "hill", "level2");
        assertThat(hills1).hasSize((int) level1);
        assertThat(hills2).hasSize((int) level2);
        assertThat(hills1.get(0).getAttribute("fill")).isNotEqualTo(hills2.get(0).getAttribute("fill"));
        assertThat(hills2.stream().map(e -> e.getAttribute("data-hex")).toList()).contains("K3", "L4");
        assertThat(texts(select("text", "level"))).contains("L1", "L2").hasSize((int) (level1 + level2));

        int cliffs = 0;
        for (Hex h : board.hexes()) {
            for (HexDirection d : HexDirection.values()) {
                if (board.isCliff(h, h.neighbor(d)) && board.elevation(h) == 2) {
                    cliffs++;
                }
            }
        }
        assertThat(select("line", "cliff")).hasSize(cliffs);
        assertThat(select("line", "contour")).isNotEmpty();
    }

    @Test
    void drawsRoadsFromHexCentresToSideMidpoints() {
        int sides = 0;
        for (Hex h : board.hexes()) {
            sides += board.roadSides(h).size();
        }
        List<Element> roads = select("line", "road");
        assertThat(sides).isPositive();
        assertThat(roads).hasSize(sides);
        // G5 lies on the north-south road: two half-segments, one up and one down, from the same centre.
        List<Element> g5 = roads.stream().filter(e -> e.getAttribute("data-hex").equals("G5")).toList();
        assertThat(g5).hasSize(2);
        assertThat(num(g5.get(0), "x1")).isEqualTo(num(g5.get(1), "x1"));
        assertThat(num(g5.get(0), "y1")).isEqualTo(num(g5.get(1), "y1"));
        double length = Math.hypot(num(g5.get(0), "x2") - num(g5.get(0), "x1"), num(g5.get(0), "y2") - num(g5.get(0), "y1"));
        assertThat(length).isBetween(50.0, 54.0); // centre to side middle: √3/2 of 60 px
        // roads are drawn above the terrain
        assertThat(svg.indexOf("class=\"road\"")).isGreaterThan(svg.indexOf("class=\"hex"));
    }

    @Test
    void labelsEveryMarkerWithItsSymbol() {
        List<Element> markers = new ArrayList<>();
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.getAttribute("class").equals("marker")) {
                markers.add(g);
            }
        }
        int expected = 0;
        for (Hex h : board.hexes()) {
            for (MarkerType m : board.markers(h)) {
                expected++;
                assertThat(markers).anySatisfy(g -> {
                    assertThat(g.getAttribute("data-hex")).isEqualTo(h.toString());
                    assertThat(g.getAttribute("data-marker")).isEqualTo(m.id());
                    assertThat(g.getTextContent().strip()).isEqualTo(m.symbol());
                });
            }
        }
        assertThat(markers).hasSize(expected).hasSize(6);
        assertThat(texts(select("text", "marker-label"))).contains("Ent", "PB", "Wire", "TT", "Mine", "Smoke");
    }

    @Test
    void drawsEachUnitOnceInItsHexWithItsIdAndKind() {
        Map<String, Element> byId = new HashMap<>();
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-unit")) {
                assertThat(byId.put(g.getAttribute("data-unit"), g)).isNull();
            }
        }
        assertThat(byId.keySet()).containsExactlyInAnyOrderElementsOf(position.units().stream().map(Unit::id).toList());
        for (Unit u : position.units()) {
            Element g = byId.get(u.id());
            assertThat(g.getAttribute("data-hex")).isEqualTo(u.hex().toString());
            assertThat(g.getAttribute("class")).contains(u.isVehicle() ? "vehicle" : "squad");
            assertThat(g.getTextContent()).contains(u.id());
        }
        assertThat(byId.get("us-1").getTextContent()).contains("3R+O");
        assertThat(byId.get("us-2").getTextContent()).contains("4E eng");
        assertThat(byId.get("ger-t1").getTextContent()).contains("Tiger I");
        assertThat(byId.get("ger-1").getTextContent()).as("in a pillbox").contains("PB");
    }

    @Test
    void stacksUnitsOfOneHexWithoutOverlapAndInsideTheHex() {
        Map<String, double[]> centres = new HashMap<>();
        for (Element e : select("polygon", "hex")) {
            String[] pts = e.getAttribute("points").split(" ");
            double x = 0;
            double y = 0;
            for (String p : pts) {
                x += Double.parseDouble(p.split(",")[0]);
                y += Double.parseDouble(p.split(",")[1]);
            }
            centres.put(e.getAttribute("data-hex"), new double[] {x / 6, y / 6});
        }
        Map<String, List<double[]>> boxes = new HashMap<>();
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-unit")) {
                Element r = (Element) g.getElementsByTagNameNS(SVG_NS, "rect").item(0);
                boxes.computeIfAbsent(g.getAttribute("data-hex"), k -> new ArrayList<>()).add(
                        new double[] {num(r, "x"), num(r, "y"), num(r, "width"), num(r, "height")});
            }
        }
        assertThat(boxes.get("B5")).hasSize(2);
        for (Map.Entry<String, List<double[]>> e : boxes.entrySet()) {
            double[] c = centres.get(e.getKey());
            List<double[]> list = e.getValue();
            for (int i = 0; i < list.size(); i++) {
                double[] b = list.get(i);
                // inside the hex: within the inscribed circle's band (flat-topped, 60 px to a corner)
                assertThat(b[1]).isGreaterThan(c[1] - 52);
                assertThat(b[1] + b[3]).isLessThan(c[1] + 52);
                assertThat(Math.abs(b[0] + b[2] / 2 - c[0])).isLessThan(1.0);
                for (int j = i + 1; j < list.size(); j++) {
                    double[] o = list.get(j);
                    boolean apart = b[1] + b[3] <= o[1] || o[1] + o[3] <= b[1];
                    assertThat(apart).as("units in %s overlap", e.getKey()).isTrue();
                }
            }
        }
    }

    @Test
    void marksObjectivesWithLabelValueAndNationColour() {
        List<Element> objectives = new ArrayList<>();
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.getAttribute("class").startsWith("objective ")) {
                objectives.add(g);
            }
        }
        assertThat(objectives).hasSize(board.objectives().size()).hasSize(3);
        for (Objective o : board.objectives()) {
            Element g = objectives.stream().filter(e -> e.getAttribute("data-hex").equals(o.hex().toString())).findFirst().orElseThrow();
            assertThat(g.getAttribute("class")).contains(o.kind() == Objective.Kind.VICTORY ? "victory" : "command");
            assertThat(g.getTextContent()).contains(o.label()).contains(String.valueOf(o.value()));
        }
        Element ger = objectives.stream().filter(e -> e.getAttribute("data-hex").equals("D5")).findFirst().orElseThrow();
        Element neutral = objectives.stream().filter(e -> e.getAttribute("data-hex").equals("H4")).findFirst().orElseThrow();
        String gerFill = ((Element) ger.getElementsByTagNameNS(SVG_NS, "circle").item(0)).getAttribute("fill");
        String neutralFill = ((Element) neutral.getElementsByTagNameNS(SVG_NS, "circle").item(0)).getAttribute("fill");
        assertThat(neutralFill).as("002 · COMMAND OBJECTIVES: \"A neutral command objective is represented by a blue circle\"").isEqualTo("#3f6fb5");
        assertThat(gerFill).isNotEqualTo(neutralFill);
    }

    @Test
    void marksReinforcementExitHexesAndDeploymentZones() {
        assertThat(select("text", "reinforcement-label")).hasSize(board.reinforcementHexes().size()).hasSize(4);
        assertThat(texts(select("text", "exit-label"))).containsExactly("EXIT");
        NodeList groups = doc.getElementsByTagNameNS(SVG_NS, "g");
        List<String> zones = new ArrayList<>();
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.getAttribute("class").equals("zone")) {
                zones.add(g.getAttribute("data-nation"));
                assertThat(g.getElementsByTagNameNS(SVG_NS, "line").getLength()).isPositive();
            }
        }
        assertThat(zones).containsExactly("US", "GER");
    }

    @Test
    void outlinesTheFarmhouseAsOneBuildingAndNamesItOnce() {
        assertThat(texts(select("text", "building-name"))).containsExactly("Farmhouse");
        // C5 and D5 share one side: it is drawn as an inner line, the other ten sides as the outline.
        assertThat(select("line", "building-inner")).hasSize(1);
        assertThat(select("line", "building-edge")).hasSize(10);
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
        String text = SvgRenderer.render(new Position(odd, List.of()));
        Document parsed = parse(text);
        assertThat(parsed.getElementsByTagNameNS(SVG_NS, "title").item(0).getTextContent())
                .isEqualTo("Fish & <Chips> \"quoted\" 'x'");
        assertThat(text).contains("Fish &amp; &lt;Chips&gt;");
        assertThat(SvgRenderer.render(position)).isEqualTo(svg);
    }

    @Test
    void drawsAtTheBreakingPointsDefenseLineInYellow() throws Exception {
        // 002 · AT THE BREAKING POINT: "American defense line hexes (marked in yellow on the map)"
        Path map = example("../scenarios/maps/at-the-breaking-point.json");
        Board b = MapLoader.load(map, catalogs.terrain());
        String out = SvgRenderer.render(new Position(b, List.of()));
        int edges = out.split("class=\"highlight-edge\"", -1).length - 1;
        assertThat(out).contains("data-label=\"American defense line\"").contains("stroke=\"#f2c500\"");
        assertThat(edges).isEqualTo(6 * b.highlights().get("American defense line").size()).isEqualTo(48);
    }
}
