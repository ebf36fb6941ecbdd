package toi.irontide.state;

/** §4.2 · the phases of a player turn, in order (the Air Phase in the German player turn only). */
public enum Phase {
    AIR, SUPPLY, REPLACEMENT, MOVEMENT, COMBAT, RESERVE, ENGINEERING;

    public String label() {
        return name().charAt(0) + name().substring(1).toLowerCase() + " Phase";
    }
}
