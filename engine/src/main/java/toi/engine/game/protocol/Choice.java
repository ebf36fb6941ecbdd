package toi.engine.game.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackType;
import toi.engine.combat.FigureKinds;
import toi.engine.combat.FireAction;
import toi.engine.combat.IllegalAttack;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.units.Position;
import toi.engine.units.Unit;

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
     * The attack part of a choice: target, type, supporters and, optionally, which figures of the firing squads take part
     * ({@link Figures}). The leading unit and the action come from the choice it belongs to.
     */
    record Attack(String targetId, AttackType type, List<String> supporters, boolean smoke, boolean starShell, List<Figures> figures) {
        public Attack {
            supporters = List.copyOf(supporters);
            figures = List.copyOf(figures);
        }

        public Attack(String targetId, AttackType type, List<String> supporters, boolean smoke, boolean starShell) {
            this(targetId, type, supporters, smoke, starShell, List.of());
        }

        /** The same attack with these squads' figures chosen ({@code … figures A:KIND,B:KIND}). */
        public Attack withFigures(List<Figures> chosen) {
            return new Attack(targetId, type, supporters, smoke, starShell, chosen);
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
                    + (figures.isEmpty() ? "" : " figures " + String.join(",", figures.stream().map(Figures::text).toList()));
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

        /**
         * The request the attack makes in this position, with the figures it names for its firing squads
         * ({@code … figures A:KIND,B:all}). 000 · Attacking with Mixed Squads: "You may always choose to have some figures in
         * a squad not participate in an attack"; 002 · MACHINE GUN CREW, Rapid Op Fire: "She chooses to have only the machine
         * gun crew participate in the attack" (docs/rulings.md R-CMB-2a, R-CMB-2b). A lead whose named figures are all mortar
         * crews makes an area attack (AttackRules); mixing them with other figures is refused there (000 · No Mixed Fire).
         */
        public AttackRequest request(Position p, String leadId, FireAction action) {
            AttackRequest r = request(leadId, action);
            java.util.Set<String> named = new java.util.HashSet<>();
            for (Figures f : figures) {
                String id = f.unitId();
                if (!id.equals(leadId) && !supporters.contains(id)) {
                    throw new IllegalAttack(id + " does not fire in this attack: only the firing squads' figures can be chosen ("
                            + FigureKinds.RULE + ")");
                }
                if (!named.add(id)) {
                    throw new IllegalAttack(id + "'s figures are named twice: name them once, e.g. " + id + ":machine-gun-crew+officer ("
                            + FigureKinds.RULE + ")");
                }
                Unit u = p.unit(id).orElseThrow(() -> new IllegalAttack("no unit '" + id + "' in this position"));
                r = r.withFigures(id, FigureKinds.places(u, f.kinds()));
            }
            return r;
        }

        /** How an attack reads, for a refusal of one that does not. */
        static final String READS = "an attack reads 'target ID normal|suppressive [support A,B] [figures UNIT:FIGURES,…]'";

        /** {@code target ID normal|suppressive|smoke|star-shell [support A,B] [figures UNIT:FIGURES,…]}, the old {@code crews-only A,B} too. */
        static Attack read(Words w) {
            if (!w.accept("target")) {
                String word = w.peek();
                throw word == null ? new IllegalArgumentException(READS) : w.notUnderstood(word, READS);
            }
            String target = w.take("the target (a unit or a hex)");
            String kind = w.take("the attack's type, normal or suppressive");
            List<String> support = w.accept("support") ? Arrays.asList(w.take("the supporting units, A,B").split(",")) : List.of();
            Attack at = switch (kind) {
                case "smoke" -> smokeMission(HexLabels.parse(target), support);
                case "star-shell" -> new Attack(HexLabels.parse(target).toString(), AttackType.NORMAL, support, false, true);
                default -> new Attack(target, attackType(w, kind), support);
            };
            if (w.accept("figures")) {
                return at.withFigures(Figures.readList(w, w.take("the figures, UNIT:FIGURES,…")));
            }
            if (w.accept("crews-only")) { // the first form of R-CMB-2a, kept for saved games and scripts: the machine gun crews alone
                List<Figures> crews = new ArrayList<>();
                for (String id : w.take("the squads whose machine gun crews fire alone, A,B").split(",")) {
                    crews.add(new Figures(id, List.of(Figures.MACHINE_GUN_CREW)));
                }
                return at.withFigures(crews);
            }
            return at;
        }

        private static AttackType attackType(Words w, String word) {
            for (AttackType t : AttackType.values()) {
                if (t.word().equalsIgnoreCase(word)) {
                    return t;
                }
            }
            throw w.notUnderstood(word, READS);
        }
    }

    /**
     * 000 · Attacking with Mixed Squads ("You may always choose to have some figures in a squad not participate in an
     * attack"; DETERMINING RANGE: "a player may decide not to fire with all figures in a squad, which may increase the
     * squad's overall range"): in the firing squad {@code unitId} only its figures of these kinds take part, each kind
     * named by the figure's name in the rulebook's words ({@code mortar-crew}, {@code machine-gun-crew},
     * {@code regular-infantry} …) or {@code all} for the whole squad: {@code us-1:mortar-crew},
     * {@code us-1:machine-gun-crew+officer}, {@code us-1:all} (docs/rulings.md R-CMB-2b).
     */
    record Figures(String unitId, List<String> kinds) {
        /** Every figure of the squad. */
        public static final String ALL = "all";
        /** The figure {@code crews-only} names (002 · MACHINE GUN CREW, Rapid Op Fire). */
        static final String MACHINE_GUN_CREW = "machine-gun-crew";

        public Figures {
            kinds = List.copyOf(kinds);
        }

        public String text() {
            return unitId + ":" + String.join("+", kinds);
        }

        /** In the rulebook's words: "the whole squad", "the mortar crew alone", "the machine gun crew and officer alone". */
        public String label() {
            return kinds.contains(ALL) ? "the whole squad"
                    : "the " + String.join(" and ", kinds.stream().map(k -> k.replace('-', ' ')).toList()) + " alone";
        }

        /** The figures an attack names, in the rulebook's words ("us-1: the mortar crew alone; …"), or "" when it names none. */
        public static String labels(Attack at, String leadId) {
            return String.join("; ", at.figures().stream().map(f -> (f.unitId().equals(leadId) ? "" : f.unitId() + ": ") + f.label()).toList());
        }

        /** {@code A:KIND[+KIND…][,B:KIND…]}. */
        static List<Figures> readList(Words w, String list) {
            List<Figures> out = new ArrayList<>();
            for (String one : list.split(",")) {
                int colon = one.lastIndexOf(':');
                if (colon <= 0 || colon == one.length() - 1) {
                    throw w.notUnderstood(one, "figures are named UNIT:FIGURES, e.g. us-1:mortar-crew, us-1:machine-gun-crew+officer or us-1:all");
                }
                out.add(new Figures(one.substring(0, colon), Arrays.asList(one.substring(colon + 1).split("\\+"))));
            }
            return out;
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

    /**
     * Reads the text form; throws IllegalArgumentException saying what is wrong. A choice is read whole: a word that no part
     * of it takes is refused by name ("did not understand 'suport' …"), never ignored.
     */
    static Choice parse(String line) {
        if (line == null || line.isBlank()) {
            throw new IllegalArgumentException("empty choice");
        }
        Words w = new Words(line);
        String verb = w.take("a choice");
        switch (verb) {
            case "act": {
                ActionKind kind = ActionKind.parse(w.take("an action, e.g. advance"));
                String unit = w.take("the unit (or card) activated");
                Attack attack = "target".equals(w.peek()) ? Attack.read(w) : null;
                String vehicle = w.accept("into") ? w.take("the vehicle") : null;
                String squad = w.accept("squad") ? w.take("the squad") : null;
                String division = w.accept("by") ? w.take("the division") : null;
                return w.end(new Act(kind, unit, attack, squad, division, vehicle), attack != null ? Attack.READS
                        : "an action reads 'act KIND UNIT [target …] [into V] [squad S] [by DIVISION]'");
            }
            case "embark":
                return w.end(new Embark(w.take("the vehicle")), null);
            case "disembark":
                return w.end(new Disembark(), null);
            case "enter":
                return w.end(new EnterFortification(w.take("the fortification")), null);
            case "remove-wire":
                return w.end(new RemoveWire(), null);
            case "push-wreck":
                return w.end(new PushWreck(w.take("the wreck"), HexLabels.parse(w.take("the wreck's hex")),
                        HexLabels.parse(w.take("the hex it is pushed to"))), null);
            case "exit":
                return w.end(new ExitBoard(), null);
            case "lay":
            case "clear": {
                String marker = w.take("the marker");
                return w.end(new EngineerWork(verb.equals("lay"), marker, w.peek() == null ? null : HexLabels.parse(w.take("a hex"))), null);
            }
            case "assault": {
                Hex target = HexLabels.parse(w.take("the hex assaulted"));
                List<String> support = w.accept("support") ? Arrays.asList(w.take("the supporting squads, A,B").split(",")) : List.of();
                return w.end(new Assault(target, support), "an assault reads 'assault HEX [support A,B]'");
            }
            case "losses": {
                List<toi.engine.combat.AssaultChoices.Loss> losses = new ArrayList<>();
                for (String pair : w.rest()) {
                    int colon = pair.lastIndexOf(':');
                    try {
                        losses.add(new toi.engine.combat.AssaultChoices.Loss(pair.substring(0, colon), Integer.parseInt(pair.substring(colon + 1))));
                    } catch (IndexOutOfBoundsException | NumberFormatException e) {
                        throw w.notUnderstood(pair, "losses are named UNIT:FIGURE, e.g. us-1:0");
                    }
                }
                return new AssaultLosses(losses);
            }
            case "build":
                return new Build(w.rest());
            case "token":
                return w.end(new AssignToken(w.take("the token"), w.take("the squad")), null);
            case "tokens": {
                int count = w.number("the count");
                return w.end(new ChooseTokens(w.take("the kind of token"), count), null);
            }
            case "transfer-crew":
                return w.end(new TransferCrew(w.take("the crew"), w.take("the division it leaves"), w.take("the division it joins")), null);
            case "place-marker":
                return w.end(new PlaceMarker(w.take("the marker"), HexLabels.parse(w.take("the hex"))), null);
            case "agree":
                return w.end(new Agree(true), null);
            case "refuse":
                return w.end(new Agree(false), null);
            case "end-tokens":
                return w.end(new EndTokens(), null);
            case "deploy": {
                String unit = w.take("the unit");
                Hex hex = HexLabels.parse(w.take("the hex"));
                return w.end(new Deploy(unit, hex, w.accept("in") ? w.take("the transport or fortification") : null),
                        "a deployment reads 'deploy UNIT HEX [in V]'");
            }
            case "draw":
                return w.end(new DrawCard(w.take("the deck")), null);
            case "done":
                return w.end(new Done(), null);
            case "target": {
                Hex hex = HexLabels.parse(w.take("the hex"));
                String next = w.peek();
                toi.engine.hex.HexDirection direction = next == null || next.equals("star-shell") ? null
                        : toi.engine.hex.HexDirection.parse(w.take("a direction"));
                return w.end(new Target(hex, direction, w.accept("star-shell")), "a target reads 'target HEX [DIRECTION] [star-shell]'");
            }
            case "pick":
                return w.end(new Pick(w.take("what is picked")), null);
            case "first":
                return w.end(new FirstDivision(w.take("the division")), null);
            case "resolve-first":
                return w.end(new ResolveFirst(w.take("the effect")), null);
            case "transfer": {
                String from = w.take("the squad the figure leaves");
                int figure = w.number("the figure");
                return w.end(new Transfer(from, figure, w.take("the squad the figure joins")), null);
            }
            case "end-transfers":
                return w.end(new EndTransfers(), null);
            case "munition":
                return w.end(new BuyMunition(w.take("the unit"), w.take("the kind of token")), null);
            case "end-munitions":
                return w.end(new EndMunitions(), null);
            case "discard-munition":
                return w.end(new DiscardMunition(w.take("the unit")), null);
            case "keep-munitions":
                return w.end(new KeepMunitions(), null);
            case "face":
                return w.end(new Face(w.take("the vehicle"), toi.engine.hex.HexDirection.parse(w.take("a direction"))), null);
            case "retreat":
                return w.end(new RetreatTo(HexLabels.parse(w.take("the hex"))), null);
            case "advance":
                return new AdvanceWith(w.rest());
            case "pass":
                return w.end(new Pass(), null);
            case "step":
                return w.end(new Step(HexLabels.parse(w.take("the hex"))), null);
            case "move-to": {
                Hex to = HexLabels.parse(w.take("the hex"));
                List<Hex> via = new ArrayList<>();
                if (w.accept("via")) {
                    for (String h : w.take("the hexes on the way, HEX,HEX").split(",")) {
                        via.add(HexLabels.parse(h));
                    }
                }
                return w.end(new MoveTo(to, via), "a whole move reads 'move-to HEX [via HEX,HEX,…]'");
            }
            case "stop":
                return w.end(new Stop(), null);
            case "fire":
                return w.end(new Fire(Attack.read(w)), Attack.READS);
            case "opfire": {
                String lead = w.take("the leading unit");
                return w.end(new OpFire(lead, Attack.read(w)), Attack.READS);
            }
            case "no-opfire":
                return w.end(new NoOpFire(), null);
            case "casualties": {
                String unit = w.take("the squad");
                List<Integer> figs = new ArrayList<>();
                while (w.peek() != null) {
                    figs.add(w.number("a figure"));
                }
                return new Casualties(unit, figs);
            }
            case "bid":
                return w.end(new Bid(w.number("the command bid")), null);
            case "opfire-mode":
                return new SetOpFire(w.rest());
            default:
                throw new IllegalArgumentException("unknown choice '" + verb + "'");
        }
    }
}
