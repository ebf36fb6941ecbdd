package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.answerDefaultsUntil;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.scenario.SpecialRules;
import toi.engine.los.LineOfSight;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Scenario special rules that recur (002 · the scenarios' SPECIAL RULES). */
class SpecialRulesTest {

    static final String ROW = ". . . . . . . . . .";

    static Game game(int rounds, GameSetup.Cards cards, SpecialRules special, Unit... units) {
        return new Game(new GameSetup("special", new Position(board(ROW, ROW, ROW), List.of(units)), List.of("US", "GER"), "US",
                rounds, Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(), false, Map.of(),
                TestBoards.CATALOGS.specializations(), List.of(), cards, List.of(), List.of(), special), Dice.loaded(1));
    }



    @Test
    void twoStrategyDrawsEachStatusPhase_theSecondCardsPlusGivesNoThird() {
        // "The Americans may draw 2 Strategy cards instead of 1 at the start of each Status Phase." (Chain of Command)
        // command-1 printed order: all-or-nothing, rapid-mobilization ("+"), cut-communications …
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("command-1")), Map.of(), Map.of());
        Game g = game(2, cards, new SpecialRules(Map.of("US", 2), List.of(), List.of()), usSquad("us", "A1"), gerSquad("ger", "J3"));
        answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.DRAW_CARD);
        assertThat(g.state().phase()).isEqualTo(Phase.STATUS);
        play(g, "draw command-1");
        assertThat(g.pending().kind()).as("the second draw").isEqualTo(Decision.Kind.DRAW_CARD);
        play(g, "draw command-1");
        assertThat(g.pending().kind()).as("no third card for the second card's +").isNotEqualTo(Decision.Kind.DRAW_CARD);
        assertThat(g.state().hand("US")).containsExactly("all-or-nothing", "rapid-mobilization");
    }

    @Test
    void trucksMayNotMoveUntilRoundThree() {
        // "American Trucks may not move until round 3." (Stavelot Express)
        SpecialRules frozen = new SpecialRules(Map.of(), List.of(new SpecialRules.Frozen("US", List.of("gmc-truck"), 3)), List.of());
        Game g = game(3, GameSetup.Cards.none(), frozen, vehicle("truck", "US", "A1", "gmc-truck"), usSquad("us", "A3"),
                gerSquad("ger", "J3"));
        assertThat(g.pending().options()).extracting(Choice::text).doesNotContain("act advance truck").contains("act advance us");
        long before = g.state().hash();
        assertThatThrownBy(() -> g.apply(Choice.parse("act advance truck"))).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("may not move until round 3");
        assertThat(g.state().hash()).isEqualTo(before);
        answerDefaultsUntil(g, d -> g.state().round() == 3 && d.kind() == Decision.Kind.ACTION && d.nation().equals("US"));
        play(g, "act advance truck");
        assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
    }

    @Test
    void anOperationsCardIsRemovedAtTheEndOfTheNamedStatusPhase() {
        // "At the end of the Status Phase of round 3, remove the 'Heavy Fog' Operations card." (Stavelot Express; here round 1)
        var fog = TestBoards.CATALOGS.cards().operations("heavy-fog").orElseThrow();
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of(), Map.of(), Map.of("US", List.of(fog)));
        SpecialRules lift = new SpecialRules(Map.of(), List.of(), List.of(new SpecialRules.Removal("US", "heavy-fog", 1)));
        Game g = game(3, cards, lift, usSquad("us", "A1"), gerSquad("ger", "J3"));
        assertThat(LineOfSight.canSee(g.state().board(), hex("A1"), hex("F1"))).as("fog: 5 hexes is beyond 3").isFalse();
        answerDefaultsUntil(g, d -> g.state().round() == 2);
        assertThat(LineOfSight.canSee(g.state().board(), hex("A1"), hex("F1"))).as("the fog lifts").isTrue();
    }

    @Test
    void specialRulesLoadFromTheScenarioAndBadOnesAreRefused(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path examples = java.nio.file.Files.exists(java.nio.file.Path.of("../examples"))
                ? java.nio.file.Path.of("../examples") : java.nio.file.Path.of("examples");
        String head = "{\"name\": \"t\", \"position\": \"" + examples.resolve("farm-crossing-position.json").toAbsolutePath()
                .toString().replace("\\", "/") + "\", \"sides\": [\"US\", \"GER\"], \"initiative\": \"US\", \"rounds\": 4,"
                + " \"actions\": {\"US\": 2, \"GER\": 2}, \"cards\": {\"US\": {\"operations\": [\"heavy-fog\"]}}, \"special\": ";
        java.nio.file.Path f = dir.resolve("s.json");
        java.nio.file.Files.writeString(f, head + "{\"drawsPerStatusPhase\": {\"US\": 2}, \"frozen\": [{\"side\": \"US\","
                + " \"units\": [\"gmc-truck\"], \"untilRound\": 3}], \"removeOperations\": [{\"side\": \"US\", \"card\": \"heavy-fog\","
                + " \"afterRound\": 3}]}}");
        GameSetup s = ScenarioLoader.load(f, TestBoards.CATALOGS);
        assertThat(s.special().drawsPerStatusPhase()).containsEntry("US", 2);
        assertThat(s.special().frozen()).containsExactly(new SpecialRules.Frozen("US", List.of("gmc-truck"), 3));
        assertThat(s.special().removals()).containsExactly(new SpecialRules.Removal("US", "heavy-fog", 3));
        java.nio.file.Files.writeString(f, head + "{\"removeOperations\": [{\"side\": \"GER\", \"card\": \"heavy-fog\", \"afterRound\": 3}]}}");
        assertThatThrownBy(() -> ScenarioLoader.load(f, TestBoards.CATALOGS)).isInstanceOf(ContentException.class)
                .hasMessageContaining("special.removeOperations[0].card").hasMessageContaining("not one of GER's Operations cards");
        java.nio.file.Files.writeString(f, head + "{\"teleporters\": true}}");
        assertThatThrownBy(() -> ScenarioLoader.load(f, TestBoards.CATALOGS)).isInstanceOf(ContentException.class)
                .hasMessageContaining("teleporters");
    }

    @Test
    void siegfriedPillboxesGiveTanksTheRangeBonusButNotTheConcussiveFirepower() {
        // "tanks firing at them still get the +3 to range but do not get the +3 Concussive Firepower bonus" (Siegfried Assault)
        for (boolean strong : List.of(false, true)) {
            toi.engine.map.Board b = board(ROW, ROW);
            b.resistConcussionInPillboxes(strong);
            b.placeMarker(hex("I1"), TestBoards.CATALOGS.terrain().marker("pillbox").orElseThrow());
            Position p = new Position(b, List.of(vehicle("tiger", "GER", "A1", "tiger-i"), usSquad("us", "I1").withFortification("pillbox")));
            var att = toi.engine.combat.AttackRules.propose(p, toi.engine.combat.AttackRequest.of("tiger", "us",
                    toi.engine.combat.AttackType.NORMAL, toi.engine.combat.FireAction.CONCENTRATED_FIRE));
            assertThat(att.lead().range().effectiveRange()).as("range bonus either way").isEqualTo(8);
            assertThat(att.lead().firepower()).as(strong ? "no +3 firepower" : "+3 firepower").isEqualTo(strong ? 6 : 9);
        }
    }

    @Test
    void aDiscardedCardMayBeBoughtBackInTheCommandPhase() {
        // "At the beginning of each Command Phase, the Americans may spend 1 command to retrieve a discarded 'Bombing Run' card"
        // (Chain of Command). american-air-support-1 printed order: bombing-run first (Target Hex, Drift, Area Attack, blast).
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("american-air-support-1")),
                Map.of("US", 1), Map.of());
        SpecialRules rule = new SpecialRules(Map.of(), List.of(), List.of(), List.of(new SpecialRules.Retrieve("US", "bombing-run", 1)),
                List.of());
        Game g = new Game(new GameSetup("special", new Position(board(ROW, ROW, ROW), List.of(usSquad("us", "A1"), gerSquad("ger", "J3"))),
                List.of("US", "GER"), "US", 3, Map.of("US", 2, "GER", 2), Map.of("US", 6, "GER", 0), true, TestBoards.CATALOGS.units(),
                false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards, List.of(), List.of(), rule), Dice.loaded(6, 1, 1));
        play(g, "draw american-air-support-1", "act activate-card bombing-run", "target E2");
        assertThat(g.state().hand("US")).isEmpty();
        answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.INITIATIVE_BID && d.nation().equals("US"));
        assertThat(g.pending().options()).extracting(Choice::text).contains("act retrieve-card bombing-run");
        int command = g.state().command("US");
        List<Event> ev = play(g, "act retrieve-card bombing-run");
        assertThat(events(ev, Event.CommandChanged.class)).extracting(Event.CommandChanged::change, Event.CommandChanged::why)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(-1, "to retrieve Bombing Run"));
        assertThat(g.state().command("US")).isEqualTo(command - 1);
        assertThat(g.state().hand("US")).containsExactly("bombing-run");
        assertThat(g.pending().options()).extracting(Choice::text).doesNotContain("act retrieve-card bombing-run");
    }

    @Test
    void oneStartingDrawMustComeFromTheArtilleryDeckAndGoesToThePlayArea() {
        // "Americans must draw one artillery strategy card in their starting mix and place it their play area." (Liberation)
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("supply-1", "artillery-1")),
                Map.of("US", 3), Map.of(), Map.of(), Map.of(), Map.of("US", "artillery-1"));
        java.util.function.Supplier<Game> game = () -> new Game(new GameSetup("mix", new Position(board(ROW, ROW, ROW),
                List.of(usSquad("us", "A1"), gerSquad("ger", "J3"))), List.of("US", "GER"), "US", 3, Map.of("US", 2, "GER", 2),
                Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(), false, Map.of(), TestBoards.CATALOGS.specializations(),
                List.of(), cards), new Dice(3));
        // drawn first: the artillery card goes straight to the play area, the other draws are free
        Game g = game.get();
        List<Event> ev = play(g, "draw artillery-1");
        assertThat(g.state().hand("US")).isEmpty();
        assertThat(g.state().playArea("US")).hasSize(1);
        assertThat(events(ev, Event.CardMoved.class)).extracting(Event.CardMoved::card, Event.CardMoved::where)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(g.state().playArea("US").get(0), "its play area"));
        assertThat(g.pending().options()).extracting(Choice::text).contains("draw supply-1", "draw artillery-1");
        play(g, "draw artillery-1", "draw supply-1");
        assertThat(g.state().hand("US")).as("a second artillery card stays in the hand").hasSize(2);
        assertThat(g.state().playArea("US")).hasSize(1);
        // not drawn by the last draw: only the artillery deck is offered, and another deck is refused
        Game h = game.get();
        play(h, "draw supply-1", "draw supply-1");
        assertThat(h.pending().options()).extracting(Choice::text).containsExactly("draw artillery-1");
        assertThatThrownBy(() -> h.apply(Choice.parse("draw supply-1"))).hasMessageContaining("must draw one card of 'artillery-1'");
        play(h, "draw artillery-1");
        assertThat(h.state().playArea("US")).hasSize(1);
        assertThat(h.state().hand("US")).hasSize(2);
    }

    @Test
    void controllingAnObjectiveSwapsTheArtilleryDeck() {
        // "If the Americans control victory objective marker 2 or 3 at the end of any round, replace Artillery deck I with
        // Artillery deck II (all face up cards remain in play)." (Chain of Command)
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("artillery-1")), Map.of("US", 1),
                Map.of());
        SpecialRules rule = new SpecialRules(Map.of(), List.of(), List.of(), List.of(),
                List.of(new SpecialRules.DeckSwap("US", "artillery-1", "artillery-2", List.of(hex("C2"), hex("H2")))));
        for (String where : List.of("C2", "A3")) {
            Game g = new Game(new GameSetup("swap", new Position(board(ROW, ROW, ROW), List.of(usSquad("us", where), gerSquad("ger", "J3"))),
                    List.of("US", "GER"), "US", 3, Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(),
                    false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards, List.of(), List.of(), rule), Dice.loaded(1));
            play(g, "draw artillery-1");
            answerDefaultsUntil(g, d -> g.state().round() == 2);
            if (where.equals("C2")) {
                assertThat(g.state().deckSizes("US")).containsOnlyKeys("artillery-2").containsEntry("artillery-2", 10);
                assertThat(g.state().hand("US")).as("face-up cards stay").hasSize(2);
            } else {
                assertThat(g.state().deckSizes("US")).containsOnlyKeys("artillery-1");
            }
        }
    }

    @Test
    void theScenarioMaySayWhoSetsUpFirst(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        // "Americans set up first." (Liberation) — farm-breakthrough gives GER the initiative
        java.nio.file.Path examples = java.nio.file.Files.exists(java.nio.file.Path.of("../examples"))
                ? java.nio.file.Path.of("../examples") : java.nio.file.Path.of("examples");
        String text = java.nio.file.Files.readString(examples.resolve("farm-breakthrough.json"))
                .replace("\"farm-crossing.json\"", "\"" + examples.resolve("farm-crossing.json").toAbsolutePath().toString().replace("\\", "/") + "\"");
        java.nio.file.Path usFirst = dir.resolve("us-first.json");
        java.nio.file.Files.writeString(usFirst, text.replaceFirst("\\{", "{ \"special\": { \"setsUpFirst\": \"US\" },"));
        java.nio.file.Path byInitiative = dir.resolve("by-initiative.json");
        java.nio.file.Files.writeString(byInitiative, text);
        assertThat(new Game(ScenarioLoader.load(byInitiative, TestBoards.CATALOGS), 1).pending().nation()).isEqualTo("GER");
        Decision first = new Game(ScenarioLoader.load(usFirst, TestBoards.CATALOGS), 1).pending();
        assertThat(first.kind()).isEqualTo(Decision.Kind.BUILD_SQUAD);
        assertThat(first.nation()).isEqualTo("US");
    }
}
