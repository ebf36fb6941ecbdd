package toi.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import toi.cli.CliTest.Run;

/** {@code toi cards}: the decks, one deck's cards, the Operations cards, and an unknown deck. */
class CardsCommandTest {

    @Test
    void listsEveryDeckAndTheOperationsCards() {
        Run r = CliTest.run("cards");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("command-1", "morale-1", "supply-1", "ground-support-1", "artillery-1", "artillery-2",
                "american-air-support-1", "american-reinforcements-1", "german-reinforcements-1");
        assertThat(r.out()).contains("Artillery I").contains("10 cards").contains("any").contains("US")
                .contains("Operations cards").contains("heavy-fog").contains("rule max-los").contains("hexes=3");
    }

    @Test
    void showsTheCardsOfOneDeck() {
        Run r = CliTest.run("cards", "artillery-1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("Sustained Blanket \\[sustained-blanket\\]  action · cost 3 · .*official");
    }

    @Test
    void showsTheOperationsCards() {
        Run r = CliTest.run("cards", "operations");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Heavy Fog [heavy-fog]  rule max-los · hexes=3 · reconstructed");
    }

    @Test
    void anUnknownDeckIsOneClearError() {
        Run r = CliTest.run("cards", "artillery-9");
        assertThat(r.code()).isNotZero();
        assertThat(r.err()).startsWith("error: unknown deck 'artillery-9' (known: command-1,").contains("operations")
                .doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(r.out()).isEmpty();
    }
}
