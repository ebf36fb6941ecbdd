package toi.engine.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Contribution;
import toi.engine.combat.Dice;
import toi.engine.combat.DieRoll;
import toi.engine.combat.FireAction;
import toi.engine.combat.IllegalAttack;
import toi.engine.combat.Resolution;
import toi.engine.hex.Hex;
import toi.engine.map.Objective;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * The game as a decision protocol (docs/architecture.md): {@link #pending()} says who must decide
 * what, {@link #apply(Choice)} takes the answer and returns what happened. A choice the rules
 * forbid is refused with the rule, and the game is left exactly as it was.
 */
public final class Game {

    private GameState s;

    public Game(GameSetup setup, long seed) {
        this(setup, new Dice(seed));
    }

    /** A game rolling the given dice — loaded dice replay the book's examples in tests. */
    public Game(GameSetup setup, Dice dice) {
        this.s = new GameState(setup, 0);
        this.s.dice = dice;
        start(s);
    }

    private Game(GameState state) {
        this.s = state;
    }

    public Game copy() {
        return new Game(s.copy());
    }

    public GameState state() {
        return s;
    }

    public boolean over() {
        return s.phase == Phase.OVER;
    }

    /** The decision the game is waiting for. */
    public Decision pending() {
        return Decisions.pending(s);
    }

    /** Applies a choice; returns the events it caused. Illegal choices throw {@link IllegalChoice}, changing nothing. */
    public List<String> apply(Choice choice) {
        GameState work = s.copy();
        List<String> events = new ArrayList<>();
        try {
            Flow.apply(work, choice, events);
        } catch (IllegalAttack e) {
            throw new IllegalChoice(e.getMessage());
        }
        work.choicesApplied++;
        s = work;
        return events;
    }

    private static void start(GameState s) {
        // Objectives under a deployed unit start controlled (000 · Objective Control at the Start of the Game).
        Flow.updateControl(s);
        Flow.nextTurn(s, new ArrayList<>());
    }

    /** The flow of the game round: actions, movement, op fire, casualties, Command and Status Phases. */
    static final class Flow {
        private Flow() {
        }

        static void apply(GameState s, Choice choice, List<String> ev) {
            Decision d = Decisions.header(s);
            switch (d.kind()) {
                case GAME_OVER -> throw new IllegalChoice("the game is over (" + s.endReason + ")");
                case CASUALTIES -> {
                    if (!(choice instanceof Choice.Casualties c)) {
                        throw wrong(d, choice);
                    }
                    casualties(s, c, ev);
                }
                case OP_FIRE -> {
                    if (choice instanceof Choice.OpFire o) {
                        opFire(s, o, ev);
                    } else if (choice instanceof Choice.NoOpFire) {
                        s.activity = s.activity.awaitingOpFire(false);
                        afterOpFireWindow(s, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case MOVE -> {
                    if (choice instanceof Choice.Step st) {
                        step(s, st.to(), ev);
                    } else if (choice instanceof Choice.Stop) {
                        endActivation(s, ev);
                    } else if (choice instanceof Choice.Fire f) {
                        fireAndMovementAttack(s, f, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case ACTION -> {
                    if (choice instanceof Choice.Pass) {
                        ev.add(s.turn + " declares the Action Phase over (000 · End of the Action Phase)");
                        s.passed.add(s.turn);
                        nextTurn(s, ev);
                    } else if (choice instanceof Choice.Act a) {
                        act(s, a, ev);
                    } else {
                        throw wrong(d, choice);
                    }
                }
                case INITIATIVE_BID -> {
                    if (!(choice instanceof Choice.Bid b)) {
                        throw wrong(d, choice);
                    }
                    bid(s, b, ev);
                }
                case OP_FIRE_MODE -> {
                    if (!(choice instanceof Choice.SetOpFire o)) {
                        throw wrong(d, choice);
                    }
                    opFireMode(s, o, ev);
                }
            }
        }

        private static IllegalChoice wrong(Decision d, Choice c) {
            return new IllegalChoice("the game is waiting for " + d.nation() + ": " + d.prompt() + "; '" + c.text() + "' does not answer it");
        }

        // ---- actions ---------------------------------------------------------------------

        static void act(GameState s, Choice.Act a, List<String> ev) {
            Unit u = s.units.get(a.unitId());
            if (u == null) {
                throw new IllegalChoice("no unit '" + a.unitId() + "'");
            }
            if (!u.nation().equals(s.turn)) {
                throw new IllegalChoice(u.id() + " is not " + s.turn + "'s unit: it is " + s.turn + "'s action turn");
            }
            if (u.activation() != Activation.FRESH) {
                throw new IllegalChoice(u.id() + " is " + u.activation().word() + ": only a fresh unit may be activated (000 · THE ACTION PHASE)");
            }
            if (u.isTransported()) {
                throw new IllegalChoice(u.id() + " is inside " + u.carriedBy() + "; transports come later (docs/rules-coverage.md)");
            }
            switch (a.kind()) {
                case FATIGUE -> {
                    s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                    ev.add(u.id() + " is fatigued (000 · Fatigue Unit)");
                    endAction(s, ev);
                }
                case PREPARE_OP_FIRE -> {
                    if (u.isPinnedOrDisrupted()) {
                        throw new IllegalChoice(u.id() + " is " + u.condition().word() + ": a pinned or disrupted squad can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
                    }
                    s.units.put(u.id(), u.withActivation(Activation.OP_FIRE));
                    ev.add(u.id() + " prepares op fire (000 · Prepare Op Fire)");
                    endAction(s, ev);
                }
                case ADVANCE, FIRE_AND_MOVEMENT -> {
                    if (u.isImmobile()) {
                        throw new IllegalChoice(u.id() + " is " + (u.isPinnedOrDisrupted() ? u.condition().word() : u.damage().word())
                                + " and cannot be moved (000 · Immobile Units)");
                    }
                    int mp = MovePoints.of(u.movementPoints());
                    if (a.kind() == ActionKind.FIRE_AND_MOVEMENT) {
                        if (u.hasTrait("heavy-infantry-weapon")) {
                            throw new IllegalChoice(u.id() + " contains a heavy infantry weapon and may not take a Fire and Movement action (000 · Limited Choice of Actions)");
                        }
                        mp -= MovePoints.of(u.isVehicle() ? 2 : 1); // 000 · Fire and Movement: 1 fewer for squads, 2 for vehicles
                    }
                    s.activity = new Activity(u.id(), a.kind(), Math.max(0, mp), List.of(u.hex()), false, false, java.util.Set.of(), false);
                    ev.add(u.id() + " is activated: " + a.kind().id() + " with " + MovePoints.format(Math.max(0, mp)) + " movement points");
                }
                case CONCENTRATED_FIRE -> {
                    if (a.attack() == null) {
                        throw new IllegalChoice("a concentrated attack names its target: 'act concentrated-fire UNIT target ID normal|suppressive [support A,B]'");
                    }
                    AttackBreakdown b = AttackRules.propose(s.position(), a.attack().request(u.id(), FireAction.CONCENTRATED_FIRE));
                    ev.add(u.id() + " makes a concentrated attack on " + b.targetHex() + " with " + b.attackDice() + " dice");
                    s.activity = new Activity(u.id(), ActionKind.CONCENTRATED_FIRE, 0, List.of(u.hex()), true, true, java.util.Set.of(), false);
                    rollAndApply(s, b, PendingHits.Continuation.CONCENTRATED_FIRE, ev);
                }
            }
        }

        static void endAction(GameState s, List<String> ev) {
            s.activity = null;
            s.actionsLeft--;
            nextTurn(s, ev);
        }

        /** 000 · The Action Turn and End of the Action Phase: whose action comes next. */
        static void nextTurn(GameState s, List<String> ev) {
            if (s.phase != Phase.ACTION) {
                return;
            }
            for (String n : s.setup.nations()) {
                if (!s.passed.contains(n) && !hasAvailableAction(s, n)) {
                    s.passed.add(n); // "If a player can take no more actions … his Action Phase is over."
                    ev.add(n + " has no unit left to activate: its Action Phase is over");
                }
            }
            if (s.passed.containsAll(s.setup.nations())) {
                commandPhase(s, ev);
                return;
            }
            String other = s.opponent(s.turn);
            if (s.passed.contains(s.turn)) {
                s.turn = other;
                s.actionsLeft = Integer.MAX_VALUE; // the opponent "may now take an unlimited number of actions"
            } else if (s.actionsLeft <= 0) {
                if (!s.passed.contains(other)) {
                    s.turn = other;
                    s.actionsLeft = s.setup.actionsPerTurn().get(other);
                } else {
                    s.actionsLeft = Integer.MAX_VALUE;
                }
            }
        }

        static boolean hasAvailableAction(GameState s, String nation) {
            for (Unit u : s.units.values()) {
                if (u.nation().equals(nation) && u.activation() == Activation.FRESH && !u.isTransported()) {
                    return true;
                }
            }
            return false;
        }

        // ---- movement --------------------------------------------------------------------

        static void step(GameState s, Hex to, List<String> ev) {
            Activity a = s.activity;
            Unit u = s.units.get(a.unitId());
            if (a.movementOver()) {
                throw new IllegalChoice(u.id() + " may not move any further this activation");
            }
            if (a.kind() == ActionKind.FIRE_AND_MOVEMENT && a.attacked() && a.moved()) {
                throw new IllegalChoice("a unit cannot move, attack, and then move again (000 · Fire and Movement)");
            }
            Position p = s.position();
            if (a.moved() && p.board().hasMarker(a.start(), "minefield")) {
                throw new IllegalChoice("a unit moving from a minefield hex may only move to an adjacent hex during its activation (000 · Minefields)");
            }
            StringBuilder why = new StringBuilder();
            int cost = MovementRules.cost(p, u, a.start(), a.here(), to, why);
            if (cost == MovementRules.REFUSED) {
                throw new IllegalChoice(why.toString());
            }
            int leaving = a.moved() ? 0 : MovementRules.leavingCost(u);
            if (cost + leaving > a.mpLeft()) {
                throw new IllegalChoice("entering " + to + " costs " + MovePoints.format(cost + leaving) + " (" + why
                        + (leaving > 0 ? "; leaving the " + u.fortification() + " 1" : "") + "), but " + u.id() + " has "
                        + MovePoints.format(a.mpLeft()) + " left (000 · TERRAIN: a unit that cannot afford the cost may not enter)");
            }
            Unit moved = u.withHex(to).withFortification(null);
            s.units.put(u.id(), moved);
            s.activity = a.entered(to, cost + leaving);
            ev.add(u.id() + " enters " + to + " (" + why + "), " + MovePoints.format(s.activity.mpLeft()) + " left");
            // 000 · TIMING CONFLICTS 3–4: the opponent may declare an op fire attack.
            if (Decisions.anyOpFire(s)) {
                s.activity = s.activity.awaitingOpFire(true);
            } else {
                afterOpFireWindow(s, ev);
            }
        }

        /** 000 · TIMING CONFLICTS 5: obstacle effects, after any op fire. */
        static void afterOpFireWindow(GameState s, List<String> ev) {
            Activity a = s.activity;
            Unit u = s.units.get(a.unitId());
            Hex here = a.here();
            if (s.board.hasMarker(here, "minefield")) {
                ev.add(u.id() + " must end its movement in the minefield at " + here + " (000 · Minefields)");
                s.activity = a.withMovementOver();
                if (u.isEngineer()) {
                    ev.add(u.id() + " is an engineer squad: no casualty check, but it is fatigued");
                    u = s.units.get(u.id());
                    s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                    s.activity = null;
                    s.actionsLeft--;
                    nextTurn(s, ev);
                    return;
                }
                // Roll four attack dice; 4, 5 and 6 inflict normal hits; no defense dice.
                int hits = 0;
                List<String> dice = new ArrayList<>();
                for (int i = 0; i < 4; i++) {
                    int v = s.dice.roll();
                    dice.add("B" + v + (v >= 4 ? "*" : ""));
                    hits += v >= 4 ? 1 : 0;
                }
                ev.add("minefield attack: " + dice + " → " + hits + " hit" + (hits == 1 ? "" : "s"));
                s.pendingHits = new PendingHits(PendingHits.Continuation.MINEFIELD, null, null, AttackType.NORMAL,
                        List.of(u), new int[]{hits}, List.of());
                processPendingHits(s, ev);
                return;
            }
            if (MovementRules.stopsOnEntering(s.board, u, here, null)) {
                ev.add(u.id() + " must end its movement in " + here + " (razor wire / tank trap)");
                s.activity = a.withMovementOver();
            }
        }

        static void endActivation(GameState s, List<String> ev) {
            Activity a = s.activity;
            Unit u = s.units.get(a.unitId());
            if (u != null) {
                returnFromFullHex(s, u, a, ev);
                u = s.units.get(u.id());
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                ev.add(u.id() + " ends its activation and is fatigued");
            }
            endAction(s, ev);
        }

        /** 000 · STACKING LIMITS: "the unit is returned to the last non-full hex it moved from". */
        static void returnFromFullHex(GameState s, Unit u, Activity a, List<String> ev) {
            List<Hex> path = a.path();
            for (int i = path.size() - 1; i >= 0; i--) {
                Unit at = u.withHex(path.get(i));
                if (!MovementRules.hexIsFullFor(s.position(), at, path.get(i)) || i == 0) {
                    if (i != path.size() - 1) {
                        s.units.put(u.id(), at);
                        ev.add(u.id() + " may not stop in the full hex " + a.here() + ": returned to " + path.get(i)
                                + " (000 · STACKING LIMITS)");
                    }
                    return;
                }
            }
        }

        // ---- attacks ---------------------------------------------------------------------

        static void fireAndMovementAttack(GameState s, Choice.Fire f, List<String> ev) {
            Activity a = s.activity;
            if (a.kind() != ActionKind.FIRE_AND_MOVEMENT) {
                throw new IllegalChoice("only a unit taking a Fire and Movement action attacks while moving");
            }
            if (a.attacked()) {
                throw new IllegalChoice(a.unitId() + " has already attacked this activation");
            }
            AttackBreakdown b = AttackRules.propose(s.position(), f.attack().request(a.unitId(), FireAction.FIRE_AND_MOVEMENT));
            ev.add(a.unitId() + " fires (Fire and Movement) with " + b.attackDice() + " dice");
            s.activity = a.withAttacked();
            rollAndApply(s, b, PendingHits.Continuation.FIRE_AND_MOVEMENT, ev);
        }

        static void opFire(GameState s, Choice.OpFire o, List<String> ev) {
            Activity a = s.activity;
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
            AttackBreakdown b = AttackRules.propose(s.position(), o.attack().request(o.leadId(), FireAction.OP_FIRE));
            ev.add(String.join(", ", firers) + " op fire at " + a.unitId() + " in " + a.here() + " with " + b.attackDice() + " dice");
            s.activity = a.awaitingOpFire(false).firedOnBy(firers);
            rollAndApply(s, b, PendingHits.Continuation.OP_FIRE, ev);
        }

        static void rollAndApply(GameState s, AttackBreakdown b, PendingHits.Continuation then, List<String> ev) {
            Resolution.Rolled rolled = Resolution.roll(b, s.dice);
            ev.add("dice: " + rolled.rolls().stream().map(DieRoll::toString).toList());
            List<Unit> targets = new ArrayList<>();
            b.defenses().forEach(d -> targets.add(d.target()));
            s.pendingHits = new PendingHits(then, b, rolled, b.type(), targets, rolled.hits(), List.of());
            processPendingHits(s, ev);
        }

        /** Apply hits target by target; stop to ask the owner whenever a squad must choose casualties. */
        static void processPendingHits(GameState s, List<String> ev) {
            PendingHits ph = s.pendingHits;
            while (!ph.complete()) {
                Unit t = ph.next();
                int hits = ph.nextHits();
                if (ph.type() == AttackType.NORMAL && t.isSquad() && hits > 0 && hits < t.figures().size()) {
                    s.pendingHits = ph;
                    return; // the owner chooses the casualties
                }
                ph = ph.plus(Resolution.apply(t, ph.type(), hits, (squad, n) -> {
                    throw new IllegalStateException("no choice needed");
                }));
            }
            s.pendingHits = null;
            finishHits(s, ph, ev);
        }

        static void casualties(GameState s, Choice.Casualties c, List<String> ev) {
            PendingHits ph = s.pendingHits;
            Unit t = ph.next();
            if (!t.id().equals(c.unitId())) {
                throw new IllegalChoice("casualties are due from " + t.id() + ", not " + c.unitId());
            }
            Unit after = Resolution.apply(t, ph.type(), ph.nextHits(), (squad, n) -> c.figures());
            ev.add(t.id() + " loses " + c.figures().size() + " figure" + (c.figures().size() == 1 ? "" : "s"));
            s.pendingHits = ph.plus(after);
            processPendingHits(s, ev);
        }

        static void finishHits(GameState s, PendingHits ph, List<String> ev) {
            if (ph.breakdown() != null) {
                AttackResult r = Resolution.conclude(s.position(), ph.breakdown(), ph.rolled(), ph.after());
                ev.addAll(r.events());
                s.replaceUnits(r.after());
            } else {
                for (int i = 0; i < ph.targets().size(); i++) {
                    Unit before = ph.targets().get(i);
                    Unit after = ph.after().get(i);
                    if (after == null) {
                        s.units.remove(before.id());
                        s.units.values().removeIf(u -> before.id().equals(u.carriedBy()));
                        ev.add(before.id() + " is destroyed");
                    } else {
                        s.units.put(before.id(), after);
                    }
                }
            }
            switch (ph.then()) {
                case CONCENTRATED_FIRE -> {
                    fatigueFirers(s, ph.breakdown(), false);
                    s.activity = null;
                    s.actionsLeft--;
                    nextTurn(s, ev);
                }
                case FIRE_AND_MOVEMENT -> {
                    Activity a = s.activity;
                    if (a.moved()) {
                        endActivation(s, ev); // moved, then attacked: the activation is over
                    }
                }
                case OP_FIRE -> afterOpFire(s, ph, ev);
                case MINEFIELD -> {
                    Activity a = s.activity;
                    Unit u = s.units.get(a.unitId());
                    if (u != null) {
                        s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                        ev.add(u.id() + " is fatigued by the minefield (000 · Minefields)");
                    }
                    s.activity = null;
                    s.actionsLeft--;
                    nextTurn(s, ev);
                }
            }
        }

        /**
         * 000 · Rapid Op Fire: a squad whose machine gun crews alone took part stays in Op Fire mode;
         * everyone else who fired is fatigued.
         */
        static void fatigueFirers(GameState s, AttackBreakdown b, boolean opFire) {
            for (Contribution c : b.contributions()) {
                Unit u = s.units.get(c.unit().id());
                if (u == null) {
                    continue;
                }
                boolean rapid = opFire && c.figures().stream().allMatch(t -> t.hasAbility("rapid-op-fire"));
                if (!rapid) {
                    s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                }
            }
        }

        /** 000 · Moving and Opportunity Fire: what the op fire did to the active unit. */
        static void afterOpFire(GameState s, PendingHits ph, List<String> ev) {
            fatigueFirers(s, ph.breakdown(), true);
            Activity a = s.activity;
            Unit before = ph.targets().get(0);
            Unit now = s.units.get(a.unitId());
            if (now == null) {
                ev.add(a.unitId() + " is lost; its activation ends");
                s.activity = null;
                s.actionsLeft--;
                nextTurn(s, ev);
                return;
            }
            boolean suppressed = now.condition() != before.condition() && now.condition() != Condition.NONE;
            boolean damaged = now.damage() != before.damage();
            if (damaged && now.hasTrait("heavy-vehicle") && before.damage() == Damage.NONE && now.damage() == Damage.LIGHT) {
                s.activity = a.withMp(Math.max(0, a.mpLeft() - MovePoints.of(1)));
                ev.add(now.id() + " is lightly damaged but goes on, with 1 movement point less (000 · Sturdy)");
            } else if (suppressed || damaged) {
                ev.add(now.id() + " is " + (suppressed ? now.condition().word() : now.damage().word())
                        + " by op fire: fatigued at once, its movement over (000 · Moving and Opportunity Fire)");
                returnFromFullHex(s, now, a, ev);
                Unit u = s.units.get(now.id());
                s.units.put(u.id(), u.withActivation(Activation.FATIGUED));
                s.activity = null;
                s.actionsLeft--;
                nextTurn(s, ev);
                return;
            }
            afterOpFireWindow(s, ev);
        }

        // ---- Command Phase ---------------------------------------------------------------

        /** 000 · Determine Control over Objectives. */
        static void updateControl(GameState s) {
            for (Objective o : s.board.objectives()) {
                String holder = null;
                boolean contested = false;
                for (Unit u : s.units.values()) {
                    if (u.hex().equals(o.hex())) {
                        if (holder != null && !holder.equals(u.nation())) {
                            contested = true;
                        }
                        holder = u.nation();
                    }
                }
                if (holder != null && !contested) {
                    s.control.put(o.hex(), holder);
                }
            }
        }

        static void commandPhase(GameState s, List<String> ev) {
            s.phase = Phase.COMMAND;
            s.activity = null;
            ev.add("Command Phase, round " + s.round);
            updateControl(s);
            for (Objective o : s.board.objectives()) {
                String holder = s.control.get(o.hex());
                if (holder == null) {
                    continue;
                }
                if (o.kind() == Objective.Kind.COMMAND && (o.nation() == null || o.nation().equals(holder))) {
                    s.command.merge(holder, o.value(), Integer::sum);
                    ev.add(holder + " receives " + o.value() + " command for the objective in " + o.hex());
                } else if (o.kind() == Objective.Kind.VICTORY && s.setup.victoryObjectivePointsEachRound() && o.value() > 0) {
                    s.victoryPoints.merge(holder, o.value(), Integer::sum);
                    ev.add(holder + " receives " + o.value() + " victory points for the objective in " + o.hex());
                }
            }
            s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        }

        static void bid(GameState s, Choice.Bid b, List<String> ev) {
            String n = s.stepQueue.get(0);
            if (b.command() < 0 || b.command() > s.command.get(n)) {
                throw new IllegalChoice(n + " may place 0 to " + s.command.get(n) + " command on its Initiative card, not " + b.command()
                        + " (000 · Increase Initiative Pool)");
            }
            s.command.merge(n, -b.command(), Integer::sum);
            s.initiativePool.merge(n, b.command(), Integer::sum);
            if (b.command() > 0) {
                ev.add(n + " places " + b.command() + " command on its Initiative card");
            }
            s.stepQueue.remove(0);
            if (s.stepQueue.isEmpty()) {
                // 000 · Determine Initiative: the highest pool; a tie goes to the player without initiative.
                String a = s.initiative;
                String o = s.opponent(a);
                int pa = s.initiativePool.get(a);
                int po = s.initiativePool.get(o);
                s.initiative = po >= pa ? o : a;
                ev.add(s.initiative + " has the initiative (" + Math.max(pa, po) + " to " + Math.min(pa, po)
                        + (pa == po ? ", a tie goes to the player without it" : "") + ")");
                statusPhase(s, ev);
            }
        }

        // ---- Status Phase ----------------------------------------------------------------

        static void statusPhase(GameState s, List<String> ev) {
            s.phase = Phase.STATUS;
            ev.add("Status Phase, round " + s.round);
            // 2. Remove tokens, in order.
            for (Unit u : new ArrayList<>(s.units.values())) {
                Unit v = u.withActivation(Activation.FRESH);
                if (v.condition() == Condition.PINNED) {
                    v = v.withCondition(Condition.NONE);
                } else if (v.condition() == Condition.DISRUPTED) {
                    v = v.withCondition(officerWith(s, v) ? Condition.NONE : Condition.PINNED); // 000 · Fast Recovery
                }
                s.units.put(u.id(), v);
            }
            // 002 · Smoke: removed in the Status Phase of the round after it was placed.
            for (Map.Entry<Hex, Integer> e : new ArrayList<>(s.smokePlaced.entrySet())) {
                if (e.getValue() < s.round) {
                    s.mutableBoard().removeMarker(e.getKey(), "smoke");
                    s.smokePlaced.remove(e.getKey());
                    ev.add("the smoke in " + e.getKey() + " clears");
                }
            }
            s.stepQueue = new ArrayList<>(List.of(s.initiative, s.opponent(s.initiative)));
        }

        static boolean officerWith(GameState s, Unit squad) {
            for (Unit u : s.units.values()) {
                if (u.hex().equals(squad.hex()) && u.nation().equals(squad.nation()) && u.hasAbility("fast-recovery")) {
                    return true;
                }
            }
            return false;
        }

        static void opFireMode(GameState s, Choice.SetOpFire o, List<String> ev) {
            String n = s.stepQueue.get(0);
            for (String id : o.unitIds()) {
                Unit u = s.units.get(id);
                if (u == null || !u.nation().equals(n)) {
                    throw new IllegalChoice(id + " is not one of " + n + "'s units");
                }
                if (u.isPinnedOrDisrupted()) {
                    throw new IllegalChoice(id + " is " + u.condition().word() + ": it can never be placed in Op Fire mode (000 · SQUAD CONDITIONS)");
                }
                if (u.isTransported()) {
                    throw new IllegalChoice(id + " is inside a vehicle");
                }
            }
            for (String id : o.unitIds()) {
                s.units.put(id, s.units.get(id).withActivation(Activation.OP_FIRE));
            }
            if (!o.unitIds().isEmpty()) {
                ev.add(n + " places " + String.join(", ", o.unitIds()) + " in Op Fire mode");
            }
            s.stepQueue.remove(0);
            if (s.stepQueue.isEmpty()) {
                endOfRound(s, ev);
            }
        }

        /** 000 · Advance the Round Marker; WINNING THE GAME. */
        static void endOfRound(GameState s, List<String> ev) {
            if (s.round >= s.setup.rounds()) {
                s.phase = Phase.OVER;
                String a = s.setup.nations().get(0);
                String b = s.setup.nations().get(1);
                int va = s.victoryPoints.get(a);
                int vb = s.victoryPoints.get(b);
                s.winner = va > vb ? a : vb > va ? b : s.initiative;
                s.endReason = "the last round is over: " + a + " " + va + " VP, " + b + " " + vb + " VP"
                        + (va == vb ? "; a tie goes to the player with initiative (000 · WINNING THE GAME)" : "");
                ev.add("game over, " + s.winner + " wins: " + s.endReason);
                return;
            }
            s.round++;
            s.phase = Phase.ACTION;
            s.passed.clear();
            s.turn = s.initiative;
            s.actionsLeft = s.setup.actionsPerTurn().get(s.turn);
            ev.add("round " + s.round + " begins; " + s.turn + " has the initiative");
            nextTurn(s, ev);
        }
    }
}
