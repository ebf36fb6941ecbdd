package toi.engine.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.event.GameWords;
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

    /**
     * The label of {@code c} as the game {@code s} stands — the one labeller every reader of Tide of Iron uses (the
     * page through {@link #label()}, the terminal's menu through this).
     */
    public static String label(Choice c, toi.engine.game.state.GameState s) {
        Unit unit = c instanceof Choice.Casualties k ? s.units().get(k.unitId())
                : c instanceof Choice.Transfer t ? s.units().get(t.fromId()) : null;
        return label(c, s.setup(), unit);
    }

    /** The choice in the rulebook's words: the action and who takes it, the attack and which figures fire, the card by name. */
    static String label(Choice c, GameSetup setup, Unit unit) {
        if (c instanceof Choice.Act a) {
            if (a.kind() == ActionKind.ACTIVATE_CARD || a.kind() == ActionKind.RETRIEVE_CARD) { // 000 · Activate Strategy Card
                String card = setup == null ? a.unitId() : setup.cards().catalog().card(a.unitId()).map(k -> k.name() + " (cost " + k.cost() + "): " + k.text())
                        .orElse(a.unitId());
                return (a.kind() == ActionKind.ACTIVATE_CARD ? "Activate " : "Retrieve ") + card;
            }
            String what = GameWords.action(a.kind().id()) + " with " + a.unitId();
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
            return "Assault " + a.target() + (a.supporters().isEmpty() ? "" : " supported by " + GameWords.list(a.supporters()));
        }
        if (c instanceof Choice.Casualties k && unit != null) {
            List<String> names = new ArrayList<>();
            for (int f : k.figures()) {
                names.add(f >= 0 && f < unit.figures().size() ? unit.figures().get(f).name() : "?");
            }
            return "Casualties: remove " + GameWords.list(names) + " from " + k.unitId();
        }
        if (c instanceof Choice.Deploy d) {
            return "Deploy " + d.unitId() + " in " + d.hex() + (d.inside() == null ? "" : " inside " + d.inside());
        }
        if (c instanceof Choice.Bid b) {
            return "Bid " + b.command() + " command for the initiative";
        }
        if (c instanceof Choice.SetOpFire o) {
            return o.unitIds().isEmpty() ? "Put no unit in Op Fire mode" : "Put " + GameWords.list(o.unitIds()) + " in Op Fire mode";
        }
        if (c instanceof Choice.Transfer t && unit != null && t.figure() >= 0 && t.figure() < unit.figures().size()) { // 000 · Squad Transfers
            return "Move the " + unit.figures().get(t.figure()).name().toLowerCase(java.util.Locale.ROOT) + " from " + t.fromId() + " to " + t.toId();
        }
        return setupLabel(c);
    }

    /** An attack's target, kind, supporters and chosen figures (R-CMB-2b: "the mortar crew alone"). */
    private static String attack(Choice.Attack at, String leadId) {
        String kind = at.smoke() ? "smoke" : at.starShell() ? "star shell" : at.type().word() + " attack";
        String figures = Choice.Figures.labels(at, leadId);
        return ": " + kind + " on " + at.targetId() + (at.supporters().isEmpty() ? "" : ", supported by " + GameWords.list(at.supporters()))
                + (figures.isEmpty() ? "" : " (" + figures + ")");
    }

    /** The choices of setup, transfers, munitions, cards and the other steps between actions, in the rulebook's words. */
    private static String setupLabel(Choice c) {
        if (c instanceof Choice.Build b) { // 000 · BUILDING SQUADS
            Map<String, Integer> count = new LinkedHashMap<>();
            for (String f : b.figures()) {
                count.merge(figure(f), 1, Integer::sum);
            }
            List<String> parts = new ArrayList<>();
            count.forEach((k, n) -> parts.add(n + " " + k));
            return "Build a squad: " + String.join(" + ", parts);
        }
        if (c instanceof Choice.AssignToken t) { // 000 · Squad Specialization
            return "Give the " + GameWords.words(t.token()) + " token to " + t.squadId();
        }
        if (c instanceof Choice.ChooseTokens t) {
            return "Take " + t.count() + " " + GameWords.words(t.token()) + " tokens";
        }
        if (c instanceof Choice.EndTokens) {
            return "Leave the other tokens unused";
        }
        if (c instanceof Choice.TransferCrew t) {
            return "Transfer the " + GameWords.words(t.crew()) + " crew from division " + t.from() + " to division " + t.to();
        }
        if (c instanceof Choice.Agree a) {
            return a.yes() ? "Agree" : "Refuse";
        }
        if (c instanceof Choice.PlaceMarker m) {
            return "Place a " + GameWords.words(m.marker()) + " in " + m.hex();
        }
        if (c instanceof Choice.DrawCard d) { // 000 · Draw Strategy Cards
            return "Draw a Strategy card from the " + GameWords.title(d.deckId()) + " deck";
        }
        if (c instanceof Choice.Done) {
            return "Done";
        }
        if (c instanceof Choice.Target t) { // 000 · Keyword "Target Hex"
            return (t.starShell() ? "Fire a star shell at " : "Target ") + t.hex() + (t.direction() == null ? "" : ", the line running " + t.direction());
        }
        if (c instanceof Choice.Pick p) {
            return "Choose " + p.id();
        }
        if (c instanceof Choice.Embark e) { // 000 · Transporting Squads in Vehicles
            return "Board " + e.vehicleId();
        }
        if (c instanceof Choice.Disembark) {
            return "Get out of the vehicle";
        }
        if (c instanceof Choice.EnterFortification f) {
            return "Enter the " + GameWords.words(f.marker());
        }
        if (c instanceof Choice.ExitBoard) {
            return "Exit the board";
        }
        if (c instanceof Choice.RemoveWire) {
            return "Remove the razor wire";
        }
        if (c instanceof Choice.PushWreck w) {
            return "Push the wreck " + w.wreck() + " from " + w.from() + " to " + w.to();
        }
        if (c instanceof Choice.EngineerWork w) {
            return (w.place() ? "Place a " : "Remove the ") + GameWords.words(w.marker()) + " in " + w.at();
        }
        if (c instanceof Choice.ResolveFirst r) {
            return "Resolve " + GameWords.words(r.effect()) + " first";
        }
        if (c instanceof Choice.RetreatTo r) {
            return "Retreat to " + r.hex();
        }
        if (c instanceof Choice.AdvanceWith a) {
            return a.unitIds().isEmpty() ? "Do not advance" : "Advance into the hex with " + GameWords.list(a.unitIds());
        }
        if (c instanceof Choice.Transfer t) { // 000 · Squad Transfers
            return "Transfer figure " + (t.figure() + 1) + " from " + t.fromId() + " to " + t.toId();
        }
        if (c instanceof Choice.EndTransfers) {
            return "End transfers";
        }
        if (c instanceof Choice.BuyMunition m) {
            return "Give " + m.unitId() + " a " + GameWords.words(m.kind()) + " munitions token";
        }
        if (c instanceof Choice.EndMunitions) {
            return "Buy no more munitions";
        }
        if (c instanceof Choice.DiscardMunition m) {
            return "Discard " + m.unitId() + "'s munitions token";
        }
        if (c instanceof Choice.KeepMunitions) {
            return "Keep the munitions tokens";
        }
        if (c instanceof Choice.Face f) {
            return "Face " + f.unitId() + " " + f.facing();
        }
        if (c instanceof Choice.FirstDivision d) {
            return "Division " + d.division() + " acts first";
        }
        return GameWords.sentence(c.text());
    }

    /** A figure's id without its nation ("us-elite" → "elite"). */
    private static String figure(String id) {
        int dash = id.indexOf('-');
        return GameWords.words(dash < 0 ? id : id.substring(dash + 1));
    }
}
