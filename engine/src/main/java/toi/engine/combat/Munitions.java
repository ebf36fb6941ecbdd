package toi.engine.combat;

import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.los.RangeBand;
import toi.engine.options.RuleOption;
import toi.engine.options.RuleOptions;
import toi.engine.units.Munition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 002 · MUNITIONS SPECIALIZATION TOKENS (an optional rule), the attack's part: "The next time the unit attacks, the token
 * must be flipped over, and any effect must be applied to this attack" — HE, AP-B, AP-C (003 · AP-DS: the Allies' AP-C
 * tokens) and Smoke, as the rules read them (docs/rulings.md R-OPT-9 … R-OPT-14). A token counts while it is facedown:
 * once flipped it has done its work. Where the token is bought, flipped and discarded is the game's
 * ({@code game.rules.MunitionTokens}).
 */
public final class Munitions {
    public static final RuleOption RULE = RuleOption.MUNITIONS;
    public static final RuleOption AP_DS = RuleOption.AP_DS;
    /** The nations the AP-DS text names as firing it: British, Canadian and American (003 · AP-DS; R-OPT-14). */
    public static final Set<String> AP_DS_NATIONS = Set.of("US", "UK", "CAN");

    private Munitions() {
    }

    /** The facedown token that the unit's next attack flips, when the option is on; else null. */
    public static Munition.Kind facedown(Position position, Unit u) {
        return position.operations().option(RULE) ? u.facedownMunition() : null;
    }

    /** Whether the nation's AP-C tokens are AP-DS rounds (003 · Armor Piercing Discarding Sabot (AP-DS)). */
    public static boolean apds(RuleOptions options, String nation) {
        return options.has(AP_DS) && AP_DS_NATIONS.contains(nation);
    }

    /**
     * The unit's round fires alone: a HE or Smoke token's unit neither leads combined fire nor supports it (R-OPT-11: the
     * HE hit number and the smoke round belong to that one weapon's attack, and 000 · COMBINED FIRE makes a single roll).
     */
    public static boolean firesAlone(Position position, Unit u) {
        Munition.Kind k = facedown(position, u);
        return k == Munition.Kind.HE || k == Munition.Kind.SMOKE;
    }

    /** The token's name as the unit's side fires it: an Allied AP-C token under 003 · AP-DS is an AP-DS round. */
    static String title(Position position, Unit u, Munition.Kind k) {
        return k == Munition.Kind.AP_C && apds(position.options(), u.nation())
                ? k.title() + ", an AP-DS round (" + AP_DS.heading() + ")" : k.title();
    }

    /** The refusal for a HE or Smoke token's unit in combined fire. */
    static String aloneRefusal(Unit u, Munition.Kind k) {
        return u.id() + "'s facedown " + k.title() + " munitions token fires in its own attack: no combined fire with it"
                + " (" + RULE.heading() + "; docs/rulings.md R-OPT-11)";
    }

    /** The firepower change of the unit's facedown token against this target at this range, or null (none applies). */
    static Modifier firepower(Position position, Unit u, boolean vehicleTarget, RangeBand band) {
        Munition.Kind k = facedown(position, u);
        if (k == null || !vehicleTarget) {
            return null; // every token's firepower change is "against vehicles"
        }
        RuleOptions o = position.options();
        String rule = RULE.heading() + ", " + k.title();
        return switch (k) {
            case HE -> new Modifier("HE round against a vehicle", -o.param(RULE, "heFirepowerLess"), rule);
            case AP_B -> new Modifier("AP-B round against a vehicle", o.param(RULE, "apbFirepower"), rule);
            case AP_C -> {
                if (apds(o, u.nation())) { // 003 · AP-DS: "+3 … at normal range and +1 … at long range"
                    String apdsRule = AP_DS.heading() + " (AP-C token)";
                    yield band == RangeBand.LONG ? new Modifier("AP-DS round against a vehicle at long range", o.param(AP_DS, "longFirepower"), apdsRule)
                            : new Modifier("AP-DS round against a vehicle at " + band.word(), o.param(AP_DS, "normalFirepower"), apdsRule);
                }
                yield band == RangeBand.CLOSE ? new Modifier("AP-C round against a vehicle at close range", o.param(RULE, "apcCloseFirepower"), rule)
                        : band == RangeBand.LONG ? new Modifier("AP-C round against a vehicle at long range", -o.param(RULE, "apcLongFirepowerLess"), rule)
                        : null;
            }
            case SMOKE -> null;
        };
    }

    /** HE: "Normal range attacks made with HE munitions hit on a 4, 5, or 6" (the unit fires alone, R-OPT-11). */
    static int hitOn(Position position, Unit lead, RangeBand band, int hitOn) {
        if (facedown(position, lead) == Munition.Kind.HE && band == RangeBand.NORMAL) {
            return Math.min(hitOn, position.options().param(RULE, "heHitOn"));
        }
        return hitOn;
    }

    /** HE: "The unit may not make long-range attacks." */
    static String longRangeRefusal(Position position, Unit u, RangeBand band) {
        if (band == RangeBand.LONG && facedown(position, u) == Munition.Kind.HE) {
            return u.id() + " has a facedown HE munitions token: the unit may not make long-range attacks (" + RULE.heading()
                    + ", High Explosive (HE))";
        }
        return null;
    }

    /**
     * Smoke: "Instead, the attacking player targets a hex" — a unit whose facedown token is Smoke attacks only with its smoke
     * round ({@code target HEX smoke}), fired with a Concentrated Fire action (R-OPT-12); null when the attack may go on.
     */
    static String smokeTokenRefusal(Position position, Unit lead, boolean smokeRound) {
        if (facedown(position, lead) == Munition.Kind.SMOKE && !smokeRound) {
            return lead.id() + "'s facedown munitions token is Smoke: its next attack is a smoke round at a hex"
                    + " ('act concentrated-fire " + lead.id() + " target HEX smoke') (" + RULE.heading() + ", Smoke; docs/rulings.md R-OPT-12)";
        }
        return null;
    }

    /** Why this smoke round may not be fired at {@code target}, or null (a hex that may take a smoke marker; R-OPT-12). */
    static String smokeRoundRefusal(Position position, Unit lead, Hex target, FireAction action) {
        if (!position.operations().option(RULE)) {
            return "smoke rounds come from munitions tokens, an optional rule (" + RULE.heading() + ") not on in this game";
        }
        if (lead.facedownMunition() != Munition.Kind.SMOKE) {
            return lead.id() + " has no facedown Smoke munitions token to fire (" + RULE.heading() + ", Smoke)";
        }
        if (action != FireAction.CONCENTRATED_FIRE) {
            return "a smoke round is fired with a Concentrated Fire action (" + RULE.heading() + ", Smoke; docs/rulings.md R-OPT-12)";
        }
        return position.board().markerRefusal(target, SmokeRounds.smoke(position)).map(r -> "no smoke can be laid there: " + r).orElse(null);
    }

    static String smokeRoundNote(Position position, Hex target) {
        int lay = position.options().param(RULE, "smokeAtHits");
        return "smoke round: the dice of an attack on a vehicle, no effect on the units in " + target + "; " + lay
                + " or more hits lay smoke there, 1 hit lays it after a drift (red die: hexes; black die: direction),"
                + " no hit is a misfire and the token is discarded (" + RULE.heading() + ", Smoke)";
    }
}
