package toi.content;

import toi.engine.event.Event;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.spec;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** 000 · ASSAULT ATTACKS: the eleven steps, each rule and the book's example. */
@DisplayName("000 · ASSAULT ATTACKS")
class AssaultRulebookTest {

    // B2 is the target hex. Its neighbours: B1, C2, C3, B3, A3, A2 (B is an odd column, half a hex lower).
    static Board woods() {
        Board b = board(". . . .", ". w . .", ". . . .", ". . . .");
        var ent = TestBoards.CATALOGS.terrain().marker("entrenchment").orElseThrow();
        b.placeMarker(hex("B2"), ent);
        b.placeMarker(hex("B2"), ent);
        return b;
    }

    static AssaultBreakdown propose(Position p, String active, String target, String... supporters) {
        return AssaultRules.propose(p, new AssaultRequest(active, List.of(supporters), hex(target)));
    }

    static Position woodsPosition(Unit... attackers) {
        Unit[] all = new Unit[attackers.length + 3];
        all[0] = gerSquad("d1", "B2").withFortification("entrenchment");
        all[1] = gerSquad("d2", "B2").withFortification("entrenchment");
        all[2] = squad("d3", "GER", "B2", "ger-regular", "ger-regular");
        System.arraycopy(attackers, 0, all, 3, attackers.length);
        return position(woods(), all);
    }

    @Test
    void woodsAssaultWithTwoEntrenchedDefenders_sixDefenseDice() {
        // 000 step 4 example: a woods hex with 3 defending squads, two in entrenchments: 2 + 2 + 2 = 6 defense dice.
        AssaultBreakdown b = propose(woodsPosition(usSquad("us", "A2")), "us", "B2");
        assertThat(b.defenseDice()).isEqualTo(6);
        assertThat(b.cover()).extracting(m -> m.amount()).containsExactly(2, 2, 2);
    }

    @Test
    void attackStrength_activeFull_supportersHalf_flamethrowerPlus2Each_andMinus5Cover() {
        Unit flame = usSquad("f", "C2").withSpecialization(spec("flamethrower"), 0);
        Position p = woodsPosition(usSquad("us", "A2"), squad("s", "US", "B1", "us-regular", "us-regular", "us-regular"), flame);
        AssaultBreakdown b = propose(p, "us", "B2", "s", "f");
        assertThat(b.attackers()).extracting(s -> s.firepower()).containsExactly(4, 2, 2);
        assertThat(b.attackStrength()).isEqualTo(10); // 4 + 2 + 2 + flamethrower 2
        assertThat(b.defenseDice()).isEqualTo(1); // 6 − 5
        assertThat(b.defenderStrength()).isEqualTo(10); // 4 + 4 + 2
    }

    @Test
    void defenders_disruptedAddNothing_pinnedHalf_unlessAnOfficerIsPresent() {
        Board b = board(". . .", ". . .", ". . .");
        Position noOfficer = position(b, usSquad("us", "A2"), gerSquad("pin", "B2").withCondition(Condition.PINNED),
                squad("dis", "GER", "B2", "ger-elite", "ger-elite").withCondition(Condition.DISRUPTED));
        AssaultBreakdown a = propose(noOfficer, "us", "B2");
        assertThat(a.defenders()).extracting(s -> s.firepower()).containsExactly(2, 0);
        Position withOfficer = position(b, usSquad("us", "A2"), gerSquad("pin", "B2").withCondition(Condition.PINNED),
                squad("off", "GER", "B2", "ger-officer"));
        assertThat(propose(withOfficer, "us", "B2").defenderStrength()).isEqualTo(5); // 4 full + officer 1
    }

    @Test
    void lightVehiclesAddFirepowerNotArmor_heavyVehiclesForbidTheAssault() {
        Board b = board(". . .", ". r .", ". . .");
        Position ht = position(b, usSquad("us", "A2"), gerSquad("g", "B2"), vehicle("ht", "GER", "B2", "sdkfz-251"));
        AssaultBreakdown a = propose(ht, "us", "B2");
        assertThat(a.defenderStrength()).isEqualTo(8); // 4 + half-track 4 against infantry
        assertThat(a.defenseDice()).isEqualTo(1); // rough only; no armor
        Position tank = position(b, usSquad("us", "A2"), gerSquad("g", "B2"), vehicle("pz", "GER", "B2", "panzer-iv"));
        assertThatThrownBy(() -> propose(tank, "us", "B2")).hasMessageContaining("enemy heavy vehicle");
    }

    @Test
    void whoMayAssaultAndSupport() {
        Board b = board(". . . .", ". . . .", ". . . .");
        Position p = position(b, usSquad("us", "A2"), gerSquad("g", "B2"),
                usSquad("tired", "C2").withActivation(Activation.FATIGUED), usSquad("pinned", "B1").withCondition(Condition.PINNED),
                squad("mg", "US", "C3", "us-mg", "us-regular"), usSquad("far", "D2"), usSquad("x", "A3"), usSquad("y", "B3"));
        assertThat(propose(p, "us", "B2", "tired").attackers()).hasSize(2); // even fatigued squads may support
        assertThatThrownBy(() -> propose(p, "us", "B2", "pinned")).hasMessageContaining("pinned");
        assertThatThrownBy(() -> propose(p, "mg", "B2")).hasMessageContaining("heavy infantry weapon");
        assertThatThrownBy(() -> propose(p, "us", "B2", "far")).hasMessageContaining("not adjacent to the target hex");
        assertThatThrownBy(() -> propose(p, "us", "B2", "tired", "x", "y")).hasMessageContaining("up to two");
        assertThatThrownBy(() -> propose(p, "far", "B2")).hasMessageContaining("not adjacent");
        assertThatThrownBy(() -> propose(p, "us", "A3")).hasMessageContaining("no enemy unit");
    }

    @Test
    void smoke_fromTheAttackersHexNoHalving_intoASmokeHexHalvedAndNoSupport_defendersHalvedWithPlus2Cover() {
        var smoke = TestBoards.CATALOGS.terrain().marker("smoke").orElseThrow();
        Board own = board(". . .", ". . .", ". . .");
        own.placeMarker(hex("A2"), smoke);
        assertThat(propose(position(own, usSquad("us", "A2"), gerSquad("g", "B2")), "us", "B2").attackStrength()).isEqualTo(4);
        Board target = board(". . .", ". . .", ". . .");
        target.placeMarker(hex("B2"), smoke);
        Position p = position(target, usSquad("us", "A2"), gerSquad("g", "B2"), usSquad("s", "B1"));
        AssaultBreakdown a = propose(p, "us", "B2");
        assertThat(a.attackStrength()).isEqualTo(2);
        assertThat(a.defenderStrength()).isEqualTo(2);
        assertThat(a.defenseDice()).isEqualTo(2);
        assertThatThrownBy(() -> propose(p, "us", "B2", "s")).hasMessageContaining("cannot support an assault against a hex containing a smoke marker");
    }

    @Test
    void theAssaultSucceedsOnlyWhenTheAttackersHitsExceedTheDefenders() {
        Board b = board(". . .", ". . .", ". . .");
        Position p = position(b, usSquad("us", "A2"), squad("g", "GER", "B2", "ger-regular", "ger-regular"));
        AssaultBreakdown a = propose(p, "us", "B2");
        // attacker 4 dice: 4,4,1,1 → 2 hits (no cover); defender 2 dice: 5,6 → 2 hits: a tie fails
        AssaultResolution.Result tie = AssaultResolution.resolve(p, a, Dice.loaded(4, 4, 1, 1, 5, 6), AssaultChoices.defaults());
        assertThat(tie.attackerHits()).isEqualTo(2);
        assertThat(tie.defenderHits()).isEqualTo(2);
        assertThat(tie.succeeded()).isFalse();
        assertThat(tie.after().unit("g")).isEmpty(); // both defenders lost: the squad is eliminated all the same
        assertThat(tie.after().unit("us").orElseThrow().figures()).hasSize(2);
        assertThat(tie.after().unit("us").orElseThrow().activation()).isEqualTo(Activation.FATIGUED);
    }

    @Test
    void aSuccessfulAssault_defendersRetreatTogether_pinnedBecomeDisrupted_freshBecomeFatigued_attackersAdvance() {
        Board b = board(". . . .", ". . . .", ". . . .", ". . . .");
        Position p = position(b, usSquad("us", "A2"), usSquad("sup", "B1").withActivation(Activation.FATIGUED),
                gerSquad("g1", "B2"), gerSquad("g2", "B2").withCondition(Condition.PINNED));
        AssaultBreakdown a = propose(p, "us", "B2", "sup");
        // attack: 4 + 2 dice all 6 → 6 hits; defenders: g1 4 dice, g2 pinned 2 dice, all 1 → 0 hits
        Dice dice = Dice.loaded(6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1);
        AssaultChoices keepFigures = new AssaultChoices() {
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return List.of();
            }

            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                return AssaultChoices.defaults().defenderLosses(defenders, count);
            }

            public Hex retreat(List<Hex> legal) {
                assertThat(legal).contains(hex("C2")).doesNotContain(hex("A2"), hex("B1"));
                return hex("C2");
            }

            public List<String> advance(List<Unit> eligible) {
                assertThat(eligible).extracting(Unit::id).containsExactly("us"); // sup was fatigued before the attack
                return List.of("us");
            }
        };
        AssaultResolution.Result r = AssaultResolution.resolve(p, a, dice, keepFigures);
        assertThat(r.succeeded()).isTrue();
        assertThat(r.attackerHits()).isEqualTo(6);
        // 6 hits eliminate g1 (4 figures) and 2 of g2's 4 figures; g2 survives, retreats pinned → disrupted
        Unit g2 = r.after().unit("g2").orElseThrow();
        assertThat(g2.hex()).isEqualTo(hex("C2"));
        assertThat(g2.condition()).isEqualTo(Condition.DISRUPTED);
        assertThat(g2.activation()).isEqualTo(Activation.FATIGUED);
        assertThat(r.after().unit("us").orElseThrow().hex()).isEqualTo(hex("B2"));
        assertThat(r.after().unit("sup").orElseThrow().hex()).isEqualTo(hex("B1"));
    }

    /** Scripted answers: the defender's losses as given, retreat to the first legal hex, the given units advance. */
    static AssaultChoices answers(List<AssaultChoices.Loss> defenderLosses, List<String> advancing) {
        return new AssaultChoices() {
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return List.of();
            }

            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                return defenderLosses;
            }

            public Hex retreat(List<Hex> legal) {
                return legal.get(0);
            }

            public List<String> advance(List<Unit> eligible) {
                return advancing;
            }
        };
    }

    @Test
    void disruptedDefendersAreDestroyedInsteadOfRetreating() {
        Board b = board(". . .", ". . .", ". . .");
        Position p = position(b, usSquad("us", "A2"),
                squad("dis", "GER", "B2", "ger-regular", "ger-regular").withCondition(Condition.DISRUPTED), gerSquad("g", "B2"));
        AssaultBreakdown a = propose(p, "us", "B2");
        // attack: 4 dice all 6 → 4 hits; the disrupted squad adds nothing, g rolls 4 dice all 1 → 0 hits
        AssaultResolution.Result r = AssaultResolution.resolve(p, a, Dice.loaded(6, 6, 6, 6, 1, 1, 1, 1), answers(List.of(
                new AssaultChoices.Loss("g", 0), new AssaultChoices.Loss("g", 1), new AssaultChoices.Loss("g", 2),
                new AssaultChoices.Loss("dis", 0)), List.of("us")));
        assertThat(r.succeeded()).isTrue();
        assertThat(r.after().unit("dis")).isEmpty(); // one figure left, but disrupted: destroyed instead of retreating
        Unit g = r.after().unit("g").orElseThrow();
        assertThat(g.hex()).isEqualTo(r.retreatHex());
        assertThat(g.activation()).isEqualTo(Activation.FATIGUED);
        assertThat(r.events()).contains(new Event.UnitDestroyed("dis", "disrupted and cannot retreat: destroyed", "000 · ASSAULT ATTACKS step 9"));
        assertThat(r.after().unit("us").orElseThrow().hex()).isEqualTo(hex("B2"));
    }

    @Test
    void withNoHexToRetreatTo_everyDefenderIsDestroyed() {
        // B2's neighbours other than the attacker's A2 are all pond.
        Board b = board("p p p", ". . p", "p p p");
        Position p = position(b, usSquad("us", "A2"), gerSquad("g", "B2"));
        AssaultBreakdown a = propose(p, "us", "B2");
        AssaultResolution.Result r = AssaultResolution.resolve(p, a, Dice.loaded(6, 6, 1, 1, 1, 1, 1, 1),
                answers(List.of(new AssaultChoices.Loss("g", 0), new AssaultChoices.Loss("g", 1)), List.of()));
        assertThat(r.succeeded()).isTrue();
        assertThat(r.retreatHex()).isNull();
        assertThat(r.after().unit("g")).isEmpty();
        assertThat(r.events()).contains(new Event.UnitDestroyed("g", "destroyed: no hex to retreat to", "000 · ASSAULT ATTACKS step 9"));
    }

    @Test
    void attackerCasualtiesComeFromTheActiveSquadFirst() {
        Board b = board(". . .", ". . .", ". . .");
        Position p = position(b, squad("us", "US", "A2", "us-regular"), usSquad("sup", "B1"), gerSquad("g", "B2"));
        AssaultBreakdown a = propose(p, "us", "B2", "sup");
        AssaultChoices wrong = new AssaultChoices() {
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                return List.of(new Loss("sup", 0), new Loss("sup", 1));
            }

            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                return List.of();
            }

            public Hex retreat(List<Hex> legal) {
                return legal.get(0);
            }

            public List<String> advance(List<Unit> eligible) {
                return List.of();
            }
        };
        // attack 1 + 2 dice all 1; defender 4 dice: 6,6,1,1 → 2 hits
        assertThatThrownBy(() -> AssaultResolution.resolve(p, a, Dice.loaded(1, 1, 1, 6, 6, 1, 1), wrong))
                .hasMessageContaining("active squad us until it is eliminated");
    }

    @Test
    void oddsOfSuccessMatchTheHitDistributions() {
        AssaultBreakdown b = propose(woodsPosition(usSquad("us", "A2")), "us", "B2");
        AssaultOdds odds = AssaultOdds.of(b);
        double sumA = 0;
        double sumD = 0;
        for (double v : odds.attackerHits()) {
            sumA += v;
        }
        for (double v : odds.defenderHits()) {
            sumD += v;
        }
        assertThat(sumA).isCloseTo(1, within(1e-12));
        assertThat(sumD).isCloseTo(1, within(1e-12));
        assertThat(odds.success()).isBetween(0.0, 0.2); // 4 dice into 6 cover dice against 10 defenders: a long shot
    }
}
