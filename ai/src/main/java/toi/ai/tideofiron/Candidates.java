package toi.ai.tideofiron;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import toi.engine.combat.FireAction;
import toi.engine.game.state.Activity;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.Game;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.hex.Hex;
import toi.engine.units.Unit;

/**
 * The few choices the search branches on at one of its side's decisions (docs/ai.md · Search): the heuristic's own
 * pick first, then the others the heuristic scores best, at most {@code cap}. Action turns: the best-scored activations,
 * and passing only when it is the heuristic's pick; a moving unit: its assaults and fire on the move, whole moves
 * ({@code move-to HEX}) to the best-scored reachable hexes, and stopping (single steps are left out: a whole move covers
 * them); op fire: the best-scored attacks and holding fire.
 * <p>
 * Passing declares the side's Action Phase over (000 · End of the Action Phase): its units not yet activated wait for
 * the next round. The search used to have it among the candidates always, and chose it with tanks still to move: after a
 * pass the side's next decision is the next round's, so its line reached the next round's advances within the choices
 * that another line spent on this round's, and scored higher (Stavelot Express's Germans passed so in five of seven
 * rounds and reached the exits a round late; docs/ai.md · Search, *passing*).
 */
final class Candidates {
    private static final int MOVE_HEXES = 3;

    private Candidates() {
    }

    private record Scored(Choice choice, double score) {
    }

    /** The candidates on {@code game} (a determinised copy), for {@code me} answering {@code d}. */
    static List<Choice> of(HeuristicAi guide, Game game, String me, Decision d, int cap) {
        HeuristicAi.Ctx c = new HeuristicAi.Ctx(game, me);
        Choice pick = d.options().size() == 1 && d.kind() != Decision.Kind.MOVE ? d.options().get(0) : guide.decide(c, d.kind(), d.options());
        List<Scored> scored = switch (d.kind()) {
            case ACTION -> action(c, d.options());
            case OP_FIRE -> opFire(c, d.options());
            case MOVE -> move(c, d.options());
            default -> d.options().stream().map(o -> new Scored(o, 0)).toList();
        };
        List<Scored> sorted = new ArrayList<>(scored);
        sorted.sort(Comparator.comparingDouble(Scored::score).reversed());
        if (pick instanceof Choice.MoveTo m && m.via().isEmpty() && c.reachable(c.s.activity().unitId()).get(m.to()) != null) {
            pick = withPath(m.to(), c.reachable(c.s.activity().unitId()).get(m.to()).path()); // the heuristic's move, its path with it
        }
        List<Choice> out = new ArrayList<>();
        out.add(pick);
        for (Scored s : sorted) {
            if (out.size() >= cap) {
                break;
            }
            if (out.stream().noneMatch(o -> o.text().equals(s.choice().text()))) {
                out.add(s.choice());
            }
        }
        // holding fire is always among them; passing only as the heuristic's pick (above)
        Choice keep = d.kind() == Decision.Kind.OP_FIRE ? first(d.options(), Choice.NoOpFire.class) : null;
        if (keep != null && out.stream().noneMatch(o -> o.text().equals(keep.text()))) {
            out.add(keep);
        }
        return out;
    }

    private static List<Scored> action(HeuristicAi.Ctx c, List<Choice> options) {
        Map<String, HeuristicAi.Plan> plans = new HashMap<>();
        List<Scored> out = new ArrayList<>();
        for (Choice o : options) {
            if (o instanceof Choice.Act a) {
                double v = HeuristicAi.actValue(c, a, plans);
                if (v > 0) {
                    out.add(new Scored(o, v));
                }
            }
        }
        return out;
    }

    private static List<Scored> opFire(HeuristicAi.Ctx c, List<Choice> options) {
        List<Scored> out = new ArrayList<>();
        for (Choice o : options) {
            if (o instanceof Choice.OpFire f) {
                double v = HeuristicAi.attackValue(c, f.leadId(), f.attack(), FireAction.OP_FIRE) - 0.3 * f.attack().supporters().size();
                if (v > 0) {
                    out.add(new Scored(o, v));
                }
            }
        }
        return out;
    }

    private static List<Scored> move(HeuristicAi.Ctx c, List<Choice> options) {
        Activity a = c.s.activity();
        Unit u = a == null ? null : c.s.units().get(a.unitId());
        List<Scored> out = new ArrayList<>();
        if (u == null) {
            return out;
        }
        for (Choice o : options) {
            if (o instanceof Choice.Assault as) {
                out.add(new Scored(o, HeuristicAi.assaultOption(c, as)));
            } else if (o instanceof Choice.Fire f) {
                out.add(new Scored(o, HeuristicAi.attackValue(c, u.id(), f.attack(), FireAction.FIRE_AND_MOVEMENT)));
            } else if (o instanceof Choice.ExitBoard || o instanceof Choice.Stop) {
                out.add(new Scored(o, 0));
            }
        }
        double here = HeuristicAi.hexScore(c, u, u.hex());
        List<Scored> moves = new ArrayList<>();
        for (Map.Entry<Hex, MoveRoute> e : c.reachable(u.id()).entrySet()) {
            if (!e.getKey().equals(u.hex())) {
                double v = HeuristicAi.hexScore(c, u, e.getKey()) - HeuristicAi.pathRisk(c, u, e.getValue().path()) - here;
                moves.add(new Scored(withPath(e.getKey(), e.getValue().path()), v));
            }
        }
        moves.sort(Comparator.comparingDouble(Scored::score).reversed().thenComparing(s -> s.choice().text()));
        out.addAll(moves.subList(0, Math.min(MOVE_HEXES, moves.size())));
        return out;
    }

    /**
     * A whole move with the path found here ({@code via}, 000 · MOVEMENT: the hexes entered in order), so the copies that
     * apply it walk it instead of searching the unit's reachable hexes again.
     */
    private static Choice.MoveTo withPath(Hex to, List<Hex> path) {
        return new Choice.MoveTo(to, path.subList(0, Math.max(0, path.size() - 1)));
    }

    private static Choice first(List<Choice> options, Class<? extends Choice> kind) {
        for (Choice o : options) {
            if (kind.isInstance(o)) {
                return o;
            }
        }
        return null;
    }
}
