package toi.engine.game;

import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.Decision;
import toi.engine.game.protocol.Phase;
import toi.engine.game.protocol.Seat;
import toi.engine.game.state.Activity;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import toi.engine.hex.Hex;
import toi.engine.map.MarkerType;
import toi.engine.units.Unit;
import toi.engine.units.UnitType;

/**
 * Everything one seat may know of a game, as plain values ready for JSON (hexes as "C4" labels):
 * the board's markers and objective control, every unit, command, victory points, the round, the
 * seat's own hand and reserve, deck sizes (never their order), play areas, the optional rules on (003, by id), and the
 * pending decision (an enemy's facedown munitions token shows as "facedown", never its kind), at night the visibility in
 * hexes and who was seen firing (003 · Night Rules; 0 and false otherwise) — with its choices only when this seat is the one asked. Never the dice state, another
 * seat's hand, or which squad an enemy concealed squad marker stands for (R-VIEW-2).
 */
public record SeatView(String seat, String scenario, int round, int rounds, String phase, String initiative, String turn,
                       String turnDivision, int actionsLeft, Map<String, Integer> command, Map<String, Integer> victoryPoints,
                       Map<String, Integer> initiativePool, List<UnitView> units, List<UnitView> reserve,
                       Map<String, Integer> reserveSizes, List<MarkerView> markers, Map<String, String> control,
                       List<String> hand, Map<String, Integer> handSizes, Map<String, Map<String, Integer>> deckSizes,
                       Map<String, List<String>> playAreas, ActivityView activity, DecisionView decision,
                       String winner, String endReason, List<String> options, int visibility) {

    /** A unit as the seat sees it; an enemy concealed squad shows only its marker: an alias, its hex and nation. */
    public record UnitView(String id, String nation, String division, String hex, List<String> figures, String specialization,
                           int stars, String condition, String damage, String activation, String fortification, boolean concealed,
                           String carriedBy, String munition, boolean munitionRevealed, boolean seenFiring, String facing) {
    }

    public record MarkerView(String hex, String marker) {
    }

    /** The unit taking its action, if any: movement points in thirds. */
    public record ActivityView(String unit, String action, int mpLeftThirds, List<String> path) {
    }

    /** The pending decision: who is asked, what, and — only for the seat asked — the legal choices as text. */
    public record DecisionView(String seat, String kind, String prompt, boolean yours, List<String> choices) {
    }

    static SeatView of(GameState s, Seat seat, Decision pending, long salt) {
        Redaction secrets = Redaction.of(s, seat, salt);
        String me = seat.nation();
        List<UnitView> units = new ArrayList<>();
        List<Unit> markers = new ArrayList<>(); // enemy concealed squads: last, by their marker's number, never in the owner's order
        for (Unit u : s.units.values()) {
            if (secrets.hides(u.id())) {
                markers.add(u);
            } else {
                units.add(unitView(u, me, secrets));
            }
        }
        markers.sort(java.util.Comparator.comparingInt((Unit u) -> s.markerOf(u.id())).thenComparing(u -> secrets.unit(u.id())));
        markers.forEach(u -> units.add(unitView(u, me, secrets)));
        List<UnitView> reserve = new ArrayList<>();
        Map<String, Integer> reserveSizes = new TreeMap<>();
        if (s.reserve != null) {
            for (Unit u : s.reserve.values()) {
                if (u.nation().equals(me)) {
                    reserve.add(unitView(u, me, secrets));
                }
                reserveSizes.merge(u.nation(), 1, Integer::sum);
            }
        }
        List<MarkerView> boardMarkers = new ArrayList<>();
        for (Hex h : s.board.hexes()) {
            for (MarkerType m : s.board.markers(h)) {
                boardMarkers.add(new MarkerView(h.toString(), m.id()));
            }
        }
        Map<String, String> control = new TreeMap<>();
        s.control.forEach((h, n) -> control.put(h.toString(), n));
        Map<String, Integer> handSizes = new TreeMap<>();
        Map<String, Map<String, Integer>> deckSizes = new TreeMap<>();
        Map<String, List<String>> playAreas = new TreeMap<>();
        for (String n : s.setup.nations()) {
            handSizes.put(n, s.hand.getOrDefault(n, List.of()).size());
            deckSizes.put(n, s.deckSizes(n));
            playAreas.put(n, List.copyOf(s.playArea.getOrDefault(n, List.of())));
        }
        Activity a = s.activity();
        ActivityView activity = a == null ? null : new ActivityView(secrets.unit(a.unitId()), a.kind().id(), a.mpLeft(),
                a.path().stream().map(Hex::toString).toList());
        boolean yours = seat.answers(pending.seat()) && s.phase != Phase.OVER;
        DecisionView decision = new DecisionView(pending.seat().toString(), pending.kind().name(), secrets.text(pending.prompt()), yours,
                yours ? pending.options().stream().map(Choice::text).toList() : List.of());
        return new SeatView(seat.toString(), s.setup.name(), s.round, s.setup.rounds(), s.phase.name(), s.initiative, s.turn,
                s.turnDivision, s.actionsUnlimited() ? -1 : s.actionsLeft, new TreeMap<>(s.command),
                new TreeMap<>(s.victoryPoints), new TreeMap<>(s.initiativePool), units, reserve, reserveSizes, boardMarkers, control,
                List.copyOf(s.hand.getOrDefault(me, List.of())), handSizes, deckSizes, playAreas, activity, decision, s.winner,
                s.endReason, s.setup.options().ids(), s.board.visibility());
    }

    private static UnitView unitView(Unit u, String me, Redaction secrets) {
        boolean hidden = u.concealed() && !u.nation().equals(me);
        return new UnitView(secrets.unit(u.id()), u.nation(), hidden ? null : u.division(), u.hex() == null ? null : u.hex().toString(),
                hidden ? List.of() : u.figures().stream().map(UnitType::id).toList(),
                hidden || u.specialization() == null ? null : u.specialization().id(), hidden ? 0 : u.stars(), u.condition().name(),
                u.damage().name(), u.activation().name(), u.fortification(), u.concealed(), u.carriedBy(), munition(u, me),
                u.munition() != null && u.munition().revealed(), u.seenFiring(),
                u.facing() == null ? null : u.facing().name()); // 003 · FACING
    }

    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS: the token next to the unit — its kind for its owner or once flipped, else only
     * "facedown" (docs/rulings.md R-OPT-13); null when none.
     */
    private static String munition(Unit u, String me) {
        if (u.munition() == null) {
            return null;
        }
        return u.munition().revealed() || u.nation().equals(me) ? u.munition().kind().id() : "facedown";
    }
}
