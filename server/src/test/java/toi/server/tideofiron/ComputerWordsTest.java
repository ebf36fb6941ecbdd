package toi.server.tideofiron;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.ai.Explanation;
import toi.content.TideOfIronRuleset;
import toi.engine.game.ChoiceOption;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.protocol.Option;

/**
 * Issue 29 · "Why did the computer do that?" in the game's words ({@link ComputerWords}): the computer's choice and the
 * alternatives it weighed, labelled by the game's one labeller, an attack told with its dice, hit number (000 · DETERMINING
 * RANGE: the band's hit number) and expected hits — made from the game as it stood when it decided, so the words stay those
 * of that moment once the game has moved on (the attack rolled, its target perhaps gone).
 */
class ComputerWordsTest {
    static final java.nio.file.Path SCENARIOS = java.nio.file.Files.isDirectory(java.nio.file.Path.of("../scenarios"))
            ? java.nio.file.Path.of("../scenarios") : java.nio.file.Path.of("scenarios");

    @Test
    void anAttackWeighedIsToldWithItsDiceHitNumberAndExpectedHits_inWordsMadeWhenItWasDecided() {
        TideOfIronMatch m = new TideOfIronRuleset(SCENARIOS).start("at-the-breaking-point", Set.of(), 7);
        for (int i = 0; i < 200 && !(m.pending().kind().equals("ACTION") && m.pending().seat().equals("US")); i++) {
            m.apply(m.pending().seat(), m.pending().options().get(0));
        }
        Option attack = m.pending().options().stream().filter(o -> o.text().startsWith("act concentrated-fire ") && o.text().contains(" target "))
                .findFirst().orElseThrow();
        String label = ChoiceOption.label(Choice.parse(attack.text()), m.game().state());
        Explanation e = new Explanation("heuristic", m.pending().prompt(), attack.text(), "rules of thumb: each option's score",
                List.of(new Explanation.Alternative(attack.text(), 0, 7.5), new Explanation.Alternative("pass", 0, 0.05)));
        ComputerWords words = ComputerWords.of(e, m.game(), "normal", attack.text());
        m.apply("US", attack); // the game moves on: the dice rolled, casualties taken
        Map<String, Object> told = words.seenBy(m.game().state(), "GER");
        assertThat(told.get("chosenWords")).isEqualTo(label);
        assertThat((String) told.get("chosenDetail")).matches("\\d+ dice at ger-\\S+ in \\S+ \\(.+\\), hits on \\d\\+ against \\d+ cover dice: \\d+\\.\\d hits expected");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> alts = (List<Map<String, Object>>) told.get("alternatives");
        assertThat(alts).extracting(a -> a.get("words")).containsExactly(label, "Pass (end your Action Phase)");
        assertThat(alts).extracting(a -> a.get("rating")).containsExactly("scored 7.5 by its rules of thumb", "scored 0.1 by its rules of thumb");
        assertThat(alts.get(0).get("chosen")).isEqualTo(true);
    }

    @Test
    void aDecisionThePlayerKeptNoAccountOf_isStillTold_asItsOnlyChoice() {
        TideOfIronMatch m = new TideOfIronRuleset(SCENARIOS).start("normandy-farm", Set.of(), 7);
        Option first = m.pending().options().get(0);
        ComputerWords words = ComputerWords.of(null, m.game(), "normal", first.text());
        Map<String, Object> told = words.seenBy(m.game().state(), "US");
        assertThat(told.get("player")).isEqualTo("normal");
        assertThat((String) told.get("chosenWords")).startsWith("Build a squad: ");
    }
}
