package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.engine.combat.Dice;
import toi.irontide.data.Side;
import toi.irontide.game.Game;
import toi.irontide.game.RandomPlayer;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.match.IronTideMatch;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;
import toi.protocol.Match;
import toi.protocol.Pending;
import toi.protocol.Preview;
import toi.protocol.Refused;
import toi.protocol.Ruleset;
import toi.protocol.Rulesets;

/**
 * Iron Tide on the shared decision protocol: found as the {@code iron-tide} ruleset, its scenarios and optional rules;
 * a refused choice names its § and changes nothing; seeded matches replay to the same hash; the views keep §9.0's
 * secrets; the odds preview of a battle (§11.74–11.77); the determinised copy re-draws what the seat cannot know.
 */
class IronTideMatchTest {
    static final String DEMO = ScenarioLoader.DEMO_ID;

    static Ruleset ironTide() {
        return Rulesets.get("iron-tide");
    }

    /** Plays the match with seeded random players until {@code until} holds (or the game ends). */
    static void playUntil(Match m, long seed, java.util.function.Predicate<Match> until) {
        RandomPlayer p = new RandomPlayer(seed);
        IronTideMatch it = (IronTideMatch) m;
        for (int i = 0; i < 100_000 && !m.over() && !until.test(m); i++) {
            Pending d = m.pending();
            m.apply(d.seat(), p.choose(it.game().pending()));
        }
    }

    @Test
    void theRulesetIsRegisteredWithItsScenarioAndBothOptionalRules() {
        Ruleset r = ironTide();
        assertThat(Rulesets.forScenario(DEMO).id()).isEqualTo("iron-tide");
        assertThat(r.scenarios()).singleElement().satisfies(s -> {
            assertThat(s.id()).isEqualTo(DEMO);
            assertThat(s.seats()).containsExactly("german", "allied");
            assertThat(s.title()).contains("DEMO — not the published game");
        });
        assertThat(r.options()).extracting(o -> o.id()).containsExactly("army-command", "demolition-errata");
        assertThat(r.options().get(0).rule()).contains("17.4 Army Command");
        assertThat(r.options().get(1).rule()).contains("13.1 Bridges");
        assertThatThrownBy(() -> r.start(DEMO, Set.of("fog-of-war"), 1)).hasMessageContaining("army-command, demolition-errata");
        assertThatThrownBy(() -> r.start("bulge", Set.of(), 1)).hasMessageContaining("no scenario 'bulge'");
        Match m = r.start(DEMO, Set.of("army-command"), 5);
        assertThat(((IronTideMatch) m).game().state().armyCommand).isTrue();
        assertThat(((Map<?, ?>) m.viewFor("german")).get("options")).isEqualTo(List.of("army-command"));
    }

    @Test
    void theDecisionHasItsSeatKindPromptAndLabelledOptions() {
        Match m = ironTide().start(DEMO, Set.of(), 3);
        Pending p = m.pending();
        assertThat(p.seat()).isIn("german", "allied");
        assertThat(p.kind()).isNotBlank();
        assertThat(p.options()).isNotEmpty();
        assertThat(p.options()).allSatisfy(o -> assertThat(o.label()).isNotBlank());
        assertThat(p.options().stream().map(o -> o.text()).toList()).isEqualTo(((IronTideMatch) m).game().pending().options());
    }

    /** §4.1 · the seat not asked, and a choice the rules forbid: refused naming the rule, and nothing changed. */
    @Test
    void aRefusedChoiceNamesItsRuleAndChangesNothing() {
        Match m = ironTide().start(DEMO, Set.of(), 11);
        playUntil(m, 11, x -> ((IronTideMatch) x).game().state().phase == toi.irontide.state.Phase.MOVEMENT
                && x.pending().kind().equals("MOVEMENT"));
        long before = m.hash();
        int choices = m.choices().size();
        String other = m.pending().seat().equals("german") ? "allied" : "german";
        assertThatThrownBy(() -> m.apply(other, "end-phase")).isInstanceOf(Refused.class)
                .hasMessageContaining("§4.1").satisfies(e -> assertThat(((Refused) e).rule()).isEqualTo("§4.1"));
        assertThatThrownBy(() -> m.apply(m.pending().seat(), "reserve 0101")).isInstanceOf(Refused.class)
                .satisfies(e -> assertThat(((Refused) e).rule()).startsWith("§6"));
        assertThatThrownBy(() -> m.apply(m.pending().seat(), "fly 0101")).isInstanceOf(Refused.class)
                .hasMessageContaining("not a choice now").satisfies(e -> assertThat(((Refused) e).rule()).isNull());
        assertThatThrownBy(() -> m.apply("soviet", "end-phase")).isInstanceOf(Refused.class).hasMessageContaining("no seat 'soviet'");
        assertThat(m.preview(other, "end-phase").refused()).contains("§4.1");
        assertThat(m.hash()).isEqualTo(before);
        assertThat(m.choices()).hasSize(choices);
    }

    @Test
    void aSeededMatchReplaysToTheSameHash() {
        Match a = ironTide().start(DEMO, Set.of("demolition-errata"), 42);
        playUntil(a, 42, x -> x.choices().size() >= 400);
        Match b = ironTide().replay(DEMO, Set.of("demolition-errata"), 42, a.choices());
        assertThat(b.hash()).isEqualTo(a.hash());
        assertThat(b.viewFor("german")).isEqualTo(a.viewFor("german"));
        assertThat(a.copy().hash()).isEqualTo(a.hash());
        Match c = ironTide().replay(DEMO, Set.of("demolition-errata"), 43, a.choices().subList(0, 1));
        assertThat(c.hash()).isNotEqualTo(a.hash());
    }

    /** §11.74–11.77 · a battle's choices are previewed with the odds as the seat sees them; nothing is rolled. */
    @Test
    void aBattleChoiceIsPreviewedWithItsOdds() {
        Match m = ironTide().start(DEMO, Set.of(), 7);
        playUntil(m, 7, x -> x.pending().options().stream().anyMatch(o -> o.text().startsWith("attack ")));
        String attack = m.pending().options().stream().filter(o -> o.text().startsWith("attack ")).findFirst().orElseThrow().text();
        long before = m.hash();
        Preview p = m.preview(m.pending().seat(), attack);
        assertThat(p.allowed()).isTrue();
        assertThat(p.summary()).containsAnyOf("column", "results");
        assertThat(p.detail()).isInstanceOf(Map.class);
        assertThat(((Map<?, ?>) p.detail()).get("results")).asList().isNotEmpty();
        assertThat(m.hash()).isEqualTo(before);
    }

    /** Plays to a point where a regiment holds a chit (§9.0: secret from the other side) that could be another kind. */
    static GameState withSecretChit(long seed) {
        Match m = ironTide().start(DEMO, Set.of(), seed);
        playUntil(m, seed, x -> secretHolder(((IronTideMatch) x).game().state()) != null);
        return ((IronTideMatch) m).game().state();
    }

    static boolean twoStep(GameState s, UnitState u, int chit) {
        return s.scenario.chits().get(chit).reduced(u.def.chitLine()) == 0;
    }

    /**
     * A full regiment on the map with a chit, and in its cup a chit of the other kind: one whose reduced side is 0 on
     * the unit's line when its own is not, or the other way round (§11.78: a two-step unit — as secret as the chit).
     */
    static UnitState secretHolder(GameState s) {
        for (UnitState u : s.units.values()) {
            if (u.onMap() && u.chit >= 0 && u.strength == Strength.FULL
                    && s.cups.get(u.def.chitColour()).stream().anyMatch(c -> twoStep(s, u, c) != twoStep(s, u, u.chit))) {
                return u;
            }
        }
        return null;
    }

    /** The same game with that chit swapped for one of the other kind from the cup, and other dice to come. */
    static GameState otherSecrets(GameState s) {
        GameState o = s.copy();
        UnitState u = secretHolder(o);
        List<Integer> cup = o.cups.get(u.def.chitColour());
        int other = cup.stream().filter(c -> twoStep(o, u, c) != twoStep(o, u, u.chit)).findFirst().orElseThrow();
        cup.remove(Integer.valueOf(other));
        cup.add(u.chit);
        u.chit = other;
        u.stepsNeverHad = twoStep(o, u, other) ? 1 : 0;
        u.capacity = u.stepsLost == 0 && u.stepsReplaced == 0 ? 3 - u.stepsNeverHad : u.capacity;
        o.dice = new Dice(987_654_321L);
        return o;
    }

    @Test
    void twoMatchesThatDifferOnlyInHiddenPartsGiveEqualCopiesAndViews() {
        GameState s = withSecretChit(5);
        UnitState holder = secretHolder(s);
        assertThat(holder).as("a regiment drew a chit").isNotNull();
        String owner = IronTideMatch.seatId(holder.def.side());
        String other = IronTideMatch.seatId(holder.def.side().enemy());
        IronTideMatch a = IronTideMatch.of(DEMO, Game.of(s.copy(), 5));
        IronTideMatch b = IronTideMatch.of(DEMO, Game.of(otherSecrets(s), 5));
        assertThat(b.hash()).isNotEqualTo(a.hash());
        assertThat(b.copyFor(other, 7).hash()).isEqualTo(a.copyFor(other, 7).hash());
        assertThat(b.viewFor(other)).isEqualTo(a.viewFor(other));
        assertThat(b.viewFor(null)).isEqualTo(a.viewFor(null));
        // the owner knows his own chit: his copies and views differ
        assertThat(b.copyFor(owner, 7).hash()).isNotEqualTo(a.copyFor(owner, 7).hash());
        assertThat(b.viewFor(owner)).isNotEqualTo(a.viewFor(owner));
        // a copy plays on: its dice and chits are its own, the real game is untouched
        long real = a.hash();
        Match c = a.copyFor(other, 7);
        playUntil(c, 3, x -> x.choices().size() >= a.choices().size() + 50);
        assertThat(a.hash()).isEqualTo(real);
    }
}
