package toi.irontide.data;

import toi.engine.hex.Hex;

/**
 * A counter (§2.31): side, nationality (US, BR, GE — §17.3), division (for §11.3; null for none), size (a
 * regiment/brigade draws a chit and has a ZOC; a battalion or artillery unit has printed factors and one step), type,
 * mechanized, chit box (colour and line, regiments) or combat factor (battalions, artillery), cadre factors, movement
 * factor; where it starts (a hex) or when and where it arrives (a turn and an entry road letter, "edge" for German
 * edge roads, or "air" for §16.2's parachute landing near {@code landingNear}); the 28th Division's temporary ZOC (§7.4);
 * the army diamond (§2.31, used only by §17.4's optional Army Command; null for the British and where not entered);
 * §16.1's 150th Panzer Brigade ({@code zocInfiltration}) and its Sherman battalion ({@code infiltrationCompanion});
 * §16.4's German commandos ({@code commando}).
 */
public record UnitDef(String id, String name, Side side, String nationality, String division, boolean regiment,
                      UnitType type, boolean mechanized, Chit.ChitColour chitColour, char chitLine, int combat,
                      int cadreCombat, int cadreMovement, int movement, Hex setupHex, String arrivalTurn, String entry,
                      boolean temporaryZoc, boolean intrinsicCombinedArms, Restriction restriction,
                      boolean zocInfiltration, boolean infiltrationCompanion, Hex landingNear, String army, boolean commando, Source source) {

    public boolean artillery() {
        return type == UnitType.ARTILLERY;
    }

    public boolean armor() {
        return type == UnitType.ARMOR;
    }
}
