package toi.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Issue 31 · what {@code ./toi serve --db} names: a SQLite file (the default) or a PostgreSQL database. */
class DatabaseTest {
    @Test
    void aPathIsASqliteFile() {
        Database d = Database.parse("data/toi.db");
        assertThat(d.postgres()).isFalse();
        assertThat(d.file()).isEqualTo(Path.of("data/toi.db").toAbsolutePath());
        assertThat(d.url()).isEqualTo("jdbc:sqlite:" + Path.of("data/toi.db").toAbsolutePath());
        assertThat(d.migrations()).containsExactly("classpath:db/migration", "classpath:db/vendor/sqlite");
    }

    @Test
    void aPostgresqlAddressNamesItsUserPasswordHostPortAndDatabase_andIsShownWithoutThePassword() {
        Database d = Database.parse("postgresql://toi:s%40cret@db.example:5433/games?sslmode=require");
        assertThat(d.postgres()).isTrue();
        assertThat(d.url()).isEqualTo("jdbc:postgresql://db.example:5433/games?sslmode=require");
        assertThat(d.user()).isEqualTo("toi");
        assertThat(d.password()).isEqualTo("s@cret");
        assertThat(d.toString()).isEqualTo("PostgreSQL db.example:5433/games").doesNotContain("cret");
        assertThat(d.migrations()).containsExactly("classpath:db/migration", "classpath:db/vendor/postgresql");
    }

    @Test
    void theJdbcFormIsTakenToo() {
        Database d = Database.parse("jdbc:postgresql://toi:pw@localhost/games");
        assertThat(d.url()).isEqualTo("jdbc:postgresql://localhost/games");
        assertThat(d.user()).isEqualTo("toi");
        assertThat(d.password()).isEqualTo("pw");
        assertThat(Database.parse("postgres://localhost:5432/games").url()).isEqualTo("jdbc:postgresql://localhost:5432/games");
    }

    @Test
    void aBadAddressIsRefusedOnOneLine_neverShowingItsPassword() {
        assertThatThrownBy(() -> Database.parse("mysql://toi:hunter2@localhost/games")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--db mysql://toi:***@localhost/games: not a database this server keeps games in"
                        + " (a SQLite file, or postgresql://user:password@host:port/database)");
        assertThatThrownBy(() -> Database.parse("postgresql://toi:hunter2@localhost")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("names its host and its database").hasMessageNotContaining("hunter2");
        assertThatThrownBy(() -> Database.parse("postgresql://toi:hunter2@localhost:port/games")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--db postgresql://toi:***@localhost:port/games: ").hasMessageNotContaining("hunter2");
        assertThatThrownBy(() -> Database.parse("jdbc:sqlite:x.db")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a database this server keeps games in");
        assertThatThrownBy(() -> Database.parse(" ")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("give a SQLite file");
        for (String bad : new String[] {"mysql://a/b", "postgresql://localhost", "postgresql://h:x/db"}) {
            assertThatThrownBy(() -> Database.parse(bad)).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
        }
    }

    @Test
    void aDatabaseThatCannotBeReachedIsSaidInOneLine() {
        assertThatThrownBy(() -> new GameStore(Database.parse("postgresql://toi:hunter2@127.0.0.1:1/games")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot open the game database PostgreSQL 127.0.0.1:1/games: ")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").doesNotContain("hunter2"));
    }
}
