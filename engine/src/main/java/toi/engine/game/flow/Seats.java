package toi.engine.game.flow;

import toi.engine.game.protocol.Decision;
import toi.engine.game.state.GameState;

import toi.engine.units.Unit;

/**
 * Which seat a pending decision belongs to in a team game (000 · THREE-/FOUR-PLAYER GAMES: "each
 * player activates his own division"). One place for every decision kind: a decision about one
 * division's own units belongs to that division's player; a decision of the whole side (op fire
 * with any ready unit, bids, draws, Status Phase steps, the defenders of a hex) is the team's
 * (docs/rulings.md R-SEAT-1).
 */
public final class Seats {
    private Seats() {
    }

    public static Decision assign(GameState s, Decision d) {
        if (!s.setup.teams() || d.division() != null || d.nation() == null) {
            return d;
        }
        String division = switch (d.kind()) {
            case MOVE -> unitDivision(s, s.activity() == null ? null : s.activity().unitId());
            case FACING -> unitDivision(s, toi.engine.game.rules.Facings.next(s)); // 003 · Optional Facing Rules
            case CASUALTIES -> s.hits() == null ? null : s.hits().next().division();
            case ASSAULT_CASUALTIES, ADVANCE -> s.assault() != null
                    && s.assault().breakdown().attackers().get(0).unit().nation().equals(d.nation())
                    ? s.assault().breakdown().attackers().get(0).unit().division() : null;
            default -> null;
        };
        return division == null ? d : new Decision(d.nation(), division, d.kind(), d.prompt(), d.options());
    }

    private static String unitDivision(GameState s, String unitId) {
        Unit u = unitId == null ? null : s.units.get(unitId);
        return u == null ? null : u.division();
    }
}
