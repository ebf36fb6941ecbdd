package toi.engine.game;

import toi.engine.game.flow.Flow;
import toi.engine.game.flow.WholeMove;
import toi.engine.game.protocol.ActionKind;
import toi.engine.game.protocol.Choice;
import toi.engine.game.protocol.IllegalChoice;
import toi.engine.game.protocol.MoveRoute;
import toi.engine.game.state.Activity;
import toi.engine.game.state.GameState;

import java.util.ArrayList;
import java.util.List;
import toi.engine.combat.AssaultBreakdown;
import toi.engine.combat.AssaultOdds;
import toi.engine.combat.AssaultRequest;
import toi.engine.combat.AssaultRules;
import toi.engine.combat.AssaultShare;
import toi.engine.combat.AttackBreakdown;
import toi.engine.combat.AttackRequest;
import toi.engine.combat.AttackRules;
import toi.engine.combat.AttackType;
import toi.engine.combat.Contribution;
import toi.engine.combat.Defense;
import toi.engine.combat.DiceMath;
import toi.engine.combat.FireAction;
import toi.engine.combat.Halving;
import toi.engine.combat.Modifier;
import toi.engine.combat.Odds;
import toi.engine.combat.Role;
import toi.engine.hex.Hex;
import toi.engine.move.MovePoints;
import toi.engine.move.MovementRules;
import toi.engine.units.Activation;
import toi.engine.units.Position;
import toi.engine.units.Unit;

/**
 * What a choice would do, worked out before it is made ({@link Game#preview}): for an attack its
 * full breakdown and exact odds, for an assault the assault breakdown and its odds, for a movement
 * step the hex's cost, the points left and the enemy units in Op Fire mode that could fire there.
 * Asking changes nothing. {@code lines} is the same content as text, one line each.
 *
 * @param refused     the rule that would refuse the choice now, or null if the game would accept it
 * @param attack      the attack's breakdown (ATTACK), else null
 * @param odds        its exact odds (ATTACK), else null
 * @param assault     the assault's breakdown (ASSAULT), else null
 * @param assaultOdds its odds (ASSAULT), else null
 * @param move        the step (MOVE), else null
 * @param route       the whole move's path, cost and op fire threats at each hex (ROUTE), else null
 */
public record Preview(Kind kind, String choice, String refused, AttackBreakdown attack, Odds odds, AssaultBreakdown assault,
                      AssaultOdds assaultOdds, Move move, MoveRoute route, List<String> lines) {

    public enum Kind { ATTACK, ASSAULT, MOVE, ROUTE, NONE }

    /**
     * A movement step: what entering the hex costs (in thirds, {@link MovePoints}) and who could op fire there.
     *
     * @param costWhy the terrain and other parts of the cost, as the rules word them
     */
    public record Move(String unitId, Hex from, Hex to, int cost, String costWhy, int mpLeft, List<Threat> threats) {
        public Move {
            threats = List.copyOf(threats);
        }
    }

    /**
     * An enemy unit in Op Fire mode and whether it could fire at the moving unit in the hex entered
     * (000 · OPPORTUNITY FIRE: LOS and range), with the attack it would make alone, normal, or why not.
     */
    public record Threat(String unitId, Hex hex, AttackBreakdown attack, Odds odds, String why) {
        public boolean canFire() {
            return attack != null;
        }
    }

    public Preview {
        lines = List.copyOf(lines);
    }

    static Preview of(GameState s, Choice c) {
        return of(s, c, null);
    }

    /**
     * As {@code viewer}'s side may work it out (null: knowing everything): a move's op fire leaves out the enemy concealed
     * squads of another side than the viewer's — what a marker hides, its weapons and so its range, is unknown to it
     * (000 · CONCEALED SQUADS; docs/rulings.md R-VIEW-3).
     */
    static Preview of(GameState s, Choice c, String viewer) {
        java.util.function.Predicate<String> seen = id -> {
            toi.engine.units.Unit u = s.units.get(id);
            return viewer == null || u == null || !u.concealed() || u.nation().equals(viewer);
        };
        String refused = refusal(s, c);
        List<String> lines = new ArrayList<>();
        if (refused != null) {
            lines.add("refused: " + refused);
        }
        try {
            if (c instanceof Choice.Act a && a.kind() == ActionKind.CONCENTRATED_FIRE && a.attack() != null) {
                return attack(s, c, refused, a.attack().request(s.position(), a.unitId(), FireAction.CONCENTRATED_FIRE), lines);
            }
            if (c instanceof Choice.Fire f && s.activity() != null) {
                return attack(s, c, refused, f.attack().request(s.position(), s.activity().unitId(), FireAction.FIRE_AND_MOVEMENT), lines);
            }
            if (c instanceof Choice.OpFire o) {
                return attack(s, c, refused, o.attack().request(s.position(), o.leadId(), FireAction.OP_FIRE), lines);
            }
            if (c instanceof Choice.Assault a && s.activity() != null) {
                AssaultBreakdown b = AssaultRules.propose(s.position(), new AssaultRequest(s.activity().unitId(), a.supporters(), a.target()));
                AssaultOdds odds = AssaultOdds.of(b);
                assaultLines(b, odds, lines);
                return new Preview(Kind.ASSAULT, c.text(), refused, null, null, b, odds, null, null, lines);
            }
            if (c instanceof Choice.MoveTo m && s.activity() != null) {
                MoveRoute whole = WholeMove.preview(s, m);
                java.util.Map<Hex, List<String>> firing = new java.util.LinkedHashMap<>();
                whole.opFireFrom().forEach((h, firers) -> {
                    List<String> known = firers.stream().filter(seen).toList();
                    if (!known.isEmpty()) {
                        firing.put(h, known);
                    }
                });
                MoveRoute r = new MoveRoute(whole.to(), whole.path(), whole.costThirds(), whole.mpLeftThirds(), firing);
                lines.add(s.activity().unitId() + " moves " + s.activity().here() + " → " + m.to() + " by " + r.path() + ": costs "
                        + MovePoints.format(r.costThirds()) + ", " + MovePoints.format(r.mpLeftThirds()) + " MP left after");
                if (r.opFireFrom().isEmpty()) {
                    lines.add("  no enemy unit in Op Fire mode could fire at it on the way (000 · OPPORTUNITY FIRE)");
                }
                r.opFireFrom().forEach((h, firers) -> lines.add("  in " + h + " it may be op fired at by " + String.join(", ", firers)
                        + " (000 · OPPORTUNITY FIRE: each once per activation)"));
                return new Preview(Kind.ROUTE, c.text(), refused, null, null, null, null, null, r, lines);
            }
            if (c instanceof Choice.Step st && s.activity() != null) {
                Move m = step(s, st.to());
                if (m != null) {
                    m = new Move(m.unitId(), m.from(), m.to(), m.cost(), m.costWhy(), m.mpLeft(),
                            m.threats().stream().filter(t -> seen.test(t.unitId())).toList());
                    moveLines(s, m, lines);
                    return new Preview(Kind.MOVE, c.text(), refused, null, null, null, null, m, null, lines);
                }
            }
            if (c instanceof Choice.SetOpFire o) {
                opFireCover(s, o, seen, lines);
                return new Preview(Kind.NONE, c.text(), refused, null, null, null, null, null, null, lines);
            }
        } catch (IllegalArgumentException e) { // IllegalAttack: the attack itself is refused
            if (refused == null) {
                lines.add("refused: " + e.getMessage());
                refused = e.getMessage();
            }
            return new Preview(Kind.NONE, c.text(), refused, null, null, null, null, null, null, lines);
        }
        if (refused == null) {
            lines.add("no preview for '" + c.text() + "': previews show attacks (concentrated fire, fire, op fire), assaults and"
                    + " movement steps");
        }
        return new Preview(Kind.NONE, c.text(), refused, null, null, null, null, null, null, lines);
    }

    /**
     * 000 · Place Units in Op Fire Mode: what each unit put in Op Fire mode could fire at from where it stands — the enemy
     * units (those the viewer can see: {@code seen}) it could attack now (000 · OPPORTUNITY FIRE: line of sight and range),
     * each with its hit number and expected hits; the enemy moves before it fires, so this is where it looks, not a promise.
     */
    private static void opFireCover(GameState s, Choice.SetOpFire o, java.util.function.Predicate<String> seen, List<String> lines) {
        if (o.unitIds().isEmpty()) {
            lines.add("no unit in Op Fire mode: none may fire at enemy units as they move or act this round (000 · OPPORTUNITY FIRE)");
            return;
        }
        Position now = s.position(); // as it will stand: the ticked units in Op Fire mode
        Position p = now.withUnits(now.units().stream().map(x -> o.unitIds().contains(x.id()) ? x.withActivation(Activation.OP_FIRE) : x).toList());
        for (String id : o.unitIds()) {
            Unit u = s.units.get(id);
            if (u == null || u.hex() == null) {
                continue;
            }
            List<String> covered = new ArrayList<>();
            for (Unit e : s.units.values()) {
                if (e.nation().equals(u.nation()) || e.hex() == null || e.isTransported() || !seen.test(e.id())) {
                    continue;
                }
                try {
                    AttackBreakdown b = AttackRules.propose(p, AttackRequest.of(id, e.id(), AttackType.NORMAL, FireAction.OP_FIRE));
                    Odds odds = Odds.of(b);
                    covered.add(String.format(java.util.Locale.ROOT, "%s in %s (hits on %d+, %.1f hits expected)", e.id(), e.hex(), b.hitOn(),
                            odds.targets().isEmpty() ? 0.0 : DiceMath.mean(odds.targets().get(0).hits())));
                } catch (IllegalArgumentException cannot) {
                    // out of sight or range from here: not covered
                }
            }
            lines.add(id + " in " + u.hex() + (covered.isEmpty() ? ": no enemy unit it could fire at from here now"
                    : " could op fire at " + String.join(", ", covered)));
        }
        lines.add("(000 · OPPORTUNITY FIRE: at an enemy unit that moves or acts within its line of sight and range)");
    }

    /** The rule the game would refuse the choice with now, tried on a copy; null if it would be accepted. */
    private static String refusal(GameState s, Choice c) {
        try {
            Flow.apply(s.copy(), c, new ArrayList<>());
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static Preview attack(GameState s, Choice c, String refused, AttackRequest request, List<String> lines) {
        AttackBreakdown b = AttackRules.propose(s.position(), request);
        Odds odds = Odds.of(b);
        attackLines(b, odds, lines);
        return new Preview(Kind.ATTACK, c.text(), refused, b, odds, null, null, null, null, lines);
    }

    // ---- movement step

    private static Move step(GameState s, Hex to) {
        Activity a = s.activity();
        Unit u = s.units.get(a.unitId());
        if (u == null) {
            return null;
        }
        Position p = s.position();
        StringBuilder why = new StringBuilder();
        int cost = MovementRules.cost(p, u, a.start(), a.here(), to, why);
        if (cost == MovementRules.REFUSED) {
            throw new IllegalChoice(why.toString());
        }
        int leaving = a.moved() ? 0 : MovementRules.leavingCost(u);
        if (leaving > 0) {
            why.append("; leaving the ").append(u.fortification()).append(" ").append(MovePoints.format(leaving));
        }
        Unit there = u.withHex(to).withFortification(null);
        if (toi.engine.combat.Facing.faces(s.operationsInPlay(), u) && u.hex().isAdjacentTo(to)) { // 003 · FACING AND MOVEMENT
            there = there.withFacing(toi.engine.hex.HexDirection.between(u.hex(), to));
        }
        List<Unit> moved = new ArrayList<>();
        for (Unit x : p.units()) {
            moved.add(x.id().equals(u.id()) ? there : u.id().equals(x.carriedBy()) ? x.withHex(to) : x);
        }
        Position after = p.withUnits(moved);
        List<Threat> threats = new ArrayList<>();
        for (Unit e : s.units.values()) {
            if (e.nation().equals(u.nation()) || e.activation() != Activation.OP_FIRE || e.isTransported()
                    || a.opFiredBy().contains(e.id())) {
                continue;
            }
            try {
                // 002 · MUNITIONS SPECIALIZATION TOKENS: the mover's side cannot see an enemy's facedown token (R-OPT-13)
                Position seen = e.facedownMunition() == null ? after : after.withUnits(after.units().stream()
                        .map(x -> x.id().equals(e.id()) ? x.withMunition(null) : x).toList());
                AttackBreakdown b = AttackRules.propose(seen, AttackRequest.of(e.id(), u.id(), AttackType.NORMAL, FireAction.OP_FIRE));
                threats.add(new Threat(e.id(), e.hex(), b, Odds.of(b), null));
            } catch (IllegalArgumentException no) {
                threats.add(new Threat(e.id(), e.hex(), null, null, no.getMessage()));
            }
        }
        return new Move(u.id(), a.here(), to, cost + leaving, why.toString(), a.mpLeft() - cost - leaving, threats);
    }

    private static void moveLines(GameState s, Move m, List<String> lines) {
        lines.add(m.unitId() + " steps " + m.from() + " → " + m.to() + ": costs " + MovePoints.format(m.cost()) + " ("
                + m.costWhy() + "), " + MovePoints.format(Math.max(0, m.mpLeft())) + " MP left after");
        var board = s.board;
        lines.add("  " + m.to() + ": " + board.terrain(m.to()).name().toLowerCase() + ", level " + board.elevation(m.to())
                + ", cover " + board.terrain(m.to()).cover()
                + (board.markers(m.to()).isEmpty() ? "" : ", markers " + board.markers(m.to()).stream().map(x -> x.id()).toList()));
        long ready = m.threats().stream().filter(Threat::canFire).count();
        if (m.threats().isEmpty()) {
            lines.add("  no enemy unit is in Op Fire mode: nobody can op fire at " + m.unitId() + " there");
            return;
        }
        lines.add("  enemy units in Op Fire mode (000 · OPPORTUNITY FIRE): " + ready + " of " + m.threats().size()
                + " could fire at " + m.unitId() + " in " + m.to());
        for (Threat t : m.threats()) {
            if (t.canFire()) {
                AttackBreakdown b = t.attack();
                double[] hits = t.odds().targets().get(0).hits();
                lines.add(String.format("    %s in %s CAN fire: %d dice at %s (%d hex%s), hit on %d+, cover %d red dice;"
                                + " at least one hit %.0f%%, expected hits %.2f", t.unitId(), t.hex(), b.attackDice(), b.band().word(),
                        b.lead().range().distance(), b.lead().range().distance() == 1 ? "" : "es", b.hitOn(),
                        b.defenses().get(0).dice(), 100 * (1 - hits[0]), DiceMath.mean(hits)));
            } else {
                lines.add("    " + t.unitId() + " in " + t.hex() + " cannot: " + t.why());
            }
        }
    }

    // ---- attack and assault text (the same breakdown ./toi rules attack prints)

    /** An attack's breakdown and odds as text: every contribution with its modifiers and rules, cover, hits and outcomes. */
    public static List<String> attackText(AttackBreakdown b, Odds odds) {
        List<String> out = new ArrayList<>();
        attackLines(b, odds, out);
        return out;
    }

    static void attackLines(AttackBreakdown b, Odds odds, List<String> out) {
        if (b.request().smoke() && !b.area()) { // 002 · MUNITIONS SPECIALIZATION TOKENS, Smoke: a vehicle's round at a hex
            out.add("Smoke round at " + b.targetHex() + " (the dice of an attack on a vehicle) — " + b.action().id());
        } else {
            out.add(String.format("%s %s attack%s — %s", b.area() ? "Area" : "Direct", b.type().word(),
                    b.area() ? " on " + b.targetHex() : " on " + b.defenses().get(0).target().describe(), b.action().id()));
        }
        out.add("Attack strength (000 · RESOLVING AN ATTACK step 1):");
        for (Contribution c : b.contributions()) {
            out.add(String.format("  %s %s: %d dice", c.role() == Role.LEAD ? "lead   " : "support", c.unit().describe(), c.firepower()));
            out.add("      figures: " + String.join(", ", c.figures().stream().map(t -> t.name()).toList()) + " → firepower "
                    + c.baseFirepower());
            c.leftOut().forEach(l -> out.add("      left out: " + l));
            c.additions().forEach(m -> out.add("      " + m));
            c.halvings().forEach(h -> out.add("      halved, rounding up: " + h));
            c.rangeModifiers().forEach(m -> out.add("      range " + m));
            out.add("      " + c.range().explain());
            out.add("      " + c.sight());
            if (c.rerolls() > 0) {
                out.add("      may reroll " + c.rerolls() + " attack dice (002 · Expert: Adaptability)");
            }
        }
        out.add(String.format("Range type: %s → black dice hit on %d%s (%s)", b.band().word(), b.hitOn(), b.hitOn() < 6 ? "+" : "",
                b.area() ? "000 · AREA ATTACKS" : "000 · RESOLVING AN ATTACK step 5; Multiple Ranges in Combined Fire Attacks"));
        out.add(String.format("Attack: %d black dice, expected successes %.2f", b.attackDice(), DiceMath.mean(odds.attackSuccesses())));
        for (int i = 0; i < b.defenses().size(); i++) {
            Defense d = b.defenses().get(i);
            Odds.TargetOdds t = odds.targets().get(i);
            out.add(String.format("Defense of %s (000 · COVER AND ARMOR): %d red dice, hit on 5+", d.target().describe(), d.dice()));
            d.cover().forEach(m -> out.add("      cover " + m));
            d.armorModifiers().forEach(m -> out.add("      armor " + m));
            if (d.thickArmor()) {
                out.add("      one defense die may be turned into a 6 (000 · Thick Armor)");
            }
            StringBuilder dist = new StringBuilder("  Hits:");
            for (int h = 0; h < t.hits().length; h++) {
                if (t.hits()[h] >= 0.0005) {
                    dist.append(String.format("  %d: %.1f%%", h, 100 * t.hits()[h]));
                }
            }
            out.add(dist.toString());
            out.add("  Outcomes:");
            t.outcomes().forEach((label, p) -> out.add(String.format("      %6.2f%%  %s", 100 * p, label)));
        }
        b.notes().forEach(n -> out.add("Note: " + n));
    }

    static void assaultLines(AssaultBreakdown b, AssaultOdds odds, List<String> out) {
        out.add("Assault on " + b.targetHex() + " (000 · ASSAULT ATTACKS)");
        out.add("Attackers (step 2, firepower against infantry):");
        shares(b.attackers(), out);
        b.attackBonus().forEach(m -> out.add("  " + m));
        out.add("  attack strength " + b.attackStrength() + " black dice, hit on 4+");
        out.add("Defenders (step 3):");
        shares(b.defenders(), out);
        out.add("  defender strength " + b.defenderStrength() + " black dice, hit on 4+");
        out.add("Defenders' cover (step 4): " + b.defenseDice() + " red dice, hit on 5+");
        b.cover().forEach(m -> out.add("      " + m));
        out.add(String.format("Expected hits: attacker %.2f, defender %.2f", DiceMath.mean(odds.attackerHits()),
                DiceMath.mean(odds.defenderHits())));
        out.add(String.format("Chance the assault succeeds (attacker's hits exceed the defender's): %.2f%%", 100 * odds.success()));
        b.notes().forEach(n -> out.add("Note: " + n));
    }

    private static void shares(List<AssaultShare> shares, List<String> out) {
        for (AssaultShare sh : shares) {
            out.add(String.format("  %s: firepower %d → %d dice%s", sh.unit().describe(), sh.baseFirepower(), sh.firepower(),
                    sh.note().isEmpty() ? "" : " (" + sh.note() + ")"));
            sh.additions().forEach((Modifier m) -> out.add("      " + m));
            sh.halvings().forEach((Halving h) -> out.add("      halved, rounding up: " + h));
        }
    }
}
