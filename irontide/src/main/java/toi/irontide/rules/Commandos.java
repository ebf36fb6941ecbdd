package toi.irontide.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.HexPair;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.Passage;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/**
 * §16.4 · German Commandos: four German units that enter on 17AM on the East edge (§14.0's edge roads), ignore Allied
 * units and ZOCs for movement (strategic movement too) and may share their hexes (§8.1); they disrupt Allied bridge and
 * depot demolitions (§13.1, §13.2; 1–2 successful, 5–6 eliminated, R-IT-40) and misdirect Allied units passing or
 * starting in their hex (the card's German Commando Disruption Table, R-IT-41; the German moves the unit up to 10 road
 * hexes). They never exit, capture VP towns, attack, defend or otherwise impede Allied actions (no ZOC, never attacked,
 * never an "enemy unit" to the Allied player: R-IT-42), and are removed at the end of the German 20PM player turn.
 * Each check returns the rule that forbids, or null.
 */
public final class Commandos {
    private Commandos() {
    }

    /** §16.4 · a German commando on the map. */
    public static boolean on(UnitState u) {
        return u.def.commando() && u.onMap();
    }

    /** §16.4 · the commandos on the map in the hex. */
    public static List<UnitState> in(GameState s, Hex hex) {
        List<UnitState> out = new ArrayList<>();
        for (UnitState u : s.at(hex)) {
            if (on(u)) {
                out.add(u);
            }
        }
        return out;
    }

    // ---- §16.4 (4) · misdirection

    /**
     * §16.4 (4) · "If an Allied unit passes through or starts movement in the same hex as a commando, one attempt per
     * passing unit may be made": the Allied unit {@code u} (moving now) is offered to the German once for this hex this
     * phase (entering the hex counts as passing through it, R-IT-43).
     */
    public static void offer(GameState s, UnitState u) {
        if (u.def.side() != Side.ALLIED || in(s, u.hex).isEmpty()) {
            return;
        }
        if (s.misdirectTried.add(new Passage(u.id(), u.hex))) {
            s.misdirectChances.add(u.id());
        }
    }

    /** §16.4 (4) · may the commando roll to misdirect the Allied unit now offered? */
    public static String misdirectRefusal(GameState s, UnitState c) {
        if (s.misdirectChances.isEmpty()) {
            return "§16.4 · no Allied unit is passing a commando";
        }
        UnitState a = s.unit(s.misdirectChances.get(0));
        if (c == null || !on(c)) {
            return "§16.4 · only a German commando on the map misdirects Allied movement";
        }
        if (!c.hex.equals(a.hex)) {
            return "§16.4 · " + c.id() + " is not in the hex " + a.id() + " passes (" + HexIds.format(a.hex) + ")";
        }
        return null;
    }

    /** §16.4 (4) · one die on the German Commando Disruption Table; success hands the Allied unit's move to the German. */
    public static String misdirect(GameState s, UnitState c) {
        UnitState a = s.unit(s.misdirectChances.remove(0));
        c.misdirectTurn = s.turn; // §16.4 · it may not disrupt demolitions this turn
        int die = s.dice.roll();
        if (!s.scenario.crt().misdirects(die)) {
            return "§16.4 · " + c.id() + " tries to misdirect " + a.id() + ": die " + die + ", no effect";
        }
        s.misdirecting = a.id();
        s.misdirectLeft = s.scenario.rules().commandos().misdirectRoadHexes();
        return "§16.4 · " + c.id() + " misdirects " + a.id() + ": die " + die + "; the German player moves it up to "
                + s.misdirectLeft + " road hexes";
    }

    /** §16.4 (4) · the German declines the attempt for the Allied unit now offered. */
    public static String letPass(GameState s) {
        UnitState a = s.unit(s.misdirectChances.remove(0));
        return "§16.4 · no misdirection attempt on " + a.id();
    }

    /**
     * §16.4 (4) · the German moves the misdirected Allied unit along a road, regardless of its movement factors; not
     * into or through a German ZOC or off the map; never into German units, over the Allied stacking limit (R-IT-44),
     * nor where §17 forbids the unit to go.
     */
    public static String roadRefusal(GameState s, Hex to) {
        if (s.misdirecting == null) {
            return "§16.4 · no Allied unit is being misdirected";
        }
        UnitState u = s.unit(s.misdirecting);
        if (s.misdirectLeft <= 0) {
            return "§16.4 · a misdirected unit moves at most " + s.scenario.rules().commandos().misdirectRoadHexes() + " road hexes";
        }
        if (!s.scenario.map().onMap(to)) {
            return "§16.4 · a misdirected unit may not be moved off the map";
        }
        if (!u.hex.isAdjacentTo(to) || !Hexsides.road(s, u.hex, to)) {
            return "§16.4 · a misdirected unit moves along road hexes: no road from " + HexIds.format(u.hex) + " to " + HexIds.format(to);
        }
        if (ZonesOfControl.inEnemyZoc(s, to, Side.ALLIED)) {
            return "§16.4 · a misdirected unit may not be moved into or through a German ZOC";
        }
        if (s.enemyIn(to, Side.ALLIED)) {
            return "§8.1 · enemy and friendly units may never occupy the same hex";
        }
        if (Stacking.count(s, to, Side.ALLIED) >= s.scenario.rules().stackingLimit()) {
            return "§16.4, §8.1 · a misdirected unit is not moved over the Allied stacking limit (R-IT-44)";
        }
        String commands = Commands.stackRefusal(s, u, to);
        if (commands != null) {
            return commands;
        }
        return Restrictions.meuseRefusal(s, u, u.hex, to);
    }

    public static String road(GameState s, Hex to, List<IronTideEvent> log) {
        UnitState u = s.unit(s.misdirecting);
        Hex from = u.hex;
        Movement.enter(s, u, to);
        u.hexesMoved++;
        s.misdirectLeft--;
        String line = "§16.4 · " + u.id() + " misdirected " + HexIds.format(from) + " → " + HexIds.format(to) + " (" + s.misdirectLeft + " road hexes left)";
        if (s.misdirectLeft == 0) {
            log.add(IronTideEvent.Note.of(line));
            return endMisdirection(s);
        }
        return line;
    }

    /** §16.4 (4) · "where all its movement for the turn ceases": the unit leaves the moving stack, its move over. */
    public static String endMisdirection(GameState s) {
        UnitState u = s.unit(s.misdirecting);
        s.misdirecting = null;
        s.misdirectLeft = 0;
        u.stopped = true;
        u.mpLeft = 0;
        u.moving = false;
        u.moved = true;
        if (u.id().equals(s.moving)) {
            s.moving = s.movingWith.isEmpty() ? null : s.movingWith.remove(0);
        } else {
            s.movingWith.remove(u.id());
        }
        s.misdirectChances.remove(u.id());
        return "§16.4 · " + u.id() + " ends its movement for the turn in " + HexIds.format(u.hex);
    }

    // ---- §16.4 (3), §13.1, §13.2 · disrupting demolition

    /** The commandos that may disrupt the demolition of the bridge {@code a}-{@code b} ({@code b} null: the depot in {@code a}). */
    public static List<UnitState> disruptors(GameState s, Hex a, Hex b) {
        List<UnitState> out = new ArrayList<>();
        for (UnitState c : s.onMap(Side.GERMAN)) {
            if (disruptRefusal(s, c, a, b) == null) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * §16.4 (3) · "if adjacent to bridges or occupying depot hexes": a commando in either hex of the bridge's hexside
     * (R-IT-45), or in the depot's hex (§13.2: "stacked with the depot marker"); not one that rolled for misdirection
     * this turn (§16.4 Restrictions).
     */
    public static String disruptRefusal(GameState s, UnitState c, Hex a, Hex b) {
        if (c == null || !on(c)) {
            return "§16.4 · only German commandos on the map disrupt demolitions";
        }
        if (b == null ? !c.hex.equals(a) : !c.hex.equals(a) && !c.hex.equals(b)) {
            return b == null ? "§13.2, §16.4 · a commando disrupts a depot's destruction only when stacked with the depot"
                    : "§16.4 · a commando disrupts a bridge demolition only when adjacent to the bridge (in one of its two hexes)";
        }
        if (c.misdirectTurn == s.turn) {
            return "§16.4 · a commando that rolled for misdirection cannot attempt to disrupt demolition rolls in the same turn";
        }
        return null;
    }

    /** §16.4 (3) · the die: 1–2 the demolition is disrupted (true), 3–4 no effect (R-IT-40), 5–6 the commando is eliminated. */
    public static boolean disrupt(GameState s, UnitState c, List<IronTideEvent> log) {
        RulebookNumbers.Commandos r = s.scenario.rules().commandos();
        int die = s.dice.roll();
        if (die <= r.disruptMax()) {
            log.add(IronTideEvent.Note.of("§16.4 · " + c.id() + " disrupts the demolition: die " + die));
            return true;
        }
        if (die >= r.eliminatedFrom()) {
            log.add(IronTideEvent.Note.of("§16.4 · " + c.id() + " is discovered: die " + die));
            log.add(Losses.eliminateOutright(s, c, "§16.4", "§16.4: discovered"));
        } else {
            log.add(IronTideEvent.Note.of("§16.4 · " + c.id() + " tries to disrupt the demolition: die " + die + ", no effect (R-IT-40)"));
        }
        return false;
    }

    /** §13.1, §13.2, §16.4 · the disrupted attempt is spent: the unit's action and the bridge's (depot's) roll this phase. */
    public static String disrupted(GameState s, UnitState u, Hex a, Hex b) {
        Engineers.attempted(s, u, b == null ? a : HexPair.of(a, b));
        if (b == null) {
            return "§13.2, §16.4 · " + u.id() + "'s attempt on the depot in " + HexIds.format(a) + " is disrupted: it stands";
        }
        return "§13.1, §16.4 · " + u.id() + "'s demolition of the bridge at " + HexPair.of(a, b) + " is disrupted: it stands";
    }

    // ---- removal

    /** §16.4 · "They are removed at the end of the German 20PM turn." */
    public static void removeAfterGermanTurn(GameState s, List<IronTideEvent> log) {
        if (!s.currentTurn().id().equals(s.scenario.rules().commandos().removedAfter())) {
            return;
        }
        for (UnitState u : s.units.values()) {
            if (u.def.commando() && (u.onMap() || u.status == UnitStatus.AWAITING)) {
                u.status = UnitStatus.WITHHELD;
                u.hex = null;
                log.add(IronTideEvent.Note.of("§16.4 · " + u.id() + " is removed at the end of the German " + s.currentTurn().id() + " player turn"));
            }
        }
    }
}
