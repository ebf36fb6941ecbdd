package toi.irontide.load;

/** A data file refused: the message names the file, the field and the problem ("map.json: hexes.0305.terrain: …"). */
public final class DataException extends RuntimeException {
    public DataException(String file, String field, String problem) {
        super(file + ": " + (field.isEmpty() ? "(top)" : field) + ": " + problem);
    }
}
