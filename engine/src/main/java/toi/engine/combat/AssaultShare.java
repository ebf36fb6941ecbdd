package toi.engine.combat;

import java.util.List;
import toi.engine.units.Unit;

/**
 * One unit's firepower in an assault (000 · ASSAULT ATTACKS steps 2–3), with every step of it.
 *
 * @param firepower the dice it adds (0 when it may not fire: disrupted, halved twice, mortar, carried)
 * @param note      why it adds nothing, or empty
 */
public record AssaultShare(Unit unit, Role role, int baseFirepower, List<Modifier> additions, List<Halving> halvings,
                           int firepower, int rerolls, String note) {
}
