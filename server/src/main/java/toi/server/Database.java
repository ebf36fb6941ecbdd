package toi.server;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * Where the games are kept (docs/server.md · Storage): an embedded SQLite file, the default, or a PostgreSQL database
 * ({@code --db postgresql://user:password@host:port/db}, or its JDBC form {@code jdbc:postgresql://…}). Both get the same
 * schema from the same Flyway migrations ({@code db/migration}), with the few statements their SQL differs in under
 * {@code db/vendor/sqlite} and {@code db/vendor/postgresql}.
 */
public final class Database {
    private final String url;
    private final String user;
    private final String password;
    private final String shown;
    private final Path file;

    private Database(String url, String user, String password, String shown, Path file) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.shown = shown;
        this.file = file;
    }

    /** The embedded SQLite file {@code file} (made with its folder when missing). */
    public static Database sqlite(Path file) {
        Path f = file.toAbsolutePath();
        return new Database("jdbc:sqlite:" + f, null, null, file.toString(), f);
    }

    /**
     * What {@code --db} names: a {@code postgresql://} (or {@code postgres://}, {@code jdbc:postgresql://}) address, else a
     * SQLite file. An address of any other kind, or a PostgreSQL address without a host or a database, is refused with an
     * {@link IllegalArgumentException} saying why.
     */
    public static Database parse(String spec) {
        String s = spec.strip();
        String bare = s.regionMatches(true, 0, "jdbc:", 0, 5) ? s.substring(5) : s;
        String scheme = bare.contains("://") ? bare.substring(0, bare.indexOf("://")).toLowerCase(java.util.Locale.ROOT) : null;
        if (scheme == null && !s.regionMatches(true, 0, "jdbc:", 0, 5)) {
            if (s.isEmpty()) {
                throw new IllegalArgumentException("--db: give a SQLite file or a postgresql://user:password@host:port/database address");
            }
            return sqlite(Path.of(s));
        }
        if (!"postgresql".equals(scheme) && !"postgres".equals(scheme)) {
            throw new IllegalArgumentException("--db " + withoutPassword(s) + ": not a database this server keeps games in"
                    + " (a SQLite file, or postgresql://user:password@host:port/database)");
        }
        URI uri;
        try {
            uri = new URI(bare);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--db " + withoutPassword(s) + ": not a PostgreSQL address (" + e.getReason()
                    + "); write postgresql://user:password@host:port/database");
        }
        String db = uri.getRawPath() == null ? "" : uri.getRawPath().replaceFirst("^/", "");
        if (uri.getHost() == null || db.isEmpty() || db.contains("/")) {
            throw new IllegalArgumentException("--db " + withoutPassword(s) + ": a PostgreSQL address names its host and its database:"
                    + " postgresql://user:password@host:port/database");
        }
        String user = null;
        String password = null;
        if (uri.getRawUserInfo() != null) {
            String[] parts = uri.getRawUserInfo().split(":", 2);
            user = decode(parts[0]);
            password = parts.length > 1 ? decode(parts[1]) : null;
        }
        String hostPort = uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
        String url = "jdbc:postgresql://" + hostPort + "/" + db + (uri.getRawQuery() == null ? "" : "?" + uri.getRawQuery());
        return new Database(url, user, password, "PostgreSQL " + hostPort + "/" + decode(db), null);
    }

    private static String decode(String s) {
        return URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    /** {@code spec} as it may be shown: a password in it replaced by {@code ***}. */
    private static String withoutPassword(String spec) {
        return spec.replaceFirst("(://[^:/@]*:)[^@/]*@", "$1***@").replaceAll("(?i)(password=)[^&]*", "$1***");
    }

    /** Whether this is a PostgreSQL database (else a SQLite file). */
    public boolean postgres() {
        return file == null;
    }

    /** Flyway's locations: the migrations both share, and those written in this database's own SQL. */
    String[] migrations() {
        return new String[] {"classpath:db/migration", "classpath:db/vendor/" + (postgres() ? "postgresql" : "sqlite")};
    }

    String url() {
        return url;
    }

    String user() {
        return user;
    }

    String password() {
        return password;
    }

    /** A new connection, set up as the store needs it (SQLite: foreign keys, WAL, a sync on each commit). */
    Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(url, user, password);
        if (!postgres()) {
            try (var st = c.createStatement()) {
                st.execute("PRAGMA foreign_keys = ON");
                st.execute("PRAGMA journal_mode = WAL");
                st.execute("PRAGMA synchronous = FULL"); // an acknowledged choice survives a power cut, not only a kill
                st.execute("PRAGMA busy_timeout = 10000");
            }
        } // PostgreSQL: synchronous_commit is on unless its administrator turned it off: a commit is on disk when it returns
        return c;
    }

    /**
     * A pool of connections for the store's reads (HikariCP): reads run side by side, each on a connection of its own,
     * instead of one at a time on one connection. SQLite's connections get the same settings as {@link #connect}'s
     * (WAL: a reader never waits for the writer).
     */
    com.zaxxer.hikari.HikariDataSource pool(int size) {
        com.zaxxer.hikari.HikariConfig c = new com.zaxxer.hikari.HikariConfig();
        c.setPoolName("toi-reads");
        c.setJdbcUrl(url);
        if (user != null) {
            c.setUsername(user);
        }
        if (password != null) {
            c.setPassword(password);
        }
        c.setMaximumPoolSize(size);
        c.setMinimumIdle(1);
        c.setReadOnly(false); // SQLite refuses to change it on an open connection; reads only by use
        if (!postgres()) { // sqlite-jdbc reads its pragmas from the connection's properties
            c.addDataSourceProperty("foreign_keys", "true");
            c.addDataSourceProperty("journal_mode", "WAL");
            c.addDataSourceProperty("busy_timeout", "10000");
        }
        return new com.zaxxer.hikari.HikariDataSource(c);
    }

    /** The SQLite file, or null for PostgreSQL. */
    Path file() {
        return file;
    }

    /** The file, or "PostgreSQL host:port/database": never the password. */
    @Override
    public String toString() {
        return shown;
    }
}
