package toi.irontide.rules;

import toi.engine.hex.Hex;
import toi.irontide.data.Division;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;

/** §16.0 · SPECIAL UNITS: the 150th Panzer Brigade (§16.1) and the 1st SS Panzer Division on 17AM (§16.3). */
public final class SpecialUnits {
    private SpecialUnits() {
    }

    static Division division(GameState s, UnitState u) {
        return u.def.division() == null ? null : s.scenario.divisions().get(u.def.division());
    }

    /** §16.3 · on its turn the division's units ignore enemy ZOCs in tactical movement and advance after combat. */
    public static boolean ignoresZoc(GameState s, UnitState u) {
        Division d = division(s, u);
        return d != null && d.ignoresZocOn() != null && s.turn == s.scenario.turnIndex(d.ignoresZocOn()) && !u.strategic;
    }

    /** §16.3 · the units that start in the rulebook's hex (3450) double their tactical factor that turn. */
    public static boolean doublesMovement(GameState s, UnitState u) {
        Division d = division(s, u);
        return ignoresZoc(s, u) && d.doubleMovementFrom() != null && d.doubleMovementFrom().equals(u.startHex);
    }

    /** §16.1 · the 150th may try to ignore enemy ZOCs only on the turn it first enters one, until a roll fails. */
    public static boolean mayInfiltrate(GameState s, UnitState u) {
        return u.def.zocInfiltration() && !u.strategic && !u.infiltrationFailed && (u.infiltrationTurn < 0 || u.infiltrationTurn == s.turn);
    }

    /**
     * §16.1 · "the 150th Panzer battalion — with the Sherman tank silhouette — is the only unit that may be stacked with
     * the 150th Panzer brigade when it attempts to ignore Allied ZOCs" (R-IT-37): the attempt is made only when every
     * other friendly unit in the hex it enters is that battalion (its {@code infiltrationCompanion}); {@code with} are
     * units entering the hex together with it (a moving stack, §5.0).
     */
    public static String stackForbidsInfiltration(GameState s, UnitState u, Hex into, java.util.Collection<UnitState> with) {
        java.util.List<UnitState> others = new java.util.ArrayList<>(with);
        for (UnitState o : s.at(into)) {
            if (!others.contains(o)) {
                others.add(o);
            }
        }
        for (UnitState o : others) {
            if (o != u && o.def.side() == u.def.side() && !o.def.infiltrationCompanion()) {
                return "§16.1 · only the 150th Panzer battalion may be stacked with " + u.id() + " when it attempts to ignore an enemy ZOC, not "
                        + o.id();
            }
        }
        return null;
    }

    /** §16.1 · may the 150th try to ignore the enemy ZOC of {@code into} now (its turn, its stack)? */
    public static boolean mayInfiltrate(GameState s, UnitState u, Hex into, java.util.Collection<UnitState> with) {
        return mayInfiltrate(s, u) && stackForbidsInfiltration(s, u, into, with) == null;
    }

    /** §16.1 · one die for the enemy ZOC just entered: 1–2 ignored (no stop, no cost), 3–6 failed. */
    public static IronTideEvent infiltrate(GameState s, UnitState u) {
        u.infiltrationTurn = s.turn;
        int die = s.dice.roll();
        if (die <= s.scenario.rules().infiltrationMax()) {
            return new IronTideEvent.ZocIgnored("§16.1", u.id(), die, true);
        }
        u.infiltrationFailed = true;
        u.stopped = true;
        return new IronTideEvent.ZocIgnored("§16.1", u.id(), die, false);
    }
}
