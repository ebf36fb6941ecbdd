package toi.engine.combat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.cards.OperationsInPlay;
import toi.engine.event.Event;
import toi.engine.hex.Hex;
import toi.engine.units.Activation;
import toi.engine.units.UnitType;
import toi.engine.options.RuleOption;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * 003 · INHERENT CREWS FOR EQUIPMENT UNITS (an optional rule): "treat them as having inherent crews. Thus they may take
 * Concentrated Fire, Advance, and Prepare OP Fire actions just like any other unit, regardless of the presence of other
 * friendly units in the hex … Equipment units may be attacked with suppressive fire as if it were an infantry squad. During
 * an assault, equipment units only add 1 firepower to the defense strength of the hex. In addition, if the defender loses
 * the assault, the equipment unit may not retreat from the hex." The combat part: suppressive fire at an equipment unit is
 * fire at an infantry squad (the attackers' values against infantry, the hex's cover without armor, the squad's morale
 * results), and its share of an assault's defense is {@code assaultFirepower} 1; which actions it may take is
 * {@code game.rules.EquipmentUnits}'s, its capture after a lost assault {@code AssaultResolution}'s; docs/rulings.md R-OPT-44.
 */
public final class InherentCrews {
    public static final RuleOption RULE = RuleOption.INHERENT_CREWS;

    private InherentCrews() {
    }

    public static boolean on(OperationsInPlay rules) {
        return rules.option(RULE);
    }

    /** Whether the unit is an equipment unit that suppressive fire may target as an infantry squad. */
    public static boolean suppressible(Position position, Unit u) {
        return u != null && on(position.operations()) && u.isEquipment(); // the option first: it is off in most games
    }

    /** Whether this attack treats the equipment unit as an infantry squad ("attacked with suppressive fire as if it were an infantry squad"). */
    public static boolean asSquad(Position position, Unit target, AttackType type) {
        return type == AttackType.SUPPRESSIVE && suppressible(position, target);
    }

    /** An equipment unit's share of its hex's defense against an assault: "only add 1 firepower to the defense strength". */
    static Modifier assaultShare(Position position) {
        return new Modifier("an equipment unit adds only this to the hex's defense", position.options().param(RULE, "assaultFirepower"),
                RULE.heading());
    }

    /**
     * The equipment units of the losing defender in the assaulted hex, taken out of {@code units} before the retreat: "if
     * the defender loses the assault, the equipment unit may not retreat from the hex" (none without the option).
     */
    static List<Unit> standing(Position position, Hex hex, Map<String, Unit> units, String attacker) {
        List<Unit> out = new ArrayList<>();
        if (!on(position.operations())) {
            return out;
        }
        for (Unit u : new ArrayList<>(units.values())) {
            if (u.hex().equals(hex) && !u.nation().equals(attacker) && u.isEquipment() && !u.isTransported()) {
                out.add(u);
                units.remove(u.id());
            }
        }
        return out;
    }

    /**
     * After the advance: "if a squad advancing into the hex removes one figure of any type, the active player may take
     * control of the equipment unit and may use it normally as if it owned the equipment unit. If the active player chooses
     * not to take control of the equipment unit, it is destroyed instead." A squad that advanced with two or more figures
     * gives its weakest figure as the gun's crew and the gun changes sides, fatigued; with no such squad, or no room in the
     * hex, the gun is destroyed (docs/rulings.md R-OPT-44).
     */
    static void captureOrDestroy(Hex hex, Map<String, Unit> units, List<Unit> guns, String attacker, List<Event> events) {
        for (Unit gun : guns) {
            Unit crew = null;
            int here = 0;
            for (Unit u : units.values()) {
                if (u.hex().equals(hex) && !u.isTransported()) {
                    here++;
                    if (crew == null && u.nation().equals(attacker) && u.isSquad() && u.figures().size() >= 2) {
                        crew = u;
                    }
                }
            }
            if (crew == null || here >= Position.MAX_UNITS_PER_HEX) {
                events.add(new Event.UnitDestroyed(gun.id(), crew == null ? "no advancing squad can give a figure to crew it: destroyed"
                        : "no room in " + hex + " for the captured gun: destroyed", RULE.heading()));
                continue;
            }
            int lost = CasualtyChooser.weakestFirst().choose(crew, 1).get(0);
            List<UnitType> left = new ArrayList<>(crew.figures());
            UnitType given = left.remove(lost);
            units.put(crew.id(), crew.withFigures(left));
            events.add(new Event.FiguresLost(crew.id(), 1, RULE.heading()));
            events.add(new Event.RuleApplied(crew.id(), "gives its " + given.name().toLowerCase() + " to crew the captured "
                    + gun.vehicleType().name(), RULE.heading()));
            Unit taken = new Unit(gun.id(), attacker, crew.division(), gun.figures(), hex, null, 0, null, gun.condition(),
                    gun.damage(), Activation.FATIGUED, false, null, null);
            units.put(taken.id(), taken);
            events.add(new Event.RuleApplied(taken.id(), "captured: " + attacker + " takes control of it", RULE.heading()));
        }
    }

    /** The breakdown's note for such an attack. */
    static String note(Unit target) {
        return target.id() + " is an equipment unit attacked with suppressive fire as if it were an infantry squad: fire against"
                + " infantry, cover without armor, morale results (" + RULE.heading() + ")";
    }
}
