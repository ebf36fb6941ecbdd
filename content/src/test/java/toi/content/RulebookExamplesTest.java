package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.Game;
import toi.engine.game.protocol.Phase;
import toi.engine.map.Board;
import toi.engine.map.Objective;
import toi.engine.scenario.GameSetup;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** The rulebook's worked examples (issue 13 item 4), each a test named after its example, with the book's own numbers. */
class RulebookExamplesTest {

    static final String ROW = ". . . . . . . . . .";

    static Game game(Board b, int actions, Dice dice, Unit... units) {
        return new Game(new GameSetup("example", new Position(b, List.of(units)), List.of("US", "GER"), "US", 2,
                Map.of("US", actions, "GER", actions), Map.of("US", 0, "GER", 0), true), dice);
    }

    static Objective command(String hex, String nation, int value) {
        return new Objective(hex(hex), Objective.Kind.COMMAND, nation, value, "");
    }

    /**
     * 000 · Objective Control at the Start of the Game: "In the "Crossroads" scenario, there are three American command
     * objectives on the board. These do not start under American control, so the American player must move units to
     * take control of them before he can collect any command from them."
     */
    @Test
    void crossroadsExample_threeAmericanCommandObjectivesDoNotStartUnderAmericanControl() {
        Board b = board(ROW, ROW);
        b.addObjective(command("C1", "US", 1));
        b.addObjective(command("E1", "US", 1));
        b.addObjective(command("G1", "US", 1));
        Game g = game(b, 1, new Dice(1), usSquad("a", "A2"), gerSquad("g", "J2"));
        assertThat(g.state().control()).as("controlled by neither player at the beginning").isEmpty();
        List<toi.engine.event.Event> ev = play(g, "pass", "pass");
        assertThat(TestBoards.events(ev, toi.engine.event.Event.CommandChanged.class)).as("no command before moving units onto them").isEmpty();
        assertThat(TestBoards.events(ev, toi.engine.event.Event.AnsweredByRule.class)).as("nothing to bid (R-FLOW-1)")
                .extracting(toi.engine.event.Event.AnsweredByRule::nation).contains("US");
    }

    /**
     * 000 · Objective Control at the Start of the Game: "if a command objective is located in a nation's deployment zone,
     * that nation can take control of the command objective during setup by simply placing one or more starting units
     * in that hex" — and control stays after the unit leaves (000 · Determine Control over Objectives).
     */
    @Test
    void crossroadsExample_aStartingUnitPlacedOnItTakesControlDuringSetup() {
        Board b = board(ROW, ROW);
        b.addObjective(command("C1", "US", 1));
        b.addObjective(command("E1", "US", 1));
        b.addObjective(command("G1", "US", 1));
        Game g = game(b, 1, new Dice(1), usSquad("a", "C1"), gerSquad("g", "J2"));
        assertThat(g.state().control()).containsOnlyKeys(hex("C1")).containsEntry(hex("C1"), "US");
        play(g, "act advance a", "step B1", "stop", "pass");
        assertThat(g.state().phase()).isEqualTo(Phase.COMMAND);
        assertThat(g.state().command("US")).as("1 for C1, held since setup; not E1 or G1").isEqualTo(1);
    }

    /**
     * 000 · Receive Command Points, the example: the American player controls a "3" German command objective, a "2"
     * American and a "2" neutral one; "he receives 4 command from the command pile for the "2" American objective plus
     * the "2" neutral objective" and nothing for the German "3".
     */
    @Test
    void receiveCommandExample_twoAmericanPlusTwoNeutral_isFour_notTheGermanThree() {
        Board b = board(ROW, ROW);
        b.addObjective(command("B1", "GER", 3));
        b.addObjective(command("D1", "US", 2));
        b.addObjective(command("F1", null, 2));
        Game g = game(b, 1, new Dice(1), usSquad("a", "B1"), usSquad("b", "D1"), usSquad("c", "F1"), gerSquad("g", "J2"));
        play(g, "pass", "pass");
        assertThat(g.state().phase()).isEqualTo(Phase.COMMAND);
        assertThat(g.state().control()).containsEntry(hex("B1"), "US");
        assertThat(g.state().command("US")).isEqualTo(2 + 2);
        assertThat(g.state().command("GER")).isZero();
    }

    /**
     * 000 · Card Types, the example: ""Increased Priority" reads: "When you activate another Artillery card, its cost is
     * reduced by 1 (to a minimum of 0)." This ability affects all of the other cards in the Artillery I and the
     * Artillery II deck."
     */
    @Test
    void increasedPriorityExample_anArtilleryICardMakesTheArtilleryIICardsCheaper() {
        Game g = StrategyCardsInPlayTest.game(StrategyCardsInPlayTest.open(), Dice.loaded(1), 3, List.of("artillery-1", "artillery-2"), 3,
                usSquad("us", "A1"), gerSquad("ger", "J8"));
        // the decks in their printed order: Artillery I's Increased Priority; Artillery II's Increased Priority and Quick Response (2)
        play(g, "draw artillery-1", "draw artillery-2", "draw artillery-2");
        assertThat(g.state().hand("US")).containsExactly("increased-priority", "increased-priority-3", "quick-response");
        TestBoards.answerDefaultsUntil(g, d -> d.kind() == toi.engine.game.protocol.Decision.Kind.INITIATIVE_BID);
        assertThat(g.cardCost("US", "quick-response")).as("printed cost").isEqualTo(2);
        int command = g.state().command("US");
        play(g, "act activate-card increased-priority");
        assertThat(g.state().command("US")).isEqualTo(command - 1);
        assertThat(g.cardCost("US", "quick-response")).as("an Artillery II card: 2 − 1").isEqualTo(1);
        assertThat(g.cardCost("US", "increased-priority-3")).as("Artillery II's own Increased Priority: 1 − 1").isZero();
        play(g, "act activate-card increased-priority-3");
        assertThat(g.state().command("US")).as("it cost nothing").isEqualTo(command - 1);
        assertThat(g.cardCost("US", "quick-response")).as("2 − 1 − 1").isZero();
    }

    /**
     * 000 · GAME SETUP 3. Claim Game Cards, the example: "In the "At the Breaking Point" scenario, the German player is
     * given the "Morale I" and the "Command I" Strategy card decks. He shuffles the two decks separately … The scenario
     * gives the Germans 3 starting Strategy cards. The German player chooses to draw 2 cards from the Morale deck, and 1
     * card from the Command deck, placing all 3 cards faceup in his HQ area."
     */
    @Test
    void claimGameCardsExample_theGermansDrawTwoMoraleAndOneCommandCardAsTheirThreeStartingCards() {
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("GER", List.of("morale-1", "command-1")),
                Map.of("GER", 3), Map.of());
        Game g = new Game(new GameSetup("claim game cards", new Position(board(ROW, ROW), List.of(usSquad("us", "A1"), gerSquad("ger", "J2"))),
                List.of("US", "GER"), "US", 2, Map.of("US", 3, "GER", 3), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(),
                false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards), new Dice(7));
        Map<String, Integer> full = g.state().deckSizes("GER");
        assertThat(g.pending().nation()).isEqualTo("GER");
        assertThat(g.pending().options()).extracting(toi.engine.game.protocol.Choice::text)
                .as("any of his decks, in any combination").containsExactlyInAnyOrder("draw morale-1", "draw command-1");
        play(g, "draw morale-1", "draw morale-1", "draw command-1");
        assertThat(g.state().hand("GER")).as("3 cards faceup in his HQ area").hasSize(3);
        assertThat(g.state().deckSizes("GER")).containsEntry("morale-1", full.get("morale-1") - 2)
                .containsEntry("command-1", full.get("command-1") - 1);
        assertThat(g.viewFor(toi.engine.game.protocol.Seat.of("GER")).hand()).as("in his HQ area").hasSize(3);
        assertThat(g.pending().kind()).as("the three are all: no fourth").isNotEqualTo(toi.engine.game.protocol.Decision.Kind.DRAW_CARD);
    }

    /**
     * 000 · Support an Attack with Combined Fire, the example: "the American player announces that he will use his first
     * action to have one of his tanks make a concentrated attack. He also announces that two of his squads will support
     * the attack. All three units will be fatigued after the attack, but the American player has only used one action."
     */
    @Test
    void combinedFireExample_aTankAndTwoSupportingSquadsAreFatigued_forOneAction() {
        Game g = game(board(ROW, ROW), 2, new Dice(3), TestBoards.vehicle("tank", "US", "A1", "sherman"), usSquad("us-1", "A2"),
                usSquad("us-2", "B1"), usSquad("us-3", "F2"), gerSquad("ger", "D1"), gerSquad("ger-2", "J2"));
        assertThat(g.state().actionsLeft()).isEqualTo(2);
        play(g, "act concentrated-fire tank target ger normal support us-1,us-2");
        while (g.pending().kind() == toi.engine.game.protocol.Decision.Kind.CASUALTIES) {
            g.apply(g.pending().options().get(0)); // the Germans take their losses
        }
        for (String id : List.of("tank", "us-1", "us-2")) {
            assertThat(g.state().units().get(id).activation()).as(id).isEqualTo(toi.engine.units.Activation.FATIGUED);
        }
        assertThat(g.pending().nation()).as("the American turn goes on").isEqualTo("US");
        assertThat(g.state().actionsLeft()).as("only one action used").isEqualTo(1);
    }

    /**
     * 002 · Medic: Heal, the example: "An American squad has lost a mortar crew figure during the previous game round. It
     * moves into a hex containing a friendly medic squad. The American player activates the medic squad to heal the
     * weakened squad. He rolls one die and gets a 5. He then takes a regular infantry figure and places it in one of the
     * vacant holes left by the mortar crew. If he wants to fill the second vacant hole, he would have to heal the unit
     * again."
     */
    @Test
    void medicExample_aSquadThatLostItsMortarCrew_healedOnAFive_getsOneRegularFigure_andCanBeHealedAgain() {
        Unit weakened = TestBoards.squad("us-1", "US", "B1", "us-officer", "us-regular"); // its mortar crew (2 holes) lost
        Game g = GameRulesInPlayTest.game(board(ROW), Dice.loaded(5, 6), weakened, usSquad("medic", "A1").withSpecialization(TestBoards.spec("medic"), 0),
                usSquad("medic-2", "A1").withSpecialization(TestBoards.spec("medic"), 0), usSquad("us-3", "F1"), gerSquad("ger", "J1"));
        assertThat(weakened.slotsUsed()).as("two of the four holes vacant").isEqualTo(2);
        play(g, "act advance us-1", "step A1", "stop");
        TestBoards.answerDefaultsUntil(g, d -> d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION && d.nation().equals("US"));
        play(g, "act heal medic squad us-1");
        assertThat(g.state().units().get("us-1").figures()).extracting(f -> f.id()).as("a 5: one regular infantry figure")
                .containsExactly("us-officer", "us-regular", "us-regular");
        assertThat(g.state().units().get("us-1").slotsUsed()).as("one hole still vacant").isEqualTo(3);
        TestBoards.answerDefaultsUntil(g, d -> d.kind() == toi.engine.game.protocol.Decision.Kind.ACTION && d.nation().equals("US"));
        play(g, "act heal medic-2 squad us-1");
        assertThat(g.state().units().get("us-1").slotsUsed()).as("healed again: the second hole filled").isEqualTo(4);
    }

    /**
     * 000 · Combat (an attack targets a single squad or vehicle), the example: "The German player activates one of his
     * tanks to make a concentrated attack against an American occupied hex containing 2 squads and 1 vehicle. Before
     * firing, the German player must designate which of the 3 units in that hex is the target of his attack. He decides
     * to target one of the squads".
     */
    @Test
    void tankTargetExample_theGermanTankDesignatesOneOfTheThreeUnitsInTheHex_aSquad() {
        Game g = game(board(ROW, ROW), 3, Dice.loaded(6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6),
                usSquad("s1", "E1"), usSquad("s2", "E1"), TestBoards.vehicle("m4", "US", "E1", "sherman"),
                TestBoards.vehicle("pz", "GER", "B1", "panzer-iv"));
        play(g, "pass");
        List<String> targets = g.pending().options().stream().map(toi.engine.game.protocol.Choice::text)
                .filter(c -> c.startsWith("act concentrated-fire pz target ") && c.endsWith(" normal")).toList();
        assertThat(targets).as("one attack per unit in the hex, never the hex").containsExactlyInAnyOrder(
                "act concentrated-fire pz target s1 normal", "act concentrated-fire pz target s2 normal",
                "act concentrated-fire pz target m4 normal");
        List<toi.engine.event.Event> ev = play(g, "act concentrated-fire pz target s1 normal");
        assertThat(TestBoards.events(ev, toi.engine.event.Event.HitsScored.class)).isNotEmpty()
                .allSatisfy(h -> assertThat(h.unit()).isEqualTo("s1"));
        assertThat(TestBoards.unit(g, "s2").figures()).hasSize(usSquad("x", "A1").figures().size());
        assertThat(TestBoards.unit(g, "m4").damage()).isEqualTo(toi.engine.units.Damage.NONE);
    }

    /**
     * 000 · Movement timing (steps 3–5), the example: "The American player activates a squad and moves it into a hex
     * containing a minefield marker. The German player declares that he will make an Op Fire attack against the American
     * squad. Because Op Fire attacks are resolved before obstacle effects in the timing sequence, the Op Fire attack is
     * resolved before the squad rolls for the minefield's effects."
     */
    @Test
    void minefieldExample_theOpFireAttackIsResolvedBeforeTheSquadRollsForTheMinefield() {
        Board b = board(ROW);
        b.placeMarker(hex("B1"), TestBoards.CATALOGS.terrain().marker("minefield").orElseThrow());
        Game g = game(b, 3, Dice.loaded(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), usSquad("us", "A1"),
                gerSquad("ger", "E1").withActivation(toi.engine.units.Activation.OP_FIRE), gerSquad("g2", "J1"));
        List<toi.engine.event.Event> ev = new java.util.ArrayList<>(play(g, "act advance us", "step B1"));
        assertThat(TestBoards.events(ev, toi.engine.event.Event.DiceRolled.class)).as("no minefield roll before the op fire").isEmpty();
        assertThat(g.pending().kind()).isEqualTo(toi.engine.game.protocol.Decision.Kind.OP_FIRE);
        assertThat(g.pending().nation()).isEqualTo("GER");
        ev.addAll(play(g, "opfire ger target us normal"));
        List<String> rolls = TestBoards.events(ev, toi.engine.event.Event.DiceRolled.class).stream()
                .map(toi.engine.event.Event.DiceRolled::purpose).toList();
        assertThat(rolls).hasSize(2);
        assertThat(rolls.get(0)).doesNotStartWith("minefield");
        assertThat(rolls.get(1)).startsWith("minefield attack");
    }

    /** Declines any further op fire the Germans are offered. */
    static void declineOpFire(Game g) {
        while (g.pending().kind() == toi.engine.game.protocol.Decision.Kind.OP_FIRE) {
            play(g, "no-opfire");
        }
    }

    /**
     * 002 · Machine Gun Crew, Rapid Op Fire, the example: a German squad of one machine gun crew and two regular infantry
     * in Op Fire mode; "She chooses to have only the machine gun crew participate in the attack, so the squad is not
     * fatigued and the Op Fire token remains with the squad after the attack"; then "a combined attack with a squad of four
     * regular infantry figures in Op Fire mode. Again, she uses only the machine gun crew to support the Op Fire attack, and
     * the squad remains in Op Fire mode after the attack"; finally "she decides to have all the units in the squad
     * participate" against a tank, and "the German squad will be fatigued". Every American is within the riflemen's range
     * too: the riflemen are held back by the player's choice ({@code crews-only}), as in the book.
     */
    @Test
    void machineGunCrewExample_supportingAnotherSquadsOpFireAlone_staysInOpFireMode() {
        Dice ones = Dice.loaded(java.util.stream.IntStream.range(0, 60).map(x -> 1).toArray());
        Game g = game(board(ROW, ROW, ROW), 3, ones,
                TestBoards.squad("mg", "GER", "A1", "ger-mg", "ger-regular", "ger-regular").withActivation(toi.engine.units.Activation.OP_FIRE),
                TestBoards.squad("r4", "GER", "C2", "ger-regular", "ger-regular", "ger-regular", "ger-regular")
                        .withActivation(toi.engine.units.Activation.OP_FIRE),
                usSquad("a1", "D1"), usSquad("a2", "E2"), TestBoards.vehicle("m4", "US", "B2", "sherman"));
        assertThat(hex("A1").distanceTo(hex("C1"))).as("within the German riflemen's range of 4").isLessThanOrEqualTo(4);
        assertThat(hex("A1").distanceTo(hex("D2"))).as("within the German riflemen's range of 4").isLessThanOrEqualTo(4);
        assertThat(hex("A1").distanceTo(hex("B1"))).as("the tank comes next to the squad").isEqualTo(1);
        // 1. the crew alone, by choice, at a moving American squad: 4 dice (the crew's firepower), not 6 with the riflemen
        play(g, "act advance a1", "step C1");
        assertThat(opFireDice(play(g, "opfire mg target a1 normal crews-only mg"))).isEqualTo(4);
        assertThat(TestBoards.unit(g, "mg").activation()).as("not fatigued: the Op Fire token remains")
                .isEqualTo(toi.engine.units.Activation.OP_FIRE);
        declineOpFire(g);
        play(g, "stop");
        declineOpFire(g);
        // 2. a combined attack led by the four riflemen (4 dice) against a different squad; the crew alone supports (4 halved: 2)
        play(g, "act advance a2", "step D2");
        assertThat(opFireDice(play(g, "opfire r4 target a2 normal support mg crews-only mg"))).as("not 7: the riflemen held back")
                .isEqualTo(6);
        assertThat(TestBoards.unit(g, "mg").activation()).as("the crew alone supported: still in Op Fire mode")
                .isEqualTo(toi.engine.units.Activation.OP_FIRE);
        assertThat(TestBoards.unit(g, "r4").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        declineOpFire(g);
        play(g, "stop");
        declineOpFire(g);
        // 3. the tank moves next to the squad: all its figures take part (2 + 1 + 1 dice against a vehicle), so it is fatigued
        play(g, "act advance m4", "step B1");
        assertThat(opFireDice(play(g, "opfire mg target m4 normal"))).isEqualTo(4);
        assertThat(TestBoards.unit(g, "mg").activation()).as("the Op Fire token flipped to its fatigued side")
                .isEqualTo(toi.engine.units.Activation.FATIGUED);
    }

    /**
     * 000 · Machine Gun Crew, Rapid Op Fire, the example (~line 1603): the squad of "1 machine gun crew and 2 regular infantry
     * figures" in Op Fire mode fires its machine gun crew alone at a moving American squad ("the squad is not fatigued and
     * the Op Fire token remains"), again "against another moving American squad … the squad remains in Op Fire mode", and
     * finally with "all the units in the squad" at a moving tank: fatigued, its Op Fire token flipped.
     */
    @Test
    void machineGunCrewExample_rulesOfPlay_aloneAtTwoMovingSquads_thenTheWholeSquadAtATank_fatigued() {
        Dice ones = Dice.loaded(java.util.stream.IntStream.range(0, 60).map(x -> 1).toArray());
        Game g = game(board(ROW, ROW, ROW), 3, ones,
                TestBoards.squad("mg", "GER", "A1", "ger-mg", "ger-regular", "ger-regular").withActivation(toi.engine.units.Activation.OP_FIRE),
                usSquad("a1", "D1"), usSquad("a2", "E2"), TestBoards.vehicle("m4", "US", "B2", "sherman"));
        play(g, "act advance a1", "step C1");
        assertThat(opFireDice(play(g, "opfire mg target a1 normal crews-only mg"))).as("the crew's 4 dice").isEqualTo(4);
        assertThat(TestBoards.unit(g, "mg").activation()).isEqualTo(toi.engine.units.Activation.OP_FIRE);
        play(g, "stop");
        play(g, "act advance a2", "step D2");
        assertThat(opFireDice(play(g, "opfire mg target a2 normal crews-only mg"))).isEqualTo(4);
        assertThat(TestBoards.unit(g, "mg").activation()).as("a different target: Op Fire mode still").isEqualTo(toi.engine.units.Activation.OP_FIRE);
        play(g, "stop");
        play(g, "act advance m4", "step B1");
        assertThat(opFireDice(play(g, "opfire mg target m4 normal"))).as("2 + 1 + 1 against a vehicle").isEqualTo(4);
        assertThat(TestBoards.unit(g, "mg").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
    }

    /** 002 · Machine Gun Crew, Rapid Op Fire: only a squad with a machine gun crew can fire it alone; the refusal names the rule (R-CMB-2b). */
    @Test
    void machineGunCrewExample_aSquadWithoutAMachineGunCrewCannotFireItAlone() {
        Game g = game(board(ROW, ROW, ROW), 3, new Dice(1),
                TestBoards.squad("r4", "GER", "C2", "ger-regular", "ger-regular", "ger-regular", "ger-regular")
                        .withActivation(toi.engine.units.Activation.OP_FIRE),
                usSquad("a2", "E2"));
        play(g, "act advance a2", "step D2");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> play(g, "opfire r4 target a2 normal crews-only r4"))
                .hasMessageContaining("r4 has no figure 'machine-gun-crew' to fire").hasMessageContaining("000 · Attacking with Mixed Squads");
        assertThat(TestBoards.unit(g, "r4").activation()).isEqualTo(toi.engine.units.Activation.OP_FIRE);
    }

    /** The dice of the op fire attack declared among these events. */
    static int opFireDice(List<toi.engine.event.Event> events) {
        return events.stream().filter(e -> e instanceof toi.engine.event.Event.AttackDeclared).map(e -> (toi.engine.event.Event.AttackDeclared) e)
                .mapToInt(toi.engine.event.Event.AttackDeclared::dice).findFirst().orElseThrow();
    }

    /**
     * 000 · Rolling for Drift (002 · the same heading), Example Two: "If the drift number is 4, and the rolled result on
     * the black die is a "2," the attack has missed its target, and will drift 2 hexes away from the intended target hex.
     * Check the result of the red die against the north directional marker to determine the direction of the drift."
     */
    @Test
    void driftExampleTwo_driftNumberFourBlackTwo_driftsTwoHexesTheRedDiesWay() {
        // contact 6; black 2 < 4 (a friendly squad sees E5: normal LOS); red 3 with north up = SE (docs/rulings.md R-CARD-2)
        Game g = StrategyCardsInPlayTest.game(StrategyCardsInPlayTest.open(), Dice.loaded(6, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1), 3,
                List.of("artillery-1"), 3, usSquad("us", "A1"));
        play(g, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
        toi.engine.hex.Hex twoAway = hex("E5").neighbor(toi.engine.hex.HexDirection.SE).neighbor(toi.engine.hex.HexDirection.SE);
        assertThat(play(g, "target E5")).contains(new toi.engine.event.Event.Drifted(4, hex("E5"), twoAway, 2, "SE"));
        assertThat(hex("E5").distanceTo(twoAway)).isEqualTo(2);
    }

    /**
     * 000 · The Action Turn, the action turn diagram, A–F (At the Breaking Point: three actions each, the Americans
     * first). American action turn: A) a squad Advances 4 hexes and is fatigued; B) a squad makes a concentrated attack
     * on a German squad and is fatigued; C) a squad Prepares Op Fire. German action turn: D) a Strategy card faceup in
     * the HQ area is activated and resolved; E) a squad Advances, the American op fire attacks it as it moves into its
     * first hex: it is pinned, immediately fatigued and stops, and the American op fire token is flipped to fatigued;
     * F) a squad takes a Fire and Movement action: 3 movement points, moves adjacent to an American unit and attacks at
     * half firepower, and is fatigued. (Dice: the attacks hit in the open, the op fire once; the German card is Rally the Troops,
     * the second of the Morale I deck, on a squad that starts pinned.)
     */
    @Test
    void actionTurnDiagram_AtoF_threeAmericanActionsThenThreeGermanActions() {
        // B's four dice all hit; the op fire's first die hits and the rest miss (one hit: pinned); then sixes
        Dice sixes = Dice.loaded(java.util.stream.IntStream.range(0, 80).map(x -> x >= 5 && x < 8 ? 1 : 6).toArray());
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("GER", List.of("morale-1")), Map.of("GER", 2),
                Map.of());
        Game g = new Game(new GameSetup("action turn diagram", new Position(board(ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW), List.of(
                usSquad("a", "A1"), usSquad("b", "A3"), usSquad("c", "C6"),
                gerSquad("t", "D3"), gerSquad("e", "H6"), gerSquad("f", "H2"),
                gerSquad("p", "J8").withCondition(toi.engine.units.Condition.PINNED))),
                List.of("US", "GER"), "US", 3, Map.of("US", 3, "GER", 3), Map.of("US", 0, "GER", 1), true, TestBoards.CATALOGS.units(),
                false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards), sixes);
        play(g, "draw morale-1", "draw morale-1");
        assertThat(g.state().hand("GER")).contains("rally-the-troops");
        // A) Advance: four hexes, then fatigued
        java.util.List<toi.engine.event.Event> a = play(g, "act advance a");
        assertThat(a).contains(new toi.engine.event.Event.UnitActivated("a", "advance", 12));
        play(g, "step B1", "step C1", "step D1", "step E1", "stop");
        assertThat(TestBoards.unit(g, "a").hex()).isEqualTo(hex("E1"));
        assertThat(TestBoards.unit(g, "a").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        // B) Concentrated attack on a German squad, then fatigued
        play(g, "act concentrated-fire b target t normal");
        assertThat(g.state().units()).doesNotContainKey("t"); // four hits in the open: the squad is destroyed
        assertThat(TestBoards.unit(g, "b").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        // C) Prepare Op Fire: the token is set
        play(g, "act prepare-op-fire c");
        assertThat(TestBoards.unit(g, "c").activation()).isEqualTo(toi.engine.units.Activation.OP_FIRE);
        // D) the German action turn begins with a Strategy card from the HQ area (the Americans have no fresh unit left,
        // so this turn has no limit of three: 000 · "If a player can take no more actions … his Action Phase is over")
        assertThat(g.pending().nation()).isEqualTo("GER");
        play(g, "act activate-card rally-the-troops", "pick p"); // the only pinned squad: the pick ends there
        assertThat(TestBoards.unit(g, "p").condition()).isEqualTo(toi.engine.units.Condition.NONE);
        // E) Advance into the op fire: pinned, fatigued at once, its movement over; the op fire token flipped
        play(g, "act advance e", "step G6", "opfire c target e suppressive");
        assertThat(TestBoards.unit(g, "e").condition()).isEqualTo(toi.engine.units.Condition.PINNED);
        assertThat(TestBoards.unit(g, "e").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        assertThat(TestBoards.unit(g, "e").hex()).isEqualTo(hex("G6"));
        assertThat(TestBoards.unit(g, "c").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
        assertThat(g.state().activity()).as("its move is over").isNull();
        // F) Fire and Movement: 3 movement points, adjacent to an American unit, half firepower, then fatigued
        assertThat(play(g, "act fire-and-movement f")).contains(new toi.engine.event.Event.UnitActivated("f", "fire-and-movement", 9));
        play(g, "step G2", "step F1");
        assertThat(hex("F1").isAdjacentTo(hex("E1"))).isTrue();
        int concentrated = toi.engine.combat.AttackRules.propose(g.state().position(), toi.engine.combat.AttackRequest.of("f", "a",
                toi.engine.combat.AttackType.NORMAL, toi.engine.combat.FireAction.CONCENTRATED_FIRE)).attackDice();
        java.util.List<toi.engine.event.Event> fire = play(g, "fire target a normal");
        assertThat(fire).filteredOn(toi.engine.event.Event.AttackDeclared.class::isInstance)
                .extracting(x -> ((toi.engine.event.Event.AttackDeclared) x).dice()).containsExactly(concentrated / 2);
        assertThat(g.pending().kind()).isEqualTo(toi.engine.game.protocol.Decision.Kind.CASUALTIES); // two hits on a
        g.apply(g.pending().options().get(0));
        assertThat(TestBoards.unit(g, "f").activation()).as("%s", g.pending()).isEqualTo(toi.engine.units.Activation.FATIGUED);
    }
}
