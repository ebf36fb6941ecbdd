package toi.engine.combat;

import java.util.List;
import toi.engine.los.RangeCheck;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * One unit's part in an attack, with every step of its arithmetic.
 *
 * @param figures        the figures taking part (the whole vehicle for a vehicle)
 * @param leftOut        figures not taking part, each with the reason
 * @param baseFirepower  the sum of the participating figures' firepower against this target
 * @param additions      additions and subtractions, applied first (000 · CALCULATING MODIFIERS)
 * @param halvings       at most one (a second means the unit may not attack, 000 · HALVING FIREPOWER)
 * @param firepower      the dice this unit adds to the attack
 * @param rangeModifiers changes to the printed range before the elevation bonus
 * @param rerolls        attack dice it may roll again (002 · Expert); its dice are rolled separately
 * @param sight          how LOS to the target was established
 */
public record Contribution(Unit unit, Role role, List<UnitType> figures, List<String> leftOut, int baseFirepower,
                           List<Modifier> additions, List<Halving> halvings, int firepower, RangeCheck range,
                           List<Modifier> rangeModifiers, int rerolls, String sight) {
}
