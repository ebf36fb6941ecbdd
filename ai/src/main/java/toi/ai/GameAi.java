package toi.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import toi.protocol.Match;

/**
 * What a ruleset brings to the computer players (docs/ai.md): its heuristic player, the players only it has (Tide of
 * Iron's passive yardstick), the {@link Guide} its search players follow, and how its explanations are read by a seat.
 * Each ruleset's is registered in {@code META-INF/services/toi.ai.GameAi}; random, search and Monte Carlo players,
 * tournaments and the shared paths are written once, against the protocol.
 */
public interface GameAi {

    /** The ruleset it plays ({@link toi.protocol.Ruleset#id()}). */
    String ruleset();

    /** The heuristic player; {@code blunder} is the chance of a careless choice on the decisions in play (the easy level). */
    Player heuristic(long seed, double blunder);

    /** A player of this game only, by name ({@code passive}), or null when it has none of that name. */
    default Player player(String name, long seed) {
        return null;
    }

    /** Whether the decision leaves nothing to choose: its one option is the answer (no search, no copy). */
    default boolean forced(toi.protocol.Pending p) {
        return p.options().size() == 1;
    }

    /** Whether the search players search this kind of decision (the others are the heuristic's answers). */
    default boolean searched(toi.protocol.Pending p) {
        return true;
    }

    /** The search's guide: the heuristic on determinised copies, seeded. */
    Guide guide(long seed);

    /** The round (or turn) the match is in, for tables; 0 when the game counts none. */
    default int round(Match m) {
        return 0;
    }

    /** The rounds (or turns) the match's scenario lasts, for a game's margin in tournaments; 0 when the game counts none. */
    default int rounds(Match m) {
        return 0;
    }

    /** The explanation as {@code seat} of {@code m} may read it: each text through the match's redaction. */
    default Explanation seenBy(Explanation e, Match m, String seat) {
        List<Explanation.Alternative> alts = new ArrayList<>();
        for (Explanation.Alternative a : e.alternatives()) {
            alts.add(new Explanation.Alternative(m.redact(a.choice(), seat), a.visits(), a.value()));
        }
        return new Explanation(e.player(), m.redact(e.decision(), seat), m.redact(e.chosen(), seat), e.method(), alts);
    }

    /** The registered game's, by ruleset id; an unknown one is refused naming those registered. */
    static GameAi of(String ruleset) {
        for (GameAi g : Registered.ALL) {
            if (g.ruleset().equals(ruleset)) {
                return g;
            }
        }
        throw new IllegalArgumentException("no computer players for the ruleset '" + ruleset + "'; registered: "
                + Registered.ALL.stream().map(GameAi::ruleset).toList());
    }

    /** The registrations, found once. */
    final class Registered {
        static final List<GameAi> ALL;

        static {
            List<GameAi> found = new ArrayList<>();
            ServiceLoader.load(GameAi.class).forEach(found::add);
            found.sort(java.util.Comparator.comparing(GameAi::ruleset));
            ALL = List.copyOf(found);
        }

        private Registered() {
        }
    }
}
