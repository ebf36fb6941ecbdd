package toi.irontide.rules;

import java.util.List;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Loss;
import toi.irontide.event.IronTideEvent.StepLost;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §11.78 · step losses: a regiment's full chit, then its reduced chit, then its cadre; battalions and artillery one step. */
public final class Losses {
    private Losses() {
    }

    /** Takes one step from the unit; returns what happened (a chit drawn first when it has none, R-IT-28). */
    public static List<IronTideEvent> takeStep(GameState s, UnitState u) {
        List<IronTideEvent> log = new java.util.ArrayList<>();
        takeStep(s, u, log);
        return log;
    }

    /** Takes one step from the unit: the events (a chit drawn first when it has none, R-IT-28) go to {@code log}. */
    public static void takeStep(GameState s, UnitState u, List<IronTideEvent> log) {
        if (u.def.regiment() && u.chit < 0 && u.strength != Strength.CADRE) {
            log.add(Chits.draw(s, u, "§9.0")); // R-IT-28 · its reduced side must be known
        }
        log.add(new StepLost(u.id(), step(s, u)));
    }

    private static Loss step(GameState s, UnitState u) {
        u.stepsLost++;
        if (u.def.regiment() && u.strength == Strength.FULL) {
            if (u.stepsNeverHad > 0) {
                u.strength = Strength.CADRE; // §11.78 · a reduced 0: straight to cadre
                Chits.returnChit(s, u);
                return Loss.CADRE_FROM_FULL;
            }
            u.strength = Strength.REDUCED;
            return Loss.REDUCED;
        }
        if (u.def.regiment() && u.strength == Strength.REDUCED) {
            u.strength = Strength.CADRE;
            Chits.returnChit(s, u);
            return Loss.CADRE;
        }
        eliminate(s, u);
        return Loss.ELIMINATED;
    }

    /** Removes the unit from the map (its steps already counted by the caller). */
    static void eliminate(GameState s, UnitState u) {
        u.eliminatedIsolated = u.supply == toi.irontide.state.SupplyState.ISOLATED; // §12.3
        Chits.returnChit(s, u);
        u.status = UnitStatus.ELIMINATED;
        u.hex = null;
        if (u.def.side() == Side.ALLIED) {
            s.alliedEliminated++;
        }
        if (s.phase == Phase.COMBAT && u.def.division() != null) {
            s.integrityVoided.add(u.def.division()); // §11.3
        }
    }

    /** §8.1, §8.2 · eliminated outright (stacking, overstacked units hit by an adverse result): every step lost. */
    public static IronTideEvent eliminateOutright(GameState s, UnitState u, String rule, String reason) {
        u.stepsLost += u.stepsLeft();
        eliminate(s, u);
        return new IronTideEvent.Eliminated(u.id(), rule, reason);
    }
}
