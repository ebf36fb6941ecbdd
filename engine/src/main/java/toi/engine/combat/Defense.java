package toi.engine.combat;

import java.util.List;
import toi.engine.units.Unit;

/**
 * 000 · COVER AND ARMOR: the red dice one target unit rolls.
 *
 * @param cover      every source of cover, with its rule (reductions such as Flaming Death included)
 * @param coverTotal the cover, never below 0
 * @param armor      the vehicle's armor after damage (0 for squads)
 * @param thickArmor 000 · Thick Armor: one defense die may be turned into a 6
 * @param holdsFirm  003 · Pillboxes and Bunkers (an optional rule): suppressive hits only pin it
 */
public record Defense(Unit target, List<Modifier> cover, int coverTotal, int armor, List<Modifier> armorModifiers,
                      boolean thickArmor, boolean holdsFirm) {

    public Defense(Unit target, List<Modifier> cover, int coverTotal, int armor, List<Modifier> armorModifiers, boolean thickArmor) {
        this(target, cover, coverTotal, armor, armorModifiers, thickArmor, false);
    }

    public int dice() {
        return coverTotal + armor;
    }
}
