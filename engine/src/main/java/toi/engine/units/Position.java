package toi.engine.units;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.map.Terrain;

/**
 * A board with units placed on it. {@link #validate()} lists every way the placement breaks the
 * rules (stacking, enemy units sharing a hex, terrain a unit may not be in, fortifications).
 */
public final class Position {

    /** 000 · STACKING LIMITS: "up to three units, but never more than two vehicles". */
    public static final int MAX_UNITS_PER_HEX = 3;
    public static final int MAX_VEHICLES_PER_HEX = 2;

    private final String name;
    private final boolean divisionsMatter;
    private final Board board;
    private final toi.engine.cards.OperationsInPlay operations;
    /** The units in order (read-only). */
    private final List<Unit> unitList;
    /** The units by id, made on the first lookup (a position a rule only iterates never needs it). */
    private ById byId;
    /** The units by hex, made on the first lookup. */
    private ByHex byHex;

    /** The lookups' final fields publish them whole to any thread. */
    private record ById(Map<String, Unit> units) {
    }

    /** One list per hex of the board, by the board's slots (null: none); the units whose hex is off the board, by hex. */
    private record ByHex(Cells cells, Map<Hex, List<Unit>> offBoard) {
    }

    /**
     * The units of each of the board's slots, in chunks of {@value #CHUNK} slots: a position made from another by replacing
     * a few units ({@link #replacing}) shares the chunks it does not change, so it copies a few dozen references instead of
     * one a hex. Not changed once the position holding it is made.
     */
    private static final class Cells {
        private static final int SHIFT = 5;
        private static final int CHUNK = 1 << SHIFT;
        private final List<Unit>[][] chunks;
        /** Whether each chunk is this table's own (may be written), not shared with the table it was made from. */
        private final boolean[] own;

        @SuppressWarnings("unchecked")
        Cells(int slots) {
            chunks = new List[(slots + CHUNK - 1) >>> SHIFT][];
            own = new boolean[chunks.length];
        }

        private Cells(Cells from) {
            chunks = from.chunks.clone();
            own = new boolean[chunks.length];
        }

        List<Unit> get(int slot) {
            List<Unit>[] chunk = chunks[slot >>> SHIFT];
            return chunk == null ? null : chunk[slot & (CHUNK - 1)];
        }

        @SuppressWarnings("unchecked")
        void set(int slot, List<Unit> units) {
            int c = slot >>> SHIFT;
            if (!own[c]) {
                chunks[c] = chunks[c] == null ? new List[CHUNK] : chunks[c].clone();
                own[c] = true;
            }
            chunks[c][slot & (CHUNK - 1)] = units;
        }

        /** A table to change, sharing this one's chunks until they are written. */
        Cells copy() {
            return new Cells(this);
        }
    }

    public Position(Board board, List<Unit> units) {
        this(board.name(), board, units);
    }

    public Position(String name, Board board, List<Unit> units) {
        this(name, board, units, false);
    }

    /**
     * @param divisionsMatter a three- or four-player game: the two divisions of a side are separate
     *                        players (000 · Team Restrictions); in two-player games they have no effect
     */
    public Position(String name, Board board, List<Unit> units, boolean divisionsMatter) {
        this(name, board, units, divisionsMatter, toi.engine.cards.OperationsInPlay.NONE);
    }

    /** @param operations the Operations cards in effect (000 · OPERATIONS CARDS) */
    public Position(String name, Board board, List<Unit> units, boolean divisionsMatter, toi.engine.cards.OperationsInPlay operations) {
        this(name, board, Collections.unmodifiableList(new ArrayList<>(units)), divisionsMatter, operations, true);
    }

    private Position(String name, Board board, List<Unit> unitList, boolean divisionsMatter, toi.engine.cards.OperationsInPlay operations,
                     boolean check) {
        this.operations = operations;
        this.divisionsMatter = divisionsMatter;
        this.name = name == null ? board.name() : name;
        this.board = board;
        this.unitList = unitList;
        if (check) {
            byId(); // refuses a unit id used twice
        }
    }

    /**
     * A position of units whose ids are known to be distinct (a game state's units, kept by id): the same position as the
     * constructor makes, with its lookups made only when first asked for.
     */
    public static Position ofDistinct(String name, Board board, java.util.Collection<Unit> units, boolean divisionsMatter,
                                      toi.engine.cards.OperationsInPlay operations) {
        return new Position(name, board, Collections.unmodifiableList(new ArrayList<>(units)), divisionsMatter, operations, false);
    }

    private Map<String, Unit> byId() {
        ById known = byId;
        if (known == null) {
            Map<String, Unit> m = new java.util.HashMap<>(unitList.size() * 2);
            for (Unit u : unitList) {
                if (m.put(u.id(), u) != null) {
                    throw new IllegalArgumentException("unit id '" + u.id() + "' is used twice");
                }
            }
            known = new ById(m);
            byId = known;
        }
        return known.units();
    }

    private ByHex byHex() {
        ByHex known = byHex;
        if (known == null) {
            Cells cells = new Cells(board.slots());
            Map<Hex, List<Unit>> offBoard = Map.of();
            for (Unit u : unitList) {
                int slot = board.slot(u.hex());
                if (slot >= 0) {
                    cells.set(slot, with(cells.get(slot), u));
                } else {
                    if (offBoard.isEmpty()) {
                        offBoard = new java.util.HashMap<>();
                    }
                    offBoard.put(u.hex(), with(offBoard.get(u.hex()), u));
                }
            }
            known = new ByHex(cells, offBoard);
            byHex = known;
        }
        return known;
    }

    /**
     * This position with some of its units replaced by new values of the same ids, in the same order (a unit moved, or
     * changed in place): the position {@link #ofDistinct} would make of {@code now}'s units, made from this one's
     * lookups (only the replaced units' hexes are worked out again).
     */
    public Position replacing(List<String> ids, Map<String, Unit> now, toi.engine.cards.OperationsInPlay operations) {
        List<Unit> list = new ArrayList<>(unitList);
        ByHex known = byHex;
        Cells cells = known != null && known.offBoard().isEmpty() ? known.cells().copy() : null;
        for (String id : ids) {
            Unit u = now.get(id);
            int i = indexOf(list, id);
            if (u == null || i < 0) {
                return ofDistinct(name, board, now.values(), divisionsMatter, operations);
            }
            Unit old = list.set(i, u);
            if (cells != null) {
                int from = board.slot(old.hex()), to = board.slot(u.hex());
                if (from < 0 || to < 0) {
                    cells = null; // a unit off the board: the lookups are made when first asked for
                } else if (from == to) {
                    cells.set(to, replaced(cells.get(to), old, u));
                } else {
                    cells.set(from, replaced(cells.get(from), old, null));
                    cells.set(to, cells.get(to) == null ? List.of(u) : inOrder(list, u.hex()));
                }
            }
        }
        Position p = new Position(name, board, Collections.unmodifiableList(list), divisionsMatter, operations, false);
        if (cells != null) {
            p.byHex = new ByHex(cells, known.offBoard());
        }
        return p;
    }

    /** A hex's units with one (found by identity) replaced, or taken out when {@code now} is null (null when none is left). */
    private static List<Unit> replaced(List<Unit> here, Unit old, Unit now) {
        List<Unit> out = null;
        for (Unit x : here) {
            Unit keep = x == old ? now : x;
            if (keep != null) {
                out = with(out, keep);
            }
        }
        return out;
    }

    /** The units in the hex, in the position's order. */
    private static List<Unit> inOrder(List<Unit> units, Hex hex) {
        List<Unit> here = null;
        for (Unit u : units) {
            if (u.hex().equals(hex)) {
                here = with(here, u);
            }
        }
        return here;
    }

    private static int indexOf(List<Unit> units, String id) {
        for (int i = 0; i < units.size(); i++) {
            if (units.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }

    /** The hex's units with one more, in order (a hex holds a few). */
    private static List<Unit> with(List<Unit> here, Unit u) {
        if (here == null) {
            return List.of(u);
        }
        Unit[] more = here.toArray(new Unit[here.size() + 1]);
        more[here.size()] = u;
        return List.of(more);
    }

    /** The same board and name with another set of units (positions are not changed in place). */
    public Position withUnits(List<Unit> newUnits) {
        return new Position(name, board, newUnits, divisionsMatter, operations);
    }

    /** The same units on another board (a copy with markers changed). */
    public Position withBoard(Board newBoard) {
        return new Position(name, newBoard, units(), divisionsMatter, operations);
    }

    /** The same position with these Operations cards in effect (000 · OPERATIONS CARDS). */
    public Position withOperations(toi.engine.cards.OperationsInPlay ops) {
        return new Position(name, board, units(), divisionsMatter, ops);
    }

    /**
     * The same units with these optional rules on (003): the rules read them from {@link #operations()}, and line of sight
     * from the board (a copy when 003 · Modified Plateau Rule changes).
     */
    public Position withOptions(toi.engine.options.RuleOptions options) {
        boolean plateau = options.has(toi.engine.options.RuleOption.MODIFIED_PLATEAU);
        Board b = board;
        if (b.modifiedPlateau() != plateau) {
            b = board.copy();
            b.useModifiedPlateau(plateau);
        }
        // 003 · NIGHT RULES: "On the first game round of a night scenario, visibility is limited to 2 hexes"
        boolean night = options.has(toi.engine.options.RuleOption.NIGHT);
        if (night && b.visibility() == 0) {
            b = b == board ? board.copy() : b;
            b.setVisibility(options.param(toi.engine.options.RuleOption.NIGHT, "firstRoundVisibility"));
        }
        return new Position(name, b, units(), divisionsMatter, operations.withOptions(options));
    }

    /** The optional rules on (003); none in the basic game. */
    public toi.engine.options.RuleOptions options() {
        return operations.options();
    }

    public toi.engine.cards.OperationsInPlay operations() {
        return operations;
    }

    public boolean divisionsMatter() {
        return divisionsMatter;
    }

    /** Whether two friendly units belong to different players of a team (always false in two-player games). */
    public boolean differentDivisions(Unit a, Unit b) {
        return divisionsMatter && a.division() != null && b.division() != null && !a.division().equals(b.division());
    }

    /** The position's own name, or the map's when it has none. */
    public String name() {
        return name;
    }

    public Board board() {
        return board;
    }

    public List<Unit> units() {
        return unitList;
    }

    public Optional<Unit> unit(String id) {
        if (byId == null && lookups < LOOKUPS_BEFORE_MAP) {
            lookups++; // a position asked for a few units is searched: a map of every unit is made only if it is asked more
            return Optional.ofNullable(find(id));
        }
        return Optional.ofNullable(byId().get(id));
    }

    /** How many units a position finds by searching its list before it makes its map by id. */
    private static final int LOOKUPS_BEFORE_MAP = 8;
    private int lookups;

    private Unit find(String id) {
        for (int i = 0; i < unitList.size(); i++) {
            Unit u = unitList.get(i);
            if (u.id().equals(id)) {
                return u;
            }
        }
        return null;
    }

    /** Whether the hex holds a unit of another side than {@code nation} (asked for every step listed: a loop, no stream). */
    public boolean holdsEnemyOf(Hex hex, String nation) {
        List<Unit> here = unitsAt(hex);
        for (int i = 0; i < here.size(); i++) {
            if (!here.get(i).nation().equals(nation)) {
                return true;
            }
        }
        return false;
    }

    public List<Unit> unitsAt(Hex hex) {
        ByHex known = byHex();
        int slot = board.slot(hex);
        List<Unit> here = slot >= 0 ? known.cells().get(slot) : known.offBoard().get(hex);
        return here == null ? List.of() : here;
    }

    /** Every rule the placement breaks, one message each (empty when the position is legal). */
    public List<String> validate() {
        List<String> problems = new ArrayList<>();
        Map<Hex, List<Unit>> onBoard = new LinkedHashMap<>();
        for (Unit u : unitList) {
            if (!board.isPlayable(u.hex())) {
                problems.add("unit " + u.id() + ": " + u.hex() + " is not part of the game"
                        + (board.contains(u.hex()) ? " (000 · Half Hexes)" : " (off the board)"));
                continue;
            }
            onBoard.computeIfAbsent(u.hex(), h -> new ArrayList<>()).add(u);
            Terrain t = board.terrain(u.hex());
            if (t.impassableTo(u.movementClass())) {
                problems.add("unit " + u.id() + ": " + u.movementClass().word() + " may not be in a "
                        + t.name().toLowerCase() + " hex (" + u.hex() + ") (000 · TERRAIN BREAKDOWN)");
            }
            if (u.isSquad() && u.slotsUsed() > Unit.SQUAD_SLOTS) {
                problems.add("unit " + u.id() + ": its figures take " + u.slotsUsed()
                        + " slots; a squad base has 4 (000 · BUILDING SQUADS)");
            }
            if (u.fortification() != null) {
                Optional<MarkerType> m = board.catalog().marker(u.fortification());
                if (u.isVehicle()) {
                    problems.add("unit " + u.id() + ": vehicles may not enter an " + u.fortification()
                            + " (000 · Entrenchments / Pillboxes)");
                } else if (m.isEmpty() || m.get().holds() == 0) {
                    problems.add("unit " + u.id() + ": '" + u.fortification() + "' is not a fortification a squad can be in");
                } else if (!board.hasMarker(u.hex(), u.fortification())) {
                    problems.add("unit " + u.id() + ": is in an " + u.fortification() + " but " + u.hex()
                            + " has no " + u.fortification() + " marker");
                }
            }
        }
        for (Unit u : unitList) {
            if (u.carriedBy() == null) {
                continue;
            }
            Unit carrier = byId().get(u.carriedBy());
            if (carrier == null || !carrier.isVehicle() || carrier.vehicleType().transportCapacity() == 0) {
                problems.add("unit " + u.id() + ": is inside '" + u.carriedBy() + "', which is not a transport vehicle in this position"
                        + " (000 · Transporting Squads in Vehicles)");
            } else if (!carrier.hex().equals(u.hex()) || !carrier.nation().equals(u.nation())) {
                problems.add("unit " + u.id() + ": is inside " + carrier.id() + ", so it must be in the same hex ("
                        + carrier.hex() + ") and of the same nation");
            }
            if (u.fortification() != null) {
                problems.add("unit " + u.id() + ": a squad inside a vehicle is not in an " + u.fortification());
            }
        }
        Map<String, Integer> carriedBy = new java.util.HashMap<>(); // counted once over all units, not once per vehicle
        Map<String, Integer> guns = new java.util.HashMap<>();
        for (Unit u : unitList) {
            if (u.carriedBy() != null) {
                // 003 · OPTIONAL VEHICULAR TRANSPORT RULES: "An equipment unit does not count against the vehicle's transport capacity"
                (u.isEquipment() ? guns : carriedBy).merge(u.carriedBy(), 1, Integer::sum);
            }
        }
        guns.forEach((v, n) -> {
            if (n > 1) {
                problems.add("unit " + v + ": carries " + n + " equipment units; a vehicle cannot transport more than one equipment"
                        + " unit at a time (003 · Optional Vehicular Transport Rules)");
            }
        });
        for (Unit v : unitList) {
            if (v.isVehicle() && v.vehicleType().transportCapacity() > 0) {
                int carried = carriedBy.getOrDefault(v.id(), 0);
                if (carried > v.vehicleType().transportCapacity()) {
                    problems.add("unit " + v.id() + ": carries " + carried + " squads; a " + v.vehicleType().name()
                            + " has Transport (" + v.vehicleType().transportCapacity() + ") (000 · Transporting Squads in Vehicles)");
                }
            }
        }
        for (Map.Entry<Hex, List<Unit>> e : onBoard.entrySet()) {
            // 000 · Transporting Squads: "A transport vehicle and all the squads it carries count as only one unit".
            List<Unit> here = e.getValue().stream().filter(u -> u.carriedBy() == null).toList();
            long vehicles = here.stream().filter(Unit::isVehicle).count();
            if (here.size() > MAX_UNITS_PER_HEX) {
                problems.add(e.getKey() + ": " + here.size() + " units; a hex may contain up to three units (000 · STACKING LIMITS)");
            }
            if (vehicles > MAX_VEHICLES_PER_HEX) {
                problems.add(e.getKey() + ": " + vehicles + " vehicles; a hex may never contain more than two vehicles (000 · STACKING LIMITS)");
            }
            long nations = here.stream().map(Unit::nation).distinct().count();
            if (nations > 1) {
                problems.add(e.getKey() + ": units of opposing nations share the hex (000 · MOVEMENT: a unit may not move into a hex containing an enemy unit)");
            }
            for (MarkerType m : board.catalog().markerTypes()) {
                if (m.holds() == 0) {
                    continue;
                }
                long inside = here.stream().filter(u -> m.id().equals(u.fortification())).count();
                long markers = board.markers(e.getKey()).stream().filter(x -> x.id().equals(m.id())).count();
                if (inside > markers * m.holds()) {
                    problems.add(e.getKey() + ": " + inside + " squads in " + markers + " " + m.name().toLowerCase()
                            + " marker(s); each holds only " + m.holds() + " squad (000 · " + m.name() + "s)");
                }
            }
        }
        return problems;
    }
}
