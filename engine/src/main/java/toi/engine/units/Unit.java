package toi.engine.units;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.map.MovementClass;

/**
 * A unit on the board (000 · THE LANGUAGE OF TIDE OF IRON): a squad (a base and its figures) or a
 * single vehicle, with everything the rules track about it.
 *
 * @param figures        the squad's figures, or the one vehicle type
 * @param specialization the squad's specialization or restriction token, or null
 * @param stars          experience stars on an Alpha or Bravo token (002 · Specialization Experience), else 0
 * @param fortification  "entrenchment" or "pillbox" when the squad is inside one, else null
 * @param concealed      carries a concealed squad marker (000 · CONCEALED SQUADS)
 * @param carriedBy      id of the transport vehicle the squad is inside, else null
 * @param munition       a munitions token next to the vehicle, else null (002 · MUNITIONS SPECIALIZATION TOKENS)
 * @param seenFiring     at night, it has attacked or supported an attack in this Action Phase: no longer concealed by
 *                       night, and a vehicle or heavy infantry weapon is visible from all ranges (003 · Night Rules)
 * @param facing         the hexside a heavy vehicle faces under 003 · Optional Facing Rules, else null
 */
public record Unit(String id, String nation, String division, List<UnitType> figures, Hex hex,
                   Specialization specialization, int stars, String fortification, Condition condition, Damage damage,
                   Activation activation, boolean concealed, String carriedBy, Munition munition, boolean seenFiring,
                   HexDirection facing) {

    public static final int SQUAD_SLOTS = 4;

    public Unit {
        Objects.requireNonNull(id);
        Objects.requireNonNull(nation);
        figures = List.copyOf(figures);
        if (figures.isEmpty()) {
            throw new IllegalArgumentException("unit " + id + " has no figures or vehicle");
        }
        condition = condition == null ? Condition.NONE : condition;
        damage = damage == null ? Damage.NONE : damage;
        activation = activation == null ? Activation.FRESH : activation;
    }

    /**
     * Every component equal, the ones that change most often in play compared first (the attack memo and the state's
     * lookups compare units by value many times a decision); the same value as a record's own equality.
     */
    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof Unit u && Objects.equals(hex, u.hex) && activation == u.activation && condition == u.condition
                && damage == u.damage && concealed == u.concealed && stars == u.stars && id.equals(u.id)
                && Objects.equals(carriedBy, u.carriedBy) && Objects.equals(fortification, u.fortification)
                && Objects.equals(munition, u.munition) && nation.equals(u.nation) && Objects.equals(division, u.division)
                && Objects.equals(specialization, u.specialization) && seenFiring == u.seenFiring && facing == u.facing && figures.equals(u.figures);
    }

    /** The record's own hash (31 × the hash so far + each component's, in order), written out: it is asked very often. */
    @Override
    public int hashCode() {
        int h = id.hashCode();
        h = 31 * h + nation.hashCode();
        h = 31 * h + Objects.hashCode(division);
        h = 31 * h + figures.hashCode();
        h = 31 * h + Objects.hashCode(hex);
        h = 31 * h + Objects.hashCode(specialization);
        h = 31 * h + Integer.hashCode(stars);
        h = 31 * h + Objects.hashCode(fortification);
        h = 31 * h + condition.hashCode();
        h = 31 * h + damage.hashCode();
        h = 31 * h + activation.hashCode();
        h = 31 * h + Boolean.hashCode(concealed);
        h = 31 * h + Objects.hashCode(carriedBy);
        h = 31 * h + Objects.hashCode(munition);
        h = 31 * h + Boolean.hashCode(seenFiring);
        return 31 * h + Objects.hashCode(facing);
    }

    /** A unit not seen firing at night (003 · Night Rules), facing no hexside (the basic game). */
    public Unit(String id, String nation, String division, List<UnitType> figures, Hex hex, Specialization specialization,
                int stars, String fortification, Condition condition, Damage damage, Activation activation, boolean concealed,
                String carriedBy, Munition munition) {
        this(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage, activation,
                concealed, carriedBy, munition, false, null);
    }

    /** A unit facing no hexside (003 · Optional Facing Rules off, or not a heavy vehicle). */
    public Unit(String id, String nation, String division, List<UnitType> figures, Hex hex, Specialization specialization,
                int stars, String fortification, Condition condition, Damage damage, Activation activation, boolean concealed,
                String carriedBy, Munition munition, boolean seenFiring) {
        this(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage, activation,
                concealed, carriedBy, munition, seenFiring, null);
    }

    /** A unit not seen firing at night, facing this hexside (003 · Optional Facing Rules). */
    public Unit(String id, String nation, String division, List<UnitType> figures, Hex hex, Specialization specialization,
                int stars, String fortification, Condition condition, Damage damage, Activation activation, boolean concealed,
                String carriedBy, Munition munition, HexDirection facing) {
        this(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage, activation,
                concealed, carriedBy, munition, false, facing);
    }

    public static Unit squad(String id, String nation, Hex hex, List<UnitType> figures) {
        return new Unit(id, nation, null, figures, hex, null, 0, null, Condition.NONE, Damage.NONE,
                Activation.FRESH, false, null, null, false, null);
    }

    public static Unit vehicle(String id, String nation, Hex hex, UnitType type) {
        return new Unit(id, nation, null, List.of(type), hex, null, 0, null, Condition.NONE, Damage.NONE,
                Activation.FRESH, false, null, null, false, null);
    }

    /** Whether a scenario's "units" entry names this unit: its (first) figure's type id, or one of its traits ("tank"). */
    public boolean isOf(String typeOrTrait) {
        return figures.get(0).id().equals(typeOrTrait) || hasTrait(typeOrTrait);
    }

    /** The same unit in a division (000 · THREE- AND FOUR-PLAYER GAMES; 002 · divisions' squad bases). */
    public Unit withDivision(String d) {
        return new Unit(id, nation, d, figures, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withHex(Hex h) {
        return new Unit(id, nation, division, figures, h, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withFigures(List<UnitType> f) {
        return new Unit(id, nation, division, f, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withSpecialization(Specialization s, int starCount) {
        return new Unit(id, nation, division, figures, hex, s, starCount, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withFortification(String f) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, f, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withCondition(Condition c) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, c, damage,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withDamage(Damage d) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, d,
                activation, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withActivation(Activation a) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                a, concealed, carriedBy, munition, seenFiring, facing);
    }

    public Unit withConcealed(boolean c) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                activation, c, carriedBy, munition, seenFiring, facing);
    }

    public Unit withCarriedBy(String vehicleId) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, vehicleId, munition, seenFiring, facing);
    }

    /** The same unit with this munitions token next to it, or none (002 · MUNITIONS SPECIALIZATION TOKENS). */
    public Unit withMunition(Munition m) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, m, seenFiring, facing);
    }

    /** The same unit seen firing at night, or no longer (003 · Night Rules: "for the rest of the Action Phase"). */
    public Unit withSeenFiring(boolean seen) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seen, facing);
    }

    /** The same unit facing this hexside (003 · Optional Facing Rules), or none. */
    public Unit withFacing(HexDirection f) {
        return new Unit(id, nation, division, figures, hex, specialization, stars, fortification, condition, damage,
                activation, concealed, carriedBy, munition, seenFiring, f);
    }

    /** The kind of a facedown munitions token next to the unit, else null: its next attack flips it. */
    public Munition.Kind facedownMunition() {
        return munition != null && munition.facedown() ? munition.kind() : null;
    }

    public boolean isVehicle() {
        return figures.get(0).isVehicle();
    }

    public boolean isSquad() {
        return !isVehicle();
    }

    /**
     * An equipment unit (003 · Units: an AT gun): a single piece with the trait {@code equipment}, a vehicle as far as the
     * basic rules go (docs/rulings.md R-OPT-40).
     */
    public boolean isEquipment() {
        return figures.get(0).hasTrait("equipment");
    }

    public UnitType vehicleType() {
        return figures.get(0);
    }

    public MovementClass movementClass() {
        return isVehicle() ? MovementClass.VEHICLE : MovementClass.SQUAD;
    }

    public boolean hasTrait(String trait) {
        for (int i = 0; i < figures.size(); i++) { // indexed: asked very often, no iterator
            if (figures.get(i).hasTrait(trait)) {
                return true;
            }
        }
        return false;
    }

    public boolean hasAbility(String ability) {
        for (int i = 0; i < figures.size(); i++) { // indexed: asked very often, no iterator
            if (figures.get(i).hasAbility(ability)) {
                return true;
            }
        }
        return false;
    }

    public boolean hasSpecialization(String s) {
        return specialization != null && specialization.id().equals(s);
    }

    /**
     * Whether the squad's specialization works now: "A squad with specialization may not use any of
     * its special abilities … if it is pinned or disrupted" (000 · Other Specialization Rules).
     */
    public boolean usesSpecialization(String s) {
        return hasSpecialization(s) && !isPinnedOrDisrupted();
    }

    public boolean isEngineer() {
        return hasSpecialization("engineer");
    }

    public boolean isPinnedOrDisrupted() {
        return condition != Condition.NONE;
    }

    public boolean isTransported() {
        return carriedBy != null;
    }

    /** 000 · BUILDING SQUADS: a squad with one or more available slots. */
    public boolean isWeakened() {
        return isSquad() && slotsUsed() < SQUAD_SLOTS;
    }

    public int slotsUsed() {
        int used = 0;
        for (UnitType t : figures) {
            used += t.slots();
        }
        return used;
    }

    public int countFigures(String abilityOrTrait) {
        int n = 0;
        for (UnitType t : figures) {
            if (t.hasAbility(abilityOrTrait) || t.hasTrait(abilityOrTrait)) {
                n++;
            }
        }
        return n;
    }

    /**
     * 000 · MOVEMENT: "The movement values of figures within a squad are not cumulative" — a squad
     * moves at its slowest figure's value, plus bonuses such as the officer's Increased Mobility
     * (+1 for a squad containing at least one officer). A lightly damaged vehicle has −1
     * (000 · VEHICLE DAMAGE).
     */
    public int movementPoints() {
        if (isVehicle()) {
            return Math.max(0, vehicleType().movement() - (damage == Damage.LIGHT ? 1 : 0));
        }
        int slowest = Integer.MAX_VALUE;
        int bonus = 0;
        for (UnitType t : figures) {
            slowest = Math.min(slowest, t.movement());
            bonus = Math.max(bonus, t.movementBonus());
        }
        if (specialization != null) {
            bonus += specialization.param("movementBonus", 0); // 002 · Recon: Stamina
        }
        return slowest + bonus;
    }

    /**
     * 000 · Immobile Units: "A unit that is pinned, disrupted, or heavily damaged cannot be moved on
     * the board"; 002 · the immobile token: "may not move".
     */
    public boolean isImmobile() {
        return condition != Condition.NONE || damage == Damage.HEAVY || damage == Damage.IMMOBILE;
    }

    /**
     * 000 · DETERMINING RANGE: a squad's range is that of its attacking figure with the lowest
     * range; figures with no attack against this target kind (range 0) do not take part.
     */
    public int range(boolean vehicleTarget) {
        int best = Integer.MAX_VALUE;
        for (UnitType t : figures) {
            int r = t.rangeAgainst(vehicleTarget);
            if (r > 0) {
                best = Math.min(best, r);
            }
        }
        return best == Integer.MAX_VALUE ? 0 : best;
    }

    public String status() {
        StringBuilder sb = new StringBuilder();
        if (condition != Condition.NONE) {
            sb.append(condition.word()).append(", ");
        }
        if (damage != Damage.NONE) {
            sb.append(damage.word()).append(", ");
        }
        if (activation != Activation.FRESH) {
            sb.append(activation.word()).append(", ");
        }
        if (fortification != null) {
            sb.append("in ").append(fortification).append(", ");
        }
        if (concealed) {
            sb.append("concealed, ");
        }
        if (carriedBy != null) {
            sb.append("inside ").append(carriedBy).append(", ");
        }
        return sb.length() == 0 ? "" : sb.substring(0, sb.length() - 2);
    }

    public String describe() {
        if (isVehicle()) {
            return id + " (" + nation + " " + vehicleType().name() + ")";
        }
        StringBuilder sb = new StringBuilder(id).append(" (").append(nation).append(" squad: ");
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (UnitType t : figures) {
            counts.merge(t.name(), 1, Integer::sum);
        }
        String sep = "";
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            sb.append(sep).append(e.getValue() > 1 ? e.getValue() + " × " : "").append(e.getKey());
            sep = ", ";
        }
        if (specialization != null) {
            sb.append("; ").append(specialization.id());
            if (stars > 0) {
                sb.append(" ").append("★".repeat(stars));
            }
        }
        return sb.append(")").toString();
    }
}
