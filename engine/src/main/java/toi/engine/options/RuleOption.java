package toi.engine.options;

import java.util.List;

/**
 * An optional rule a game may switch on (003 · Advanced / Optional Rules: "Make sure that all players are happy with the
 * rules that you choose to use before the game starts"). The engine has code for these; each one's name, source
 * heading and summary are data ({@code options.json} in the content module), and the content loader checks the two
 * agree. The rules ask {@link RuleOptions#has} where they differ from the basic game.
 */
public enum RuleOption {
    /** 003 · Mortars firing into Woods: woods give no cover against mortars and artillery, entrenchments one die less. */
    MORTARS_INTO_WOODS("mortars-into-woods", "Mortars firing into Woods", "woodsCover", "entrenchmentCoverLess"),
    /** 003 · Limited Combined Fire: supporters only from the active unit's hex (adjacent with an officer). */
    LIMITED_COMBINED_FIRE("limited-combined-fire", "Limited Combined Fire"),
    /** 003 · Modified Plateau Rule: any hex at the higher unit's level between the units blocks its sight to a lower unit. */
    MODIFIED_PLATEAU("modified-plateau", "Modified Plateau Rule"),
    /** 003 · Mortar Crews: each mortar crew adds 1 firepower when its hex defends against an assault. */
    MORTAR_CREWS_DEFEND("mortar-crews-defend", "Mortar Crews", "firepowerPerCrew"),
    /**
     * 003 · Engineers: +1 firepower assaulting units in buildings or pillboxes; Lay Smoke also into an adjacent hex; Lay
     * Mines in a building is a booby trap, removed once it has attacked.
     */
    ENGINEERS("engineers", "Engineers", "assaultFirepower"),
    /**
     * 003 · Pillboxes and Bunkers: a squad in one is only pinned by suppressive fire; direct fire at it treats it as a
     * vehicular target (ranges against vehicles; anti-tank squads get their range and firepower bonus).
     */
    PILLBOXES_AND_BUNKERS("pillboxes-and-bunkers", "Pillboxes and Bunkers"),
    /** 003 · Mortars Firing Smoke: a Concentrated Fire smoke mission; two hits lay smoke, one drifts it. */
    MORTARS_FIRE_SMOKE("mortars-fire-smoke", "Mortars Firing Smoke", "smokeAtHits"),
    /** 003 · Trucks: a truck establishes no line of sight, and may only occupy friendly objective markers. */
    TRUCKS("trucks", "Trucks"),
    /**
     * 002 · MUNITIONS SPECIALIZATION TOKENS (Fury of the Bear's optional rule, in the Next Wave's Tools of War): in each
     * Status Phase, before op fire, tokens bought for command go facedown next to vehicles; the unit's next attack flips
     * its token and applies it (HE, AP-B, AP-C, Smoke).
     */
    MUNITIONS("munitions", "002 · MUNITIONS SPECIALIZATION TOKENS", "cost", "perStatusPhase", "onBoard", "tokensOfEachKind",
            "heFirepowerLess", "heHitOn", "apbFirepower", "apcCloseFirepower", "apcLongFirepowerLess", "smokeAtHits"),
    /** 003 · Armor Piercing Discarding Sabot (AP-DS): the Allies' AP-C tokens are AP-DS: +3 normal, +1 long, 3 command. */
    AP_DS("ap-ds", "Armor Piercing Discarding Sabot (AP-DS)", "cost", "normalFirepower", "longFirepower"),
    /**
     * 003 · Night Rules: visibility starts at 2 hexes and is rolled for at the end of each Status Phase; units in
     * cover-providing terrain are concealed until they attack or support an attack; a vehicle or heavy infantry weapon
     * that attacks is visible from all ranges for the rest of the Action Phase; mortar crews fire star shells.
     */
    NIGHT("night", "Night Rules", "firstRoundVisibility", "noChangeUpTo", "smallIncreaseUpTo", "smallIncrease",
            "largeIncrease"),
    /**
     * 003 · Wrecked Vehicles: destroyed vehicles stay as wrecks: +1 movement cost a wreck, they count against stacking, no
     * Effective Road Movement through them, two close a road; an adjacent vehicle may push one away for 3 movement points.
     */
    WRECKED_VEHICLES("wrecked-vehicles", "Wrecked Vehicles", "costPerWreck", "roadClosedAt", "pushCost"),
    /** 003 · FLAK 36 AT Gun: a FLAK 36 may not take an Advance action unless it is entering or exiting a half-track. */
    FLAK_36("flak-36", "FLAK 36 AT Gun"),
    /**
     * 003 · British Tanks versus Infantry: the Crusader Mk. II and the Matilda Mk. II (trait {@code two-pounder}) have 2
     * firepower less against infantry and no Concussive Firepower.
     */
    BRITISH_TANKS_VS_INFANTRY("british-tanks-vs-infantry", "British Tanks versus Infantry", "infantryFirepowerLess"),
    /** 003 · Matilda Mk. II Heavy Armor: the Matilda Mk. II (trait {@code matilda-heavy-armor}) has Thick Armor. */
    MATILDA_HEAVY_ARMOR("matilda-heavy-armor", "Matilda Mk. II Heavy Armor"),
    /**
     * 003 · Vehicles transporting AT guns; Optional Vehicular Transport Rules: a fresh squad loads an equipment unit into a
     * transport in its hex (all its movement points) and unloads it; one equipment unit a vehicle, outside its capacity.
     */
    EQUIPMENT_TRANSPORT("equipment-transport", "Optional Vehicular Transport Rules"),
    /**
     * 003 · Inherent Crews for Equipment Units: an equipment unit acts without a squad in its hex, may be attacked with
     * suppressive fire as a squad, adds 1 firepower to its hex's assault defense, does not retreat and may be captured.
     */
    INHERENT_CREWS("inherent-crews", "Inherent Crews for Equipment Units", "assaultFirepower"),
    /**
     * 003 · Optional Facing Rules; Facing and Movement: a heavy vehicle faces a hexside (set when it is placed, and by its
     * movement); fire at its front, flanks or rear changes its armor.
     */
    FACING("facing", "Optional Facing Rules", "frontArmorMore", "rearArmorLess", "minArmor"),
    /**
     * 003 · Turretless Vehicles and Facing (needs {@link #FACING}): a turretless heavy vehicle gains or loses firepower by
     * the arc its target is in, and never fires at a target in its rear arc.
     */
    TURRETLESS_FACING("turretless-facing", "Turretless Vehicles and Facing", "frontFirepowerMore", "flankFirepowerLess");

    private final String id;
    private final String heading;
    private final List<String> params;

    RuleOption(String id, String heading, String... params) {
        this.id = id;
        this.heading = heading;
        this.params = List.of(params);
    }

    /** The numbers the rule reads from its entry in {@code options.json} (numbers are data). */
    public List<String> params() {
        return params;
    }

    /** The option's id in scenario files, on the command line and in saved games ({@code mortars-into-woods}). */
    public String id() {
        return id;
    }

    /** The heading of the rulebook the rule comes from, as the code names it ({@code 003 · …}, {@code 002 · …}). */
    public String heading() {
        return heading.startsWith("00") ? heading : "003 · " + heading;
    }

    /** The option with this id, or null. */
    public static RuleOption byId(String id) {
        for (RuleOption o : values()) {
            if (o.id.equals(id)) {
                return o;
            }
        }
        return null;
    }
}
