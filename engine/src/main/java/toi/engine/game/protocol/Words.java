package toi.engine.game.protocol;

import java.util.Arrays;
import java.util.List;

/**
 * A choice's text read word by word ({@link Choice#parse}): each word is taken by the part of the choice it belongs to,
 * and a choice must be read whole — a word nothing takes is refused by name ("did not understand 'suport'"), so a typo
 * never becomes a different choice.
 */
final class Words {
    private final String line;
    private final List<String> words;
    private int next;

    Words(String line) {
        this.line = line.trim();
        this.words = Arrays.asList(this.line.split("\\s+"));
    }

    /** The next word, taken; refused naming what the choice needs there when there is none. */
    String take(String what) {
        if (next >= words.size()) {
            throw new IllegalArgumentException("'" + line + "' ends where it needs " + what);
        }
        return words.get(next++);
    }

    /** The next word without taking it, or null at the end. */
    String peek() {
        return next < words.size() ? words.get(next) : null;
    }

    /** Takes the next word if it is {@code keyword}. */
    boolean accept(String keyword) {
        if (keyword.equals(peek())) {
            next++;
            return true;
        }
        return false;
    }

    /** The words left, all taken (a list of ids, figure numbers …). */
    List<String> rest() {
        List<String> rest = words.subList(next, words.size());
        next = words.size();
        return rest;
    }

    /** The next word as a number; refused naming it when it is not one. */
    int number(String what) {
        String w = take(what);
        try {
            return Integer.parseInt(w);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("did not understand '" + w + "' in '" + line + "': " + what + " is a number");
        }
    }

    /** The choice is read: a word left over is refused by name, with how the choice reads. */
    <T> T end(T choice, String reads) {
        if (next < words.size()) {
            throw notUnderstood(words.get(next), reads);
        }
        return choice;
    }

    IllegalArgumentException notUnderstood(String word, String reads) {
        return new IllegalArgumentException("did not understand '" + word + "' in '" + line + "'"
                + (reads == null ? "" : ": " + reads));
    }
}
