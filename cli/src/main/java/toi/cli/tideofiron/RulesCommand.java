package toi.cli.tideofiron;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import toi.engine.hex.Hex;
import toi.engine.los.LineOfSight;
import toi.engine.los.LineVerdict;
import toi.engine.los.LosResult;
import toi.engine.los.RangeCheck;
import toi.engine.move.MovePoints;
import toi.engine.move.Reach;
import toi.engine.move.Reachability;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

@Command(name = "rules", mixinStandardHelpOptions = true, description = "Ask the engine a rules question about a map or position file.",
        subcommands = {RulesCommand.Los.class, RulesCommand.Range.class, RulesCommand.Moves.class, AttackCommand.class})
final class RulesCommand implements Runnable {

    /** Sane bounds for numbers typed on the command line (far above any printed value; no overflow in thirds or sums). */
    static final int MAX_RANGE = 99;
    static final int MAX_MP = 99;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(name = "los", mixinStandardHelpOptions = true, description = "Line of sight between two hexes (or units), with the rule that decides it.")
    static final class Los implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "FILE", description = "map or position file")
        Path file;
        @Parameters(index = "1", paramLabel = "FROM", description = "hex id (C4) or unit id")
        String from;
        @Parameters(index = "2", paramLabel = "TO", description = "hex id or unit id")
        String to;
        @Option(names = "--json", description = "print the answer as JSON")
        boolean json;
        @picocli.CommandLine.Mixin
        RuleOptionFlags options = new RuleOptionFlags(); // 003 · Modified Plateau Rule changes sight lines

        @Override
        public Integer call() {
            Position position = Positions.apply(options, Positions.load(file));
            Hex a = Positions.hexOrUnit(position, from);
            Hex b = Positions.hexOrUnit(position, to);
            LosResult r = LineOfSight.check(position.board(), a, b);
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                Map<String, Object> o = Json.object();
                o.put("from", a.toString());
                o.put("to", b.toString());
                o.put("fromLevel", position.board().elevation(a));
                o.put("toLevel", position.board().elevation(b));
                o.put("clear", r.clear());
                o.put("rule", r.rule().name());
                o.put("heading", r.rule().heading());
                o.put("blockingHex", Positions.hex(r.blockingHex()));
                o.put("reason", r.reason());
                o.put("alongHexEdge", r.alongHexEdge());
                List<Object> lines = new ArrayList<>();
                for (LineVerdict v : r.lines()) {
                    Map<String, Object> l = Json.object();
                    l.put("side", v.side().name().toLowerCase());
                    l.put("hexes", Positions.hexes(v.hexes()));
                    l.put("clear", v.clear());
                    l.put("rule", v.rule().name());
                    l.put("blockingHex", Positions.hex(v.blockingHex()));
                    l.put("reason", v.reason());
                    lines.add(l);
                }
                o.put("lines", lines);
                out.println(Json.write(o));
                return 0;
            }
            out.printf("LOS %s (level %d) → %s (level %d): %s%n", a, position.board().elevation(a), b,
                    position.board().elevation(b), r.clear() ? "CLEAR" : "BLOCKED");
            out.println("  rule:   " + r.rule().heading());
            out.println("  reason: " + r.reason());
            for (LineVerdict v : r.lines()) {
                String label = r.alongHexEdge() ? "line shifted " + v.side().name().toLowerCase() : "line";
                out.printf("  %s: %s%s%n", label, String.join(" ", Positions.hexes(v.hexes())),
                        r.alongHexEdge() ? (v.clear() ? "  (clear)" : "  (blocked at " + v.blockingHex() + ")") : "");
            }
            return 0;
        }
    }

    @Command(name = "range", mixinStandardHelpOptions = true, description = "Range type (close / normal / long / out of range) from one hex or unit to another.")
    static final class Range implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "FILE", description = "map or position file")
        Path file;
        @Parameters(index = "1", paramLabel = "FROM", description = "hex id or unit id of the attacker")
        String from;
        @Parameters(index = "2", paramLabel = "TO", description = "hex id or unit id of the target")
        String to;
        @Option(names = "--unit", paramLabel = "UNIT", description = "attacking unit whose range to use (default: FROM if it is a unit)")
        String unitId;
        @Option(names = "--range", paramLabel = "N", description = "printed range value to use instead of a unit's")
        Integer range;
        @Option(names = "--vs", paramLabel = "KIND", description = "target kind: infantry or vehicle (default: the target unit's kind, else infantry)")
        String vs;
        @Option(names = "--json", description = "print the answer as JSON")
        boolean json;

        @Override
        public Integer call() {
            Position position = Positions.load(file);
            Hex a = Positions.hexOrUnit(position, from);
            Hex b = Positions.hexOrUnit(position, to);
            Optional<Unit> attacker = unitId != null ? Optional.of(Positions.unit(position, unitId)) : position.unit(from);
            Optional<Unit> target = position.unit(to);
            boolean vehicleTarget;
            if (vs != null) {
                if (!vs.equals("infantry") && !vs.equals("vehicle")) {
                    throw new Errors.UserError("--vs takes 'infantry' or 'vehicle', not '" + vs + "'");
                }
                vehicleTarget = vs.equals("vehicle");
            } else {
                vehicleTarget = target.map(Unit::isVehicle).orElse(false);
            }
            int printed;
            String source;
            if (range != null) {
                printed = (int) Inputs.within("--range", range, 1, MAX_RANGE);
                source = "--range " + range;
            } else if (attacker.isPresent()) {
                Unit u = attacker.get();
                printed = u.range(vehicleTarget);
                source = rangeSource(u, vehicleTarget);
                if (printed == 0) {
                    throw new Errors.UserError(u.describe() + " has no attack against "
                            + (vehicleTarget ? "vehicles" : "infantry"));
                }
            } else {
                throw new Errors.UserError("give --unit UNIT or --range N (FROM '" + from + "' is not a unit)");
            }
            RangeCheck rc = RangeCheck.of(position.board(), a, b, printed);
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                Map<String, Object> o = Json.object();
                o.put("from", a.toString());
                o.put("to", b.toString());
                o.put("target", vehicleTarget ? "vehicle" : "infantry");
                o.put("distance", rc.distance());
                o.put("printedRange", rc.printedRange());
                o.put("rangeSource", source);
                o.put("elevationBonus", rc.elevationBonus());
                o.put("effectiveRange", rc.effectiveRange());
                o.put("band", rc.band().name());
                o.put("explanation", rc.explain());
                out.println(Json.write(o));
                return 0;
            }
            out.printf("Range %s → %s against %s: %s%n", a, b, vehicleTarget ? "a vehicle" : "infantry",
                    rc.band().word().toUpperCase());
            out.println("  range value: " + source);
            out.println("  " + rc.explain() + " (000 · DETERMINING RANGE)");
            return 0;
        }

        private static String rangeSource(Unit u, boolean vehicleTarget) {
            if (u.isVehicle()) {
                return u.figures().get(0).name() + " " + u.range(vehicleTarget);
            }
            List<String> parts = new ArrayList<>();
            for (UnitType t : u.figures()) {
                int r = t.rangeAgainst(vehicleTarget);
                parts.add(t.name().toLowerCase() + " " + (r == 0 ? "–" : r));
            }
            return "squad " + u.id() + " = lowest attacking figure (" + String.join(", ", parts) + ") = "
                    + u.range(vehicleTarget);
        }
    }

    @Command(name = "moves", mixinStandardHelpOptions = true, description = "Every hex a unit can reach this activation, with cost and path.")
    static final class Moves implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "FILE", description = "position file")
        Path file;
        @Parameters(index = "1", paramLabel = "UNIT", description = "unit id")
        String unitId;
        @Option(names = "--mp", paramLabel = "N", description = "movement points to spend (default: the unit's movement value)")
        Integer mp;
        @Option(names = "--json", description = "print the answer as JSON")
        boolean json;

        @Override
        public Integer call() {
            Position position = Positions.load(file);
            Unit unit = Positions.unit(position, unitId);
            if (mp != null) {
                Inputs.within("--mp", mp, 0, MAX_MP);
            }
            int budget = MovePoints.of(mp != null ? mp : unit.movementPoints());
            Reachability.Result result = Reachability.of(position, unit, budget);
            PrintWriter out = spec.commandLine().getOut();
            if (json) {
                Map<String, Object> o = Json.object();
                o.put("unit", unit.id());
                o.put("from", unit.hex().toString());
                o.put("movementPoints", MovePoints.asDouble(budget));
                o.put("ridingPoints", MovePoints.asDouble(Reachability.ridingPoints(unit)));
                o.put("immobile", result.immobile());
                List<Object> list = new ArrayList<>();
                for (Reach r : result.reaches()) {
                    Map<String, Object> m = Json.object();
                    m.put("hex", r.hex().toString());
                    m.put("cost", MovePoints.asDouble(r.cost()));
                    m.put("costText", MovePoints.format(r.cost()));
                    m.put("canEnd", r.canEnd());
                    m.put("path", Positions.hexes(r.path()));
                    m.put("steps", r.steps());
                    if (!r.note().isEmpty()) {
                        m.put("note", r.note());
                    }
                    list.add(m);
                }
                o.put("reachable", list);
                out.println(Json.write(o));
                return 0;
            }
            int riding = Reachability.ridingPoints(unit);
            out.printf("Moves for %s from %s with %s movement point%s%s%n", unit.describe(), unit.hex(),
                    MovePoints.format(budget), budget == MovePoints.ONE ? "" : "s",
                    riding == 0 ? "" : " and " + MovePoints.format(riding) + " riding points across clear terrain or roads (002 · Mounted Units: Riding)");
            if (result.immobile() != null) {
                out.println("  " + result.immobile());
                return 0;
            }
            if (result.reaches().isEmpty()) {
                out.println("  no hex can be entered");
                return 0;
            }
            for (Reach r : result.reaches()) {
                out.printf("  %-5s cost %-5s path %s%s%n", r.hex(), MovePoints.format(r.cost()),
                        String.join("→", Positions.hexes(r.path())), r.note().isEmpty() ? "" : "  [" + r.note() + "]");
                for (String step : r.steps()) {
                    out.println("          " + step);
                }
            }
            return 0;
        }
    }
}
