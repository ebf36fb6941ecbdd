package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static toi.content.TestBoards.board;
import static toi.content.TestBoards.withMarker;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.hex;
import static toi.content.TestBoards.position;
import static toi.content.TestBoards.spec;
import static toi.content.TestBoards.squad;
import static toi.content.TestBoards.usSquad;
import static toi.content.TestBoards.vehicle;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Defense;
import toi.engine.combat.Effects;
import toi.engine.combat.FireAction;
import toi.engine.combat.IllegalAttack;
import toi.engine.combat.Odds;
import toi.engine.combat.Resolution;
import toi.engine.los.RangeBand;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** The worked examples of 000 · COMBAT … HALVING FIREPOWER, 002 and 004, each with its own numbers. */
class CombatRulebookTest {

    /** A row of hexes A1, B1, C1 … one hex apart each, all clear level 0. */
    static final String ROW = ". . . . . . . . . . . .";

    static AttackBreakdown propose(Position p, String attacker, String target, AttackType type, FireAction action,
                                   String... supporters) {
        return AttackRules.propose(p, AttackRequest.of(attacker, target, type, action, supporters));
    }


    @Nested
    @DisplayName("000/004 · RESOLVING AN ATTACK")
    class AttackSequence {

        @Test
        void eliteSquadUnderFireAndMovement_firepower8IsHalvedTo4Dice() {
            // 000 step 1 example: 4 elite infantry, Fire and Movement, attacking a squad: 8 halved → 4 dice.
            Unit elites = squad("us", "US", "A1", "us-elite", "us-elite", "us-elite", "us-elite");
            Position p = position(board(ROW), elites, gerSquad("ger", "C1"));
            AttackBreakdown b = propose(p, "us", "ger", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT);
            assertThat(b.lead().baseFirepower()).isEqualTo(8);
            assertThat(b.lead().halvings()).extracting(h -> h.what()).containsExactly("Fire and Movement action");
            assertThat(b.attackDice()).isEqualTo(4);
        }

        @Test
        void fourRegularsAgainstAnAdjacentVehicle_attackStrength4() {
            // 000 step 1: "The attack strength of a squad containing four regular infantry attacking an adjacent vehicle … would be 4"
            Position p = position(board(ROW), usSquad("us", "A1"), vehicle("pz", "GER", "B1", "panzer-iv"));
            AttackBreakdown b = propose(p, "us", "pz", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(b.attackDice()).isEqualTo(4);
            assertThat(b.band()).isEqualTo(RangeBand.CLOSE);
            assertThat(b.hitOn()).isEqualTo(4);
        }

        @Test
        void sdkfz251InRoughTerrain_defenseStrength2() {
            // 000 step 2: armor 1 + rough cover 1 = 2
            Position p = position(board(". r . . ."), usSquad("us", "A1"), vehicle("ht", "GER", "B1", "sdkfz-251"));
            Defense d = propose(p, "us", "ht", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0);
            assertThat(d.coverTotal()).isEqualTo(1);
            assertThat(d.armor()).isEqualTo(1);
            assertThat(d.dice()).isEqualTo(2);
        }

        @Test
        void squadInWoodsWithSmoke_defenseStrength4() {
            // 000 · COVER AND ARMOR: woods +2, smoke +2 = 4
            Board b = withMarker(board(". . w . ."), "C1", "smoke");
            Position p = position(b, usSquad("us", "B1"), gerSquad("ger", "C1"));
            Defense d = propose(p, "us", "ger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0);
            assertThat(d.dice()).isEqualTo(4);
            assertThat(d.cover()).extracting(m -> m.rule()).containsExactly("000 · TERRAIN BREAKDOWN", "000 · Smoke");
        }

        @Test
        void m3a1InWoods_defenseStrength3() {
            // 000 · COVER AND ARMOR: armor 1 + woods 2 = 3
            Position p = position(board(". w . . ."), gerSquad("ger", "A1"), vehicle("ht", "US", "B1", "m3a1"));
            assertThat(propose(p, "ger", "ht", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0).dice())
                    .isEqualTo(3);
        }

        @Test
        void hitNumbersByRange_black4_5_6_andRedAlways5() {
            Position p = position(board(ROW), usSquad("us", "A1"), gerSquad("g1", "B1"), gerSquad("g2", "D1"),
                    gerSquad("g3", "H1"));
            assertThat(propose(p, "us", "g1", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).hitOn()).isEqualTo(4);
            assertThat(propose(p, "us", "g2", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).hitOn()).isEqualTo(5);
            assertThat(propose(p, "us", "g3", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).hitOn()).isEqualTo(6);
        }

        @Test
        void weakenedSquadTakesTwoCasualties_ownerKeepsTheOfficer() {
            // 000 · Normal Attacks Against Squads example: 2 regulars + 1 officer, 2 hits; the owner removes the regulars.
            Unit squad = squad("us", "US", "A1", "us-regular", "us-regular", "us-officer");
            Unit after = Resolution.apply(squad, AttackType.NORMAL, 2, (s, n) -> List.of(0, 1));
            assertThat(after.figures()).extracting(t -> t.id()).containsExactly("us-officer");
            assertThat(Resolution.apply(squad, AttackType.NORMAL, 3, (s, n) -> List.of())).isNull(); // the last figure: base removed
            assertThatThrownBy(() -> Resolution.apply(squad, AttackType.NORMAL, 2, (s, n) -> List.of(0)))
                    .isInstanceOf(IllegalAttack.class).hasMessageContaining("exactly 2");
        }

        @Test
        void anMgCrewIsOneFigureWhenTakingCasualties() {
            Unit squad = squad("us", "US", "A1", "us-mg", "us-regular", "us-regular");
            assertThat(squad.figures()).hasSize(3);
            assertThat(Resolution.apply(squad, AttackType.NORMAL, 1, (s, n) -> List.of(0)).figures())
                    .extracting(t -> t.id()).containsExactly("us-regular", "us-regular");
        }

        @Test
        void normalHitsDoNotChangeAPinnedSquadsCondition() {
            Unit pinned = usSquad("us", "A1").withCondition(Condition.PINNED);
            assertThat(Resolution.apply(pinned, AttackType.NORMAL, 1, (s, n) -> List.of(0)).condition()).isEqualTo(Condition.PINNED);
        }
    }

    @Nested
    @DisplayName("000 · VEHICLE DAMAGE and Normal Attacks Against Vehicles")
    class VehicleDamage {
        final Unit sherman = vehicle("t", "US", "A1", "sherman");

        @Test
        void undamagedLightlyAndHeavilyDamagedVehiclesStepDown() {
            assertThat(Effects.damage(sherman, 1)).isEqualTo(Damage.LIGHT);
            assertThat(Effects.damage(sherman, 2)).isEqualTo(Damage.LIGHT);
            assertThat(Effects.damage(sherman, 3)).isEqualTo(Damage.HEAVY);
            assertThat(Effects.damage(sherman, 4)).isNull();
            Unit light = sherman.withDamage(Damage.LIGHT);
            assertThat(Effects.damage(light, 2)).isEqualTo(Damage.HEAVY);
            assertThat(Effects.damage(light, 3)).isNull();
            assertThat(Effects.damage(sherman.withDamage(Damage.HEAVY), 1)).isNull();
        }

        @Test
        void aTruckHeavilyDamagedIsDestroyed_fragile() {
            Unit truck = vehicle("tr", "US", "A1", "gmc-truck");
            assertThat(Effects.damage(truck, 3)).isNull();
            assertThat(Effects.damage(truck, 1)).isEqualTo(Damage.LIGHT);
            assertThat(Effects.damage(truck.withDamage(Damage.LIGHT), 1)).isNull();
        }

        @Test
        void heavilyDamagedSherman_movement0_armor3_firepower4And4() {
            // 000 · VEHICLE DAMAGE example: movement 7 → 0, armor 4 → 3, firepower 7 → 4 vs infantry, 8 → 4 vs vehicles.
            Unit wreck = sherman.withDamage(Damage.HEAVY);
            assertThat(wreck.isImmobile()).isTrue();
            Position p = position(board(ROW), wreck, gerSquad("g", "C1"), vehicle("pz", "GER", "D1", "panzer-iv"),
                    gerSquad("g2", "B1"));
            assertThat(propose(p, "t", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(4);
            assertThat(propose(p, "t", "pz", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(4);
            assertThat(propose(p, "g2", "t", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0).armor()).isEqualTo(3);
        }

        @Test
        void aHeavilyDamagedVehicleCannotSupportCombinedFire_halvedTwice() {
            // 000 · HALVING FIREPOWER: "a heavily damaged vehicle cannot support an attack with combined fire"
            Position p = position(board(ROW), usSquad("us", "A1"), sherman.withHex(hex("B1")).withDamage(Damage.HEAVY),
                    gerSquad("g", "D1"));
            assertThatThrownBy(() -> propose(p, "us", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "t"))
                    .isInstanceOf(IllegalAttack.class).hasMessageContaining("halved twice").hasMessageContaining("HALVING FIREPOWER");
        }

        @Test
        void lightlyDamagedVehicle_minusOneMovementAndArmor() {
            Unit light = sherman.withDamage(Damage.LIGHT);
            assertThat(light.movementPoints()).isEqualTo(6);
            Position p = position(board(ROW), light, gerSquad("g", "B1"));
            assertThat(propose(p, "g", "t", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0).armor()).isEqualTo(3);
        }

        @Test
        void vehiclesAreNotAffectedBySuppressiveAttacks() {
            Position p = position(board(ROW), usSquad("us", "A1"), vehicle("pz", "GER", "B1", "panzer-iv"));
            assertThatThrownBy(() -> propose(p, "us", "pz", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("vehicles are not affected by suppressive attacks");
        }
    }

    @Nested
    @DisplayName("000 · Suppressive Attacks Against a Squad")
    class Suppression {
        @Test
        void normalCondition_1or2Pinned_3Disrupted_4Routed() {
            assertThat(Effects.suppress(Condition.NONE, 1)).isEqualTo(Condition.PINNED);
            assertThat(Effects.suppress(Condition.NONE, 2)).isEqualTo(Condition.PINNED);
            assertThat(Effects.suppress(Condition.NONE, 3)).isEqualTo(Condition.DISRUPTED);
            assertThat(Effects.suppress(Condition.NONE, 4)).isNull();
        }

        @Test
        void pinned_1or2Disrupted_3Routed_disrupted_anyHitRouts() {
            assertThat(Effects.suppress(Condition.PINNED, 2)).isEqualTo(Condition.DISRUPTED);
            assertThat(Effects.suppress(Condition.PINNED, 3)).isNull();
            assertThat(Effects.suppress(Condition.DISRUPTED, 1)).isNull();
            assertThat(Effects.suppress(Condition.DISRUPTED, 0)).isEqualTo(Condition.DISRUPTED);
        }

        @Test
        void battleHardenedDeterminationAndBandageAddCoverAgainstTheirAttackTypes() {
            Unit elites = squad("e", "GER", "C1", "ger-elite", "ger-elite", "ger-regular", "ger-officer");
            Unit medic = gerSquad("m", "C1").withSpecialization(spec("medic"), 0);
            Position p = position(board(ROW), usSquad("us", "A1"), elites, medic);
            Defense suppressive = propose(p, "us", "e", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE).defenses().get(0);
            assertThat(suppressive.dice()).isEqualTo(3); // 2 elites + 1 officer (Determination)
            Defense normal = propose(p, "us", "e", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0);
            assertThat(normal.dice()).isEqualTo(1); // Bandage only
            assertThat(normal.cover()).extracting(m -> m.rule()).containsExactly("000 · Bandage");
        }
    }

    @Nested
    @DisplayName("000 · COMBINED FIRE")
    class CombinedFire {

        @Test
        void leadFull_supportersHalfRoundedUp_andTheLeastFavourableRangeSetsTheHitNumber() {
            // 000 · Multiple Ranges example: the active unit adjacent (close), two supporters at normal range → 5 and 6.
            Position p = position(board(ROW), usSquad("lead", "D1"), squad("s1", "US", "B1", "us-regular", "us-regular", "us-regular"),
                    usSquad("s2", "A1"), gerSquad("g", "E1"));
            AttackBreakdown b = propose(p, "lead", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "s1", "s2");
            assertThat(b.contributions()).extracting(c -> c.firepower()).containsExactly(4, 2, 2); // 3 → 2, 4 → 2
            assertThat(b.band()).isEqualTo(RangeBand.NORMAL);
            assertThat(b.hitOn()).isEqualTo(5);
            assertThat(propose(p, "lead", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).hitOn()).isEqualTo(4);
        }

        @Test
        void combinedOpFireAgainstATank_supporterAtLongRangeMakesItALongRangeAttack() {
            // 000 · Combined Opportunity Fire example A: the lead squad is adjacent to the moving tank (close range);
            // the supporting squad fires at long range (regular infantry's base range against vehicles is 1):
            // only 6s score. Lead 4, supporter half of 4 = 2. (The book's squads stand on a hill; here the supporter
            // is two hexes away on level ground, which gives the same long range.)
            Board b = board(". . . . . .", ". . . . . .");
            Unit lead = usSquad("lead", "C1").withActivation(Activation.OP_FIRE);
            Unit support = usSquad("sup", "B1").withActivation(Activation.OP_FIRE);
            Position p = position(b, lead, support, vehicle("tank", "GER", "D1", "panzer-iv"));
            AttackBreakdown att = propose(p, "lead", "tank", AttackType.NORMAL, FireAction.OP_FIRE, "sup");
            assertThat(att.contributions().get(0).range().band()).isEqualTo(RangeBand.CLOSE);
            assertThat(att.contributions().get(1).range().band()).isEqualTo(RangeBand.LONG);
            assertThat(att.hitOn()).isEqualTo(6);
            assertThat(att.attackDice()).isEqualTo(6);
            assertThat(Effects.damage(p.unit("tank").orElseThrow(), 3)).isEqualTo(Damage.HEAVY); // "3 hits … heavily damaged"
            assertThat(att.notes()).anyMatch(n -> n.contains("fatigued at once"));
        }

        @Test
        void combinedConcentratedFire_tankWithConcussiveFirepowerAndASquadInItsHex() {
            // 000 · Combined Concentrated Fire example B: the tank leads (full firepower, +3 firepower and +3 range
            // against a squad in a building), the squad in its hex adds half; normal range.
            Board b = board(". . . . b . .", ". . . . . . .");
            Unit tank = vehicle("pz", "GER", "A1", "panzer-iv");
            Position p = position(b, tank, gerSquad("sq", "A1"), usSquad("us", "E1"));
            AttackBreakdown att = propose(p, "pz", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "sq");
            assertThat(att.lead().additions()).extracting(m -> m.amount()).containsExactly(3);
            assertThat(att.lead().firepower()).isEqualTo(9);
            assertThat(att.lead().range().effectiveRange()).isEqualTo(8);
            assertThat(att.contributions().get(1).firepower()).isEqualTo(2);
            assertThat(att.attackDice()).isEqualTo(11);
            assertThat(att.band()).isEqualTo(RangeBand.NORMAL);
            assertThat(att.defenses().get(0).dice()).isEqualTo(3); // building cover
        }

        @Test
        void onlyFreshUnitsSupportConcentratedFire_onlyOpFireUnitsSupportOpFire_noneSupportFireAndMovement() {
            Position p = position(board(ROW), usSquad("lead", "A1"), usSquad("tired", "B1").withActivation(Activation.FATIGUED),
                    usSquad("ready", "C1").withActivation(Activation.OP_FIRE), gerSquad("g", "E1"));
            assertThatThrownBy(() -> propose(p, "lead", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "tired"))
                    .hasMessageContaining("only fresh units may support a concentrated attack");
            assertThatThrownBy(() -> propose(p, "lead", "g", AttackType.NORMAL, FireAction.OP_FIRE))
                    .hasMessageContaining("not in Op Fire mode");
            assertThatThrownBy(() -> propose(p, "lead", "g", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT, "ready"))
                    .hasMessageContaining("never support an attack initiated by a unit taking a Fire and Movement action");
        }
    }

    @Nested
    @DisplayName("000/002 · abilities and specializations")
    class Abilities {

        @Test
        void tigerAgainstASquadInABuilding_range8Firepower9() {
            // 000/002 · Concussive Firepower example
            Board b = board(". . . . . . . . b .", ". . . . . . . . . .");
            Position p = position(b, vehicle("tiger", "GER", "A1", "tiger-i"), usSquad("us", "I1"));
            AttackBreakdown att = propose(p, "tiger", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.lead().range().effectiveRange()).isEqualTo(8);
            assertThat(att.lead().firepower()).isEqualTo(9);
            assertThat(att.band()).isEqualTo(RangeBand.NORMAL); // 8 hexes away
        }

        @Test
        void concussiveFirepowerIsAddedBeforeHalvingForFireAndMovement() {
            // 002 · Concussive Firepower: "add the additional firepower before dividing for Fire and Movement"
            Board b = board(". . . b .", ". . . . .");
            Position p = position(b, vehicle("tiger", "GER", "A1", "tiger-i"), usSquad("us", "D1"));
            assertThat(propose(p, "tiger", "us", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT).attackDice()).isEqualTo(5); // (6+3)/2 ↑
        }

        @Test
        void antiTankSquadAgainstAPanzerIVFiveHexesAway_longRange_strength7() {
            // 000/002 · Armor-Piercing Weaponry example
            Unit at = usSquad("at", "A1").withSpecialization(spec("anti-tank"), 0);
            Position p = position(board(ROW), at, vehicle("pz", "GER", "F1", "panzer-iv"));
            AttackBreakdown att = propose(p, "at", "pz", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.lead().range().effectiveRange()).isEqualTo(3);
            assertThat(att.band()).isEqualTo(RangeBand.LONG);
            assertThat(att.hitOn()).isEqualTo(6);
            assertThat(att.attackDice()).isEqualTo(7);
        }

        @Test
        void antiTankAppliesWhenSupporting_plusThreeBeforeHalving() {
            Unit at = usSquad("at", "B1").withSpecialization(spec("anti-tank"), 0);
            Position p = position(board(ROW), usSquad("lead", "A1"), at, vehicle("pz", "GER", "C1", "panzer-iv"));
            AttackBreakdown att = propose(p, "lead", "pz", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "at");
            assertThat(att.contributions().get(1).firepower()).isEqualTo(4); // (4 + 3) / 2 rounded up
        }

        @Test
        void flamethrowerAdjacent_plus2Firepower_minus5Cover_minimum0_armorUntouched() {
            Unit flame = usSquad("f", "A1").withSpecialization(spec("flamethrower"), 0);
            Board b = withMarker(board(". w . . ."), "B1", "entrenchment");
            Position p = position(b, flame, gerSquad("g", "B1").withFortification("entrenchment"));
            AttackBreakdown att = propose(p, "f", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.attackDice()).isEqualTo(6);
            assertThat(att.defenses().get(0).coverTotal()).isZero(); // 2 + 2 − 5 → 0
            Position tank = position(board(". w . . ."), flame, vehicle("pz", "GER", "B1", "panzer-iv"));
            Defense d = propose(tank, "f", "pz", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0);
            assertThat(d.coverTotal()).isZero();
            assertThat(d.armor()).isEqualTo(4);
        }

        @Test
        void flamethrowerInCombinedFireAtNormalRange_keepsItsBonusesButHitsOn5And6() {
            // 002 · Flaming Death: "When participating in a combined attack against an adjacent unit, and the other
            // participating units are attacking at normal range, the flamethrower unit still receives the +2 firepower
            // bonus and -5 cover reduction, but hits on a 5 or 6."
            Unit flame = usSquad("f", "C1").withSpecialization(spec("flamethrower"), 0);
            Position p = position(board(". . . w . ."), usSquad("lead", "A1"), flame, gerSquad("g", "D1"));
            AttackBreakdown att = propose(p, "lead", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "f");
            assertThat(att.contributions().get(1).firepower()).isEqualTo(3); // (4 + 2) / 2
            assertThat(att.hitOn()).isEqualTo(5);
            assertThat(att.defenses().get(0).coverTotal()).isZero(); // woods 2 − 5 → 0
        }

        @Test
        void thickArmorTurnsOneDefenseDieIntoASix() {
            Position p = position(board(ROW), usSquad("us", "A1"), vehicle("tiger", "GER", "B1", "tiger-i"));
            AttackBreakdown att = propose(p, "us", "tiger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.defenses().get(0).thickArmor()).isTrue();
            Odds odds = Odds.of(att);
            double[] red = odds.targets().get(0).defenseSuccesses();
            assertThat(red[0]).isZero(); // six dice: at least one success is certain
            assertThat(red[6]).isCloseTo(Math.pow(1 / 3.0, 6) + 6 * Math.pow(1 / 3.0, 5) * (2 / 3.0), within(1e-12));
        }

        @Test
        void reconStealth_cannotBeAttackedAtLongRange() {
            Unit recon = gerSquad("r", "H1").withSpecialization(spec("recon"), 0);
            Position p = position(board(ROW), usSquad("us", "A1"), recon, gerSquad("g", "D1"));
            assertThatThrownBy(() -> propose(p, "us", "r", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("Recon: Stealth");
            assertThat(recon.movementPoints()).isEqualTo(5); // Stamina +1
        }

        @Test
        void smgSquad_plus2FirepowerAndMinus2RangeAgainstInfantry() {
            Unit smg = squad("smg", "GER", "A1", "ger-regular").withSpecialization(spec("smg"), 0);
            Position p = position(board(ROW), smg, usSquad("near", "C1"), usSquad("far", "E1"));
            AttackBreakdown att = propose(p, "smg", "near", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.attackDice()).isEqualTo(3); // "an SMG squad with 1 regular figure would have 3 firepower"
            assertThat(att.lead().range().effectiveRange()).isEqualTo(2);
            assertThat(propose(p, "smg", "far", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).band()).isEqualTo(RangeBand.LONG);
        }

        @Test
        void alphaStarsAddFirepower_andTwoSuccessesEarnAStarWhenAttackingAlone() {
            Unit alpha = usSquad("a", "A1").withSpecialization(spec("alpha"), 2);
            Position p = position(board(ROW), alpha, gerSquad("g", "C1"));
            AttackBreakdown att = propose(p, "a", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.attackDice()).isEqualTo(6);
            assertThat(att.notes()).anyMatch(n -> n.contains("gains a star"));
            assertThat(Odds.of(att).atLeastSuccesses(2)).isBetween(0.6, 0.7); // 1 − (2/3)^6 − 6·(1/3)(2/3)^5 ≈ 0.649
        }

        @Test
        void bravoStarsAddCover() {
            Unit bravo = gerSquad("b", "C1").withSpecialization(spec("bravo"), 3);
            Position p = position(board(ROW), usSquad("us", "A1"), bravo);
            assertThat(propose(p, "us", "b", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0).dice()).isEqualTo(3);
        }

        @Test
        void aPinnedSpecialistLosesItsAbilities() {
            Unit bravo = gerSquad("b", "C1").withSpecialization(spec("bravo"), 3).withCondition(Condition.PINNED);
            Position p = position(board(ROW), usSquad("us", "A1"), bravo);
            assertThat(propose(p, "us", "b", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).defenses().get(0).dice()).isZero();
        }

        @Test
        void expertRerollsRaiseTheChanceOfEachDie() {
            Unit expert = usSquad("x", "A1").withSpecialization(spec("expert"), 0);
            Position p = position(board(ROW), expert, gerSquad("g", "C1"));
            AttackBreakdown att = propose(p, "x", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.lead().rerolls()).isEqualTo(4);
            double perDie = 1 / 3.0 + (2 / 3.0) * (1 / 3.0); // every failure may be rolled again once
            assertThat(Odds.of(att).attackSuccesses()[4]).isCloseTo(Math.pow(perDie, 4), within(1e-12));
        }

        @Test
        void unarmedSquadsOnlyAssault() {
            Unit unarmed = usSquad("u", "A1").withSpecialization(spec("unarmed"), 0);
            Position p = position(board(ROW), unarmed, gerSquad("g", "B1"));
            assertThatThrownBy(() -> propose(p, "u", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("Unarmed");
        }
    }

    @Nested
    @DisplayName("000 · HALVING FIREPOWER and SQUAD CONDITIONS")
    class Halving {
        @Test
        void rally_aPinnedSquadWithAnOfficerFiresAtHalf_otherwisePinnedMayNotFire() {
            Unit pinned = usSquad("p", "A1").withCondition(Condition.PINNED);
            Unit officer = squad("o", "US", "A1", "us-officer");
            Position p = position(board(ROW), pinned, officer, gerSquad("g", "C1"));
            AttackBreakdown att = propose(p, "p", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.attackDice()).isEqualTo(2);
            assertThat(att.lead().halvings()).extracting(h -> h.rule()).containsExactly("000 · Rally");
            Position alone = position(board(ROW), pinned, gerSquad("g", "C1"));
            assertThatThrownBy(() -> propose(alone, "p", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("pinned");
            Position disrupted = position(board(ROW), usSquad("d", "A1").withCondition(Condition.DISRUPTED), officer, gerSquad("g", "C1"));
            assertThatThrownBy(() -> propose(disrupted, "d", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("disrupted");
        }

        @Test
        void razorWireMinefieldAndSmokeInTheFirersHexHalve_andTwoHalvingsForbidTheAttack() {
            Board b = withMarker(withMarker(board(ROW), "A1", "razor-wire"), "F1", "smoke");
            Position p = position(b, usSquad("wire", "A1"), usSquad("smoke", "F1"), gerSquad("g", "D1"));
            assertThat(propose(p, "wire", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE).attackDice()).isEqualTo(2);
            assertThatThrownBy(() -> propose(p, "wire", "g", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT))
                    .hasMessageContaining("halved twice");
            assertThatThrownBy(() -> propose(p, "wire", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE, "smoke"))
                    .hasMessageContaining("smoke would have its firepower halved twice").hasMessageContaining("HALVING FIREPOWER");
        }

        @Test
        void fireAndMovementMayNotFireAtLongRange_andHeavyWeaponsMayNotFireAndMove() {
            Position p = position(board(ROW), usSquad("us", "A1"), gerSquad("g", "G1"),
                    squad("mg", "US", "B1", "us-mg", "us-regular"));
            assertThatThrownBy(() -> propose(p, "us", "g", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT))
                    .hasMessageContaining("may not make a long-range attack");
            assertThatThrownBy(() -> propose(p, "mg", "g", AttackType.NORMAL, FireAction.FIRE_AND_MOVEMENT))
                    .hasMessageContaining("Limited Choice of Actions");
        }
    }

    @Nested
    @DisplayName("000 · Attacking with Mixed Squads and DETERMINING RANGE")
    class MixedSquads {
        @Test
        void figuresOutOfRangeDoNotContribute_andMayBeLeftOutToRaiseTheRange() {
            // MG (range 5, FP 3) and two regulars (range 4): at 5 hexes the regulars would make it long range.
            Unit mixed = squad("m", "US", "A1", "us-mg", "us-regular", "us-regular");
            Position p = position(board(ROW), mixed, gerSquad("g", "F1"));
            AttackBreakdown auto = propose(p, "m", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(auto.lead().figures()).extracting(t -> t.id()).containsExactly("us-mg");
            assertThat(auto.band()).isEqualTo(RangeBand.NORMAL);
            assertThat(auto.lead().leftOut()).hasSize(2);
            AttackBreakdown all = AttackRules.propose(p, AttackRequest.of("m", "g", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE)
                    .withFigures("m", List.of(0, 1, 2)));
            assertThat(all.attackDice()).isEqualTo(5);
            assertThat(all.band()).isEqualTo(RangeBand.LONG);
        }

        @Test
        void noLineOfSightOrOutOfRangeIsRefusedWithTheRule() {
            Position p = position(board(". . w . . . . . . . . ."), usSquad("us", "A1"), gerSquad("hidden", "D1"),
                    gerSquad("far", "L1"));
            assertThatThrownBy(() -> propose(p, "us", "hidden", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("no line of sight").hasMessageContaining("C1");
            Position open = position(board(ROW), usSquad("us", "A1"), gerSquad("far", "L1"));
            assertThatThrownBy(() -> propose(open, "us", "far", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("out of range").hasMessageContaining("DETERMINING RANGE");
        }

        @Test
        void concealedAndTransportedSquadsCannotBeTargeted() {
            Unit ht = vehicle("ht", "GER", "C1", "sdkfz-251");
            Position p = position(board(ROW), usSquad("us", "A1"), ht, gerSquad("rider", "C1").withCarriedBy("ht"),
                    gerSquad("hid", "D1").withConcealed(true));
            assertThatThrownBy(() -> propose(p, "us", "rider", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("only the vehicle can");
            assertThatThrownBy(() -> propose(p, "us", "hid", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("CONCEALED SQUADS");
        }
    }

    @Nested
    @DisplayName("000 · AREA ATTACKS and the Mortar Crew")
    class AreaAttacks {

        @Test
        void mortarSuppressiveAreaAttack_twoSquadsAndAHalfTrackInWoods() {
            // 000 · AREA ATTACKS example: a strength-4 suppressive area attack against a woods hex with two American squads
            // (one in an entrenchment) and a half-track carrying a squad. The half-track and its squad are ignored; the
            // first squad rolls 2 defense dice, the entrenched one 4. 3 hits disrupt; 1 hit pins.
            Board b = withMarker(board(". . . . . . w . ."), "G1", "entrenchment");
            Unit mortar = squad("mortar", "GER", "A1", "ger-mortar");
            Unit ht = vehicle("ht", "US", "G1", "m3a1");
            Position p = position(b, mortar, usSquad("s1", "G1"), usSquad("s2", "G1").withFortification("entrenchment"), ht,
                    usSquad("rider", "G1").withCarriedBy("ht"));
            AttackBreakdown att = propose(p, "mortar", "s1", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(att.area()).isTrue();
            assertThat(att.attackDice()).isEqualTo(4);
            assertThat(att.hitOn()).isEqualTo(5);
            assertThat(att.defenses()).extracting(d -> d.target().id()).containsExactly("s1", "s2");
            assertThat(att.defenses()).extracting(Defense::dice).containsExactly(2, 4);
            assertThat(att.notes()).anyMatch(n -> n.contains("ht is a vehicle, immune")).anyMatch(n -> n.contains("rider is inside ht"));
            assertThat(Effects.suppress(Condition.NONE, 3)).isEqualTo(Condition.DISRUPTED);
            assertThat(Effects.suppress(Condition.NONE, 3 - 2)).isEqualTo(Condition.PINNED);
        }

        @Test
        void normalAreaAttacksHitVehiclesToo_withTheMortarsNormalTable() {
            Position p = position(board(ROW), squad("mortar", "GER", "A1", "ger-mortar", "ger-mortar"),
                    vehicle("ht", "US", "E1", "m3a1"), usSquad("s", "E1"));
            AttackBreakdown att = propose(p, "mortar", "s", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(att.attackDice()).isEqualTo(4); // two mortars, normal fire 2 each
            assertThat(att.defenses()).extracting(d -> d.target().id()).containsExactlyInAnyOrder("ht", "s");
        }

        @Test
        void mortarLongRangeHitsOnlyOnSix_minimumDistance_noFireFromBuildings_noOpFire() {
            Board b = board(". . . . . . . . . . . . . . . . . . b .");
            Position p = position(b, squad("m", "GER", "A1", "ger-mortar"), usSquad("far", "K1"), usSquad("near", "B1"),
                    squad("mb", "GER", "S1", "ger-mortar"), usSquad("x", "N1"),
                    squad("mo", "GER", "C1", "ger-mortar").withActivation(Activation.OP_FIRE));
            assertThat(propose(p, "m", "far", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE).hitOn()).isEqualTo(6);
            assertThatThrownBy(() -> propose(p, "m", "near", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("Minimum Distance");
            assertThatThrownBy(() -> propose(p, "mb", "x", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("building hex or a pillbox");
            assertThatThrownBy(() -> propose(p, "mo", "far", AttackType.SUPPRESSIVE, FireAction.OP_FIRE))
                    .hasMessageContaining("No Opportunity Fire");
        }

        @Test
        void ballisticFire_aMortarUsesAFriendlyNonFatiguedUnitsLineOfSight() {
            Board b = board(". . w . . . .", ". . . . . . .");
            Unit mortar = squad("m", "GER", "A1", "ger-mortar");
            Position seen = position(b, mortar, gerSquad("spot", "F2"), usSquad("us", "E1"));
            AttackBreakdown att = propose(seen, "m", "us", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(att.lead().sight()).contains("spot").contains("Ballistic Fire");
            Position tired = position(b, mortar, gerSquad("spot", "F2").withActivation(Activation.FATIGUED), usSquad("us", "E1"));
            assertThatThrownBy(() -> propose(tired, "m", "us", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE))
                    .hasMessageContaining("no non-fatigued friendly unit");
        }

        @Test
        void noMixedFire_aSquadWithAMortarFiresEitherTheMortarOrTheRest() {
            Unit mixed = squad("mix", "GER", "A1", "ger-mortar", "ger-regular", "ger-regular");
            Position p = position(board(ROW), mixed, usSquad("us", "E1"));
            AttackBreakdown rifles = propose(p, "mix", "us", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE);
            assertThat(rifles.area()).isFalse();
            assertThat(rifles.attackDice()).isEqualTo(2);
            assertThat(rifles.lead().leftOut()).anyMatch(s -> s.contains("No Mixed Fire"));
            AttackBreakdown mortar = AttackRules.propose(p, AttackRequest.of("mix", "us", AttackType.NORMAL,
                    FireAction.CONCENTRATED_FIRE).asArea(hex("E1")));
            assertThat(mortar.area()).isTrue();
            assertThat(mortar.attackDice()).isEqualTo(2);
        }

        @Test
        void areaAttacksSpareConcealedSquads_andThreeSuccessesRemoveRazorWire() {
            Board b = withMarker(board(ROW), "F1", "razor-wire");
            Position p = position(b, squad("m", "GER", "A1", "ger-mortar", "ger-mortar"), usSquad("s", "F1"),
                    usSquad("hid", "F1").withConcealed(true));
            AttackBreakdown att = propose(p, "m", "s", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE);
            assertThat(att.defenses()).extracting(d -> d.target().id()).containsExactly("s");
            assertThat(att.notes()).anyMatch(n -> n.contains("razor wire"));
        }
    }
}
