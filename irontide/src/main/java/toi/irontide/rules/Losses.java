package toi.irontide.rules;

import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §11.78 · step losses: a regiment's full chit, then its reduced chit, then its cadre; battalions and artillery one step. */
public final class Losses {
    private Losses() {
    }

    /** Takes one step from the unit; returns the log line. */
    public static String takeStep(GameState s, UnitState u) {
        String drawn = "";
        if (u.def.regiment() && u.chit < 0 && u.strength != Strength.CADRE) {
            drawn = "§9.0 · " + Chits.draw(s, u) + "; "; // R-IT-28 · its reduced side must be known
        }
        u.stepsLost++;
        if (u.def.regiment() && u.strength == Strength.FULL) {
            if (u.stepsNeverHad > 0) {
                u.strength = Strength.CADRE; // §11.78 · a reduced 0: straight to cadre
                Chits.returnChit(s, u);
                return drawn + u.id() + " loses a step: its reduced chit shows 0, it becomes a cadre";
            }
            u.strength = Strength.REDUCED;
            return drawn + u.id() + " loses a step: its chit flips to the reduced side";
        }
        if (u.def.regiment() && u.strength == Strength.REDUCED) {
            u.strength = Strength.CADRE;
            Chits.returnChit(s, u);
            return u.id() + " loses a step: the chit is removed, the unit flips to its cadre";
        }
        eliminate(s, u);
        return u.id() + " loses its last step and is eliminated";
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
    public static String eliminateOutright(GameState s, UnitState u, String rule) {
        u.stepsLost += u.stepsLeft();
        eliminate(s, u);
        return u.id() + " is eliminated (" + rule + ")";
    }
}
