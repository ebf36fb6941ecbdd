package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.units.Activation;
import toi.engine.units.Unit;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;
import toi.protocol.Refused;
import toi.protocol.Ruleset;
import toi.protocol.Rulesets;
import toi.protocol.ScenarioSummary;

/** Tide of Iron on the shared protocol (docs/architecture.md · One protocol): the same game, the same hash, the same refusals. */
class TideOfIronMatchTest {

    private static final Ruleset TOI = Rulesets.get("tide-of-iron");

    @Test
    void theRulesetListsTheNineNextWaveScenariosAndTheOptionalRules() {
        assertThat(TOI.title()).isEqualTo("Tide of Iron");
        assertThat(TOI.scenarios()).extracting(ScenarioSummary::id).containsExactly("at-the-breaking-point", "breaking-the-line",
                "chain-of-command", "crossroads-v2", "liberation", "normandy-farm", "siegfried-assault", "stavelot-express", "uphill-battle");
        ScenarioSummary farm = TOI.scenarios().stream().filter(s -> s.id().equals("normandy-farm")).findFirst().orElseThrow();
        assertThat(farm.title()).isEqualTo("Normandy Farm");
        assertThat(farm.seats()).containsExactly("US", "GER");
        assertThat(farm.length()).isEqualTo("4 rounds");
        assertThat(TOI.options()).extracting(o -> o.id()).contains("munitions", "facing", TideOfIronRuleset.TEAMS);
        assertThat(Rulesets.forScenario("stavelot-express")).isSameAs(TOI);
        assertThatThrownBy(() -> TOI.start("normandy-farms", Set.of(), 1)).hasMessageContaining("no Tide of Iron scenario 'normandy-farms'")
                .hasMessageContaining("normandy-farm");
        assertThatThrownBy(() -> TOI.start("normandy-farm", Set.of("mortar-into-woods"), 1)).hasMessageContaining("unknown option 'mortar-into-woods'");
    }

    /** A seeded random game played through the protocol is the game played on {@link Game} directly, hash for hash. */
    @Test
    void aSeededRandomGameThroughTheProtocolHasTheSameHashesAsThroughTheGame() {
        for (String scenario : List.of("normandy-farm", "at-the-breaking-point")) {
            long seed = 11;
            Match m = TOI.start(scenario, Set.of(), seed);
            Game g = new Game(((TideOfIronMatch) m).setup(), seed);
            SplittableRandom pick = new SplittableRandom(5);
            int n = 0;
            while (!m.over() && n++ < 20_000) {
                Pending p = m.pending();
                Decision d = g.pending();
                assertThat(p.seat()).isEqualTo(d.seat().toString());
                assertThat(p.kind()).isEqualTo(d.kind().name());
                assertThat(p.options()).extracting(Option::text).isEqualTo(d.options().stream().map(Choice::text).toList());
                int i = pick.nextInt(p.options().size());
                m.apply(p.seat(), p.options().get(i));
                g.apply(d.seat(), d.options().get(i));
                assertThat(m.hash()).isEqualTo(g.state().hash());
            }
            assertThat(m.over()).isTrue();
            assertThat(g.over()).isTrue();
            assertThat(m.outcome().winner()).isEqualTo(g.state().winner());
            assertThat(m.pending().isOver()).isTrue();
            Match again = TOI.replay(scenario, Set.of(), seed, m.choices());
            assertThat(again.hash()).isEqualTo(m.hash());
            assertThat(again.outcome()).isEqualTo(m.outcome());
        }
    }

    /** 000 · THE ACTION PHASE: "only a fresh unit may be activated"; refused naming the rule, nothing changed. */
    @Test
    void aRefusedChoiceChangesNothingAndNamesTheRule() {
        TideOfIronMatch m = (TideOfIronMatch) TOI.start("normandy-farm", Set.of(), 3);
        SplittableRandom pick = new SplittableRandom(3);
        Unit spent = null;
        while (!m.over()) {
            Pending p = m.pending();
            if (p.kind().equals("ACTION")) {
                String side = m.game().pending().nation();
                spent = m.game().state().units().values().stream().filter(u -> u.nation().equals(side) && u.activation() == Activation.FATIGUED)
                        .findFirst().orElse(null);
                if (spent != null) {
                    break;
                }
            }
            m.apply(p.seat(), p.options().get(pick.nextInt(p.options().size())));
        }
        assertThat(spent).isNotNull();
        long hash = m.hash();
        List<String> log = m.choices();
        Pending before = m.pending();
        String seat = before.seat();
        String choice = "act advance " + spent.id();
        assertThatThrownBy(() -> m.apply(seat, choice)).isInstanceOfSatisfying(Refused.class,
                r -> assertThat(r.rule()).isEqualTo("000 · THE ACTION PHASE")).hasMessageContaining("only a fresh unit may be activated");
        assertThat(m.hash()).isEqualTo(hash);
        assertThat(m.choices()).isEqualTo(log);
        assertThat(m.pending()).isEqualTo(before);
        // a word not understood is refused by name, no rule; a seat not asked likewise
        String typo = "act advanse " + spent.id();
        assertThatThrownBy(() -> m.apply(seat, typo)).isInstanceOfSatisfying(Refused.class,
                r -> assertThat(r.rule()).isNull()).hasMessageContaining("'advanse'");
        String other = m.seats().stream().filter(s -> !s.equals(seat)).findFirst().orElseThrow();
        assertThatThrownBy(() -> m.apply(other, before.options().get(0))).isInstanceOf(Refused.class).hasMessageContaining("only the seat asked");
        assertThat(m.hash()).isEqualTo(hash);
        assertThat(m.choices()).isEqualTo(log);
    }

    @Test
    void optionsCarryTheirTypedChoiceAndALabelInTheRulebooksWords() {
        TideOfIronMatch m = (TideOfIronMatch) TOI.start("normandy-farm", Set.of(), 3);
        SplittableRandom pick = new SplittableRandom(1);
        while (!m.pending().kind().equals("ACTION")) {
            Pending p = m.pending();
            m.apply(p.seat(), p.options().get(pick.nextInt(p.options().size())));
        }
        Pending p = m.pending();
        assertThat(p.options()).allSatisfy(o -> assertThat(((toi.engine.game.ChoiceOption) o).choice().text()).isEqualTo(o.text()));
        assertThat(p.options()).extracting(Option::label).contains("Pass (end your Action Phase)");
        assertThat(p.options()).extracting(Option::label).anyMatch(l -> l.startsWith("Advance with "));
        assertThat(m.viewFor(p.seat())).isEqualTo(m.game().viewFor(toi.engine.game.protocol.Seat.parse(p.seat())));
        Match copy = m.copyFor(p.seat(), 9);
        assertThat(copy.pending().options()).extracting(Option::text).isEqualTo(p.options().stream().map(Option::text).toList());
        assertThat(m.copy().hash()).isEqualTo(m.hash());
    }

    @Test
    void aTeamGameSeatsEachDivision() {
        Match m = TOI.start("at-the-breaking-point", Set.of(TideOfIronRuleset.TEAMS), 1);
        assertThat(m.seats()).allMatch(s -> s.contains("/")).hasSizeGreaterThanOrEqualTo(3);
    }
}
