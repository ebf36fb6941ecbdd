package toi.irontide.match;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.GameOption;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.Hexside;
import toi.irontide.data.MapHex;
import toi.irontide.data.Odds;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.flow.Decision;
import toi.irontide.game.Game;
import toi.irontide.game.SideView;
import toi.irontide.rules.OddsPreview;
import toi.irontide.rules.ZonesOfControl;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/**
 * What one seat may see of an Iron Tide game, as values a JSON writer writes (maps, lists, strings, numbers): built
 * from its side's {@link SideView} (§9.0: the enemy's chits secret), the decision (its options only to the seat asked)
 * and the odds preview of a battle not yet rolled (R-IT-35). The board (map, hexsides, roads, towns) is
 * {@link #board(Scenario)}, the same for every game of the scenario. These are the fields the browser table has read
 * since issue 14 (server IronTideGames), moved here because they are the rules' knowledge.
 */
public final class SeatViews {
    private SeatViews() {
    }

    /** The seat's view; {@code seat} null is a spectator (every chit secret, no options). */
    public static Map<String, Object> of(Game game, Side seat) {
        GameState s = game.state();
        GameState v = SideView.of(s, seat);
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("label", s.scenario.demo() ? Scenario.DEMO_LABEL : null);
        out.put("banner", s.scenario.banner());
        out.put("seat", seat == null ? null : IronTideMatch.seatId(seat));
        out.put("number", s.log.size());
        out.put("choices", game.choices().size());
        out.put("turn", s.currentTurn().id());
        out.put("weather", s.currentTurn().weather().name().toLowerCase());
        out.put("phasing", IronTideMatch.seatId(s.phasing));
        out.put("phasingLabel", s.phasing.label());
        out.put("phase", s.phase.label());
        List<String> options = new ArrayList<>();
        if (s.armyCommand) {
            options.add(GameOption.ARMY_COMMAND.id());
        }
        if (s.demolitionErrata) {
            options.add(GameOption.DEMOLITION_ERRATA.id());
        }
        out.put("options", options);
        out.put("air", Map.of("german", s.airPoints.getOrDefault(Side.GERMAN, 0), "allied", s.airPoints.getOrDefault(Side.ALLIED, 0)));
        out.put("over", s.over);
        out.put("result", s.result);
        Decision d = game.pending();
        Map<String, Object> decision = new LinkedHashMap<>();
        decision.put("seat", d.seat() == null ? null : IronTideMatch.seatId(d.seat()));
        decision.put("prompt", d.prompt());
        decision.put("options", seat != null && d.seat() == seat ? d.options() : List.of()); // another seat's choices are not yours to see
        out.put("decision", decision);
        out.put("units", units(v));
        out.put("zoc", Map.of("german", hexes(ZonesOfControl.zocOf(v, Side.GERMAN)), "allied", hexes(ZonesOfControl.zocOf(v, Side.ALLIED))));
        Map<String, String> control = new LinkedHashMap<>();
        for (Town town : s.scenario.map().towns()) {
            for (Hex h : town.hexes()) {
                Side c = v.control.get(h);
                control.put(HexIds.format(h), c == null ? null : IronTideMatch.seatId(c));
            }
        }
        out.put("control", control);
        out.put("entrenchments", hexes(v.entrenchments));
        List<List<String>> blown = new ArrayList<>();
        for (HexPair p : v.blownBridges) {
            blown.add(List.of(HexIds.format(p.a()), HexIds.format(p.b())));
        }
        blown.sort(java.util.Comparator.comparing(Object::toString));
        out.put("blownBridges", blown);
        if (v.battle != null) {
            Map<String, Object> b = new LinkedHashMap<>();
            b.put("stage", v.battle.stage.name().toLowerCase());
            b.put("attackers", List.copyOf(v.battle.attackers));
            b.put("defenders", hexes(v.battle.defenderHexes));
            b.put("result", v.battle.result == null ? null : v.battle.result.toString());
            out.put("battle", b);
            if (!v.battle.attackers.isEmpty() && v.battle.result == null) {
                out.put("odds", odds(OddsPreview.of(v, seat)));
            }
        }
        return out;
    }

    /** §11.74–11.77 · the odds preview as values: its lines, the terrain line, the column when certain, each result's chance. */
    public static Map<String, Object> odds(OddsPreview p) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("lines", p.describe());
        o.put("line", p.line());
        int col = p.certainColumn();
        o.put("column", col == -1000 ? null : Odds.format(col));
        List<Map<String, Object>> results = new ArrayList<>();
        for (OddsPreview.Chance c : p.results()) {
            long in36 = c.p().over(36);
            results.add(Map.of("result", c.result(), "p", c.p().value(), "text", c.p().show(), "in36", in36));
        }
        o.put("results", results);
        List<Map<String, Object>> rolls = new ArrayList<>();
        for (OddsPreview.Roll r : p.rolls()) {
            rolls.add(Map.of("roll", r.roll(), "result", r.result(), "ways", r.ways()));
        }
        o.put("rolls", rolls);
        o.put("pending", p.pending());
        return o;
    }

    private static List<Map<String, Object>> units(GameState v) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (UnitState u : v.units.values()) {
            if (!u.onMap()) {
                continue;
            }
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("id", u.id());
            m.put("name", u.def.name());
            m.put("side", IronTideMatch.seatId(u.def.side()));
            m.put("hex", HexIds.format(u.hex));
            m.put("size", u.def.regiment() ? "regiment" : "battalion");
            m.put("type", u.def.type().name().toLowerCase().replace('_', '-'));
            m.put("mech", u.def.mechanized());
            m.put("movement", u.strength == Strength.CADRE ? u.def.cadreMovement() : u.def.movement());
            m.put("strength", u.strength.name().toLowerCase());
            if (u.def.regiment()) {
                m.put("box", u.def.chitColour().name().toLowerCase() + " " + u.def.chitLine());
                if (u.strength == Strength.CADRE) {
                    m.put("combat", u.def.cadreCombat());
                    m.put("chit", "cadre");
                } else if (u.chit >= 0) { // only the seat's own (SideView)
                    var chit = v.scenario.chits().get(u.chit);
                    int value = u.strength == Strength.FULL ? chit.full(u.def.chitLine()) : chit.reduced(u.def.chitLine());
                    m.put("combat", value);
                    m.put("chit", String.valueOf(value));
                } else {
                    m.put("combat", null);
                    m.put("chit", u.chitSecret ? "?" : "none"); // §9.0 · drawn (secret) or not drawn yet
                }
            } else {
                m.put("combat", u.def.combat());
            }
            m.put("supply", u.supply.name().toLowerCase().replace('_', '-'));
            m.put("reserve", u.reserve);
            m.put("zoc", ZonesOfControl.exertsZoc(u));
            m.put("commando", u.def.commando()); // §16.4 · drawn "CDO"; it may share an Allied hex
            m.put("steps", u.stepsLeft());
            out.add(m);
        }
        return out;
    }

    static List<String> hexes(Collection<Hex> hs) {
        List<String> out = new ArrayList<>();
        for (Hex h : hs) {
            out.add(HexIds.format(h));
        }
        out.sort(String::compareTo);
        return out;
    }

    /** The scenario's board as values: hexes with terrain, hexsides (river, Meuse, bridge, ford), roads, towns, exits, entry roads. */
    public static Map<String, Object> board(Scenario sc) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("label", sc.demo() ? Scenario.DEMO_LABEL : null);
        out.put("banner", sc.banner());
        out.put("columns", sc.map().columns());
        out.put("rows", sc.map().rows());
        List<Map<String, Object>> hexes = new ArrayList<>();
        List<Hex> all = new ArrayList<>(sc.map().allHexes());
        all.sort(java.util.Comparator.comparing(HexIds::format));
        for (Hex h : all) {
            MapHex mh = sc.map().hex(h);
            Map<String, Object> m = new LinkedHashMap<>();
            String id = HexIds.format(h);
            m.put("id", id);
            m.put("col", Integer.parseInt(id.substring(0, 2)));
            m.put("row", Integer.parseInt(id.substring(2)));
            m.put("terrain", mh.terrain().name());
            m.put("westwall", mh.westwall());
            hexes.add(m);
        }
        out.put("hexes", hexes);
        List<Map<String, Object>> sides = new ArrayList<>();
        for (Map.Entry<HexPair, Hexside> e : sc.map().hexsides().entrySet()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("hexes", List.of(HexIds.format(e.getKey().a()), HexIds.format(e.getKey().b())));
            m.put("river", e.getValue().river());
            m.put("meuse", e.getValue().meuse());
            m.put("bridge", e.getValue().bridge());
            m.put("ford", e.getValue().ford());
            sides.add(m);
        }
        out.put("hexsides", sides);
        List<List<String>> roads = new ArrayList<>();
        for (HexPair p : sc.map().roads()) {
            roads.add(List.of(HexIds.format(p.a()), HexIds.format(p.b())));
        }
        out.put("roads", roads);
        List<Map<String, Object>> towns = new ArrayList<>();
        for (Town t : sc.map().towns()) {
            towns.add(Map.of("name", t.name(), "city", t.city(), "vp", t.victoryPoints(), "hexes", hexes(t.hexes())));
        }
        out.put("towns", towns);
        out.put("vpExits", hexes(sc.map().vpExits()));
        out.put("entryRoads", sc.map().entryRoads().entrySet().stream()
                .collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, e -> hexes(e.getValue()))));
        return out;
    }
}
