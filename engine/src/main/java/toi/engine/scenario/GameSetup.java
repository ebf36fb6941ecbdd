package toi.engine.scenario;

import java.util.List;
import java.util.Map;
import toi.engine.options.RuleOptions;
import toi.engine.units.Position;
import toi.engine.units.UnitCatalog;

/**
 * What a game starts from (the scenario's part that the game flow needs): the deployed position,
 * the two sides, who has the initiative, how many rounds, actions per turn and starting command.
 *
 * @param victoryObjectivePointsEachRound the controller of a victory objective receives its value in
 *                                        victory points in every Command Phase (step 2)
 * @param catalog                         unit types (for figures brought into play: Heal, reinforcements)
 * @param forces                          per side, the figures, bases, vehicles and tokens still to build and
 *                                        deploy during setup (empty: the position is already deployed)
 * @param tokens                          the specialization tokens by id (for assigning them during setup)
 * @param reinforcements                  units arriving in the Status Phase of given rounds
 * @param teams                           a three- or four-player game: each side's two divisions take separate
 *                                        action turns with half the actions (000 · THREE- AND FOUR-PLAYER GAMES)
 * @param options                         the optional rules switched on for this game (003); the setup's position
 *                                        carries them, so the rules find them where they find the Operations cards
 * @param box                             what the box holds of the pieces play takes from it (000 · COMPONENT LIMITS)
 */
public record GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                        Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                        boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                        Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                        List<Reinforcement> reinforcements, Cards cards, List<VictoryCondition> victory,
                        List<ScoringRule> scoring, SpecialRules special, RuleOptions options, ComponentLimits box) {

    /** A setup with the box's pieces unlimited (a position built in code). */
    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements, Cards cards, List<VictoryCondition> victory,
                     List<ScoringRule> scoring, SpecialRules special, RuleOptions options) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, cards, victory, scoring, special, options, ComponentLimits.UNLIMITED);
    }

    /** A setup with the basic game's rules: no optional rule on (003). */
    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements, Cards cards, List<VictoryCondition> victory,
                     List<ScoringRule> scoring, SpecialRules special) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, cards, victory, scoring, special, RuleOptions.NONE);
    }

    /** The same game with exactly these optional rules on (the scenario's own and the players' choice together). */
    public GameSetup withOptions(RuleOptions chosen) {
        return new GameSetup(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand,
                victoryObjectivePointsEachRound, catalog, teams, forces, tokens, reinforcements, cards, victory, scoring, special, chosen, box);
    }

    /** The same game with what the box holds limiting the pieces play takes from it (000 · COMPONENT LIMITS). */
    public GameSetup withBox(ComponentLimits limits) {
        return new GameSetup(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand,
                victoryObjectivePointsEachRound, catalog, teams, forces, tokens, reinforcements, cards, victory, scoring, special, options,
                limits);
    }

    /** The same game as a three- or four-player game (000 · THREE- AND FOUR-PLAYER GAMES). */
    public GameSetup withTeams() {
        return new GameSetup(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand,
                victoryObjectivePointsEachRound, catalog, true, forces, tokens, reinforcements, cards, victory, scoring, special, options, box);
    }

    /** A setup with no scenario special rules. */
    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements, Cards cards, List<VictoryCondition> victory,
                     List<ScoringRule> scoring) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, cards, victory, scoring, SpecialRules.none());
    }

    /** A setup with victory conditions and no scenario scoring beyond victory objectives. */
    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements, Cards cards, List<VictoryCondition> victory) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, cards, victory, List.of());
    }

    /** A setup without scenario victory conditions: the most victory points win (000 · WINNING THE GAME). */
    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements, Cards cards) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, cards, List.of());
    }

    /**
     * The cards of a game (000 · Claim Game Cards): each side's Strategy decks and starting draws,
     * and the Operations cards in each side's play area.
     */
    public record Cards(toi.engine.cards.CardCatalog catalog, Map<String, List<String>> decks, Map<String, Integer> startingDraws,
                        Map<String, List<toi.engine.cards.OperationsCard>> operations, Map<String, List<String>> removed,
                        Map<String, List<String>> startInPlay, Map<String, String> startingDrawToPlay) {

        /**
         * Cards without a required starting draw; {@code startingDrawToPlay}: side → the deck one of its starting draws must
         * come from, that card going to its play area (002 · Liberation).
         */
        public Cards(toi.engine.cards.CardCatalog catalog, Map<String, List<String>> decks, Map<String, Integer> startingDraws,
                     Map<String, List<toi.engine.cards.OperationsCard>> operations, Map<String, List<String>> removed,
                     Map<String, List<String>> startInPlay) {
            this(catalog, decks, startingDraws, operations, removed, startInPlay, Map.of());
        }

        /** Cards with every deck whole and no card starting in a play area. */
        public Cards(toi.engine.cards.CardCatalog catalog, Map<String, List<String>> decks, Map<String, Integer> startingDraws,
                     Map<String, List<toi.engine.cards.OperationsCard>> operations) {
            this(catalog, decks, startingDraws, operations, Map.of(), Map.of());
        }

        public Cards {
            removed = Map.copyOf(removed);
            startInPlay = Map.copyOf(startInPlay);
            startingDrawToPlay = Map.copyOf(startingDrawToPlay);
            decks = Map.copyOf(decks);
            startingDraws = Map.copyOf(startingDraws);
            operations = Map.copyOf(operations);
        }

        /** The Operations cards as the rules consult them (cheap: the maps are already immutable). */
        public toi.engine.cards.OperationsInPlay inPlay() {
            return operations.isEmpty() ? toi.engine.cards.OperationsInPlay.NONE : new toi.engine.cards.OperationsInPlay(operations);
        }



        public static Cards none() {
            return new Cards(toi.engine.cards.CardCatalog.empty(), Map.of(), Map.of(), Map.of());
        }
    }

    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens,
                     List<Reinforcement> reinforcements) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, reinforcements, Cards.none());
    }

    /** The Operations card of this rule in the side's play area, if any. */
    public java.util.Optional<toi.engine.cards.OperationsCard> operation(String nation, String rule) {
        return cards.operations().getOrDefault(nation, List.of()).stream().filter(o -> o.rule().equals(rule)).findFirst();
    }

    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams,
                     Map<String, Forces> forces, Map<String, toi.engine.units.Specialization> tokens) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, forces, tokens, List.of(), Cards.none());
    }

    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog, boolean teams) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog,
                teams, Map.of(), Map.of());
    }

    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, null, false);
    }

    public GameSetup(String name, Position position, List<String> nations, String initiative, int rounds,
                     Map<String, Integer> actionsPerTurn, Map<String, Integer> startingCommand,
                     boolean victoryObjectivePointsEachRound, UnitCatalog catalog) {
        this(name, position, nations, initiative, rounds, actionsPerTurn, startingCommand, victoryObjectivePointsEachRound, catalog, false);
    }

    /** The divisions of a side, in the order they first appear: forces first, then deployed units (000 · THREE- AND FOUR-PLAYER GAMES). */
    public List<String> divisions(String nation) {
        List<String> out = new java.util.ArrayList<>();
        Forces f = forces.get(nation);
        if (f != null) {
            out.addAll(f.divisions().keySet());
        }
        for (toi.engine.units.Unit u : position.units()) {
            if (u.nation().equals(nation) && u.division() != null && !out.contains(u.division())) {
                out.add(u.division());
            }
        }
        return out;
    }

    /** The nation's regular infantry figure (000 · Heal: "retrieve one regular infantry figure from the game box"). */
    public java.util.Optional<toi.engine.units.UnitType> regularInfantry(String nation) {
        if (catalog == null) {
            return java.util.Optional.empty();
        }
        return catalog.all().stream().filter(t -> t.nation().equals(nation) && t.hasTrait("regular-infantry")).findFirst();
    }

    public GameSetup {
        options = options == null ? RuleOptions.NONE : options;
        box = box == null ? ComponentLimits.UNLIMITED : box;
        if (!position.options().equals(options)) {
            position = position.withOptions(options); // the rules read the options from the position (and its board)
        }
        cards = cards == null ? Cards.none() : cards;
        victory = victory == null ? List.of() : List.copyOf(victory);
        scoring = scoring == null ? List.of() : List.copyOf(scoring);
        special = special == null ? SpecialRules.none() : special;
        for (VictoryCondition v : victory) {
            if (!nations.contains(v.side())) {
                throw new IllegalArgumentException("victory condition for '" + v.side() + "', not one of the sides " + nations);
            }
        }
        reinforcements = List.copyOf(reinforcements);
        forces = Map.copyOf(forces);
        tokens = Map.copyOf(tokens);
        if (!forces.isEmpty() && catalog == null) {
            throw new IllegalArgumentException("forces to build need the unit catalog");
        }
        nations = List.copyOf(nations);
        actionsPerTurn = Map.copyOf(actionsPerTurn);
        startingCommand = Map.copyOf(startingCommand);
        if (nations.size() != 2) {
            throw new IllegalArgumentException("a game has two sides (teams for 3 and 4 players), not " + nations.size());
        }
        if (!nations.contains(initiative)) {
            throw new IllegalArgumentException("the side with initiative, " + initiative + ", is not one of " + nations);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("a game lasts at least one round");
        }
        for (String n : nations) {
            if (actionsPerTurn.getOrDefault(n, 0) < 1) {
                throw new IllegalArgumentException(n + " needs at least one action per action turn");
            }
        }
        if (teams) {
            for (toi.engine.units.Unit u : position.units()) {
                if (u.division() == null) {
                    throw new IllegalArgumentException("unit " + u.id() + " has no division: in a three- or four-player game every unit"
                            + " belongs to one of its side's two divisions (000 · THE FOUR-PLAYER GAME)");
                }
            }
            forces.forEach((n, f) -> {
                if (f.divisions().isEmpty() && (f.squadBases() > 0 || !f.vehicles().isEmpty())) {
                    throw new IllegalArgumentException(n + "'s forces are not split into divisions: in a three- or four-player game"
                            + " each player builds his own division's squads (000 · THE FOUR-PLAYER GAME)");
                }
            });
        }
    }
}
