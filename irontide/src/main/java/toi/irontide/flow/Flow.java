package toi.irontide.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.hex.Hex;
import toi.irontide.data.HexIds;
import toi.irontide.data.Side;
import toi.irontide.event.IronTideEvent;
import toi.irontide.rules.Placement;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Phase;
import toi.irontide.state.UnitState;
import toi.irontide.state.UnitStatus;

/**
 * §4.0 · SEQUENCE OF PLAY as a decision protocol: the pending decision with its legal choices (each listed choice is
 * one whose {@link #refusal} is null — the same check {@code apply} makes), applying a choice, and the phases that
 * run by themselves (a phase whose only legal choice is its end ends without asking). The parts, each in its own class of
 * this package: {@link Prompts} (the prompt), {@link Choices} (the choices worth checking), {@link Refusals} (the rule
 * that forbids one), {@link Actions} (a checked choice applied), {@link Battles} (§11's battle steps), {@link Phases}
 * (§4.2's phases and turns), {@link Args} (a choice's words read).
 */
public final class Flow {
    private Flow() {
    }

    // ---- who answers

    public static Side seat(GameState s) {
        if (s.over) {
            return null;
        }
        UnitState placing = Placement.next(s);
        if (placing != null) {
            return placing.def.side(); // §3.0 · the set-up's free placement, the Allied player first
        }
        if (commandoDecision(s)) {
            return Side.GERMAN; // §16.4 · the German player decides misdirection (and its road) and disruption
        }
        Battle b = s.battle;
        if (b != null) {
            return switch (b.stage) {
                case DEFENDER_SUPPORT -> s.phasing.enemy();
                case RESULTS -> b.obligations.isEmpty() ? s.phasing : b.obligations.peek().side();
                case ADVANCE -> b.victor;
                default -> s.phasing;
            };
        }
        if (s.phase == Phase.AIR || s.phase == Phase.SUPPLY) {
            return Side.ALLIED; // §4.21, §4.22 · the Allied player allocates Air Points and attempts air resupply
        }
        return s.phasing;
    }

    public static Decision pending(GameState s) {
        Side seat = seat(s);
        if (seat == null) {
            return new Decision(null, "the game is over: " + s.result, List.of());
        }
        List<String> options = new ArrayList<>();
        UnitState placing = Placement.next(s); // the same for every candidate: looked for once
        for (String c : Choices.candidates(s)) {
            if (refusalOfAsked(s, placing, c) == null) { // the seat is the one asked
                options.add(c);
            }
        }
        return new Decision(seat, Prompts.prompt(s), options);
    }


    /**
     * The first of {@code pending(s).options()} that {@code wanted} accepts, or null: the same choice, found without
     * checking the candidates after it (a computer player looking for one kind of choice).
     */
    public static String firstOption(GameState s, java.util.function.Predicate<String> wanted) {
        if (seat(s) == null) {
            return null;
        }
        UnitState placing = Placement.next(s);
        for (String c : Choices.candidates(s)) {
            if (wanted.test(c) && refusalOfAsked(s, placing, c) == null) {
                return c;
            }
        }
        return null;
    }

    // ---- refusals: the rule that forbids a choice, or null

    public static String refusal(GameState s, Side seat, String choice) {
        if (s.over) {
            return "§20 · the game is over";
        }
        Side asked = seat(s);
        if (seat != asked) {
            return "§4.1 · the " + asked.label() + " player decides now, not the " + (seat == null ? "nobody" : seat.label());
        }
        return refusalOfAsked(s, Placement.next(s), choice);
    }

    /** The rule that forbids a choice of the seat asked now (the game not over); {@code placing}: {@link Placement#next}. */
    private static String refusalOfAsked(GameState s, UnitState placing, String choice) {
        String[] w = words(choice);
        String verb = w[0];
        try {
            return Refusals.of(s, placing, verb, w);
        } catch (IllegalArgumentException e) {
            return "cannot read '" + choice + "': " + e.getMessage();
        }
    }

    /**
     * The choice's words, as {@code choice.trim().split("\\s+")} reads them; a choice of words separated by single
     * spaces (every listed one) is cut without the regular expression: it is read for every candidate of every decision.
     */
    public static String[] words(String choice) {
        int n = choice.length();
        boolean plain = n > 0 && choice.charAt(0) > ' ' && choice.charAt(n - 1) > ' ';
        int spaces = 0;
        for (int i = 0; plain && i < n; i++) {
            char ch = choice.charAt(i);
            if (ch == ' ') {
                spaces++;
                plain = choice.charAt(i - 1) != ' ';
            } else if (ch <= ' ' || Character.isWhitespace(ch)) {
                plain = false;
            }
        }
        if (!plain) {
            return choice.trim().split("\\s+");
        }
        String[] w = new String[spaces + 1];
        int from = 0;
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (choice.charAt(i) == ' ') {
                w[k++] = choice.substring(from, i);
                from = i + 1;
            }
        }
        w[k] = choice.substring(from);
        return w;
    }

    // ---- applying a choice (already checked)

    public static List<IronTideEvent> apply(GameState s, String choice) {
        return play(s, choice).events();
    }

    /**
     * A choice applied: its events, and the decision that follows when the phases that run by themselves worked it out
     * on the way (null: not worked out; {@link #pending} answers it). It is {@code pending(s)} of the state left.
     */
    public record Applied(List<IronTideEvent> events, Decision next) {
    }

    /** Applies a checked choice: what happened, and the next decision when it is known already. */
    public static Applied play(GameState s, String choice) {
        java.util.Map<Hex, Side> held = new java.util.HashMap<>(s.control);
        List<IronTideEvent> log = new ArrayList<>();
        Decision next = Actions.applyChoice(s, choice, log);
        controlChanges(s, held, log);
        return new Applied(log, next);
    }

    /** §20, R-IT-13 · the town and city hexes whose holder the choice changed, in the order of the map's hex ids. */
    static void controlChanges(GameState s, java.util.Map<Hex, Side> before, List<IronTideEvent> log) {
        java.util.TreeMap<String, Hex> changed = new java.util.TreeMap<>();
        s.control.forEach((h, side) -> {
            if (before.get(h) != side) {
                changed.put(HexIds.format(h), h);
            }
        });
        changed.forEach((id, h) -> log.add(new IronTideEvent.ControlChanged(id, s.scenario.map().townAt(h).name(), s.control.get(h))));
    }

    /** §16.4 · a decision of the German player about commandos inside the Allied turn. */
    static boolean commandoDecision(GameState s) {
        return s.misdirecting != null || !s.misdirectChances.isEmpty() || s.demolitionPending != null;
    }

    /** Starts the game: the first phase's work (§4.2). */
    static void begin(GameState s, List<IronTideEvent> log) {
        Phases.begin(s, log);
    }

    /** Begins the state's current phase: its automatic work (Air Points, the supply check, units ready to move). */
    public static void startPhase(GameState s, List<IronTideEvent> log) {
        Phases.startPhase(s, log);
    }

    /** For views: units of a side with their hexes. */
    public static Map<Hex, List<UnitState>> stacks(GameState s) {
        Map<Hex, List<UnitState>> result = new java.util.TreeMap<>();
        for (UnitState u : s.units.values()) {
            if (u.status == UnitStatus.ON_MAP) {
                result.computeIfAbsent(u.hex, h -> new ArrayList<>()).add(u);
            }
        }
        return result;
    }
}
