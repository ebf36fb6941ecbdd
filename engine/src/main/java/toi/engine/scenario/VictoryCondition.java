package toi.engine.scenario;

import java.util.List;
import toi.engine.hex.Hex;

/**
 * A scenario's victory condition (002 · Scenario format, "Background and Victory Objectives";
 * 000 · WINNING THE GAME), as data: when it is checked, for which side, what must hold, and what
 * kind of victory it gives.
 *
 * @param side      the side that wins when the test holds
 * @param when      {@link When#IMMEDIATE} after every choice, {@link When#END_OF_ROUND} at the end of each
 *                  round from {@code fromRound} on, {@link When#END_OF_GAME} when the last round ends
 * @param fromRound the first round it is checked (1 = always)
 * @param test      what must hold
 * @param level     the kind of victory ("victory", "major", "minor"), reported with the winner
 */
public record VictoryCondition(String side, When when, int fromRound, Test test, String level) {

    public enum When { IMMEDIATE, END_OF_ROUND, END_OF_GAME }

    /** What must hold for the side. */
    public sealed interface Test {
        /** The side controls at least {@code count} of these hexes (000 · Determine Control over Objectives). */
        record Control(List<Hex> hexes, int count) implements Test {
            public Control {
                hexes = List.copyOf(hexes);
            }
        }

        /** The side has at least one unit in each of at least {@code count} of these hexes. */
        record UnitsIn(List<Hex> hexes, int count) implements Test {
            public UnitsIn {
                hexes = List.copyOf(hexes);
            }
        }

        /** The side controls at least {@code count} buildings (002 · Liberation; multi-hex buildings count once). */
        record Buildings(int count) implements Test {
        }

        /** The side has more victory points than the other (at the end of the game; a tie fails). */
        record MostPoints() implements Test {
        }

        /**
         * The opponent has exited fewer than {@code vp} victory points of units, or fewer than {@code unitsVp} of them with
         * {@code units} (002 · Stavelot Express: "The Germans must exit a minimum of 5 VPs in units, and 4 of those VPs
         * must be tanks"; docs/rulings.md R-VIC-5).
         */
        record OpponentExitsBelow(int vp, List<String> units, int unitsVp) implements Test {
            public OpponentExitsBelow {
                units = List.copyOf(units);
            }
        }

        /** Always holds: the side that wins when nothing else decided the game. */
        record Otherwise() implements Test {
        }
    }

    public VictoryCondition {
        if (fromRound < 1) {
            throw new IllegalArgumentException("fromRound must be 1 or more");
        }
    }
}
