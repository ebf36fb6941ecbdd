package toi.irontide.game;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import toi.engine.combat.Dice;
import toi.irontide.data.Chit;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/**
 * What one side may know of a game (§9.0): a copy of the state in which the enemy's chits are secret (the unit marked
 * {@code chitSecret}, its chit -1, and its steps those of a full regiment whatever the chit's reduced side), the cups hold every chit the side does not see under its own units, the dice are a
 * fresh stream (no peeking at the next roll) and the log is empty. A computer player and a browser seat see only this.
 */
public final class SideView {
    private SideView() {
    }

    private static final java.util.regex.Pattern DRAW =
            java.util.regex.Pattern.compile("^(.*?)(\\S+)( \\(elite, §9\\.1\\))? draws (a|two) (red|blue) (chits?): [^;]*(;.*)?$");

    /**
     * §9.0 · a log line as the seat may read it: a chit the other side drew is named by its colour only, "(secret,
     * §9.0)" — the view keeps the enemy's chits secret (R-IT-36), so the log must not show them either.
     */
    public static String redact(GameState s, String line, Side seat) {
        java.util.regex.Matcher m = DRAW.matcher(line);
        if (!m.matches()) {
            return line;
        }
        UnitState u = s.unit(m.group(2));
        if (u == null || u.def.side() == seat) {
            return line;
        }
        return m.group(1) + m.group(2) + (m.group(3) == null ? "" : m.group(3)) + " draws " + m.group(4) + " " + m.group(5) + " "
                + m.group(6) + " (secret, §9.0)" + (m.group(7) == null ? "" : m.group(7));
    }

    public static GameState of(GameState s, Side seat) {
        GameState v = s.copy();
        v.events.clear();
        BitSet own = new BitSet();
        for (UnitState u : v.units.values()) {
            if (u.def.side() == seat) {
                if (u.chit >= 0) {
                    own.set(u.chit);
                }
            } else if (u.chit >= 0) {
                u.chit = -1;
                u.chitSecret = true; // §9.0 · kept secret
                if (u.strength == toi.irontide.state.Strength.FULL) {
                    // §11.78 · a reduced side of 0 makes a two-step unit: as secret as the chit, so it shows three steps (R-IT-57)
                    u.stepsNeverHad = 0;
                    u.capacity = u.stepsLost == 0 && u.stepsReplaced == 0 ? 3 : u.capacity;
                }
            }
        }
        for (Chit.ChitColour c : Chit.ChitColour.values()) {
            List<Integer> unseen = new ArrayList<>();
            for (int i = 0; i < v.scenario.chits().size(); i++) {
                if (v.scenario.chits().get(i).colour() == c && !own.get(i)) {
                    unseen.add(i);
                }
            }
            v.cups.put(c, unseen);
        }
        v.dice = new Dice(0);
        return v;
    }
}
