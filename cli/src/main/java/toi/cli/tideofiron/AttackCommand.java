package toi.cli.tideofiron;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.cli.Errors;
import toi.cli.Inputs;
import toi.cli.Json;
import toi.cli.RuleOptionFlags;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultChoices;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultResolution;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AssaultShare;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackResult;
import toi.engine.combat.AttackRules;
import toi.engine.combat.FigureKinds;
import toi.engine.combat.AttackType;
import toi.engine.combat.CasualtyChooser;
import toi.engine.combat.Contribution;
import toi.engine.combat.Defense;
import toi.engine.combat.DiceMath;
import toi.engine.combat.Dice;
import toi.engine.combat.FireAction;
import toi.engine.combat.Halving;
import toi.engine.combat.Modifier;
import toi.engine.combat.Odds;
import toi.engine.combat.Resolution;
import toi.engine.hex.Hex;
import toi.engine.units.Position;
import toi.engine.units.Unit;

@Command(name = "attack", mixinStandardHelpOptions = true, description = {"The full breakdown of a proposed attack: every modifier with its rule, the dice,",
        "the hit number and the exact odds of each outcome. Nothing is changed; --roll shows one roll."})
final class AttackCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Parameters(index = "0", paramLabel = "POSITION", description = "position file")
    Path file;
    @Parameters(index = "1", paramLabel = "ATTACKER", description = "the leading (active) unit")
    String attacker;
    @Parameters(index = "2", paramLabel = "TARGET", description = "target unit id, or a hex id for an area attack or an assault")
    String target;
    @Option(names = "--suppressive", description = "a suppressive attack (default: normal)")
    boolean suppressive;
    @Option(names = "--support", split = ",", paramLabel = "ID", description = "supporting units (combined fire), comma-separated")
    List<String> support = new ArrayList<>();
    @Option(names = "--action", paramLabel = "ACTION", defaultValue = "concentrated-fire",
            description = "concentrated-fire (default), fire-and-movement, op-fire, assault")
    String action;
    @Option(names = "--area", description = "fire the squad's mortar crews (an area attack on the target's hex)")
    boolean area;
    @Option(names = "--figures", split = ",", paramLabel = "F", description = {"the figures that take part, as in a game's choice: the",
            "attacking unit's kinds (mortar-crew, machine-gun-crew, regular-infantry …, all) or 0-based indexes;",
            "a supporter's as UNIT:KIND[+KIND] (e.g. --figures mortar-crew or --figures machine-gun-crew,us-3:all)"})
    List<String> figures;
    @Option(names = "--smoke", description = "the mortars fire smoke rounds at the target hex (optional rule: --option mortars-fire-smoke)")
    boolean smoke;
    @Option(names = "--star-shell", description = "the mortar crew fires a star shell at the target hex (optional rule: --option night)")
    boolean starShell;
    @Option(names = "--visibility", paramLabel = "HEXES", description = "at night, this round's visibility (default: the first"
            + " round's; optional rule: --option night)")
    Integer visibility;
    @Option(names = "--seen-firing", split = ",", paramLabel = "ID", description = {"units that attacked or supported an attack in",
            "this Action Phase (at night: not concealed; a vehicle or heavy weapon is visible from all ranges)"})
    List<String> seenFiring = new ArrayList<>();
    @Option(names = "--munition", paramLabel = "KIND", description = {"a facedown munitions token next to the attacking vehicle:",
            "he, ap-b, ap-c or smoke (optional rule: --option munitions; a smoke round: --smoke at a hex)"})
    String munition;
    @Option(names = "--spotter", paramLabel = "ID", description = "the friendly unit whose LOS a mortar uses")
    String spotter;
    @Option(names = "--roll", paramLabel = "SEED", description = "also roll the attack once with this seed and show the dice")
    Long seed;
    @Option(names = "--json", description = "print the answer as JSON")
    boolean json;
    @picocli.CommandLine.Mixin
    RuleOptionFlags options = new RuleOptionFlags();

    @Override
    public Integer call() {
        if (seed != null) {
            Inputs.within("--roll", seed, 0, Long.MAX_VALUE);
        }
        Position position = Positions.apply(options, Positions.load(file));
        if (munition != null) {
            position = withMunition(position);
        }
        position = atNight(position);
        if (action.equals("assault")) {
            return assault(position);
        }
        FireAction fireAction;
        try {
            fireAction = FireAction.parse(action);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage());
        }
        String targetUnit = position.unit(target).map(Unit::id).orElse(null);
        Hex targetHex = targetUnit == null ? Positions.hexOrUnit(position, target) : null;
        AttackRequest request = new AttackRequest(attacker, support, targetUnit, targetHex,
                suppressive ? AttackType.SUPPRESSIVE : AttackType.NORMAL, fireAction, area || targetHex != null, Map.of(), spotter);
        if (smoke) { // 003 · Mortars Firing Smoke: at a hex, with the mortars' suppressive firepower
            request = AttackRequest.smokeMission(attacker, targetHex != null ? targetHex : Positions.hexOrUnit(position, target), fireAction,
                    support.toArray(new String[0])).withSpotter(spotter);
        }
        if (starShell) { // 003 · Night Rules, Star Shells: at a hex, instead of an attack
            request = AttackRequest.starShell(attacker, targetHex != null ? targetHex : Positions.hexOrUnit(position, target), fireAction)
                    .withSpotter(spotter);
            if (!support.isEmpty()) {
                request = new AttackRequest(attacker, support, null, request.targetHex(), request.type(), fireAction, true, Map.of(),
                        spotter, false, true);
            }
        }
        if (figures != null) { // 000 · Attacking with Mixed Squads (R-CMB-2b): a lead naming only its mortar crews fires them
            Map<String, List<Integer>> chosen = new java.util.LinkedHashMap<>();
            for (String f : figures) {
                int colon = f.lastIndexOf(':');
                String unit = colon < 0 ? attacker : f.substring(0, colon);
                String kinds = f.substring(colon + 1);
                Unit u = position.unit(unit).orElseThrow(() -> new Errors.UserError("--figures " + f + ": no unit '" + unit + "'"));
                List<Integer> places = chosen.computeIfAbsent(unit, k -> new ArrayList<>());
                if (kinds.matches("\\d+")) {
                    Inputs.within("--figures", Integer.parseInt(kinds), 0, 99);
                    places.add(Integer.parseInt(kinds));
                } else {
                    places.addAll(FigureKinds.places(u, List.of(kinds.split("\\+"))));
                }
            }
            for (Map.Entry<String, List<Integer>> e : chosen.entrySet()) {
                request = request.withFigures(e.getKey(), e.getValue());
            }
        }
        AttackBreakdown b = AttackRules.propose(position, request);
        Odds odds = Odds.of(b);
        AttackResult rolled = seed == null ? null : Resolution.resolve(position, b, new Dice(seed), CasualtyChooser.weakestFirst());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> o = attackJson(b, odds, rolled);
            o.put("options", position.options().ids());
            out.println(Json.write(o));
        } else {
            printOptions(out, position);
            printAttack(out, b, odds, rolled);
        }
        return 0;
    }

    /** 003 · Night Rules: this round's visibility and the units seen firing, as given. */
    private Position atNight(Position position) {
        boolean night = position.options().has(toi.engine.options.RuleOption.NIGHT);
        if (!night && (visibility != null || !seenFiring.isEmpty() || starShell)) {
            throw new Errors.UserError("--visibility, --seen-firing and --star-shell belong to the night rules; add --option night");
        }
        if (visibility != null) {
            Inputs.within("--visibility", visibility, 1, 99);
            toi.engine.map.Board b = position.board().copy();
            b.setVisibility(visibility);
            position = position.withBoard(b);
        }
        for (String id : seenFiring) {
            position.unit(id).orElseThrow(() -> new Errors.UserError("--seen-firing: no unit '" + id + "' in " + file));
        }
        return seenFiring.isEmpty() ? position : position.withUnits(position.units().stream()
                .map(u -> seenFiring.contains(u.id()) ? u.withSeenFiring(true) : u).toList());
    }

    /** 002 · MUNITIONS SPECIALIZATION TOKENS: the attacker with a facedown token of the kind named. */
    private Position withMunition(Position position) {
        toi.engine.units.Munition.Kind kind = toi.engine.units.Munition.Kind.byId(munition);
        if (kind == null) {
            throw new Errors.UserError("--munition: no munitions token '" + munition + "' (the kinds: he, ap-b, ap-c, smoke)");
        }
        if (!position.options().has(toi.engine.options.RuleOption.MUNITIONS)) {
            throw new Errors.UserError("--munition: munitions tokens are an optional rule; add --option munitions");
        }
        Unit lead = position.unit(attacker).orElseThrow(() -> new Errors.UserError("no unit '" + attacker + "' in " + file));
        if (!lead.isVehicle()) {
            throw new Errors.UserError("--munition: " + attacker + " is not a vehicle; munitions tokens go next to vehicles or guns"
                    + " (002 · MUNITIONS SPECIALIZATION TOKENS)");
        }
        Unit armed = lead.withMunition(new toi.engine.units.Munition(kind, false, 0));
        return position.withUnits(position.units().stream().map(u -> u.id().equals(attacker) ? armed : u).toList());
    }

    /** The optional rules in effect (003), when any: the breakdown names each where it changes a number. */
    private static void printOptions(PrintWriter out, Position position) {
        if (!position.options().isEmpty()) {
            out.println("Optional rules on: " + position.options() + " (./toi options)");
        }
    }

    private void printAttack(PrintWriter out, AttackBreakdown b, Odds odds, AttackResult rolled) {
        toi.engine.game.Preview.attackText(b, odds).forEach(out::println); // the same text the game's previews show
        if (rolled != null) {
            out.println("One roll with seed " + seed + ": " + rolled.rolls());
            rolled.events().forEach(e -> out.println("  " + e));
        }
    }

    private Map<String, Object> attackJson(AttackBreakdown b, Odds odds, AttackResult rolled) {
        Map<String, Object> o = Json.object();
        o.put("kind", b.area() ? "area" : "direct");
        o.put("type", b.type().word());
        o.put("action", b.action().id());
        o.put("targetHex", b.targetHex().toString());
        List<Object> cs = new ArrayList<>();
        for (Contribution c : b.contributions()) {
            Map<String, Object> m = Json.object();
            m.put("unit", c.unit().id());
            m.put("role", c.role().name().toLowerCase());
            m.put("figures", c.figures().stream().map(t -> t.id()).toList());
            m.put("leftOut", c.leftOut());
            m.put("baseFirepower", c.baseFirepower());
            m.put("additions", modifiers(c.additions()));
            m.put("halvings", c.halvings().stream().map(Halving::toString).toList());
            m.put("firepower", c.firepower());
            m.put("rangeModifiers", modifiers(c.rangeModifiers()));
            m.put("distance", c.range().distance());
            m.put("effectiveRange", c.range().effectiveRange());
            m.put("range", c.range().band().name());
            m.put("rerolls", c.rerolls());
            m.put("sight", c.sight());
            cs.add(m);
        }
        o.put("contributions", cs);
        o.put("range", b.band().name());
        o.put("hitOn", b.hitOn());
        o.put("attackDice", b.attackDice());
        o.put("attackSuccesses", odds.attackSuccesses());
        List<Object> ds = new ArrayList<>();
        for (int i = 0; i < b.defenses().size(); i++) {
            Defense d = b.defenses().get(i);
            Map<String, Object> m = Json.object();
            m.put("unit", d.target().id());
            m.put("cover", modifiers(d.cover()));
            m.put("coverTotal", d.coverTotal());
            m.put("armor", d.armor());
            m.put("armorModifiers", modifiers(d.armorModifiers()));
            m.put("defenseDice", d.dice());
            m.put("thickArmor", d.thickArmor());
            m.put("hits", odds.targets().get(i).hits());
            m.put("outcomes", odds.targets().get(i).outcomes());
            ds.add(m);
        }
        o.put("targets", ds);
        o.put("notes", b.notes());
        if (rolled != null) {
            o.put("roll", Map.of("seed", seed, "dice", rolled.rolls().stream().map(Object::toString).toList(),
                    "events", rolled.events()));
        }
        return o;
    }

    private static List<String> modifiers(List<Modifier> mods) {
        return mods.stream().map(Modifier::toString).toList();
    }

    private int assault(Position position) {
        if (suppressive) {
            throw new Errors.UserError("assault attacks are normal attacks, never suppressive (000 · ASSAULT ATTACKS step 6)");
        }
        Hex hex = Positions.hexOrUnit(position, target);
        AssaultBreakdown b = AssaultRules.propose(position, new AssaultRequest(attacker, support, hex));
        AssaultOdds odds = AssaultOdds.of(b);
        AssaultResolution.Result rolled = seed == null ? null
                : AssaultResolution.resolve(position, b, new Dice(seed), AssaultChoices.defaults());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> o = Json.object();
            o.put("kind", "assault");
            o.put("targetHex", hex.toString());
            o.put("attackers", shares(b.attackers()));
            o.put("attackBonus", modifiers(b.attackBonus()));
            o.put("attackStrength", b.attackStrength());
            o.put("defenders", shares(b.defenders()));
            o.put("defenderStrength", b.defenderStrength());
            o.put("cover", modifiers(b.cover()));
            o.put("defenseDice", b.defenseDice());
            o.put("attackerHits", odds.attackerHits());
            o.put("defenderHits", odds.defenderHits());
            o.put("success", odds.success());
            o.put("notes", b.notes());
            o.put("options", position.options().ids());
            if (rolled != null) {
                o.put("roll", Map.of("seed", seed, "dice", rolled.rolls().stream().map(Object::toString).toList(),
                        "events", rolled.events()));
            }
            out.println(Json.write(o));
            return 0;
        }
        printOptions(out, position);
        out.println("Assault on " + hex + " (000 · ASSAULT ATTACKS)");
        out.println("Attackers (step 2, firepower against infantry):");
        printShares(out, b.attackers());
        for (Modifier m : b.attackBonus()) {
            out.println("  " + m);
        }
        out.println("  attack strength " + b.attackStrength() + " black dice, hit on 4+");
        out.println("Defenders (step 3):");
        printShares(out, b.defenders());
        out.println("  defender strength " + b.defenderStrength() + " black dice, hit on 4+");
        out.println("Defenders' cover (step 4): " + b.defenseDice() + " red dice, hit on 5+");
        for (Modifier m : b.cover()) {
            out.println("      " + m);
        }
        out.printf("Expected hits: attacker %.2f, defender %.2f%n", DiceMath.mean(odds.attackerHits()), DiceMath.mean(odds.defenderHits()));
        out.printf("Chance the assault succeeds (attacker's hits exceed the defender's): %.2f%%%n", 100 * odds.success());
        for (String note : b.notes()) {
            out.println("Note: " + note);
        }
        if (rolled != null) {
            out.println("One roll with seed " + seed + " (default choices): " + rolled.rolls());
            rolled.events().forEach(e -> out.println("  " + e));
        }
        return 0;
    }

    private static void printShares(PrintWriter out, List<AssaultShare> shares) {
        for (AssaultShare s : shares) {
            out.printf("  %s: firepower %d → %d dice%s%n", s.unit().describe(), s.baseFirepower(), s.firepower(),
                    s.note().isEmpty() ? "" : " (" + s.note() + ")");
            s.additions().forEach(m -> out.println("      " + m));
            s.halvings().forEach(h -> out.println("      halved, rounding up: " + h));
        }
    }

    private static List<Object> shares(List<AssaultShare> shares) {
        List<Object> list = new ArrayList<>();
        for (AssaultShare s : shares) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("unit", s.unit().id());
            m.put("baseFirepower", s.baseFirepower());
            m.put("additions", modifiers(s.additions()));
            m.put("halvings", s.halvings().stream().map(Halving::toString).toList());
            m.put("firepower", s.firepower());
            m.put("rerolls", s.rerolls());
            m.put("note", s.note());
            list.add(m);
        }
        return list;
    }
}
