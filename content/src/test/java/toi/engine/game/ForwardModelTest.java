package toi.engine.game;

import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.rules.Movement;
import toi.engine.game.rules.TeamSupport;
import toi.engine.game.state.Activity;
import toi.engine.game.state.GameState;
import toi.engine.scenario.GameSetup;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import toi.content.Catalogs;
import toi.content.ScenarioLoader;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.FireAction;
import toi.engine.combat.IllegalAttack;
import toi.engine.combat.MixedSquads;
import toi.engine.hex.Hex;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * The fast legal-choice listing (pure refusal checks, quiet attack checks, supporters admitted one by one) gives
 * exactly the choices the rules accept: over seeded random games every step, fortification and assault offered
 * is the set that applying on a copy accepts, and every attack list equals the one found by proposing each
 * attack in full (the way the listing worked before). In package {@code toi.engine.game} to reach the listing's
 * parts; here, in content, because it plays the scenario files.
 */
class ForwardModelTest {

    static GameSetup setup(String file) {
        Path p = Path.of("..", file);
        return ScenarioLoader.load(Files.exists(p) ? p : Path.of(file), Catalogs.load());
    }

    @Test
    void legalChoicesAreExactlyTheChoicesTheRulesAccept() {
        int moves = 0;
        int attackLists = 0;
        for (String file : List.of("scenarios/at-the-breaking-point.json", "examples/skirmish.json", "examples/woods-melee.json",
                "examples/woods-melee-teams.json", "examples/card-battle.json", "scenarios/siegfried-assault.json")) {
            GameSetup setup = setup(file);
            for (long seed = 1; seed <= 2; seed++) {
                Game game = new Game(setup, seed);
                RandomPlayer player = new RandomPlayer(seed * 7);
                while (!game.over()) {
                    Decision d = game.pending();
                    GameState s = game.state();
                    String where = file + " seed " + seed + " choice " + s.choicesApplied + " (" + d.prompt() + ")";
                    if (d.kind() == Decision.Kind.MOVE) {
                        moves++;
                        assertThat(only(d.options(), Choice.class).stream().filter(c -> c instanceof Choice.Step).toList()).as("steps, " + where)
                                .containsExactlyInAnyOrderElementsOf(acceptedOnCopy(game, stepCandidates(s)));
                        assertThat(only(d.options(), Choice.class).stream().filter(c -> c instanceof Choice.EnterFortification).toList()).as("fortifications, " + where)
                                .containsExactlyInAnyOrderElementsOf(acceptedOnCopy(game, List.of(
                                        new Choice.EnterFortification("entrenchment"), new Choice.EnterFortification("pillbox"))));
                        assertThat(d.options().stream().filter(c -> c instanceof Choice.Assault as && as.supporters().isEmpty()).toList())
                                .as("assaults, " + where).containsExactlyInAnyOrderElementsOf(acceptedOnCopy(game, assaultCandidates(s)));
                        Activity a = s.activity();
                        Unit u = s.units.get(a.unitId());
                        if (a.kind() == ActionKind.FIRE_AND_MOVEMENT && !a.attacked()) {
                            attackLists++;
                            assertThat(only(d.options(), Choice.Fire.class).stream().map(Choice.Fire::attack).toList()).as("fire, " + where)
                                    .isEqualTo(proposedAttacks(s, s.position(), u, FireAction.FIRE_AND_MOVEMENT, null));
                        }
                    } else if (d.kind() == Decision.Kind.ACTION) {
                        for (Unit u : s.units.values()) {
                            List<Choice.Attack> offered = d.options().stream().filter(c -> c instanceof Choice.Act act
                                    && act.kind() == ActionKind.CONCENTRATED_FIRE && act.unitId().equals(u.id()))
                                    .map(c -> ((Choice.Act) c).attack()).toList();
                            boolean mayAct = u.nation().equals(s.turn) && u.activation() == Activation.FRESH && !u.isTransported()
                                    && (!s.setup.teams() || u.division().equals(s.turnDivision));
                            attackLists++;
                            assertThat(offered).as("concentrated fire by " + u.id() + ", " + where)
                                    .isEqualTo(mayAct ? proposedAttacks(s, s.position(), u, FireAction.CONCENTRATED_FIRE, null) : List.of());
                        }
                    } else if (d.kind() == Decision.Kind.OP_FIRE) {
                        attackLists++;
                        assertThat(only(d.options(), Choice.OpFire.class)).as("op fire, " + where).isEqualTo(proposedOpFire(s));
                        assertThat(Movement.anyOpFire(s)).isTrue();
                    }
                    game.apply(player.choose(d));
                }
            }
        }
        assertThat(moves).isGreaterThan(1000);
        assertThat(attackLists).isGreaterThan(10_000);
    }

    /** The state hash is worked out from the fields, the same in every run (a change here must bump HASH_VERSION). */
    @Test
    void theStateHashIsStableAcrossRunsAndEqualForEqualStates() {
        GameSetup skirmish = setup("examples/skirmish.json");
        Game game = new Game(skirmish, 1);
        assertThat(Long.toHexString(game.state().hash())).isEqualTo(GOLDEN_START);
        RandomPlayer player = new RandomPlayer(5);
        List<Choice> log = new ArrayList<>();
        Set<Long> seen = new LinkedHashSet<>();
        while (!game.over()) {
            Choice c = player.choose(game.pending());
            game.apply(c);
            log.add(c);
            assertThat(seen.add(game.state().hash())).as("every state of a game hashes differently").isTrue();
            assertThat(game.copy().state().hash()).isEqualTo(game.state().hash());
        }
        Game replay = new Game(skirmish, 1);
        log.forEach(replay::apply);
        assertThat(replay.state().hash()).isEqualTo(game.state().hash());
    }

    /**
     * The maintained (incremental) hash equals the hash worked out from scratch after every choice of seeded random
     * games of every scenario in scenarios/, and after copying.
     */
    @Test
    void theIncrementalHashEqualsTheHashFromScratchAfterEveryChoice() throws java.io.IOException {
        Path dir = Files.exists(Path.of("../scenarios")) ? Path.of("../scenarios") : Path.of("scenarios");
        List<Path> files;
        try (var list = Files.list(dir)) {
            files = list.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).hasSize(9);
        long checked = 0;
        for (Path file : files) {
            GameSetup setup = ScenarioLoader.load(file, Catalogs.load());
            for (long seed = 1; seed <= 2; seed++) {
                Game game = new Game(setup, seed);
                RandomPlayer player = new RandomPlayer(seed * 31);
                assertThat(game.state().hash()).isEqualTo(game.state().hashFromScratch());
                while (!game.over()) {
                    game.apply(player.choose(game));
                    GameState s = game.state();
                    assertThat(s.hash()).as(file + " seed " + seed + " after choice " + s.choicesApplied).isEqualTo(s.hashFromScratch());
                    checked++;
                }
                assertThat(game.copy().state().hash()).isEqualTo(game.state().hashFromScratch());
            }
        }
        assertThat(checked).isGreaterThan(5_000);
    }

    /** The start of examples/skirmish.json, seed 1, under HASH_VERSION 3 (changes if the scenario file does). */
    static final String GOLDEN_START = "2de15bb45f21daee";

    static <T> List<T> only(List<Choice> options, Class<T> type) {
        return options.stream().filter(type::isInstance).map(type::cast).toList();
    }

    static List<Choice> stepCandidates(GameState s) {
        List<Choice> out = new ArrayList<>();
        s.activity().here().neighbors().forEach(h -> out.add(new Choice.Step(h)));
        return out;
    }

    static List<Choice> assaultCandidates(GameState s) {
        List<Choice> out = new ArrayList<>();
        Unit u = s.units.get(s.activity().unitId());
        for (Hex h : s.activity().here().neighbors()) {
            if (s.position().unitsAt(h).stream().anyMatch(x -> !x.nation().equals(u.nation()))) {
                out.add(new Choice.Assault(h, List.of()));
            }
        }
        return out;
    }

    /** The candidates the game accepts, each tried on a copy (the way the listing used to decide). */
    static List<Choice> acceptedOnCopy(Game game, List<Choice> candidates) {
        List<Choice> out = new ArrayList<>();
        for (Choice c : candidates) {
            try {
                game.copy().apply(c);
                out.add(c);
            } catch (IllegalChoice e) {
                // refused
            }
        }
        return out;
    }

    static boolean proposes(Position p, Unit lead, Choice.Attack attack, FireAction action) {
        try {
            AttackRules.propose(p, attack.request(p, lead.id(), action));
            return true;
        } catch (IllegalAttack e) {
            return false;
        }
    }

    /** Every attack of the lead, found by proposing each one in full with the supporters added one at a time. */
    static List<Choice.Attack> proposedAttacks(GameState s, Position p, Unit lead, FireAction action, Activity a) {
        List<Unit> friends = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (u.nation().equals(lead.nation()) && u != lead && u.activation() == Activation.FRESH && !u.isTransported()) {
                friends.add(u);
            }
        }
        List<Choice.Attack> out = new ArrayList<>();
        for (Unit target : s.units.values()) {
            if (!target.nation().equals(lead.nation()) && !target.concealed() && !target.isTransported()) {
                out.addAll(proposedOn(s, p, lead, target, action, action == FireAction.FIRE_AND_MOVEMENT ? List.of() : friends, a));
            }
        }
        return out;
    }

    static List<Choice.OpFire> proposedOpFire(GameState s) {
        Activity a = s.activity();
        Unit target = s.units.get(a.unitId());
        List<Unit> ready = new ArrayList<>();
        for (Unit u : s.units.values()) {
            if (!u.nation().equals(target.nation()) && u.activation() == Activation.OP_FIRE && !u.isTransported()
                    && !a.opFiredBy().contains(u.id())) {
                ready.add(u);
            }
        }
        List<Choice.OpFire> out = new ArrayList<>();
        for (Unit lead : ready) {
            for (Choice.Attack at : proposedOn(s, s.position(), lead, target, FireAction.OP_FIRE, ready, a)) {
                out.add(new Choice.OpFire(lead.id(), at));
                // R-CMB-2a · supporters holding a machine gun crew and other figures: the attack also with their crews alone
                List<Choice.Figures> named = new ArrayList<>(at.figures());
                for (String id : at.supporters()) {
                    Unit u = s.units.get(id);
                    if (crewsAndOthers(u)) {
                        named.add(new Choice.Figures(id, List.of("machine-gun-crew")));
                    }
                }
                if (!at.smoke() && !at.starShell() && named.size() > at.figures().size()
                        && proposes(s.position(), lead, at.withFigures(named), FireAction.OP_FIRE)) {
                    out.add(new Choice.OpFire(lead.id(), at.withFigures(named)));
                }
            }
        }
        return out;
    }

    static boolean crewsAndOthers(Unit u) {
        return u.isSquad() && u.figures().stream().anyMatch(f -> f.hasAbility("rapid-op-fire"))
                && u.figures().stream().anyMatch(f -> !f.hasAbility("rapid-op-fire"));
    }

    static List<Choice.Attack> proposedOn(GameState s, Position p, Unit lead, Unit target, FireAction action, List<Unit> support0,
                                          Activity a) {
        List<Choice.Attack> out = new ArrayList<>();
        for (AttackType type : AttackType.values()) {
            if (type == AttackType.SUPPRESSIVE && target.isVehicle()) {
                continue;
            }
            for (List<Choice.Figures> figures : figureChoices(p, lead, target, type, action)) {
                proposedOn(s, p, lead, target, type, figures, action, support0, a, out);
            }
        }
        return out;
    }

    /**
     * R-CMB-2b · the lead's choices of figures for this attack, each proposed in full: none named for a squad with nothing to
     * choose, or when the one set that may fire is the engine's own choice (R-CMB-2); else each set that may fire, named.
     */
    static List<List<Choice.Figures>> figureChoices(Position p, Unit lead, Unit target, AttackType type, FireAction action) {
        if (!MixedSquads.choosesFigures(lead) || lead.figures().stream().allMatch(f -> f.makesAreaAttacks())) {
            return List.of(List.of());
        }
        List<List<Choice.Figures>> legal = new ArrayList<>();
        boolean mortars = false;
        for (List<Integer> set : MixedSquads.figureChoices(p, toi.engine.combat.AttackRequest.of(lead.id(), target.id(), type, action))) {
            List<Choice.Figures> named = List.of(new Choice.Figures(lead.id(), toi.engine.combat.FigureKinds.kinds(lead, set)));
            if (proposes(p, lead, new Choice.Attack(target.id(), type, List.of()).withFigures(named), action)) {
                legal.add(named);
                mortars |= set.stream().allMatch(i -> lead.figures().get(i).makesAreaAttacks());
            }
        }
        if (legal.size() == 1 && !mortars && proposes(p, lead, new Choice.Attack(target.id(), type, List.of()), action)) {
            return List.of(List.of());
        }
        return legal;
    }

    static void proposedOn(GameState s, Position p, Unit lead, Unit target, AttackType type, List<Choice.Figures> figures,
                           FireAction action, List<Unit> support0, Activity a, List<Choice.Attack> out) {
        {
            Choice.Attack alone = new Choice.Attack(target.id(), type, List.of()).withFigures(figures);
            if (!proposes(p, lead, alone, action)) {
                return;
            }
            out.add(alone);
            List<String> support = new ArrayList<>();
            for (Unit f : support0) {
                if (f == lead || (a != null && a.opFiredBy().contains(f.id()))) {
                    continue;
                }
                List<String> trial = new ArrayList<>(support);
                trial.add(f.id());
                if (TeamSupport.affordable(s, lead, trial) && proposes(p, lead, new Choice.Attack(target.id(), type, trial).withFigures(figures), action)) {
                    support = trial;
                }
            }
            if (!support.isEmpty()) {
                out.add(new Choice.Attack(target.id(), type, support).withFigures(figures));
            }
        }
    }
}
