package toi.engine.units;

import java.util.List;
import java.util.Objects;
import toi.engine.hex.Hex;
import toi.engine.map.MovementClass;

/**
 * A unit on the board (000 · THE LANGUAGE OF TIDE OF IRON): a squad (a base and its figures) or a
 * single vehicle.
 *
 * @param figures        the squad's figures, or the one vehicle type
 * @param specialization the squad's specialization token id ("engineer", …) or null
 * @param fortification  "entrenchment" or "pillbox" when the squad is inside one, else null
 * @param condition      "none", "pinned" or "disrupted" (000 · SQUAD CONDITIONS)
 * @param damage         "none", "light" or "heavy" (000 · VEHICLE DAMAGE)
 */
public record Unit(String id, String nation, String division, List<UnitType> figures, Hex hex,
                   String specialization, String fortification, String condition, String damage) {

    public static final int SQUAD_SLOTS = 4;

    public Unit {
        Objects.requireNonNull(id);
        Objects.requireNonNull(nation);
        figures = List.copyOf(figures);
        if (figures.isEmpty()) {
            throw new IllegalArgumentException("unit " + id + " has no figures or vehicle");
        }
        condition = condition == null ? "none" : condition;
        damage = damage == null ? "none" : damage;
    }

    public boolean isVehicle() {
        return figures.get(0).isVehicle();
    }

    public boolean isSquad() {
        return !isVehicle();
    }

    public MovementClass movementClass() {
        return isVehicle() ? MovementClass.VEHICLE : MovementClass.SQUAD;
    }

    public boolean hasTrait(String trait) {
        for (UnitType t : figures) {
            if (t.hasTrait(trait)) {
                return true;
            }
        }
        return false;
    }

    public boolean isEngineer() {
        return "engineer".equals(specialization);
    }

    public int slotsUsed() {
        int used = 0;
        for (UnitType t : figures) {
            used += t.slots();
        }
        return used;
    }

    /**
     * 000 · MOVEMENT: "The movement values of figures within a squad are not cumulative" — a squad
     * moves at its slowest figure's value, plus bonuses such as the officer's Increased Mobility
     * (+1 for a squad containing at least one officer).
     */
    public int movementPoints() {
        if (isVehicle()) {
            return figures.get(0).movement();
        }
        int slowest = Integer.MAX_VALUE;
        int bonus = 0;
        for (UnitType t : figures) {
            slowest = Math.min(slowest, t.movement());
            bonus = Math.max(bonus, t.movementBonus());
        }
        return slowest + bonus;
    }

    /**
     * 000 · Immobile Units: "A unit that is pinned, disrupted, or heavily damaged cannot be moved on the board."
     */
    public boolean isImmobile() {
        return "pinned".equals(condition) || "disrupted".equals(condition) || "heavy".equals(damage);
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

    public String describe() {
        if (isVehicle()) {
            return id + " (" + nation + " " + figures.get(0).name() + ")";
        }
        StringBuilder sb = new StringBuilder(id).append(" (").append(nation).append(" squad: ");
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        for (UnitType t : figures) {
            counts.merge(t.name(), 1, Integer::sum);
        }
        String sep = "";
        for (java.util.Map.Entry<String, Integer> e : counts.entrySet()) {
            sb.append(sep).append(e.getValue() > 1 ? e.getValue() + " × " : "").append(e.getKey());
            sep = ", ";
        }
        if (specialization != null) {
            sb.append("; ").append(specialization);
        }
        return sb.append(")").toString();
    }
}
