package toi.engine.combat;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · Normal Attacks Against Squads: "the owner of the squad must take casualties" — the owner
 * chooses which figures. The game asks the owner; scripts and tests supply a chooser.
 */
@FunctionalInterface
public interface CasualtyChooser {

    /** Indexes into {@code squad.figures()} of exactly {@code count} distinct figures to remove. */
    List<Integer> choose(Unit squad, int count);

    /** A plain default: remove the figures with the least firepower against infantry first, officers last. */
    static CasualtyChooser weakestFirst() {
        return (squad, count) -> {
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < squad.figures().size(); i++) {
                order.add(i);
            }
            order.sort(Comparator.comparingInt((Integer i) -> value(squad.figures().get(i))).thenComparing(i -> i));
            return order.subList(0, count);
        };
    }

    private static int value(UnitType t) {
        int v = t.vsInfantry().firepower() + t.vsVehicle().firepower();
        if (t.areaSuppressive() != null) {
            v += t.areaSuppressive().firepower();
        }
        if (t.hasAbility("rally")) {
            v += 10;
        }
        return v;
    }

    /** Checks a choice against the rule; throws naming what is wrong. */
    static List<Integer> validate(Unit squad, int count, List<Integer> chosen) {
        if (chosen == null || chosen.size() != count || chosen.stream().distinct().count() != count) {
            throw new IllegalAttack(squad.id() + " must lose exactly " + count + " different figure" + (count == 1 ? "" : "s")
                    + " (000 · Normal Attacks Against Squads), not " + chosen);
        }
        for (int i : chosen) {
            if (i < 0 || i >= squad.figures().size()) {
                throw new IllegalAttack(squad.id() + " has no figure number " + i);
            }
        }
        return chosen;
    }
}
