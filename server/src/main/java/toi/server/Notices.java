package toi.server;

import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.PasswordAuthentication;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiPredicate;
import java.util.function.Function;

/**
 * The e-mail notice of a turn (issue 31 · 4; docs/server.md · Run a public server), sent only when the server is given an
 * SMTP relay ({@code ./toi serve --smtp host:port}). A notice goes to an account that gave an address and ticked "e-mail
 * me when it is my turn", for a seat it holds, when:
 * <ul>
 * <li>the game waits for that seat and a new turn of it began — the choice before was not that seat's (nor its side's):
 * once a turn, not for every decision of the same turn;</li>
 * <li>the seat is still asked, at the same turn, {@link Relay#after} later (a minute by default): a player at the table
 * answers before;</li>
 * <li>no page of that seat follows the game live, on any process (a WebSocket client here, or a presence row another
 * process wrote: {@link Presence}).</li>
 * </ul>
 * Each turn's notice is claimed in the database first (table {@code turn_notice}: game, seat, turn), so of several
 * processes on one PostgreSQL database one sends it. The mail names the game and links to it ({@code /?game=ID}: the
 * account opens it signed in); it never holds a seat's token, a session or a password.
 */
final class Notices implements AutoCloseable {
    /**
     * An SMTP relay: its host and port, the sender's address, the user and password to log in with (none: no login), whether
     * to ask for STARTTLS, the address players reach the server at (the games' links), and how long a seat is waited for
     * before its notice goes.
     */
    record Relay(String host, int port, String from, String user, String password, boolean startTls, String link, Duration after) {
        /** {@code host:port} (the port 25 when not given); refused with a line naming the option otherwise. */
        static Relay parse(String hostPort, String from, String user, String password, boolean startTls, String link, Duration after) {
            String s = hostPort == null ? "" : hostPort.strip();
            int colon = s.lastIndexOf(':');
            String host = colon < 0 ? s : s.substring(0, colon);
            int port = 25;
            if (colon >= 0) {
                try {
                    port = Integer.parseInt(s.substring(colon + 1));
                } catch (NumberFormatException e) {
                    port = -1;
                }
            }
            if (host.isEmpty() || port < 1 || port > 65_535) {
                throw new IllegalArgumentException("--smtp " + s + ": give the relay as host:port (e.g. smtp.example.org:587)");
            }
            try {
                new InternetAddress(from, true);
            } catch (AddressException e) {
                throw new IllegalArgumentException("--smtp-from " + from + ": not an e-mail address (" + e.getMessage() + ")");
            }
            if (link == null || !link.matches("https?://[^\\s/?#]+(/[^\\s?#]*)?")) {
                throw new IllegalArgumentException("--public-url " + link + ": the address players reach the server at, e.g. https://toi.example.org");
            }
            return new Relay(host, port, from, user, password, startTls, link.replaceFirst("/+$", ""), after);
        }

        /** Never the password. */
        @Override
        public String toString() {
            return "SMTP " + host + ":" + port + " from " + from + (user == null ? "" : " as " + user) + (startTls ? " (STARTTLS)" : "");
        }
    }

    /** A notice to send: to whom, the game, its scenario and the seat waited for. */
    record Notice(String to, String name, String game, String scenario, String seat) {
    }

    private final Relay relay;
    private final Session session;
    private final AccountStore accounts;
    private final Function<String, Table> tables;
    /** Whether a page follows the game as the seat, on this process or another (the player is at the table). */
    private final BiPredicate<String, String> live;
    private final ScheduledExecutorService mailer;
    /** Per game, the check waiting for its time: a later change replaces it. */
    private final Map<String, ScheduledFuture<?>> waiting = new ConcurrentHashMap<>();
    private volatile int sent;

    Notices(Relay relay, AccountStore accounts, Function<String, Table> tables, BiPredicate<String, String> live) {
        this.relay = relay;
        this.accounts = accounts;
        this.tables = tables;
        this.live = live;
        Properties p = new Properties();
        p.put("mail.smtp.host", relay.host());
        p.put("mail.smtp.port", Integer.toString(relay.port()));
        p.put("mail.smtp.connectiontimeout", "10000");
        p.put("mail.smtp.timeout", "10000");
        p.put("mail.smtp.writetimeout", "10000");
        if (relay.startTls()) {
            p.put("mail.smtp.starttls.enable", "true");
            p.put("mail.smtp.starttls.required", "true");
        }
        if (relay.user() != null) {
            p.put("mail.smtp.auth", "true");
        }
        this.session = relay.user() == null ? Session.getInstance(p) : Session.getInstance(p, new jakarta.mail.Authenticator() {
            @Override
            protected PasswordAuthentication getPasswordAuthentication() {
                return new PasswordAuthentication(relay.user(), relay.password());
            }
        });
        this.mailer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "toi-mail");
            t.setDaemon(true);
            return t;
        });
    }

    /** An address as an account may give it: one mailbox, 254 characters at most; a 400 naming the field otherwise. */
    static String address(String email) {
        String e = email.strip();
        try {
            if (e.length() > 254 || !e.matches("[^\\s@]+@[^\\s@]+")) {
                throw new AddressException("one address, as name@example.org");
            }
            new InternetAddress(e, true).validate();
        } catch (AddressException x) {
            throw new Table.Refusal(400, "email: not an e-mail address (" + x.getMessage() + ")", List.of());
        }
        return e;
    }

    /** After any change to a game: its notice is checked {@link Relay#after} from now (a later change replaces the check). */
    void changed(Table t) {
        if (t.over() || t.computerAsked() != null) {
            ScheduledFuture<?> f = waiting.remove(t.id);
            if (f != null) {
                f.cancel(false);
            }
            return;
        }
        String id = t.id;
        int turn = t.logged();
        waiting.compute(id, (k, before) -> {
            if (before != null) {
                before.cancel(false);
            }
            return mailer.schedule(() -> check(id, turn), relay.after().toMillis(), TimeUnit.MILLISECONDS);
        });
    }

    /** The game still waits for the same seat at the same turn: its holders who asked for notices and are not at the table get one. */
    private void check(String id, int turn) {
        try {
            Table t = tables.apply(id);
            if (t == null || t.over() || t.computerAsked() != null || t.logged() != turn) {
                return; // over, the computer's turn, or moved on (a later check is waiting)
            }
            String asked = (String) t.decisionFor(t.kinds().keySet().iterator().next()).get("seat");
            String before = t.lastChooser();
            if (asked == null || (before != null && Table.answers(before, asked))) {
                return; // the same turn goes on: its notice went when it began
            }
            for (AccountStore.Noticed n : accounts.noticed(id)) {
                if (Table.answers(n.seat(), asked) && !live.test(id, n.seat()) && accounts.claimNotice(id, n.seat(), turn, n.account())) {
                    send(new Notice(n.email(), n.name(), id, t.scenario, n.seat()));
                }
            }
        } catch (RuntimeException e) {
            System.err.println("turn notice of game " + id + ": " + e.getMessage());
        } finally {
            waiting.remove(id);
        }
    }

    private void send(Notice n) {
        String scenario = words(n.scenario());
        String link = relay.link() + "/?game=" + n.game();
        try {
            MimeMessage m = new MimeMessage(session);
            m.setFrom(new InternetAddress(relay.from()));
            m.setRecipient(Message.RecipientType.TO, new InternetAddress(n.to()));
            m.setSubject("Tide of Iron: your turn in " + scenario, "UTF-8");
            m.setText(n.name() + ",\n\n"
                    + scenario + " waits for you: it is " + n.seat() + "'s turn.\n"
                    + "Open the game (signed in as " + n.name() + "): " + link + "\n\n"
                    + "You get one notice a turn, when the game waits for your seat and your page is not open.\n"
                    + "To get none, untick \"e-mail me when it is my turn\" in the lobby: " + relay.link() + "/\n", "UTF-8");
            Transport.send(m);
            sent++;
        } catch (MessagingException e) {
            System.err.println("turn notice of game " + n.game() + " not sent through " + relay + ": " + e.getMessage());
        }
    }

    /** {@code normandy-farm} as "Normandy Farm". */
    static String words(String id) {
        StringBuilder out = new StringBuilder();
        for (String w : id.split("-")) {
            if (!w.isEmpty()) {
                out.append(out.length() == 0 ? "" : " ").append(w.substring(0, 1).toUpperCase(Locale.ROOT)).append(w.substring(1));
            }
        }
        return out.toString();
    }

    /** The notices sent so far by this process. */
    int sent() {
        return sent;
    }

    @Override
    public void close() {
        mailer.shutdownNow();
    }
}
