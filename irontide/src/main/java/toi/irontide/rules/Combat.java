package toi.irontide.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import toi.engine.hex.Hex;
import toi.irontide.data.Division;
import toi.irontide.data.HexIds;
import toi.irontide.data.Odds;
import toi.irontide.data.RulebookNumbers;
import toi.irontide.data.Side;
import toi.irontide.data.Town;
import toi.irontide.data.UnitType;
import toi.irontide.data.Weather;
import toi.irontide.state.Battle;
import toi.irontide.state.GameState;
import toi.irontide.state.Occupancy;
import toi.irontide.state.Phase;
import toi.irontide.state.Strength;
import toi.irontide.state.SupplyState;
import toi.irontide.state.UnitState;

/**
 * §11.0 · COMBAT: who may attack whom (§11.0, §11.1, §8.3, §17.3), who may support (§11.5, §11.6), and the odds with
 * every column shift (§11.2–11.76). Each check returns the rule that forbids, or null.
 */
public final class Combat {
    private Combat() {
    }

    /** §8.3 · a regiment for the combat limits: a regiment or brigade not reduced to cadre. */
    public static boolean regimentSized(UnitState u) {
        return u.def.regiment() && u.strength != Strength.CADRE;
    }

    /** §11.5 · artillery adjacent to enemy combat units fights with its printed factor only, like any unit. */
    public static boolean adjacentToEnemy(GameState s, UnitState u) {
        for (Hex n : s.scenario.map().neighbours(u.hex)) {
            if (s.enemyIn(n, u.def.side())) {
                return true;
            }
        }
        return false;
    }

    public static String declareRefusal(GameState s, Hex target) {
        if (s.phase != Phase.COMBAT) {
            return "§4.25 · attacks are made in the Combat Phase";
        }
        if (s.battle != null) {
            return "§11.7 · one battle is resolved at a time";
        }
        return defenderHexRefusal(s, null, target);
    }

    /** §11.0, §11.1 · a hex of enemy units not yet attacked this turn, adjacent to every attacker so far. */
    public static String defenderHexRefusal(GameState s, Battle b, Hex hex) {
        if (!s.scenario.map().onMap(hex) || !s.enemyIn(hex, s.phasing)) {
            return "§11.0 · attacks are made on hexes holding enemy units";
        }
        for (UnitState u : s.combatants(hex)) {
            // §8.2, §11.8 · units a retreat overstacked here were attacked already, but they do not defend the new hex:
            // "if, while overstacked, the new stack is attacked and receives any adverse result, the previously retreated
            // units are eliminated" — the hex is attacked for the units that were there (R-IT-49)
            if (u.defended && !u.overstackedByRetreat) {
                return "§11.0 · a unit can only be attacked once each turn";
            }
        }
        if (b != null) {
            if (b.defenderHexes.contains(hex)) {
                return "§11.1 · that hex is already among the defenders";
            }
            for (String a : b.attackers) {
                if (!s.unit(a).hex.isAdjacentTo(hex)) {
                    return "§11.1 · in multi-hex battles all attackers must be adjacent to all defenders (" + a + " is not)";
                }
            }
        }
        return null;
    }

    /** §11.0, §11.1, §8.3, §6.0, §17.3 · may the unit join the battle's attackers? */
    public static String attackerRefusal(GameState s, Battle b, UnitState u) {
        if (u == null || !u.onMap() || u.def.side() != s.phasing) {
            return "§11.0 · the phasing player attacks with his own units on the map";
        }
        if (u.def.commando()) {
            return "§16.4 · commandos may not attack";
        }
        if (u.attacked || b.attackers.contains(u.id())) {
            return "§11.0 · a unit attacks only once each turn";
        }
        if (u.reserve) {
            return "§6.0 · units marked in Reserve may not fire in the Combat Phase";
        }
        if (u.overstackedByRetreat) {
            return "§8.2 · overstacked retreated units do not fight";
        }
        for (Hex d : b.defenderHexes) {
            if (!u.hex.isAdjacentTo(d)) {
                return u.def.artillery() ? "§11.5 · artillery away from the defender supports the battle instead (\"artillery " + u.id() + "\")"
                        : "§11.1 · every attacker must be adjacent to every defender";
            }
        }
        if (b.attackerArtillery.contains(u.id())) {
            return "§11.1 · it already supports this battle";
        }
        int fromHex = 0;
        int regiments = 0;
        for (UnitState o : s.combatants(u.hex)) {
            boolean inThis = b.attackers.contains(o.id());
            if (inThis) {
                fromHex++;
            }
            if (regimentSized(o) && (inThis || o.attacked)) {
                regiments++;
            }
        }
        RulebookNumbers r = s.scenario.rules();
        if (regimentSized(u) && regiments >= r.combatRegimentsPerHex()) {
            return "§11.1, §8.3 · only one regiment attacks out of any single hex";
        }
        if (fromHex >= r.stackingLimit()) {
            return "§8.3 · at most " + r.stackingLimit() + " units attack from one hex";
        }
        for (String a : b.attackers) { // §17.3, §17.4
            if (Commands.apart(s, s.unit(a), u)) {
                return Commands.rule(s, "attack in the same combat");
            }
        }
        return null;
    }

    /** §11.5 · may the unit support the battle with artillery, for the given side? */
    public static String artilleryRefusal(GameState s, Battle b, UnitState u, Side side) {
        RulebookNumbers r = s.scenario.rules();
        if (u == null || !u.onMap() || u.def.side() != side || !u.def.artillery()) {
            return "§11.5 · only the side's own artillery units on the map support";
        }
        if (u.artilleryFired) {
            return "§11.5 · artillery fires once offensively in its turn and once defensively in the enemy's";
        }
        if (side == s.phasing && u.reserve) {
            return "§6.0 · units marked in Reserve may not fire in the Combat Phase";
        }
        if (b.attackers.contains(u.id()) || b.attackerArtillery.contains(u.id()) || b.defenderArtillery.contains(u.id())) {
            return "§11.1 · a unit takes part in one battle once";
        }
        if (b.defenderHexes.contains(u.hex)) {
            return "§11.5 · a defending artillery unit adds its factor; it does not support its own hex";
        }
        if (adjacentToEnemy(s, u)) {
            return "§11.5 · artillery adjacent to enemy combat units uses only its printed combat factor, no support shift";
        }
        boolean inRange = false;
        for (Hex d : b.defenderHexes) {
            if (u.hex.distanceTo(d) <= r.artilleryRange()) {
                inRange = true;
            }
        }
        if (!inRange) {
            return "§11.5 · artillery supports within " + r.artilleryRange() + " hexes of the unit under attack";
        }
        if (side == Side.ALLIED && s.turn == 0) {
            return "§18.0 · on turn one there is no Allied offensive or defensive artillery support";
        }
        boolean attacking = side == s.phasing;
        List<String> already = attacking ? b.attackerArtillery : b.defenderArtillery;
        int cap = !attacking ? r.artilleryCapDefence() : side == Side.GERMAN ? r.artilleryCapGermanAttack() : r.artilleryCapAlliedAttack();
        if (already.size() >= cap) {
            return "§11.5 · at most " + cap + " artillery shift" + (cap == 1 ? "" : "s") + " " + (attacking ? "attacking" : "defending");
        }
        // §17.3, §17.4 · no artillery shared across commands: the supported units must include one of its command (mixed
        // defenders, stacked by a retreat or in several hexes, defend together and take either's artillery, R-IT-38)
        String own = Commands.command(s, u);
        if (own != null) {
            Set<String> commands = new HashSet<>();
            if (attacking) {
                for (String a : b.attackers) {
                    commands.add(Commands.command(s, s.unit(a)));
                }
            } else {
                for (Hex d : b.defenderHexes) {
                    for (UnitState o : s.combatants(d)) {
                        commands.add(Commands.command(s, o));
                    }
                }
            }
            commands.remove(null);
            if (!commands.isEmpty() && !commands.contains(own)) {
                return Commands.rule(s, "share artillery");
            }
        }
        return null;
    }

    /** §11.6 · one air support attempt per side per combat, with an Air Point of this game turn. */
    public static String airRefusal(GameState s, Battle b, Side side) {
        boolean attacking = side == s.phasing;
        if (attacking ? b.attackerAir : b.defenderAir) {
            return "§11.6 · one air support attempt per combat";
        }
        if (s.airPoints.getOrDefault(side, 0) <= 0) {
            return "§10.0 · no Air Points left this game turn";
        }
        return null;
    }

    // ---- the defenders (§8.3)

    /** §8.3, §11.1 · the regiment-sized units of a defending hex, when the defender must choose one. */
    public static List<UnitState> defendingRegimentChoices(GameState s, Hex hex) {
        List<UnitState> regs = new ArrayList<>();
        for (UnitState u : s.combatants(hex)) {
            if (regimentSized(u) && !u.overstackedByRetreat) {
                regs.add(u);
            }
        }
        return regs;
    }

    /** §8.3 · the units of a hex that add to the defence: one chosen regiment and the others up to the limit; never overstacked retreated units (§8.2). */
    public static List<UnitState> defenders(GameState s, Battle b, Hex hex) {
        List<UnitState> result = new ArrayList<>();
        String chosen = b.defendingRegiment.get(hex);
        List<UnitState> regs = defendingRegimentChoices(s, hex);
        if (chosen == null && !regs.isEmpty()) {
            chosen = regs.get(0).id();
        }
        for (UnitState u : s.combatants(hex)) {
            if (u.overstackedByRetreat) {
                continue;
            }
            if (regimentSized(u) && !u.id().equals(chosen)) {
                continue;
            }
            if (result.size() < s.scenario.rules().stackingLimit()) {
                result.add(u);
            }
        }
        return result;
    }

    // ---- strengths (§9.0, §12.2, §12.3, §11.2)

    /** The unit's printed or chit strength now (its chit must have been drawn if it is a regiment). */
    public static int strength(GameState s, UnitState u) {
        if (!u.def.regiment()) {
            return u.def.combat();
        }
        if (u.strength == Strength.CADRE) {
            return u.def.cadreCombat();
        }
        if (u.chit < 0) {
            throw new IllegalStateException(u.id() + " has no chit yet (§9.0: drawn at its first combat)");
        }
        var chit = s.scenario.chits().get(u.chit);
        return u.strength == Strength.FULL ? chit.full(u.def.chitLine()) : chit.reduced(u.def.chitLine());
    }

    /** §12.2, §12.3 · attack halved (fractions up) out of supply or isolated; never below one. */
    public static int attackStrength(GameState s, UnitState u) {
        int v = strength(s, u);
        if (u.supply != SupplyState.SUPPLIED) {
            v = Math.max(1, (v + 1) / 2);
        }
        return v;
    }

    /** §12.3 · defence halved (fractions up) when isolated; never below one. */
    public static int defenceStrength(GameState s, UnitState u) {
        int v = strength(s, u);
        if (u.supply == SupplyState.ISOLATED) {
            v = Math.max(1, (v + 1) / 2);
        }
        return v;
    }

    /** §11.22 · an entrenchment the defender profits by: a built one (Allied never in the Westwall), or the Westwall for a German. */
    public static boolean entrenched(GameState s, Hex hex, Side defender) {
        boolean westwall = s.scenario.map().hex(hex).westwall();
        if (westwall) {
            return defender == Side.GERMAN;
        }
        return s.entrenchments.contains(hex);
    }

    /** §11.21 · the hex is attacked solely across unbridged river hexsides. */
    public static boolean solelyAcrossRivers(GameState s, Battle b, Hex hex) {
        Set<Hex> from = new LinkedHashSet<>();
        for (String a : b.attackers) {
            from.add(s.unit(a).hex);
        }
        if (from.isEmpty()) {
            return false;
        }
        for (Hex a : from) {
            if (!Hexsides.unbridgedRiver(s, a, hex)) {
                return false;
            }
        }
        return true;
    }

    /** §11.21, §11.22 · the defence multiplier of a hex: rivers ×2, entrenchment ×2, both ×3, German Westwall ×3. */
    public static int defenceMultiplier(GameState s, Battle b, Hex hex, Side defender) {
        boolean river = solelyAcrossRivers(s, b, hex);
        boolean westwallGerman = s.scenario.map().hex(hex).westwall() && defender == Side.GERMAN;
        if (westwallGerman) {
            return 3;
        }
        boolean ent = entrenched(s, hex, defender);
        if (ent && river) {
            return 3;
        }
        return ent || river ? 2 : 1;
    }

    // ---- the odds (§11.74–11.76)

    /** Works out the battle (chits must have been drawn); {@code attackerAirHit}/{@code defenderAirHit}: the air rolls' outcome. */
    public static BattleOdds odds(GameState s, Battle b, boolean attackerAirHit, boolean defenderAirHit) {
        Side defender = s.phasing.enemy();
        int attack = 0;
        for (String a : b.attackers) {
            attack += attackStrength(s, s.unit(a));
        }
        int defence = 0;
        for (Hex d : b.defenderHexes) {
            int hexTotal = 0;
            for (UnitState u : defenders(s, b, d)) {
                hexTotal += defenceStrength(s, u);
            }
            defence += hexTotal * defenceMultiplier(s, b, d, defender); // §11.21, §11.22
        }
        return BattleOdds.of(s.scenario.crt(), attack, defence, line(s, b), shifts(s, b, attackerAirHit, defenderAirHit));
    }

    /** §11.23 · the Combat Results Table line: of the defending hexes' terrain lines, the best for the defender. */
    public static String line(GameState s, Battle b) {
        List<String> lines = new ArrayList<>();
        for (Hex d : b.defenderHexes) {
            lines.add(s.scenario.map().hex(d).terrain().crtLine());
        }
        return s.scenario.crt().bestForDefender(lines);
    }

    /** §11.21–11.6, §11.3, §18.0 · every column shift of the battle, with its rule (none depends on a chit). */
    public static List<Shift> shifts(GameState s, Battle b, boolean attackerAirHit, boolean defenderAirHit) {
        Side attacker = s.phasing;
        Side defender = attacker.enemy();
        RulebookNumbers r = s.scenario.rules();
        List<Shift> shifts = new ArrayList<>();

        // §11.21 · city or town
        for (Hex d : b.defenderHexes) {
            Town t = s.scenario.map().townAt(d);
            if (t != null) {
                shifts.add(new Shift("defenders in " + (t.city() ? "the city " : "the town ") + t.name(), -1, "§11.21"));
                break;
            }
        }
        // §11.4 · combined arms
        boolean noAttackerCa = false;
        for (Hex d : b.defenderHexes) {
            if (entrenched(s, d, defender)) {
                noAttackerCa = true; // §11.22(3), §11.44
            }
        }
        boolean defenceCa = false;
        boolean defenceCaWithArmor = false;
        for (Hex d : b.defenderHexes) {
            List<UnitState> here = defenders(s, b, d);
            boolean foot = here.stream().anyMatch(u -> isFoot(u));
            boolean armor = here.stream().anyMatch(u -> u.def.type() == UnitType.ARMOR);
            boolean at = here.stream().anyMatch(u -> u.def.type() == UnitType.ANTITANK);
            if (foot && (armor || at)) {
                defenceCa = true;
                defenceCaWithArmor |= armor;
            }
        }
        int caStacks = 0;
        Set<Hex> attackerHexes = new LinkedHashSet<>();
        boolean attackersHaveArmorOrAt = false;
        for (String a : b.attackers) {
            attackerHexes.add(s.unit(a).hex);
            UnitType t = s.unit(a).def.type();
            attackersHaveArmorOrAt |= t == UnitType.ARMOR || t == UnitType.ANTITANK;
        }
        for (Hex h : attackerHexes) {
            List<UnitState> stack = new ArrayList<>();
            for (String a : b.attackers) {
                if (s.unit(a).hex.equals(h)) {
                    stack.add(s.unit(a));
                }
            }
            boolean armor = stack.stream().anyMatch(u -> u.def.type() == UnitType.ARMOR);
            boolean foot = stack.stream().anyMatch(Combat::isFoot);
            boolean intrinsic = stack.stream().anyMatch(u -> u.def.intrinsicCombinedArms()); // §11.45
            if ((armor && foot) || intrinsic) {
                caStacks++;
            }
        }
        caStacks = Math.min(caStacks, r.combinedArmsMax());
        if (caStacks > 0) {
            if (noAttackerCa) {
                shifts.add(new Shift("combined arms lost against an entrenchment or the Westwall", 0, "§11.44"));
            } else if (defenceCa) {
                shifts.add(new Shift("combined arms cancelled by the defenders' combined arms", 0, "§11.42"));
            } else {
                shifts.add(new Shift("combined arms (" + caStacks + " stack" + (caStacks == 1 ? "" : "s") + ")", caStacks, "§11.41"));
            }
        }
        if (defenceCaWithArmor && !attackersHaveArmorOrAt) {
            shifts.add(new Shift("defending combined arms with armor against attackers without armor or antitank", -1, "§11.42"));
        }
        // §11.5 · artillery
        if (!b.attackerArtillery.isEmpty()) {
            shifts.add(new Shift("artillery " + String.join(", ", b.attackerArtillery), b.attackerArtillery.size(), "§11.5"));
        }
        if (!b.defenderArtillery.isEmpty()) {
            shifts.add(new Shift("artillery " + String.join(", ", b.defenderArtillery), -b.defenderArtillery.size(), "§11.5"));
        }
        // §11.6 · air
        if (b.attackerAir) {
            shifts.add(new Shift(attackerAirHit ? "air support arrives" : "air support misses", attackerAirHit ? 1 : 0, "§11.6"));
        }
        if (b.defenderAir) {
            shifts.add(new Shift(defenderAirHit ? "air support arrives" : "air support misses", defenderAirHit ? -1 : 0, "§11.6"));
        }
        // §18.0, §11.76 · surprise
        if (s.turn == 0 && attacker == Side.GERMAN && r.surpriseShift() > 0) {
            shifts.add(new Shift("surprise", r.surpriseShift(), "§18.0"));
        }
        // §11.3 · divisional integrity
        int diAttack = 0;
        Set<String> attackingDivisions = new LinkedHashSet<>();
        for (String a : b.attackers) {
            if (s.unit(a).def.division() != null) {
                attackingDivisions.add(s.unit(a).def.division());
            }
        }
        for (String div : attackingDivisions) {
            if (integrityAttack(s, b, div)) {
                diAttack++;
                if (diAttack <= r.integrityAttackMax()) {
                    shifts.add(new Shift("divisional integrity, " + s.scenario.divisions().get(div).name(), 1, "§11.3"));
                }
            }
        }
        Set<String> defendingDivisions = new LinkedHashSet<>();
        for (Hex d : b.defenderHexes) {
            for (UnitState u : s.combatants(d)) {
                if (u.def.division() != null && regimentSized(u)) {
                    defendingDivisions.add(u.def.division());
                }
            }
        }
        int diDefence = 0;
        for (String div : defendingDivisions) {
            if (diDefence < r.integrityDefenceMax() && integrityDefence(s, b, div)) {
                diDefence++;
                shifts.add(new Shift("divisional integrity, " + s.scenario.divisions().get(div).name(), -1, "§11.3"));
            }
        }
        return shifts;
    }

    static boolean isFoot(UnitState u) {
        UnitType t = u.def.type();
        return t == UnitType.INFANTRY || t == UnitType.MECH_INFANTRY || t == UnitType.ENGINEER;
    }

    /** §11.3 · the division may give integrity shifts at all: it has a colour bar, all its regiments are in play, none a cadre, none lost this phase. */
    static boolean integrityPossible(GameState s, String div) {
        Division d = s.scenario.divisions().get(div);
        if (d == null || !d.integrity() || s.integrityVoided.contains(div)) {
            return false;
        }
        boolean any = false;
        for (UnitState u : s.units.values()) {
            if (div.equals(u.def.division()) && u.def.regiment()) {
                if (!u.onMap() || u.strength == Strength.CADRE) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /** §11.3 · every regiment of the attacking division adjacent to a defender, attacking or not. */
    static boolean integrityAttack(GameState s, Battle b, String div) {
        if (!integrityPossible(s, div)) {
            return false;
        }
        for (UnitState u : s.units.values()) {
            if (div.equals(u.def.division()) && u.def.regiment()) {
                boolean adjacent = false;
                for (Hex d : b.defenderHexes) {
                    adjacent |= u.hex.isAdjacentTo(d);
                }
                if (!adjacent) {
                    return false;
                }
            }
        }
        return true;
    }

    /** §11.3 · two regiments of the defending division stacked together or adjacent, one of them attacked. */
    static boolean integrityDefence(GameState s, Battle b, String div) {
        if (!integrityPossible(s, div)) {
            return false;
        }
        for (Hex d : b.defenderHexes) {
            for (UnitState u : s.combatants(d)) {
                if (!div.equals(u.def.division()) || !u.def.regiment()) {
                    continue;
                }
                for (UnitState o : s.units.values()) {
                    if (o != u && div.equals(o.def.division()) && o.def.regiment() && o.onMap()
                            && (o.hex.equals(u.hex) || o.hex.isAdjacentTo(u.hex))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    // ---- §11.0 · every enemy adjacent to an attacking unit must be attacked

    /** §11.0 · hexes exempt from the obligation: city, town or entrenchment, or a German in the Westwall. */
    static boolean exemptFromObligation(GameState s, UnitState u) {
        return s.scenario.map().townAt(u.hex) != null || s.entrenchments.contains(u.hex)
                || (u.def.side() == Side.GERMAN && s.scenario.map().hex(u.hex).westwall());
    }

    /**
     * §11.0 · "ALL enemy units adjacent to any units which opt to attack must be attacked": the enemy units adjacent to
     * the battle's attackers as they stand when they opt to attack (commit), except from city, town or entrenchment
     * hexes or a German in the Westwall (R-IT-48). Later retreats and advances neither add to nor take from it.
     */
    public static Set<String> obligedBy(GameState s, Battle b) {
        Set<String> obliged = new LinkedHashSet<>();
        for (String a : b.attackers) {
            UnitState u = s.unit(a);
            if (exemptFromObligation(s, u)) {
                continue;
            }
            for (Hex n : s.scenario.map().neighbours(u.hex)) {
                for (UnitState e : s.combatants(n)) {
                    if (e.def.side() != s.phasing) {
                        obliged.add(e.id());
                    }
                }
            }
        }
        return obliged;
    }

    /** §11.0 · a unit that has not attacked could still attack the obliged unit's hex (alone: all attackers adjacent to all defenders). */
    static boolean stillAttackable(GameState s, UnitState enemy) {
        if (!enemy.onMap() || enemy.defended || defenderHexRefusal(s, null, enemy.hex) != null) {
            return false;
        }
        Battle probe = new Battle();
        probe.defenderHexes.add(enemy.hex);
        for (UnitState f : s.onMap(s.phasing)) {
            if (f.hex.isAdjacentTo(enemy.hex) && attackerRefusal(s, probe, f) == null) {
                return true;
            }
        }
        return false;
    }

    /**
     * §11.0 · committing the battle may not leave an obliged enemy unit (this battle's or an earlier one's) that no unit
     * could attack any more (R-IT-48): it must then be among this battle's defenders ("also HEX", §11.1: one stack may
     * attack several hexes together) or be attacked by other units. Returns the rule, or null.
     */
    public static String commitRefusal(GameState s, Battle b) {
        if (b.attackers.isEmpty()) {
            return "§11.0 · name at least one attacking unit (with U)";
        }
        UnitState e = leftOut(s, b);
        return e == null ? null : OBLIGATION + ": after this battle no unit could attack " + e.id() + " in " + HexIds.format(e.hex)
                + " — add it to this battle (also " + HexIds.format(e.hex) + ") or attack it with other units first";
    }

    private static final String OBLIGATION = "§11.0 · ALL enemy units adjacent to any units which opt to attack must be attacked";

    /** §11.0 · an obliged enemy unit that no unit could attack once the battle is fought, or null. */
    private static UnitState leftOut(GameState s, Battle b) {
        // the obliged units some unit could attack now (one combat results already put out of reach holds nothing)
        Set<String> obliged = new LinkedHashSet<>();
        for (String id : s.mustBeAttacked) {
            if (stillAttackable(s, s.unit(id))) {
                obliged.add(id);
            }
        }
        for (String id : obligedBy(s, b)) {
            UnitState e = s.unit(id);
            if (!s.mustBeAttacked.contains(id) && (stillAttackable(s, e) || b.defenderHexes.contains(e.hex))) {
                obliged.add(id);
            }
        }
        // as it stands once this battle is fought: its attackers used, its defenders attacked (set here, put back after)
        List<UnitState> marked = new ArrayList<>();
        for (String a : b.attackers) {
            UnitState u = s.unit(a);
            if (!u.attacked) {
                u.attacked = true;
                marked.add(u);
            }
        }
        List<UnitState> hit = new ArrayList<>();
        for (Hex d : b.defenderHexes) {
            for (UnitState u : s.combatants(d)) {
                if (!u.defended) {
                    u.defended = true;
                    hit.add(u);
                }
            }
        }
        try {
            for (String id : obliged) {
                UnitState e = s.unit(id);
                if (e.onMap() && !e.defended && !stillAttackable(s, e)) {
                    return e;
                }
            }
            return null;
        } finally {
            marked.forEach(u -> u.attacked = false);
            hit.forEach(u -> u.defended = false);
        }
    }

    /**
     * §11.0, §11.1 · may the unit join the battle so that it can still be committed? With it, the battle and every
     * further enemy hex all its attackers are adjacent to (also HEX) must meet the obligation (R-IT-48); a unit whose
     * joining would leave an obliged enemy out of every unit's reach is refused, naming that enemy.
     */
    public static String joinRefusal(GameState s, Battle b, UnitState u) {
        Battle widest = b.copy();
        widest.attackers.add(u.id());
        Occupancy here = Occupancy.of(s);
        for (String a : widest.attackers) {
            for (Hex n : s.scenario.map().neighbours(s.unit(a).hex)) {
                if (!widest.defenderHexes.contains(n) && here.enemyIn(n, s.phasing) && defenderHexRefusal(s, widest, n) == null) {
                    widest.defenderHexes.add(n);
                }
            }
        }
        UnitState e = leftOut(s, widest);
        return e == null ? null : OBLIGATION + ": with " + u.id() + " in this battle no unit could attack " + e.id() + " in "
                + HexIds.format(e.hex) + " (not every attacker is adjacent to it, and no other unit could attack it)";
    }

    /**
     * §11.0 · an obliged enemy unit (R-IT-48: adjacent to a unit when it opted to attack) not attacked yet that some unit
     * that has not attacked could still attack: the Combat Phase may not end while one remains. Returns its hex, or null.
     * One that combat results have put out of every unit's reach no longer holds the phase.
     */
    public static Hex unmetObligation(GameState s) {
        for (String id : s.mustBeAttacked) {
            UnitState e = s.unit(id);
            if (e.onMap() && !e.defended && stillAttackable(s, e)) {
                return e.hex;
            }
        }
        return null;
    }

    public static String describeHex(Hex h) {
        return HexIds.format(h);
    }

    static boolean clearWeather(GameState s) {
        return s.currentTurn().weather() == Weather.CLEAR;
    }
}
