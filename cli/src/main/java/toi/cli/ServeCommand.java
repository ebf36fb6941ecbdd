package toi.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import toi.server.Database;
import toi.server.ToiServer;

@Command(name = "serve", mixinStandardHelpOptions = true,
        description = "Serve the game in the browser: a local server with games stored in an embedded database.")
final class ServeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;
    @Option(names = "--port", defaultValue = "8080", paramLabel = "N", description = "the port to listen on (default 8080; 0: any free port)")
    int port;
    @Option(names = "--db", defaultValue = "data/toi.db", paramLabel = "FILE|postgresql://…",
            description = "where games are kept: a SQLite file (default data/toi.db) or a PostgreSQL database,"
                    + " postgresql://user:password@host:port/database (or jdbc:postgresql://…)")
    String db;
    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "ADDRESS",
            description = "the interface to listen on (default 127.0.0.1: this machine only; 0.0.0.0: every interface)")
    String host;
    @Option(names = "--smtp", paramLabel = "HOST:PORT",
            description = "an SMTP relay to send the e-mail notice of a turn through (none: no e-mail); the password, if the relay"
                    + " wants one, in the environment variable TOI_SMTP_PASSWORD")
    String smtp;
    @Option(names = "--smtp-from", defaultValue = "toi@localhost", paramLabel = "ADDRESS",
            description = "the notices' sender (default toi@localhost)")
    String smtpFrom;
    @Option(names = "--smtp-user", paramLabel = "NAME", description = "the user to log in to the relay as (none: no login)")
    String smtpUser;
    @Option(names = "--smtp-starttls", description = "ask the relay for STARTTLS (refuse to send without it)")
    boolean smtpStartTls;
    @Option(names = "--public-url", paramLabel = "URL",
            description = "the address players reach the server at, for the notices' links (default http://localhost:PORT)")
    String publicUrl;
    @Option(names = "--notice-after", defaultValue = "60", paramLabel = "SECONDS",
            description = "how long a seat is waited for before its turn's e-mail notice goes (default 60)")
    int noticeAfter;

    @Override
    public Integer call() throws InterruptedException {
        Inputs.within("--port", port, 0, 65_535);
        Database database;
        try {
            database = Database.parse(db);
        } catch (IllegalArgumentException e) {
            throw new Errors.UserError(e.getMessage());
        }
        ToiServer.Relay relay = null;
        if (smtp != null) {
            Inputs.within("--notice-after", noticeAfter, 0, 86_400);
            String link = publicUrl != null ? publicUrl : "http://" + (host.equals("127.0.0.1") ? "localhost" : host) + ":" + port;
            try {
                relay = new ToiServer.Relay(smtp, smtpFrom, smtpUser, smtpUser == null ? null : System.getenv("TOI_SMTP_PASSWORD"),
                        smtpStartTls, link, java.time.Duration.ofSeconds(noticeAfter));
            } catch (IllegalArgumentException e) {
                throw new Errors.UserError(e.getMessage());
            }
        }
        ToiServer server;
        try {
            server = ToiServer.start(port, database, Inputs.scenarios(), ToiServer.Settings.defaults().withHost(host), relay);
        } catch (RuntimeException e) {
            if (String.valueOf(e.getMessage()).startsWith("cannot open the game database")) {
                throw new Errors.UserError(e.getMessage()); // says which database and why, on one line
            }
            throw new Errors.UserError("cannot serve on " + host + " port " + port + ": " + rootMessage(e));
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }));
        spec.commandLine().getOut().println("Tide of Iron is served at http://" + (host.equals("127.0.0.1") ? "localhost" : host) + ":" + server.port() + "/ (games kept in " + database
                + (relay == null ? "" : "; turn notices by e-mail through " + relay) + "; Ctrl-C stops)");
        spec.commandLine().getOut().flush();
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        while (e.getCause() != null) {
            e = e.getCause();
        }
        return e.getMessage();
    }
}
