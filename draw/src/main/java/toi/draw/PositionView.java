package toi.draw;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.units.Position;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * A position seen whole — every unit as it is, concealed squads with their figures — as the JSON a seat's view has
 * ({@code SeatView}'s units, markers and control, nobody holding an objective yet), so {@link Pieces} draws a position
 * file the way the browser draws a game.
 */
public final class PositionView {
    private PositionView() {
    }

    public static ObjectNode of(Position position) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        ObjectNode view = f.objectNode();
        ArrayNode units = view.putArray("units");
        for (Unit u : position.units()) {
            ObjectNode v = units.addObject();
            v.put("id", u.id());
            v.put("nation", u.nation());
            v.put("division", u.division());
            v.put("hex", u.hex() == null ? null : u.hex().toString());
            ArrayNode figures = v.putArray("figures");
            u.figures().stream().map(UnitType::id).forEach(figures::add);
            v.put("specialization", u.specialization() == null ? null : u.specialization().id());
            v.put("stars", u.stars());
            v.put("condition", u.condition().name());
            v.put("damage", u.damage().name());
            v.put("activation", u.activation().name());
            v.put("fortification", u.fortification());
            v.put("concealed", u.concealed());
            v.put("carriedBy", u.carriedBy());
            v.put("munition", u.munition() == null ? null : u.munition().kind().id());
            v.put("facing", u.facing() == null ? null : u.facing().name());
        }
        ArrayNode markers = view.putArray("markers");
        for (Hex h : position.board().hexes()) {
            for (MarkerType m : position.board().markers(h)) {
                markers.addObject().put("hex", h.toString()).put("marker", m.id());
            }
        }
        view.putObject("control");
        return view;
    }
}
