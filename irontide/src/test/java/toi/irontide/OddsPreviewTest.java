package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.game.Game;
import toi.irontide.rules.OddsPreview;
import toi.irontide.rules.Probability;

/**
 * The odds preview (§11.74–11.77, R-IT-35) on the book's worked combat example: 13 to 11 = 1-1 (rough), +1 combined
 * arms, +2 German artillery, −1 US artillery, +1 divisional integrity → 4-1 (rough); on the demo table's 4-1 rough
 * column (rolls 2–12: D2 D2 D1-(1) D1-(1) D1 D1 B1-(1) B1-(1) NE NE A1) the 36ths are, by hand: D2 = 1+2 = 3,
 * D1-(1) = 3+4 = 7, D1 = 5+6 = 11, B1-(1) = 5+4 = 9, NE = 3+2 = 5, A1 = 1.
 */
class OddsPreviewTest {

    /** The example with its chits already under the units (red-1: B 6, red-2: B 5, red-7: A 11). */
    static Game withChits() {
        Board b = WorkedCombatExampleTest.example();
        b.unit("3fj-5").chit = take(b, "red-1");
        b.unit("3fj-8").chit = take(b, "red-2");
        b.unit("us1-16").chit = take(b, "red-7");
        for (String id : List.of("3fj-5", "3fj-8", "us1-16")) {
            b.unit(id).capacity = 3;
        }
        return Game.of(b.s, 1);
    }

    static int take(Board b, String chit) {
        int i = Board.indexOf(chit);
        b.s.cups.values().forEach(cup -> cup.remove(Integer.valueOf(i)));
        return i;
    }

    static void declare(Game g) {
        for (String c : List.of("attack " + WorkedCombatExampleTest.D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "with 3fj-8",
                "commit", "artillery ger-vak-1", "artillery ger-vak-2", "done")) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "artillery us-fa-1");
    }

    static Map<String, String> in36(OddsPreview p) {
        return p.results().stream().collect(Collectors.toMap(OddsPreview.Chance::result, c -> c.p().over(36) + "/36"));
    }

    @Test
    void theBooksExampleSeenByAll() {
        Game g = withChits();
        declare(g);
        OddsPreview p = OddsPreview.of(g.state(), null);
        assertThat(p.outcomes()).hasSize(1);
        assertThat(p.outcomes().get(0).odds().describe()).startsWith("13 to 11 = 1-1 (rough)")
                .contains("+1 combined arms (1 stack) (§11.41)", "+2 artillery ger-vak-1, ger-vak-2 (§11.5)", "-1 artillery us-fa-1 (§11.5)",
                        "+1 divisional integrity, DEMO 3 FJ Div (§11.3)")
                .endsWith("→ net +3: 4-1 (rough)");
        assertThat(p.certainColumn()).isEqualTo(3);
        assertThat(in36(p)).containsExactlyInAnyOrderEntriesOf(Map.of("D2", "3/36", "D1-(1)", "7/36", "D1", "11/36", "B1-(1)", "9/36",
                "NE", "5/36", "A1", "1/36"));
        assertThat(p.rolls()).extracting(OddsPreview.Roll::result).containsExactly("D2", "D2", "D1-(1)", "D1-(1)", "D1", "D1", "B1-(1)",
                "B1-(1)", "NE", "NE", "A1");
        assertThat(p.rolls()).extracting(OddsPreview.Roll::ways).containsExactly(1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1);
        assertThat(p.defenderHurt()).isEqualTo(Probability.of(30, 36));
        assertThat(String.join("\n", p.describe())).contains("results: D2 3/36 (8.3%); D1-(1) 7/36 (19.4%); D1 11/36 (30.6%)");
        // the preview changes nothing: the battle then resolves as the book says
        List<String> events = g.apply(Side.ALLIED, "done");
        assertThat(events).anyMatch(e -> e.endsWith("→ net +3: 4-1 (rough)"));
    }

    @Test
    void beforeTheAttackerCommitsTheDefendersSupportIsNamedNotCounted() {
        Game g = withChits();
        for (String c : List.of("attack " + WorkedCombatExampleTest.D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "with 3fj-8")) {
            g.apply(Side.GERMAN, c);
        }
        OddsPreview p = OddsPreview.of(g.state(), null);
        // no artillery yet: 1-1 +1 combined arms +1 integrity = 3-1 (rough)
        assertThat(p.certainColumn()).isEqualTo(2);
        assertThat(p.pending()).anyMatch(t -> t.contains("Allied player may still commit 1 artillery shift (−1 each, §11.5)"));
    }

    @Test
    void theDefendersSecretChitIsWeighedOverTheChitsTheAttackerCannotSee() {
        Game g = withChits();
        declare(g);
        OddsPreview p = OddsPreview.of(g.state(), Side.GERMAN);
        assertThat(p.unknown()).containsExactly("us1-16 (red A chit secret, §9.0)");
        // the Germans see red-1 and red-2 under their regiments: the US chit is one of the other eighteen red chits, each
        // 1/18; A values: red-3 12, red-4 9, red-5 10, red-6 8, red-7 11, red-8 9, red-9 10, red-10 12, red-11 9, red-12 10,
        // red-13 10, red-14 9, red-15 11, red-16 8, red-17 10, red-18 12, red-19 9, red-20 10 (three 12s: 3/18).
        // 13 to 12 = 1-1, to 11 = 1-1, to 10 = 1-1, to 9 = 1-1, to 8 = 1-1: every case 1-1 +3 = 4-1 — the same column
        assertThat(p.outcomes()).hasSize(5);
        assertThat(p.outcomes().stream().map(o -> o.p()).reduce(Probability.ZERO, Probability::plus)).isEqualTo(Probability.ONE);
        assertThat(p.outcomes()).filteredOn(o -> o.odds().defence() == 12).singleElement().extracting(OddsPreview.Outcome::p)
                .isEqualTo(Probability.of(3, 18));
        assertThat(p.certainColumn()).isEqualTo(3);
        assertThat(in36(p)).containsEntry("D1", "11/36");
    }

    @Test
    void chitsNotYetDrawnMoveTheColumn() {
        Board b = WorkedCombatExampleTest.example(); // no chits drawn: two German B regiments and the US A regiment
        Game g = Game.of(b.s, 1);
        declare(g);
        OddsPreview p = OddsPreview.of(g.state(), Side.GERMAN);
        assertThat(p.unknown()).hasSize(3);
        Probability total = p.outcomes().stream().map(OddsPreview.Outcome::p).reduce(Probability.ZERO, Probability::plus);
        assertThat(total).isEqualTo(Probability.ONE);
        Probability results = p.results().stream().map(OddsPreview.Chance::p).reduce(Probability.ZERO, Probability::plus);
        assertThat(results).isEqualTo(Probability.ONE);
        // 20 red chits, three drawn in order without replacement: 20·19·18 = 6840 equally likely draws
        assertThat(p.outcomes()).allSatisfy(o -> assertThat(o.p().over(6840)).isPositive());
        assertThat(p.certainColumn()).as("weak and strong draws land on different columns").isEqualTo(-1000);
        assertThat(String.join("\n", p.describe())).contains("final column:");
    }

    @Test
    void airSupportCommittedIsAHalfChanceOfAShift() {
        Game g = withChits();
        g.state().airPoints.put(Side.GERMAN, 1);
        for (String c : List.of("attack " + WorkedCombatExampleTest.D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "with 3fj-8",
                "commit", "air")) {
            g.apply(Side.GERMAN, c);
        }
        OddsPreview p = OddsPreview.of(g.state(), null);
        // 3-1 without artillery; §11.6 air arrives on 1–3: 4-1 half the time
        assertThat(p.outcomes()).extracting(o -> o.odds().column()).containsExactlyInAnyOrder(2, 3);
        assertThat(p.outcomes()).allSatisfy(o -> assertThat(o.p()).isEqualTo(Probability.of(1, 2)));
    }
}
