package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.event.IronTideEvent.Advanced;
import toi.irontide.event.IronTideEvent.BattleDeclared;
import toi.irontide.event.IronTideEvent.BattleRolled;
import toi.irontide.event.IronTideEvent.ChitDrawn;
import toi.irontide.event.IronTideEvent.OddsFigured;
import toi.irontide.event.IronTideEvent.Retreated;
import toi.irontide.event.IronTideEvent.StepLost;
import toi.irontide.game.Game;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.match.IronTideMatch;
import toi.protocol.GameEvent;
import toi.protocol.Match;
import toi.protocol.Rulesets;

/**
 * Iron Tide's typed events: the rulebook's "Example of Play: Combat" (WorkedCombatExampleTest's board) as records with
 * their fields and §; the prose log is their texts; §9.0 · a chit the other side drew is redacted per seat in the
 * events as in the log (R-IT-36, R-IT-55), and in a determinised copy's log.
 */
class IronTideEventsTest {
    static final String D = WorkedCombatExampleTest.D;

    @Test
    void theBooksCombatExampleAsTypedEvents() {
        Game g = Game.of(WorkedCombatExampleTest.example().s, 1);
        for (String c : List.of("attack " + D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1")) {
            g.play(Side.GERMAN, c);
        }
        List<IronTideEvent> committed = g.play(Side.GERMAN, "with 3fj-8");
        assertThat(committed).isEmpty();
        assertThat(g.play(Side.GERMAN, "commit")).singleElement().isInstanceOfSatisfying(BattleDeclared.class, e -> {
            assertThat(e.attackers()).containsExactly("3fj-5", "ger-653-pz", "ger-eng-1", "3fj-8");
            assertThat(e.hexes()).containsExactly(D);
            assertThat(e.rule()).isEqualTo("§11.1");
        });
        for (String c : List.of("artillery ger-vak-1", "artillery ger-vak-2", "done")) {
            g.play(Side.GERMAN, c);
        }
        g.play(Side.ALLIED, "artillery us-fa-1");
        int before = g.state().events.size();
        List<IronTideEvent> roll = g.play(Side.ALLIED, "done");

        // §11.72, §11.73 · the chits, attacker first: B 6, B 5, then the US A 11
        assertThat(roll).filteredOn(ChitDrawn.class::isInstance).map(ChitDrawn.class::cast)
                .extracting(ChitDrawn::unit, ChitDrawn::side, ChitDrawn::colour, ChitDrawn::values)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("3fj-5", Side.GERMAN, "red", List.of("B 6/3")),
                        org.assertj.core.groups.Tuple.tuple("3fj-8", Side.GERMAN, "red", List.of("B 5/3")),
                        org.assertj.core.groups.Tuple.tuple("us1-16", Side.ALLIED, "red", List.of("A 11/5")));
        // §11.74–11.76 · 13 to 11 = 1-1 (rough), net +3: 4-1 (rough)
        assertThat(roll).filteredOn(OddsFigured.class::isInstance).singleElement().isInstanceOfSatisfying(OddsFigured.class, o -> {
            assertThat(o.attack()).isEqualTo(13);
            assertThat(o.defence()).isEqualTo(11);
            assertThat(o.ratio()).isEqualTo("1-1");
            assertThat(o.line()).isEqualTo("rough");
            assertThat(o.net()).isEqualTo(3);
            assertThat(o.column()).isEqualTo("4-1");
            assertThat(o.shifts()).contains("+1 divisional integrity, DEMO 3 FJ Div (§11.3)");
        });
        // §11.77 · the die and the result
        assertThat(roll).last().isEqualTo(new BattleRolled(1, 3, "D1-(1)"));
        assertThat(roll.get(roll.size() - 1).text()).isEqualTo("§11.77 · 2d6: 1 + 3 = 4 → D1-(1)");
        // the prose log is the events' texts, written once
        assertThat(g.state().log.subList(before, g.state().log.size())).isEqualTo(roll.stream().map(IronTideEvent::text).toList());

        assertThat(g.play(Side.ALLIED, "lose us1-16")).containsExactly(new StepLost("us1-16", IronTideEvent.Loss.REDUCED));
        String retreat = g.pending().options().stream().filter(o -> o.startsWith("retreat ")).findFirst().orElseThrow();
        assertThat(g.play(Side.ALLIED, retreat)).first().isEqualTo(new Retreated(List.of("us1-16"), retreat.substring(8), false));
        assertThat(g.play(Side.GERMAN, "advance 3fj-5 " + D)).contains(new Advanced("3fj-5", WorkedCombatExampleTest.A, D));
    }

    /** §9.0 · "the strength of a unit is kept secret": an event of the German's draw, seen by the Allied seat, names the colour only. */
    @Test
    void aChitTheOtherSideDrewIsRedactedInTheEvents() throws Exception {
        Game g = Game.of(WorkedCombatExampleTest.example().s, 1);
        IronTideMatch m = IronTideMatch.of(ScenarioLoader.DEMO_ID, g);
        for (String c : List.of("attack " + D, "with 3fj-5", "with ger-653-pz", "with ger-eng-1", "with 3fj-8", "commit",
                "artillery ger-vak-1", "artillery ger-vak-2", "done")) {
            m.apply("german", c);
        }
        m.apply("allied", "done");
        List<GameEvent> all = g.state().events.stream().map(e -> (GameEvent) e).toList();

        List<GameEvent> allied = m.redact(all, "allied");
        ChitDrawn germanDraw = (ChitDrawn) allied.stream().filter(e -> e instanceof ChitDrawn c && c.unit().equals("3fj-5")).findFirst().orElseThrow();
        assertThat(germanDraw.secret()).isTrue();
        assertThat(germanDraw.text()).isEqualTo("§9.0 · 3fj-5 draws a red chit (secret, §9.0)");
        assertThat(germanDraw.text()).isEqualTo(m.redact("§9.0 · 3fj-5 draws a red chit: B 6/3", "allied")); // as the log line
        ChitDrawn ownDraw = (ChitDrawn) allied.stream().filter(e -> e instanceof ChitDrawn c && c.unit().equals("us1-16")).findFirst().orElseThrow();
        assertThat(ownDraw.values()).containsExactly("A 11/5");
        String json = new ObjectMapper().writeValueAsString(allied);
        assertThat(json).doesNotContain("B 6/3").doesNotContain("B 5/3").contains("A 11/5");
        assertThat(new ObjectMapper().writeValueAsString(m.redact(all, null))).doesNotContain("B 6/3").doesNotContain("A 11/5");
        assertThat(m.redact(all, "german")).contains(all.get(all.size() - 1))
                .anySatisfy(e -> assertThat(e.text()).isEqualTo("§9.0 · 3fj-5 draws a red chit: B 6/3"));
        // a determinised copy's log reads as the seat reads it
        assertThat(m.copyFor("allied", 3).redact(all, "allied")).isEqualTo(allied);
        assertThat(((IronTideMatch) m.copyFor("allied", 3)).game().state().log).noneMatch(l -> l.contains("B 6/3"))
                .anyMatch(l -> l.contains("A 11/5"));
    }

    /** A seeded game's events carry a § on every line that a rule decided, and their texts are the log. */
    @Test
    void aSeededGameLogsTypedEventsWithTheirRules() {
        Match m = Rulesets.get("iron-tide").start(ScenarioLoader.DEMO_ID, Set.of(), 8);
        IronTideMatchTest.playUntil(m, 8, x -> x.over());
        var s = ((IronTideMatch) m).game().state();
        assertThat(s.log).hasSameSizeAs(s.events);
        assertThat(s.events).hasAtLeastOneElementOfType(IronTideEvent.PhaseBegan.class)
                .hasAtLeastOneElementOfType(IronTideEvent.PlayerTurnBegan.class)
                .hasAtLeastOneElementOfType(IronTideEvent.Moved.class)
                .hasAtLeastOneElementOfType(IronTideEvent.BattleRolled.class)
                .hasAtLeastOneElementOfType(IronTideEvent.ControlChanged.class)
                .hasAtLeastOneElementOfType(IronTideEvent.GameEnded.class);
        assertThat(s.events).filteredOn(e -> !(e instanceof IronTideEvent.Moved) && !(e instanceof IronTideEvent.ScenarioOpened)
                && !(e instanceof IronTideEvent.Note)).allSatisfy(e -> assertThat(e.rule()).startsWith("§"));
        assertThat(m.outcome().reason()).isEqualTo(s.result);
    }
}
