package toi.engine.scenario;

import java.util.List;
import java.util.Map;

/**
 * A scenario's special rules that recur between scenarios, as data (002 · the scenarios' SPECIAL RULES).
 *
 * @param drawsPerStatusPhase "The Americans may draw 2 Strategy cards instead of 1 at the start of each Status Phase."
 * @param frozen              "American Trucks may not move until round 3."
 * @param removals            "At the end of the Status Phase of round 3, remove the 'Heavy Fog' Operations card."
 * @param setsUpFirst         "Americans set up first." (null: in order of initiative, 000 · GAME SETUP)
 */
public record SpecialRules(Map<String, Integer> drawsPerStatusPhase, List<Frozen> frozen, List<Removal> removals,
                           List<Retrieve> retrieves, List<DeckSwap> deckSwaps, String setsUpFirst) {

    /** "At the beginning of each Command Phase, the Americans may spend 1 command to retrieve a discarded 'Bombing Run' card." */
    public record Retrieve(String side, String cardId, int cost) {
    }

    /** "If the Americans control victory objective marker 2 or 3 at the end of any round, replace Artillery deck I with Artillery deck II." */
    public record DeckSwap(String side, String from, String to, List<toi.engine.hex.Hex> hexes) {
        public DeckSwap {
            hexes = List.copyOf(hexes);
        }
    }

    /** The rules without card retrieval or deck swaps. */
    public SpecialRules(Map<String, Integer> drawsPerStatusPhase, List<Frozen> frozen, List<Removal> removals) {
        this(drawsPerStatusPhase, frozen, removals, List.of(), List.of(), null);
    }

    /** The rules with setup in order of initiative. */
    public SpecialRules(Map<String, Integer> drawsPerStatusPhase, List<Frozen> frozen, List<Removal> removals,
                        List<Retrieve> retrieves, List<DeckSwap> deckSwaps) {
        this(drawsPerStatusPhase, frozen, removals, retrieves, deckSwaps, null);
    }

    /** Units of the side matching a type id or trait may not move (Advance, Fire and Movement, Assault) before the round. */
    public record Frozen(String side, List<String> units, int untilRound) {
        public Frozen {
            units = List.copyOf(units);
        }
    }

    /** The side's Operations card leaves the game at the end of the round's Status Phase. */
    public record Removal(String side, String operationsId, int afterRound) {
    }

    public static SpecialRules none() {
        return new SpecialRules(Map.of(), List.of(), List.of());
    }

    public SpecialRules {
        drawsPerStatusPhase = Map.copyOf(drawsPerStatusPhase);
        frozen = List.copyOf(frozen);
        removals = List.copyOf(removals);
        retrieves = List.copyOf(retrieves);
        deckSwaps = List.copyOf(deckSwaps);
    }

    /** Whether the rules forbid this unit to move in this round; the rule's words, or null. */
    public String frozen(toi.engine.units.Unit u, int round) {
        for (Frozen f : frozen) {
            if (f.side().equals(u.nation()) && round < f.untilRound()
                    && f.units().stream().anyMatch(u::isOf)) {
                return u.id() + " may not move until round " + f.untilRound() + " (scenario special rule)";
            }
        }
        return null;
    }
}
