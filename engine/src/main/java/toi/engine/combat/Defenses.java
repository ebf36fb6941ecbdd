package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · COVER AND ARMOR: the defense strength of one target, every source listed. */
public final class Defenses {
    private Defenses() {
    }

    public static Defense of(Position position, Unit target, AttackType type, boolean flamethrowerAdjacent) {
        return of(position, target, type, flamethrowerAdjacent, false);
    }

    /**
     * @param shellfire the attack comes from a mortar crew or an Artillery Strategy card (what 003 · Mortars firing into
     *                  Woods changes, when the game has that option on)
     */
    public static Defense of(Position position, Unit target, AttackType type, boolean flamethrowerAdjacent, boolean shellfire) {
        return of(position, target, type, flamethrowerAdjacent, shellfire, null, false);
    }

    /**
     * @param from    the firing unit's hex (003 · Optional Facing Rules: the side struck), or null
     * @param offBoad the attack comes from an Artillery or Air Support Strategy card (003 · Optional Facing Rules: the rear)
     */
    public static Defense of(Position position, Unit target, AttackType type, boolean flamethrowerAdjacent, boolean shellfire,
                             toi.engine.hex.Hex from, boolean offBoad) {
        Board board = position.board();
        List<Modifier> cover = new ArrayList<>();
        int terrainCover = board.terrain(target.hex()).cover();
        boolean treeBursts = shellfire && TreeBursts.apply(position, target.hex());
        if (terrainCover != 0) {
            cover.add(new Modifier(board.terrain(target.hex()).name().toLowerCase() + " terrain", terrainCover,
                    "000 · TERRAIN BREAKDOWN"));
            if (treeBursts) {
                cover.add(TreeBursts.woods(position, terrainCover));
            }
        }
        for (MarkerType m : board.markers(target.hex())) {
            boolean applies = switch (m.coverFor()) {
                case "occupant" -> m.id().equals(target.fortification());
                case "squads" -> target.isSquad();
                case "all" -> true;
                default -> false;
            };
            if (applies && m.cover() != 0) {
                cover.add(new Modifier(m.name().toLowerCase(), m.cover(), "000 · " + heading(m)));
                if (treeBursts && TreeBursts.weakens(m)) {
                    cover.add(TreeBursts.entrenchment(position, m));
                }
            }
        }
        if (target.isSquad()) {
            squadCover(position, target, type, cover);
        }
        int total = 0;
        for (Modifier m : cover) {
            total += m.amount();
        }
        if (flamethrowerAdjacent) {
            // 000 · Flaming Death: −5 cover (to a minimum of 0); armor is not affected.
            int reduction = flamethrowerReduction(position, target);
            cover.add(new Modifier("Flaming Death (flamethrower attacking from an adjacent hex)", -Math.min(reduction, total),
                    "000 · Flaming Death"));
            total = Math.max(0, total - reduction);
        }
        int armor = 0;
        List<Modifier> armorMods = new ArrayList<>();
        if (target.isVehicle() && !InherentCrews.asSquad(position, target, type)) { // 003 · INHERENT CREWS: as a squad, no armor
            armor = target.vehicleType().armor();
            armorMods.add(new Modifier(target.vehicleType().name() + " armor", armor, "player reference sheet"));
            if (target.damage() != Damage.NONE) {
                armorMods.add(new Modifier(target.damage().word(), -1, target.damage() == Damage.IMMOBILE
                        ? "002 · Immobile" : "000 · VEHICLE DAMAGE"));
                armor = Math.max(0, armor - 1);
            }
            Modifier side = from == null && !offBoad ? null : Facing.armor(position, target, offBoad ? null : from, armor);
            if (side != null) { // 003 · OPTIONAL FACING RULES
                armorMods.add(side);
                armor += side.amount();
            }
        }
        boolean thick = armor > 0 && (target.hasAbility("thick-armor")
                || MatildaHeavyArmor.givesThickArmor(position, target)); // 003 · MATILDA MK. II HEAVY ARMOR
        return new Defense(target, List.copyOf(cover), total, armor, List.copyOf(armorMods), thick,
                holdsFirm(position.operations(), target, type));
    }

    /**
     * 003 · PILLBOXES AND BUNKERS (an optional rule): "a squad occupying a pillbox or bunker which is attacked by
     * suppressive fire treats all morale results as "pinned" results and can never be disrupted or routed."
     */
    public static boolean holdsFirm(toi.engine.cards.OperationsInPlay rules, Unit target, AttackType type) {
        return type == AttackType.SUPPRESSIVE && target.isSquad() && Bunkers.shelters(target)
                && rules.option(toi.engine.options.RuleOption.PILLBOXES_AND_BUNKERS);
    }

    private static int flamethrowerReduction(Position position, Unit target) {
        for (Unit u : position.units()) {
            if (u.usesSpecialization("flamethrower") && u.hex().isAdjacentTo(target.hex())) {
                return u.specialization().param("coverReductionAdjacent");
            }
        }
        return 0;
    }

    private static void squadCover(Position position, Unit target, AttackType type, List<Modifier> cover) {
        boolean officerHere = false;
        boolean medicHere = false;
        for (Unit u : position.unitsAt(target.hex())) {
            if (!u.nation().equals(target.nation()) || u.isTransported()) {
                continue;
            }
            officerHere |= u.hasAbility("determination");
            medicHere |= u.usesSpecialization("medic");
        }
        if (type == AttackType.SUPPRESSIVE) {
            int elites = 0;
            int perFigure = 0;
            for (var t : target.figures()) {
                if (t.hasAbility("battle-hardened")) {
                    elites++;
                    perFigure = t.abilityParam("battle-hardened", "coverVsSuppressivePerFigure");
                }
            }
            if (elites > 0) {
                cover.add(new Modifier(elites + " elite figure" + (elites == 1 ? "" : "s") + " against suppressive fire",
                        elites * perFigure, "000 · Battle-Hardened"));
            }
            if (officerHere) {
                int bonus = officerBonus(position, target);
                cover.add(new Modifier("officer in the hex against suppressive fire", bonus, "000 · Determination"));
            }
        } else if (medicHere) {
            // 002 · Bandage: once per hex, however many medic squads.
            int bonus = medicBonus(position, target);
            cover.add(new Modifier("medic squad in the hex against a normal attack", bonus, "000 · Bandage"));
        }
        if (target.usesSpecialization("bravo") && target.stars() > 0) {
            cover.add(new Modifier("Bravo Unit, " + target.stars() + " star" + (target.stars() == 1 ? "" : "s"),
                    target.stars() * target.specialization().param("coverPerStar"), "002 · Adept Defenders"));
        }
    }

    private static int officerBonus(Position position, Unit target) {
        for (Unit u : position.unitsAt(target.hex())) {
            for (var t : u.figures()) {
                if (u.nation().equals(target.nation()) && t.hasAbility("determination")) {
                    return t.abilityParam("determination", "coverVsSuppressive");
                }
            }
        }
        return 0;
    }

    private static int medicBonus(Position position, Unit target) {
        for (Unit u : position.unitsAt(target.hex())) {
            if (u.nation().equals(target.nation()) && u.usesSpecialization("medic")) {
                return u.specialization().param("bandageCover");
            }
        }
        return 0;
    }

    private static String heading(MarkerType m) {
        return switch (m.id()) {
            case "entrenchment" -> "Entrenchments";
            case "pillbox" -> "Pillboxes";
            case "tank-trap" -> "Tank Traps";
            case "smoke" -> "Smoke";
            default -> m.name();
        };
    }
}
