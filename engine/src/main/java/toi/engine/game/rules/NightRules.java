package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.List;
import toi.engine.cards.StrategyCard;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Night;
import toi.engine.combat.Resolution;
import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingCard;
import toi.engine.game.state.PendingHits;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.map.MarkerType;
import toi.engine.options.RuleOption;
import toi.engine.units.Unit;

/**
 * 003 · NIGHT RULES (an optional rule), the game's part: who is seen firing and for how long, the visibility roll at the
 * end of each Status Phase, and the star shells mortar crews fire. What night does to line of sight and attacks is
 * {@code combat.Night}'s.
 */
public final class NightRules {
    public static final RuleOption RULE = RuleOption.NIGHT;

    private NightRules() {
    }

    static boolean on(GameState s) {
        return s.setup.options().has(RULE);
    }

    /**
     * "Any unit that attacks or supports an attack immediately loses concealment. In addition, any vehicle or heavy
     * infantry weapon which attacks or supports an attack becomes visible from all ranges for the rest of the Action
     * Phase."
     */
    public static void seenFiring(GameState s, List<String> ids, List<Event> ev) {
        if (!on(s)) {
            return;
        }
        for (String id : ids) {
            Unit u = s.units.get(id);
            if (u == null || u.seenFiring()) {
                continue;
            }
            s.units.put(id, u.withSeenFiring(true));
            ev.add(new Event.RuleApplied(id, "is seen firing: no longer concealed by night"
                    + (Night.visibleFromAllRanges(u.withSeenFiring(true)) ? ", and visible from all ranges" : "")
                    + " for the rest of the Action Phase", RULE.heading()));
        }
    }

    /** The Action Phase is over: nobody is seen firing any more (R-OPT-16). */
    public static void endOfActionPhase(GameState s) {
        if (!on(s)) {
            return;
        }
        for (Unit u : new ArrayList<>(s.units.values())) {
            if (u.seenFiring()) {
                s.units.put(u.id(), u.withSeenFiring(false));
            }
        }
    }

    /**
     * "At the end of the Status Phase of each game round, roll one die to determine visibility for the next game round:
     * 1 - 2 No change in visibility; 3 - 5 Increases by one hex; 6 Increases by two hexes" (the bands are
     * {@code options.json}'s numbers).
     */
    public static void rollVisibility(GameState s, List<Event> ev) {
        if (!on(s)) {
            return;
        }
        var o = s.setup.options();
        int roll = s.dice.roll();
        int before = s.board.visibility();
        int more = roll <= o.param(RULE, "noChangeUpTo") ? 0
                : roll <= o.param(RULE, "smallIncreaseUpTo") ? o.param(RULE, "smallIncrease") : o.param(RULE, "largeIncrease");
        ev.add(new Event.DiceRolled("visibility", List.of(new DieRoll(DieRoll.Color.BLACK, roll, more > 0, "visibility")),
                RULE.heading()));
        if (more > 0) {
            s.mutableBoard().setVisibility(before + more);
        }
        ev.add(new Event.RuleApplied(null, "visibility for the next game round: " + (before + more) + " hexes"
                + (more == 0 ? " (no change)" : " (+" + more + ")"), RULE.heading()));
    }

    /**
     * Star Shells by mortar crews: "simply place the smoke marker in any hex within the mortar crew's normal range and within
     * LOS of a non-fatigued friendly unit according to the rules for Ballistic Fire" — no dice; the crew's action is over as
     * after an attack (it is fatigued). The marker is the box's smoke marker used as a star shell (R-OPT-19).
     */
    public static void fireStarShell(GameState s, AttackBreakdown b, List<Event> ev) {
        placeStarShell(s, b.targetHex(), b.lead().unit().id(), ev);
        s.open(Frame.HITS, new PendingHits(PendingHits.Cause.CONCENTRATED_FIRE, b,
                new Resolution.Rolled(List.of(), 0, new int[0], new int[0]), b.type(), List.of(), new int[0], List.of()));
        Fire.processPendingHits(s, ev);
    }

    /**
     * Whether the card may fire a star shell now: "Artillery and mortar crews may fire Star Shells … When using an Artillery
     * Strategy card, pay the command cost, roll to establish contact, and determine drift normally" — the game is played at
     * night and the card is an Artillery card (000 · Card Types: of a deck whose title contains "Artillery").
     */
    static boolean starShellCard(GameState s, StrategyCard card) {
        return on(s) && card.isOfType("Artillery") && card.attacks();
    }

    static String starShellCardRefusal(GameState s, StrategyCard card) {
        return !on(s) ? "star shells belong to the night rules (" + RULE.heading() + "), not on in this game"
                : card.name() + " is not an Artillery card: only artillery and mortar crews fire star shells (" + RULE.heading()
                + ", Star Shells)";
    }

    /**
     * An Artillery card fired as a star shell: "Once the final target hex is determined, place a smoke marker in the hex" —
     * in place of the card's attacks (its area attack or wide blast radius); the card is then done.
     */
    static void cardStarShell(GameState s, PendingCard pc, StrategyCard card, List<Event> ev) {
        placeStarShell(s, pc.area().get(0), null, ev);
        s.update(Frame.CARD, pc.at(card.effects().size()));
    }

    /** The star shell marker in the hex, unless the box's smoke markers are all on the board or the hex has one. */
    private static void placeStarShell(GameState s, Hex hex, String by, List<Event> ev) {
        MarkerType shell = s.board().catalog().marker(Board.STAR_SHELL).orElseThrow(
                () -> new IllegalStateException("terrain.json has no star-shell marker"));
        String shortage = BoxLimits.markerShortage(s, shell);
        var refusal = s.board().markerRefusal(hex, shell);
        if (shortage != null) { // 000 · COMPONENT LIMITS: star shells are the box's smoke markers
            ev.add(new Event.RuleApplied(null, "no star shell is fired: " + shortage, "000 · COMPONENT LIMITS"));
        } else if (refusal.isPresent()) { // a drifted card's shell onto a hex already lit by one
            ev.add(new Event.RuleApplied(null, "no star shell is placed: " + refusal.get(), RULE.heading() + ", Star Shells"));
        } else {
            s.mutableBoard().placeMarker(hex, shell);
            ev.add(new Event.MarkerPlaced(hex, Board.STAR_SHELL, by, RULE.heading() + ", Star Shells"));
        }
    }

    /** Star shells burn out: removed in the Status Phase's Remove Tokens step of the round they were fired in (R-OPT-19). */
    public static void removeStarShells(GameState s, List<Event> ev) {
        if (s.board.markerCount(Board.STAR_SHELL) == 0) {
            return;
        }
        for (Hex h : s.board.hexes()) {
            if (s.board.isPlayable(h) && s.board.hasMarker(h, Board.STAR_SHELL)) {
                s.mutableBoard().removeMarker(h, Board.STAR_SHELL);
                ev.add(new Event.MarkerRemoved(h, Board.STAR_SHELL, null, RULE.heading() + ", Star Shells"));
            }
        }
    }
}
