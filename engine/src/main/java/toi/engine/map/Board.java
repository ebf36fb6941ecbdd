package toi.engine.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.hex.HexLabels;

/**
 * The game board: a rectangle of columns × rows hexes, each with its main terrain, elevation,
 * roads and markers, plus the scenario's marked hexes (objectives, deployment zones, "R" hexes,
 * exit hexes) and the direction of north.
 *
 * <p>Terrain and elevation are fixed once built; markers may be placed and removed during play,
 * always under the placement limits of 000 · FORTIFICATIONS, OBSTACLES, AND COVER.
 */
public final class Board {

    private final String name;
    private final int columns;
    private final int rows;
    private final TerrainCatalog catalog;
    private final Terrain[] terrain;
    private final byte[] elevation;
    private final byte[] roadSides;
    private final List<List<MarkerType>> markers;
    private final Map<String, Building> buildings = new LinkedHashMap<>();
    private final List<Objective> objectives = new ArrayList<>();
    private final List<DeploymentZone> deploymentZones = new ArrayList<>();
    /** {@link #deploymentHexes} by nation once worked out (null: none yet, or a zone was added since). */
    private java.util.Map<String, ZoneHexes> deploymentHexes;
    private final List<NationHex> reinforcementHexes = new ArrayList<>();
    private final List<NationHex> exitHexes = new ArrayList<>();
    /** Hexes a scenario map marks for its victory text ("American defense line hexes (marked in yellow on the map)"), by label. */
    private final java.util.Map<String, List<Hex>> highlights = new java.util.LinkedHashMap<>();
    private int sightLimit;
    /** 003 · Night Rules: how far units see at night, in hexes (0: not a night game). */
    private int visibility;
    private boolean pillboxesResistConcussion;
    /** 003 · Modified Plateau Rule is in effect (an optional rule of the game). */
    private boolean modifiedPlateau;
    private HexDirection north = HexDirection.N;
    /**
     * Line-of-sight answers already worked out on this board's ground — terrain, elevation, roads and buildings, without
     * the markers — shared with every copy until either changes its ground. The sight limit is applied before a memo is
     * asked, so the answers within it are those without it.
     */
    private SightMemo groundSight;
    /** The same with this board's blocking markers (smoke) as they are; shared with copies until either changes them. */
    private SightMemo markedSight;
    /** How many markers that block line of sight lie on the board (0: the ground's answers are the board's). */
    private int blockingMarkers;
    /** The hexes holding a marker that blocks line of sight (smoke), a bit a hex by index; null while there is none. */
    private long[] blockingHexes;
    /** {@link #markersHash()} once worked out, until a marker changes (0: not yet). */
    private long markersHash;
    /** {@link #markerCount} by marker id, as of change {@code markerCountsAt} (null: not counted on this board object). */
    private Map<String, Integer> markerCounts;
    private long markerCountsAt;
    /** How many times this board has changed in play (terrain, elevation, roads, markers, buildings, sight limit). */
    private long changes;

    public Board(String name, int columns, int rows, TerrainCatalog catalog, Terrain fill) {
        if (columns < 1 || rows < 1) {
            throw new BoardException("a board needs at least one column and one row");
        }
        this.name = name;
        this.columns = columns;
        this.rows = rows;
        this.catalog = catalog;
        int n = columns * rows;
        this.terrain = new Terrain[n];
        this.elevation = new byte[n];
        this.roadSides = new byte[n];
        this.markers = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            terrain[i] = fill;
            markers.add(new ArrayList<>(0));
        }
    }

    private Board(Board other) {
        this.name = other.name;
        this.columns = other.columns;
        this.rows = other.rows;
        this.catalog = other.catalog;
        this.terrain = other.terrain.clone();
        this.elevation = other.elevation.clone();
        this.roadSides = other.roadSides.clone();
        this.markers = new ArrayList<>(other.markers.size());
        for (List<MarkerType> m : other.markers) {
            this.markers.add(new ArrayList<>(m));
        }
        this.buildings.putAll(other.buildings);
        this.objectives.addAll(other.objectives);
        this.deploymentZones.addAll(other.deploymentZones);
        this.deploymentHexes = other.deploymentHexes == null ? null : new java.util.HashMap<>(other.deploymentHexes); // the same zones
        this.reinforcementHexes.addAll(other.reinforcementHexes);
        this.exitHexes.addAll(other.exitHexes);
        this.highlights.putAll(other.highlights);
        this.north = other.north;
        this.sightLimit = other.sightLimit;
        this.visibility = other.visibility;
        this.pillboxesResistConcussion = other.pillboxesResistConcussion;
        this.modifiedPlateau = other.modifiedPlateau;
        // The copy has the same content, so the same answers: it shares the memo until either board changes (a change
        // drops that board's reference only). Entries are immutable answers; a race between threads at worst works one out twice.
        if (other.groundSight == null) {
            other.groundSight = new SightMemo(columns * rows);
        }
        this.groundSight = other.groundSight;
        this.markedSight = other.markedSight;
        this.blockingMarkers = other.blockingMarkers;
        this.blockingHexes = other.blockingHexes == null ? null : other.blockingHexes.clone();
        this.markersHash = other.markersHash;
    }

    /** A scenario's stronger pillboxes (002 · Siegfried Assault): Concussive Firepower gives its range bonus only. */
    public boolean pillboxesResistConcussion() {
        return pillboxesResistConcussion;
    }

    public void resistConcussionInPillboxes(boolean on) {
        changes++;
        this.pillboxesResistConcussion = on;
    }

    /** Whether sight lines follow 003 · Modified Plateau Rule (an optional rule the game switched on). */
    public boolean modifiedPlateau() {
        return modifiedPlateau;
    }

    /** Switches 003 · Modified Plateau Rule on or off for this board; the sight lines worked out so far are forgotten. */
    public void useModifiedPlateau(boolean on) {
        if (on != modifiedPlateau) {
            groundChanged(); // the remembered sight lines were worked out under the other rule
            modifiedPlateau = on;
        }
    }

    /** The farthest a unit can see, in hexes (an Operations card such as Heavy Fog); 0 = no limit. */
    public int sightLimit() {
        return sightLimit;
    }

    public void limitSight(int hexes) {
        changes++; // the remembered sight lines stay: they are worked out as if there were no limit (LineOfSight.limited)
        if (hexes < 0) {
            throw new IllegalArgumentException("a sight limit cannot be negative");
        }
        this.sightLimit = hexes;
    }

    /** 003 · Night Rules: how far a unit sees at night, in hexes; 0 when the game is not played at night. */
    public int visibility() {
        return visibility;
    }

    /** 003 · Night Rules: the visibility for this game round (at least 1); the remembered sight lines stay, as with {@link #limitSight}. */
    public void setVisibility(int hexes) {
        if (hexes < 1) {
            throw new IllegalArgumentException("night visibility is at least 1 hex");
        }
        changes++;
        this.visibility = hexes;
    }

    /**
     * 003 · Night Rules, Star Shells: "That hex and the six adjacent hexes are completely visible" — a star shell marker in
     * the hex or next to it.
     */
    public boolean litByStarShell(Hex hex) {
        if (markerCount(STAR_SHELL) == 0) {
            return false;
        }
        if (contains(hex) && hasMarker(hex, STAR_SHELL)) {
            return true;
        }
        for (Hex n : hex.neighbors()) {
            if (contains(n) && hasMarker(n, STAR_SHELL)) {
                return true;
            }
        }
        return false;
    }

    /** The star shell marker's id (003 · Night Rules: "place a smoke marker in the hex"; terrain.json, R-OPT-19). */
    public static final String STAR_SHELL = "star-shell";

    /**
     * The farthest a unit sees into {@code hex}, in hexes, or 0 for no limit: an Operations card's (Heavy Fog) and, at
     * night unless a star shell lights the hex, the visibility (003 · Night Rules), whichever is less.
     *
     * @param night whether night's visibility counts (not for a target "visible from all ranges")
     */
    public int sightLimitInto(Hex hex, boolean night) {
        int dark = night && visibility > 0 && !litByStarShell(hex) ? visibility : 0;
        return sightLimit == 0 ? dark : dark == 0 ? sightLimit : Math.min(sightLimit, dark);
    }

    /** The remembered line-of-sight answer from one hex to another on this board as it is, or null (see {@code LineOfSight}). */
    public Object losMemo(Hex from, Hex to) {
        SightMemo memo = blockingMarkers == 0 ? groundSight : markedSight;
        return memo == null || !contains(from) || !contains(to) ? null : memo.answer(index(from), index(to));
    }

    /** The remembered answer for the ground alone, without the markers (null: none yet). */
    public Object groundLosMemo(Hex from, Hex to) {
        return groundSight == null || !contains(from) || !contains(to) ? null : groundSight.answer(index(from), index(to));
    }

    /**
     * Whether the remembered line from one hex to another is clear on the ground alone, without the markers: 0 not known
     * yet, 1 blocked, 2 clear.
     */
    public byte groundClearLosMemo(Hex from, Hex to) {
        if (groundSight == null || !contains(from) || !contains(to)) {
            return 0;
        }
        return groundSight.clear(index(from), index(to));
    }

    /** Remembers a line-of-sight answer for this board as it is, until its ground or blocking markers change. */
    public void losMemo(Hex from, Hex to, Object answer) {
        sightMemo().answer(index(from), index(to), answer);
    }

    /** Whether the remembered line from one hex to another is clear: 0 not known yet, 1 blocked, 2 clear. */
    public byte clearLosMemo(Hex from, Hex to) {
        SightMemo memo = blockingMarkers == 0 ? groundSight : markedSight;
        return memo == null || !contains(from) || !contains(to) ? 0 : memo.clear(index(from), index(to));
    }

    /** Remembers whether a line is clear, like {@link #losMemo(Hex, Hex, Object)}. */
    public void clearLosMemo(Hex from, Hex to, boolean clear) {
        sightMemo().clear(index(from), index(to), clear);
    }

    /** Whether any marker on the board blocks line of sight (smoke). */
    public boolean hasBlockingMarkers() {
        return blockingMarkers > 0;
    }

    /** Whether a marker in the hex blocks line of sight (smoke), whatever its terrain. */
    public boolean markerBlocksLos(Hex hex) {
        if (blockingMarkers == 0) {
            return false;
        }
        int c = HexLabels.column(hex), r = HexLabels.row(hex);
        if (c < 0 || c >= columns || r < 0 || r >= rows) {
            return false;
        }
        int i = c * rows + r;
        return (blockingHexes[i >>> 6] & (1L << i)) != 0;
    }

    /** Notes whether a marker in the hex (by index) blocks line of sight, after its markers changed. */
    private void noteBlocking(int i) {
        boolean blocks = false;
        for (MarkerType m : markers.get(i)) {
            blocks |= m.blocksLos();
        }
        if (blockingHexes == null) {
            blockingHexes = new long[(columns * rows + 63) >>> 6];
        }
        if (blocks) {
            blockingHexes[i >>> 6] |= 1L << i;
        } else {
            blockingHexes[i >>> 6] &= ~(1L << i);
        }
    }

    /** The memo for the board as it is, made when first needed (with a null memo a new one is shared with the copies made from now on). */
    private SightMemo sightMemo() {
        if (blockingMarkers == 0) {
            if (groundSight == null) {
                groundSight = new SightMemo(columns * rows);
            }
            return groundSight;
        }
        if (markedSight == null) {
            markedSight = new SightMemo(columns * rows);
        }
        return markedSight;
    }

    /** The ground changed (terrain, elevation, roads, buildings): every remembered line of sight is dropped. */
    private void groundChanged() {
        changes++;
        groundSight = null;
        markedSight = null;
    }

    /**
     * A counter of this board's changes (terrain, elevation, roads, markers, buildings, sight limit, concussion rule):
     * an answer worked out on this board object still holds while the counter is unchanged (a copy starts its own).
     */
    public long changes() {
        return changes;
    }

    public Board copy() {
        return new Board(this);
    }

    // ---- geometry ------------------------------------------------------------------------

    public String name() {
        return name;
    }

    public int columns() {
        return columns;
    }

    public int rows() {
        return rows;
    }

    public TerrainCatalog catalog() {
        return catalog;
    }

    /** True if the hex lies inside the board's rectangle (half hexes of the frame included). */
    public boolean contains(Hex hex) {
        int c = HexLabels.column(hex);
        int r = HexLabels.row(hex);
        return c >= 0 && c < columns && r >= 0 && r < rows;
    }

    /** True if the hex is on the board and part of the game (000 · Half Hexes: frame half hexes are not). */
    public boolean isPlayable(Hex hex) {
        return contains(hex) && terrain[index(hex)].playable();
    }

    /** How many hexes the board's rectangle holds: the range of {@link #slot}. */
    public int slots() {
        return columns * rows;
    }

    /** The hex's place among the board's hexes (0 to {@link #slots()} − 1), or −1 for a hex off the board. */
    public int slot(Hex hex) {
        int c = HexLabels.column(hex);
        int r = HexLabels.row(hex);
        return c < 0 || c >= columns || r < 0 || r >= rows ? -1 : c * rows + r;
    }

    private int index(Hex hex) {
        int c = HexLabels.column(hex);
        int r = HexLabels.row(hex);
        if (c < 0 || c >= columns || r < 0 || r >= rows) {
            throw new BoardException("hex " + hex + " is not on board '" + name + "' (columns A–"
                    + HexLabels.columnLetters(columns - 1) + ", rows 1–" + rows + ")");
        }
        return c * rows + r;
    }

    public List<Hex> hexes() {
        List<Hex> all = new ArrayList<>(columns * rows);
        for (int c = 0; c < columns; c++) {
            for (int r = 0; r < rows; r++) {
                all.add(HexLabels.fromOffset(c, r));
            }
        }
        return all;
    }

    // ---- terrain -------------------------------------------------------------------------

    public Terrain terrain(Hex hex) {
        return terrain[index(hex)];
    }

    public void setTerrain(Hex hex, Terrain t) {
        groundChanged();
        terrain[index(hex)] = t;
    }

    /** Elevation level 0 (ground), 1 (low hill) or 2 (high hill) (000 · Elevation and Range). */
    public int elevation(Hex hex) {
        return elevation[index(hex)];
    }

    public void setElevation(Hex hex, int level) {
        groundChanged();
        if (level < 0 || level > 2) {
            throw new BoardException(hex + ": elevation must be 0, 1 or 2 (000 · Elevation and Range), not " + level);
        }
        elevation[index(hex)] = (byte) level;
    }

    /** 002 · Hill: "A hex side in which the terrain moves directly from level 0 to level 2 is called a cliff." */
    public boolean isCliff(Hex a, Hex b) {
        return contains(a) && contains(b) && Math.abs(elevation(a) - elevation(b)) == 2;
    }

    // ---- roads ---------------------------------------------------------------------------

    public Set<HexDirection> roadSides(Hex hex) {
        int bits = roadSides[index(hex)];
        EnumSet<HexDirection> sides = EnumSet.noneOf(HexDirection.class);
        for (HexDirection d : HexDirection.values()) {
            if ((bits & (1 << d.ordinal())) != 0) {
                sides.add(d);
            }
        }
        return sides;
    }

    public boolean hasRoad(Hex hex) {
        return roadSides[index(hex)] != 0;
    }

    /** Lays a road across the hexside between two adjacent hexes (both hexes get the road). */
    public void connectRoad(Hex a, Hex b) {
        groundChanged();
        if (!a.isAdjacentTo(b)) {
            throw new BoardException("road from " + a + " to " + b + ": the hexes are not adjacent");
        }
        HexDirection d = HexDirection.between(a, b);
        roadSides[index(a)] |= (byte) (1 << d.ordinal());
        roadSides[index(b)] |= (byte) (1 << d.opposite().ordinal());
    }

    /** Takes the road out of a hex, and the matching road sides out of its neighbours (a map overlay laid over it). */
    public void clearRoads(Hex hex) {
        groundChanged();
        for (HexDirection d : roadSides(hex)) {
            Hex n = hex.neighbor(d);
            if (contains(n)) {
                roadSides[index(n)] &= (byte) ~(1 << d.opposite().ordinal());
            }
        }
        roadSides[index(hex)] = 0;
    }

    /**
     * 000 · Road: moving from a hex "containing a road contiguous to that of the hex entered".
     * A bridge is contiguous to an adjoining road (002 · Bridge).
     */
    public boolean roadContiguous(Hex from, Hex to) {
        if (!contains(from) || !contains(to) || !from.isAdjacentTo(to)) {
            return false;
        }
        HexDirection d = HexDirection.between(from, to);
        boolean fromSide = (roadSides[index(from)] & (1 << d.ordinal())) != 0;
        boolean toSide = (roadSides[index(to)] & (1 << d.opposite().ordinal())) != 0;
        if (fromSide && toSide) {
            return true;
        }
        return (fromSide && terrain(to).carriesRoad()) || (toSide && terrain(from).carriesRoad());
    }

    // ---- markers -------------------------------------------------------------------------

    public List<MarkerType> markers(Hex hex) {
        return Collections.unmodifiableList(markers.get(index(hex)));
    }

    /** How many markers of this kind lie on the board (000 · COMPONENT LIMITS), counted again only after a change. */
    public int markerCount(String markerId) {
        if (markerCounts == null || markerCountsAt != changes) {
            Map<String, Integer> counts = new java.util.HashMap<>();
            for (List<MarkerType> here : markers) {
                for (MarkerType m : here) {
                    counts.merge(m.id(), 1, Integer::sum);
                }
            }
            markerCounts = counts;
            markerCountsAt = changes;
        }
        return markerCounts.getOrDefault(markerId, 0);
    }

    /** Whether any marker lies in the hex. */
    public boolean hasMarkers(Hex hex) {
        return !markers.get(index(hex)).isEmpty();
    }

    public boolean hasMarker(Hex hex, String markerId) {
        for (MarkerType m : markers.get(index(hex))) {
            if (m.id().equals(markerId)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the hex counts as blocking terrain: its main terrain or a marker (smoke) blocks LOS. */
    public boolean blocksLos(Hex hex) {
        int i = index(hex);
        if (terrain[i].blocksLos()) {
            return true;
        }
        for (MarkerType m : markers.get(i)) {
            if (m.blocksLos()) {
                return true;
            }
        }
        return false;
    }

    /** The reason a marker may not be placed here, or empty if it may (000 · FORTIFICATIONS, OBSTACLES, AND COVER). */
    public Optional<String> markerRefusal(Hex hex, MarkerType type) {
        return Optional.ofNullable(markerRefusal(hex, type, true));
    }

    /** Whether the marker may be placed here: {@link #markerRefusal} without writing the reason (asked while listing choices). */
    public boolean mayPlaceMarker(Hex hex, MarkerType type) {
        return markerRefusal(hex, type, false) == null;
    }

    /** The reason, written only when {@code explain} ({@link #REFUSED_UNEXPLAINED} if not), or null if it may be placed. */
    private String markerRefusal(Hex hex, MarkerType type, boolean explain) {
        if (!isPlayable(hex)) {
            return explain ? hex + " is not part of the game (000 · Half Hexes)" : REFUSED_UNEXPLAINED;
        }
        Terrain t = terrain(hex);
        if (type.forbiddenTerrain().contains(t.id())) {
            return explain ? hex + ": a " + type.name().toLowerCase() + " may not be placed in a "
                    + t.name().toLowerCase() + " hex (" + ruleFor(type) + ")" : REFUSED_UNEXPLAINED;
        }
        List<MarkerType> here = markers.get(index(hex));
        int same = 0;
        int inGroup = 0;
        for (MarkerType m : here) {
            same += m.id().equals(type.id()) ? 1 : 0;
            inGroup += type.group() != null && type.group().equals(m.group()) ? 1 : 0;
        }
        if (same >= type.maxPerHex()) {
            return explain ? hex + ": a hex may hold at most " + type.maxPerHex() + " " + type.name().toLowerCase()
                    + " marker" + (type.maxPerHex() == 1 ? "" : "s") + " (" + ruleFor(type) + ")" : REFUSED_UNEXPLAINED;
        }
        if (type.group() != null) {
            Optional<Integer> limit = catalog.groupLimit(type.group());
            if (limit.isPresent() && inGroup >= limit.get()) {
                return explain ? hex + ": a hex may hold at most " + limit.get() + " " + type.group()
                        + " markers (entrenchments and pillboxes together) (000 · Entrenchments / Pillboxes)" : REFUSED_UNEXPLAINED;
            }
        }
        return null;
    }

    private static final String REFUSED_UNEXPLAINED = "refused";

    private static String ruleFor(MarkerType type) {
        return switch (type.id()) {
            case "entrenchment" -> "000 · Entrenchments; 002 · Dig Entrenchment";
            case "pillbox" -> "000 · Pillboxes";
            case "razor-wire" -> "000 · Razor Wire";
            case "tank-trap" -> "000 · Tank Traps";
            case "minefield" -> "000 · Minefields";
            case "smoke" -> "000 · Smoke";
            default -> "000 · FORTIFICATIONS, OBSTACLES, AND COVER";
        };
    }

    /**
     * A stable 64-bit hash of every marker on the board (which hex, which markers in order), for the game
     * state's hash; remembered until a marker is placed or removed.
     */
    public long markersHash() {
        long h = markersHash;
        if (h != 0) {
            return h;
        }
        h = 0x6A09E667F3BCC909L;
        for (int i = 0; i < markers.size(); i++) {
            List<MarkerType> here = markers.get(i);
            for (int k = 0; k < here.size(); k++) {
                long z = h ^ (((long) i << 32) + k * 0x10000L + here.get(k).id().hashCode());
                z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
                h = (z ^ (z >>> 31)) + Long.rotateLeft(h, 13);
            }
        }
        h = h == 0 ? 1 : h;
        markersHash = h;
        return h;
    }

    public void placeMarker(Hex hex, MarkerType type) {
        changes++;
        markersHash = 0;
        Optional<String> refusal = markerRefusal(hex, type);
        if (refusal.isPresent()) {
            throw new BoardException(refusal.get());
        }
        if (type.blocksLos()) {
            blockingMarkers++;
            markedSight = null; // terrain, elevation and blocking markers (smoke) decide line of sight
        }
        markers.get(index(hex)).add(type);
        if (type.blocksLos()) {
            noteBlocking(index(hex));
        }
    }

    public boolean removeMarker(Hex hex, String markerId) {
        changes++;
        markersHash = 0;
        List<MarkerType> here = markers.get(index(hex));
        for (int i = 0; i < here.size(); i++) {
            if (here.get(i).id().equals(markerId)) {
                boolean blocked = here.get(i).blocksLos();
                if (blocked) {
                    blockingMarkers--;
                    markedSight = null; // terrain, elevation and blocking markers (smoke) decide line of sight
                }
                here.remove(i);
                if (blocked) {
                    noteBlocking(index(hex));
                }
                return true;
            }
        }
        return false;
    }

    // ---- scenario marks ------------------------------------------------------------------

    public void addBuilding(Building building) {
        groundChanged();
        for (Hex h : building.hexes()) {
            if (!terrain(h).id().equals("building")) {
                throw new BoardException("building '" + building.id() + "': hex " + h + " is "
                        + terrain(h).name().toLowerCase() + ", not a building hex");
            }
            for (Building other : buildings.values()) {
                if (other.hexes().contains(h)) {
                    throw new BoardException("building '" + building.id() + "': hex " + h
                            + " already belongs to building '" + other.id() + "'");
                }
            }
        }
        if (!connected(building.hexes())) {
            throw new BoardException("building '" + building.id() + "': its hexes " + building.hexes()
                    + " are not connected to each other");
        }
        if (buildings.putIfAbsent(building.id(), building) != null) {
            throw new BoardException("building id '" + building.id() + "' is used twice");
        }
    }

    private static boolean connected(Set<Hex> hexes) {
        if (hexes.isEmpty()) {
            return false;
        }
        List<Hex> todo = new ArrayList<>();
        java.util.Set<Hex> seen = new java.util.HashSet<>();
        Hex first = hexes.iterator().next();
        todo.add(first);
        seen.add(first);
        while (!todo.isEmpty()) {
            Hex h = todo.remove(todo.size() - 1);
            for (Hex n : h.neighbors()) {
                if (hexes.contains(n) && seen.add(n)) {
                    todo.add(n);
                }
            }
        }
        return seen.size() == hexes.size();
    }

    /** The multi-hex building a hex belongs to, if the map groups it with others. */
    public Optional<Building> buildingAt(Hex hex) {
        for (Building b : buildings.values()) {
            if (b.hexes().contains(hex)) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

    public Map<String, Building> buildings() {
        return Collections.unmodifiableMap(buildings);
    }

    public void addObjective(Objective objective) {
        requirePlayable(objective.hex(), "objective");
        objectives.add(objective);
    }

    public List<Objective> objectives() {
        return Collections.unmodifiableList(objectives);
    }

    public void addDeploymentZone(DeploymentZone zone) {
        for (Hex h : zone.hexes()) {
            requirePlayable(h, "deployment zone of " + zone.nation());
        }
        deploymentZones.add(zone);
        deploymentHexes = null;
    }

    public List<DeploymentZone> deploymentZones() {
        return Collections.unmodifiableList(deploymentZones);
    }

    /** The hexes of the nation's deployment zones, in the zones' order (read-only; remembered until a zone is added). */
    public java.util.Set<Hex> deploymentHexes(String nation) {
        return deploymentZone(nation).set();
    }

    /** {@link #deploymentHexes} as a list in the same order, for walking every hex (a listing of deployments does). */
    public List<Hex> deploymentHexList(String nation) {
        return deploymentZone(nation).list();
    }

    /** A nation's deployment hexes, as a set and as a list in the same order. */
    private record ZoneHexes(java.util.Set<Hex> set, List<Hex> list) {
    }

    private ZoneHexes deploymentZone(String nation) {
        java.util.Map<String, ZoneHexes> known = deploymentHexes;
        if (known == null) {
            known = new java.util.HashMap<>();
            deploymentHexes = known;
        }
        ZoneHexes hexes = known.get(nation);
        if (hexes == null) {
            java.util.Set<Hex> out = new java.util.LinkedHashSet<>();
            deploymentZones.stream().filter(z -> z.nation().equals(nation)).forEach(z -> out.addAll(z.hexes()));
            hexes = new ZoneHexes(Collections.unmodifiableSet(out), List.copyOf(out));
            known.put(nation, hexes);
        }
        return hexes;
    }

    public void addReinforcementHex(NationHex hex) {
        requirePlayable(hex.hex(), "reinforcement hex");
        reinforcementHexes.add(hex);
    }

    public List<NationHex> reinforcementHexes() {
        return Collections.unmodifiableList(reinforcementHexes);
    }

    public void addExitHex(NationHex hex) {
        requirePlayable(hex.hex(), "exit hex");
        exitHexes.add(hex);
    }

    public List<NationHex> exitHexes() {
        return Collections.unmodifiableList(exitHexes);
    }

    /** Marks hexes under a label (002 · At the Breaking Point: the defense line "marked in yellow on the map"). */
    public void addHighlight(String label, List<Hex> hexes) {
        for (Hex h : hexes) {
            requirePlayable(h, "highlighted hex");
        }
        highlights.put(label, List.copyOf(hexes));
    }

    /** The map's marked hex groups, by label, in file order. */
    public java.util.Map<String, List<Hex>> highlights() {
        return Collections.unmodifiableMap(highlights);
    }

    public HexDirection north() {
        return north;
    }

    public void setNorth(HexDirection north) {
        this.north = north;
    }

    private void requirePlayable(Hex hex, String what) {
        if (!isPlayable(hex)) {
            throw new BoardException(what + " at " + hex + ": the hex is not part of the game"
                    + (contains(hex) ? " (000 · Half Hexes)" : " (off the board)"));
        }
    }
}
