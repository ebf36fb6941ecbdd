package toi.cli.tideofiron;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import toi.engine.game.protocol.Choice;
import toi.engine.game.state.GameState;
import toi.engine.units.Unit;

/**
 * A decision's legal options numbered 1..N for a player to pick from: one per line when there are
 * few, grouped (by unit, by kind) with short labels when there are many.
 */
final class ChoiceMenu {
    private static final int ONE_PER_LINE = 14;
    private static final int WIDTH = 100;

    private ChoiceMenu() {
    }

    static List<String> render(GameState s, List<Choice> options) {
        List<String> out = new ArrayList<>();
        java.util.Set<String> same = new java.util.HashSet<>(); // casualty options that remove the same kinds of figures
        if (options.size() <= ONE_PER_LINE) {
            for (int i = 0; i < options.size(); i++) {
                if (options.get(i) instanceof Choice.Casualties k && !same.add(figureNames(s, k.unitId(), k.figures()))) {
                    continue;
                }
                out.add(String.format("  %2d. %s", i + 1, full(s, options.get(i))));
            }
            return out;
        }
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (int i = 0; i < options.size(); i++) {
            if (options.get(i) instanceof Choice.Casualties k && !same.add(figureNames(s, k.unitId(), k.figures()))) {
                continue;
            }
            String[] gl = groupAndLabel(s, options.get(i));
            groups.computeIfAbsent(gl[0], g -> new ArrayList<>()).add((i + 1) + " " + gl[1]);
        }
        boolean attacks = options.stream().anyMatch(c -> c instanceof Choice.Fire || c instanceof Choice.OpFire
                || c instanceof Choice.Act a && a.attack() != null);
        int keyWidth = Math.min(28, groups.keySet().stream().mapToInt(String::length).max().orElse(0));
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            String head = String.format("  %-" + keyWidth + "s │ ", g.getKey());
            StringBuilder line = new StringBuilder(head);
            boolean first = true;
            for (String item : g.getValue()) {
                if (!first && line.length() + 3 + item.length() > WIDTH) {
                    out.add(line.toString());
                    line = new StringBuilder(" ".repeat(head.length() - 2) + "│ ");
                    first = true;
                }
                line.append(first ? "" : " · ").append(item);
                first = false;
            }
            out.add(line.toString());
        }
        if (attacks) {
            out.add("  (fire→X: a normal attack on X, supp→X: suppressive, +N: with N supporting units — ?N shows who and the odds)");
        }
        return out;
    }

    /** The option in the game's words (the one Tide of Iron labeller; its number or command text is what is typed). */
    private static String full(GameState s, Choice c) {
        if (c instanceof Choice.Step st) {
            return String.format("%-24s %s", toi.engine.game.ChoiceOption.label(c, s), hexNote(s, st.to()));
        }
        return toi.engine.game.ChoiceOption.label(c, s);
    }

    /** {group, label} of an option in a long list. */
    static String[] groupAndLabel(GameState s, Choice c) {
        if (c instanceof Choice.Act a) {
            Unit u = s.units().get(a.unitId());
            String what = a.attack() != null ? attack(a.attack(), a.unitId())
                    : a.kind().id() + (a.squadId() == null ? "" : " " + a.squadId());
            if (u == null) { // a card: activate or retrieve it
                String name = s.setup().cards().catalog().card(a.unitId()).map(card -> card.name() + " (cost " + card.cost() + ")")
                        .orElse(a.unitId());
                return new String[] {"cards", a.kind().id().replace("-card", "") + " " + name};
            }
            return new String[] {u.id() + " " + u.hex(), what};
        }
        if (c instanceof Choice.Step st) {
            return new String[] {"step to", st.to().toString()};
        }
        if (c instanceof Choice.Fire f) {
            return new String[] {"fire", attack(f.attack(), null)};
        }
        if (c instanceof Choice.OpFire o) {
            return new String[] {"op fire by " + o.leadId(), attack(o.attack(), o.leadId())};
        }
        if (c instanceof Choice.Deploy d) {
            return new String[] {"deploy " + d.unitId(), d.hex() + (d.inside() == null ? "" : " in " + d.inside())};
        }
        if (c instanceof Choice.Casualties k) {
            return new String[] {"casualties " + k.unitId(), "(" + figureNames(s, k.unitId(), k.figures()) + ")"};
        }
        if (c instanceof Choice.SetOpFire o) {
            return new String[] {"op fire mode", o.unitIds().isEmpty() ? "none" : String.join(" ", o.unitIds())};
        }
        if (c instanceof Choice.Build b) {
            return new String[] {"build", String.join(" ", b.figures().stream().map(ChoiceMenu::dropNation).toList())};
        }
        if (c instanceof Choice.Transfer t) {
            return new String[] {"transfer from " + t.fromId(), t.figure() + "→" + t.toId()};
        }
        if (c instanceof Choice.Pass) {
            return new String[] {"turn", "pass (end your Action Phase)"};
        }
        String text = c.text();
        int sp = text.indexOf(' ');
        return sp < 0 ? new String[] {"", text} : new String[] {text.substring(0, sp), text.substring(sp + 1)};
    }

    /** Terrain, hill level, markers and units of a hex, in a few words. */
    static String hexNote(GameState s, toi.engine.hex.Hex h) {
        var board = s.board();
        StringBuilder sb = new StringBuilder(board.terrain(h).name().toLowerCase());
        if (board.hasRoad(h) && !board.terrain(h).id().equals("bridge")) {
            sb.append(" + road");
        }
        if (board.elevation(h) > 0) {
            sb.append(", hill ").append(board.elevation(h));
        }
        board.markers(h).forEach(m -> sb.append(", ").append(m.name().toLowerCase()));
        board.objectives().stream().filter(o -> o.hex().equals(h)).forEach(o -> sb.append(", objective ").append(o.label()));
        List<String> here = new ArrayList<>();
        s.units().values().stream().filter(u -> u.hex().equals(h) && !u.isTransported()).forEach(u -> here.add(u.id()));
        if (!here.isEmpty()) {
            sb.append(", with ").append(String.join(" ", here));
        }
        return sb.toString();
    }

    /**
     * An attack in a long list: {@code fire→ger-1 +2} (normal, two supporting units), {@code supp→ger-1} (suppressive), {@code smoke→C4}
     * (a smoke mission), {@code fire→ger-1 (the mortar crew alone)} (the figures chosen, R-CMB-2b).
     */
    private static String attack(Choice.Attack a, String leadId) {
        String figures = Choice.Figures.labels(a, leadId);
        return (a.smoke() ? "smoke" : a.starShell() ? "star-shell" : a.type().word().equals("normal") ? "fire" : "supp") + "→" + a.targetId()
                + (a.supporters().isEmpty() ? "" : " +" + a.supporters().size()) + (figures.isEmpty() ? "" : " (" + figures + ")");
    }

    private static String dropNation(String typeId) {
        int dash = typeId.indexOf('-');
        return dash < 0 ? typeId : typeId.substring(dash + 1);
    }

    private static String figureNames(GameState s, String unitId, List<Integer> figures) {
        Unit u = s.units().get(unitId);
        if (u == null) {
            return "";
        }
        List<String> names = new ArrayList<>();
        for (int f : figures) {
            names.add(f >= 0 && f < u.figures().size() ? BoardView.shortName(u.figures().get(f)) : "?");
        }
        return "remove " + String.join(", ", names);
    }
}
