package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.map.Board;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 000 · RESOLVING AN ATTACK steps 1–5 for a proposed attack: who may take part, with which
 * figures, at what range, with what firepower, against what defense. Every refusal names the
 * rule that forbids the attack; nothing is changed by asking.
 */
public final class AttackRules {

    private AttackRules() {
    }

    public static AttackBreakdown propose(Position position, AttackRequest request) {
        return planner(position, request, false).plan();
    }

    /**
     * Whether {@link #propose} would accept the request: the same checks in the same code, without working out the
     * breakdown or writing any refusal text (for listing legal choices).
     */
    public static boolean allows(Position position, AttackRequest request) {
        return allows(position, request, null, null);
    }

    /**
     * {@link #allows(Position, AttackRequest)} with the request's lead and target unit already found in the position (the
     * attack memo has them): not looked up again by id.
     */
    public static boolean allows(Position position, AttackRequest request, Unit lead, Unit target) {
        try {
            return planner(position, request, true, lead, target).check();
        } catch (IllegalAttack e) {
            return false; // a unit named in the request is not in the position
        }
    }

    /**
     * Given that {@code leadAlone} (no supporters) is allowed, whether adding {@code supporterId} keeps it allowed:
     * the checks {@link #propose} adds for a supporter. Each unit taking part is admitted on its own (its
     * readiness, sight, figures and range against the request's target), so with the lead and other supporters
     * already admitted this answers for the combined attack too. One check is left out because it depends on which
     * unit leads, not only on the supporter and the target: {@link LimitedCombinedFire#allows} (an optional rule).
     */
    public static boolean allowsSupporter(Position position, AttackRequest leadAlone, String supporterId) {
        Unit supporter = position.unit(supporterId).orElse(null);
        return supporter != null && allowsSupporter(position, leadAlone, null, supporter); // not in the position: no
    }

    /**
     * {@link #allowsSupporter(Position, AttackRequest, String)} with the supporter, and the request's target when the
     * caller has it (else null), already found in the position (the attack memo has them): not looked up again by id.
     */
    public static boolean allowsSupporter(Position position, AttackRequest leadAlone, Unit target, Unit supporter) {
        if (supporter.id().equals(leadAlone.attackerId())) {
            return false; // named twice
        }
        try {
            AttackPlan p = planner(position, leadAlone, true, null, target);
            if (p.action == FireAction.FIRE_AND_MOVEMENT) {
                return false; // 000 · COMBINED FIRE: no support for a Fire and Movement attack
            }
            if (Munitions.firesAlone(position, p.lead)) {
                return false; // 002 · MUNITIONS SPECIALIZATION TOKENS: a HE or Smoke round fires alone (R-OPT-11)
            }
            p.admit(supporter, Role.SUPPORT);
            return !p.refused;
        } catch (IllegalAttack e) {
            return false;
        }
    }

    /**
     * Whether the lead's attacks are area attacks (a squad of mortar figures): only then does the attack type
     * (normal or suppressive) change who may take part; otherwise it matters only against vehicles.
     */
    public static boolean areaAttacker(Unit lead) {
        return lead.isSquad() && MixedSquads.onlyAreaFigures(lead);
    }

    /**
     * A necessary condition of {@link #allows} for each unit taking part, cheap to test first (line of sight is
     * remembered per board): in an attack that is not an area attack the unit must see the target's hex itself
     * (000 · LINE OF SIGHT); in an area attack a spotter's sight may do (000 · Ballistic Fire), so this says yes.
     */
    public static boolean mightSee(Position position, Unit u, Hex target, boolean area) {
        Board board = position.board();
        // night's visibility is left out: a target seen firing is visible from all ranges (003 · NIGHT RULES)
        return area || !board.isPlayable(u.hex()) || !board.isPlayable(target) || LineOfSight.canSee(board, u.hex(), target, false);
    }

    static AttackPlan planner(Position position, AttackRequest request, boolean quiet) {
        return planner(position, request, quiet, null, null);
    }

    /** The planner for the request; {@code knownLead}, {@code knownTarget}: the request's units when the caller has them, else null. */
    static AttackPlan planner(Position position, AttackRequest request, boolean quiet, Unit knownLead, Unit knownTarget) {
        Unit lead = knownLead != null ? knownLead : unit(position, request.attackerId(), "attacking unit");
        // 002 · MUNITIONS SPECIALIZATION TOKENS: a vehicle's smoke round is a direct attack at a hex, not an area attack
        boolean smokeRound = request.smoke() && lead.isVehicle();
        // 000 · No Mixed Fire: a squad's mortar crews fire an area attack, when it has no other figures or they alone are named
        boolean area = !smokeRound && (request.area() || (lead.isSquad() && MixedSquads.onlyAreaFigures(lead))
                || MixedSquads.namesOnlyAreaFigures(lead, request.figures().get(lead.id())));
        Hex targetHex;
        Unit target = null;
        if (request.targetUnitId() != null) {
            target = knownTarget != null ? knownTarget : unit(position, request.targetUnitId(), "target");
            targetHex = target.hex();
        } else if (request.targetHex() != null && (area || smokeRound)) {
            targetHex = request.targetHex();
        } else {
            throw new IllegalAttack("name a target unit (or a hex for an area attack)");
        }
        if (request.targetHex() != null && target != null && !request.targetHex().equals(target.hex())) {
            throw new IllegalAttack("the target " + target.id() + " is in " + target.hex() + ", not " + request.targetHex());
        }
        if (!position.board().isPlayable(targetHex)) {
            throw new IllegalAttack(targetHex + " is not part of the game (000 · Half Hexes)");
        }
        List<Unit> supporters = new ArrayList<>(request.supporterIds().size());
        for (String id : request.supporterIds()) {
            boolean twice = id.equals(lead.id());
            for (Unit x : supporters) {
                twice |= x.id().equals(id);
            }
            if (twice) {
                throw new IllegalAttack(id + " is named twice in the attack");
            }
            supporters.add(unit(position, id, "supporting unit"));
        }
        return area ? new AttackPlan(position, request, lead, supporters, null, targetHex, true, quiet)
                : new AttackPlan(position, request, lead, supporters, target, targetHex, false, quiet);
    }

    private static Unit unit(Position position, String id, String what) {
        if (id == null) {
            throw new IllegalAttack("no " + what + " given");
        }
        return position.unit(id).orElseThrow(() -> new IllegalAttack("no unit '" + id + "' (" + what + ") in this position"));
    }
}
