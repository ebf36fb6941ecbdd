package toi.engine.combat;

import toi.engine.units.Unit;

/**
 * 000 · RESOLVING AN ATTACK, the target: an enemy unit that may be fired upon, or a hex (an area attack, a smoke round,
 * a star shell).
 */
final class AttackTarget {

    private AttackTarget() {
    }

    static void checkTarget(AttackPlan p) {
        String smokeToken = Munitions.smokeTokenRefusal(p.position, p.lead, p.smokeRound); // 002 · MUNITIONS: Smoke fires only smoke
        if (smokeToken != null) {
            p.refuse(() -> smokeToken);
            return;
        }
        if (p.smokeRound) { // 002 · MUNITIONS SPECIALIZATION TOKENS, Smoke: "the attacking player targets a hex"
            String why = Munitions.smokeRoundRefusal(p.position, p.lead, p.targetHex, p.action);
            if (why != null) {
                p.refuse(() -> why);
            }
            return;
        }
        if (p.request.starShell()) { // 003 · NIGHT RULES, Star Shells: any hex, none of the enemy needed
            String why = Night.starShellRefusal(p.position, p.targetHex, p.action, p.supporters.size());
            if (why != null) {
                p.refuse(() -> why);
            }
            return;
        }
        if (p.request.smoke()) { // 003 · MORTARS FIRING SMOKE: any hex that may take a smoke marker, none of the enemy needed
            String why = SmokeRounds.refusal(p.position, p.targetHex, p.action);
            if (why != null) {
                p.refuse(() -> why);
            }
            return;
        }
        if (p.target != null) {
            if (p.target.nation().equals(p.lead.nation())) {
                if (p.refuse(() -> p.target.id() + " is a friendly unit")) {
                    return; // a quiet check stops here
                }
            }
            if (p.target.concealed()) {
                if (p.refuse(() -> p.target.id() + " is concealed: a concealed squad cannot be fired upon (000 · CONCEALED SQUADS)")) {
                    return; // a quiet check stops here
                }
            }
            if (Night.concealed(p.position, p.target)) { // 003 · NIGHT RULES: concealed in cover-providing terrain
                if (p.refuse(() -> Night.concealedRefusal(p.target))) {
                    return; // a quiet check stops here
                }
            }
            if (p.target.isTransported()) {
                if (p.refuse(() -> p.target.id() + " is inside " + p.target.carriedBy()
                        + ": squads inside a vehicle cannot be targeted; only the vehicle can (000 · Transporting Squads in Vehicles)")) {
                    return; // a quiet check stops here
                }
            }
            if (p.target.isVehicle() && p.type == AttackType.SUPPRESSIVE && !InherentCrews.asSquad(p.position, p.target, p.type)) {
                if (p.refuse(() -> p.target.id() + " is a vehicle: vehicles are not affected by suppressive attacks"
                        + " (000 · Normal Attacks and Suppressive Attacks)")) {
                    return; // a quiet check stops here
                }
            }
        } else {
            boolean enemy = false;
            for (Unit u : p.position.unitsAt(p.targetHex)) {
                enemy |= !u.nation().equals(p.lead.nation());
            }
            if (!enemy && !p.board.hasMarker(p.targetHex, "razor-wire")) {
                if (p.refuse(() -> p.targetHex + " holds no enemy unit to attack")) {
                    return; // a quiet check stops here
                }
            }
        }
    }
}
