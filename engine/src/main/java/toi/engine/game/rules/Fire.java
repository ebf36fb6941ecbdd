package toi.engine.game.rules;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Activity;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingHits;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Contribution;
import toi.engine.combat.FireAction;
import toi.engine.combat.Defenses;
import toi.engine.combat.Resolution;
import toi.engine.units.Activation;
import toi.engine.units.Unit;

/** Attacks in play: rolling, casualty choices, and what op fire does to the moving unit. */
public final class Fire {
    private Fire() {
    }

    public static void fireAndMovementAttack(GameState s, Choice.Fire f, List<Event> ev) {
        Activity a = s.activity();
        if (a.kind() != ActionKind.FIRE_AND_MOVEMENT) {
            throw new IllegalChoice("only a unit taking a Fire and Movement action attacks while moving");
        }
        if (a.attacked()) {
            throw new IllegalChoice(a.unitId() + " has already attacked this activation");
        }
        String full = Movement.fullHexRefusal(s, s.position()); // attacking after moving ends the movement here
        if (full != null) {
            throw new IllegalChoice(full);
        }
        AttackBreakdown b = AttackRules.propose(s.position(), f.attack().request(s.position(), a.unitId(), FireAction.FIRE_AND_MOVEMENT));
        ev.add(declared(b, "fire-and-movement"));
        // 000 · Fire and Movement: "move then attack or b) attack and then move … a unit cannot move, attack, and then move
        // again": an attack after moving ends the movement; an attack before it leaves every movement point to spend
        s.update(Frame.MOVE, a.moved() ? a.withAttacked().withMovementOver() : a.withAttacked());
        rollAndApply(s, b, PendingHits.Cause.FIRE_AND_MOVEMENT, ev);
    }

    public static void opFire(GameState s, Choice.OpFire o, List<Event> ev) {
        Activity a = s.activity();
        if (!o.attack().targetId().equals(a.unitId())) {
            throw new IllegalChoice("op fire may only attack the active unit that has just moved, " + a.unitId() + " (000 · OPPORTUNITY FIRE)");
        }
        List<String> firers = new ArrayList<>(o.attack().supporters());
        firers.add(0, o.leadId());
        for (String id : firers) {
            if (a.opFiredBy().contains(id)) {
                throw new IllegalChoice(id + " has already fired on " + a.unitId() + " during this activation: one op fire attack per"
                        + " enemy unit's activation (000 · OPPORTUNITY FIRE)");
            }
        }
        AttackBreakdown b = AttackRules.propose(s.position(), o.attack().request(s.position(), o.leadId(), FireAction.OP_FIRE));
        TeamSupport.payForTeamSupport(s, b, ev);
        ev.add(declared(b, "op-fire"));
        s.update(Frame.MOVE, a.firedOnBy(firers)); // the window stays open under the hits: it closes once they are taken
        rollAndApply(s, b, PendingHits.Cause.OP_FIRE, ev);
    }

    /** 002 · MACHINE GUN CREW · the places of a squad's machine gun crews among its figures (none for other units). */
    public static List<Integer> machineGunCrews(Unit u) {
        List<Integer> crews = new ArrayList<>(1);
        for (int i = 0; u.isSquad() && i < u.figures().size(); i++) {
            if (u.figures().get(i).hasAbility(RAPID_OP_FIRE)) {
                crews.add(i);
            }
        }
        return crews;
    }

    /** The ability of the figures whose firing alone keeps a squad in Op Fire mode (000 · Rapid Op Fire; abilities.json). */
    private static final String RAPID_OP_FIRE = "rapid-op-fire";

    /** The event declaring an attack: its firers (lead first), target, action, type and dice. */
    public static Event.AttackDeclared declared(AttackBreakdown b, String action) {
        return new Event.AttackDeclared(b.contributions().stream().map(c -> c.unit().id()).toList(),
                b.area() ? null : b.request().targetUnitId(), b.targetHex(), action, b.type() == AttackType.SUPPRESSIVE, b.attackDice());
    }

    public static void rollAndApply(GameState s, AttackBreakdown b, PendingHits.Cause then, List<Event> ev) {
        MunitionTokens.flip(s, b, ev); // 002 · MUNITIONS SPECIALIZATION TOKENS: the attack flips the firers' tokens
        Resolution.Rolled rolled = Resolution.roll(b, s.dice);
        Concealment.revealFirers(s, b.contributions().stream().map(c -> c.unit().id()).toList(),
                java.util.Arrays.stream(rolled.hits()).sum(), ev);
        NightRules.seenFiring(s, b.contributions().stream().map(c -> c.unit().id()).toList(), ev); // 003 · NIGHT RULES
        ev.add(new Event.DiceRolled("attack", rolled.rolls(), "000 · RESOLVING AN ATTACK"));
        // 000 · RESOLVING AN ATTACK: the dice's result is told as they are rolled, before any casualty is chosen, so the
        // log shows a casualty after the dice that caused it (issue 29); concludeHits does not tell it again
        ev.add(new Event.AttackRolled(rolled.successes(), b.attackDice(), b.hitOn()));
        for (int i = 0; i < b.defenses().size(); i++) {
            var d = b.defenses().get(i);
            ev.add(new Event.HitsScored(d.target().id(), rolled.defenseSuccesses()[i], d.dice(), rolled.hits()[i],
                    toi.engine.combat.Effects.describe(d.target(), b.type(), rolled.hits()[i], d.holdsFirm())));
        }
        List<Unit> targets = new ArrayList<>();
        b.defenses().forEach(d -> targets.add(d.target()));
        s.open(Frame.HITS, new PendingHits(then, b, rolled, b.type(), targets, rolled.hits(), List.of()));
        processPendingHits(s, ev);
    }

    /**
     * Apply hits target by target; stop to ask the owner whenever a squad must choose casualties. When every target's
     * hits are applied the HITS frame stays open, complete, for the driver to conclude ({@link #concludeHits}) and hand
     * back to the frame below it.
     */
    static void processPendingHits(GameState s, List<Event> ev) {
        PendingHits ph = s.hits();
        while (!ph.complete()) {
            Unit t = ph.next();
            int hits = ph.nextHits();
            if (ph.type() == AttackType.NORMAL && t.isSquad() && hits > 0 && hits < t.figures().size()) {
                s.update(Frame.HITS, ph);
                return; // the owner chooses the casualties
            }
            ph = ph.plus(Resolution.apply(t, ph.type(), hits, (squad, n) -> {
                throw new IllegalStateException("no choice needed");
            }, Defenses.holdsFirm(s.operationsInPlay(), t, ph.type()))); // 003 · PILLBOXES AND BUNKERS
        }
        s.update(Frame.HITS, ph);
    }

    public static void casualties(GameState s, Choice.Casualties c, List<Event> ev) {
        PendingHits ph = s.hits();
        Unit t = ph.next();
        if (!t.id().equals(c.unitId())) {
            throw new IllegalChoice("casualties are due from " + t.id() + ", not " + c.unitId());
        }
        Unit after = Resolution.apply(t, ph.type(), ph.nextHits(), (squad, n) -> c.figures());
        ev.add(new Event.FiguresLost(t.id(), c.figures().size(), "000 · Normal Attacks Against Squads"));
        s.update(Frame.HITS, ph.plus(after));
        processPendingHits(s, ev);
    }

    /** The attack's hits are all applied: the HITS frame closes and its results (losses, conditions, damage) stand. */
    public static PendingHits concludeHits(GameState s, List<Event> ev) {
        PendingHits ph = s.hits();
        s.close(Frame.HITS);
        if (ph.breakdown() != null) {
            AttackResult r = Resolution.conclude(s.position(), ph.breakdown(), ph.rolled(), ph.after());
            r.events().stream().filter(e -> !(e instanceof Event.AttackRolled || e instanceof Event.HitsScored)).forEach(ev::add); // told at the roll
            s.replaceUnits(r.after());
        } else {
            for (int i = 0; i < ph.targets().size(); i++) {
                Unit before = ph.targets().get(i);
                Unit after = ph.after().get(i);
                if (after == null) {
                    s.units.remove(before.id());
                    s.units.values().removeIf(u -> before.id().equals(u.carriedBy()));
                    ev.add(new Event.UnitDestroyed(before.id(), null, null));
                } else {
                    s.units.put(before.id(), after);
                }
            }
        }
        return ph;
    }

    /**
     * 000 · Rapid Op Fire: a squad whose machine gun crews alone took part stays in Op Fire mode;
     * everyone else who fired is fatigued.
     */
    public static void fatigueFirers(GameState s, AttackBreakdown b, boolean opFire) {
        for (Contribution c : b.contributions()) {
            Unit u = s.units.get(c.unit().id());
            if (u == null) {
                continue;
            }
            boolean rapid = opFire && c.figures().stream().allMatch(t -> t.hasAbility(RAPID_OP_FIRE));
            if (!rapid) {
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
            }
        }
    }
}
