package toi.engine.combat;

import toi.engine.event.DieRoll;
import toi.engine.event.Event;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.engine.map.Board;
import toi.engine.move.Wrecks;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/** 000 · ASSAULT ATTACKS steps 4–11: the dice, casualties, retreat, advance and fatigue. */
public final class AssaultResolution {

    private AssaultResolution() {
    }

    /**
     * @param attackerHits hits the attacker inflicted; {@code defenderHits} likewise
     * @param succeeded    the attacker's hits exceeded the defender's (step 9)
     * @param retreatHex   where the defenders retreated, or null
     * @param after        the units once the assault is over; while {@code waiting}, as the answers so far leave them
     * @param events       what happened; while {@code waiting}, so far (the outcome first, then the answered steps)
     */
    public record Result(AssaultBreakdown breakdown, List<DieRoll> rolls, int attackerHits, int defenderHits,
                         boolean succeeded, Hex retreatHex, Position after, List<Event> events, boolean waiting) {

        /**
         * The resolution stopped at a question not yet answered ({@link AssaultChoices} gave null): the dice are rolled and
         * the outcome known (000 · ASSAULT ATTACKS steps 4–5, 8–9), the steps answered so far done, the rest waits.
         */
        static Result waitingFor(AssaultBreakdown b, List<DieRoll> rolls, int attackerHits, int defenderHits, Position position,
                                 Map<String, Unit> units, List<Event> events) {
            return new Result(b, List.copyOf(rolls), attackerHits, defenderHits, attackerHits > defenderHits, null,
                    position.withUnits(new ArrayList<>(units.values())), List.copyOf(events), true);
        }
    }

    public static Result resolve(Position position, AssaultBreakdown b, Dice dice, AssaultChoices choices) {
        List<DieRoll> rolls = new ArrayList<>();
        List<Event> events = new ArrayList<>();
        // Step 4: the attacker's black dice (4+) and the defenders' red cover dice (5+).
        int black = 0;
        for (AssaultShare s : b.attackers()) {
            black += roll(s.firepower(), s.rerolls(), "assault: " + s.unit().id(), dice, rolls);
        }
        int bonus = b.attackStrength();
        for (AssaultShare s : b.attackers()) {
            bonus -= s.firepower();
        }
        black += roll(Math.max(0, bonus), 0, "assault: flamethrower bonus", dice, rolls);
        int red = 0;
        for (int i = 0; i < b.defenseDice(); i++) {
            int v = dice.roll();
            rolls.add(new DieRoll(DieRoll.Color.RED, v, v >= 5, "defenders' cover"));
            red += v >= 5 ? 1 : 0;
        }
        int attackerHits = Math.max(0, black - red);
        // Step 5: the defender's black dice (4+).
        int defenderHits = 0;
        for (AssaultShare s : b.defenders()) {
            defenderHits += roll(s.firepower(), s.rerolls(), "defending: " + s.unit().id(), dice, rolls);
        }

        Map<String, Unit> units = new LinkedHashMap<>();
        for (Unit u : position.units()) {
            units.put(u.id(), u);
        }
        List<Unit> attackers = new ArrayList<>();
        for (AssaultShare s : b.attackers()) {
            attackers.add(s.unit());
        }
        List<Unit> defenders = new ArrayList<>();
        for (AssaultShare s : b.defenders()) {
            if (!s.unit().isTransported()) {
                defenders.add(s.unit());
            }
        }
        boolean success = attackerHits > defenderHits;
        // the outcome is told as the dice show it, before the losses it causes (steps 8 and 9 decide by these hits alone)
        events.add(new Event.AssaultResolved(black, red, attackerHits, defenderHits, success, "000 · ASSAULT ATTACKS step "
                + (success ? 9 : 8)));
        // Step 6: the attacker's casualties, active squad first.
        List<AssaultChoices.Loss> attackerLosses = choices.attackerLosses(attackers, lossCount(attackers, defenderHits));
        if (attackerLosses == null) {
            return Result.waitingFor(b, rolls, attackerHits, defenderHits, position, units, events);
        }
        applyLosses(units, attackers, defenderHits, attackerLosses, true, events);
        // Step 7: the defender's casualties.
        List<AssaultChoices.Loss> defenderLosses = choices.defenderLosses(defenders, lossCount(defenders, attackerHits));
        if (defenderLosses == null) {
            return Result.waitingFor(b, rolls, attackerHits, defenderHits, position, units, events);
        }
        applyLosses(units, defenders, attackerHits, defenderLosses, false, events);
        Hex retreat = null;
        Set<String> wasFatigued = new HashSet<>();
        for (Unit a : attackers) {
            if (a.activation() == Activation.FATIGUED) {
                wasFatigued.add(a.id());
            }
        }
        if (success) {
            String attackerNation = attackers.get(0).nation();
            boolean stand = noSurrender(position, b.targetHex(), units, attackerNation, events);
            // 003 · INHERENT CREWS FOR EQUIPMENT UNITS: "the equipment unit may not retreat from the hex"
            List<Unit> guns = InherentCrews.standing(position, b.targetHex(), units, attackerNation);
            List<Unit> survivors = survivors(b.targetHex(), units, attackerNation, stand, events);
            List<Hex> legal = retreatHexes(position.board(), b.targetHex(), units, attackerNation, survivors, events);
            if (!legal.isEmpty()) {
                retreat = choices.retreat(List.copyOf(legal));
                if (retreat == null) {
                    return Result.waitingFor(b, rolls, attackerHits, defenderHits, position, units, events);
                }
                retreatTo(retreat, legal, units, survivors, Wrecks.count(position.board(), retreat), events);
            }
            if (!stand || units.values().stream().noneMatch(u -> u.hex().equals(b.targetHex()) && !u.nation().equals(attackerNation))) {
                List<Unit> eligible = advancing(b.targetHex(), units, attackers, wasFatigued);
                AssaultChoices.AdvanceRoom room = advanceRoom(position, b.targetHex(), units, defenders);
                List<String> going = eligible.isEmpty() ? List.of() : choices.advance(List.copyOf(eligible), room);
                if (going == null) {
                    return Result.waitingFor(b, rolls, attackerHits, defenderHits, position, units, events);
                }
                advance(b.targetHex(), units, eligible, going, room, events);
            }
            InherentCrews.captureOrDestroy(b.targetHex(), units, guns, attackerNation, events); // 003 · INHERENT CREWS
        }
        // Step 11: every attacking unit is fatigued.
        for (Unit a : attackers) {
            Unit now = units.get(a.id());
            if (now != null) {
                units.put(a.id(), now.withActivation(Activation.FATIGUED));
            }
        }
        Position after = position.withUnits(new ArrayList<>(units.values()));
        return new Result(b, List.copyOf(rolls), attackerHits, defenderHits, success, retreat, after, List.copyOf(events), false);
    }

    private static int roll(int n, int rerolls, String purpose, Dice dice, List<DieRoll> rolls) {
        int hits = 0;
        int failures = 0;
        for (int i = 0; i < n; i++) {
            int v = dice.roll();
            rolls.add(new DieRoll(DieRoll.Color.BLACK, v, v >= 4, purpose));
            hits += v >= 4 ? 1 : 0;
            failures += v >= 4 ? 0 : 1;
        }
        for (int i = 0; i < Math.min(failures, rerolls); i++) {
            int v = dice.roll();
            rolls.add(new DieRoll(DieRoll.Color.BLACK, v, v >= 4, purpose + " reroll (002 · Expert)"));
            hits += v >= 4 ? 1 : 0;
        }
        return hits;
    }

    /** Hits that destroy the vehicle from its present damage (000 · Normal Attacks Against Vehicles; Fragile). */
    public static int hitsToDestroy(Unit vehicle) {
        for (int h = 1; h <= 4; h++) {
            if (Effects.damage(vehicle, h) == null) {
                return h;
            }
        }
        return 4;
    }

    private static int capacity(List<Unit> side) {
        int c = 0;
        for (Unit u : side) {
            c += u.isVehicle() ? hitsToDestroy(u) : u.figures().size();
        }
        return c;
    }

    private static int lossCount(List<Unit> side, int hits) {
        return Math.min(hits, capacity(side));
    }

    private static void applyLosses(Map<String, Unit> units, List<Unit> side, int hits, List<AssaultChoices.Loss> losses,
                                    boolean attacker, List<Event> events) {
        int count = lossCount(side, hits);
        if (losses == null || losses.size() != count) {
            throw new IllegalAttack((attacker ? "the attacker" : "the defender") + " must take exactly " + count
                    + " casualt" + (count == 1 ? "y" : "ies") + " (000 · ASSAULT ATTACKS step " + (attacker ? 6 : 7) + "), not " + losses);
        }
        Map<String, List<Integer>> figures = new HashMap<>();
        Map<String, Integer> vehicleHits = new HashMap<>();
        Set<String> ids = new HashSet<>();
        for (Unit u : side) {
            ids.add(u.id());
        }
        for (AssaultChoices.Loss l : losses) {
            Unit u = ids.contains(l.unitId()) ? units.get(l.unitId()) : null;
            if (u == null) {
                throw new IllegalAttack(l.unitId() + " is not one of the " + (attacker ? "attacking" : "defending") + " units");
            }
            if (u.isVehicle()) {
                if (l.figureIndex() != -1) {
                    throw new IllegalAttack(u.id() + " is a vehicle: its casualties are hits (figure −1)");
                }
                vehicleHits.merge(u.id(), 1, Integer::sum);
            } else {
                if (l.figureIndex() < 0 || l.figureIndex() >= u.figures().size()) {
                    throw new IllegalAttack(u.id() + " has no figure number " + l.figureIndex());
                }
                List<Integer> list = figures.computeIfAbsent(u.id(), k -> new ArrayList<>());
                if (list.contains(l.figureIndex())) {
                    throw new IllegalAttack(u.id() + ": figure " + l.figureIndex() + " is named twice");
                }
                list.add(l.figureIndex());
            }
        }
        if (attacker && !side.isEmpty()) {
            Unit active = side.get(0);
            boolean othersHit = figures.keySet().stream().anyMatch(id -> !id.equals(active.id()));
            int activeLost = figures.getOrDefault(active.id(), List.of()).size();
            if (othersHit && activeLost < active.figures().size()) {
                throw new IllegalAttack("casualties are taken from the active squad " + active.id() + " until it is eliminated,"
                        + " and only then from the supporting squads (000 · ASSAULT ATTACKS step 6)");
            }
        }
        for (Map.Entry<String, Integer> e : vehicleHits.entrySet()) {
            Unit v = units.get(e.getKey());
            if (e.getValue() > hitsToDestroy(v)) {
                throw new IllegalAttack("no more hits may be assigned to the light vehicle " + v.id() + " than destroy it ("
                        + hitsToDestroy(v) + ") (000 · Light Vehicles and Assault Damage)");
            }
            Damage d = Effects.damage(v, e.getValue());
            if (d == null) {
                units.remove(v.id());
                events.add(new Event.UnitDestroyed(v.id(), null, "000 · Light Vehicles and Assault Damage"));
                units.values().removeIf(u -> v.id().equals(u.carriedBy()));
            } else {
                units.put(v.id(), v.withDamage(d));
                events.add(new Event.DamageChanged(v.id(), d, "000 · Light Vehicles and Assault Damage"));
            }
        }
        for (Map.Entry<String, List<Integer>> e : figures.entrySet()) {
            Unit u = units.get(e.getKey());
            List<UnitType> left = new ArrayList<>();
            for (int i = 0; i < u.figures().size(); i++) {
                if (!e.getValue().contains(i)) {
                    left.add(u.figures().get(i));
                }
            }
            if (left.isEmpty()) {
                units.remove(u.id());
                events.add(new Event.UnitDestroyed(u.id(), "eliminated", "000 · ASSAULT ATTACKS"));
            } else {
                units.put(u.id(), u.withFigures(left));
                events.add(new Event.FiguresLost(u.id(), e.getValue().size(), "000 · ASSAULT ATTACKS"));
            }
        }
    }

    /**
     * Operations · No Surrender: "When your squads lose an assault as the defender, they do not retreat. Instead, each
     * defending squad suffers 1 additional casualty and remains in its hex." The casualty is the figure with the least
     * firepower against infantry, the last such (docs/rulings.md R-OPS-3). True when the defender has the card.
     */
    private static boolean noSurrender(Position position, Hex hex, Map<String, Unit> units, String attackerNation, List<Event> events) {
        String defender = null;
        for (Unit u : units.values()) {
            if (u.hex().equals(hex) && !u.nation().equals(attackerNation)) {
                defender = u.nation();
            }
        }
        var card = defender == null ? null : position.operations().of(defender, "no-retreat");
        if (card == null) {
            return false;
        }
        for (Unit u : new ArrayList<>(units.values())) {
            if (!u.hex().equals(hex) || !u.isSquad() || u.nation().equals(attackerNation)) {
                continue;
            }
            Unit now = u;
            for (int k = 0; k < card.param("casualties", 1) && now != null; k++) {
                int weakest = 0;
                for (int i = 0; i < now.figures().size(); i++) {
                    if (now.figures().get(i).vsInfantry().firepower() <= now.figures().get(weakest).vsInfantry().firepower()) {
                        weakest = i;
                    }
                }
                events.add(new Event.RuleApplied(u.id(), "stands: it loses " + now.figures().get(weakest).name() + " instead of retreating",
                        "Operations · " + card.name()));
                events.add(new Event.FiguresLost(u.id(), 1, "Operations · " + card.name()));
                if (now.figures().size() == 1) {
                    now = null;
                } else {
                    List<UnitType> left = new ArrayList<>(now.figures());
                    left.remove(weakest);
                    now = now.withFigures(left);
                }
            }
            if (now == null) {
                units.remove(u.id());
                events.add(new Event.UnitDestroyed(u.id(), null, "Operations · " + card.name()));
            } else {
                units.put(u.id(), now);
            }
        }
        return true;
    }

    /** Step 9: the defenders who must retreat; disrupted ones cannot, and are destroyed. */
    private static List<Unit> survivors(Hex from, Map<String, Unit> units, String attackerNation, boolean squadsStand,
                                        List<Event> events) {
        List<Unit> survivors = new ArrayList<>();
        for (Unit u : units.values()) {
            if (u.hex().equals(from) && !u.nation().equals(attackerNation) && !(squadsStand && u.isSquad())) {
                survivors.add(u);
            }
        }
        for (Unit u : survivors) {
            if (u.condition() == Condition.DISRUPTED && !u.isTransported()) {
                units.remove(u.id());
                events.add(new Event.UnitDestroyed(u.id(), "disrupted and cannot retreat: destroyed", "000 · ASSAULT ATTACKS step 9"));
            }
        }
        survivors.removeIf(u -> !units.containsKey(u.id()));
        return survivors;
    }

    /** Step 9: the hexes the survivors may retreat to; with none, every survivor is destroyed. */
    private static List<Hex> retreatHexes(Board board, Hex from, Map<String, Unit> units, String attackerNation,
                                          List<Unit> survivors, List<Event> events) {
        if (survivors.isEmpty()) {
            return List.of();
        }
        List<Hex> legal = new ArrayList<>();
        for (Hex h : from.neighbors()) {
            if (retreatAllowed(board, from, h, units, attackerNation, survivors)) {
                legal.add(h);
            }
        }
        if (legal.isEmpty()) {
            for (Unit u : survivors) {
                units.remove(u.id());
                events.add(new Event.UnitDestroyed(u.id(), "destroyed: no hex to retreat to", "000 · ASSAULT ATTACKS step 9"));
            }
        }
        return legal;
    }

    /** Step 9: all survivors retreat to the one hex chosen. */
    private static void retreatTo(Hex to, List<Hex> legal, Map<String, Unit> units, List<Unit> survivors, int wrecks,
                                  List<Event> events) {
        if (!legal.contains(to)) {
            throw new IllegalAttack("the defenders may not retreat to " + to + " (legal: " + legal + ") (000 · ASSAULT ATTACKS step 9)");
        }
        int unitsThere = wrecks; // 003 · WRECKED VEHICLES: wrecks "still count against stacking"
        int vehiclesThere = wrecks;
        for (Unit u : units.values()) {
            if (u.hex().equals(to) && !u.isTransported()) {
                unitsThere++;
                vehiclesThere += u.isVehicle() ? 1 : 0;
            }
        }
        for (Unit u : survivors) {
            Unit moved = u.withHex(to).withFortification(null);
            if (u.condition() == Condition.PINNED) {
                moved = moved.withCondition(Condition.DISRUPTED); // pinned → disrupted after retreating
            }
            if (u.activation() != Activation.FATIGUED) {
                moved = moved.withActivation(Activation.FATIGUED); // fresh or op fire → fatigued
            }
            if (!u.isTransported()) {
                boolean fits = unitsThere < 3 && (!u.isVehicle() || vehiclesThere < 2);
                if (!fits) {
                    units.remove(u.id());
                    units.values().removeIf(c -> u.id().equals(c.carriedBy()));
                    events.add(new Event.UnitDestroyed(u.id(), "over the stacking limit in " + to + " and destroyed", "000 · ASSAULT ATTACKS step 9"));
                    continue;
                }
                unitsThere++;
                vehiclesThere += u.isVehicle() ? 1 : 0;
            }
            if (units.containsKey(u.id())) {
                units.put(u.id(), moved);
            }
        }
        List<String> retreating = new ArrayList<>();
        for (Unit u : survivors) {
            if (units.containsKey(u.id())) {
                retreating.add(u.id());
            }
        }
        events.add(new Event.Retreated(retreating, to, "000 · ASSAULT ATTACKS step 9, not subject to opportunity fire"));
    }

    private static boolean retreatAllowed(Board board, Hex from, Hex to, Map<String, Unit> units, String attackerNation,
                                          List<Unit> survivors) {
        if (!board.isPlayable(to) || board.isCliff(from, to)) {
            return false;
        }
        for (Unit u : units.values()) {
            if (u.hex().equals(to) && u.nation().equals(attackerNation)) {
                return false; // "may not retreat into a hex containing enemy units"
            }
        }
        for (Unit s : survivors) {
            if (!s.isTransported() && board.terrain(to).impassableTo(s.movementClass())) {
                return false; // docs/rulings.md R-ASL-3
            }
        }
        return true;
    }

    /** Step 10: who may advance — the active unit and supporters not fatigued before the attack; none while defenders hold the hex. */
    private static List<Unit> advancing(Hex target, Map<String, Unit> units, List<Unit> attackers, Set<String> wasFatigued) {
        for (Unit u : units.values()) {
            if (u.hex().equals(target)) {
                return List.of(); // defenders still hold the hex: there is nothing to advance into
            }
        }
        List<Unit> eligible = new ArrayList<>();
        for (Unit a : attackers) {
            Unit now = units.get(a.id());
            if (now != null && !wasFatigued.contains(a.id())) {
                eligible.add(now);
            }
        }
        return eligible;
    }

    /**
     * Step 10: the room in the vacated hex. 003 · WRECKED VEHICLES: "Instead of removing destroyed vehicles from the mapboard,
     * turn them upside down … Wrecked vehicles … still count against stacking": the wrecks already there, and the wreck of
     * each defending vehicle destroyed in this assault (it stays in the hex the attackers advance into), count as units
     * and as vehicles, as they do for movement ({@code MovementRules.hexIsFullFor}).
     */
    static AssaultChoices.AdvanceRoom advanceRoom(Position position, Hex target, Map<String, Unit> units, List<Unit> defenders) {
        if (!position.operations().option(Wrecks.RULE)) {
            return AssaultChoices.AdvanceRoom.BASIC;
        }
        int wrecks = Wrecks.count(position.board(), target);
        for (Unit d : defenders) {
            if (d.isVehicle() && target.equals(d.hex()) && !units.containsKey(d.id())) {
                wrecks++; // destroyed in the assault: its wreck stays in the hex
            }
        }
        wrecks = Math.min(wrecks, Position.MAX_UNITS_PER_HEX);
        return new AssaultChoices.AdvanceRoom(Position.MAX_UNITS_PER_HEX - wrecks, Math.max(0, Position.MAX_VEHICLES_PER_HEX - wrecks),
                wrecks);
    }

    /** Step 10: the units chosen advance into the vacated hex. */
    private static void advance(Hex target, Map<String, Unit> units, List<Unit> eligible, List<String> going,
                                AssaultChoices.AdvanceRoom room, List<Event> events) {
        if (going.size() > 3) {
            throw new IllegalAttack("at most three units may stand in " + target + " (000 · STACKING LIMITS)");
        }
        List<Unit> advancing = new ArrayList<>();
        for (String id : going) {
            Unit u = eligible.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow(() -> new IllegalAttack(
                    id + " may not advance: only the active unit and supporters that were not fatigued before the attack may"
                            + " (000 · ASSAULT ATTACKS step 10)"));
            advancing.add(u);
        }
        if (!room.fits(advancing)) {
            throw new IllegalAttack("only " + room.units() + " unit(s), " + room.vehicles() + " of them vehicles, may advance into "
                    + target + (room.wrecks() == 0 ? " (000 · STACKING LIMITS)" : ": its " + room.wrecks()
                    + " wreck(s) still count against stacking (003 · WRECKED VEHICLES; 000 · STACKING LIMITS)"));
        }
        for (Unit u : advancing) {
            units.put(u.id(), u.withHex(target).withFortification(null));
            events.add(new Event.Advanced(u.id(), target));
        }
    }
}
