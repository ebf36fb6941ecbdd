package toi.irontide.rules;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.state.GameState;

/** §20.0 · VICTORY CONDITIONS: only the German scores, for towns and cities held in supply and units exited. */
public final class Victory {
    private Victory() {
    }

    /** §20 · a town or city counts when the German holds every one of its hexes in supply ("Verviers (both)"). */
    public static boolean held(GameState s, Town t) {
        for (Hex h : t.hexes()) {
            if (!Supply.heldInSupply(s, h, Side.GERMAN)) {
                return false;
            }
        }
        return true;
    }

    public static int germanPoints(GameState s) {
        int vp = 0;
        for (Town t : s.scenario.map().towns()) {
            if (!t.strategicVictory() && held(s, t)) {
                vp += t.victoryPoints();
            }
        }
        return vp + Exits.points(s);
    }

    /** §20 · Liège held in supply at the end of any game turn: German Strategic Victory. */
    public static Town strategicCity(GameState s) {
        for (Town t : s.scenario.map().towns()) {
            if (t.strategicVictory() && held(s, t)) {
                return t;
            }
        }
        return null;
    }

    /** §20 · the level for the points; §17.12/§20: 65 Allied units lost raise it one level toward the German. */
    public static String level(GameState s, int vp) {
        List<RulebookNumbers.Band> bands = s.scenario.bands();
        int index = RulebookNumbers.bandIndex(bands, vp);
        if (s.alliedEliminated >= s.scenario.rules().alliedLossesForLevel()) {
            index = Math.min(bands.size() - 1, index + 1);
        }
        return bands.get(index).level();
    }
}
