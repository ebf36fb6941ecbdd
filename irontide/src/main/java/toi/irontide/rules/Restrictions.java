package toi.irontide.rules;

import java.util.List;
import toi.engine.hex.Hex;
import toi.irontide.data.Restriction;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.state.GameState;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/** §17.0 · RESTRICTED UNITS: the Meuse (§17.1), their release (§17.12), the German restricted divisions (§17.2). */
public final class Restrictions {
    private Restrictions() {
    }

    static Restriction.Kind kind(UnitState u) {
        return u.def.restriction() == null || u.freed ? null : u.def.restriction().kind();
    }

    /** §17.1 · a Type 1 unit not yet freed may not cross the Meuse. */
    public static String meuseRefusal(GameState s, UnitState u, Hex from, Hex to) {
        if (kind(u) == Restriction.Kind.TYPE_1 && Hexsides.meuse(s, from, to)) {
            return "§17.1 · a Type 1 restricted unit may not cross the Meuse";
        }
        return null;
    }

    /** §17.1, §17.2 · may the restricted reinforcement enter now? */
    public static String entryRefusal(GameState s, UnitState u) {
        Restriction.Kind k = kind(u);
        if (k == Restriction.Kind.TYPE_2 && !s.germanCrossedMeuse) {
            return "§17.1 · a Type 2 unit may not enter unless a German unit has crossed the Meuse";
        }
        if (k == Restriction.Kind.GERMAN) {
            return s.germanCrossedMeuse ? "§17.2 · it enters once the die roll releases it" : "§17.2 · it enters only after the German player crosses the Meuse";
        }
        return null;
    }

    /** Records a German crossing of the Meuse (§17.12: all Allied restrictions lifted). */
    public static void crossed(GameState s, UnitState u, Hex from, Hex to, List<IronTideEvent> log) {
        if (u.def.side() == Side.GERMAN && !s.germanCrossedMeuse && Hexsides.meuse(s, from, to)) {
            s.germanCrossedMeuse = true;
            log.add(new IronTideEvent.MeuseCrossed());
        }
    }

    /** §17.12 · releases: a German closer than 3 hexes, a German across the Meuse, 65 Allied units lost (Type 1), the date. */
    public static void release(GameState s) {
        for (UnitState u : s.units.values()) {
            if (u.def.side() != Side.ALLIED || kind(u) == null) {
                continue;
            }
            Restriction r = u.def.restriction();
            boolean free = s.germanCrossedMeuse
                    || r.kind() == Restriction.Kind.TYPE_1 && s.alliedEliminated >= s.scenario.rules().alliedLossesForLevel()
                    || r.freeFrom() != null && s.turn >= s.scenario.turnIndex(r.freeFrom());
            if (!free && u.onMap()) {
                for (UnitState g : s.onMap(Side.GERMAN)) {
                    if (g.hex.distanceTo(u.hex) < 3) {
                        free = true;
                        break;
                    }
                }
            }
            if (free) {
                u.freed = true;
            }
        }
    }

    /** §17.2 · once a German unit has crossed the Meuse, a die each German Movement Phase until every group has entered. */
    public static void germanRoll(GameState s, List<IronTideEvent> log) {
        if (!s.germanCrossedMeuse) {
            return;
        }
        boolean waiting = false;
        for (UnitState u : s.units.values()) {
            waiting |= u.def.side() == Side.GERMAN && kind(u) == Restriction.Kind.GERMAN && u.status == UnitStatus.AWAITING;
        }
        if (!waiting) {
            return;
        }
        int die = s.dice.roll();
        List<String> released = new java.util.ArrayList<>();
        for (UnitState u : s.units.values()) {
            if (u.def.side() == Side.GERMAN && kind(u) == Restriction.Kind.GERMAN && u.def.restriction().die().contains(die)) {
                u.freed = true;
                released.add(u.id());
            }
        }
        log.add(new IronTideEvent.RestrictedUnitsRolled(die, released));
    }
}
