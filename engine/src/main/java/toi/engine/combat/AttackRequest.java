package toi.engine.combat;

import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;

/**
 * What a player proposes: who attacks, who supports, the target, the attack type and the action.
 *
 * @param targetUnitId the unit fired on (null for an area attack given by hex)
 * @param targetHex    the hex of an area attack (null: the target unit's hex)
 * @param area         fire the squad's area-attack figures (mortar crews) at the target's hex;
 *                     automatic when the leading squad has no other figures
 * @param figures      per unit id, the indexes of the figures that take part; units not listed
 *                     use the engine's default choice (docs/rulings.md R-CMB-2)
 * @param spotterId    the friendly unit whose LOS a mortar uses (000 · Ballistic Fire); null: own LOS,
 *                     else the first friendly non-fatigued unit that sees the target
 * @param smoke        mortars firing smoke rounds at {@code targetHex} (003 · Mortars Firing Smoke, an optional rule)
 * @param starShell    a mortar crew firing a star shell at {@code targetHex} instead of an attack (003 · Night Rules)
 */
public record AttackRequest(String attackerId, List<String> supporterIds, String targetUnitId, Hex targetHex,
                            AttackType type, FireAction action, boolean area, Map<String, List<Integer>> figures,
                            String spotterId, boolean smoke, boolean starShell) {

    public AttackRequest(String attackerId, List<String> supporterIds, String targetUnitId, Hex targetHex, AttackType type,
                         FireAction action, boolean area, Map<String, List<Integer>> figures, String spotterId, boolean smoke) {
        this(attackerId, supporterIds, targetUnitId, targetHex, type, action, area, figures, spotterId, smoke, false);
    }

    public AttackRequest(String attackerId, List<String> supporterIds, String targetUnitId, Hex targetHex, AttackType type,
                         FireAction action, boolean area, Map<String, List<Integer>> figures, String spotterId) {
        this(attackerId, supporterIds, targetUnitId, targetHex, type, action, area, figures, spotterId, false);
    }

    /** A smoke mission by mortar crews (their suppressive firepower) at a hex (003 · Mortars Firing Smoke). */
    public static AttackRequest smokeMission(String attackerId, Hex target, FireAction action, String... supporters) {
        return new AttackRequest(attackerId, List.of(supporters), null, target, AttackType.SUPPRESSIVE, action, true, Map.of(), null, true);
    }

    /**
     * A star shell by a mortar crew at a hex (003 · Night Rules: "Artillery and mortar crews may fire Star Shells instead of
     * making attacks"): placed like an area attack's target, with no dice.
     */
    public static AttackRequest starShell(String attackerId, Hex target, FireAction action) {
        return new AttackRequest(attackerId, List.of(), null, target, AttackType.NORMAL, action, true, Map.of(), null, false, true);
    }

    public AttackRequest {
        supporterIds = List.copyOf(supporterIds);
        figures = Map.copyOf(figures);
        type = type == null ? AttackType.NORMAL : type; // 000: "If a player forgets … always … a normal attack"
        action = action == null ? FireAction.CONCENTRATED_FIRE : action;
    }

    public static AttackRequest of(String attackerId, String targetUnitId, AttackType type, FireAction action,
                                   String... supporters) {
        return new AttackRequest(attackerId, List.of(supporters), targetUnitId, null, type, action, false, Map.of(), null);
    }

    public AttackRequest withFigures(String unitId, List<Integer> indexes) {
        Map<String, List<Integer>> m = new java.util.HashMap<>(figures);
        m.put(unitId, List.copyOf(indexes));
        return new AttackRequest(attackerId, supporterIds, targetUnitId, targetHex, type, action, area, m, spotterId, smoke, starShell);
    }

    public AttackRequest asArea(Hex hex) {
        return new AttackRequest(attackerId, supporterIds, targetUnitId, hex, type, action, true, figures, spotterId, smoke, starShell);
    }

    public AttackRequest withSpotter(String id) {
        return new AttackRequest(attackerId, supporterIds, targetUnitId, targetHex, type, action, area, figures, id, smoke, starShell);
    }
}
