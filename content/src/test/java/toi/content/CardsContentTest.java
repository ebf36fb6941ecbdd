package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import toi.engine.cards.Deck;
import toi.engine.cards.StrategyCard;

/** cards.json and the scenario "cards" section: the decks the scenarios name, and clear errors for bad files. */
class CardsContentTest {

    static final Catalogs C = TestBoards.CATALOGS;

    @Test
    void theNineDecksOfTheScenariosHoldTenCardsEachEveryOneMarkedOfficialOrReconstructed() {
        assertThat(C.cards().decks()).extracting(Deck::id).containsExactly("command-1", "morale-1", "supply-1", "ground-support-1",
                "artillery-1", "artillery-2", "american-air-support-1", "american-reinforcements-1", "german-reinforcements-1");
        for (Deck d : C.cards().decks()) {
            assertThat(d.cards()).as(d.id()).hasSize(10);
            for (StrategyCard c : d.cards()) {
                assertThat(c.origin()).as(c.id()).isIn("official", "reconstructed");
                assertThat(c.source()).as(c.id() + " says where it comes from").isNotBlank();
                assertThat(c.effects()).as(c.id()).isNotEmpty();
            }
        }
        StrategyCard blanket = C.cards().card("sustained-blanket").orElseThrow();
        assertThat(blanket.origin()).isEqualTo("official");
        assertThat(blanket.isOfType("Artillery")).isTrue();
        assertThat(C.cards().operationsCards()).extracting(o -> o.id()).contains("merciless-assault", "lay-smoke",
                "desperate-defenders", "no-surrender", "seize-the-initiative", "clear-tank-trap", "elite-tank-crew", "lay-mines",
                "heavy-fog", "tank-ace", "double-time", "camouflage", "supply-depot", "patched-up");
    }

    static String cards(String card) {
        return "{\"decks\": [{\"id\": \"d\", \"name\": \"Test I\", \"cards\": [" + card + "]}], \"operations\": []}";
    }

    @Test
    void badCardFilesNameTheFieldAndTheProblem() {
        String ok = "{\"id\": \"x\", \"name\": \"X\", \"phase\": \"action\", \"cost\": 1, \"text\": \"t\", \"origin\": \"official\","
                + " \"effects\": [%s]}";
        assertThatThrownBy(() -> CardsLoader.from("cards.json", cards(ok.formatted("{\"do\": \"teleport\"}")), C.units()))
                .isInstanceOf(ContentException.class).hasMessageStartingWith("cards.json: decks[0].cards[0].effects[0].do")
                .hasMessageContaining("teleport");
        assertThatThrownBy(() -> CardsLoader.from("cards.json", cards(ok.formatted("{\"do\": \"area-attack\", \"strength\": 40}")),
                C.units())).isInstanceOf(ContentException.class).hasMessageContaining("strength");
        assertThatThrownBy(() -> CardsLoader.from("cards.json", cards(ok.formatted(
                "{\"do\": \"reinforce\", \"units\": [{\"figures\": [\"martian\"]}]}")), C.units()))
                .isInstanceOf(ContentException.class).hasMessageContaining("martian");
        assertThatThrownBy(() -> CardsLoader.from("cards.json", "{\"decks\": [], \"operations\": [{\"id\": \"o\", \"name\": \"O\","
                + " \"rule\": \"win-the-game\", \"origin\": \"official\"}]}", C.units()))
                .isInstanceOf(ContentException.class).hasMessageContaining("operations[0].rule").hasMessageContaining("win-the-game");
    }

    static Path scenario(Path dir, String cards) throws Exception {
        return TestBoards.scenarioFile(dir, "\"cards\": " + cards);
    }

    @Test
    void scenarioCardErrorsNameTheFieldAndChangeNothing(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "{\"US\": {\"decks\": [\"artillery-9\"]}}"), C))
                .isInstanceOf(ContentException.class).hasMessageContaining("cards.US.decks[0]").hasMessageContaining("unknown Strategy deck");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "{\"GER\": {\"decks\": [\"american-air-support-1\"]}}"), C))
                .isInstanceOf(ContentException.class).hasMessageContaining("is a US deck, not GER's");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir,
                "{\"US\": {\"operations\": [{\"id\": \"heavy-fog\", \"params\": {\"miles\": 2}}]}}"), C))
                .isInstanceOf(ContentException.class).hasMessageContaining("'heavy-fog' has no parameter 'miles'");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "{\"US\": {\"operations\": [\"patched-up\"]}}"), C))
                .isInstanceOf(ContentException.class).hasMessageContaining("needs a 'forces' entry");
        var setup = ScenarioLoader.load(scenario(dir, "{\"US\": {\"decks\": [\"artillery-1\"], \"startingCards\": 2,"
                + " \"operations\": [{\"id\": \"heavy-fog\", \"params\": {\"hexes\": 5}}]}}"), C);
        assertThat(setup.cards().decks()).containsEntry("US", java.util.List.of("artillery-1"));
        assertThat(setup.operation("US", "max-los").orElseThrow().param("hexes", 0)).isEqualTo(5);
    }

    @Test
    void aSpecialOpsCardMayBeUsedOnceInAScenarioAndNoOperationsCardTwiceBySide(@TempDir Path dir) throws Exception {
        Catalogs withSpecial = C.withCards("cards.json", "{\"decks\": [], \"operations\": [{\"id\": \"fog\", \"name\": \"Fog\","
                + " \"rule\": \"max-los\", \"params\": {\"hexes\": 2}, \"origin\": \"reconstructed\", \"specialOps\": true}]}");
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "{\"US\": {\"operations\": [\"fog\"]},"
                + " \"GER\": {\"operations\": [\"fog\"]}}"), withSpecial)).isInstanceOf(ContentException.class)
                .hasMessageContaining("cards.GER.operations[0]").hasMessageContaining("002 · LIMITED EDITION SPECIAL OPS CARDS");
        assertThat(ScenarioLoader.load(scenario(dir, "{\"US\": {\"operations\": [\"fog\"]}}"), withSpecial)
                .operation("US", "max-los")).isPresent();
        assertThatThrownBy(() -> ScenarioLoader.load(scenario(dir, "{\"US\": {\"operations\": [\"heavy-fog\", \"heavy-fog\"]}}"), C))
                .isInstanceOf(ContentException.class).hasMessageContaining("listed twice for US");
    }
}
