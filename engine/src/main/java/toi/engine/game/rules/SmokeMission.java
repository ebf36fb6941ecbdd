package toi.engine.game.rules;

import java.util.List;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Resolution;
import toi.engine.combat.SmokeRounds;
import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.game.state.PendingHits;
import toi.engine.hex.Hex;
import toi.engine.hex.HexDirection;
import toi.engine.map.MarkerType;

/**
 * 003 · MORTARS FIRING SMOKE (an optional rule), where the smoke lands: "if at least two hits are scored, place a smoke
 * token in the target hex. If no hits are scored, the smoke attack was ineffective and no smoke marker is placed. If only
 * one hit is scored, roll a red and a black die to determine drift. The black die determines how many hexes the smoke
 * drifts ("1" or "2" = 1 hex; "3" or "4" = 2 hexes; "5" or "6" = 3 hexes) and the red die (together with the north
 * directional marker) determines the direction in which it drifts." The smoke lasts as any other (removed in the Status
 * Phase of the next round). A hit is an attack success: no defense dice are rolled against smoke rounds.
 */
public final class SmokeMission {
    private SmokeMission() {
    }

    /**
     * Rolls the mission's dice and lays (or drifts, or loses) its smoke; the firers are then fatigued like any attack's. A
     * vehicle's smoke round (002 · MUNITIONS SPECIALIZATION TOKENS, Smoke; not an area attack) goes the same way with its
     * own drift and misfire.
     */
    public static void fire(GameState s, AttackBreakdown b, List<Event> ev) {
        boolean round = !b.area(); // 002 · MUNITIONS SPECIALIZATION TOKENS: a Smoke token's round
        String rule = round ? MunitionTokens.RULE.heading() + ", Smoke" : SmokeRounds.RULE.heading();
        MunitionTokens.flip(s, b, ev);
        Resolution.Rolled rolled = Resolution.roll(b, s.dice);
        Concealment.revealFirers(s, b.contributions().stream().map(c -> c.unit().id()).toList(), 0, ev);
        NightRules.seenFiring(s, b.contributions().stream().map(c -> c.unit().id()).toList(), ev); // 003 · NIGHT RULES
        Hex target = b.targetHex();
        ev.add(new Event.DiceRolled((round ? "smoke round on " : "smoke mission on ") + target, rolled.rolls(), rule));
        int hits = rolled.successes();
        int lay = round ? s.setup.options().param(MunitionTokens.RULE, "smokeAtHits") : s.setup.options().param(SmokeRounds.RULE, "smokeAtHits");
        if (hits >= lay) {
            place(s, target, rule, ev);
        } else if (hits >= 1) {
            Hex landed = round ? roundDrift(s, target, rule, ev) : drift(s, target, ev);
            if (landed != null) {
                place(s, landed, rule, ev);
            }
        } else if (round) { // "If no hits are rolled, a misfire has occurred; discard the smoke munitions token with no effect."
            ev.add(new Event.RuleApplied(b.lead().unit().id(), "misfires: no hit, no smoke", rule));
            MunitionTokens.discard(s, b.lead().unit().id(), "a misfire", rule, ev);
        } else {
            ev.add(new Event.RuleApplied(null, "no hit: the smoke mission on " + target + " is ineffective", SmokeRounds.RULE.heading()));
        }
        // the attack's usual end: no unit is hit, the firers are fatigued and the action is over
        s.open(Frame.HITS, new PendingHits(PendingHits.Cause.CONCENTRATED_FIRE, b, rolled, b.type(), List.of(), new int[0], List.of()));
        Fire.processPendingHits(s, ev);
    }

    /** One hit: the black die says how far (1–2: 1 hex, 3–4: 2, 5–6: 3), the red die which way (1 = north, clockwise). */
    private static Hex drift(GameState s, Hex target, List<Event> ev) {
        int black = s.dice.roll();
        int red = s.dice.roll();
        int hexes = (black + 1) / 2;
        ev.add(new Event.DiceRolled("smoke drift", List.of(new DieRoll(DieRoll.Color.BLACK, black, false, "drift: hexes"),
                new DieRoll(DieRoll.Color.RED, red, false, "drift: direction")), SmokeRounds.RULE.heading()));
        HexDirection dir = s.board().north().rotate(red - 1); // as an artillery card's drift (docs/rulings.md R-CARD-2)
        Hex h = target;
        for (int i = 0; i < hexes; i++) {
            h = h.neighbor(dir);
        }
        if (!s.board().isPlayable(h)) {
            ev.add(new Event.RuleApplied(null, "the smoke drifts " + hexes + " hex" + (hexes == 1 ? "" : "es") + " off the board",
                    SmokeRounds.RULE.heading()));
            return null;
        }
        ev.add(new Event.Drifted(0, target, h, hexes, dir.toString()));
        return h;
    }

    /**
     * 002 · MUNITIONS, Smoke, one hit: "roll a red and a black die to determine drift. The red die indicates how many hexes
     * away the smoke round drifts. The black die indicates the direction of the drift according to the directional marker"
     * (black 1 = north, then clockwise, as R-CARD-2 reads a direction die).
     */
    private static Hex roundDrift(GameState s, Hex target, String rule, List<Event> ev) {
        int red = s.dice.roll();
        int black = s.dice.roll();
        ev.add(new Event.DiceRolled("smoke drift", List.of(new DieRoll(DieRoll.Color.RED, red, false, "drift: hexes"),
                new DieRoll(DieRoll.Color.BLACK, black, false, "drift: direction")), rule));
        HexDirection dir = s.board().north().rotate(black - 1);
        Hex h = target;
        for (int i = 0; i < red; i++) {
            h = h.neighbor(dir);
        }
        if (!s.board().isPlayable(h)) {
            ev.add(new Event.RuleApplied(null, "the smoke drifts " + red + " hex" + (red == 1 ? "" : "es") + " off the board", rule));
            return null;
        }
        ev.add(new Event.Drifted(0, target, h, red, dir.toString()));
        return h;
    }

    private static void place(GameState s, Hex hex, String rule, List<Event> ev) {
        MarkerType smoke = s.board().catalog().marker("smoke").orElseThrow();
        var refusal = s.board().markerRefusal(hex, smoke);
        if (refusal.isPresent()) { // drifted into a building, or onto smoke already there
            ev.add(new Event.RuleApplied(null, "no smoke is laid: " + refusal.get(), rule));
            return;
        }
        String shortage = BoxLimits.markerShortage(s, smoke);
        if (shortage != null) { // 000 · COMPONENT LIMITS: the box's smoke markers are all on the board
            ev.add(new Event.RuleApplied(null, "no smoke is laid: " + shortage, "000 · COMPONENT LIMITS"));
            return;
        }
        s.mutableBoard().placeMarker(hex, smoke);
        s.smokePlaced.put(hex, s.round);
        ev.add(new Event.MarkerPlaced(hex, "smoke", null, rule));
    }
}
