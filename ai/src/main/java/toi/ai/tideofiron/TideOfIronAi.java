package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.List;
import toi.ai.Explanation;
import toi.ai.GameAi;
import toi.ai.Guide;
import toi.ai.Player;
import toi.engine.game.ChoiceOption;
import toi.engine.game.Game;
import toi.engine.game.TideOfIronMatch;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Seat;
import toi.engine.game.state.GameState;
import toi.protocol.Match;
import toi.protocol.Option;
import toi.protocol.Pending;

/**
 * Tide of Iron's computer players on the shared protocol (registered in {@code META-INF/services/toi.ai.GameAi}): its
 * heuristic ({@link HeuristicAi}, whose scores are its own), the passive yardstick ({@link PassiveAi}), and the guide the
 * search players follow — branching on a side's action, move and op fire decisions over {@link Candidates}, playing on
 * with the heuristic, scoring with {@link Evaluation} — all on the typed game behind each determinised copy.
 */
public final class TideOfIronAi implements GameAi {

    @Override
    public String ruleset() {
        return TideOfIronMatch.RULESET;
    }

    @Override
    public Player heuristic(long seed, double blunder) {
        return new HeuristicAi(seed, blunder);
    }

    @Override
    public Player player(String name, long seed) {
        return name.equals("passive") ? new PassiveAi(seed) : null;
    }

    /** One option and not a move (a moving unit may still move anywhere it reaches: {@code move-to}). */
    @Override
    public boolean forced(Pending p) {
        return p.options().size() == 1 && !p.kind().equals(Decision.Kind.MOVE.name());
    }

    /** Action, move and op fire decisions ({@link HeuristicAi#inPlay}). */
    @Override
    public boolean searched(Pending p) {
        return HeuristicAi.inPlay(Decision.Kind.valueOf(p.kind()));
    }

    @Override
    public Guide guide(long seed) {
        return new TideOfIronGuide(new HeuristicAi(seed));
    }

    @Override
    public int round(Match m) {
        return game(m).state().round();
    }

    /** The scenario's length in rounds (000 · WINNING THE GAME: the game ends after its last round). */
    @Override
    public int rounds(Match m) {
        return game(m).state().setup.rounds();
    }

    @Override
    public Explanation seenBy(Explanation e, Match m, String seat) {
        return seenBy(e, game(m).state(), seat == null ? null : Seat.parse(seat).nation());
    }

    private static Game game(Match m) {
        return ((TideOfIronMatch) m).game();
    }

    /**
     * The explanation as {@code nation}'s seat may read it in {@code s}: hiding every Strategy card the seat cannot see
     * now — any card of the game's decks but those in its own hand, in a play area, discarded or being resolved (not only
     * those in another hand: which cards those are must not show through what is hidden) — and the ids of the other
     * sides' concealed squads (R-VIEW-1, R-VIEW-3), and the kind of another side's munitions token (R-OPT-13).
     */
    public static Explanation seenBy(Explanation e, GameState s, String nation) {
        java.util.Set<String> secrets = new java.util.HashSet<>();
        for (var deck : s.setup().cards().catalog().decks()) {
            deck.cards().forEach(c -> secrets.add(c.id()));
        }
        if (nation != null) {
            secrets.removeAll(s.hand(nation));
        }
        for (String n : s.setup().nations()) {
            secrets.removeAll(s.playArea(n));
            secrets.removeAll(s.discarded(n));
        }
        if (s.card() != null) {
            secrets.remove(s.card().cardId()); // 000 · Activate Strategy Card: the card being resolved was played openly
        }
        s.units().values().stream().filter(u -> u.concealed() && !u.nation().equals(nation)).forEach(u -> secrets.add(u.id()));
        Explanation hidden = e.hiding(secrets);
        // 002 · MUNITIONS SPECIALIZATION TOKENS: which token another side bought is its secret (docs/rulings.md R-OPT-13)
        List<Explanation.Alternative> alts = hidden.alternatives().stream().map(a -> new Explanation.Alternative(
                munitionHidden(a.choice(), s, nation), a.visits(), a.value())).toList();
        return new Explanation(hidden.player(), hidden.decision(), munitionHidden(hidden.chosen(), s, nation), hidden.method(), alts);
    }

    /** {@code munition UNIT KIND} of another side's unit reads {@code munition UNIT (hidden)}. */
    private static String munitionHidden(String text, GameState s, String nation) {
        String[] w = text.split(" ");
        if (w.length == 3 && w[0].equals("munition")) {
            var u = s.units().get(w[1]);
            if (u == null || !u.nation().equals(nation)) {
                return "munition " + w[1] + " (hidden)";
            }
        }
        return text;
    }

    /**
     * The search's guide on Tide of Iron copies: reads the typed decision the game works out once per state (no
     * protocol {@link Pending} is written in a playout), answers with the heuristic's typed choice.
     */
    private static final class TideOfIronGuide implements Guide {
        private final HeuristicAi heuristic;
        private final Rollout rollout;

        TideOfIronGuide(HeuristicAi heuristic) {
            this.heuristic = heuristic;
            this.rollout = new Rollout(heuristic);
        }

        private static String nation(String seat) {
            int slash = seat.indexOf('/');
            return slash < 0 ? seat : seat.substring(0, slash);
        }

        @Override
        public boolean branches(Match m, String me) {
            Decision d = game(m).pending();
            return d.nation() != null && d.nation().equals(nation(me)) && HeuristicAi.inPlay(d.kind())
                    && (d.options().size() > 1 || d.kind() == Decision.Kind.MOVE);
        }

        /** A side's action turn (000 · THE ACTION PHASE); for anyone, an action turn or the initiative bid that opens a round. */
        @Override
        public boolean turn(Match m, String me) {
            Decision d = game(m).pending();
            if (me == null) {
                return d.kind() == Decision.Kind.ACTION || d.kind() == Decision.Kind.INITIATIVE_BID;
            }
            return d.kind() == Decision.Kind.ACTION && d.nation() != null && d.nation().equals(nation(me));
        }

        @Override
        public List<Option> candidates(Match m, String me, int cap) {
            Game g = game(m);
            List<Option> out = new ArrayList<>();
            for (Choice c : Candidates.of(heuristic, g, nation(me), g.pending(), cap)) {
                out.add(ChoiceOption.of(c));
            }
            return out;
        }

        @Override
        public Option choose(Match m) {
            Game g = game(m);
            Decision d = g.pending();
            return ChoiceOption.of(heuristic.decide(g, d.nation(), d.kind(), d.options()));
        }

        @Override
        public String asked(Match m) {
            return game(m).pending().seat().toString();
        }

        @Override
        public void play(Match m) {
            TideOfIronMatch match = (TideOfIronMatch) m;
            Game g = match.game();
            Decision d = g.pending();
            Choice c = heuristic.decide(g, d.nation(), d.kind(), d.options());
            try {
                match.apply(d.seat(), c);
            } catch (IllegalArgumentException refused) {
                match.apply(d.seat(), d.options().get(0));
            }
        }

        /** {@link Rollout}'s answer: the heuristic's rules of thumb, one hex at a time, no reachable hexes worked out. */
        @Override
        public void rollout(Match m) {
            TideOfIronMatch match = (TideOfIronMatch) m;
            Game g = match.game();
            Decision d = g.pending();
            Choice c = rollout.decide(g);
            try {
                match.apply(d.seat(), c);
            } catch (IllegalArgumentException refused) {
                match.apply(d.seat(), d.options().get(0));
            }
        }

        /**
         * Eight choices after the tree's new node: the rest of the activation and the op fire it meets, not the other side's
         * whole action turn (issue 30: a search iteration ten times cheaper; the evaluation scores what is left).
         */
        @Override
        public int playout() {
            return 8;
        }

        private static final LearnedEvaluation LEARNT = LearnedEvaluation.shipped();

        @Override
        public double chance(Match m, String me) {
            return LEARNT.chance(game(m), nation(me));
        }

        @Override
        public double evaluate(Match m, String me) {
            return Evaluation.of(game(m), nation(me));
        }
    }
}
