package toi.engine.combat;

import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;

/**
 * 003 · MORTARS FIRING SMOKE (an optional rule), the attack's part: "In order to fire a smoke mission, a mortar crew must
 * be activated with a Concentrated Fire action. … He may use combined fire as long as all of the participating figures
 * are mortar crews. The active mortar crew uses its suppressive firepower, while any supporting mortar crews use half of
 * their suppressive firepower. … die results of "5" and "6" hit at normal range, while rolls of "6" hit at long range.
 * Smoke rounds have no effect against units in the target hex". A smoke mission is an area attack (so Ballistic Fire,
 * Minimum Distance, No Opportunity Fire and No Mixed Fire apply as they do) of suppressive type, with no defender. Where
 * the smoke lands is the game's ({@code game.rules.SmokeMission}).
 */
public final class SmokeRounds {
    public static final RuleOption RULE = RuleOption.MORTARS_FIRE_SMOKE;

    private SmokeRounds() {
    }

    /** Why this smoke mission may not be fired, or null. */
    static String refusal(Position position, Hex target, FireAction action) {
        if (!position.operations().option(RULE)) {
            return "smoke missions are an optional rule (" + RULE.heading() + ") not on in this game";
        }
        if (action != FireAction.CONCENTRATED_FIRE) {
            return "a smoke mission is fired by mortar crews activated with a Concentrated Fire action (" + RULE.heading() + ")";
        }
        MarkerType smoke = smoke(position);
        return position.board().markerRefusal(target, smoke).map(r -> "no smoke can be laid there: " + r).orElse(null);
    }

    static MarkerType smoke(Position position) {
        return position.board().catalog().marker("smoke")
                .orElseThrow(() -> new IllegalStateException("terrain.json has no smoke marker"));
    }

    static String note(Position position, Hex target) {
        int lay = position.options().param(RULE, "smokeAtHits");
        return "smoke rounds: no effect on the units in " + target + "; " + lay + " or more hits lay smoke there, "
                + (lay == 2 ? "1 hit" : "1 to " + (lay - 1) + " hits") + " lays it after a drift (black die 1–2: 1 hex, 3–4: 2,"
                + " 5–6: 3; red die: direction), no hit lays none (" + RULE.heading() + ")";
    }
}
