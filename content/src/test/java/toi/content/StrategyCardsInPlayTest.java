package toi.content;

import toi.engine.event.Event;
import static toi.content.TestBoards.events;
import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.play;
import static toi.content.TestBoards.unit;
import static toi.content.TestBoards.answerDefaultsUntil;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.scenario.GameSetup;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.Phase;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.map.Board;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Strategy cards in play (000 · STRATEGY CARDS, Strategy Card Keywords, EXAMPLE OF AN OFF-BOARD ARTILLERY ATTACK).
 * Loaded dice leave every deck in its printed order (content/src/main/resources/toi/cards.json).
 */
class StrategyCardsInPlayTest {

    static final String ROW = ". . . . . . . . . .";

    static Board open() {
        return board(ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW);
    }

    /** A two-player game; US has the given decks and starting draws, GER none. */
    static Game game(Board b, Dice dice, int usCommand, List<String> usDecks, int usDraws, Unit... units) {
        return game(b, dice, usCommand, usDecks, usDraws, List.of(), units);
    }

    /** The same, with US Operations cards. */
    static Game game(Board b, Dice dice, int usCommand, List<String> usDecks, int usDraws, List<String> usOperations, Unit... units) {
        List<toi.engine.cards.OperationsCard> ops = usOperations.stream()
                .map(id -> TestBoards.CATALOGS.cards().operations(id).orElseThrow()).toList();
        GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", usDecks), Map.of("US", usDraws),
                Map.of("US", ops));
        return new Game(new GameSetup("cards", new Position(b, List.of(units)), List.of("US", "GER"), "US", 3,
                Map.of("US", 2, "GER", 2), Map.of("US", usCommand, "GER", 0), true, TestBoards.CATALOGS.units(), false, Map.of(),
                TestBoards.CATALOGS.specializations(), List.of(), cards), dice);
    }



    static boolean usAction(Decision d) {
        return d.kind() == Decision.Kind.ACTION && d.nation().equals("US");
    }

    static Hex walk(Hex from, HexDirection d, int n) {
        Hex h = from;
        for (int i = 0; i < n; i++) {
            h = h.neighbor(d);
        }
        return h;
    }

    @Nested
    @DisplayName("000 · EXAMPLE OF AN OFF-BOARD ARTILLERY ATTACK (Sustained Blanket)")
    class SustainedBlanket {
        @Test
        void contactFourDriftNumberFourDriftsThreeHexesAndStrikesBothHexesAndTheBlastRing() {
            Hex target = hex("C2");
            Hex fin = walk(target, HexDirection.SE, 3); // red 3 with north up = SE (docs/rulings.md R-CARD-2)
            Hex e = fin.neighbor(HexDirection.SE);      // squad E: friendly, sees the target hex (normal LOS), adjacent to the final hex
            Hex g = fin.neighbor(HexDirection.S);       // squad G: German, adjacent to the final hex
            Hex f = fin.neighbor(HexDirection.NE);      // unit F: a vehicle, adjacent to the final hex
            assertThat(List.of(fin, e, g, f)).extracting(Hex::toString).containsExactly("F3", "G4", "F4", "G3");
            Game game = game(open(), Dice.loaded(
                            4,              // A) establish contact (4): 4 is enough
                            3, 3,           // C) black 3 < drift number 4: drifts 3 hexes; red 3: direction
                            5, 6, 2, 1,     // D) suppressive area attack (4): two successes; the squads have no cover, no defense dice
                            6, 5, 5,        // E) blast (3) on squad E's hex: three successes
                            5, 2, 2),       // G) blast (3) on squad G's hex: one success; F's hex: a vehicle, not rolled
                    3, List.of("artillery-1"), 3,
                    usSquad("E", e.toString()), gerSquad("g1", fin.toString()), gerSquad("g2", fin.toString()),
                    gerSquad("G", g.toString()), vehicle("F", "GER", f.toString(), "panzer-iv"));
            play(game, "draw artillery-1", "draw artillery-1", "draw artillery-1");
            assertThat(game.state().hand("US")).containsExactly("increased-priority", "increased-priority-2", "sustained-blanket");
            List<Event> ev = play(game, "act activate-card sustained-blanket");
            assertThat(game.state().command("US")).isZero();
            assertThat(events(ev, Event.DiceRolled.class)).singleElement().satisfies(d -> {
                assertThat(d.purpose()).isEqualTo("establish contact (4+ needed)");
                assertThat(d.dice()).extracting(r -> r.value()).containsExactly(4);
            });
            assertThat(ev).contains(new Event.RuleApplied(null, "contact established", "000 · Establish Contact"));
            assertThat(game.pending().kind()).isEqualTo(Decision.Kind.CARD_TARGET);
            ev = play(game, "target C2");
            assertThat(ev).contains(new Event.Drifted(4, hex("C2"), hex("F3"), 3, "SE"));
            assertThat(ev).contains(new Event.AttackRolled(2, 4, 5));
            assertThat(events(ev, Event.DiceRolled.class)).anyMatch(d -> d.purpose().equals("suppressive area attack (4) on F3"));
            for (String id : List.of("g1", "g2")) { // two suppressive hits each, no defense dice: pinned
                assertThat(game.state().units().get(id).condition()).as(id).isEqualTo(Condition.PINNED);
                assertThat(game.state().units().get(id).figures()).hasSize(4);
            }
            assertThat(game.state().units().get("E").condition()).as("friendly fire").isEqualTo(Condition.DISRUPTED);
            assertThat(game.state().units().get("G").condition()).isEqualTo(Condition.PINNED);
            assertThat(events(ev, Event.HitsScored.class)).noneMatch(h -> h.unit().equals("F"));
            assertThat(game.state().units().get("F").damage()).isEqualTo(toi.engine.units.Damage.NONE);
            assertThat(game.state().hand("US")).doesNotContain("sustained-blanket");
            assertThat(game.state().playArea("US")).doesNotContain("sustained-blanket"); // discarded: out of the game
            assertThat(game.pending().kind()).isEqualTo(Decision.Kind.ACTION);
            assertThat(game.pending().nation()).as("the card was one action").isEqualTo("US");
        }
    }

    @Nested
    @DisplayName("000 · Rolling for Drift")
    class Drift {
        @Test
        void driftNumberIsSixWithoutLosFourWithLosThreeWhenAdjacent() {
            // contact 6; black 5 ≥ 4 → on target (normal LOS); the other games: black 5 < 6 → drifts
            Game seen = game(open(), Dice.loaded(6, 5, 1, 1, 1, 1, 1, 1), 3, List.of("artillery-1"), 3, usSquad("us", "A1"));
            play(seen, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
            assertThat(play(seen, "target E5")).contains(new Event.Drifted(4, hex("E5"), hex("E5"), 0, null));

            Board walled = board(ROW, ". w . . . . . . . .", ". w . . . . . . . .", ". w . . . . . . . .", ". w . . . . . . . .", ROW, ROW, ROW);
            Game blind = game(walled, Dice.loaded(6, 5, 1, 1, 1, 1, 1, 1), 3, List.of("artillery-1"), 3, usSquad("us", "A3"));
            play(blind, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
            assertThat(events(play(blind, "target E3"), Event.Drifted.class)).extracting(Event.Drifted::driftNumber, Event.Drifted::hexes, Event.Drifted::direction)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(6, 5, "N"));

            Game close = game(open(), Dice.loaded(6, 3, 1, 1, 1, 1, 1, 1), 3, List.of("artillery-1"), 3, usSquad("us", "D4"));
            play(close, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
            assertThat(play(close, "target E4")).contains(new Event.Drifted(3, hex("E4"), hex("E4"), 0, null));
        }

        @Test
        void anAttackDriftingOffTheBoardHasNoEffectAndTheCardLeavesTheGame() {
            Game g = game(open(), Dice.loaded(6, 3, 1), 3, List.of("artillery-1"), 3, usSquad("us", "H8"), gerSquad("ger", "A2"));
            play(g, "draw artillery-1", "draw artillery-1", "draw artillery-1", "act activate-card sustained-blanket");
            List<Event> ev = play(g, "target B2"); // 3 hexes north of B2 is off the map
            assertThat(events(ev, Event.Drifted.class)).singleElement().satisfies(d -> assertThat(d.to()).isNull());
            assertThat(g.state().units().get("ger").condition()).isEqualTo(Condition.NONE);
            assertThat(g.state().playArea("US")).isEmpty();
            assertThat(g.state().hand("US")).doesNotContain("sustained-blanket");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ACTION);
        }
    }

    @Nested
    @DisplayName("000 · Keyword \"Establish Contact (X)\"")
    class Contact {
        @Test
        void aFailedContactWaitsInThePlayAreaAndIsRetriedALaterRoundAsAnActionWithoutPaying() {
            Game g = game(open(), Dice.loaded(3, 4, 6, 1, 1, 1, 1, 1, 1), 3, List.of("artillery-1"), 3,
                    usSquad("us", "A1"), gerSquad("ger", "J8"));
            play(g, "draw artillery-1", "draw artillery-1", "draw artillery-1");
            List<Event> ev = play(g, "act activate-card sustained-blanket");
            assertThat(events(ev, Event.DiceRolled.class)).flatExtracting(Event.DiceRolled::dice).extracting(r -> r.value()).containsExactly(3);
            assertThat(events(ev, Event.RuleApplied.class)).anyMatch(r -> r.what().startsWith("no contact"));
            assertThat(g.state().command("US")).as("the cost is paid once").isZero();
            assertThat(g.state().playArea("US")).containsExactly("sustained-blanket");
            assertThat(g.pending().options()).as("not again this round")
                    .noneMatch(c -> c.text().equals("act retry-contact sustained-blanket"));
            assertThatThrownBy(() -> g.apply(Choice.parse("act retry-contact sustained-blanket")))
                    .isInstanceOf(IllegalChoice.class).hasMessageContaining("once per round");
            play(g, "pass");
            answerDefaultsUntil(g, d -> g.state().round() == 2 && usAction(d));
            assertThat(g.pending().options()).extracting(Choice::text).contains("act retry-contact sustained-blanket");
            int command = g.state().command("US");
            ev = play(g, "act retry-contact sustained-blanket");
            assertThat(events(ev, Event.DiceRolled.class)).flatExtracting(Event.DiceRolled::dice).extracting(r -> r.value()).containsExactly(4);
            assertThat(ev).contains(new Event.RuleApplied(null, "contact established", "000 · Establish Contact"));
            assertThat(g.state().command("US")).as("no command paid to try again").isEqualTo(command);
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.CARD_TARGET);
        }
    }

    @Nested
    @DisplayName("000 · STRATEGY CARDS: deck rules")
    class DeckRules {
        @Test
        void startingCardsMayMixDecksAndDoNotGetThePlusDraw() {
            Game g = game(open(), Dice.loaded(1), 0, List.of("command-1", "artillery-1"), 3, usSquad("us", "A1"));
            assertThat(g.state().phase()).isEqualTo(Phase.SETUP);
            assertThat(g.pending().options()).extracting(Choice::text).containsExactly("draw artillery-1", "draw command-1");
            play(g, "draw command-1", "draw command-1"); // all-or-nothing, then rapid-mobilization (a "+" card)
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.DRAW_CARD);
            play(g, "draw artillery-1");
            assertThat(g.state().hand("US")).containsExactly("all-or-nothing", "rapid-mobilization", "increased-priority");
            assertThat(g.pending().kind()).as("no extra draw at setup").isEqualTo(Decision.Kind.ACTION);
            assertThat(g.state().deckSizes("US")).containsEntry("command-1", 8).containsEntry("artillery-1", 9);
        }

        @Test
        void aCardMayNotBeActivatedWithoutTheCommandOrInTheWrongPhase() {
            Game g = game(open(), Dice.loaded(1), 2, List.of("artillery-1"), 3, usSquad("us", "A1"));
            play(g, "draw artillery-1", "draw artillery-1", "draw artillery-1");
            long before = g.state().hash();
            assertThatThrownBy(() -> g.apply(Choice.parse("act activate-card sustained-blanket"))).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("costs 3 command and US has 2");
            assertThatThrownBy(() -> g.apply(Choice.parse("act activate-card increased-priority"))).isInstanceOf(IllegalChoice.class)
                    .hasMessageContaining("is a command Phase card");
            assertThat(g.state().hash()).as("refusals change nothing").isEqualTo(before);
            assertThat(g.pending().options()).extracting(Choice::text).doesNotContain("act activate-card sustained-blanket");
        }

        @Test
        void increasedPriorityInThePlayAreaMakesArtilleryCardsCheaper() {
            Game g = game(open(), Dice.loaded(1), 3, List.of("artillery-1"), 3, usSquad("us", "A1"), gerSquad("ger", "J8"));
            play(g, "draw artillery-1", "draw artillery-1", "draw artillery-1");
            answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.INITIATIVE_BID);
            assertThat(g.pending().options()).extracting(Choice::text).contains("act activate-card increased-priority")
                    .doesNotContain("act activate-card sustained-blanket");
            int command = g.state().command("US");
            assertThat(play(g, "act activate-card increased-priority", "act activate-card increased-priority-2"))
                    .containsSubsequence(new Event.CardPlayed("US", "increased-priority", 1, "activates"),
                            new Event.CardPlayed("US", "increased-priority-2", 0, "activates"));
            assertThat(g.state().playArea("US")).containsExactly("increased-priority", "increased-priority-2");
            // the second Increased Priority is itself an Artillery card: the first makes it free
            assertThat(g.state().command("US")).isEqualTo(command - 1);
            assertThat(g.pending().kind()).as("still the Spend Command step").isEqualTo(Decision.Kind.INITIATIVE_BID);
            // 000 · Card Types: "Artillery card" = any card of an Artillery deck; it now costs 3 − 1 − 1 = 1
            assertThat(g.cardCost("US", "sustained-blanket")).isEqualTo(1);
            assertThat(g.state().hand("US")).containsExactly("sustained-blanket");
            play(g, "bid 0");
            answerDefaultsUntil(g, StrategyCardsInPlayTest::usAction);
            int left = g.state().command("US");
            play(g, "act activate-card sustained-blanket");
            assertThat(g.state().command("US")).isEqualTo(left - 1);
        }

        @Test
        void thePlusCardAllowsOneMoreDrawOnlyInTheStatusPhaseAndNeverAThird() {
            // command-1 printed order: all-or-nothing, rapid-mobilization (+), cut-communications, major-offensive, forced-march (+) …
            Game g = game(open(), Dice.loaded(1), 0, List.of("command-1"), 1, usSquad("us", "A1"));
            play(g, "draw command-1");
            answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.DRAW_CARD);
            assertThat(g.state().phase()).isEqualTo(Phase.STATUS);
            play(g, "draw command-1"); // rapid-mobilization has a "+"
            Decision extra = g.pending();
            assertThat(extra.kind()).isEqualTo(Decision.Kind.DRAW_CARD);
            assertThat(extra.options()).extracting(Choice::text).containsExactly("done", "draw command-1");
            play(g, "draw command-1"); // cut-communications
            assertThat(g.pending().kind()).isNotEqualTo(Decision.Kind.DRAW_CARD);
            assertThat(g.state().hand("US")).containsExactly("all-or-nothing", "rapid-mobilization", "cut-communications");
        }
    }

    @Nested
    @DisplayName("Strategy card effects")
    class Effects {
        @Test
        @DisplayName("002 · Target Line: the line keeps its shape when it drifts; each hex is attacked")
        void aTargetLineDriftsAsAWhole() {
            Hex a = hex("C5");
            Hex shifted = walk(a, HexDirection.NE, 2);
            Hex third = walk(shifted, HexDirection.SE, 2);
            Game g = game(open(), Dice.loaded(
                            6,          // contact
                            2, 2,       // black 2 < 4: drifts 2 hexes; red 2 → NE
                            5, 5, 1,    // area attack (3) on the first hex: two successes
                            1, 1, 1),   // on the third hex: none
                    2, List.of("artillery-1"), 8,
                    usSquad("us", "J8"), gerSquad("first", shifted.toString()), gerSquad("third", third.toString()));
            for (int i = 0; i < 8; i++) {
                play(g, "draw artillery-1");
            }
            play(g, "act activate-card interdiction-fire");
            assertThat(g.pending().options()).extracting(Choice::text).contains("target C5 SE");
            List<Event> ev = play(g, "target C5 SE");
            assertThat(ev).contains(new Event.TargetPlaced(hex("C5"), "SE"));
            assertThat(events(ev, Event.Drifted.class)).extracting(Event.Drifted::direction, Event.Drifted::to)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("NE", shifted));
            assertThat(events(ev, Event.DiceRolled.class)).anyMatch(d -> d.purpose().equals("suppressive area attack (3) on " + shifted));
            assertThat(events(ev, Event.DiceRolled.class)).anyMatch(d -> d.purpose().equals("suppressive area attack (3) on " + third));
            assertThat(g.state().units().get("first").condition()).isEqualTo(Condition.PINNED);
            assertThat(g.state().units().get("third").condition()).isEqualTo(Condition.NONE);
        }

        @Test
        @DisplayName("remove an activation token (All or Nothing)")
        void refreshAFatiguedUnit() {
            Game g = game(open(), Dice.loaded(1), 2, List.of("command-1"), 1, usSquad("us1", "A1"), usSquad("us2", "A3"),
                    gerSquad("ger", "J8"));
            play(g, "draw command-1", "act fatigue us2");
            assertThat(g.state().units().get("us2").activation()).isEqualTo(toi.engine.units.Activation.FATIGUED);
            play(g, "act activate-card all-or-nothing");
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.CARD_PICK);
            assertThat(d.options()).extracting(Choice::text).containsExactly("done", "pick us2");
            play(g, "pick us2");
            assertThat(g.state().units().get("us2").activation()).isEqualTo(toi.engine.units.Activation.FRESH);
            assertThat(g.state().command("US")).isZero();
        }

        @Test
        @DisplayName("place reinforcement units in R hexes (Infantry Replacements, a Command Phase card)")
        void reinforcementsArriveInRHexes() {
            Board b = open();
            b.addReinforcementHex(new toi.engine.map.NationHex(hex("A5"), "US"));
            Game g = game(b, Dice.loaded(1), 2, List.of("american-reinforcements-1"), 1, usSquad("us", "A1"), gerSquad("ger", "J8"));
            play(g, "draw american-reinforcements-1");
            answerDefaultsUntil(g, d -> d.kind() == Decision.Kind.INITIATIVE_BID && d.nation().equals("US"));
            play(g, "act activate-card infantry-replacements");
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.CARD_PICK);
            assertThat(d.options()).extracting(Choice::text).containsExactly("deploy infantry-replacements-1-r1 A5");
            List<Event> placed = play(g, "deploy infantry-replacements-1-r1 A5");
            Unit arrived = g.state().units().get("infantry-replacements-1-r1");
            assertThat(arrived.hex()).isEqualTo(hex("A5"));
            assertThat(arrived.figures()).hasSize(3);
            // back to the Spend Command step with no command left: the US's bid of 0 is the rules' (R-FLOW-1)
            assertThat(events(placed, Event.AnsweredByRule.class)).extracting(Event.AnsweredByRule::nation).startsWith("US");
        }

        @Test
        @DisplayName("000 · COMPONENT LIMITS: a Reinforcements card brings no 11th Sherman (the box holds 10)")
        void reinforcementsAreLimitedToTheBoxsComponents() {
            // "All other components are limited to the amounts provided with the game." (000 · COMPONENT LIMITS)
            Board b = open();
            b.addReinforcementHex(new toi.engine.map.NationHex(hex("A5"), "US"));
            java.util.List<Unit> units = new java.util.ArrayList<>();
            for (int i = 0; i < 10; i++) {
                units.add(vehicle("sh" + i, "US", (i < 5 ? "C" : "D") + (i % 5 + 1), "sherman"));
            }
            units.add(gerSquad("ger", "J8"));
            Game g = game(b, Dice.loaded(1), 4, List.of("american-reinforcements-1"), 1, units.toArray(Unit[]::new));
            Game limited = new Game(g.state().setup.withBox(new toi.engine.scenario.ComponentLimits(Map.of("sherman", 10), List.of())), Dice.loaded(1));
            var st = limited.state(); // Armored Support on top of the deck, so the starting draw takes it
            st.ownCards();
            List<String> deck = st.decks.get("US|american-reinforcements-1");
            deck.remove("armored-support");
            deck.add(0, "armored-support");
            play(limited, "draw american-reinforcements-1");
            answerDefaultsUntil(limited, d -> d.kind() == Decision.Kind.INITIATIVE_BID && d.nation().equals("US"));
            List<Event> ev = play(limited, "act activate-card armored-support");
            assertThat(events(ev, Event.UnitDestroyed.class)).singleElement()
                    .satisfies(e -> assertThat(e.toString()).contains("the box holds 10 sherman and 10 are in play").contains("000 · COMPONENT LIMITS"));
            assertThat(limited.state().units().values().stream().filter(u -> u.isOf("sherman"))).hasSize(10);
            // back to the Spend Command step with no command left: the US's bid of 0 is the rules' (R-FLOW-1)
            assertThat(events(ev, Event.AnsweredByRule.class)).extracting(Event.AnsweredByRule::nation).startsWith("US");
        }

        @Test
        @DisplayName("Go to Ground (errata): conceal two squads in one hex, not adjacent to enemy units")
        void goToGround() {
            Board woods = board(ROW, ROW, ". . w . . . . . . .", ROW, ROW, ROW, ROW, ROW); // cover, so sight does not reveal them
            Game g = game(woods, Dice.loaded(1), 1, List.of("morale-1"), 1, usSquad("a", "C3"), usSquad("b", "C3"),
                    usSquad("near", "H7"), gerSquad("ger", "H8"));
            play(g, "draw morale-1", "act activate-card go-to-ground");
            assertThat(g.pending().options()).extracting(Choice::text).containsExactly("done", "pick a", "pick b");
            play(g, "pick a", "pick b");
            assertThat(g.state().units().get("a").concealed()).isTrue();
            assertThat(g.state().units().get("b").concealed()).isTrue();
            assertThat(g.state().units().get("near").concealed()).isFalse();
        }

        @Test
        @DisplayName("extra movement: Forced March activates a fresh unit with an Advance at +2 MP")
        void forcedMarch() {
            Game g = game(open(), Dice.loaded(1), 1, List.of("command-1"), 5, usSquad("us", "A1"), gerSquad("ger", "J8"));
            for (int i = 0; i < 5; i++) {
                play(g, "draw command-1");
            }
            play(g, "act activate-card forced-march", "pick us");
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.MOVE);
            assertThat(g.state().activity().mpLeft()).isEqualTo(toi.engine.move.MovePoints.of(4 + 2));
        }

        @Test
        @DisplayName("a card's Advance is an Advance action: Double Time adds its +2 too")
        void forcedMarchWithDoubleTime() {
            Game g = game(open(), Dice.loaded(1), 1, List.of("command-1"), 5, List.of("double-time"), usSquad("us", "A1"),
                    gerSquad("ger", "J8"));
            for (int i = 0; i < 5; i++) {
                play(g, "draw command-1");
            }
            play(g, "act activate-card forced-march", "pick us");
            assertThat(g.state().activity().mpLeft()).isEqualTo(toi.engine.move.MovePoints.of(4 + 2 + 2));
        }
    }

    @Nested
    @DisplayName("more deck rules and a normal area attack")
    class More {
        @Test
        @DisplayName("000 · Keyword Area Attack (normal): hits on a squad are casualties its owner chooses")
        void aNormalAreaAttackAsksTheOwnerForCasualties() {
            // artillery-1 printed order: increased-priority ×2, sustained-blanket, offensive-artillery (Area Attack 5)
            Game g = game(open(), Dice.loaded(6, 6, 1, 6, 6, 5, 1, 1), 3, List.of("artillery-1"), 4,
                    usSquad("us", "A1"), squad("ger", "GER", "F5", "ger-regular", "ger-regular", "ger-regular", "ger-elite"));
            for (int i = 0; i < 4; i++) {
                play(g, "draw artillery-1");
            }
            play(g, "act activate-card offensive-artillery", "target F5"); // contact 6; drift: black 6, on target
            Decision d = g.pending();
            assertThat(d.kind()).isEqualTo(Decision.Kind.CASUALTIES);
            assertThat(d.nation()).isEqualTo("GER");
            assertThat(d.prompt()).contains("choose 3 casualties");
            play(g, d.options().get(0).text());
            assertThat(g.state().units().get("ger").figures()).hasSize(1);
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.ACTION);
        }

        @Test
        @DisplayName("000 · STRATEGY CARDS: decks are not replenished; a side with no cards left skips its draw")
        void anEmptyDeckIsNotReplenished() {
            Game g = game(open(), Dice.loaded(1), 0, List.of("morale-1"), 10, usSquad("us", "A1"));
            for (int i = 0; i < 10; i++) {
                play(g, "draw morale-1");
            }
            assertThat(g.state().deckSizes("US")).containsEntry("morale-1", 0);
            answerDefaultsUntil(g, d -> g.state().phase() == Phase.STATUS || g.state().round() == 2);
            assertThat(g.pending().kind()).isNotEqualTo(Decision.Kind.DRAW_CARD);
            assertThat(g.state().hand("US")).hasSize(10);
        }
    }

    @Nested
    @DisplayName("002 · scenario card setup")
    class ScenarioCards {
        Game game(Map<String, List<String>> removed, Map<String, List<String>> inPlay, int draws, Dice dice) {
            GameSetup.Cards cards = new GameSetup.Cards(TestBoards.CATALOGS.cards(), Map.of("US", List.of("artillery-1")),
                    Map.of("US", draws), Map.of(), removed, inPlay);
            return new Game(new GameSetup("cards", new Position(open(), List.of(usSquad("us", "A1"), gerSquad("ger", "J8"))),
                    List.of("US", "GER"), "US", 3, Map.of("US", 2, "GER", 2), Map.of("US", 0, "GER", 0), true, TestBoards.CATALOGS.units(),
                    false, Map.of(), TestBoards.CATALOGS.specializations(), List.of(), cards), dice);
        }

        @Test
        @DisplayName("\"Artillery Deck I with one 'Increased Priority' card removed\" (Crossroads v2)")
        void aDeckWithACardRemoved() {
            Game g = game(Map.of("US", List.of("increased-priority")), Map.of(), 1, Dice.loaded(1));
            assertThat(g.state().deckSizes("US")).containsEntry("artillery-1", 9);
            play(g, "draw artillery-1");
            assertThat(g.state().hand("US")).containsExactly("increased-priority-2");
        }

        @Test
        @DisplayName("\"the Americans start with the 'Sustained Blanket' card … in their play area\": activated without paying")
        void aCardStartingInThePlayAreaIsActivatedWithoutPaying() {
            Game g = game(Map.of(), Map.of("US", List.of("sustained-blanket")), 0, Dice.loaded(4, 6, 1, 1, 1, 1, 1, 1, 1, 1));
            assertThat(g.state().playArea("US")).containsExactly("sustained-blanket");
            assertThat(g.state().deckSizes("US")).containsEntry("artillery-1", 9);
            assertThat(g.state().command("US")).isZero();
            assertThat(g.pending().options()).extracting(Choice::text).contains("act activate-card sustained-blanket");
            List<Event> ev = play(g, "act activate-card sustained-blanket");
            assertThat(ev).contains(new Event.CardPlayed("US", "sustained-blanket", 0, "activates"));
            assertThat(g.pending().kind()).isEqualTo(Decision.Kind.CARD_TARGET);
            play(g, "target E4");
            assertThat(g.state().playArea("US")).as("resolved, then discarded").isEmpty();
        }
    }
}
