package toi.cli.tideofiron;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import toi.cli.Errors;
import toi.content.Catalogs;
import toi.engine.cards.CardCatalog;
import toi.engine.cards.Deck;
import toi.engine.cards.OperationsCard;
import toi.engine.cards.StrategyCard;

/** {@code ./toi cards [DECK]}: lists the Strategy decks and Operations cards, or the cards of one deck. */
@Command(name = "cards", mixinStandardHelpOptions = true, description = "List the Strategy decks and Operations cards, or the cards of one deck.")
final class CardsCommand implements Callable<Integer> {

    static final String OPERATIONS = "operations";
    private static final int WIDTH = 80;

    @Spec
    CommandSpec spec;

    @Parameters(arity = "0..1", paramLabel = "DECK", description = "a deck id (see `toi cards`), or 'operations'")
    String deck;

    @Override
    public Integer call() {
        CardCatalog cards = Catalogs.load().cards();
        PrintWriter out = spec.commandLine().getOut();
        if (deck == null) {
            listAll(cards, out);
        } else if (deck.equals(OPERATIONS)) {
            listOperations(cards, out);
        } else {
            Deck d = cards.deck(deck).orElseThrow(() -> new Errors.UserError("unknown deck '" + deck + "' (known: "
                    + String.join(", ", cards.decks().stream().map(Deck::id).toList()) + ", " + OPERATIONS + ")"));
            listDeck(d, out);
        }
        return 0;
    }

    private static void listAll(CardCatalog cards, PrintWriter out) {
        List<String[]> decks = new ArrayList<>();
        for (Deck d : cards.decks()) {
            decks.add(new String[] {d.id(), d.name(), d.nation() == null ? "any" : d.nation(), d.cards().size() + " cards"});
        }
        out.println("Strategy decks (" + decks.size() + "):");
        table(decks, out);
        List<String[]> ops = new ArrayList<>();
        for (OperationsCard o : cards.operationsCards()) {
            ops.add(new String[] {o.id(), o.name(), "rule " + o.rule(), params(o)});
        }
        out.println();
        out.println("Operations cards (" + ops.size() + "):");
        table(ops, out);
        out.println();
        out.println("Details: toi cards DECK   (or: toi cards " + OPERATIONS + ")");
    }

    private static void listDeck(Deck d, PrintWriter out) {
        out.println(d.name() + " (" + d.id() + "), " + (d.nation() == null ? "any nation" : d.nation()) + ", "
                + d.cards().size() + " cards");
        for (StrategyCard c : d.cards()) {
            List<String> facts = new ArrayList<>(List.of(c.phase().name().toLowerCase(), "cost " + c.cost()));
            if (c.plus()) {
                facts.add("+");
            }
            if (c.playArea()) {
                facts.add("play area");
            }
            facts.add(c.origin());
            out.println();
            out.println(c.name() + " [" + c.id() + "]  " + String.join(" · ", facts));
            wrap(c.text(), out);
        }
    }

    private static void listOperations(CardCatalog cards, PrintWriter out) {
        out.println("Operations cards (" + cards.operationsCards().size() + ")");
        for (OperationsCard o : cards.operationsCards()) {
            out.println();
            out.println(o.name() + " [" + o.id() + "]  rule " + o.rule() + " · " + params(o) + " · " + o.origin());
            wrap(o.text(), out);
        }
    }

    private static String params(OperationsCard o) {
        if (o.params().isEmpty()) {
            return "no params";
        }
        List<String> p = new ArrayList<>();
        new TreeMap<>(o.params()).forEach((k, v) -> p.add(k + "=" + v));
        return String.join(" ", p);
    }

    /** Prints rows as left-aligned columns two spaces apart, indented by two. */
    private static void table(List<String[]> rows, PrintWriter out) {
        int[] widths = new int[rows.isEmpty() ? 0 : rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(" ");
            for (int i = 0; i < row.length; i++) {
                line.append(' ').append(i == row.length - 1 ? row[i] : String.format("%-" + widths[i] + "s ", row[i]));
            }
            out.println(line);
        }
    }

    /** Prints text word-wrapped to the terminal width, indented by four. */
    private static void wrap(String text, PrintWriter out) {
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            if (line.length() > 0 && 4 + line.length() + 1 + word.length() > WIDTH) {
                out.println("    " + line);
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        if (line.length() > 0) {
            out.println("    " + line);
        }
    }
}
