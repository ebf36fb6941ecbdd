package toi.irontide.data;

/** A hexside feature (§5.1, §11.21, §11.9, §13.1): a river (the Meuse is one), a printed bridge over it, a ford. */
public record Hexside(boolean river, boolean meuse, boolean bridge, boolean ford, Source source) {
}
