package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/**
 * §17.3 BRITISH INSULARITY, or in its place §17.4 ARMY COMMAND (optional, chosen at the start of a game): units of
 * different commands "may not stack together, attack in the same combat, or share artillery"; forced together by a
 * retreat they may defend together, as may multi-hex defenders (R-IT-38).
 */
public final class Commands {
    private Commands() {
    }

    /**
     * The unit's command: under §17.4 its army by the diamond on the counter (German white 5th Panzer, red 6th Panzer,
     * green 7th Army; Allied white 1st Army, green 3rd Army; the British one army); under §17.3 its nationality for
     * the Allies (British or US) and none for the Germans (no German restriction).
     */
    public static String command(GameState s, UnitState u) {
        if (s.armyCommand) {
            if (u.def.nationality().equals("BR")) {
                return "British";
            }
            return u.def.army() == null ? null : u.def.side().label() + " " + u.def.army() + "-diamond army";
        }
        return u.def.side() == Side.ALLIED ? u.def.nationality() : null;
    }

    /** Do the two units belong to different commands? */
    public static boolean apart(GameState s, UnitState a, UnitState b) {
        String ca = command(s, a);
        String cb = command(s, b);
        return ca != null && cb != null && !ca.equals(cb);
    }

    /** The rule's words, for a refusal: "§17.4 · units of different army commands may not …" or §17.3's. */
    public static String rule(GameState s, String what) {
        return s.armyCommand ? "§17.4 · units of different army commands may not " + what : "§17.3 · British and US units may not " + what;
    }

    /** Why the unit may not end up in {@code hex} with the friendly units there (moving, entering, advancing), or null. */
    public static String stackRefusal(GameState s, UnitState u, Hex hex) {
        for (UnitState o : s.at(hex)) {
            if (o != u && o.def.side() == u.def.side() && apart(s, u, o)) {
                return rule(s, "stack together") + " (" + u.id() + ", " + o.id() + " in " + toi.irontide.data.HexIds.format(hex) + ")";
            }
        }
        return null;
    }
}
