package db.migration;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * Seat tokens at rest are their SHA-256 (issue 27, docs/server.md · Storage): the stored tokens of the games made before
 * are replaced by their hashes, so their links keep working and the file no longer holds a token that opens a seat.
 */
public class V4__Hashed_tokens extends BaseJavaMigration {
    @Override
    public void migrate(Context context) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        Map<String[], String> hashed = new LinkedHashMap<>();
        try (var st = context.getConnection().createStatement(); ResultSet r = st.executeQuery("SELECT game_id, seat, token FROM seat")) {
            while (r.next()) {
                hashed.put(new String[] {r.getString(1), r.getString(2)},
                        HexFormat.of().formatHex(sha.digest(r.getString(3).getBytes(StandardCharsets.UTF_8))));
            }
        }
        try (PreparedStatement u = context.getConnection().prepareStatement("UPDATE seat SET token = ? WHERE game_id = ? AND seat = ?")) {
            for (Map.Entry<String[], String> e : hashed.entrySet()) {
                u.setString(1, e.getValue());
                u.setString(2, e.getKey()[0]);
                u.setString(3, e.getKey()[1]);
                u.executeUpdate();
            }
        }
    }
}
