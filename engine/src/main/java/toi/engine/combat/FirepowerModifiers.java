package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.los.RangeCheck;
import toi.engine.units.Unit;

/**
 * 000 · CALCULATING MODIFIERS: additions and subtractions to firepower, applied before any halving.
 */
final class FirepowerModifiers {

    private FirepowerModifiers() {
    }

    /** Additions and subtractions to firepower, applied before any halving (000 · CALCULATING MODIFIERS). */
    static List<Modifier> additions(AttackPlan p, Unit u, RangeCheck range) {
        List<Modifier> mods = new ArrayList<>();
        if (DeterminingRange.concussive(p, u) && p.board.pillboxesResistConcussion() && "pillbox".equals(p.target.fortification())) {
            // 002 · Siegfried Assault: "tanks firing at them still get the +3 to range but do not get the +3 Concussive Firepower bonus"
            p.notes.add("the pillboxes of this scenario resist Concussive Firepower: range bonus only (scenario special rule)");
        } else if (DeterminingRange.concussive(p, u)) {
            mods.add(new Modifier("Concussive Firepower against a squad in a building, bunker or pillbox",
                    u.figures().get(0).abilityParam("concussive-firepower", "firepower"), "000/002 · Concussive Firepower"));
        }
        Modifier arc = TurretlessFacing.firepower(p.position, u, p.targetHex); // 003 · TURRETLESS VEHICLES AND FACING
        if (arc != null) {
            mods.add(arc);
        }
        Modifier oneMg = BritishTanksVersusInfantry.firepower(p.position, u, !p.area && !p.vehicleTarget && !p.bunkerTarget); // 003 · BRITISH TANKS VERSUS INFANTRY
        if (oneMg != null) {
            mods.add(oneMg);
        }
        var ace = u.hasTrait("tank") && p.vehicleTarget ? p.position.operations().of(u.nation(), "tank-firepower") : null;
        if (ace != null) {
            mods.add(new Modifier(ace.name() + ": a tank attacking a vehicle", ace.param("firepower", 1), "Operations · " + ace.name()));
        }
        if (u.isSquad() && u.specialization() != null && !u.isPinnedOrDisrupted() && !p.area) {
            switch (u.specialization().id()) {
                case "anti-tank" -> {
                    if (p.vehicleTarget) {
                        mods.add(new Modifier("anti-tank squad against a vehicle", u.specialization().param("firepowerVsVehicle"),
                                "000 · Armor-Piercing Weaponry"));
                    } else if (p.bunkerTarget) { // 003 · PILLBOXES AND BUNKERS: "even when using suppressive fire"
                        mods.add(new Modifier("anti-tank squad against a pillbox or bunker, a vehicular target",
                                u.specialization().param("firepowerVsVehicle"), "000 · Armor-Piercing Weaponry; " + Bunkers.RULE.heading()));
                    }
                }
                case "flamethrower" -> {
                    if (range.distance() == 1) {
                        mods.add(new Modifier("flamethrower against an adjacent unit", u.specialization().param("firepowerAdjacent"),
                                "000 · Flaming Death"));
                    }
                }
                case "smg" -> {
                    if (!p.vehicleTarget) {
                        mods.add(new Modifier("SMG squad against infantry", u.specialization().param("firepowerVsInfantry"),
                                "002 · SMG Units"));
                    }
                }
                case "alpha" -> {
                    if (!p.vehicleTarget && u.stars() > 0) {
                        mods.add(new Modifier("Alpha Unit, " + u.stars() + " star" + (u.stars() == 1 ? "" : "s"),
                                u.stars() * u.specialization().param("firepowerPerStarVsInfantry"), "002 · Adept Marksmen"));
                    }
                }
                default -> { }
            }
        }
        Modifier round = Munitions.firepower(p.position, u, p.vehicleTarget && !p.smokeRound, range.band()); // 002 · MUNITIONS
        if (round != null) {
            mods.add(round);
        }
        return mods;
    }
}
