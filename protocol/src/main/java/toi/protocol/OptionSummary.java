package toi.protocol;

/** An optional rule a match may be started with: its id, a label in the rulebook's words and the heading it comes from. */
public record OptionSummary(String id, String label, String rule) {
}
