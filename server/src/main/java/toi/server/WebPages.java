package toi.server;

import io.javalin.http.Context;
import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The browser client's pages (docs/server.md · HTTP): the lobby's page with its files named by their version, and each
 * game's page with the table's frame and its board drawn at the server, compressed once; the hashes of their inline
 * scripts for the Content-Security-Policy.
 */
final class WebPages {
    /** The game loaded by its id, or null. */
    private final Function<String, Table> tables;

    /** Each scenario's game page (the same for all its games), as text and gzipped once: it is large, with the board. */
    private final Map<String, GamePage> gamePages = new ConcurrentHashMap<>();

    private record GamePage(String html, byte[] gzipped) {
    }

    WebPages(Function<String, Table> tables) {
        this.tables = tables;
    }

    /** The CSP hashes ('sha256-…') of every inline script of the pages. */
    static String inlineScriptHashes(String html) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("<script(?![^>]*\\ssrc=)[^>]*>(.*?)</script>", java.util.regex.Pattern.DOTALL)
                .matcher(html);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        while (m.find()) {
            try {
                byte[] d = java.security.MessageDigest.getInstance("SHA-256").digest(m.group(1).getBytes(java.nio.charset.StandardCharsets.UTF_8));
                out.add("'sha256-" + java.util.Base64.getEncoder().encodeToString(d) + "'");
            } catch (java.security.NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(" ", out);
    }

    /** The browser client's files (server/src/main/resources/web): the shared page code and each ruleset's board layer. */
    static final List<String> WEB_FILES = List.of("app.js", "api.js", "table.js", "board.js", "decision.js", "toi-layer.js",
            "irontide-layer.js", "account.js", "seal.js", "levels.js", "style.css", "sheet.js", "sheet.css", "compose.js", "whynot.js",
            "transfer.js");

    /** The page (page/index.html) with its files named by their version: a hash of the browser client's files. */
    static String page() {
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            for (String f : WEB_FILES) {
                try (var in = WebPages.class.getResourceAsStream("/web/" + f)) {
                    sha.update(in.readAllBytes());
                }
            }
            String version = HexFormat.of().formatHex(sha.digest()).substring(0, 12);
            return resource("/page/index.html").replace("{{v}}", version);
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot read the browser client's files: " + e.getMessage(), e);
        }
    }

    static String resource(String name) {
        try (var in = WebPages.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("cannot read " + name + ": " + e.getMessage(), e);
        }
    }

    /** A game's page holds the table's frame with the board drawn (page/table.html), painted before any module runs. */
    void page(Context ctx, String page, String frame) {
        ctx.header("Cache-Control", "no-cache");
        String id = ctx.queryParam("game");
        Table t = id != null && id.matches("[0-9a-f]{1,32}") ? tables.apply(id) : null;
        if (t == null) {
            ctx.html(page.replace("{{table}}", ""));
            return;
        }
        String framed = t.layer.framedKey(t);
        GamePage p = gamePages.computeIfAbsent(framed, k -> {
            String board = t.layer.framedBoard(t, frame); // the board drawn into the page, when the layer draws it at the server
            return gamePage(page.replace("{{table}}", board == null ? "" : board));
        });
        ctx.header("Vary", "Accept-Encoding");
        if (ctx.header("Accept-Encoding") != null && ctx.header("Accept-Encoding").contains("gzip")) { // compressed once, not per request
            ctx.header("Content-Encoding", "gzip").contentType("text/html; charset=utf-8").result(p.gzipped());
        } else {
            ctx.html(p.html());
        }
    }

    private static GamePage gamePage(String html) {
        var bytes = new java.io.ByteArrayOutputStream();
        try (var gzip = new java.util.zip.GZIPOutputStream(bytes)) {
            gzip.write(html.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot compress the page: " + e.getMessage(), e);
        }
        return new GamePage(html, bytes.toByteArray());
    }

}
