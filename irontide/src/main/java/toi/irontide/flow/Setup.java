package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.Chit;
import toi.irontide.data.GameOption;
import toi.irontide.event.IronTideEvent;
import toi.irontide.data.Scenario;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.data.UnitDef;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §3.0 · SETTING UP THE GAME: chits into two cups, units on their start hexes, the Turn Record Chart's markers. */
public final class Setup {
    private Setup() {
    }

    public static GameState newGame(Scenario sc, long seed, List<IronTideEvent> log) {
        return newGame(sc, seed, false, log);
    }

    /** {@code armyCommand}: §17.4's optional Army Command in place of §17.3, which needs every non-British unit's army diamond. */
    public static GameState newGame(Scenario sc, long seed, boolean armyCommand, List<IronTideEvent> log) {
        return newGame(sc, seed, armyCommand ? java.util.EnumSet.of(GameOption.ARMY_COMMAND) : java.util.EnumSet.noneOf(GameOption.class), log);
    }

    /** A new game with the optional rules chosen at its start. */
    public static GameState newGame(Scenario sc, long seed, java.util.Set<GameOption> options, List<IronTideEvent> log) {
        boolean armyCommand = options.contains(GameOption.ARMY_COMMAND);
        if (armyCommand) {
            for (UnitDef d : sc.units()) {
                if (d.army() == null && !d.nationality().equals("BR")) {
                    throw new IllegalArgumentException("units.json: " + d.id() + "/army: missing — §17.4's optional Army Command needs the army diamond of every non-British unit");
                }
            }
        }
        GameState s = new GameState(sc, seed);
        s.armyCommand = armyCommand;
        s.demolitionErrata = options.contains(GameOption.DEMOLITION_ERRATA);
        for (Chit.ChitColour c : Chit.ChitColour.values()) {
            s.cups.put(c, new ArrayList<>());
        }
        for (int i = 0; i < sc.chits().size(); i++) {
            s.cups.get(sc.chits().get(i).colour()).add(i);
        }
        for (UnitDef d : sc.units()) {
            UnitState u = new UnitState(d);
            if (d.setupHex() != null) {
                u.status = UnitStatus.ON_MAP;
                u.hex = d.setupHex();
                u.temporaryZoc = d.temporaryZoc(); // §7.4
            } else {
                u.status = UnitStatus.AWAITING;
                u.dueTurn = sc.turnIndex(d.arrivalTurn());
            }
            s.units.put(d.id(), u);
        }
        s.entrenchments.addAll(sc.entrenchments());
        s.blownBridges.addAll(sc.blownBridges());
        // R-IT-13 · every town starts Allied-held unless a German unit stands in it
        for (Town t : sc.map().towns()) {
            for (Hex h : t.hexes()) {
                s.control.put(h, s.friendlyIn(h, Side.GERMAN) ? Side.GERMAN : Side.ALLIED);
            }
        }
        IronTideEvent depots = toi.irontide.rules.FuelDepots.place(s); // §3.0 · the Allied player's die for the three fuel depots
        s.turn = 0;
        s.phasing = Side.GERMAN;
        s.phase = Phase.AIR;
        log.add(new IronTideEvent.ScenarioOpened(sc.banner()));
        if (armyCommand) {
            log.add(new IronTideEvent.OptionalRuleInForce(GameOption.ARMY_COMMAND.id()));
        }
        if (s.demolitionErrata) {
            log.add(new IronTideEvent.OptionalRuleInForce(GameOption.DEMOLITION_ERRATA.id()));
        }
        if (depots != null) {
            log.add(depots);
        }
        if (toi.irontide.rules.Placement.next(s) == null) {
            Flow.begin(s, log);
        } else {
            log.add(IronTideEvent.Note.of("§3.0 · the units of " + sc.turns().get(0).id() + " without a starting hex are placed freely, the Allied player first"));
        }
        return s;
    }
}
