package toi.engine.combat;

import java.util.List;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Unit;

/**
 * Who may fire, and in which action: 000 · THE ACTION PHASE (only fresh units are activated), 000 · OPPORTUNITY FIRE,
 * 000 · SQUAD CONDITIONS (pinned, disrupted; 000 · Rally), 000 · COMBINED FIRE (who may support), and
 * Operations · Desperate Defenders.
 */
final class FireReadiness {

    private FireReadiness() {
    }

    static final Halving DESPERATE = new Halving("pinned or disrupted, attacking as a Desperate Defender",
            "Operations · Desperate Defenders");

    /** The action itself: COMBINED FIRE never joins Fire and Movement; 000 · Limited Choice of Actions; No Opportunity Fire. */
    static void checkAction(AttackPlan p) {
        if (!p.supporters.isEmpty() && Munitions.firesAlone(p.position, p.lead)) { // 002 · MUNITIONS (R-OPT-11)
            if (p.refuse(() -> Munitions.aloneRefusal(p.lead, Munitions.facedown(p.position, p.lead)))) {
                return; // a quiet check stops here
            }
        }
        if (p.action == FireAction.FIRE_AND_MOVEMENT) {
            if (!p.supporters.isEmpty()) {
                if (p.refuse(() -> "units may never support an attack initiated by a unit taking a Fire and Movement action (000 · COMBINED FIRE)")) {
                    return; // a quiet check stops here
                }
            }
            if (p.lead.hasTrait("heavy-infantry-weapon")) {
                if (p.refuse(() -> p.lead.id() + " contains a heavy infantry weapon and may not take a Fire and Movement action"
                        + " (000 · Limited Choice of Actions)")) {
                    return; // a quiet check stops here
                }
            }
        }
        if (p.area && p.action == FireAction.OP_FIRE) {
            if (p.refuse(() -> "a mortar figure cannot participate in opportunity fire (000 · No Opportunity Fire)")) {
                return; // a quiet check stops here
            }
        }
    }

    static void checkReadiness(AttackPlan p, Unit u, Role role, List<Halving> halvings) {
        String who = u.id();
        if (!u.nation().equals(p.lead.nation())) {
            if (p.refuse(() -> who + " is not on the attacker's side")) {
                return; // a quiet check stops here
            }
        }
        if (role == Role.LEAD) {
            switch (p.action) {
                case OP_FIRE -> {
                    if (u.activation() != Activation.OP_FIRE) {
                        if (p.refuse(() -> who + " is not in Op Fire mode, so it cannot make an op fire attack (000 · OPPORTUNITY FIRE)")) {
                            return; // a quiet check stops here
                        }
                    }
                }
                default -> {
                    if (u.activation() != Activation.FRESH) {
                        if (p.refuse(() -> who + " is " + u.activation().word() + ": only fresh units are activated (000 · THE ACTION PHASE)")) {
                            return; // a quiet check stops here
                        }
                    }
                }
            }
            if (u.condition() == Condition.PINNED && desperate(p, u)) {
                halvings.add(DESPERATE); // an officer in the squad adds nothing to this
            } else if (u.condition() == Condition.PINNED) {
                // 000 · Rally: a fresh pinned squad in the officer's hex may make a concentrated attack at half firepower.
                if (p.action != FireAction.CONCENTRATED_FIRE || !officerInHex(p, u)) {
                    if (p.refuse(() -> who + " is pinned and may not fire (000 · SQUAD CONDITIONS), unless a friendly officer"
                            + " in its hex rallies it for a Concentrated Fire action (000 · Rally)")) {
                        return; // a quiet check stops here
                    }
                }
                halvings.add(new Halving("rallied by an officer while pinned", "000 · Rally"));
            }
        } else {
            if (p.action == FireAction.OP_FIRE && u.activation() != Activation.OP_FIRE) {
                if (p.refuse(() -> who + " is not in Op Fire mode: only units in Op Fire mode may support an Op Fire attack (000 · COMBINED FIRE)")) {
                    return; // a quiet check stops here
                }
            }
            if (p.action == FireAction.CONCENTRATED_FIRE && u.activation() != Activation.FRESH) {
                if (p.refuse(() -> who + " is " + u.activation().word() + ": only fresh units may support a concentrated attack (000 · COMBINED FIRE)")) {
                    return; // a quiet check stops here
                }
            }
            if (u.condition() == Condition.PINNED && desperate(p, u)) {
                halvings.add(DESPERATE);
            } else if (u.condition() == Condition.PINNED) {
                if (p.refuse(() -> who + " is pinned and may not fire (000 · SQUAD CONDITIONS)")) {
                    return; // a quiet check stops here
                }
            }
        }
    }

    /** Operations · Desperate Defenders: "Your squads may attack at half their firepower … even if they are pinned or disrupted." */
    static boolean desperate(AttackPlan p, Unit u) {
        return u.isSquad() && p.position.operations().has(u.nation(), "desperate-defenders");
    }

    static boolean officerInHex(AttackPlan p, Unit u) {
        for (Unit other : p.position.unitsAt(u.hex())) {
            if (other.nation().equals(u.nation()) && other.hasAbility("rally")) {
                return true;
            }
        }
        return false;
    }
}
