package toi.content;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.options.RuleOptions;
import toi.engine.scenario.Forces;
import toi.engine.scenario.GameSetup;
import toi.engine.scenario.Reinforcement;
import toi.engine.scenario.ScoringRule;
import toi.engine.scenario.SpecialRules;
import toi.engine.scenario.VictoryCondition;
import toi.engine.hex.Hex;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.json.Node;

/**
 * Reads a game setup file (docs/content-format.md, "Game setup"): a position and the game's
 * sides, initiative, rounds, actions per turn and starting command. The full scenario format
 * (forces, deployment, cards, reinforcements, victory conditions) extends it.
 */
public final class ScenarioLoader {
    private ScenarioLoader() {
    }

    public static GameSetup load(Path file, Catalogs catalogs) {
        Node root = Node.parse(file.toString(), Catalogs.read(file), ContentException::new);
        root.allowOnly("name", "notes", "source", "background", "objective", "position", "sides", "initiative", "rounds", "actions", "command", "victoryPointsEachRound",
                "teams", "forces", "markers", "reinforcements", "cards", "victory", "points", "special", "options");
        Node pos = root.get("position");
        Path dir = file.toAbsolutePath().getParent();
        Position position;
        if (pos.json.isTextual()) {
            Path p = dir.resolve(pos.text());
            if (!p.toFile().isFile()) {
                throw pos.error("position file '" + pos.text() + "' not found (looked for " + p + ")");
            }
            position = PositionLoader.load(p, catalogs);
        } else {
            position = PositionLoader.fromText(file.toString(), pos.json.toString(), dir, catalogs);
        }
        List<String> sides = root.texts("sides");
        if (sides.size() != 2) {
            throw root.get("sides").error("a game has two sides, e.g. [\"US\", \"GER\"]");
        }
        if (sides.get(0).equals(sides.get(1))) {
            throw root.get("sides").error("names " + sides.get(0) + " twice: a game has two different sides");
        }
        String initiative = root.get("initiative").text();
        if (!sides.contains(initiative)) {
            throw root.get("initiative").error("'" + initiative + "' is not one of the sides " + sides);
        }
        // from here on, the parts of the file are independent: every problem is reported, not only the first
        ContentProblems.Collector problems = new ContentProblems.Collector();
        Integer rounds = problems.check(() -> root.get("rounds").integer(1, 99));
        Map<String, Integer> actions = problems.check(() -> numbers(root.get("actions"), sides, 1, 20, true));
        Map<String, Integer> command = problems.check(() -> root.has("command") ? numbers(root.get("command"), sides, 0, 99, false) : Map.of());
        Map<String, Forces> forces = new LinkedHashMap<>();
        Node f = root.opt("forces");
        if (f != null) {
            for (String side : sides) {
                Node fs = f.opt(side);
                if (fs != null) {
                    problems.check(() -> forces.put(side, forces(fs, side, catalogs)));
                }
            }
            f.json.fieldNames().forEachRemaining(k -> {
                if (!sides.contains(k)) {
                    problems.add(f.get(k), "'" + k + "' is not one of the sides " + sides);
                }
            });
            problems.run(() -> ForcesCheck.check(f, forces, position, catalogs));
        }
        problems.run(() -> ForcesCheck.checkMarkers(root.opt("markers"), forces, position));
        List<Reinforcement> reinforcements = problems.check(() -> reinforcements(root.opt("reinforcements"), sides, catalogs));
        GameSetup.Cards cards = problems.check(() -> cards(root.opt("cards"), sides, forces, catalogs));
        List<VictoryCondition> victory = problems.check(() -> victory(root.opt("victory"), sides, position));
        List<ScoringRule> points = problems.check(() -> points(root.opt("points"), sides, position, rounds == null ? 99 : rounds));
        SpecialRules special = problems.check(() -> special(root.opt("special"), sides, root.opt("cards"), position, catalogs));
        RuleOptions options = problems.check(() -> options(root.opt("options")));
        for (String side : sides) {
            boolean unread = (f != null && f.opt(side) != null && !forces.containsKey(side)) // already reported
                    || (reinforcements == null && root.opt("reinforcements") != null);
            if (!unread && !hasUnits(side, position, forces.get(side), reinforcements)) {
                problems.add(root.get("sides"), side + " has no units: none placed in the position, in its forces or in its"
                        + " reinforcements");
            }
        }
        problems.throwIfAny();
        try {
            return new GameSetup(root.text("name", file.toString()), position, sides, initiative, rounds, actions, command,
                    root.bool("victoryPointsEachRound", true), catalogs.units(), root.bool("teams", false), forces,
                    catalogs.specializations(), reinforcements, cards, victory, points, special, options)
                    .withBox(Components.limits()); // 000 · COMPONENT LIMITS
        } catch (IllegalArgumentException e) {
            throw new ContentException(file.toString(), "", e.getMessage());
        }
    }

    /**
     * The optional rules the scenario switches on (003; {@code options.json}, {@code ./toi options}):
     * {@code "options": ["mortars-into-woods"]}.
     */
    private static RuleOptions options(Node list) {
        if (list == null) {
            return RuleOptions.NONE;
        }
        if (!list.json.isArray()) {
            throw list.error("a list of option ids, e.g. [\"mortars-into-woods\"] (./toi options lists them)");
        }
        OptionCatalog catalog = OptionCatalog.load();
        List<String> ids = new ArrayList<>();
        List<Node> items = list.elements();
        for (Node item : items) {
            String id = item.text();
            if (!catalog.ids().contains(id)) {
                throw item.error("unknown option '" + id + "' (known: " + String.join(", ", catalog.ids()) + ")");
            }
            if (ids.contains(id)) {
                throw item.error("option '" + id + "' is named twice");
            }
            ids.add(id);
        }
        return catalog.select(ids);
    }

    /** Whether a side has anything to play with: units placed, figures or vehicles to build and deploy, or reinforcements. */
    private static boolean hasUnits(String side, Position position, Forces forces, List<Reinforcement> reinforcements) {
        if (position.units().stream().anyMatch(u -> u.nation().equals(side))) {
            return true;
        }
        if (forces != null && forces.pools().values().stream()
                .anyMatch(p -> !p.vehicles().isEmpty() || p.figures().values().stream().anyMatch(n -> n > 0))) {
            return true;
        }
        return reinforcements != null && reinforcements.stream().anyMatch(r -> r.nation().equals(side) && !r.units().isEmpty());
    }

    /**
     * The scenario's victory conditions, checked in order (002 · "Background and Victory Objectives"):
     * [{ "side": "US", "when": "end-of-round", "fromRound": 1, "control": { "hexes": ["F5"], "count": 1 }, "level": "victory" }, …]
     * with one test of control, unitsIn, mostPoints or otherwise.
     */
    private static List<VictoryCondition> victory(Node list, List<String> sides, Position position) {
        List<VictoryCondition> out = new ArrayList<>();
        for (Node v : list == null ? List.<Node>of() : list.elements()) {
            v.allowOnly("side", "when", "fromRound", "control", "unitsIn", "buildings", "mostPoints", "opponentExitsBelow", "otherwise", "level");
            String side = v.get("side").text();
            if (!sides.contains(side)) {
                throw v.get("side").error("'" + side + "' is not one of the sides " + sides);
            }
            String when = v.oneOf("when", null, "immediate", "end-of-round", "end-of-game");
            int from = v.has("fromRound") ? v.get("fromRound").integer(1, 99) : 1;
            List<String> tests = new ArrayList<>();
            for (String t : List.of("control", "unitsIn", "buildings", "mostPoints", "opponentExitsBelow", "otherwise")) {
                if (v.has(t)) {
                    tests.add(t);
                }
            }
            if (tests.size() != 1) {
                throw v.error("a victory condition has exactly one test (control, unitsIn, buildings, mostPoints, opponentExitsBelow"
                        + " or otherwise), not " + tests);
            }
            VictoryCondition.Test test = switch (tests.get(0)) {
                case "control", "unitsIn" -> {
                    Node t = v.get(tests.get(0)).allowOnly("hexes", "count");
                    List<Hex> hexes = new ArrayList<>(HexRefs.hexes(t.get("hexes"), position.board()));
                    for (Hex h : hexes) {
                        if (!position.board().isPlayable(h)) {
                            throw t.get("hexes").error(h + " is not part of the game (000 · Half Hexes)");
                        }
                    }
                    int count = t.has("count") ? t.get("count").integer(1, Math.max(1, hexes.size())) : hexes.size();
                    yield tests.get(0).equals("control") ? new VictoryCondition.Test.Control(hexes, count)
                            : new VictoryCondition.Test.UnitsIn(hexes, count);
                }
                case "buildings" -> new VictoryCondition.Test.Buildings(v.get("buildings").integer(1, 99));
                case "mostPoints" -> new VictoryCondition.Test.MostPoints();
                case "opponentExitsBelow" -> {
                    Node x = v.get("opponentExitsBelow").allowOnly("vp", "units", "unitsVp");
                    int vp = x.get("vp").integer(1, 99);
                    yield new VictoryCondition.Test.OpponentExitsBelow(vp, x.has("units") ? x.texts("units") : List.of(),
                            x.has("unitsVp") ? x.get("unitsVp").integer(0, vp) : 0);
                }
                default -> new VictoryCondition.Test.Otherwise();
            };
            for (String late : List.of("otherwise", "opponentExitsBelow")) {
                if (v.has(late) && !when.equals("end-of-game")) {
                    throw v.get(late).error("'" + late + "' decides the game only at its end: use \"when\": \"end-of-game\"");
                }
            }
            VictoryCondition.When w = when.equals("immediate") ? VictoryCondition.When.IMMEDIATE
                    : when.equals("end-of-round") ? VictoryCondition.When.END_OF_ROUND : VictoryCondition.When.END_OF_GAME;
            out.add(new VictoryCondition(side, w, from, test, v.oneOf("level", "victory", "victory", "major", "minor")));
        }
        return out;
    }

    /**
     * Recurring special rules: { "drawsPerStatusPhase": { "US": 2 }, "frozen": [{ "side": "US", "units": ["gmc-truck"],
     * "untilRound": 3 }], "removeOperations": [{ "side": "US", "card": "heavy-fog", "afterRound": 3 }] }.
     */
    private static SpecialRules special(Node node, List<String> sides, Node cards, Position position, Catalogs catalogs) {
        if (node == null) {
            return SpecialRules.none();
        }
        List<String> supported = List.of("drawsPerStatusPhase", "frozen", "removeOperations", "strongPillboxes", "retrieve", "swapDecks",
                "setsUpFirst");
        node.json.fieldNames().forEachRemaining(k -> {
            if (!k.startsWith("_") && !supported.contains(k)) {
                throw node.get(k).error("special rule '" + k + "' is not one the engine supports (supported: " + String.join(", ", supported)
                        + "); a rule unique to a scenario needs code first (docs/scenario-format.md)");
            }
        });
        // 002 · Siegfried Assault: the pillboxes resist Concussive Firepower (a property of this map's pillboxes)
        position.board().resistConcussionInPillboxes(node.bool("strongPillboxes", false));
        Map<String, Integer> draws = node.has("drawsPerStatusPhase") ? numbers(node.get("drawsPerStatusPhase"), sides, 1, 3, false) : Map.of();
        List<SpecialRules.Frozen> frozen = new ArrayList<>();
        for (Node f : node.has("frozen") ? node.get("frozen").elements() : List.<Node>of()) {
            f.allowOnly("side", "units", "untilRound");
            frozen.add(new SpecialRules.Frozen(side(f, sides), f.texts("units"), f.get("untilRound").integer(2, 99)));
        }
        List<SpecialRules.Removal> removals = new ArrayList<>();
        for (Node r : node.has("removeOperations") ? node.get("removeOperations").elements() : List.<Node>of()) {
            r.allowOnly("side", "card", "afterRound");
            String side = side(r, sides);
            String card = r.get("card").text();
            boolean held = false;
            Node ops = cards == null || cards.opt(side) == null ? null : cards.opt(side).opt("operations");
            for (Node o : ops == null ? List.<Node>of() : ops.elements()) {
                held |= (o.json.isTextual() ? o.text() : o.get("id").text()).equals(card);
            }
            if (!held) {
                throw r.get("card").error("'" + card + "' is not one of " + side + "'s Operations cards in this scenario");
            }
            removals.add(new SpecialRules.Removal(side, card, r.get("afterRound").integer(1, 99)));
        }
        List<SpecialRules.Retrieve> retrieves = new ArrayList<>();
        for (Node r : node.has("retrieve") ? node.get("retrieve").elements() : List.<Node>of()) {
            r.allowOnly("side", "card", "cost");
            String card = r.get("card").text();
            if (catalogs.cards().card(card).isEmpty()) {
                throw r.get("card").error("unknown Strategy card '" + card + "'");
            }
            retrieves.add(new SpecialRules.Retrieve(side(r, sides), card, r.get("cost").integer(0, 9)));
        }
        List<SpecialRules.DeckSwap> swaps = new ArrayList<>();
        for (Node w : node.has("swapDecks") ? node.get("swapDecks").elements() : List.<Node>of()) {
            w.allowOnly("side", "from", "to", "whenControlling");
            for (String k : List.of("from", "to")) {
                if (catalogs.cards().deck(w.get(k).text()).isEmpty()) {
                    throw w.get(k).error("unknown Strategy deck '" + w.get(k).text() + "'");
                }
            }
            swaps.add(new SpecialRules.DeckSwap(side(w, sides), w.get("from").text(), w.get("to").text(),
                    new ArrayList<>(HexRefs.hexes(w.get("whenControlling"), position.board()))));
        }
        String first = null;
        if (node.has("setsUpFirst")) {
            first = node.get("setsUpFirst").text();
            if (!sides.contains(first)) {
                throw node.get("setsUpFirst").error("'" + first + "' is not one of the sides " + sides);
            }
        }
        return new SpecialRules(draws, frozen, removals, retrieves, swaps, first);
    }

    private static String side(Node n, List<String> sides) {
        String side = n.get("side").text();
        if (!sides.contains(side)) {
            throw n.get("side").error("'" + side + "' is not one of the sides " + sides);
        }
        return side;
    }

    /**
     * The scenario's victory points: [{ "side": "GER", "for": "exit", "vp": 2, "units": ["tank"], "rounds": [1, 7] },
     * { "for": "hold", "hexes": ["F5"] }, { "for": "building" }, { "for": "enemy-tank-lost" }].
     */
    private static List<ScoringRule> points(Node list, List<String> sides, Position position, int rounds) {
        List<ScoringRule> out = new ArrayList<>();
        for (Node p : list == null ? List.<Node>of() : list.elements()) {
            p.allowOnly("side", "for", "vp", "units", "hexes", "rounds");
            String side = p.get("side").text();
            if (!sides.contains(side)) {
                throw p.get("side").error("'" + side + "' is not one of the sides " + sides);
            }
            String kind = p.oneOf("for", null, "exit", "reach", "hold", "control", "building", "enemy-tank-lost");
            List<Hex> hexes = p.has("hexes") ? new ArrayList<>(HexRefs.hexes(p.get("hexes"), position.board())) : List.of();
            boolean withHexes = kind.equals("hold") || kind.equals("control") || kind.equals("reach");
            if (withHexes && hexes.isEmpty()) {
                throw p.error("'" + kind + "' needs its hexes");
            }
            if (!withHexes && p.has("hexes")) {
                throw p.get("hexes").error("only 'hold', 'control' and 'reach' take hexes (exits use the map's exit hexes)");
            }
            List<String> units = p.has("units") ? p.texts("units") : List.of();
            if (!kind.equals("exit") && !kind.equals("reach") && !units.isEmpty()) {
                throw p.get("units").error("only 'exit' and 'reach' take units");
            }
            int from = 1;
            int to = rounds;
            if (p.has("rounds")) {
                List<Node> r = p.get("rounds").elements();
                if (r.size() != 2) {
                    throw p.get("rounds").error("expected [first, last] rounds");
                }
                from = r.get(0).integer(1, rounds);
                to = r.get(1).integer(from, rounds);
            }
            ScoringRule.Kind k = switch (kind) {
                case "exit" -> ScoringRule.Kind.EXIT;
                case "hold" -> ScoringRule.Kind.HOLD;
                case "control" -> ScoringRule.Kind.CONTROL;
                case "reach" -> ScoringRule.Kind.REACH;
                case "building" -> ScoringRule.Kind.BUILDING;
                default -> ScoringRule.Kind.ENEMY_TANK_LOST;
            };
            out.add(new ScoringRule(side, k, p.get("vp").integer(1, 20), units, hexes, from, to));
        }
        return out;
    }

    /**
     * 000 · GAME SETUP 3. Claim Game Cards: per side, its Strategy decks, its number of starting draws and
     * its Operations cards — by id, or {"id": …, "params": {…}} to change a card's numbers.
     */
    private static GameSetup.Cards cards(Node node, List<String> sides, Map<String, Forces> forces, Catalogs catalogs) {
        if (node == null) {
            return GameSetup.Cards.none();
        }
        var catalog = catalogs.cards();
        Map<String, List<String>> decks = new LinkedHashMap<>();
        Map<String, Integer> draws = new LinkedHashMap<>();
        Map<String, List<toi.engine.cards.OperationsCard>> operations = new LinkedHashMap<>();
        Map<String, List<String>> removed = new LinkedHashMap<>();
        Map<String, List<String>> startInPlay = new LinkedHashMap<>();
        Map<String, String> toPlay = new LinkedHashMap<>();
        node.json.fieldNames().forEachRemaining(side -> {
            if (!sides.contains(side)) {
                throw node.get(side).error("'" + side + "' is not one of the sides " + sides);
            }
        });
        java.util.Set<String> specialOps = new java.util.HashSet<>();
        for (String side : sides) {
            Node c = node.opt(side);
            if (c == null) {
                continue;
            }
            c.allowOnly("decks", "startingCards", "operations", "removeCards", "startInPlay", "startingDrawToPlay");
            java.util.Set<String> opsIds = new java.util.HashSet<>();
            List<String> ids = c.has("decks") ? c.texts("decks") : List.of();
            for (int i = 0; i < ids.size(); i++) {
                var deck = catalog.deck(ids.get(i));
                if (deck.isEmpty()) {
                    throw c.get("decks").elements().get(i).error("unknown Strategy deck '" + ids.get(i) + "' (see ./toi cards)");
                }
                String owner = deck.get().nation();
                if (owner != null && !owner.isEmpty() && !owner.equals(side)) {
                    throw c.get("decks").elements().get(i).error("'" + ids.get(i) + "' is a " + owner + " deck, not " + side + "'s");
                }
                if (ids.indexOf(ids.get(i)) != i) {
                    throw c.get("decks").elements().get(i).error("deck '" + ids.get(i) + "' is listed twice");
                }
            }
            decks.put(side, ids);
            for (String key : List.of("removeCards", "startInPlay")) {
                List<String> named = c.has(key) ? c.texts(key) : List.of();
                for (int i = 0; i < named.size(); i++) {
                    String id = named.get(i);
                    boolean inDeck = ids.stream().anyMatch(d -> catalog.deck(d).orElseThrow().cards().stream().anyMatch(x -> x.id().equals(id)));
                    if (key.equals("removeCards") && !inDeck) {
                        throw c.get(key).elements().get(i).error("'" + id + "' is not a card of " + side + "'s decks " + ids);
                    }
                    if (catalog.card(id).isEmpty()) {
                        throw c.get(key).elements().get(i).error("unknown Strategy card '" + id + "' (see ./toi cards)");
                    }
                }
                (key.equals("removeCards") ? removed : startInPlay).put(side, named);
            }
            int starting = c.integer("startingCards", 0);
            if (starting < 0 || starting > 30) {
                throw c.get("startingCards").error("expected 0 to 30 starting Strategy cards");
            }
            if (starting > 0 && ids.isEmpty()) {
                throw c.get("startingCards").error("starting Strategy cards need at least one deck");
            }
            draws.put(side, starting);
            if (c.has("startingDrawToPlay")) {
                Node deck = c.get("startingDrawToPlay");
                if (!ids.contains(deck.text())) {
                    throw deck.error("'" + deck.text() + "' is not one of " + side + "'s decks " + ids);
                }
                if (starting < 1) {
                    throw deck.error("a required starting draw needs at least one starting card (startingCards)");
                }
                toPlay.put(side, deck.text());
            }
            List<toi.engine.cards.OperationsCard> ops = new ArrayList<>();
            Node list = c.opt("operations");
            for (Node o : list == null ? List.<Node>of() : list.elements()) {
                String id = o.json.isTextual() ? o.text() : o.allowOnly("id", "params").get("id").text();
                var found = catalog.operations(id).orElseThrow(() -> (o.json.isTextual() ? o : o.get("id"))
                        .error("unknown Operations card '" + id + "' (see ./toi cards operations)"));
                Node params = o.json.isTextual() ? null : o.opt("params");
                if (params != null) {
                    Map<String, String> changed = new LinkedHashMap<>();
                    params.json.fieldNames().forEachRemaining(k -> {
                        if (!found.params().containsKey(k)) {
                            throw params.get(k).error("'" + id + "' has no parameter '" + k + "' (it has " + found.params().keySet() + ")");
                        }
                        changed.put(k, CardsLoader.param(params.get(k)));
                    });
                    ops.add(found.withParams(changed));
                } else {
                    ops.add(found);
                }
                Node where = o.json.isTextual() ? o : o.get("id");
                if (!opsIds.add(id)) {
                    throw where.error("Operations card '" + id + "' is listed twice for " + side);
                }
                if (found.specialOps() && !specialOps.add(id)) {
                    throw where.error("only one copy of each Special Ops card may be used in a scenario"
                            + " (002 · LIMITED EDITION SPECIAL OPS CARDS)");
                }
                if (found.rule().equals("unarmed-squad") && (forces.isEmpty() || !forces.containsKey(side))) {
                    throw (o.json.isTextual() ? o : o.get("id")).error(found.name() + " gives a new squad to deploy during setup: "
                            + side + " needs a 'forces' entry");
                }
            }
            operations.put(side, ops);
        }
        return new GameSetup.Cards(catalog, decks, draws, operations, removed, startInPlay, toPlay);
    }

    /** Units arriving in a given round's Status Phase: [{ "round": 2, "side": "US", "units": [ … ] }]. */
    private static List<Reinforcement> reinforcements(Node list, List<String> sides, Catalogs catalogs) {
        List<Reinforcement> out = new ArrayList<>();
        if (list == null) {
            return out;
        }
        for (Node r : list.elements()) {
            r.allowOnly("round", "side", "units");
            String side = r.get("side").text();
            if (!sides.contains(side)) {
                throw r.get("side").error("'" + side + "' is not one of the sides " + sides);
            }
            List<Unit> units = new ArrayList<>();
            for (Node u : r.get("units").elements()) {
                Unit unit = PositionLoader.unplaced(u, catalogs);
                if (!unit.nation().equals(side)) {
                    throw u.get("nation").error("a " + side + " reinforcement must be a " + side + " unit");
                }
                units.add(unit);
            }
            out.add(new Reinforcement(r.get("round").integer(1, 99), side, units));
        }
        return out;
    }

    /**
     * A side's forces to build and deploy: figures by unit type, squad bases, vehicles, tokens — or the same by
     * division: { "divisions": { "1": { … }, "2": { … } } }.
     */
    private static Forces forces(Node n, String side, Catalogs catalogs) {
        Map<String, Integer> markers = new LinkedHashMap<>();
        Node mk = n.opt("markers");
        if (mk != null) {
            mk.json.fieldNames().forEachRemaining(id -> {
                if (catalogs.terrain().marker(id).isEmpty()) {
                    throw mk.get(id).error("unknown marker '" + id + "' (terrain.json markers)");
                }
                markers.put(id, mk.get(id).integer(1, 24));
            });
        }
        if (n.has("divisions")) {
            n.allowOnly("divisions", "markers");
            Node ds = n.get("divisions");
            Map<String, Forces> divisions = new LinkedHashMap<>();
            ds.json.fieldNames().forEachRemaining(d -> divisions.put(d, forces(ds.get(d).allowOnly("figures", "squadBases", "vehicles", "tokens",
                    "concealed", "tokenGroups"), side, catalogs)));
            if (divisions.isEmpty() || divisions.size() > 2) {
                throw ds.error("a nation has one or two divisions (002 · Scenario format), not " + divisions.size());
            }
            return Forces.ofDivisions(divisions).withMarkers(markers);
        }
        n.allowOnly("figures", "squadBases", "vehicles", "tokens", "concealed", "tokenGroups", "markers");
        Map<String, Integer> figures = new LinkedHashMap<>();
        Node figs = n.opt("figures");
        if (figs != null) {
            figs.json.fieldNames().forEachRemaining(id -> {
                var t = catalogs.units().find(id).orElseThrow(() -> figs.get(id).error("unknown unit type '" + id + "'"));
                if (t.isVehicle() || !t.nation().equals(side)) {
                    throw figs.get(id).error("'" + id + "' is not a " + side + " infantry figure");
                }
                figures.put(id, figs.get(id).integer(0, 99));
            });
        }
        List<String> vehicles = n.texts("vehicles");
        for (int i = 0; i < vehicles.size(); i++) {
            var t = catalogs.units().find(vehicles.get(i));
            if (t.isEmpty() || !t.get().isVehicle() || !t.get().nation().equals(side)) {
                throw new ContentException(n.file, n.path + ".vehicles[" + i + "]", "'" + vehicles.get(i) + "' is not a " + side + " vehicle type");
            }
        }
        Map<String, Integer> tokens = new LinkedHashMap<>();
        Node tk = n.opt("tokens");
        if (tk != null) {
            tk.json.fieldNames().forEachRemaining(id -> {
                if (catalogs.specialization(id).isEmpty()) {
                    throw tk.get(id).error("unknown token '" + id + "' (known: " + String.join(", ", catalogs.specializations().keySet()) + ")");
                }
                tokens.put(id, tk.get(id).integer(0, 24));
            });
        }
        if (n.has("concealed")) { // 000 · CONCEALED SQUADS: markers assigned to squads during setup, with the tokens
            tokens.put(Forces.CONCEALED, n.get("concealed").integer(0, 8));
        }
        List<Integer> groups = new ArrayList<>(); // docs/rulings.md R-SCN-7: the guide's "x2" beside a lost picture
        Node tg = n.opt("tokenGroups");
        if (tg != null) {
            List<Node> sizes = tg.elements();
            if (sizes.size() > 8) {
                throw tg.error("at most 8 groups of tokens, not " + sizes.size());
            }
            for (Node size : sizes) {
                groups.add(size.integer(1, 6));
            }
        }
        return new Forces(figures, n.integer("squadBases", 0), vehicles, tokens).withMarkers(markers).withTokenGroups(groups);
    }

    private static Map<String, Integer> numbers(Node n, List<String> sides, int min, int max, boolean required) {
        Map<String, Integer> out = new LinkedHashMap<>();
        List<String> unknown = new ArrayList<>();
        n.json.fieldNames().forEachRemaining(k -> {
            if (!sides.contains(k)) {
                unknown.add(k);
            }
        });
        if (!unknown.isEmpty()) {
            throw n.error("'" + unknown.get(0) + "' is not one of the sides " + sides);
        }
        for (String side : sides) {
            Node v = n.opt(side);
            if (v == null && required) {
                throw n.error("missing a value for " + side);
            }
            if (v != null) {
                out.put(side, v.integer(min, max));
            }
        }
        return out;
    }
}
