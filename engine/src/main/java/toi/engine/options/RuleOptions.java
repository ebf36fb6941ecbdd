package toi.engine.options;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The optional rules switched on for one game, each with its numbers (from {@code options.json}); none in the basic
 * game. Immutable; equal sets are equal. Part of what makes a game: same scenario, options, seed and choices give the
 * same game.
 */
public final class RuleOptions {
    public static final RuleOptions NONE = new RuleOptions(new EnumMap<>(RuleOption.class));

    private final EnumMap<RuleOption, Map<String, Integer>> on;

    private RuleOptions(EnumMap<RuleOption, Map<String, Integer>> on) {
        this.on = on;
    }

    /**
     * These options with their numbers; each option must have every number its rule needs
     * ({@link RuleOption#params()}).
     */
    public static RuleOptions of(Map<RuleOption, Map<String, Integer>> options) {
        EnumMap<RuleOption, Map<String, Integer>> map = new EnumMap<>(RuleOption.class);
        options.forEach((o, params) -> {
            for (String p : o.params()) {
                if (!params.containsKey(p)) {
                    throw new IllegalArgumentException("option " + o.id() + " needs its number '" + p + "'");
                }
            }
            map.put(o, Map.copyOf(params));
        });
        if (map.containsKey(RuleOption.AP_DS) && !map.containsKey(RuleOption.MUNITIONS)) {
            // 003 · AP-DS: "Use AP-C munitions specialization tokens to represent AP-DS rounds"
            throw new IllegalArgumentException("option ap-ds needs option munitions: AP-DS rounds are AP-C munitions tokens"
                    + " (" + RuleOption.AP_DS.heading() + ")");
        }
        if (map.containsKey(RuleOption.TURRETLESS_FACING) && !map.containsKey(RuleOption.FACING)) {
            // 003 · Turretless Vehicles and Facing: "depending on its facing" — facing is 003 · Optional Facing Rules
            throw new IllegalArgumentException("option turretless-facing needs option facing: a turretless vehicle's arcs are"
                    + " those of its facing (" + RuleOption.TURRETLESS_FACING.heading() + ")");
        }
        return map.isEmpty() ? NONE : new RuleOptions(map);
    }

    public boolean has(RuleOption option) {
        return on.containsKey(option);
    }

    /** A number of an option that is on ({@code options.json}). */
    public int param(RuleOption option, String name) {
        Map<String, Integer> params = on.get(option);
        if (params == null || !params.containsKey(name)) {
            throw new IllegalStateException("option " + option.id() + " is not on or has no number '" + name + "'");
        }
        return params.get(name);
    }

    public boolean isEmpty() {
        return on.isEmpty();
    }

    /** These options and those (a number of one given in both is that one's). */
    public RuleOptions plus(RuleOptions other) {
        if (other.on.isEmpty()) {
            return this;
        }
        EnumMap<RuleOption, Map<String, Integer>> map = new EnumMap<>(on);
        map.putAll(other.on);
        return of(map);
    }

    /** The ids switched on, in the engine's order (how a saved game and a seat's view record them). */
    public List<String> ids() {
        List<String> out = new ArrayList<>();
        for (RuleOption o : on.keySet()) {
            out.add(o.id());
        }
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RuleOptions r && r.on.equals(on);
    }

    @Override
    public int hashCode() {
        return on.hashCode();
    }

    @Override
    public String toString() {
        return on.isEmpty() ? "no options" : String.join(", ", ids());
    }
}
