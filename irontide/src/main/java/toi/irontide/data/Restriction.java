package toi.irontide.data;

import java.util.Set;

/**
 * §17 · a restricted reinforcement. Allied Type 1 may not cross the Meuse (until {@code freeFrom}, a turn, if given);
 * Allied Type 2 may not enter until a German unit has crossed the Meuse; German restricted units enter only after a
 * German crossing and a die roll showing one of {@code die} (§17.2: 1–2 the 10th SS, 3–4 the 11th Panzer).
 */
public record Restriction(Kind kind, String freeFrom, Set<Integer> die) {
    public enum Kind { TYPE_1, TYPE_2, GERMAN }
}
