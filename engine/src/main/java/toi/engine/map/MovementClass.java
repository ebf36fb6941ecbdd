package toi.engine.map;

/** What the terrain table distinguishes when charging movement: squads (infantry) or vehicles. */
public enum MovementClass {
    SQUAD, VEHICLE;

    public String word() {
        return this == SQUAD ? "squads" : "vehicles";
    }
}
