package toi.cli;

import java.util.List;
import java.util.Locale;
import toi.ai.Tournament;

/**
 * A tournament's standings as an SVG chart (docs/ai.md): per player a bar of its win rate with the 95% Wilson interval
 * as a whisker, its Elo and its mean decision time written beside it; under it, each pairing's wins per side.
 */
final class TournamentChart {
    private static final int W = 880;
    private static final int LEFT = 150;
    private static final int BAR = 26;
    private static final int PLOT = 430;

    private TournamentChart() {
    }

    static String svg(Tournament.Result r, String title, String subtitle) {
        List<Tournament.Standing> st = r.standings();
        List<Tournament.Pairing> ps = r.pairings();
        int top = 78;
        int h = top + st.size() * (BAR + 14) + 50 + ps.size() * 18 + 30;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" "
                + "font-size=\"13\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n", W, h));
        sb.append(text(20, 24, esc(title), "font-size=\"16\" font-weight=\"bold\""));
        sb.append(text(20, 44, esc(subtitle), ""));
        sb.append(text(20, 62, "win rate per player, whisker: 95% Wilson interval; Elo (Bradley–Terry, mean 1500); mean decision time",
                "fill=\"#555\""));
        for (int pct = 0; pct <= 100; pct += 25) {
            double x = LEFT + PLOT * pct / 100.0;
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>%n", x, top - 4, x,
                    top + st.size() * (BAR + 14)));
            sb.append(text(x - 10, top + st.size() * (BAR + 14) + 14, pct + "%", "fill=\"#555\""));
        }
        for (int i = 0; i < st.size(); i++) {
            Tournament.Standing s = st.get(i);
            int y = top + i * (BAR + 14);
            sb.append(text(20, y + BAR * 0.7, esc(s.player()), "font-weight=\"bold\""));
            sb.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n", LEFT, y,
                    PLOT * s.winRate(), BAR, COLOURS[i % COLOURS.length]));
            double lo = LEFT + PLOT * s.low();
            double hi = LEFT + PLOT * s.high();
            double mid = y + BAR / 2.0;
            sb.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fH%.1fM%.1f %.1fV%.1fM%.1f %.1fV%.1f\" stroke=\"black\" "
                    + "stroke-width=\"1.5\"/>%n", lo, mid, hi, lo, mid - 6, mid + 6, hi, mid - 6, mid + 6));
            sb.append(text(LEFT + PLOT + 12, y + BAR * 0.7, String.format(Locale.ROOT, "%.0f%% of %d · Elo %.0f · %.1f ms", 100 * s.winRate(),
                    s.games(), s.elo(), s.meanMs()), ""));
        }
        int y = top + st.size() * (BAR + 14) + 44;
        sb.append(text(20, y, "pairings (first side vs second side: wins)", "font-weight=\"bold\""));
        for (Tournament.Pairing p : ps) {
            y += 18;
            sb.append(text(20, y, esc(String.format(Locale.ROOT, "%s: %s %s %d – %d %s %s%s", p.scenario(), p.side1(), p.player1(), p.wins1(),
                    p.wins2(), p.side2(), p.player2(), p.failed() > 0 ? " (" + p.failed() + " failed)" : "")), ""));
        }
        return sb.append("</svg>\n").toString();
    }

    private static final String[] COLOURS = {"#8fb3d9", "#e0a96d", "#9ccf8f", "#c9a0dc", "#e08f8f", "#b0b0b0"};

    private static String text(double x, double y, String s, String attrs) {
        return String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" %s>%s</text>%n", x, y, attrs, s);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
