package toi.cli.tideofiron;

import java.util.Locale;
import toi.ai.Ladder;
import toi.ai.Tournament;
import toi.cli.TournamentCommand;

/** The ladder as an SVG chart: each pairing's Elo difference with its 95 % interval on one axis, then each level's Elo. */
final class LadderChart {
    private static final int W = 940; // room for "+50 · 14 pairs · undecided" right of the plot
    private static final int LEFT = 200;
    private static final int PLOT = 520;
    private static final double RANGE = 800;

    private LadderChart() {
    }

    static String svg(Ladder.Result r, String subtitle) {
        int rows = r.matchups().size() + r.levels().size() + 1;
        int top = 80;
        int h = top + rows * 28 + 50;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" "
                + "font-size=\"13\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n", W, h));
        sb.append(text(20, 24, "The levels' ladder", "font-size=\"16\" font-weight=\"bold\""));
        sb.append(text(20, 44, esc(subtitle), ""));
        sb.append(text(20, 62, "Elo difference of the first over the second, from pairs of games (95% interval); then each level's Elo, normal 0",
                "fill=\"#555\""));
        for (int e = -800; e <= 800; e += 200) {
            double x = x(e);
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\"/>%n", x, top - 6, x, top + rows * 28,
                    e == 0 ? "#888" : "#ddd"));
            sb.append(text(x - 12, top + rows * 28 + 16, (e > 0 ? "+" : "") + e, "fill=\"#555\""));
        }
        int y = top;
        for (Tournament.Matchup m : r.matchups()) {
            sb.append(text(20, y + 14, esc(m.a() + " vs " + m.b()), "font-weight=\"bold\""));
            sb.append(String.format(Locale.ROOT, "<path d=\"M%.1f %dH%.1f\" stroke=\"black\" stroke-width=\"2\"/><circle cx=\"%.1f\" cy=\"%d\" r=\"5\" "
                    + "fill=\"#8fb3d9\" stroke=\"black\"/>%n", x(m.eloLow()), y + 10, x(m.eloHigh()), x(m.elo()), y + 10));
            sb.append(text(LEFT + PLOT + 12, y + 14, String.format(Locale.ROOT, "%s · %d pairs · %s", TournamentCommand.signed(m.elo()), m.stats().pairs(),
                    m.sprt().decision() == null ? "undecided" : m.sprt().decision()), ""));
            y += 28;
        }
        y += 28;
        for (Ladder.Level l : r.levels()) {
            sb.append(text(20, y + 14, esc(l.player()), ""));
            if (!Double.isNaN(l.elo())) {
                sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"14\" fill=\"#e0a96d\"/>%n",
                        Math.min(x(0), x(l.elo())), y + 3, Math.abs(x(l.elo()) - x(0))));
                sb.append(text(LEFT + PLOT + 12, y + 14, String.format(Locale.ROOT, "%s · %d games", TournamentCommand.signed(l.elo()), l.games()), ""));
            }
            y += 28;
        }
        return sb.append("</svg>\n").toString();
    }

    private static double x(double elo) {
        return LEFT + PLOT * (Math.max(-RANGE, Math.min(RANGE, elo)) + RANGE) / (2 * RANGE);
    }

    private static String text(double x, double y, String s, String attrs) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" %s>%s</text>%n", x, y, attrs, s);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
