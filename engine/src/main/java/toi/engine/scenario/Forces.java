package toi.engine.scenario;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a scenario gives a side to build and deploy (000 · GAME SETUP step 5): figures by unit type,
 * squad bases, vehicles, and specialization tokens — either as one pool, or split into the side's
 * divisions (002 · Scenario format: "each nation is broken into two divisions of different color
 * shades"), each division building its squads on its own bases from its own figures.
 *
 * @param figures   unit type id → how many figures
 * @param vehicles  vehicle unit type ids, one entry per vehicle
 * @param tokens    specialization or restriction token id → how many; {@link #CONCEALED} counts the concealed squad
 *                  markers, handed out to squads in the same setup step (000 · CONCEALED SQUADS)
 * @param divisions division name → that division's forces (empty: one pool, the fields above); when
 *                  present the fields above are empty
 * @param markers   fortification and obstacle markers the side places in its deployment zone during setup
 *                  (002 · Stavelot Express: "Americans may place the above obstacles anywhere in their deployment zone")
 * @param tokenGroups groups of tokens whose kind the side chooses during setup, each group N tokens of one kind (a
 *                  specialization token or concealed squad markers): the guide's "x2" beside a token's picture, where
 *                  our text kept the count and lost the picture (docs/rulings.md R-SCN-7)
 */
public record Forces(Map<String, Integer> figures, int squadBases, List<String> vehicles, Map<String, Integer> tokens,
                     Map<String, Forces> divisions, Map<String, Integer> markers, List<Integer> tokenGroups) {

    /** The entry of {@code tokens} that counts concealed squad markers (not a specialization: a squad may have both). */
    public static final String CONCEALED = "concealed";

    /** Forces in one pool. */
    public Forces(Map<String, Integer> figures, int squadBases, List<String> vehicles, Map<String, Integer> tokens) {
        this(figures, squadBases, vehicles, tokens, Map.of(), Map.of(), List.of());
    }

    /** Forces split into divisions, in the order given. */
    public static Forces ofDivisions(Map<String, Forces> divisions) {
        return new Forces(Map.of(), 0, List.of(), Map.of(), divisions, Map.of(), List.of());
    }

    /** The same forces with markers to place in the deployment zone. */
    public Forces withMarkers(Map<String, Integer> m) {
        return new Forces(figures, squadBases, vehicles, tokens, divisions, m, tokenGroups);
    }

    /** The same forces with groups of tokens whose kind the side chooses during setup. */
    public Forces withTokenGroups(List<Integer> groups) {
        return new Forces(figures, squadBases, vehicles, tokens, divisions, markers, groups);
    }

    public Forces {
        figures = Map.copyOf(figures);
        vehicles = List.copyOf(vehicles);
        tokens = Map.copyOf(tokens);
        divisions = Collections.unmodifiableMap(new LinkedHashMap<>(divisions)); // keeps the scenario's order
        markers = Collections.unmodifiableMap(new java.util.TreeMap<>(markers));
        tokenGroups = List.copyOf(tokenGroups);
        for (int g : tokenGroups) {
            if (g < 1) {
                throw new IllegalArgumentException("a group of tokens holds at least one, not " + g);
            }
        }
        for (Forces d : divisions.values()) {
            if (!d.divisions.isEmpty()) {
                throw new IllegalArgumentException("a division's forces are not split again into divisions");
            }
        }
        if (!divisions.isEmpty() && (!figures.isEmpty() || squadBases != 0 || !vehicles.isEmpty() || !tokens.isEmpty()
                || !tokenGroups.isEmpty())) {
            throw new IllegalArgumentException("forces split into divisions give their figures, bases, vehicles and tokens by division");
        }
    }

    /** The pools the side builds from: its divisions, or itself (division null). */
    public Map<String, Forces> pools() {
        if (divisions.isEmpty()) {
            Map<String, Forces> one = new LinkedHashMap<>();
            one.put(null, new Forces(figures, squadBases, vehicles, tokens).withTokenGroups(tokenGroups));
            return one;
        }
        return divisions;
    }
}
