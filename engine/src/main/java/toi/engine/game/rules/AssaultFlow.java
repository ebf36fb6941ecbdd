package toi.engine.game.rules;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingAssault;

import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.Dice;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * An assault in play. {@link AssaultResolution} runs the eleven steps and asks its questions in
 * order; here each question becomes a pending decision: the resolution is run from the dice saved
 * when the assault was declared and the units as they stood then, with the answers given so far, and stops at the first
 * question not yet answered (the choices answer null and note the question; no exception steers the flow). 000 · ASSAULT
 * ATTACKS: the dice and the outcome are reported as they are rolled, and the units show the result as far as it is
 * answered, before the casualties, retreat and advance are asked (docs/rulings.md R-ASL-6).
 */
public final class AssaultFlow {
    private AssaultFlow() {
    }

    /** The question the resolution stopped at: which answer it needs, and the decision that asks for it. */
    record Question(PendingAssault.Field field, Decision decision) {
    }

    /** The choices of one run of the resolution: the answers given so far, and the first question still open. */
    private static final class Asking {
        Question open;
    }

    static void start(GameState s, PendingAssault pa, List<Event> ev) {
        s.open(Frame.ASSAULT, pa);
        advance(s, ev);
    }

    /** The decision the assault waits for. */
    public static Decision question(GameState s) {
        return ask(s).decision;
    }

    private static Question ask(GameState s) {
        Asking asking = new Asking();
        AssaultResolution.resolve(before(s), s.assault().breakdown(), s.assault().diceAtStart().copy(),
                choices(s, s.assault(), asking));
        if (asking.open == null) {
            throw new IllegalStateException("the assault needs no answer");
        }
        return asking.open;
    }

    public static void answer(GameState s, Choice c, List<Event> ev) {
        Question asked = ask(s);
        Decision q = asked.decision;
        boolean fits = switch (q.kind()) {
            case ASSAULT_CASUALTIES -> c instanceof Choice.AssaultLosses;
            case RETREAT -> c instanceof Choice.RetreatTo;
            case ADVANCE -> c instanceof Choice.AdvanceWith;
            default -> false;
        };
        if (!fits) {
            throw new IllegalChoice("the game is waiting for " + q.nation() + ": " + q.prompt() + "; '" + c.text() + "' does not answer it");
        }
        s.update(Frame.ASSAULT, s.assault().with(c, asked.field));
        advance(s, ev);
    }

    /** The position the assault was declared in: the board as it is, the units as they stood. */
    private static toi.engine.units.Position before(GameState s) {
        return s.position().withUnits(s.assault().before());
    }

    private static void advance(GameState s, List<Event> ev) {
        Dice dice = s.assault().diceAtStart().copy();
        PendingAssault pa = s.assault();
        AssaultResolution.Result r = AssaultResolution.resolve(before(s), pa.breakdown(), dice, choices(s, pa, new Asking()));
        if (pa.told() < 0) { // steps 4–5: the dice, as they are rolled
            ev.add(new Event.DiceRolled("assault", r.rolls(), "000 · ASSAULT ATTACKS"));
        }
        ev.addAll(r.events().subList(Math.max(0, pa.told()), r.events().size()));
        s.replaceUnits(r.after());
        if (r.waiting()) {
            s.update(Frame.ASSAULT, pa.told(r.events().size()));
            return; // a player must answer first; the units show the result so far
        }
        // 003 · NIGHT RULES: both sides of an assault fire (R-OPT-16)
        List<String> fired = new java.util.ArrayList<>();
        s.assault().breakdown().attackers().forEach(a -> fired.add(a.unit().id()));
        s.assault().breakdown().defenders().forEach(d -> fired.add(d.unit().id()));
        NightRules.seenFiring(s, fired, ev);
        s.dice = dice;
        s.close(Frame.ASSAULT);
        takenOff(s, pa.before(), r.events(), ev);
        Unit active = s.units.get(s.activity().unitId());
        if (active != null && active.hex().equals(s.activity().here())) {
            // it did not advance: its movement ends where it assaulted from (000 · STACKING LIMITS)
            Movement.returnFromFullHex(s, active, s.activity(), ev);
        }
        s.endAction();
    }

    /**
     * The units the assault took off, over all the choices that answered it, leave their wrecks (003 · WRECKED VEHICLES)
     * and empty bases (002 · Scavenge) once, at its end, as the driver does for a single choice: those rules read the
     * whole resolution's events ({@code told}), some of them reported by earlier choices.
     */
    private static void takenOff(GameState s, List<Unit> before, List<Event> told, List<Event> ev) {
        s.units.drainRemoved(); // the notes of the steps shown so far: the assault's losses are counted here, once
        List<Unit> removed = new ArrayList<>();
        for (Unit u : before) {
            if (!s.units.containsKey(u.id())) {
                removed.add(u);
            }
        }
        List<Event> all = new ArrayList<>(told);
        WreckedVehicles.afterChoice(s, removed, all);
        Scavenge.afterChoice(s, removed, all);
        ev.addAll(all.subList(told.size(), all.size()));
    }

    /** Answers from the pending assault; a missing answer stops the resolution with a {@link Question}. */
    private static AssaultChoices choices(GameState s, PendingAssault pa, Asking asking) {
        String attacker = pa.breakdown().attackers().get(0).unit().nation();
        String defender = s.opponent(attacker);
        return new AssaultChoices() {
            @Override
            public List<Loss> attackerLosses(List<Unit> attackers, int count) {
                if (count == 0) {
                    return List.of();
                }
                if (pa.attackerLosses() == null) {
                    List<Choice> options = lossOptions(attackers, count, true);
                    if (options.size() == 1) {
                        return ((Choice.AssaultLosses) options.get(0)).losses(); // nothing to choose
                    }
                    asking.open = new Question(PendingAssault.Field.ATTACKER_LOSSES, new Decision(attacker, Decision.Kind.ASSAULT_CASUALTIES,
                            "the assaulting side takes " + count + " casualt" + (count == 1 ? "y" : "ies")
                                    + ", the active squad first (000 · ASSAULT ATTACKS step 6)", options));
                    return null;
                }
                return pa.attackerLosses();
            }

            @Override
            public List<Loss> defenderLosses(List<Unit> defenders, int count) {
                if (count == 0) {
                    return List.of();
                }
                if (pa.defenderLosses() == null) {
                    List<Choice> options = lossOptions(defenders, count, false);
                    if (options.size() == 1) {
                        return ((Choice.AssaultLosses) options.get(0)).losses(); // nothing to choose
                    }
                    asking.open = new Question(PendingAssault.Field.DEFENDER_LOSSES, new Decision(defender, Decision.Kind.ASSAULT_CASUALTIES,
                            "the defenders take " + count + " casualt" + (count == 1 ? "y" : "ies") + " (000 · ASSAULT ATTACKS step 7)",
                            options));
                    return null;
                }
                return pa.defenderLosses();
            }

            @Override
            public Hex retreat(List<Hex> legal) {
                if (pa.retreat() == null) {
                    List<Choice> options = new ArrayList<>();
                    legal.forEach(h -> options.add(new Choice.RetreatTo(h)));
                    asking.open = new Question(PendingAssault.Field.RETREAT, new Decision(defender, Decision.Kind.RETREAT,
                            "the assault succeeded: choose the hex all surviving defenders retreat to (000 · ASSAULT ATTACKS step 9)", options));
                    return null;
                }
                return pa.retreat();
            }

            @Override
            public List<String> advance(List<Unit> eligible) {
                return advance(eligible, AssaultChoices.AdvanceRoom.BASIC);
            }

            @Override
            public List<String> advance(List<Unit> eligible, AssaultChoices.AdvanceRoom room) {
                if (eligible.isEmpty()) {
                    return List.of();
                }
                if (pa.advance() == null) {
                    List<Choice> options = new ArrayList<>();
                    subsets(eligible, 0, new ArrayList<>(), room, options);
                    asking.open = new Question(PendingAssault.Field.ADVANCE, new Decision(attacker, Decision.Kind.ADVANCE,
                            "advance into the vacated hex? (000 · ASSAULT ATTACKS step 10)", options));
                    return null;
                }
                return pa.advance();
            }
        };
    }

    /** Every set of eligible units that fits in the vacated hex (003 · WRECKED VEHICLES: its wrecks count against stacking). */
    private static void subsets(List<Unit> units, int from, List<Unit> chosen, AssaultChoices.AdvanceRoom room, List<Choice> out) {
        if (from == units.size()) {
            if (chosen.size() <= 3 && room.fits(chosen)) {
                out.add(new Choice.AdvanceWith(chosen.stream().map(Unit::id).toList()));
            }
            return;
        }
        subsets(units, from + 1, chosen, room, out);
        chosen.add(units.get(from));
        subsets(units, from + 1, chosen, room, out);
        chosen.remove(chosen.size() - 1);
    }

    /** Every legal way to take {@code count} losses: figures of squads, hits on light vehicles (up to what destroys them). */
    static List<Choice> lossOptions(List<Unit> side, int count, boolean activeFirst) {
        List<Choice> out = new ArrayList<>();
        if (activeFirst) {
            Unit active = side.get(0);
            int fromActive = Math.min(count, active.figures().size());
            List<List<AssaultChoices.Loss>> first = new ArrayList<>();
            pick(List.of(active), 0, fromActive, new ArrayList<>(), first);
            List<List<AssaultChoices.Loss>> rest = new ArrayList<>();
            pick(side.subList(1, side.size()), 0, count - fromActive, new ArrayList<>(), rest);
            for (List<AssaultChoices.Loss> a : first) {
                for (List<AssaultChoices.Loss> b : rest) {
                    List<AssaultChoices.Loss> all = new ArrayList<>(a);
                    all.addAll(b);
                    out.add(new Choice.AssaultLosses(all));
                }
            }
            return out;
        }
        List<List<AssaultChoices.Loss>> all = new ArrayList<>();
        pick(side, 0, count, new ArrayList<>(), all);
        all.forEach(l -> out.add(new Choice.AssaultLosses(l)));
        return out;
    }

    private static void pick(List<Unit> units, int index, int left, List<AssaultChoices.Loss> chosen, List<List<AssaultChoices.Loss>> out) {
        if (left == 0) {
            out.add(List.copyOf(chosen));
            return;
        }
        if (index >= units.size() || out.size() > 2000) {
            return;
        }
        Unit u = units.get(index);
        int cap = u.isVehicle() ? AssaultResolution.hitsToDestroy(u) : u.figures().size();
        for (int k = Math.min(cap, left); k >= 0; k--) {
            if (u.isVehicle()) {
                List<AssaultChoices.Loss> next = new ArrayList<>(chosen);
                for (int i = 0; i < k; i++) {
                    next.add(new AssaultChoices.Loss(u.id(), -1));
                }
                pick(units, index + 1, left - k, next, out);
            } else {
                List<List<Integer>> combos = new ArrayList<>();
                combine(u.figures().size(), k, 0, new ArrayList<>(), combos);
                for (List<Integer> combo : combos) {
                    List<AssaultChoices.Loss> next = new ArrayList<>(chosen);
                    combo.forEach(i -> next.add(new AssaultChoices.Loss(u.id(), i)));
                    pick(units, index + 1, left - k, next, out);
                }
            }
        }
    }

    private static void combine(int n, int k, int from, List<Integer> chosen, List<List<Integer>> out) {
        if (chosen.size() == k) {
            out.add(List.copyOf(chosen));
            return;
        }
        for (int i = from; i < n; i++) {
            chosen.add(i);
            combine(n, k, i + 1, chosen, out);
            chosen.remove(chosen.size() - 1);
        }
    }
}
