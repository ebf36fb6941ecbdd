package toi.engine.units;

import java.util.List;
import java.util.Map;

/**
 * The numbers the rules code reads from the abilities content file, so the loader can refuse a
 * file that lacks one (naming the ability and the parameter) instead of failing mid-game.
 */
public final class RequiredParams {
    private RequiredParams() {
    }

    public static final Map<String, List<String>> ABILITIES = Map.of(
            "concussive-firepower", List.of("firepower", "range"),
            "battle-hardened", List.of("coverVsSuppressivePerFigure"),
            "determination", List.of("coverVsSuppressive"),
            "thick-armor", List.of("diceTurnedToSix"));

    public static final Map<String, List<String>> SPECIALIZATIONS = Map.of(
            "anti-tank", List.of("baseRangeVsVehicle", "firepowerVsVehicle"),
            "flamethrower", List.of("firepowerAdjacent", "coverReductionAdjacent", "assaultFirepower", "assaultCoverReduction"),
            "medic", List.of("bandageCover", "healOn"),
            "alpha", List.of("firepowerPerStarVsInfantry", "upgradeAtSuccesses", "maxStars"),
            "bravo", List.of("coverPerStar", "upgradeAtSuccesses", "maxStars"),
            "expert", List.of("rerollsPerFigure"),
            "mounted", List.of("ridingMovementBonus"),
            "smg", List.of("firepowerVsInfantry", "rangeVsInfantry"));
}
