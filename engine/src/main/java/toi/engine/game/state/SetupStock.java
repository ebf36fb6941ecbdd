package toi.engine.game.state;

import toi.engine.game.protocol.Choice;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * 000 · GAME SETUP steps 5–7: what the sides still have to use while setting up — figures not yet in a squad,
 * squad bases and tokens, per pool (a side, or one of its divisions), and the markers each side may still place;
 * with the one crew transfer each side may ask for. Exists only during setup.
 */
public final class SetupStock {
    /** Pool (side or side/division) → unit type id → figures left. */
    public final Map<String, Map<String, Integer>> figures = new HashMap<>();
    /** Pool → squad bases left. */
    public final Map<String, Integer> bases = new HashMap<>();
    /** Pool → token id → tokens left. */
    public final Map<String, Map<String, Integer>> tokens = new HashMap<>();
    /** Pool → the sizes of its groups of tokens whose kind is still to be chosen (docs/rulings.md R-SCN-7), in order. */
    public final Map<String, java.util.List<Integer>> tokenGroups = new HashMap<>();
    /** Side → marker id → markers it may still place in its zone. */
    public final Map<String, Map<String, Integer>> markers = new HashMap<>();
    /** Sides that have asked for their crew transfer. */
    public final Set<String> crewTransferAsked = new TreeSet<>();
    /** A crew transfer waiting for the opponent's answer. */
    public Choice.TransferCrew proposedTransfer;

    SetupStock copy() {
        SetupStock c = new SetupStock();
        figures.forEach((k, m) -> c.figures.put(k, new TreeMap<>(m)));
        c.bases.putAll(bases);
        tokens.forEach((k, m) -> c.tokens.put(k, new TreeMap<>(m)));
        tokenGroups.forEach((k, g) -> c.tokenGroups.put(k, new java.util.ArrayList<>(g)));
        markers.forEach((k, m) -> c.markers.put(k, new TreeMap<>(m)));
        c.crewTransferAsked.addAll(crewTransferAsked);
        c.proposedTransfer = proposedTransfer;
        return c;
    }

    /** Its part of the game state's hash, in an order independent of map iteration. */
    void appendTo(StringBuilder sb) {
        sb.append(new TreeMap<>(figures)).append(new TreeMap<>(bases)).append(new TreeMap<>(tokens)).append(new TreeMap<>(markers))
                .append(crewTransferAsked).append(proposedTransfer);
    }
}
