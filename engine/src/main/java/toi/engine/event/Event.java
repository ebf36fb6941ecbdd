package toi.engine.event;

import java.util.List;
import java.util.function.UnaryOperator;
import toi.engine.hex.Hex;
import toi.engine.hex.HexLabels;
import toi.engine.move.MovePoints;
import toi.engine.units.Activation;
import toi.engine.units.Condition;
import toi.engine.units.Damage;

/**
 * What happened when a choice was applied: a closed set of typed events (docs/architecture.md ·
 * Events). A browser animates them, a test asserts on their fields, the CLI prints {@link #text()}.
 * The text is rendered from the fields; nothing is stored as prose. Events name units by id and
 * hexes by {@link Hex}; {@link #rule()} is the rulebook heading that decided it, where one did.
 * Secrets (the card an opponent drew, a concealed squad's identity) are taken out per seat by
 * {@code Redaction} in the game package. They are the Tide of Iron ruleset's {@link toi.protocol.GameEvent}s: every
 * consumer of the shared protocol reads their type, text and rule.
 */
public sealed interface Event extends toi.protocol.GameEvent {

    /** The one-line text for a log. */
    @Override
    String text();

    /** The rule that decided it ("000 · Minefields"), or null. */
    @Override
    default String rule() {
        return null;
    }

    /**
     * The same event with every unit id passed through {@code name} — how a concealed squad's
     * identity is kept from the opponent (docs/rulings.md R-VIEW-2). Events that name no unit return themselves.
     */
    default Event renamed(UnaryOperator<String> name) {
        return this;
    }

    /**
     * A unit as a log line names it: by its id, or — for an enemy concealed squad, which a seat's events name by its
     * marker's alias (R-VIEW-2) — as "a concealed unit", the same words whichever squad it is (issue 29).
     */
    static String name(String unit) {
        return unit != null && unit.startsWith("concealed-") ? "a concealed unit" : unit;
    }

    private static String cite(String rule) {
        return rule == null ? "" : " (" + rule + ")";
    }

    private static String at(Hex h) {
        return h == null ? "?" : HexLabels.label(h);
    }

    private static String plural(int n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    // ---- dice ----

    /** Dice as they fell: black (attack) or red (defense), each with its value and purpose. */
    record DiceRolled(String purpose, List<DieRoll> dice, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new DiceRolled(purpose, dice.stream().map(d -> d.renamed(name)).toList(), rule);
        }

        public DiceRolled {
            dice = List.copyOf(dice);
        }

        public String text() {
            return GameWords.sentence(purpose) + ": " + String.join(" ", dice.stream().map(DieRoll::toString).toList()) + cite(rule);
        }

    }

    // ---- movement and activation ----

    /** A unit is activated for an action; {@code mp} in thirds of a movement point (0 when it does not move). */
    record UnitActivated(String unit, String action, int mpThirds) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitActivated(name.apply(unit), action, mpThirds);
        }

        public String text() {
            return name(unit) + " is activated: " + GameWords.action(action) + (mpThirds > 0 ? " with " + MovePoints.format(mpThirds) + " movement points" : "");
        }
    }

    /** A unit moved one hex; {@code costThirds} and {@code mpLeftThirds} in thirds of a movement point. */
    record UnitMoved(String unit, Hex from, Hex to, int costThirds, int mpLeftThirds, String why) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitMoved(name.apply(unit), from, to, costThirds, mpLeftThirds, why);
        }

        public String text() {
            return name(unit) + " enters " + at(to) + " (" + why + "), " + MovePoints.format(mpLeftThirds) + " left";
        }
    }

    /** A unit was put back to an earlier hex of its path (it may not stay where it stopped). */
    record UnitReturned(String unit, Hex from, Hex to, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitReturned(name.apply(unit), from, to, rule);
        }

        public String text() {
            return name(unit) + " may not stay in " + at(from) + " (full, or enemy units): returned to " + at(to) + cite(rule);
        }
    }

    /** A unit was put on the board: setup deployment, reinforcements, a card. */
    record UnitPlaced(String nation, String unit, Hex hex, String inside, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitPlaced(nation, name.apply(unit), hex, inside == null ? null : name.apply(inside), rule);
        }

        public String text() {
            return nation + " places " + name(unit) + " in " + at(hex) + (inside == null ? "" : " (in " + name(inside) + ")") + cite(rule);
        }
    }

    /** A squad got into a vehicle, or out of it. */
    record Embarked(String unit, String vehicle, Hex hex, boolean in, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new Embarked(name.apply(unit), name.apply(vehicle), hex, in, rule);
        }

        public String text() {
            return in ? name(unit) + " enters " + name(vehicle) + " and is fatigued" + cite(rule) : name(unit) + " exits " + name(vehicle) + " in " + at(hex);
        }
    }

    /** A unit left the board by an exit hex (with any squads it carries). */
    record UnitExited(String unit, Hex from, String inside) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitExited(name.apply(unit), from, inside == null ? null : name.apply(inside));
        }

        public String text() {
            return inside == null ? name(unit) + " exits the board from " + at(from) : name(unit) + " leaves the board inside " + name(inside);
        }
    }

    /** A squad entered a fortification (entrenchment, pillbox) in its hex. */
    record EnteredFortification(String unit, Hex hex, String marker) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new EnteredFortification(name.apply(unit), hex, marker);
        }

        public String text() {
            return name(unit) + " enters the " + marker + " in " + at(hex);
        }
    }

    /** Fresh, fatigued or in Op Fire mode. */
    record ActivationChanged(String unit, Activation activation, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new ActivationChanged(name.apply(unit), activation, rule);
        }

        public String text() {
            return switch (activation) {
                case FRESH -> name(unit) + "'s activation token is removed: it is fresh again";
                case FATIGUED -> name(unit) + " is fatigued";
                case OP_FIRE -> name(unit) + " is placed in Op Fire mode";
            } + cite(rule);
        }
    }

    // ---- fire ----

    /** An attack is declared: who fires (lead first), at what, as what action, with how many dice. */
    record AttackDeclared(List<String> firers, String target, Hex hex, String action, boolean suppressive, int dice) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new AttackDeclared(firers.stream().map(name).toList(), target == null ? null : name.apply(target), hex, action, suppressive, dice);
        }

        public AttackDeclared {
            firers = List.copyOf(firers);
        }

        public String text() {
            return GameWords.list(firers.stream().map(Event::name).toList()) + (action.equals("op-fire") ? " op fire" : " fire" + (firers.size() == 1 ? "s" : ""))
                    + " (" + GameWords.action(action) + (suppressive ? ", suppressive" : "") + ") at " + (target == null ? at(hex) : name(target) + " in " + at(hex))
                    + " with " + plural(dice, "die", "dice");
        }
    }

    /** The attack dice scored: successes on how many dice, hitting on what number. */
    record AttackRolled(int successes, int dice, int hitOn) implements Event {
        public String text() {
            return plural(successes, "attack success", "attack successes") + " on " + plural(dice, "die", "dice") + " (hit on " + hitOn + "+)";
        }
    }

    /** One target's defense dice and the hits it takes, with their effect. */
    record HitsScored(String unit, int defenseSuccesses, int defenseDice, int hits, String effect) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new HitsScored(name.apply(unit), defenseSuccesses, defenseDice, hits, effect);
        }

        public String text() {
            return name(unit) + ": " + plural(defenseSuccesses, "defense success", "defense successes") + " on " + plural(defenseDice, "die", "dice")
                    + " → " + plural(hits, "hit", "hits") + ": " + effect;
        }
    }

    /** Figures removed from a squad (casualties). */
    record FiguresLost(String unit, int count, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new FiguresLost(name.apply(unit), count, rule);
        }

        public String text() {
            return name(unit) + " loses " + plural(count, "figure", "figures") + cite(rule);
        }
    }

    /** A figure joined a squad: healing, a card, a transfer. */
    record FigureAdded(String unit, String figure, String from, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new FigureAdded(name.apply(unit), figure, from == null ? null : name.apply(from), rule);
        }

        public String text() {
            return (from == null ? name(unit) + " receives a " + figure + " figure" : figure + " moves from " + name(from) + " to " + name(unit)) + cite(rule);
        }
    }

    /** A unit left the game: destroyed, eliminated, lost. */
    record UnitDestroyed(String unit, String why, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new UnitDestroyed(name.apply(unit), why, rule);
        }

        public String text() {
            return name(unit) + " is " + (why == null ? "destroyed" : why) + cite(rule);
        }
    }

    /** A squad is pinned, disrupted, or recovers. */
    record ConditionChanged(String unit, Condition condition, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new ConditionChanged(name.apply(unit), condition, rule);
        }

        public String text() {
            return name(unit) + (condition == Condition.NONE ? "'s condition token is removed" : " is " + condition.word()) + cite(rule);
        }
    }

    /** A vehicle is damaged (or repaired). */
    record DamageChanged(String unit, Damage damage, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new DamageChanged(name.apply(unit), damage, rule);
        }

        public String text() {
            return name(unit) + " is " + damage.word() + cite(rule);
        }
    }

    /** A squad gains an experience star (002 · Alpha, Bravo). */
    record StarGained(String unit, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new StarGained(name.apply(unit), rule);
        }

        public String text() {
            return name(unit) + " gains a star" + cite(rule);
        }
    }

    // ---- assault ----

    /** An assault is declared: the active squad, its supporters, the hex, and both strengths. */
    record AssaultDeclared(String unit, List<String> supporters, Hex target, int attackStrength, int defenseStrength) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new AssaultDeclared(name.apply(unit), supporters.stream().map(name).toList(), target, attackStrength, defenseStrength);
        }

        public AssaultDeclared {
            supporters = List.copyOf(supporters);
        }

        public String text() {
            return name(unit) + (supporters.isEmpty() ? "" : " with " + GameWords.list(supporters.stream().map(Event::name).toList())) + " assaults " + at(target)
                    + " (attack strength " + attackStrength + ", defender strength " + defenseStrength + ")";
        }
    }

    /** The assault's dice: the attacker's successes less the defenders' cover, and the defender's hits. */
    record AssaultResolved(int attackerSuccesses, int cover, int attackerHits, int defenderHits, boolean succeeded, String rule)
            implements Event {
        public String text() {
            return "attacker: " + attackerSuccesses + " successes − " + cover + " cover = " + plural(attackerHits, "hit", "hits")
                    + "; defender: " + plural(defenderHits, "hit", "hits") + "; the assault " + (succeeded ? "succeeds" : "fails") + cite(rule);
        }
    }

    /** The defenders of a successful assault retreat. */
    record Retreated(List<String> units, Hex to, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new Retreated(units.stream().map(name).toList(), to, rule);
        }

        public Retreated {
            units = List.copyOf(units);
        }

        public String text() {
            return GameWords.list(units.stream().map(Event::name).toList()) + " retreat" + (units.size() == 1 ? "s" : "") + " to " + at(to) + cite(rule);
        }
    }

    /** An assaulting unit advances into the hex it took. */
    record Advanced(String unit, Hex to) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new Advanced(name.apply(unit), to);
        }

        public String text() {
            return name(unit) + " advances into " + at(to);
        }
    }

    // ---- cards ----

    /** A Strategy card drawn; {@code card} is null in an opponent's view (the card is secret, the deck is not). */
    record CardDrawn(String nation, String card, String deck) implements Event {
        public String text() {
            return nation + " draws " + (card == null ? "a card" : card) + " from the " + deck + " deck";
        }

    }

    /** A Strategy card activated (or retrieved) for its cost in command. */
    record CardPlayed(String nation, String card, int cost, String how) implements Event {
        public String text() {
            return nation + " " + how + " " + card + (cost > 0 ? " for " + cost + " command" : "");
        }
    }

    /** A card went to the play area, was discarded, or left the game. */
    record CardMoved(String nation, String card, String where, String rule) implements Event {
        public String text() {
            return nation + "'s " + card + " goes to " + where + cite(rule);
        }
    }

    /** An off-board attack's target token: a hex, or a line toward a direction. */
    record TargetPlaced(Hex hex, String direction) implements Event {
        public String text() {
            return "target token placed in " + at(hex) + (direction == null ? "" : ", line toward " + direction);
        }
    }

    /** Where an off-board attack lands after drift (null: off the board). */
    record Drifted(int driftNumber, Hex from, Hex to, int hexes, String direction) implements Event {
        public String text() {
            return to == null ? "the attack drifts off the board: the card has no further effect (000 · Rolling for Drift)"
                    : hexes == 0 ? "drift: on target " + at(to)
                    : "drift: " + plural(hexes, "hex", "hexes") + " toward " + direction + " → " + at(to);
        }
    }

    // ---- markers ----

    record MarkerPlaced(Hex hex, String marker, String by, String rule) implements Event {
        public String text() {
            return (by == null ? "" : by + " places ") + (by == null ? "a " + marker + " marker is placed in " : marker + " in ") + at(hex) + cite(rule);
        }
    }

    record MarkerRemoved(Hex hex, String marker, String by, String rule) implements Event {
        public String text() {
            return (by == null ? "the " + marker + " in " + at(hex) + " is removed" : by + " removes the " + marker + " in " + at(hex)) + cite(rule);
        }
    }

    /** A concealed squad marker placed on a squad, or removed when the squad is revealed. */
    record Concealment(String unit, boolean concealed, String why, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new Concealment(name.apply(unit), concealed, why, rule);
        }

        public String text() {
            return name(unit) + (concealed ? " is concealed" : why == null ? " is revealed" : " " + why + " and is revealed") + cite(rule);
        }

    }

    // ---- command, initiative, victory ----

    record CommandChanged(String nation, int change, int total, String why) implements Event {
        public String text() {
            return nation + (change >= 0 ? " receives " + change : " pays " + (-change)) + " command" + (why == null ? "" : " " + why)
                    + " (now " + total + ")";
        }
    }

    record InitiativeBid(String nation, int command) implements Event {
        public String text() {
            return nation + " places " + command + " command on its Initiative card";
        }
    }

    record InitiativePoolChanged(String nation, int change, int total) implements Event {
        public String text() {
            return nation + " adds " + change + " to its initiative pool (now " + total + ")";
        }
    }

    record InitiativeWon(String nation, String how) implements Event {
        public String text() {
            return nation + " has the initiative (" + how + ")";
        }
    }

    record VictoryPointsScored(String nation, int points, int total, String why) implements Event {
        public String text() {
            return nation + " scores " + points + " VP for " + why + " (now " + total + ")";
        }
    }

    record ObjectiveControlChanged(Hex hex, String nation) implements Event {
        public String text() {
            return "the objective in " + at(hex) + (nation == null ? " is no longer controlled" : " is now controlled by " + nation);
        }
    }

    // ---- setup ----

    /** A squad built in setup; {@code figures} are the figures' names ("Elite infantry"), in the order placed. */
    record SquadBuilt(String pool, String unit, List<String> figures) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new SquadBuilt(pool, name.apply(unit), figures);
        }

        public SquadBuilt {
            figures = List.copyOf(figures);
        }

        public String text() {
            java.util.Map<String, Integer> counted = new java.util.LinkedHashMap<>(); // "3 elite infantry and 1 officer"
            figures.forEach(f -> counted.merge(f.toLowerCase(), 1, Integer::sum));
            return pool + " builds squad " + name(unit) + ": " + GameWords.counts(counted);
        }
    }

    record TokenAssigned(String nation, String unit, String token) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new TokenAssigned(nation, name.apply(unit), token);
        }

        public String text() {
            return nation + " gives " + name(unit) + " the " + token + " token";
        }
    }

    // ---- the round ----

    record PhaseBegan(String phase, int round) implements Event {
        public String text() {
            return phase + ", round " + round;
        }
    }

    /**
     * A decision with one meaningful choice, answered by the rules without asking (docs/rulings.md R-FLOW-1): a bid with
     * no command, transfers with nothing to transfer. {@code answer} is the choice's command text (old logs name it).
     */
    record AnsweredByRule(String nation, String answer, String what, String rule) implements Event {
        public String text() {
            return nation + " " + what + cite(rule);
        }
    }

    /** A player's turn passes, or a side is done with a phase or step. */
    record Passed(String who, String what, String rule) implements Event {
        public String text() {
            return who + " " + what + cite(rule);
        }
    }

    /** Choices taken back (undo, before anything was revealed): the game is as it was before them. */
    record ChoicesUndone(String seat, int choices) implements Event {
        public String text() {
            return seat + " takes back " + plural(choices, "choice", "choices") + ": the game is as it was before";
        }
    }

    record GameOver(String winner, String reason) implements Event {
        public String text() {
            return "Game over — " + winner + " wins: " + reason;
        }
    }

    /** A rule's consequence that changes no counter by itself, explained (a squad must stop, a card's effect ends). */
    // ---- munitions (002 · MUNITIONS SPECIALIZATION TOKENS, an optional rule) ----

    /** A munitions token bought and placed facedown next to a unit; {@code kind} is null for a seat that may not know it. */
    record MunitionPlaced(String nation, String unit, String kind, int cost) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new MunitionPlaced(nation, name.apply(unit), kind, cost);
        }

        public String rule() {
            return "002 · MUNITIONS SPECIALIZATION TOKENS";
        }

        public String text() {
            return nation + " places a munitions token" + (kind == null ? "" : " (" + kind + ")") + " facedown next to " + name(unit)
                    + " for " + plural(cost, "command", "command") + cite(rule());
        }
    }

    /** The unit's attack flips its munitions token: its effect applies to this attack. */
    record MunitionRevealed(String unit, String kind) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new MunitionRevealed(name.apply(unit), kind);
        }

        public String rule() {
            return "002 · MUNITIONS SPECIALIZATION TOKENS";
        }

        public String text() {
            return name(unit) + "'s munitions token is flipped: " + kind + cite(rule());
        }
    }

    /** A munitions token is discarded (flipped, unused, a misfire); {@code kind} null for a seat that never saw it face up. */
    record MunitionDiscarded(String nation, String unit, String kind, boolean facedown, String why, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new MunitionDiscarded(nation, name.apply(unit), kind, facedown, why, rule);
        }

        public String text() {
            return "the munitions token" + (kind == null ? "" : " (" + kind + ")") + " next to " + name(unit) + " is discarded: " + why + cite(rule);
        }
    }

    record RuleApplied(String unit, String what, String rule) implements Event {
        public Event renamed(UnaryOperator<String> name) {
            return new RuleApplied(unit == null ? null : name.apply(unit), what, rule);
        }

        public String text() {
            return (unit == null ? "" : name(unit) + " ") + what + cite(rule);
        }
    }
}
