package toi.server;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One client creating games as fast as it can (docs/performance.md, issue 27): N creations from THREADS threads over
 * loopback against {@code ./toi serve}'s settings; counts what was created (201), refused (429) and anything else, and
 * the heap after full collections before and after. Run from the repository root:
 * {@code java -Xmx256m -cp bench/target/benchmarks.jar toi.server.CreationFlood [N] [THREADS]}.
 */
public final class CreationFlood {
    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10_000;
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 16;
        Path db = Files.createTempDirectory("toi-flood").resolve("flood.db");
        try (ToiServer server = ToiServer.start(0, db, Path.of("scenarios"), ToiServer.Settings.defaults())) {
            HttpClient http = HttpClient.newHttpClient();
            String body = "{\"scenario\": \"normandy-farm\", \"seats\": {\"US\": \"human\", \"GER\": \"random\"}}";
            long before = IdleMemory.heap();
            AtomicInteger created = new AtomicInteger();
            AtomicInteger refused = new AtomicInteger();
            AtomicInteger other = new AtomicInteger();
            ExecutorService pool = Executors.newFixedThreadPool(threads);
            long t0 = System.nanoTime();
            for (int i = 0; i < n; i++) {
                pool.execute(() -> {
                    try {
                        int status = http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + server.port() + "/api/games"))
                                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build(),
                                HttpResponse.BodyHandlers.ofString()).statusCode();
                        (status == 201 ? created : status == 429 ? refused : other).incrementAndGet();
                    } catch (Exception e) {
                        other.incrementAndGet();
                    }
                });
            }
            pool.shutdown();
            pool.awaitTermination(1, TimeUnit.HOURS);
            double seconds = (System.nanoTime() - t0) / 1e9;
            long after = IdleMemory.heap();
            System.out.printf("%d creations from one client in %.1f s (%d threads): %d created, %d refused (429), %d other; heap %.1f MB"
                    + " before, %.1f MB after (max %.0f MB); %d games in memory%n", n, seconds, threads, created.get(), refused.get(),
                    other.get(), before / 1e6, after / 1e6, Runtime.getRuntime().maxMemory() / 1e6, server.loaded());
        }
    }
}
