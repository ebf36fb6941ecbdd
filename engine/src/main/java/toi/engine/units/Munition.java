package toi.engine.units;

/**
 * 002 · MUNITIONS SPECIALIZATION TOKENS (an optional rule): a token placed facedown next to a vehicle (or gun), flipped
 * the next time the unit attacks, its effect applied to that attack (docs/rulings.md R-OPT-9…).
 *
 * @param kind     which round the token stands for (a secret of its owner's while it is facedown)
 * @param revealed flipped by the unit's attack (discarded at the beginning of the next Status Phase)
 * @param round    the round of the Status Phase it was bought in (the "next Status Phase" is a later one)
 */
public record Munition(Kind kind, boolean revealed, int round) {

    /** The four munitions specializations (002 · Munitions Specializations). */
    public enum Kind {
        /** High Explosive: −1 firepower against vehicles; normal range hits on 4–6; no long-range attacks. */
        HE("he", "High Explosive (HE)"),
        /** Armor Piercing Ballistic: +1 firepower against vehicles. */
        AP_B("ap-b", "Armor Piercing Ballistic (AP-B)"),
        /** Armor Piercing Composite: +2 against vehicles at close range, −1 at long (003 · AP-DS: +3 normal, +1 long). */
        AP_C("ap-c", "Armor Piercing Composite (AP-C)"),
        /** Smoke: the attack targets a hex; two hits lay smoke, one drifts it, none is a misfire. */
        SMOKE("smoke", "Smoke");

        private final String id;
        private final String title;

        Kind(String id, String title) {
            this.id = id;
            this.title = title;
        }

        /** The kind's word in choices and views ({@code ap-b}). */
        public String id() {
            return id;
        }

        /** The name printed in the text ({@code Armor Piercing Ballistic (AP-B)}). */
        public String title() {
            return title;
        }

        /** The kind with this id, or null. */
        public static Kind byId(String id) {
            for (Kind k : values()) {
                if (k.id.equals(id)) {
                    return k;
                }
            }
            return null;
        }
    }

    public boolean facedown() {
        return !revealed;
    }

    public Munition flipped() {
        return new Munition(kind, true, round);
    }
}
