package toi.engine.combat;

import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · LIMITED COMBINED FIRE (an optional rule): "when declaring a combined fire attack, only units in the active unit's
 * hex may provide support for the attack. If an officer is in the active squad, then units in adjacent hexes may
 * participate in the attack. Soviet vehicles are also limited in this manner, but British, German, and American vehicles
 * (which were amply supplied with radios) are not limited by this rule." (docs/rulings.md R-OPT-2)
 */
public final class LimitedCombinedFire {
    private static final RuleOption RULE = RuleOption.LIMITED_COMBINED_FIRE;
    /** The one nation whose vehicles the rule limits (none of the box's units are Soviet yet). */
    private static final String SOVIET = "SOV";

    private LimitedCombinedFire() {
    }

    /** Whether {@code supporter} is within shouting distance of {@code lead} (always, with the option off). */
    public static boolean allows(Position position, Unit lead, Unit supporter) {
        return refusal(position, lead, supporter) == null;
    }

    /** Why the supporter is too far from the active unit to support it, or null when it may. */
    static String refusal(Position position, Unit lead, Unit supporter) {
        if (!position.operations().option(RULE) || hasRadio(supporter) || supporter.hex().equals(lead.hex())) {
            return null;
        }
        if (officerLeads(lead) && supporter.hex().isAdjacentTo(lead.hex())) {
            return null;
        }
        return supporter.id() + " is not in " + lead.id() + "'s hex" + (officerLeads(lead) ? " nor adjacent to it"
                : " (only with an officer in the active squad may units in adjacent hexes join)")
                + ": without radios, only units within shouting distance support an attack (" + RULE.heading() + ")";
    }

    /** What the breakdown notes about the supporters, or null when the rule is off or nobody supports. */
    static String note(Position position, Unit lead, int supporters) {
        if (!position.operations().option(RULE) || supporters == 0) {
            return null;
        }
        return "supporters are within shouting distance: in " + lead.id() + "'s hex"
                + (officerLeads(lead) ? " or, with its officer, adjacent" : "") + ", or vehicles with radios (" + RULE.heading() + ")";
    }

    private static boolean hasRadio(Unit u) {
        return u.isVehicle() && !u.nation().equals(SOVIET);
    }

    private static boolean officerLeads(Unit lead) {
        return lead.isSquad() && lead.hasAbility("rally");
    }
}
