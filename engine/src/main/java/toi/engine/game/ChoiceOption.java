package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Unit;
import toi.protocol.Option;

/**
 * One legal choice of a Tide of Iron decision as the shared protocol lists it: the typed {@link Choice} rides behind its
 * text, so applying it ({@link TideOfIronMatch#apply(String, Option)}) reads nothing again, and its label in the
 * rulebook's words is written only when first asked for (a computer player deciding thousands of times a second never
 * reads it). What the label needs of the game is taken when the option is made: the setup (its card names, which never
 * change) and, for casualties, the squad as it stands (units are values).
 */
public final class ChoiceOption implements Option {
    private final Choice choice;
    private final GameSetup setup;
    private final Unit unit;
    private String label;

    ChoiceOption(Choice choice, GameSetup setup, Unit unit) {
        this.choice = choice;
        this.setup = setup;
        this.unit = unit;
    }

    /**
     * An option for a choice the decision does not list but the game accepts (a whole move, an attack with other
     * supporters): labelled from the choice alone.
     */
    public static ChoiceOption of(Choice choice) {
        return new ChoiceOption(choice, null, null);
    }

    /** The typed choice behind the option. */
    public Choice choice() {
        return choice;
    }

    @Override
    public String text() {
        return choice.text();
    }

    @Override
    public String label() {
        String known = label;
        if (known == null) {
            known = label(choice, setup, unit);
            label = known;
        }
        return known;
    }

    @Override
    public String toString() {
        return text();
    }

    /** The choice in the rulebook's words: the action and who takes it, the attack and which figures fire, the card by name. */
    static String label(Choice c, GameSetup setup, Unit unit) {
        if (c instanceof Choice.Act a) {
            if (a.kind() == ActionKind.ACTIVATE_CARD || a.kind() == ActionKind.RETRIEVE_CARD) { // 000 · Activate Strategy Card
                String card = setup == null ? a.unitId() : setup.cards().catalog().card(a.unitId()).map(k -> k.name() + " (cost " + k.cost() + "): " + k.text())
                        .orElse(a.unitId());
                return (a.kind() == ActionKind.ACTIVATE_CARD ? "Activate " : "Retrieve ") + card;
            }
            String what = words(a.kind().id()) + " with " + a.unitId();
            if (a.attack() != null) {
                what += attack(a.attack(), a.unitId());
            }
            if (a.vehicleId() != null) {
                what += " into " + a.vehicleId();
            }
            if (a.squadId() != null) {
                what += " (squad " + a.squadId() + ")";
            }
            return what + (a.division() != null ? " by division " + a.division() : "");
        }
        if (c instanceof Choice.OpFire o) {
            return "Op fire by " + o.leadId() + attack(o.attack(), o.leadId());
        }
        if (c instanceof Choice.Fire f) {
            return "Fire" + attack(f.attack(), null);
        }
        if (c instanceof Choice.NoOpFire) {
            return "Hold fire";
        }
        if (c instanceof Choice.Pass) {
            return "Pass (end your Action Phase)";
        }
        if (c instanceof Choice.Stop) {
            return "Stop moving";
        }
        if (c instanceof Choice.Step s) {
            return "Step to " + s.to();
        }
        if (c instanceof Choice.MoveTo m) {
            return "Move to " + m.to() + (m.via().isEmpty() ? "" : " by way of " + m.via());
        }
        if (c instanceof Choice.Assault a) {
            return "Assault " + a.target() + (a.supporters().isEmpty() ? "" : " supported by " + String.join(", ", a.supporters()));
        }
        if (c instanceof Choice.Casualties k && unit != null) {
            List<String> names = new ArrayList<>();
            for (int f : k.figures()) {
                names.add(f >= 0 && f < unit.figures().size() ? unit.figures().get(f).name() : "?");
            }
            return "Casualties: remove " + String.join(", ", names) + " from " + k.unitId();
        }
        if (c instanceof Choice.Deploy d) {
            return "Deploy " + d.unitId() + " in " + d.hex() + (d.inside() == null ? "" : " inside " + d.inside());
        }
        if (c instanceof Choice.Bid b) {
            return "Bid " + b.command() + " command for the initiative";
        }
        if (c instanceof Choice.SetOpFire o) {
            return o.unitIds().isEmpty() ? "Put no unit in Op Fire mode" : "Op Fire mode: " + String.join(", ", o.unitIds());
        }
        return c.text();
    }

    /** An attack's target, kind, supporters and chosen figures (R-CMB-2b: "the mortar crew alone"). */
    private static String attack(Choice.Attack at, String leadId) {
        String kind = at.smoke() ? "smoke" : at.starShell() ? "star shell" : at.type().word() + " attack";
        String figures = Choice.Figures.labels(at, leadId);
        return ": " + kind + " on " + at.targetId() + (at.supporters().isEmpty() ? "" : ", supported by " + String.join(", ", at.supporters()))
                + (figures.isEmpty() ? "" : " (" + figures + ")");
    }

    private static String words(String id) {
        String w = id.replace('-', ' ');
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }
}
