package toi.engine.combat;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import toi.engine.map.Board;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * 000 · RESOLVING AN ATTACK steps 4–6: roll the dice of a worked-out attack and apply the hits.
 * Every die rolled is reported; the position given is not changed — the result carries the new one.
 */
public final class Resolution {

    private Resolution() {
    }

    /**
     * @param b       the attack, as {@link AttackRules#propose} worked it out
     * @param dice    the game's dice (advanced by the rolls)
     * @param chooser the owner's choice of casualties
     */
    public static AttackResult resolve(Position position, AttackBreakdown b, Dice dice, CasualtyChooser chooser) {
        Rolled rolled = roll(b, dice);
        List<Unit> after = new ArrayList<>();
        for (int i = 0; i < b.defenses().size(); i++) {
            Defense d = b.defenses().get(i);
            after.add(apply(d.target(), b.type(), rolled.hits()[i], chooser, d.holdsFirm()));
        }
        return conclude(position, b, rolled, after);
    }

    /** The dice of an attack, rolled but not yet applied (the game asks for casualties in between). */
    public record Rolled(List<DieRoll> rolls, int successes, int[] defenseSuccesses, int[] hits) {
    }

    /** 000 · RESOLVING AN ATTACK steps 4–5: roll every contribution's black dice and each target's red dice. */
    public static Rolled roll(AttackBreakdown b, Dice dice) {
        List<DieRoll> rolls = new ArrayList<>();
        int successes = 0;
        for (Contribution c : b.contributions()) {
            successes += rollAttack(c, b.hitOn(), dice, rolls);
        }
        int n = b.defenses().size();
        int[] red = new int[n];
        int[] hits = new int[n];
        for (int i = 0; i < n; i++) {
            red[i] = rollDefense(b.defenses().get(i), dice, rolls);
            hits[i] = Math.max(0, successes - red[i]);
        }
        return new Rolled(List.copyOf(rolls), successes, red, hits);
    }

    /**
     * Step 6 and after: given each target's state after its hits (null = destroyed or routed), apply
     * experience (Alpha, Bravo), razor wire removal, and squads lost with their transport; build the
     * new position and the event log.
     */
    public static AttackResult conclude(Position position, AttackBreakdown b, Rolled rolled, List<Unit> targetsAfter) {
        int successes = rolled.successes();
        List<Event> events = new ArrayList<>();
        events.add(new Event.AttackRolled(successes, b.attackDice(), b.hitOn()));
        Map<String, Unit> changed = new HashMap<>();
        List<String> destroyed = new ArrayList<>();
        List<AttackResult.TargetResult> results = new ArrayList<>();
        for (int i = 0; i < b.defenses().size(); i++) {
            Defense d = b.defenses().get(i);
            int red = rolled.defenseSuccesses()[i];
            int hits = rolled.hits()[i];
            Unit target = d.target();
            String effect = Effects.describe(target, b.type(), hits, d.holdsFirm());
            Unit after = targetsAfter.get(i);
            if (after == null) {
                destroyed.add(target.id());
            } else if (after != target) {
                changed.put(target.id(), after);
            }
            // Experience is earned whatever the squad's condition (docs/rulings.md R-CMB-12).
            if (after != null && after.hasSpecialization("bravo") && successes >= after.specialization().param("upgradeAtSuccesses")
                    && after.stars() < after.specialization().param("maxStars")) {
                after = after.withSpecialization(after.specialization(), after.stars() + 1); // 002 · Bravo Unit
                changed.put(target.id(), after);
                events.add(new Event.StarGained(target.id(), "002 · Bravo Unit: Determination"));
            }
            events.add(new Event.HitsScored(target.id(), red, d.dice(), hits, effect));
            results.add(new AttackResult.TargetResult(target, red, hits, effect, after));
            if (after == null) {
                events.add(new Event.UnitDestroyed(target.id(), null, "000 · RESOLVING AN ATTACK"));
            } else {
                if (after.condition() != target.condition()) {
                    events.add(new Event.ConditionChanged(target.id(), after.condition(), "000 · SQUAD CONDITIONS"));
                }
                if (after.damage() != target.damage()) {
                    events.add(new Event.DamageChanged(target.id(), after.damage(), "000 · VEHICLE DAMAGE"));
                }
            }
        }
        Unit lead = b.lead().unit();
        if (b.contributions().size() == 1 && lead.hasSpecialization("alpha") && b.action() != FireAction.OP_FIRE
                && successes >= lead.specialization().param("upgradeAtSuccesses")
                && lead.stars() < lead.specialization().param("maxStars")) {
            changed.put(lead.id(), lead.withSpecialization(lead.specialization(), lead.stars() + 1)); // 002 · Alpha Unit
            events.add(new Event.StarGained(lead.id(), "002 · Alpha Unit: Experience"));
        }
        Board board = position.board();
        if (b.area() && !b.request().smoke() && successes >= 3 && board.hasMarker(b.targetHex(), "razor-wire")) {
            board = board.copy();
            board.removeMarker(b.targetHex(), "razor-wire");
            events.add(new Event.MarkerRemoved(b.targetHex(), "razor wire", null, "000 · Removing Razor Wire"));
        }
        List<Unit> units = new ArrayList<>();
        for (Unit u : position.units()) {
            boolean gone = destroyed.contains(u.id()) || (u.carriedBy() != null && destroyed.contains(u.carriedBy()));
            if (gone && !destroyed.contains(u.id())) {
                events.add(new Event.UnitDestroyed(u.id(), "destroyed with the vehicle carrying it", "000 · Transporting Squads in Vehicles"));
            }
            if (!gone) {
                units.add(changed.getOrDefault(u.id(), u));
            }
        }
        Position after = Position.ofDistinct(position.name(), board, units, position.divisionsMatter(), position.operations());
        return new AttackResult(b, rolled.rolls(), successes, List.copyOf(results), after, List.copyOf(events));
    }

    /** One contribution's dice; an Expert squad rolls its own and rerolls failures (002 · Expert: Adaptability). */
    private static int rollAttack(Contribution c, int hitOn, Dice dice, List<DieRoll> rolls) {
        int successes = 0;
        int failures = 0;
        for (int i = 0; i < c.firepower(); i++) {
            int v = dice.roll();
            boolean hit = v >= hitOn;
            rolls.add(new DieRoll(DieRoll.Color.BLACK, v, hit, "attack: " + c.unit().id()));
            successes += hit ? 1 : 0;
            failures += hit ? 0 : 1;
        }
        for (int i = 0; i < Math.min(failures, c.rerolls()); i++) {
            int v = dice.roll();
            boolean hit = v >= hitOn;
            rolls.add(new DieRoll(DieRoll.Color.BLACK, v, hit, "reroll: " + c.unit().id() + " (002 · Expert)"));
            successes += hit ? 1 : 0;
        }
        return successes;
    }

    private static int rollDefense(Defense d, Dice dice, List<DieRoll> rolls) {
        int successes = 0;
        boolean turned = false;
        for (int i = 0; i < d.dice(); i++) {
            int v = dice.roll();
            boolean hit = v >= 5; // red dice always score on 5 and 6
            if (!hit && d.thickArmor() && !turned) {
                turned = true; // 000 · Thick Armor: the owner turns one defense die into a 6
                rolls.add(new DieRoll(DieRoll.Color.RED, v, false, "defense: " + d.target().id()));
                v = 6;
                hit = true;
                rolls.add(new DieRoll(DieRoll.Color.RED, v, true, "Thick Armor: " + d.target().id() + " turns a die to 6"));
            } else {
                rolls.add(new DieRoll(DieRoll.Color.RED, v, hit, "defense: " + d.target().id()));
            }
            successes += hit ? 1 : 0;
        }
        return successes;
    }

    /** The unit after the hits, or null when it is destroyed or routed (000 · RESOLVING AN ATTACK step 6). */
    public static Unit apply(Unit target, AttackType type, int hits, CasualtyChooser chooser) {
        return apply(target, type, hits, chooser, false);
    }

    /** @param holdsFirm suppressive hits only pin the squad (003 · Pillboxes and Bunkers, {@link Defenses#holdsFirm}) */
    public static Unit apply(Unit target, AttackType type, int hits, CasualtyChooser chooser, boolean holdsFirm) {
        if (hits <= 0) {
            return target;
        }
        if (target.isVehicle() && type != AttackType.SUPPRESSIVE) { // suppressive hits on a vehicle: 003 · INHERENT CREWS only
            Damage d = Effects.damage(target, hits);
            return d == null ? null : target.withDamage(d);
        }
        if (type == AttackType.SUPPRESSIVE) {
            Condition c = Effects.suppress(target.condition(), hits, holdsFirm);
            return c == null ? null : target.withCondition(c);
        }
        int figures = target.figures().size();
        if (hits >= figures) {
            return null;
        }
        List<Integer> lost = CasualtyChooser.validate(target, hits, chooser.choose(target, hits));
        List<UnitType> left = new ArrayList<>();
        for (int i = 0; i < figures; i++) {
            if (!lost.contains(i)) {
                left.add(target.figures().get(i));
            }
        }
        return target.withFigures(left);
    }
}
