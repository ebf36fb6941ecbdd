package toi.irontide.data;

import java.util.List;

/**
 * Every number the rulebook's text gives, read from {@code irontide/rulebook/rules.json} (source: rulebook) so the
 * rules code holds none. Movement costs are in sixths of a movement point (§5.21–5.23 need halves, thirds and sixths).
 */
public record RulebookNumbers(
        int stackingLimit,                 // §8.1
        int combatRegimentsPerHex,         // §8.3
        int reserveMarkers,                // §6.0
        int strategicMinDistance,          // §5.2
        int germanNonMechRoadSixths,       // §5.21
        int alliedNonMechRoadSixths,       // §5.22
        int mechRoadSixths,                // §5.23
        int tacticalRoadCost,              // §5.1
        int disengageNonMech,              // §7.2
        int disengageMech,                 // §7.2
        int artilleryRange,                // §11.5
        int artilleryCapDefence,           // §11.5
        int artilleryCapGermanAttack,      // §11.5
        int artilleryCapAlliedAttack,      // §11.5
        int combinedArmsMax,               // §11.41
        int integrityAttackMax,            // §11.3
        int integrityDefenceMax,           // §11.3
        int airHitMax,                     // §11.6: a single die roll of 1 to this
        int airResupplyMax,                // §12.4: a single die roll of 1 to this
        int infiltrationMax,               // §16.1: a single die roll of 1 to this ignores the ZOC
        int landingRange,                  // §16.2: within this many hexes of the rulebook's 4339
        List<Integer> landingLosses,       // §16.2: step losses for a die of 1 to 6
        int supplyRange,                   // §12.1
        int isolationRange,                // §12.3
        String germanSupplyFrom,           // §12.0
        String replacementsFrom,           // §15.0: "Starting on the 19AM turn both sides may take replacements"
        int surpriseShift,                 // §18.0 / §11.76
        int exitVpBattalion,               // §20
        int exitVpRegiment,                // §20
        int alliedLossesForLevel,          // §20, §17.12
        int germanBridges,                 // §13.1
        int bridgePhases,                  // §13.1
        int entrenchmentPhases,            // §13.3
        int entrenchmentMinDistance,       // §13.3
        int demolitionRange,               // §13.1: a bridge within this many hexes of an enemy unit
        int demolitionPath,                // §13.1: a path of at most this many hexes to the friendly unit
        int demolitionAttemptsPerUnit,     // §13.1: "no more than two demolition attempts per engineering phase"
        int errataDemolitionAttemptsPerUnit, // the publisher's errata IT 14 (optional): one attempt per unit
        int fuelDelayOneDepot,             // §12.5: turns of delay with one depot captured
        int fuelDelayTwoDepots,            // §12.5: in all, with two (three: no more rolls)
        int fuelAllDestroyedModifier,      // §12.5
        List<Band> bands10Turn,            // §20
        List<Band> bandsLonger,            // §20
        Commandos commandos) {             // §16.4

    /**
     * §16.4 · German Commandos: how many (4), the demolition-disruption die (1–{@code disruptMax} successful,
     * {@code eliminatedFrom}–6 discovered and eliminated; the text gives no 3–4, R-IT-40), the misdirection's road hexes
     * (10) and the turn whose German player turn ends them (20PM).
     */
    public record Commandos(int count, String enters, int disruptMax, int eliminatedFrom, int misdirectRoadHexes, String removedAfter) {
    }

    /** A victory level and the lowest German victory point total that reaches it (§20). */
    public record Band(int from, String level) {
    }

    /**
     * §20 · the index of the band the German victory points fall in ({@code bands} in rising order from 0); the caller
     * raises it one level for §20's 65 Allied losses.
     */
    public static int bandIndex(List<Band> bands, int vp) {
        int index = 0;
        for (int i = 0; i < bands.size(); i++) {
            if (vp >= bands.get(i).from()) {
                index = i;
            }
        }
        return index;
    }
}
