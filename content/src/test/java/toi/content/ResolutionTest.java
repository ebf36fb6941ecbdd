package toi.content;

import toi.engine.event.Event;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.spec;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.CasualtyChooser;
import toi.engine.combat.Dice;
import toi.engine.event.DieRoll;
import toi.engine.combat.FireAction;
import toi.engine.combat.Resolution;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Resolving attacks with loaded dice: what the rules do with the rolls. */
class ResolutionTest {

    static final String ROW = ". . . . . . . . . .";

    static AttackResult resolve(Position p, AttackRequest r, int... dice) {
        AttackBreakdown b = AttackRules.propose(p, r);
        return Resolution.resolve(p, b, Dice.loaded(dice), CasualtyChooser.weakestFirst());
    }

    @Test
    void everyDieIsReported_hitsAreSuccessesMinusDefense() {
        Position p = position(board(". . w . ."), usSquad("us", "A1"), gerSquad("g", "C1"));
        // normal range: 4 black dice 5,6,2,5 → 3 successes; woods: 2 red dice 6,1 → 1; 2 hits
        AttackResult r = resolve(p, AttackRequest.of("us", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE), 5, 6, 2, 5, 6, 1);
        assertThat(r.rolls()).extracting(DieRoll::toString).containsExactly("B5*", "B6*", "B2", "B5*", "R6*", "R1");
        assertThat(r.attackSuccesses()).isEqualTo(3);
        assertThat(r.targets().get(0).hits()).isEqualTo(2);
        assertThat(r.after().unit("g").orElseThrow().figures()).hasSize(2);
        assertThat(p.unit("g").orElseThrow().figures()).hasSize(4); // the given position is unchanged
    }

    @Test
    void alphaGainsAStarAfterTwoSuccessesAttackingAlone() {
        Unit alpha = usSquad("a", "A1").withSpecialization(spec("alpha"), 1);
        Position p = position(board(ROW), alpha, gerSquad("g", "C1"));
        AttackResult r = resolve(p, AttackRequest.of("a", "g", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE), 6, 6, 1, 1, 1);
        assertThat(r.after().unit("a").orElseThrow().stars()).isEqualTo(2);
        assertThat(r.events()).contains(new Event.StarGained("a", "002 · Alpha Unit: Experience"));
        AttackResult one = resolve(p, AttackRequest.of("a", "g", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE), 6, 1, 1, 1, 1);
        assertThat(one.after().unit("a").orElseThrow().stars()).isEqualTo(1);
    }

    @Test
    void bravoGainsAStarWhenTwoSuccessesAreRolledAgainstIt() {
        Unit bravo = gerSquad("b", "C1").withSpecialization(spec("bravo"), 1);
        Position p = position(board(ROW), usSquad("us", "A1"), bravo);
        // 4 black: 6,5,1,1 → 2 successes; 1 red (a star): 6 → 1 hit → pinned, and a second star
        AttackResult r = resolve(p, AttackRequest.of("us", "b", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE), 6, 5, 1, 1, 6);
        Unit after = r.after().unit("b").orElseThrow();
        assertThat(after.stars()).isEqualTo(2);
        assertThat(after.condition().word()).isEqualTo("pinned");
    }

    @Test
    void thickArmorTurnsAFailedDefenseDieIntoASix() {
        Position p = position(board(ROW), usSquad("us", "A1"), vehicle("t", "GER", "B1", "tiger-i"));
        // close range: 4 black dice all 6 → 4; 6 red dice all 1, one turned to 6 → 1; 3 hits → heavily damaged
        AttackResult r = resolve(p, AttackRequest.of("us", "t", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE),
                6, 6, 6, 6, 1, 1, 1, 1, 1, 1);
        assertThat(r.targets().get(0).defenseSuccesses()).isEqualTo(1);
        assertThat(r.after().unit("t").orElseThrow().damage()).isEqualTo(Damage.HEAVY);
    }

    @Test
    void expertRerollsItsFailedDice() {
        Unit x = usSquad("x", "A1").withSpecialization(spec("expert"), 0);
        Position p = position(board(ROW), x, gerSquad("g", "C1"));
        // 4 dice 5,1,1,1 → 1 success; 3 failures rerolled 5,5,1 → 3 successes
        AttackResult r = resolve(p, AttackRequest.of("x", "g", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE), 5, 1, 1, 1, 5, 5, 1);
        assertThat(r.attackSuccesses()).isEqualTo(3);
        assertThat(r.rolls()).filteredOn(d -> d.purpose().contains("reroll")).hasSize(3);
    }

    @Test
    void threeAreaSuccessesRemoveRazorWire() {
        Board b = board(ROW);
        b.placeMarker(hex("F1"), TestBoards.CATALOGS.terrain().marker("razor-wire").orElseThrow());
        Position p = position(b, squad("m", "GER", "A1", "ger-mortar", "ger-mortar"), usSquad("s", "F1"));
        AttackResult r = resolve(p, AttackRequest.of("m", "s", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE),
                5, 6, 5, 1, 1, 1, 1, 1);
        assertThat(r.after().board().hasMarker(hex("F1"), "razor-wire")).isFalse();
        assertThat(p.board().hasMarker(hex("F1"), "razor-wire")).isTrue(); // the original board is untouched
    }

    @Test
    void squadsInsideADestroyedVehicleAreDestroyed_andUnharmedByLesserDamage() {
        Position p = position(board(ROW), usSquad("us", "A1"), vehicle("ht", "GER", "B1", "sdkfz-251"),
                gerSquad("rider", "B1").withCarriedBy("ht"));
        // close range, 4 dice all 6 → 4 successes; 1 red die (armor) 1 → 4 hits: destroyed
        AttackResult r = resolve(p, AttackRequest.of("us", "ht", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE), 6, 6, 6, 6, 1);
        assertThat(r.after().unit("ht")).isEmpty();
        assertThat(r.after().unit("rider")).isEmpty();
        AttackResult light = resolve(p, AttackRequest.of("us", "ht", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE), 6, 1, 1, 1, 1);
        assertThat(light.after().unit("rider").orElseThrow().figures()).hasSize(4);
    }

    @Test
    void aLightVehicleInAnAssaultTakesNoMoreHitsThanDestroyIt() {
        Board b = board(". . .", ". . .", ". . .");
        Position p = position(b, usSquad("us", "A2"), squad("g", "GER", "B2", "ger-regular"), vehicle("tr", "GER", "B2", "opel-blitz"));
        var a = AssaultRules.propose(p, new AssaultRequest("us", List.of(), hex("B2")));
        AssaultChoices tooMany = new AssaultChoices() {
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return List.of();
            }

            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                return List.of(new Loss("tr", -1), new Loss("tr", -1), new Loss("tr", -1), new Loss("tr", -1));
            }

            public Hex retreat(List<Hex> legal) {
                return legal.get(0);
            }

            public List<String> advance(List<Unit> eligible) {
                return List.of();
            }
        };
        // attack 4 dice all 6 → 4 hits; defender: 1 regular die → 1
        assertThatThrownBy(() -> AssaultResolution.resolve(p, a, Dice.loaded(6, 6, 6, 6, 1), tooMany))
                .hasMessageContaining("no more hits may be assigned to the light vehicle tr than destroy it (3)");
    }

    @Test
    void weakenedSquadsHaveFreeSlots() {
        assertThat(usSquad("full", "A1").isWeakened()).isFalse();
        assertThat(squad("mg", "US", "A1", "us-mg", "us-regular", "us-regular").isWeakened()).isFalse();
        assertThat(squad("w", "US", "A1", "us-mg", "us-regular").isWeakened()).isTrue();
    }
}
