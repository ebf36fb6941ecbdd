package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import toi.engine.hex.Hex;
import org.junit.jupiter.api.Test;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;

/**
 * The rulebook's "Example of Play: Combat", with its own numbers. Overcast; the US 16th Regiment (1st Infantry
 * Division) in rough terrain. Hex A: a 3FJ regiment (red B chit: 6) with an armor and an engineer battalion (1 each)
 * = 8; hex B: a 3FJ regiment (red B: 5) and a second one that cannot attack (stacking); 13 against the US red A 11:
 * 1-1 (Rough). German: 2 artillery, 1 combined arms, 1 divisional integrity (three 3FJ regiments adjacent); US: 1
 * artillery — net 3 right: 4-1 (Rough). A roll of 4: D1-(1), one step, then one hex or a second step. The book's
 * table cell is the one the demo's Combat Results Table copies (docs/iron-tide.md).
 */
class WorkedCombatExampleTest {
    static final String D = "0709";   // rough, the defender's hex
    static final String A = "0708";
    static final String B = "0608";

    static Board example() {
        return Board.empty(4, Side.GERMAN, Phase.COMBAT)
                .put("us1-16", D)
                .put("3fj-5", A).put("ger-653-pz", A).put("ger-eng-1", A)
                .put("3fj-8", B).put("3fj-9", B)
                .put("ger-vak-1", "0606").put("ger-vak-2", "0606")   // "in range" of the defender, not adjacent to it
                .put("us-fa-1", "0711")                               // hex E, within 3 hexes
                .nextChits("red-1", "red-2", "red-7")                 // B 6, B 5, A 11, in drawing order
                .dice(1, 3);                                          // 2d6 = 4
    }

    @Test
    void theBooksNumbers() {
        Board b = example();
        assertThat(Board.DEMO.map().hex(HexIds.parse(D)).terrain().name()).isEqualTo("rough");
        assertThat(HexIds.parse("0606").distanceTo(HexIds.parse(D))).isLessThanOrEqualTo(3);
        assertThat(HexIds.parse("0711").distanceTo(HexIds.parse(D))).isLessThanOrEqualTo(3);
        Game g = Game.of(b.s, 1);
        g.apply(Side.GERMAN, "attack " + D);
        for (String u : List.of("3fj-5", "ger-653-pz", "ger-eng-1", "3fj-8")) {
            g.apply(Side.GERMAN, "with " + u);
        }
        // §8.3, §11.1 · the other 3FJ regiment in hex B cannot attack
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "with 3fj-9")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§11.1").hasMessageContaining("only one regiment attacks out of any single hex");
        g.apply(Side.GERMAN, "commit");
        g.apply(Side.GERMAN, "artillery ger-vak-1");
        g.apply(Side.GERMAN, "artillery ger-vak-2");
        g.apply(Side.GERMAN, "done");
        assertThat(g.pending().seat()).as("§11.71 · then the defender commits").isEqualTo(Side.ALLIED);
        g.apply(Side.ALLIED, "artillery us-fa-1");
        List<String> events = g.apply(Side.ALLIED, "done");

        assertThat(events).contains("§9.0 · 3fj-5 draws a red chit: B 6/3", "§9.0 · 3fj-8 draws a red chit: B 5/3",
                "§9.0 · us1-16 draws a red chit: A 11/5");
        String odds = events.stream().filter(e -> e.startsWith("§11.74")).findFirst().orElseThrow();
        assertThat(odds).startsWith("§11.74–11.76 · 13 to 11 = 1-1 (rough)")
                .contains("+1 combined arms (1 stack) (§11.41)", "+2 artillery ger-vak-1, ger-vak-2 (§11.5)",
                        "-1 artillery us-fa-1 (§11.5)", "+1 divisional integrity, DEMO 3 FJ Div (§11.3)")
                .endsWith("→ net +3: 4-1 (rough)");
        assertThat(events).contains("§11.77 · 2d6: 1 + 3 = 4 → D1-(1)");

        // "The defender must take one step-loss. One hex must be retreated or another step-loss may be taken instead."
        assertThat(g.pending().seat()).isEqualTo(Side.ALLIED);
        assertThat(g.pending().options()).containsExactly("lose us1-16");
        g.apply(Side.ALLIED, "lose us1-16");
        assertThat(g.state().unit("us1-16").strength).isEqualTo(Strength.REDUCED);
        assertThat(g.pending().options()).contains("stand").anyMatch(o -> o.startsWith("retreat "));
        String retreat = g.pending().options().stream().filter(o -> o.startsWith("retreat ")).findFirst().orElseThrow();
        g.apply(Side.ALLIED, retreat);

        // "Up to three of the victorious German units may occupy hex 4 if the defender retreats."
        assertThat(g.pending().seat()).isEqualTo(Side.GERMAN);
        assertThat(g.pending().options()).contains("advance 3fj-5 " + D, "advance ger-653-pz " + D, "advance 3fj-8 " + D,
                "advance 3fj-9 " + D, "done");
        g.apply(Side.GERMAN, "advance 3fj-5 " + D);
        g.apply(Side.GERMAN, "advance ger-653-pz " + D);
        g.apply(Side.GERMAN, "advance 3fj-8 " + D);
        // three are in: 3fj-9 may not follow (§8.1), nothing is left to advance, the battle is over
        assertThat(g.state().battle).isNull();
        assertThat(g.state().unit("3fj-9").hex).isEqualTo(HexIds.parse(B));
        assertThat(g.state().at(HexIds.parse(D))).hasSize(3);
    }

    @Test
    void aRetreatIntoATownTakesIt() {
        // R-IT-13 · "the side whose unit last entered a town hex holds it": entering by retreat is entering. The book's
        // example without hex B's regiments, so that DEMO La Roche (0609), beside the defender, lies in no German ZOC
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("us1-16", D).put("3fj-5", A).put("ger-653-pz", A).put("ger-eng-1", A)
                .put("ger-vak-1", "0606").put("ger-vak-2", "0606").nextChits("red-1", "red-7").dice(1, 2);
        Hex laRoche = HexIds.parse("0609");
        b.s.control.put(laRoche, Side.GERMAN); // held by the German: a German unit entered it last
        Game g = Game.of(b.s, 1);
        for (String c : List.of("attack " + D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "commit", "artillery ger-vak-1",
                "artillery ger-vak-2", "done", "done")) {
            g.apply(g.pending().seat(), c);
        }
        assertThat(g.state().log).contains("§11.77 · 2d6: 1 + 2 = 3 → D1-(1)");
        g.apply(Side.ALLIED, "lose us1-16");
        assertThat(g.pending().options()).contains("retreat 0609");
        g.apply(Side.ALLIED, "retreat 0609");
        assertThat(g.state().unit("us1-16").hex).isEqualTo(laRoche);
        assertThat(g.state().control.get(laRoche)).as("the Allied unit entered it last").isEqualTo(Side.ALLIED);
    }

    @Test
    void asecondStepInsteadOfTheRetreat() {
        Game g = Game.of(example().s, 1);
        for (String c : List.of("attack " + D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "with 3fj-8", "commit",
                "artillery ger-vak-1", "artillery ger-vak-2", "done")) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "artillery us-fa-1");
        g.apply(Side.ALLIED, "done");
        g.apply(Side.ALLIED, "lose us1-16");
        g.apply(Side.ALLIED, "stand");
        assertThat(g.pending().options()).containsExactly("lose us1-16");
        g.apply(Side.ALLIED, "lose us1-16");
        assertThat(g.state().unit("us1-16").strength).isEqualTo(Strength.CADRE);
        assertThat(g.state().unit("us1-16").hex).isEqualTo(HexIds.parse(D));
        assertThat(g.state().battle).as("the hex is not vacated: no advance").isNull();
    }
}
