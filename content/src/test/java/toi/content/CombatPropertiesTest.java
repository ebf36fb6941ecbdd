package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.CasualtyChooser;
import toi.engine.combat.Contribution;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.IllegalAttack;
import toi.engine.combat.Odds;
import toi.engine.combat.Resolution;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/** Invariants of attacks over random situations, and the odds checked against the dice themselves. */
class CombatPropertiesTest {

    static final String[] FIGURES = {"us-regular", "us-elite", "us-officer", "us-mg", "us-mortar"};
    static final String[] GER_FIGURES = {"ger-regular", "ger-elite", "ger-officer", "ger-mg", "ger-mortar"};
    static final String[] US_VEHICLES = {"sherman", "m10", "m3a1", "gmc-truck"};
    static final String[] GER_VEHICLES = {"tiger-i", "panzer-iv", "stug-iii", "sdkfz-251", "opel-blitz"};
    static final String[] SPECS = {null, null, "anti-tank", "flamethrower", "medic", "recon", "alpha", "bravo", "expert", "smg"};
    static final String[] MARKERS = {"smoke", "razor-wire", "minefield", "entrenchment", "pillbox", "tank-trap"};

    /** A random legal-looking position on a random 7×7 board: up to 10 units, random states, random markers. */
    static Position randomPosition(long seed) {
        Random rnd = new Random(seed);
        String[] terrain = {".", ".", ".", ".", ".", ".", "w", "r", "r", "b"};
        String[] rows = new String[7];
        for (int r = 0; r < 7; r++) {
            StringBuilder sb = new StringBuilder();
            for (int c = 0; c < 7; c++) {
                sb.append(c == 0 ? "" : " ").append(terrain[rnd.nextInt(terrain.length)]).append(rnd.nextInt(20) < 19 ? 0 : 1);
            }
            rows[r] = sb.toString();
        }
        Board b = TestBoards.board(rows);
        for (int i = 0; i < 6; i++) {
            Hex h = HexLabels.fromOffset(rnd.nextInt(7), rnd.nextInt(7));
            var m = TestBoards.CATALOGS.terrain().marker(MARKERS[rnd.nextInt(MARKERS.length)]).orElseThrow();
            if (b.markerRefusal(h, m).isEmpty()) {
                b.placeMarker(h, m);
            }
        }
        List<Unit> units = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            boolean us = i % 2 == 0;
            Hex h = HexLabels.fromOffset(us ? rnd.nextInt(3) : 4 + rnd.nextInt(3), rnd.nextInt(7));
            Unit u;
            if (rnd.nextInt(4) == 0) {
                String[] vs = us ? US_VEHICLES : GER_VEHICLES;
                u = Unit.vehicle("u" + i, us ? "US" : "GER", h, TestBoards.type(vs[rnd.nextInt(vs.length)]))
                        .withDamage(Damage.values()[rnd.nextInt(4)]);
                if (b.terrain(h).impassableTo(u.movementClass())) {
                    continue;
                }
            } else {
                List<String> figs = new ArrayList<>();
                int slots = 0;
                while (slots < 4) {
                    String f = (us ? FIGURES : GER_FIGURES)[rnd.nextInt(5)];
                    int s = f.endsWith("mg") || f.endsWith("mortar") ? 2 : 1;
                    if (slots + s > 4 || rnd.nextInt(6) == 0) {
                        break;
                    }
                    figs.add(f);
                    slots += s;
                }
                if (figs.isEmpty()) {
                    figs.add(us ? "us-regular" : "ger-regular");
                }
                u = TestBoards.squad("u" + i, us ? "US" : "GER", HexLabels.label(h), figs.toArray(new String[0]))
                        .withCondition(Condition.values()[rnd.nextInt(10) < 9 ? 0 : 1 + rnd.nextInt(2)]);
                String spec = SPECS[rnd.nextInt(SPECS.length)];
                if (spec != null && !u.hasTrait("heavy-infantry-weapon")) {
                    var s = TestBoards.spec(spec);
                    u = u.withSpecialization(s, s.params().containsKey("maxStars") ? 1 + rnd.nextInt(3) : 0);
                }
            }
            u = u.withActivation(rnd.nextInt(5) == 0 ? Activation.OP_FIRE : Activation.FRESH);
            if (u.condition() != Condition.NONE) {
                u = u.withActivation(Activation.FRESH);
            }
            units.add(u);
        }
        Position p = new Position(b, units);
        return p.validate().isEmpty() ? p : new Position(b, units.subList(0, 2));
    }

    static AttackBreakdown tryAttack(Position p, Random rnd) {
        List<Unit> us = p.units().stream().filter(u -> u.nation().equals("US")).toList();
        List<Unit> ger = p.units().stream().filter(u -> u.nation().equals("GER")).toList();
        if (us.isEmpty() || ger.isEmpty()) {
            return null;
        }
        Unit lead = us.get(rnd.nextInt(us.size()));
        Unit target = ger.get(rnd.nextInt(ger.size()));
        // an action that fits the leading unit's state, supporters in the matching state, a type that fits the target
        FireAction action = lead.activation() == Activation.OP_FIRE ? FireAction.OP_FIRE
                : rnd.nextInt(5) == 0 ? FireAction.FIRE_AND_MOVEMENT : FireAction.CONCENTRATED_FIRE;
        List<String> support = new ArrayList<>();
        for (Unit u : us) {
            boolean ready = u.activation() == (action == FireAction.OP_FIRE ? Activation.OP_FIRE : Activation.FRESH);
            if (u != lead && ready && action != FireAction.FIRE_AND_MOVEMENT && rnd.nextInt(3) == 0) {
                support.add(u.id());
            }
        }
        AttackType type = target.isVehicle() || rnd.nextBoolean() ? AttackType.NORMAL : AttackType.SUPPRESSIVE;
        try {
            return AttackRules.propose(p, AttackRequest.of(lead.id(), target.id(), type, action, support.toArray(new String[0])));
        } catch (IllegalAttack refused) {
            assertThat(refused.getMessage()).isNotBlank();
            return null;
        }
    }

    @Property(tries = 300)
    void attackStrengthIsNeverNegative_halvingIsAppliedAtMostOnce_andOddsSumToOne(@ForAll long seed) {
        Position p = randomPosition(seed);
        Random rnd = new Random(seed);
        for (int i = 0; i < 15; i++) {
            AttackBreakdown b = tryAttack(p, rnd);
            if (b == null) {
                continue;
            }
            assertThat(b.attackDice()).isNotNegative();
            for (Contribution c : b.contributions()) {
                assertThat(c.firepower()).isNotNegative();
                assertThat(c.halvings()).hasSizeLessThanOrEqualTo(1);
                int total = c.baseFirepower() + c.additions().stream().mapToInt(m -> m.amount()).sum();
                assertThat(c.firepower()).isEqualTo(c.halvings().isEmpty() ? Math.max(0, total) : (Math.max(0, total) + 1) / 2);
            }
            b.defenses().forEach(d -> assertThat(d.dice()).isNotNegative());
            Odds odds = Odds.of(b);
            assertThat(sum(odds.attackSuccesses())).isCloseTo(1, within(1e-9));
            odds.targets().forEach(t -> {
                assertThat(sum(t.hits())).isCloseTo(1, within(1e-9));
                assertThat(t.outcomes().values().stream().mapToDouble(Double::doubleValue).sum()).isCloseTo(1, within(1e-9));
            });
        }
    }

    @Property(tries = 100)
    void refusedAttacksChangeNothing_andResolutionNeverTouchesTheOriginalPosition(@ForAll long seed) {
        Position p = randomPosition(seed);
        List<Unit> before = p.units();
        Random rnd = new Random(seed);
        for (int i = 0; i < 10; i++) {
            AttackBreakdown b = tryAttack(p, rnd);
            if (b != null) {
                Resolution.resolve(p, b, new Dice(seed + i), CasualtyChooser.weakestFirst());
            }
        }
        assertThat(p.units()).isEqualTo(before);
    }

    @Test
    void theRandomSituationsProduceBothLegalAndRefusedAttacks() {
        int legal = 0;
        int tried = 0;
        for (long seed = 0; seed < 200; seed++) {
            Position p = randomPosition(seed);
            Random rnd = new Random(seed);
            for (int i = 0; i < 15; i++) {
                tried++;
                legal += tryAttack(p, rnd) == null ? 0 : 1;
            }
        }
        assertThat(legal).as("legal attacks out of " + tried).isGreaterThan(tried / 8).isLessThan(tried);
    }

    static double sum(double[] a) {
        double s = 0;
        for (double v : a) {
            s += v;
        }
        return s;
    }

    /** The exact odds agree with 100,000 seeded resolutions by the same code, within 5 standard errors. */
    @Test
    void oddsMatchOneHundredThousandSeededResolutions() {
        Board b = TestBoards.board(". . . w . .", ". . . . . .");
        Unit expert = TestBoards.usSquad("x", "A1").withSpecialization(TestBoards.spec("expert"), 0);
        Position p = TestBoards.position(b, expert, TestBoards.usSquad("s", "B1"),
                TestBoards.vehicle("tiger", "GER", "D1", "tiger-i"), TestBoards.gerSquad("g", "D1"));
        List<AttackBreakdown> attacks = List.of(
                AttackRules.propose(p, AttackRequest.of("x", "g", AttackType.SUPPRESSIVE, FireAction.CONCENTRATED_FIRE, "s")),
                AttackRules.propose(p, AttackRequest.of("s", "tiger", AttackType.NORMAL, FireAction.CONCENTRATED_FIRE)));
        int n = 100_000;
        for (AttackBreakdown attack : attacks) {
            double[] exact = Odds.of(attack).targets().get(0).hits();
            int[] counts = new int[exact.length];
            Dice dice = new Dice(20261121L);
            for (int i = 0; i < n; i++) {
                counts[Resolution.resolve(p, attack, dice, CasualtyChooser.weakestFirst()).targets().get(0).hits()]++;
            }
            for (int h = 0; h < exact.length; h++) {
                double observed = counts[h] / (double) n;
                double se = Math.sqrt(Math.max(exact[h] * (1 - exact[h]), 1e-12) / n);
                assertThat(observed).as("P(%d hits)", h).isCloseTo(exact[h], within(5 * se + 1e-4));
            }
        }
    }

    @Test
    void assaultOddsMatchOneHundredThousandSeededAssaults() {
        Board b = TestBoards.board(". . .", ". r .", ". . .");
        Position p = TestBoards.position(b, TestBoards.usSquad("us", "A2"), TestBoards.usSquad("sup", "B1"),
                TestBoards.gerSquad("g", "B2").withCondition(Condition.PINNED));
        AssaultBreakdown a = AssaultRules.propose(p, new AssaultRequest("us", List.of("sup"), TestBoards.hex("B2")));
        AssaultOdds exact = AssaultOdds.of(a);
        int n = 100_000;
        int successes = 0;
        Dice dice = new Dice(7);
        for (int i = 0; i < n; i++) {
            successes += AssaultResolution.resolve(p, a, dice, AssaultChoices.defaults()).succeeded() ? 1 : 0;
        }
        double se = Math.sqrt(exact.success() * (1 - exact.success()) / n);
        assertThat(successes / (double) n).isCloseTo(exact.success(), within(5 * se));
    }

    @Test
    void sameSeedSameDice_copiesRollTheSame() {
        Dice a = new Dice(42);
        Dice b = new Dice(42);
        for (int i = 0; i < 1000; i++) {
            int v = a.roll();
            assertThat(v).isBetween(1, 6).isEqualTo(b.roll());
        }
        Dice c = a.copy();
        assertThat(c.roll()).isEqualTo(a.roll());
    }
}
