package toi.engine.game.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackType;
import toi.engine.combat.FireAction;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;

/**
 * An answer to the pending {@link Decision}. Every choice has a one-line text form
 * ({@link #text()}, {@link #parse}) used by save files, replays and the command line.
 */
public sealed interface Choice {

    String text();

    /**
     * Activate a fresh unit with an action; a concentrated attack carries its whole attack, a heal
     * names the squad healed; in team games a Command Phase card names the division activating it ("by 2nd").
     */
    record Act(ActionKind kind, String unitId, Attack attack, String squadId, String division, String vehicleId) implements Choice {
        public Act(ActionKind kind, String unitId, Attack attack) {
            this(kind, unitId, attack, null, null, null);
        }

        public Act(ActionKind kind, String unitId, Attack attack, String squadId) {
            this(kind, unitId, attack, squadId, null, null);
        }

        public Act(ActionKind kind, String unitId, Attack attack, String squadId, String division) {
            this(kind, unitId, attack, squadId, division, null);
        }

        /** 003 · Optional Vehicular Transport Rules: an equipment unit loaded into a vehicle by a squad ("into V squad S"). */
        public static Act equipment(ActionKind kind, String equipmentId, String vehicleId, String squadId) {
            return new Act(kind, equipmentId, null, squadId, null, vehicleId);
        }

        public String text() {
            return "act " + kind.id() + " " + unitId + (attack == null ? "" : " " + attack.text())
                    + (vehicleId == null ? "" : " into " + vehicleId)
                    + (squadId == null ? "" : " squad " + squadId) + (division == null ? "" : " by " + division);
        }
    }

    /** The active squad enters a friendly transport in its hex: 2 MP, then fatigued (000 · Transporting Squads). */
    record Embark(String vehicleId) implements Choice {
        public String text() {
            return "embark " + vehicleId;
        }
    }

    /** The active squad leaves its transport: 2 MP; op fire may follow (000 · Transporting Squads). */
    record Disembark() implements Choice {
        public String text() {
            return "disembark";
        }
    }

    /** The active squad enters an entrenchment or pillbox in its hex: 1 MP (000 · Entrenchments, Pillboxes). */
    record EnterFortification(String marker) implements Choice {
        public String text() {
            return "enter " + marker;
        }
    }

    /** 000 · TIMING CONFLICTS: of the effects at the same time, this one resolves next: {@code resolve-first EFFECT}. */
    record ResolveFirst(String effect) implements Choice {
        public String text() {
            return "resolve-first " + effect;
        }
    }

    /** An active tank or engineer squad removes the razor wire in its hex: 2 MP (000 · Removing Razor Wire). */
    record RemoveWire() implements Choice {
        public String text() {
            return "remove-wire";
        }
    }

    /**
     * 003 · Wrecked Vehicles: the moving vehicle, next to the wreck's hex, moves the wreck to a hex adjacent to it for 3 MP:
     * {@code push-wreck WRECK FROM TO}.
     */
    record PushWreck(String wreck, Hex from, Hex to) implements Choice {
        public String text() {
            return "push-wreck " + wreck + " " + from + " " + to;
        }
    }

    /** Operations cards Lay Smoke, Lay Mines, Clear Tank Trap: the active engineer squad places or clears a marker in its hex. */
    record EngineerWork(boolean place, String marker, Hex at) implements Choice {
        /** Work in the engineer's own hex. */
        public EngineerWork(boolean place, String marker) {
            this(place, marker, null);
        }

        public String text() {
            return (place ? "lay " : "clear ") + marker + (at == null ? "" : " " + at);
        }
    }

    /** The active unit leaves the board by the exit hex it stands in: 1 MP (002 · Stavelot Express, exit hexes). */
    record ExitBoard() implements Choice {
        public String text() {
            return "exit";
        }
    }

    /**
     * A whole move of the active unit to {@code to}, along {@code via} (the hexes entered before it, in order) or, when
     * {@code via} is empty, the cheapest path the game's own step rules find. The game walks it hex by hex, and the
     * opponent may op fire at each hex entered (000 · OPPORTUNITY FIRE); the walk goes on after each op fire window
     * while the unit can still take its next step.
     */
    record MoveTo(Hex to, List<Hex> via) implements Choice {
        public MoveTo {
            via = List.copyOf(via);
        }

        public String text() {
            return "move-to " + to + (via.isEmpty() ? "" : " via " + String.join(",", via.stream().map(Hex::toString).toList()));
        }
    }

    /** The assault attack of the active squad on an adjacent hex (000 · ASSAULT ATTACKS). */
    record Assault(Hex target, List<String> supporters) implements Choice {
        public Assault {
            supporters = List.copyOf(supporters);
        }

        public String text() {
            return "assault " + target + (supporters.isEmpty() ? "" : " support " + String.join(",", supporters));
        }
    }

    /** Casualties in an assault: unit:figure pairs, figure −1 = one hit on a light vehicle (steps 6–7). */
    record AssaultLosses(List<toi.engine.combat.AssaultChoices.Loss> losses) implements Choice {
        public AssaultLosses {
            losses = List.copyOf(losses);
        }

        public String text() {
            StringBuilder sb = new StringBuilder("losses");
            for (var l : losses) {
                sb.append(' ').append(l.unitId()).append(':').append(l.figureIndex());
            }
            return sb.toString();
        }
    }

    /** The hex all surviving defenders retreat to (step 9). */
    record RetreatTo(Hex hex) implements Choice {
        public String text() {
            return "retreat " + hex;
        }
    }

    /** The attacking units that advance into the vacated hex (step 10). */
    record AdvanceWith(List<String> unitIds) implements Choice {
        public AdvanceWith {
            unitIds = List.copyOf(unitIds);
        }

        public String text() {
            return "advance" + (unitIds.isEmpty() ? "" : " " + String.join(" ", unitIds));
        }
    }

    /** 000 · End of the Action Phase: declare the Action Phase over for this player. */
    record Pass() implements Choice {
        public String text() {
            return "pass";
        }
    }

    /** Move the active unit into an adjacent hex. */
    record Step(Hex to) implements Choice {
        public String text() {
            return "step " + to;
        }
    }

    /** End the active unit's movement (and its activation, unless it still attacks). */
    record Stop() implements Choice {
        public String text() {
            return "stop";
        }
    }

    /** The Fire and Movement attack of the active unit. */
    record Fire(Attack attack) implements Choice {
        public String text() {
            return "fire " + attack.text();
        }
    }

    /** An op fire attack against the unit that has just moved (000 · OPPORTUNITY FIRE). */
    record OpFire(String leadId, Attack attack) implements Choice {
        public String text() {
            return "opfire " + leadId + " " + attack.text();
        }
    }

    /** Let the moving unit go on unopposed in this hex. */
    record NoOpFire() implements Choice {
        public String text() {
            return "no-opfire";
        }
    }

    /** The owner's casualties: figure indexes of the squad to remove (000 · Normal Attacks Against Squads). */
    record Casualties(String unitId, List<Integer> figures) implements Choice {
        public Casualties {
            figures = List.copyOf(figures);
        }

        public String text() {
            StringBuilder sb = new StringBuilder("casualties " + unitId);
            for (int f : figures) {
                sb.append(' ').append(f);
            }
            return sb.toString();
        }
    }

    /** 000 · Increase Initiative Pool: command placed on the Initiative card. */
    record Bid(int command) implements Choice {
        public String text() {
            return "bid " + command;
        }
    }

    /** 000 · Place Units in Op Fire Mode (Status Phase). */
    record SetOpFire(List<String> unitIds) implements Choice {
        public SetOpFire {
            unitIds = List.copyOf(unitIds);
        }

        public String text() {
            return "opfire-mode" + (unitIds.isEmpty() ? "" : " " + String.join(" ", unitIds));
        }
    }

    /**
     * The attack part of a choice: target, type and supporters (and, optionally, the lead's figures).
     * The leading unit and the action come from the choice it belongs to.
     */
    record Attack(String targetId, AttackType type, List<String> supporters, boolean smoke, boolean starShell, List<String> crewsOnly) {
        public Attack {
            supporters = List.copyOf(supporters);
            crewsOnly = List.copyOf(crewsOnly);
        }

        public Attack(String targetId, AttackType type, List<String> supporters, boolean smoke, boolean starShell) {
            this(targetId, type, supporters, smoke, starShell, List.of());
        }

        /**
         * 002 · MACHINE GUN CREW, Rapid Op Fire ("She chooses to have only the machine gun crew participate"; 000 · Attacking
         * with Mixed Squads: "You may always choose to have some figures … not participate"): in these firing squads (the lead
         * or supporters) only the machine gun crews take part, the other figures are held back: {@code … crews-only A,B}.
         */
        public Attack withCrewsOnly(List<String> unitIds) {
            return new Attack(targetId, type, supporters, smoke, starShell, unitIds);
        }

        public Attack(String targetId, AttackType type, List<String> supporters, boolean smoke) {
            this(targetId, type, supporters, smoke, false);
        }

        public Attack(String targetId, AttackType type, List<String> supporters) {
            this(targetId, type, supporters, false, false);
        }

        /** Mortars firing smoke rounds at a hex (003 · Mortars Firing Smoke): {@code target HEX smoke [support A,B]}. */
        public static Attack smokeMission(Hex target, List<String> supporters) {
            return new Attack(target.toString(), AttackType.SUPPRESSIVE, supporters, true);
        }

        /** A mortar crew's star shell at a hex (003 · Night Rules): {@code target HEX star-shell}. */
        public static Attack starShell(Hex target) {
            return new Attack(target.toString(), AttackType.NORMAL, List.of(), false, true);
        }

        public String text() {
            return "target " + targetId + " " + (smoke ? "smoke" : starShell ? "star-shell" : type.word())
                    + (supporters.isEmpty() ? "" : " support " + String.join(",", supporters))
                    + (crewsOnly.isEmpty() ? "" : " crews-only " + String.join(",", crewsOnly));
        }

        public AttackRequest request(String leadId, FireAction action) {
            if (smoke) {
                return AttackRequest.smokeMission(leadId, HexLabels.parse(targetId), action, supporters.toArray(new String[0]));
            }
            if (starShell) {
                AttackRequest shell = AttackRequest.starShell(leadId, HexLabels.parse(targetId), action);
                return supporters.isEmpty() ? shell : new AttackRequest(leadId, supporters, null, shell.targetHex(), shell.type(),
                        action, true, java.util.Map.of(), null, false, true); // refused with the rule (one crew's)
            }
            return AttackRequest.of(leadId, targetId, type, action, supporters.toArray(new String[0]));
        }
    }

    /** 000 · Squad Transfers: move one figure between two friendly squads in the same hex. */
    record Transfer(String fromId, int figure, String toId) implements Choice {
        public String text() {
            return "transfer " + fromId + " " + figure + " " + toId;
        }
    }

    /** No more squad transfers this Status Phase. */
    record EndTransfers() implements Choice {
        public String text() {
            return "end-transfers";
        }
    }

    /** 002 · MUNITIONS SPECIALIZATION TOKENS: buy a token of this kind and place it facedown next to the unit. */
    record BuyMunition(String unitId, String kind) implements Choice {
        public String text() {
            return "munition " + unitId + " " + kind;
        }
    }

    /** No more munitions tokens this Status Phase. */
    record EndMunitions() implements Choice {
        public String text() {
            return "end-munitions";
        }
    }

    /** 002 · MUNITIONS SPECIALIZATION TOKENS: discard an unused token at the end of a later Status Phase. */
    record DiscardMunition(String unitId) implements Choice {
        public String text() {
            return "discard-munition " + unitId;
        }
    }

    /** 003 · Optional Facing Rules: the heavy vehicle just placed faces this hexside ("face V N"). */
    record Face(String unitId, toi.engine.hex.HexDirection facing) implements Choice {
        public String text() {
            return "face " + unitId + " " + facing;
        }
    }

    /** Keep the unused munitions tokens still next to their units. */
    record KeepMunitions() implements Choice {
        public String text() {
            return "keep-munitions";
        }
    }

    /** Team games: which member of the team takes the first action turn (000 · Turn Order). */
    record FirstDivision(String division) implements Choice {
        public String text() {
            return "first " + division;
        }
    }

    /** 000 · BUILDING SQUADS: a squad base filled with these figures (unit type ids). */
    record Build(List<String> figures) implements Choice {
        public Build {
            figures = List.copyOf(figures);
        }

        public String text() {
            return "build " + String.join(" ", figures);
        }
    }

    /** 000 · Squad Specialization: a token for a built squad. */
    record AssignToken(String token, String squadId) implements Choice {
        public String text() {
            return "token " + token + " " + squadId;
        }
    }

    /**
     * The kind of a group of tokens whose picture our copy of the guide lost (docs/rulings.md R-SCN-7): the side takes
     * {@code count} tokens of this kind (a specialization token, or concealed squad markers) to assign.
     */
    record ChooseTokens(String token, int count) implements Choice {
        public String text() {
            return "tokens " + count + " " + token;
        }
    }

    /** 002 · the optional crew transfer: a mortar or machine gun crew to another division, for 2 of its regular infantry. */
    record TransferCrew(String crew, String from, String to) implements Choice {
        public String text() {
            return "transfer-crew " + crew + " " + from + " " + to;
        }
    }

    /** Setup: a fortification or obstacle marker placed in the side's deployment zone. */
    record PlaceMarker(String marker, Hex hex) implements Choice {
        public String text() {
            return "place-marker " + marker + " " + hex;
        }
    }

    /** The opponent's answer to a proposal that needs his agreement (the crew transfer). */
    record Agree(boolean yes) implements Choice {
        public String text() {
            return yes ? "agree" : "refuse";
        }
    }

    /** No more tokens to assign (the rest stay unused). */
    record EndTokens() implements Choice {
        public String text() {
            return "end-tokens";
        }
    }

    /** 000 · Place Starting Units: a unit into a hex of its deployment zone, optionally inside a transport or fortification. */
    record Deploy(String unitId, Hex hex, String inside) implements Choice {
        public String text() {
            return "deploy " + unitId + " " + hex + (inside == null ? "" : " in " + inside);
        }
    }

    /** Draw the top card of one of your Strategy decks (000 · Claim Game Cards; Status Phase step 1). */
    record DrawCard(String deckId) implements Choice {
        public String text() {
            return "draw " + deckId;
        }
    }

    /** Decline an optional draw (the "+" draw) or end an optional card step. */
    record Done() implements Choice {
        public String text() {
            return "done";
        }
    }

    /** 000 · Keyword "Target Hex" (direction null) or 002 · "Target Line" (the line runs from the hex in the direction). */
    record Target(Hex hex, toi.engine.hex.HexDirection direction, boolean starShell) implements Choice {
        public Target(Hex hex, toi.engine.hex.HexDirection direction) {
            this(hex, direction, false);
        }

        /** An Artillery card's target hex for a star shell instead of its attacks (003 · Night Rules): {@code target HEX star-shell}. */
        public static Target starShell(Hex hex) {
            return new Target(hex, null, true);
        }

        public String text() {
            return "target " + hex + (direction == null ? "" : " " + direction) + (starShell ? " star-shell" : "");
        }
    }

    /** A card effect's pick: a unit, a hex, or a deck, as the effect asks. */
    record Pick(String id) implements Choice {
        public String text() {
            return "pick " + id;
        }
    }

    /** Reads the text form; throws IllegalArgumentException saying what is wrong. */
    static Choice parse(String line) {
        List<String> w = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
        if (w.isEmpty() || w.get(0).isEmpty()) {
            throw new IllegalArgumentException("empty choice");
        }
        try {
            switch (w.get(0)) {
                case "act": {
                    ActionKind kind = ActionKind.parse(w.get(1));
                    String squad = null;
                    String division = null;
                    List<String> rest = w.subList(3, w.size());
                    if (rest.size() >= 2 && rest.get(rest.size() - 2).equals("by")) {
                        division = rest.get(rest.size() - 1);
                        rest = rest.subList(0, rest.size() - 2);
                    }
                    if (rest.size() >= 2 && rest.get(rest.size() - 2).equals("squad")) {
                        squad = rest.get(rest.size() - 1);
                        rest = rest.subList(0, rest.size() - 2);
                    }
                    String vehicle = null;
                    if (rest.size() >= 2 && rest.get(rest.size() - 2).equals("into")) {
                        vehicle = rest.get(rest.size() - 1);
                        rest = rest.subList(0, rest.size() - 2);
                    }
                    return new Act(kind, w.get(2), rest.isEmpty() ? null : attack(rest), squad, division, vehicle);
                }
                case "embark":
                    return new Embark(w.get(1));
                case "disembark":
                    return new Disembark();
                case "enter":
                    return new EnterFortification(w.get(1));
                case "remove-wire":
                    return new RemoveWire();
                case "push-wreck":
                    return new PushWreck(w.get(1), HexLabels.parse(w.get(2)), HexLabels.parse(w.get(3)));
                case "exit":
                    return new ExitBoard();
                case "lay":
                case "clear":
                    return new EngineerWork(w.get(0).equals("lay"), w.get(1), w.size() >= 3 ? HexLabels.parse(w.get(2)) : null);
                case "assault":
                    return new Assault(HexLabels.parse(w.get(1)),
                            w.size() >= 4 && w.get(2).equals("support") ? Arrays.asList(w.get(3).split(",")) : List.of());
                case "losses": {
                    List<toi.engine.combat.AssaultChoices.Loss> losses = new ArrayList<>();
                    for (String pair : w.subList(1, w.size())) {
                        int colon = pair.lastIndexOf(':');
                        losses.add(new toi.engine.combat.AssaultChoices.Loss(pair.substring(0, colon),
                                Integer.parseInt(pair.substring(colon + 1))));
                    }
                    return new AssaultLosses(losses);
                }
                case "build":
                    return new Build(w.subList(1, w.size()));
                case "token":
                    return new AssignToken(w.get(1), w.get(2));
                case "tokens":
                    return new ChooseTokens(w.get(2), Integer.parseInt(w.get(1)));
                case "transfer-crew":
                    return new TransferCrew(w.get(1), w.get(2), w.get(3));
                case "place-marker":
                    return new PlaceMarker(w.get(1), HexLabels.parse(w.get(2)));
                case "agree":
                    return new Agree(true);
                case "refuse":
                    return new Agree(false);
                case "end-tokens":
                    return new EndTokens();
                case "deploy":
                    return new Deploy(w.get(1), HexLabels.parse(w.get(2)), w.size() >= 5 && w.get(3).equals("in") ? w.get(4) : null);
                case "draw":
                    return new DrawCard(w.get(1));
                case "done":
                    return new Done();
                case "target":
                    if (w.size() > 2 && w.get(w.size() - 1).equals("star-shell")) {
                        return new Target(HexLabels.parse(w.get(1)), w.size() > 3 ? toi.engine.hex.HexDirection.parse(w.get(2)) : null, true);
                    }
                    return new Target(HexLabels.parse(w.get(1)), w.size() > 2 ? toi.engine.hex.HexDirection.parse(w.get(2)) : null);
                case "pick":
                    return new Pick(w.get(1));
                case "first":
                    return new FirstDivision(w.get(1));
                case "resolve-first":
                    return new ResolveFirst(w.get(1));
                case "transfer":
                    return new Transfer(w.get(1), Integer.parseInt(w.get(2)), w.get(3));
                case "end-transfers":
                    return new EndTransfers();
                case "munition":
                    return new BuyMunition(w.get(1), w.get(2));
                case "end-munitions":
                    return new EndMunitions();
                case "discard-munition":
                    return new DiscardMunition(w.get(1));
                case "keep-munitions":
                    return new KeepMunitions();
                case "face":
                    return new Face(w.get(1), toi.engine.hex.HexDirection.parse(w.get(2)));
                case "retreat":
                    return new RetreatTo(HexLabels.parse(w.get(1)));
                case "advance":
                    return new AdvanceWith(w.subList(1, w.size()));
                case "pass":
                    return new Pass();
                case "step":
                    return new Step(HexLabels.parse(w.get(1)));
                case "move-to": {
                    List<Hex> via = new ArrayList<>();
                    if (w.size() == 4 && w.get(2).equals("via")) {
                        for (String h : w.get(3).split(",")) {
                            via.add(HexLabels.parse(h));
                        }
                    } else if (w.size() != 2) {
                        throw new IllegalArgumentException("a whole move reads 'move-to HEX [via HEX,HEX,…]'");
                    }
                    return new MoveTo(HexLabels.parse(w.get(1)), via);
                }
                case "stop":
                    return new Stop();
                case "fire":
                    return new Fire(attack(w.subList(1, w.size())));
                case "opfire":
                    return new OpFire(w.get(1), attack(w.subList(2, w.size())));
                case "no-opfire":
                    return new NoOpFire();
                case "casualties": {
                    List<Integer> figs = new ArrayList<>();
                    for (String s : w.subList(2, w.size())) {
                        figs.add(Integer.parseInt(s));
                    }
                    return new Casualties(w.get(1), figs);
                }
                case "bid":
                    return new Bid(Integer.parseInt(w.get(1)));
                case "opfire-mode":
                    return new SetOpFire(w.subList(1, w.size()));
                default:
                    throw new IllegalArgumentException("unknown choice '" + w.get(0) + "'");
            }
        } catch (IndexOutOfBoundsException | NumberFormatException e) {
            throw new IllegalArgumentException("cannot read choice '" + line + "'");
        }
    }

    private static Attack attack(List<String> w) {
        if (w.size() >= 2 && w.get(w.size() - 2).equals("crews-only")) { // 002 · MACHINE GUN CREW, Rapid Op Fire
            return attack(w.subList(0, w.size() - 2)).withCrewsOnly(Arrays.asList(w.get(w.size() - 1).split(",")));
        }
        if (w.size() < 3 || !w.get(0).equals("target")) {
            throw new IllegalArgumentException("an attack reads 'target ID normal|suppressive [support A,B] [crews-only A,B]'");
        }
        List<String> support = w.size() >= 5 && w.get(3).equals("support") ? Arrays.asList(w.get(4).split(",")) : List.of();
        if (w.get(2).equals("smoke")) {
            return Attack.smokeMission(HexLabels.parse(w.get(1)), support);
        }
        if (w.get(2).equals("star-shell")) {
            return new Attack(HexLabels.parse(w.get(1)).toString(), AttackType.NORMAL, support, false, true);
        }
        AttackType type = AttackType.valueOf(w.get(2).toUpperCase());
        return new Attack(w.get(1), type, support);
    }
}
