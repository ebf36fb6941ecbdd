package toi.engine.combat;

import toi.engine.cards.OperationsInPlay;
import toi.engine.options.RuleOption;
import toi.engine.units.Unit;

/**
 * 003 · TRUCKS (an optional rule): "During WWII, most trucks lacked radios, and drivers were not trained to call for
 * artillery. Trucks cannot establish LOS for any purpose, and may only occupy friendly objective markers. However,
 * friendly units being transported in trucks may establish LOS as normal." A truck is a unit type with the trait
 * {@code truck} ({@code units.json}). Where a friendly unit's sight counts — a mortar's spotter (000 · Ballistic Fire), an
 * artillery card's drift number (000 · Rolling for Drift), revealing a concealed squad in the open (000 · CONCEALED
 * SQUADS) — a truck's does not; the objective part is the movement's ({@code game.rules.Movement}); docs/rulings.md R-OPT-8.
 */
public final class Trucks {
    public static final RuleOption RULE = RuleOption.TRUCKS;

    private Trucks() {
    }

    /** Whether this unit's line of sight counts (always, unless it is a truck and the option is on). */
    public static boolean establishesLos(OperationsInPlay rules, Unit u) {
        return !(rules.option(RULE) && u.hasTrait("truck")); // the option first: it is off in most games
    }
}
