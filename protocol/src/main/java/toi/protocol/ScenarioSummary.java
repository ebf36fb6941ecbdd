package toi.protocol;

import java.util.List;

/**
 * A scenario as a lobby lists it: its id, title, the seats that play it (in the order the game asks them first),
 * its length in the game's words ("8 rounds", "12 turns") and a short summary.
 */
public record ScenarioSummary(String id, String title, List<String> seats, String length, String summary) {
    public ScenarioSummary {
        seats = List.copyOf(seats);
    }
}
