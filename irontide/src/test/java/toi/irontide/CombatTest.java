package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.irontide.data.CombatResult;
import toi.irontide.data.HexIds;
import toi.irontide.data.Odds;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.game.Game;
import toi.irontide.rules.BattleOdds;
import toi.irontide.rules.Chits;
import toi.irontide.rules.Combat;
import toi.irontide.rules.CombatResolution;
import toi.irontide.rules.Losses;
import toi.irontide.rules.Shift;
import toi.irontide.state.Battle;
import toi.irontide.state.Obligation;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/** §11 COMBAT, §9 MORALE STRENGTH, §8.3 stacking in combat — the pieces beside the worked example. */
class CombatTest {

    @Test
    void oddsAreRoundedForTheDefender() {
        // §11.74 · "Attacker-25, defender-12 … 25 divided by 12 = 2-1 odds"
        assertThat(Odds.format(Odds.ratio(25, 12))).isEqualTo("2-1");
        assertThat(Odds.format(Odds.ratio(13, 11))).isEqualTo("1-1"); // the worked example
        assertThat(Odds.format(Odds.ratio(10, 25))).isEqualTo("1-3"); // R-IT-4: 2.5 rounds to 1-3
        assertThat(Odds.format(Odds.ratio(11, 11))).isEqualTo("1-1");
    }

    @Test
    void theResultGrammar() {
        assertThat(CombatResult.parse("D1-(1)")).isEqualTo(new CombatResult(CombatResult.Kind.D, 1, 1));
        assertThat(CombatResult.parse("B1-(1)").affectsAttacker()).isTrue();
        assertThat(CombatResult.parse("A1")).isEqualTo(new CombatResult(CombatResult.Kind.A, 1, 0));
        assertThatThrownBy(() -> CombatResult.parse("DE")).hasMessageContaining("not a combat result");
    }

    @Test
    void shiftsBeyondTheTableAreResolvedOnItsExtremeColumns() {
        // §11.76 · the demo's table runs 1-3 … 6-1
        var crt = Board.DEMO.crt();
        assertThat(crt.clamp(Odds.parse("6-1") + 3)).isEqualTo(Odds.parse("6-1"));
        assertThat(crt.clamp(Odds.ratio(1, 9) + 1)).isEqualTo(Odds.parse("1-3"));
        assertThat(crt.clamp(Odds.parse("3-1") - 2)).isEqualTo(Odds.parse("1-1"));
    }

    /** Gives every regiment of the battle a chit of its colour (blue-3 or red-3) unless it has one, then works out the odds. */
    static BattleOdds odds(Board b, List<String> attackers, String... defenderHexes) {
        Battle battle = new Battle();
        for (String d : defenderHexes) {
            battle.defenderHexes.add(HexIds.parse(d));
        }
        battle.attackers.addAll(attackers);
        b.s.battle = battle;
        for (UnitState u : b.s.units.values()) {
            if (u.onMap() && u.def.regiment() && u.chit < 0) {
                u.chit = Board.indexOf(u.def.chitColour().name().toLowerCase() + "-3");
            }
        }
        return Combat.odds(b.s, battle, false, false);
    }

    static int full(Board b, String unit) {
        UnitState u = b.unit(unit);
        return Board.DEMO.chits().get(u.chit).full(u.def.chitLine());
    }

    static boolean has(BattleOdds o, String rule, int columns) {
        return o.shifts().stream().anyMatch(s -> s.rule().equals(rule) && s.columns() == columns);
    }

    @Test
    void defendingSolelyBehindARiverDoubles() {
        // §11.21 · 0805 attacked only from 0905, across the unbridged river
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0905").put("us99-393", "0805");
        BattleOdds o = odds(b, List.of("3fj-5"), "0805");
        assertThat(o.defence()).isEqualTo(2 * full(b, "us99-393"));
        // one attacker on the same bank: not "solely" behind the river
        b.put("3fj-8", "0705");
        BattleOdds both = odds(b, List.of("3fj-5", "3fj-8"), "0805");
        assertThat(both.defence()).isEqualTo(full(b, "us99-393"));
    }

    @Test
    void townsShiftOneColumnLeft() {
        // §11.21 · DEMO Houffalize, 0704
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704");
        assertThat(has(odds(b, List.of("3fj-5"), "0704"), "§11.21", -1)).isTrue();
    }

    @Test
    void entrenchmentsDoubleAndCancelCombinedArms() {
        // §11.22 · the demo's Turn Record Chart places an entrenchment at 1010
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("us-291-eng", "1010").put("3fj-5", "1110").put("ger-653-pz", "1110");
        b.s.entrenchments.addAll(Board.DEMO.entrenchments());
        BattleOdds o = odds(b, List.of("3fj-5", "ger-653-pz"), "1010");
        assertThat(o.defence()).isEqualTo(2 * b.unit("us-291-eng").def.combat());
        assertThat(has(o, "§11.44", 0)).isTrue();
        assertThat(has(o, "§11.41", 1)).isFalse();
    }

    @Test
    void theWestwallTriplesTheGermanDefenderAndCancelsCombinedArms() {
        // §11.22 (4) · 1205 is a Westwall hex
        Board b = Board.empty(4, Side.ALLIED, Phase.COMBAT).put("us99-393", "1105").put("us-741-tk", "1105").put("272-980", "1205");
        BattleOdds o = odds(b, List.of("us99-393", "us-741-tk"), "1205");
        assertThat(o.defence()).isEqualTo(3 * full(b, "272-980"));
        assertThat(has(o, "§11.44", 0)).isTrue();
        // and never helps an Allied defender
        Board a = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "1305").put("us99-393", "1205");
        assertThat(odds(a, List.of("3fj-5"), "1205").defence()).isEqualTo(full(a, "us99-393"));
    }

    @Test
    void combinedArms() {
        // §11.41 · an attacking stack of armor with infantry: one column right
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("ger-653-pz", "0703").put("us99-393", "0704");
        assertThat(has(odds(b, List.of("3fj-5", "ger-653-pz"), "0704"), "§11.41", 1)).isTrue();
        // §11.42 · a defending stack of infantry with an antitank unit cancels it
        b.put("us-612-td", "0704");
        assertThat(has(odds(b, List.of("3fj-5", "ger-653-pz"), "0704"), "§11.42", 0)).isTrue();
        // §11.42 · infantry with armor, against attackers without armor or antitank: one column left
        Board c = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us-741-tk", "0704");
        assertThat(has(odds(c, List.of("3fj-5"), "0704"), "§11.42", -1)).isTrue();
        // §11.45 · US armored infantry is combined arms alone
        Board d = Board.empty(4, Side.ALLIED, Phase.COMBAT).put("us7a-ccr", "0703").put("3fj-5", "0704");
        assertThat(has(odds(d, List.of("us7a-ccr"), "0704"), "§11.41", 1)).isTrue();
    }

    @Test
    void divisionalIntegrity() {
        // §11.3 · all three 3FJ regiments adjacent to the defender, one attacking: one column right
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("3fj-8", "0603").put("3fj-9", "0803").put("us1-16", "0704");
        assertThat(has(odds(b, List.of("3fj-5"), "0704"), "§11.3", 1)).isTrue();
        // one of them away: none
        b.put("3fj-9", "0801");
        assertThat(has(odds(b, List.of("3fj-5"), "0704"), "§11.3", 1)).isFalse();
        // a cadre in the division: none
        b.put("3fj-9", "0803");
        b.unit("3fj-9").strength = Strength.CADRE;
        assertThat(has(odds(b, List.of("3fj-5"), "0704"), "§11.3", 1)).isFalse();
        // a division without the colour bar never (the demo 272nd, like the book's)
        Board n = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("272-980", "0703").put("272-981", "0603").put("us1-16", "0704");
        assertThat(has(odds(n, List.of("272-980"), "0704"), "§11.3", 1)).isFalse();
        // defence: two members of the division adjacent, one attacked: one column left
        Board d = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us99-394", "0705");
        assertThat(has(odds(d, List.of("3fj-5"), "0704"), "§11.3", -1)).isTrue();
        // a member retreated or eliminated earlier this phase voids it
        d.s.integrityVoided.add("us99");
        assertThat(has(odds(d, List.of("3fj-5"), "0704"), "§11.3", -1)).isFalse();
    }

    @Test
    void artilleryRangeCapsAndAdjacency() {
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704")
                .put("ger-vak-1", "0701").put("ger-vak-2", "0702").put("ger-vw-1", "0601").put("ger-vak-3", "0705");
        Battle battle = new Battle();
        battle.defenderHexes.add(HexIds.parse("0704"));
        battle.attackers.add("3fj-5");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("ger-vak-1"), Side.GERMAN)).isNull();   // 3 hexes: in range
        battle.attackerArtillery.add("ger-vak-1");
        battle.attackerArtillery.add("ger-vak-2");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("ger-vw-1"), Side.GERMAN)).contains("§11.5 · at most 2");
        battle.attackerArtillery.remove("ger-vak-2");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("ger-vak-3"), Side.GERMAN)).contains("adjacent to enemy combat units");
        b.put("ger-vw-1", "0709");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("ger-vw-1"), Side.GERMAN)).contains("within 3 hexes");
        // defending: one shift at most; none on turn one for the Allies
        b.put("us-fa-1", "0707").put("us-fa-2", "0707");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("us-fa-1"), Side.ALLIED)).isNull();
        battle.defenderArtillery.add("us-fa-1");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("us-fa-2"), Side.ALLIED)).contains("at most 1");
        battle.defenderArtillery.clear();
        b.s.turn = 0;
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("us-fa-1"), Side.ALLIED)).contains("§18.0");
    }

    @Test
    void britishAndUsNeverAttackTogetherNorShareArtillery() {
        // §17.3
        Board b = Board.empty(6, Side.ALLIED, Phase.COMBAT).put("br29-armd", "0703").put("us99-393", "0803").put("3fj-5", "0704").put("us-fa-1", "0702");
        Battle battle = new Battle();
        battle.defenderHexes.add(HexIds.parse("0704"));
        battle.attackers.add("br29-armd");
        assertThat(Combat.attackerRefusal(b.s, battle, b.unit("us99-393"))).contains("§17.3");
        assertThat(Combat.artilleryRefusal(b.s, battle, b.unit("us-fa-1"), Side.ALLIED)).contains("§17.3");
    }

    @Test
    void theDefenderChoosesWhichRegimentDefends() {
        // §8.3, §11.1 · two regiments in the defending hex: the defender picks one before the chits
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us99-394", "0704");
        Game g = b.game();
        g.apply(Side.GERMAN, "attack 0704");
        g.apply(Side.GERMAN, "with 3fj-5");
        g.apply(Side.GERMAN, "commit");
        g.apply(Side.GERMAN, "done");
        assertThat(g.pending().options()).contains("defend-with us99-393", "defend-with us99-394");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "done")).isInstanceOf(IllegalChoice.class).hasMessageContaining("defend-with");
        g.apply(Side.ALLIED, "defend-with us99-394");
        // R-IT-47 · chosen once: neither regiment is offered again, and a second answer is refused with the rule
        assertThat(g.pending().options()).noneMatch(o -> o.startsWith("defend-with")).contains("done");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "defend-with us99-393")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§11.1").hasMessageContaining("0704 is chosen (us99-394)");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "defend-with us99-394")).isInstanceOf(IllegalChoice.class);
        g.apply(Side.ALLIED, "done");
        assertThat(g.state().unit("us99-394").chit).as("§9.0 · the chosen regiment draws").isNotNegative();
        assertThat(g.state().unit("us99-393").chit).as("the other stays unrevealed").isNegative();
    }

    @Test
    void aUnitIsAttackedOnceAndAttacksOnce() {
        // us99-394 at 0503 keeps the Combat Phase open after the first battle (3fj-8 at 0603 could still attack it)
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("3fj-8", "0603").put("us99-393", "0704")
                .put("us99-394", "0503").dice(6, 6, 6, 6);
        Game g = b.game();
        for (String c : List.of("attack 0704", "with 3fj-5", "commit", "done")) {
            g.apply(Side.GERMAN, c);
        }
        g.apply(Side.ALLIED, "done");
        while (g.state().battle != null) {
            g.apply(g.pending().seat(), g.pending().options().get(0));
        }
        assertThat(g.state().phase).isEqualTo(Phase.COMBAT);
        assertThat(g.state().unit("3fj-5").attacked).isTrue();
        String where = HexIds.format(g.state().unit("us99-393").hex); // it may have advanced after an attacker's retreat
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "attack " + where)).isInstanceOf(IllegalChoice.class).hasMessageContaining("attacked once");
        g.apply(Side.GERMAN, "attack 0503");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "with 3fj-5")).isInstanceOf(IllegalChoice.class);
        g.apply(Side.GERMAN, "with 3fj-8");
    }

    @Test
    void everyEnemyAdjacentToAnAttackerMustBeAttacked() {
        // §11.0 · 3fj-5 at 0703 attacks 0704; us99-394 at 0603 (adjacent to 0703) must be attacked too, and 3fj-8 can
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").put("us99-394", "0603")
                .put("3fj-8", "0602").dice(6, 6);
        b.unit("3fj-5").attacked = true;
        b.unit("us99-393").defended = true;
        b.s.mustBeAttacked.addAll(List.of("us99-393", "us99-394")); // as 3fj-5's commit fixed them (R-IT-48)
        Game g = b.game();
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "end-phase")).isInstanceOf(IllegalChoice.class).hasMessageContaining("§11.0");
        assertThat(g.pending().options()).contains("attack 0603").doesNotContain("end-phase");
    }

    @Test
    void eliteUnitsDrawTwoAndKeepTheStronger() {
        // §9.1 · the demo 1 SS Pz Div is elite; loaded dice draw the cup's last chit: red-4 (A 9), then red-10 (A 12)
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("1ss-pz", "1305").nextChits("red-4", "red-10").dice(1);
        String line = Chits.drawIfNeeded(b.s, b.unit("1ss-pz")).text();
        assertThat(line).contains("elite").contains("A 9/5").contains("A 12/7");
        assertThat(b.unit("1ss-pz").chit).isEqualTo(Board.indexOf("red-10"));
        assertThat(b.s.cups.get(b.unit("1ss-pz").def.chitColour())).contains(Board.indexOf("red-4"));
        // not elite: one draw
        b.put("3fj-5", "1306").nextChits("red-4", "red-10");
        Chits.drawIfNeeded(b.s, b.unit("3fj-5"));
        assertThat(b.unit("3fj-5").chit).isEqualTo(Board.indexOf("red-4"));
    }

    @Test
    void stepLossesFullReducedCadreGone() {
        // §11.78 · three steps: full chit, reduced chit, cadre
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("us1-16", "0704");
        b.unit("us1-16").chit = Board.indexOf("red-1");
        Losses.takeStep(b.s, b.unit("us1-16"));
        assertThat(b.unit("us1-16").strength).isEqualTo(Strength.REDUCED);
        assertThat(Combat.strength(b.s, b.unit("us1-16"))).isEqualTo(6); // red-1, line A reduced
        Losses.takeStep(b.s, b.unit("us1-16"));
        assertThat(b.unit("us1-16").strength).isEqualTo(Strength.CADRE);
        assertThat(b.unit("us1-16").chit).as("the reduced chit is removed").isNegative();
        assertThat(Combat.strength(b.s, b.unit("us1-16"))).isEqualTo(b.unit("us1-16").def.cadreCombat());
        Losses.takeStep(b.s, b.unit("us1-16"));
        assertThat(b.unit("us1-16").onMap()).isFalse();
        assertThat(b.unit("us1-16").stepsLost).isEqualTo(3);
        // a reduced side of 0 on the unit's line: a two-step unit (blue-2, line C: 2/0)
        b.put("us28-109", "0904").nextChits("blue-2").dice(1);
        Chits.drawIfNeeded(b.s, b.unit("us28-109"));
        assertThat(b.unit("us28-109").maxSteps()).isEqualTo(2);
        Losses.takeStep(b.s, b.unit("us28-109"));
        assertThat(b.unit("us28-109").strength).isEqualTo(Strength.CADRE);
        // battalions: one step
        b.put("us-741-tk", "0905");
        Losses.takeStep(b.s, b.unit("us-741-tk"));
        assertThat(b.unit("us-741-tk").onMap()).isFalse();
    }

    @Test
    void attackingArmorTakesTheFirstStep() {
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("ger-653-pz", "0703");
        Obligation o = Obligation.loss(Side.GERMAN, List.of("3fj-5", "ger-653-pz"), 2, true);
        assertThat(CombatResolution.lossCandidates(b.s, o)).containsExactly("ger-653-pz");
        Obligation second = new Obligation(o.kind(), o.side(), o.units(), 1, false, null, List.of());
        assertThat(CombatResolution.lossCandidates(b.s, second)).containsExactly("3fj-5", "ger-653-pz");
    }

    @Test
    void shiftsAreListedWithTheirRules() {
        Board b = Board.empty(0, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704");
        BattleOdds o = odds(b, List.of("3fj-5"), "0704");
        // §18.0 · surprise on the first turn
        assertThat(o.shifts()).extracting(Shift::rule).contains("§18.0", "§11.21");
        assertThat(o.net()).isZero();
    }

    @Test
    void airSupportArrivesOnOneToThreeAndSpendsItsPoint() {
        // §10.0, §11.6 · the attacker's Air Point: die 2 (arrives); the defender's: die 5 (wasted); then 2d6
        Board b = Board.empty(4, Side.GERMAN, Phase.COMBAT).put("3fj-5", "0703").put("us99-393", "0704").dice(2, 5, 3, 4);
        b.s.airPoints.put(Side.GERMAN, 1);
        b.s.airPoints.put(Side.ALLIED, 1);
        Game g = b.game();
        g.apply(Side.GERMAN, "attack 0704");
        g.apply(Side.GERMAN, "with 3fj-5");
        g.apply(Side.GERMAN, "commit");
        g.apply(Side.GERMAN, "air");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "air")).isInstanceOf(IllegalChoice.class).hasMessageContaining("one air support attempt per combat");
        g.apply(Side.GERMAN, "done");
        g.apply(Side.ALLIED, "air");
        var events = g.apply(Side.ALLIED, "done");
        assertThat(events).contains("§11.6 · German air support: die 2, it arrives", "§11.6 · Allied air support: die 5, wasted");
        assertThat(events.stream().filter(e -> e.startsWith("§11.74")).findFirst().orElseThrow())
                .contains("+1 air support arrives (§11.6)").contains("0 air support misses (§11.6)");
        assertThat(g.state().airPoints.get(Side.GERMAN)).isZero();
        assertThat(g.state().airPoints.get(Side.ALLIED)).isZero();
    }
}
