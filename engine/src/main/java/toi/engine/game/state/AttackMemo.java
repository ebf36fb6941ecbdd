package toi.engine.game.state;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import toi.engine.cards.OperationsInPlay;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.BallisticFire;
import toi.engine.combat.DeterminingRange;
import toi.engine.combat.FireAction;
import toi.engine.combat.MixedSquads;
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.map.Board;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * Attack admissions remembered across decisions (docs/performance.md runs 10 and 14). Whether a unit may lead an attack
 * on a target alone ({@link AttackRules#allows}) or join one as a supporter ({@link AttackRules#allowsSupporter}) reads
 * only the two units (immutable values), the attack's type and action, the board and the Operations cards in play — and
 * two things more: for a pinned lead, whether a friendly officer is in its hex (000 · Rally), which is part of the key;
 * for an area attack, whether the target is in sight, the unit's own or a friendly spotter's (000 · Ballistic Fire),
 * which is asked afresh every time before the remembered rest of the answer.
 * Answers are kept by the units' values (a changed unit is asked again; one changed back, or refreshed as it was, is not)
 * and all dropped when the board or the cards in play change. A state's copies share the memo within one thread ({@link GameState#attackMemo}).
 */
public final class AttackMemo {
    /** Answers and unit objects kept before the memo starts again: units that changed leave their old objects behind. */
    private static final int LIMIT = 50_000;
    private static final int UNITS = 1_024;
    private static final int TYPES = AttackType.values().length;
    private static final int PER_ROLE = FireAction.values().length * TYPES;
    /** Where the answers start in a pair's array: a lead not pinned, pinned with an officer, pinned without; then a supporter in a normal attack, in an area attack. */
    private static final int LEAD = 0;
    private static final int SUPPORT = LEAD + 3 * PER_ROLE;
    private static final int SIZE = SUPPORT + 2 * PER_ROLE;

    private final Thread owner = Thread.currentThread();
    private Board board;
    private long boardChanges;
    private OperationsInPlay operations;
    /** What is remembered of each unit object, by unit object: the lookup a listing makes for every unit. */
    private final IdentityHashMap<Unit, Known> answers = new IdentityHashMap<>();
    /**
     * The answers by the unit's value: a unit object not met before that equals one met before (the same hex, figures,
     * condition, activation … — a unit refreshed at a round's start as it was at the last one) has the same answers.
     */
    private final HashMap<Unit, Answers> byValue = new HashMap<>();
    /**
     * Each unit value's place among the answer arrays as a target (numbered as the memo meets them), by the value with its
     * activation left out: the rules read a target's hex, figures, condition … but never its activation (only the
     * attackers' and spotters', AttackRules), so a target that fired, or went into op fire, keeps its answers.
     */
    private final HashMap<Unit, Integer> targetSerials = new HashMap<>();
    private int size;
    /**
     * The unit object last looked up at each place of a listing's walk over the state's units, and what is known of it: a
     * listing walks the units in the same order each time, and most of them are the same objects as at the last listing, so
     * a place's answer is one comparison of references instead of a lookup ({@link #known(Unit, int)}).
     */
    private Unit[] placeUnit = new Unit[64];
    private Known[] placeKnown = new Known[64];
    /** Whether a spotter sees each hex (by slot, with and without night's limit; 0 not asked yet, 1 no, 2 yes) for one position, nation and division. */
    private byte[] spots = new byte[0];
    private Position spotPosition;
    private Board spotBoard;
    private long spotChanges;
    private String spotNation;
    private String spotDivision;
    /** The board slots of the spotters {@link #spots} was worked out for, in the position's order. */
    private int[] spotterSlots;

    /**
     * A unit object and its answers. A listing looks each unit up once ({@link #known}) and then asks by these, so a pair
     * of units costs an array read.
     */
    public static final class Known {
        public final Unit unit;
        public final boolean area;
        /** The squad's figures differ in how or how far they fire ({@link MixedSquads#choosesFigures}). */
        public final boolean choosesFigures;
        private final Answers answers;
        /** The unit's hex (cube q, r, s), reach and serial as a target, kept here: a listing asks them of every pair. */
        private final int q;
        private final int r;
        private final int s;
        private final int reach;
        private final int serial;

        private Known(Unit u, Answers answers) {
            this.unit = u;
            this.area = answers.area;
            this.choosesFigures = answers.choosesFigures;
            this.answers = answers;
            boolean placed = u.hex() != null; // a unit off the board is never asked about by distance
            this.q = placed ? u.hex().q() : Integer.MIN_VALUE / 4;
            this.r = placed ? u.hex().r() : Integer.MIN_VALUE / 4;
            this.s = placed ? u.hex().s() : Integer.MIN_VALUE / 4;
            this.reach = answers.reach;
            this.serial = answers.serial;
        }

        /** {@link toi.engine.hex.Hex#distanceTo} between the two units' hexes. */
        private int distanceTo(Known other) {
            return Math.max(Math.abs(q - other.q), Math.max(Math.abs(r - other.r), Math.abs(s - other.s)));
        }
    }

    /** A unit value's answers: whether it makes area attacks, its reach, and its answers against each target. */
    private static final class Answers {
        private final boolean area;
        private final boolean choosesFigures;
        private final int reach;
        /** By the target's serial, by (role, action, type); 0 not asked yet, 1 no, 2 yes. */
        private byte[][] byTarget = new byte[16][];
        /**
         * By the target's serial, whether it may be in sight (0 not asked yet, 1 no, 2 yes): one dense row per unit, since most
         * pairs a listing asks end here (out of sight), and a row is read without touching the pairs' arrays.
         */
        private byte[] sight = new byte[16];

        /** This unit value's place among the answer arrays as a target ({@link #targetSerials}). */
        private final int serial;
        /** By the target's serial, by (lead variant, action, type): its choices of figures ({@link #figureChoices}), or null. */
        private FigureAnswer[][] figures;

        private Answers(Unit u, int serial) {
            this.serial = serial;
            this.area = AttackRules.areaAttacker(u);
            this.choosesFigures = MixedSquads.choosesFigures(u);
            this.reach = DeterminingRange.reach(u);
        }
    }

    boolean ownedByThisThread() {
        return owner == Thread.currentThread();
    }

    /** Readies the memo for a position: everything is forgotten if its board or Operations cards are not the last ones. */
    AttackMemo fit(Position p) {
        if (p.board() != board || p.board().changes() != boardChanges
                || (p.operations() != operations && !p.operations().equals(operations)) || size > LIMIT || byValue.size() > UNITS
                || targetSerials.size() > UNITS) {
            answers.clear();
            byValue.clear();
            targetSerials.clear();
            forgetPlaces();
            size = 0;
            board = p.board();
            boardChanges = board.changes();
        } else if (answers.size() > UNITS) {
            answers.clear(); // the unit objects met so far; their answers stay, by value
            forgetPlaces();
        }
        operations = p.operations();
        return this;
    }

    /**
     * The necessary conditions of an attack by {@code u} on {@code target} (or of its support), cheap to test first: the
     * target within the unit's {@link DeterminingRange#reach} and, unless {@code area}, in its sight ({@link AttackRules#mightSee}).
     */
    public boolean mayReach(Position p, Known u, Known target, boolean area) {
        int distance = u.distanceTo(target);
        if (distance > 1 && distance > u.reach) {
            return false;
        }
        if (area) {
            return AttackRules.mightSee(p, u.unit, target.unit.hex(), true);
        }
        Answers answers = u.answers;
        int serial = target.serial;
        if (serial >= answers.sight.length) {
            answers.sight = java.util.Arrays.copyOf(answers.sight, Math.max(serial + 1, 2 * answers.sight.length));
        }
        byte seen = answers.sight[serial];
        if (seen == 0) {
            seen = AttackRules.mightSee(p, u.unit, target.unit.hex(), false) ? (byte) 2 : (byte) 1;
            answers.sight[serial] = seen;
        }
        return seen == 2;
    }

    /** {@link AttackRules#allows} for {@code lead} alone against {@code target} (no supporters, its best figures). */
    public boolean leadAllowed(Position p, Known lead, Known target, AttackType type, FireAction action) {
        if (lead.area && !sighted(p, lead.unit, target.unit)) {
            return false;
        }
        int variant = lead.unit.condition() != Condition.PINNED ? 0 : officerInHex(p, lead.unit) ? 1 : 2;
        byte[] a = pair(lead, target);
        int i = LEAD + variant * PER_ROLE + action.ordinal() * TYPES + type.ordinal();
        if (a[i] == 0) {
            a[i] = AttackRules.allows(p, AttackRequest.of(lead.unit.id(), target.unit.id(), type, action), lead.unit, target.unit) ? (byte) 2 : (byte) 1;
        }
        return a[i] == 2;
    }

    /**
     * The lead's choices of figures against the target (docs/rulings.md R-CMB-2b): the sets {@link MixedSquads#figureChoices}
     * offers that {@link AttackRules#allows} accepts, and whether the attack naming none is accepted too — remembered like
     * {@link #leadAllowed}. The mortar crews' set, an area attack, is worked out with the target in sight (its own or a
     * spotter's, 000 · Ballistic Fire) and given only while it is, asked afresh each time.
     *
     * @return the sets, each the figures' places in the squad (the mortar crews' set last), and {@code bare}
     */
    public FigureChoices figureChoices(Position p, Known lead, Known target, AttackType type, FireAction action) {
        Answers answers = lead.answers;
        int serial = target.serial;
        if (answers.figures == null) {
            answers.figures = new FigureAnswer[Math.max(16, serial + 1)][];
        } else if (serial >= answers.figures.length) {
            answers.figures = java.util.Arrays.copyOf(answers.figures, Math.max(serial + 1, 2 * answers.figures.length));
        }
        if (answers.figures[serial] == null) {
            answers.figures[serial] = new FigureAnswer[3 * PER_ROLE];
            size++;
        }
        int variant = lead.unit.condition() != Condition.PINNED ? 0 : officerInHex(p, lead.unit) ? 1 : 2;
        int i = variant * PER_ROLE + action.ordinal() * TYPES + type.ordinal();
        FigureAnswer f = answers.figures[serial][i];
        if (f == null) {
            f = new FigureAnswer(p, lead.unit, target.unit, type, action, mayReach(p, lead, target, false));
            answers.figures[serial][i] = f;
        }
        if (f.mortars == null || !sighted(p, lead.unit, target.unit)) {
            return f.direct;
        }
        if (f.withMortars == null) { // asked with the target in sight: the answer holds whenever it is (000 · Ballistic Fire)
            f.mortarsAllowed = AttackRules.allows(p, f.alone.withFigures(lead.unit.id(), f.mortars), lead.unit, target.unit);
            List<List<Integer>> sets = new java.util.ArrayList<>(f.direct.sets());
            if (f.mortarsAllowed) {
                sets.add(f.mortars);
            }
            f.withMortars = FigureChoices.of(lead.unit, sets, f.direct.bare(), f.mortarsAllowed);
        }
        return f.withMortars;
    }

    /**
     * A lead's choices of figures, each with the words that name it ({@link toi.engine.combat.FigureKinds#kinds}), whether
     * the last is its mortar crews' (an area attack), and whether the attack naming none is accepted (asked only beside a single direct set, the one case it decides; {@link #figureChoices}).
     */
    public record FigureChoices(List<List<Integer>> sets, List<List<String>> kinds, boolean bare, boolean mortarsLast) {
        static FigureChoices of(Unit lead, List<List<Integer>> sets, boolean bare, boolean mortarsLast) {
            List<List<String>> kinds = new java.util.ArrayList<>(sets.size());
            for (List<Integer> set : sets) {
                kinds.add(List.copyOf(toi.engine.combat.FigureKinds.kinds(lead, set)));
            }
            return new FigureChoices(List.copyOf(sets), List.copyOf(kinds), bare, mortarsLast);
        }
    }

    /**
     * What is remembered of a lead's choices of figures against one target: the direct ones, worked out at once; the mortar
     * crews' set (null: none), whose area attack is asked the first time the target is in sight.
     */
    private static final class FigureAnswer {
        final AttackRequest alone;
        final FigureChoices direct;
        final List<Integer> mortars;
        boolean mortarsAllowed;
        FigureChoices withMortars;

        /** {@code sees}: the target is within the lead's reach and sight ({@link #mayReach}): else no direct fire is asked. */
        FigureAnswer(Position p, Unit lead, Unit target, AttackType type, FireAction action, boolean sees) {
            alone = AttackRequest.of(lead.id(), target.id(), type, action);
            List<List<Integer>> sets = new java.util.ArrayList<>(3);
            List<Integer> area = null;
            for (List<Integer> set : sees ? MixedSquads.figureChoices(p, alone) : List.of(mortarCrews(lead))) {
                if (set.isEmpty()) {
                    continue;
                }
                boolean mortarsOnly = true;
                for (int k : set) {
                    mortarsOnly &= lead.figures().get(k).makesAreaAttacks();
                }
                if (mortarsOnly) {
                    area = set;
                } else if (AttackRules.allows(p, alone.withFigures(lead.id(), set), lead, target)) {
                    sets.add(set);
                }
            }
            mortars = area;
            // the attack naming no figures matters only beside one direct set: more sets are named anyway
            direct = FigureChoices.of(lead, sets, sets.size() == 1 && AttackRules.allows(p, alone, lead, target), false);
        }

        /** The places of the squad's mortar crews (000 · No Mixed Fire: they fire alone, an area attack). */
        private static List<Integer> mortarCrews(Unit lead) {
            List<Integer> out = new java.util.ArrayList<>(2);
            for (int k = 0; k < lead.figures().size(); k++) {
                if (lead.figures().get(k).makesAreaAttacks()) {
                    out.add(k);
                }
            }
            return out;
        }
    }

    /**
     * {@link AttackRules#allowsSupporter}: whether {@code supporter} may join the allowed attack {@code alone} (a lead of
     * its own side, no supporters) on {@code target}; {@code area}: the lead makes area attacks.
     */
    public boolean supporterAllowed(Position p, AttackRequest alone, Known target, boolean area, Known supporter) {
        if (area && !sighted(p, supporter.unit, target.unit)) {
            return false;
        }
        byte[] a = pair(supporter, target);
        int i = SUPPORT + (area ? PER_ROLE : 0) + alone.action().ordinal() * TYPES + alone.type().ordinal();
        if (a[i] == 0) {
            a[i] = AttackRules.allowsSupporter(p, alone, target.unit, supporter.unit) ? (byte) 2 : (byte) 1;
        }
        return a[i] == 2;
    }

    /**
     * Whether the unit in an area attack has the target in sight, its own or a spotter's (000 · Ballistic Fire): the one
     * answer of {@link AttackRules#allows} that reads other units than the two, so it is asked afresh for each position;
     * the rest of the answer, given sight, is remembered (the same whoever lends it).
     */
    private boolean sighted(Position p, Unit u, Unit target) {
        Board b = p.board();
        if (!b.isPlayable(u.hex()) || !b.isPlayable(target.hex())) {
            return true; // the rules refuse it on other grounds, and the same way each time
        }
        Hex h = target.hex();
        boolean night = BallisticFire.areaNight(p, u, h); // at night, a hex with an enemy seen firing is seen from any range
        return LineOfSight.canSee(b, u.hex(), h, night) || spotted(p, u, h, night);
    }

    /**
     * {@link BallisticFire#spotted}, remembered by hex for one nation and division while its spotters stand where they stood
     * (their hexes, {@link #spotters}) on the same board: a listing asks it for each area attacker and supporter against
     * each target, and a unit that does not see the hex itself gets the same answer as any other of its nation and division
     * (docs/performance.md run 23).
     */
    private boolean spotted(Position p, Unit u, Hex h, boolean night) {
        String division = p.divisionsMatter() ? u.division() : null;
        if (p != spotPosition || !u.nation().equals(spotNation) || !java.util.Objects.equals(division, spotDivision)) {
            int[] slots = spotters(p, u);
            boolean same = p.board() == spotBoard && p.board().changes() == spotChanges && u.nation().equals(spotNation)
                    && java.util.Objects.equals(division, spotDivision) && java.util.Arrays.equals(slots, spotterSlots);
            if (!same) {
                if (spots.length < 2 * p.board().slots()) {
                    spots = new byte[2 * p.board().slots()];
                } else {
                    java.util.Arrays.fill(spots, (byte) 0);
                }
            }
            spotterSlots = slots;
            spotPosition = p;
            spotBoard = p.board();
            spotChanges = p.board().changes();
            spotNation = u.nation();
            spotDivision = division;
        }
        int i = 2 * p.board().slot(h) + (night ? 1 : 0);
        if (spots[i] == 0) {
            spots[i] = BallisticFire.spotted(p, u, h, night) ? (byte) 2 : (byte) 1;
        }
        return spots[i] == 2;
    }

    /** The board slots of the units that spot for {@code u}'s nation and division, in the position's order. */
    private static int[] spotters(Position p, Unit u) {
        List<Unit> units = p.units();
        int[] slots = new int[units.size()];
        int n = 0;
        for (int i = 0; i < units.size(); i++) { // indexed: no iterator
            Unit f = units.get(i);
            if (BallisticFire.spotsFor(p, f, u)) {
                slots[n++] = p.board().slot(f.hex());
            }
        }
        return java.util.Arrays.copyOf(slots, n);
    }

    /** A friendly officer (a unit with the rally ability, the unit itself included) in the unit's hex (000 · Rally), as AttackRules asks. */
    private static boolean officerInHex(Position p, Unit u) {
        for (Unit other : p.unitsAt(u.hex())) {
            if (other.nation().equals(u.nation()) && other.hasAbility("rally")) {
                return true;
            }
        }
        return false;
    }

    /** What the memo knows of this unit object (looked up once per listing). */
    public Known known(Unit u) {
        Known k = answers.get(u);
        if (k == null) {
            Answers a = byValue.get(u); // asked by value only for a unit object not met before
            if (a == null) {
                Unit asTarget = u.activation() == Activation.FRESH ? u : u.withActivation(Activation.FRESH);
                Integer serial = targetSerials.get(asTarget);
                if (serial == null) {
                    serial = targetSerials.size();
                    targetSerials.put(asTarget, serial);
                }
                a = new Answers(u, serial);
                byValue.put(u, a);
                size++;
            }
            k = new Known(u, a);
            answers.put(u, k);
        }
        return k;
    }

    /**
     * {@link #known(Unit)} for the unit at {@code place} in a walk over the state's units in their order: the same object
     * as at that place last time is answered without a lookup.
     */
    public Known known(Unit u, int place) {
        if (place >= placeUnit.length) {
            placeUnit = java.util.Arrays.copyOf(placeUnit, Math.max(place + 1, 2 * placeUnit.length));
            placeKnown = java.util.Arrays.copyOf(placeKnown, placeUnit.length);
        }
        if (placeUnit[place] == u) {
            return placeKnown[place];
        }
        Known k = known(u);
        placeUnit[place] = u;
        placeKnown[place] = k;
        return k;
    }

    private void forgetPlaces() {
        java.util.Arrays.fill(placeUnit, null);
        java.util.Arrays.fill(placeKnown, null);
    }

    private byte[] pair(Known unit, Known target) {
        Answers u = unit.answers;
        int serial = target.serial;
        if (serial >= u.byTarget.length) {
            u.byTarget = java.util.Arrays.copyOf(u.byTarget, Math.max(serial + 1, 2 * u.byTarget.length));
        }
        byte[] a = u.byTarget[serial];
        if (a == null) {
            a = new byte[SIZE];
            u.byTarget[serial] = a;
            size++;
        }
        return a;
    }
}
