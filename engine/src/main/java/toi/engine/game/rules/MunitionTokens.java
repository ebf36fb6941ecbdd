package toi.engine.game.rules;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.Contribution;
import toi.engine.combat.Munitions;
import toi.engine.event.Event;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.state.Frame;
import toi.engine.game.state.GameState;
import toi.engine.options.RuleOption;
import toi.engine.units.Munition;
import toi.engine.units.Unit;

/**
 * 002 · MUNITIONS SPECIALIZATION TOKENS (an optional rule), the game's part: "Immediately before placing units on Op Fire in
 * each Status Phase, players may purchase up to three munitions specializations for 1 command each and place each one
 * facedown next to one of his nation's vehicles or pieces of equipment (guns). Each nation may have a maximum of three
 * munitions specializations on the board at the same time. … The next time the unit attacks, the token must be flipped
 * over … unused munitions specialization tokens (for units that did not attack) may be discarded at the end of the next
 * Status Phase or they can be kept … Any revealed tokens are discarded at the beginning of the Status Phase." The kinds
 * a nation has are the box's (R-OPT-9: {@code tokensOfEachKind} of each); a discarded token goes back to them. What a
 * token does to an attack is {@link Munitions}.
 */
public final class MunitionTokens {
    public static final RuleOption RULE = RuleOption.MUNITIONS;
    static final String HEADING = RULE.heading();

    private MunitionTokens() {
    }

    public static boolean on(GameState s) {
        return s.setup.options().has(RULE);
    }

    // ---- the beginning of the Status Phase

    /** "Any revealed tokens are discarded at the beginning of the Status Phase." */
    public static void discardRevealed(GameState s, List<Event> ev) {
        if (!on(s)) {
            return;
        }
        for (Unit u : new ArrayList<>(s.units.values())) {
            if (u.munition() != null && u.munition().revealed()) {
                s.units.put(u.id(), u.withMunition(null));
                ev.add(new Event.MunitionDiscarded(u.nation(), u.id(), u.munition().kind().id(), false,
                        "revealed tokens are discarded at the beginning of the Status Phase", HEADING));
            }
        }
    }

    // ---- buying, immediately before placing units on op fire

    /** Opens the purchase step when a side can buy anything; false when nobody can (the Status Phase goes on). */
    public static boolean beginPurchases(GameState s, List<Event> ev) {
        if (!on(s)) {
            return false;
        }
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        s.open(Frame.MUNITIONS, null);
        return skipBuyers(s);
    }

    /** Sides that can buy nothing are done; true while a side is still to decide (else the frame is closed). */
    private static boolean skipBuyers(GameState s) {
        while (!s.stepQueue.isEmpty() && buyOptions(s, s.stepQueue.get(0)).isEmpty()) {
            s.stepQueue.remove(0);
        }
        if (s.stepQueue.isEmpty()) {
            s.close(Frame.MUNITIONS);
            s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative))); // 3. op fire, in order of initiative
            return false;
        }
        return true;
    }

    /** The command a token of this kind costs the nation: 1; an Allied AP-C token under AP-DS, 3 (003 · AP-DS). */
    public static int cost(GameState s, String nation, Munition.Kind kind) {
        if (kind == Munition.Kind.AP_C && Munitions.apds(s.setup.options(), nation)) {
            return s.setup.options().param(Munitions.AP_DS, "cost"); // "AP-DS rounds cost 3 command instead of 1"
        }
        return s.setup.options().param(RULE, "cost");
    }

    /** The nation's tokens not on the board, by kind: the box's mix less those next to its units (R-OPT-9). */
    public static Map<Munition.Kind, Integer> stock(GameState s, String nation) {
        Map<Munition.Kind, Integer> out = new EnumMap<>(Munition.Kind.class);
        int each = s.setup.options().param(RULE, "tokensOfEachKind");
        for (Munition.Kind k : Munition.Kind.values()) {
            out.put(k, each);
        }
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && u.munition() != null) {
                out.merge(u.munition().kind(), -1, Integer::sum);
            }
        }
        return out;
    }

    /** A unit that may have a munitions token: a vehicle (or gun) with a weapon, on the board (R-OPT-10). */
    static boolean takesMunitions(Unit u) {
        if (!(u.isVehicle() || u.hasTrait("gun")) || u.isTransported()) {
            return false;
        }
        for (var t : u.figures()) {
            if (t.vsVehicle().canAttack() || t.vsInfantry().canAttack()) {
                return true;
            }
        }
        return false;
    }

    private static int onBoard(GameState s, String nation) {
        int n = 0;
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && u.munition() != null) {
                n++;
            }
        }
        return n;
    }

    private static int boughtThisPhase(GameState s, String nation) {
        int n = 0;
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && u.munition() != null && u.munition().round() == s.round && !u.munition().revealed()) {
                n++;
            }
        }
        return n;
    }

    /** Why the nation may not buy this token for this unit now, or null. */
    public static String buyRefusal(GameState s, String nation, Choice.BuyMunition b) {
        Munition.Kind kind = Munition.Kind.byId(b.kind());
        if (kind == null) {
            return "no munitions token '" + b.kind() + "' (the kinds: he, ap-b, ap-c, smoke) (" + HEADING + ")";
        }
        Unit u = s.units.get(b.unitId());
        if (u == null || !u.nation().equals(nation)) {
            return "'" + b.unitId() + "' is not one of " + nation + "'s units on the board";
        }
        if (!takesMunitions(u)) {
            return u.id() + " is not a vehicle or gun with a weapon: munitions tokens go next to one of your nation's vehicles"
                    + " or pieces of equipment (" + HEADING + "; docs/rulings.md R-OPT-10)";
        }
        if (u.munition() != null) {
            return u.id() + " already has a munitions token next to it: one a unit (docs/rulings.md R-OPT-10)";
        }
        int per = s.setup.options().param(RULE, "perStatusPhase");
        if (boughtThisPhase(s, nation) >= per) {
            return nation + " has bought " + per + " munitions tokens this Status Phase: \"up to three\" (" + HEADING + ")";
        }
        int max = s.setup.options().param(RULE, "onBoard");
        if (onBoard(s, nation) >= max) {
            return nation + " has " + max + " munitions tokens on the board: \"a maximum of three … at the same time\" (" + HEADING + ")";
        }
        if (stock(s, nation).get(kind) <= 0) {
            return nation + " has no " + kind.title() + " token left: its box holds " + s.setup.options().param(RULE, "tokensOfEachKind")
                    + " of each kind and the rest are on the board (" + HEADING + "; docs/rulings.md R-OPT-9)";
        }
        int cost = cost(s, nation, kind);
        if (s.command.getOrDefault(nation, 0) < cost) {
            return "a " + kind.title() + " token costs " + cost + " command; " + nation + " has " + s.command.getOrDefault(nation, 0)
                    + " (" + (cost == s.setup.options().param(RULE, "cost") ? HEADING : Munitions.AP_DS.heading()) + ")";
        }
        return null;
    }

    /** Every token the nation may buy now, unit by unit and kind by kind (empty: it can buy none). */
    public static List<Choice> buyOptions(GameState s, String nation) {
        List<Choice> out = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(nation) || !takesMunitions(u) || u.munition() != null) {
                continue;
            }
            for (Munition.Kind k : Munition.Kind.values()) {
                Choice.BuyMunition b = new Choice.BuyMunition(u.id(), k.id());
                if (buyRefusal(s, nation, b) == null) {
                    out.add(b);
                }
            }
        }
        return out;
    }

    public static void buy(GameState s, Choice.BuyMunition b, List<Event> ev) {
        String n = s.stepQueue.get(0);
        String why = buyRefusal(s, n, b);
        if (why != null) {
            throw new IllegalChoice(why);
        }
        Munition.Kind kind = Munition.Kind.byId(b.kind());
        int cost = cost(s, n, kind);
        Unit u = s.units.get(b.unitId());
        s.units.put(u.id(), u.withMunition(new Munition(kind, false, s.round)));
        s.command.merge(n, -cost, Integer::sum);
        ev.add(new Event.MunitionPlaced(n, u.id(), kind.id(), cost)); // the kind is cut from the other seats' events (Redaction)
        ev.add(new Event.CommandChanged(n, -cost, s.command.get(n), "for a munitions token"));
        if (buyOptions(s, n).isEmpty()) {
            endPurchases(s, ev);
        }
    }

    public static void endPurchases(GameState s, List<Event> ev) {
        s.stepQueue.remove(0);
        skipBuyers(s);
    }

    // ---- the end of the Status Phase: unused tokens discarded or kept

    /** Tokens bought in an earlier Status Phase, still facedown: "may be discarded at the end of the next Status Phase". */
    private static boolean discardable(GameState s, Unit u) {
        return u.munition() != null && u.munition().facedown() && u.munition().round() < s.round;
    }

    public static List<Choice> discardOptions(GameState s, String nation) {
        List<Choice> out = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (u.nation().equals(nation) && discardable(s, u)) {
                out.add(new Choice.DiscardMunition(u.id()));
            }
        }
        return out;
    }

    /** Opens the discard step when a side has an unused token from an earlier Status Phase; false when none has. */
    public static boolean beginDiscards(GameState s) {
        if (!on(s)) {
            return false;
        }
        s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        s.open(Frame.MUNITIONS_DISCARD, null);
        return skipDiscarders(s);
    }

    private static boolean skipDiscarders(GameState s) {
        while (!s.stepQueue.isEmpty() && discardOptions(s, s.stepQueue.get(0)).isEmpty()) {
            s.stepQueue.remove(0);
        }
        if (s.stepQueue.isEmpty()) {
            s.close(Frame.MUNITIONS_DISCARD);
            return false;
        }
        return true;
    }

    public static void discardUnused(GameState s, Choice.DiscardMunition d, List<Event> ev) {
        String n = s.stepQueue.get(0);
        Unit u = s.units.get(d.unitId());
        if (u == null || !u.nation().equals(n) || u.munition() == null) {
            throw new IllegalChoice("'" + d.unitId() + "' is not one of " + n + "'s units with a munitions token");
        }
        if (!discardable(s, u)) {
            throw new IllegalChoice(u.id() + "'s munitions token was bought in this Status Phase: it may be discarded at the end"
                    + " of the next one (" + HEADING + ")");
        }
        discard(s, u.id(), "unused, discarded at the end of the Status Phase", HEADING, ev);
        if (discardOptions(s, n).isEmpty()) {
            keep(s, ev);
        }
    }

    /** The side keeps its other unused tokens; true while the step goes on (another side to ask). */
    public static boolean keep(GameState s, List<Event> ev) {
        s.stepQueue.remove(0);
        return skipDiscarders(s);
    }

    // ---- the attack

    /** "The next time the unit attacks, the token must be flipped over": every firer's facedown token. */
    public static void flip(GameState s, AttackBreakdown b, List<Event> ev) {
        if (!on(s)) {
            return;
        }
        for (Contribution c : b.contributions()) {
            Unit u = s.units.get(c.unit().id());
            if (u != null && u.facedownMunition() != null) {
                s.units.put(u.id(), u.withMunition(u.munition().flipped()));
                ev.add(new Event.MunitionRevealed(u.id(), u.munition().kind().id()));
            }
        }
    }

    /** The unit's token leaves the board (back to its nation's tokens). */
    public static void discard(GameState s, String unitId, String why, String rule, List<Event> ev) {
        Unit u = s.units.get(unitId);
        if (u == null || u.munition() == null) {
            return;
        }
        s.units.put(u.id(), u.withMunition(null));
        ev.add(new Event.MunitionDiscarded(u.nation(), u.id(), u.munition().kind().id(), u.munition().facedown(), why, rule));
    }

    // ---- what a seat may not know

    /**
     * For a copy as {@code seat} knows the game ({@code Game.copyFor}): the kinds of the other nations' facedown tokens
     * are dealt again from what that seat cannot tell apart, those tokens and the nation's tokens off the board.
     */
    public static void redraw(GameState c, String seat, java.util.SplittableRandom random) {
        if (!on(c)) {
            return;
        }
        for (String n : c.setup.nations()) {
            if (n.equals(seat)) {
                continue;
            }
            List<Unit> facedown = new ArrayList<>();
            List<Munition.Kind> unseen = new ArrayList<>();
            for (Unit u : c.units.values()) {
                if (u.nation().equals(n) && u.facedownMunition() != null) {
                    facedown.add(u);
                    unseen.add(u.facedownMunition());
                }
            }
            if (facedown.isEmpty()) {
                continue;
            }
            stock(c, n).forEach((k, left) -> {
                for (int i = 0; i < left; i++) {
                    unseen.add(k);
                }
            });
            facedown.sort(java.util.Comparator.comparing(Unit::id));
            unseen.sort(null); // the true kinds must not show through the shuffle
            java.util.Collections.shuffle(unseen, new java.util.Random(random.nextLong()));
            for (int i = 0; i < facedown.size(); i++) {
                Unit u = facedown.get(i);
                c.units.put(u.id(), u.withMunition(new Munition(unseen.get(i), false, u.munition().round())));
            }
        }
    }
}
