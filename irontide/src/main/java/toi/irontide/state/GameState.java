package toi.irontide.state;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;
import toi.irontide.data.Chit;
import toi.irontide.data.HexPair;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Turn;
import toi.irontide.data.UnitDef;
import toi.irontide.event.IronTideEvent;

/**
 * The whole changing state of an Iron Tide game: turn, phasing side and phase (§4), every unit, the two chit cups
 * (§9.0), the dice (seeded: same data + seed + choices ⇒ same game), Air Points (§10), town control (§20), blown
 * bridges and entrenchments, the battle under way (§11). {@link #copy()} is complete.
 */
public final class GameState {
    public final Scenario scenario;
    public int turn;
    public Side phasing = Side.GERMAN;
    public Phase phase = Phase.AIR;
    public final Map<String, UnitState> units;
    public final Map<Chit.ChitColour, List<Integer>> cups = new EnumMap<>(Chit.ChitColour.class);
    public Dice dice;
    public final Map<Side, Integer> airPoints = new EnumMap<>(Side.class);
    public final Map<Hex, Side> control = new HashMap<>();
    public final Set<HexPair> blownBridges = new HashSet<>();
    public final Set<Hex> entrenchments = new HashSet<>();
    /** §13.1 · bridges built by engineers (a printed bridge rebuilt is simply no longer blown), and by whom. */
    public final Map<HexPair, Side> builtBridges = new HashMap<>();
    /** §13.1 · German bridges destroyed: never rebuilt by the German. */
    public final Set<HexPair> germanBridgesLost = new HashSet<>();
    public int germanBridgesBuilt;
    public final Map<HexPair, Works> bridgeWorks = new HashMap<>();
    public final Map<Hex, Works> entrenchmentWorks = new HashMap<>();
    /** §13.1 (errata IT 14) · bridges a demolition was rolled for this Engineering Phase. */
    public final Set<HexPair> demolitionTried = new HashSet<>();
    /** §5.3 · the Victory Point Exit hexes German units have left the map by (closed to Allied supply and entry). */
    public final Set<Hex> exitedVia = new HashSet<>();
    /** §17 · a German unit has crossed the Meuse. */
    public boolean germanCrossedMeuse;
    /** §12.4 · Allied Air Points allotted to resupply this game turn, and the hexes tried. */
    public int resupplyPoints;
    public final Set<Hex> resupplyTried = new HashSet<>();
    public final Set<Hex> resupplied = new HashSet<>();
    /** §3.0, §12.5, §13.2 · the Allied fuel depots: intact, captured by the German, destroyed by the Allies. */
    public final Set<Hex> depots = new HashSet<>();
    public final Set<Hex> depotsCaptured = new HashSet<>();
    public final Set<Hex> depotsDestroyed = new HashSet<>();
    public final Set<Hex> depotTried = new HashSet<>();
    /** §12.5 · the German Fuel Shortage in force since the last German Supply Phase. */
    public toi.irontide.data.Scenario.FuelEffect fuelShortage = toi.irontide.data.Scenario.FuelEffect.NONE;
    public int reserveMarkersUsed;
    /** §15 · replacement points of this Replacement Phase; whether the German's last replacement was mechanized. */
    public int replacementPoints;
    public boolean germanLastReplacementMech;
    /** §17.4 · the optional Army Command rule is in force for this game (in place of §17.3), chosen at its start. */
    public boolean armyCommand;
    /** The publisher's errata IT 14 is in force for this game (optional): one demolition roll per bridge, one attempt per unit. */
    public boolean demolitionErrata;
    /** §13.1 · the demolition rolls made this Engineering Phase, one per unit per bridge or depot ("unit@target"). */
    public final Set<String> demolitionRolls = new HashSet<>();

    /** The unit now moving in the Movement or Reserve Phase (§5.0: one at a time), or null. */
    public String moving;
    /** §5.0 · the other units of a stack moving together with {@link #moving} (empty when one unit moves). */
    public java.util.List<String> movingWith = new java.util.ArrayList<>();
    public Battle battle;
    /** §16.4 · Allied units passing a commando's hex, offered in turn to the German for a misdirection attempt. */
    public java.util.List<String> misdirectChances = new java.util.ArrayList<>();
    /** §16.4 · "one attempt per passing unit": the unit-in-hex passages already offered this phase. */
    public final Set<Passage> misdirectTried = new HashSet<>();
    /** §16.4 · the Allied unit the German is moving along the road now, and the road hexes left to it. */
    public String misdirecting;
    public int misdirectLeft;
    /** §16.4 · an Allied demolition waiting for the German's disruption answer. */
    public PendingDemolition demolitionPending;
    /** §11.0 · the enemy units that must be attacked this Combat Phase: adjacent to a unit when it opted to attack (R-IT-48). */
    public final Set<String> mustBeAttacked = new java.util.LinkedHashSet<>();
    /** Divisions whose integrity a retreat or elimination voided this Combat Phase (§11.3). */
    public final Set<String> integrityVoided = new HashSet<>();
    /** §18.0 · the one Allied unit chosen to move on the first turn, once chosen. */
    public String turnOneMover;
    public int alliedEliminated;
    /** §8.1 · the phase ends only when the owner has eliminated his excess units. */
    public boolean stackingDue;
    public boolean over;
    public String result;
    /** What happened, in order: the typed events (secrets included; a seat reads them through {@code seenBy}). */
    public final List<IronTideEvent> events = new ArrayList<>();
    /** The prose log: each event's text, read from {@link #events} (nothing is written twice); read-only. */
    public final List<String> log = new java.util.AbstractList<>() {
        @Override
        public String get(int i) {
            return events.get(i).text();
        }

        @Override
        public int size() {
            return events.size();
        }
    };

    public GameState(Scenario scenario, long seed) {
        this.scenario = scenario;
        this.dice = new Dice(seed);
        this.units = new LinkedHashMap<>();
    }

    private GameState(GameState o) {
        this.scenario = o.scenario;
        this.turn = o.turn;
        this.phasing = o.phasing;
        this.phase = o.phase;
        this.units = new LinkedHashMap<>(o.units.size() * 4 / 3 + 1); // room for them all: copied without growing
        for (Map.Entry<String, UnitState> e : o.units.entrySet()) {
            units.put(e.getKey(), e.getValue().copy());
        }
        for (Map.Entry<Chit.ChitColour, List<Integer>> e : o.cups.entrySet()) {
            cups.put(e.getKey(), new ArrayList<>(e.getValue()));
        }
        this.dice = o.dice.copy();
        this.airPoints.putAll(o.airPoints);
        this.control.putAll(o.control);
        this.blownBridges.addAll(o.blownBridges);
        this.entrenchments.addAll(o.entrenchments);
        this.builtBridges.putAll(o.builtBridges);
        this.germanBridgesLost.addAll(o.germanBridgesLost);
        this.germanBridgesBuilt = o.germanBridgesBuilt;
        this.bridgeWorks.putAll(o.bridgeWorks);
        this.entrenchmentWorks.putAll(o.entrenchmentWorks);
        this.demolitionTried.addAll(o.demolitionTried);
        this.exitedVia.addAll(o.exitedVia);
        this.germanCrossedMeuse = o.germanCrossedMeuse;
        this.resupplyPoints = o.resupplyPoints;
        this.resupplyTried.addAll(o.resupplyTried);
        this.resupplied.addAll(o.resupplied);
        this.depots.addAll(o.depots);
        this.depotsCaptured.addAll(o.depotsCaptured);
        this.depotsDestroyed.addAll(o.depotsDestroyed);
        this.depotTried.addAll(o.depotTried);
        this.fuelShortage = o.fuelShortage;
        this.reserveMarkersUsed = o.reserveMarkersUsed;
        this.replacementPoints = o.replacementPoints;
        this.germanLastReplacementMech = o.germanLastReplacementMech;
        this.moving = o.moving;
        this.movingWith = new java.util.ArrayList<>(o.movingWith);
        this.armyCommand = o.armyCommand;
        this.demolitionErrata = o.demolitionErrata;
        this.demolitionRolls.addAll(o.demolitionRolls);
        this.battle = o.battle == null ? null : o.battle.copy();
        this.misdirectChances = new java.util.ArrayList<>(o.misdirectChances);
        this.misdirectTried.addAll(o.misdirectTried);
        this.misdirecting = o.misdirecting;
        this.misdirectLeft = o.misdirectLeft;
        this.demolitionPending = o.demolitionPending;
        this.integrityVoided.addAll(o.integrityVoided);
        this.mustBeAttacked.addAll(o.mustBeAttacked);
        this.turnOneMover = o.turnOneMover;
        this.alliedEliminated = o.alliedEliminated;
        this.stackingDue = o.stackingDue;
        this.over = o.over;
        this.result = o.result;
        this.events.addAll(o.events);
    }

    public GameState copy() {
        return new GameState(this);
    }

    public Turn currentTurn() {
        return scenario.turns().get(turn);
    }

    public UnitState unit(String id) {
        return units.get(id);
    }

    public List<UnitState> at(Hex hex) {
        List<UnitState> result = new ArrayList<>(3);
        for (UnitState u : units.values()) {
            if (u.onMap() && hex.equals(u.hex)) {
                result.add(u);
            }
        }
        return result;
    }

    /** §16.4 · the units in the hex that fight: never a commando (it may not attack or defend, R-IT-42). */
    public List<UnitState> combatants(Hex hex) {
        List<UnitState> result = at(hex);
        result.removeIf(u -> u.def.commando());
        return result;
    }

    public List<UnitState> onMap(Side side) {
        List<UnitState> result = new ArrayList<>();
        for (UnitState u : units.values()) {
            if (u.onMap() && u.def.side() == side) {
                result.add(u);
            }
        }
        return result;
    }

    /** An enemy unit in the hex; §16.4 · never a commando: they "may not ... impede Allied actions" (R-IT-42). */
    public boolean enemyIn(Hex hex, Side side) {
        for (UnitState u : units.values()) {
            if (u.onMap() && hex.equals(u.hex) && u.def.side() != side && !u.def.commando()) {
                return true;
            }
        }
        return false;
    }

    public boolean friendlyIn(Hex hex, Side side) {
        for (UnitState u : units.values()) {
            if (u.onMap() && hex.equals(u.hex) && u.def.side() == side) {
                return true;
            }
        }
        return false;
    }

    /** A fingerprint of everything that decides the game from here: for the determinism tests. */
    public String fingerprint() {
        StringBuilder sb = new StringBuilder();
        sb.append(turn).append(phasing).append(phase).append(dice.state()).append(over).append(result);
        for (UnitState u : units.values()) {
            sb.append('|').append(u.id()).append(u.status).append(u.hex).append(u.strength).append(u.chit).append(u.mpLeft);
        }
        sb.append(new java.util.TreeSet<>(blownBridges.stream().map(Object::toString).toList()))
                .append(new java.util.TreeSet<>(builtBridges.keySet().stream().map(Object::toString).toList()))
                .append(new java.util.TreeSet<>(entrenchments.stream().map(Object::toString).toList()));
        sb.append(cups).append(airPoints).append(new java.util.TreeMap<>(control.entrySet().stream()
                .collect(java.util.stream.Collectors.toMap(e -> e.getKey().toString(), e -> e.getValue().toString()))));
        return sb.toString();
    }

    public UnitDef def(String id) {
        return units.get(id).def;
    }
}
