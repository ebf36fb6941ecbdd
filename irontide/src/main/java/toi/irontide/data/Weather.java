package toi.irontide.data;

/** The weather on the Turn Record Chart (§4.21): clear weather matters for §5.24 and §12.4. */
public enum Weather {
    CLEAR, OVERCAST, SNOW;

    public static Weather parse(String text) {
        return valueOf(text.trim().toUpperCase());
    }
}
