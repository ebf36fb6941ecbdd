package toi.content;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import toi.engine.cards.CardCatalog;
import toi.engine.cards.Deck;
import toi.engine.cards.Effect;
import toi.engine.cards.OperationsCard;
import toi.engine.cards.StrategyCard;
import toi.engine.units.UnitCatalog;
import toi.json.Node;

/** Reads {@code cards.json}: the Strategy decks and the Operations cards (docs/cards.md). */
public final class CardsLoader {

    /** The rules the engine applies for Operations cards (docs/cards.md). */
    public static final Set<String> OPERATIONS_RULES = Set.of("desperate-defenders", "camouflage", "advance-bonus",
            "engineer-marker", "engineer-remove", "starting-command", "unarmed-squad", "assault-firepower", "no-retreat",
            "initiative-ties", "tank-reroll", "tank-firepower", "max-los");

    private CardsLoader() {
    }

    /** An Operations card parameter: a whole number from -20 to 20, or a word (a marker id). */
    static String param(Node n) {
        return n.json.isTextual() ? n.text() : String.valueOf(n.integer(-20, 20));
    }

    public static CardCatalog from(String file, String text, UnitCatalog units) {
        Node root = Node.parse(file, text, ContentException::new).allowOnly("decks", "operations");
        List<Deck> decks = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node d : root.get("decks").elements()) {
            d.allowOnly("id", "name", "nation", "cards");
            String deckName = d.get("name").text();
            String nation = d.text("nation", null);
            List<StrategyCard> cards = new ArrayList<>();
            for (Node c : d.get("cards").elements()) {
                StrategyCard card = card(c, deckName, nation, units);
                if (!ids.add(card.id())) {
                    throw c.get("id").error("card id '" + card.id() + "' is used twice");
                }
                cards.add(card);
            }
            decks.add(new Deck(d.get("id").text(), deckName, nation, cards));
        }
        List<OperationsCard> ops = new ArrayList<>();
        Node list = root.opt("operations");
        if (list != null) {
            for (Node o : list.elements()) {
                o.allowOnly("id", "name", "text", "rule", "params", "origin", "source", "specialOps");
                String rule = o.get("rule").text();
                if (!OPERATIONS_RULES.contains(rule)) {
                    throw o.get("rule").error("unknown rule '" + rule + "' (known: " + String.join(", ", new java.util.TreeSet<>(OPERATIONS_RULES)) + ")");
                }
                Map<String, String> params = new LinkedHashMap<>();
                Node p = o.opt("params");
                if (p != null) {
                    p.json.fieldNames().forEachRemaining(k -> params.put(k, param(p.get(k))));
                }
                ops.add(new OperationsCard(o.get("id").text(), o.get("name").text(), o.text("text", ""), rule, params,
                        o.oneOf("origin", null, "official", "reconstructed"), o.text("source", ""), o.bool("specialOps", false)));
            }
        }
        try {
            return new CardCatalog(decks, ops);
        } catch (IllegalArgumentException e) {
            throw new ContentException(file, "", e.getMessage());
        }
    }

    private static StrategyCard card(Node c, String deckName, String nation, UnitCatalog units) {
        c.allowOnly("id", "name", "phase", "cost", "plus", "playArea", "text", "effects", "origin", "source");
        List<Effect> effects = new ArrayList<>();
        boolean targeted = false;
        for (Node e : c.get("effects").elements()) {
            Effect effect = effect(e, nation, units);
            if (effect instanceof Effect.Drift && !targeted) {
                throw e.error("'drift' needs a target-hex or target-line before it");
            }
            if ((effect instanceof Effect.AreaAttack || effect instanceof Effect.WideBlastRadius) && !targeted) {
                throw e.error("an attack needs a target-hex or target-line before it");
            }
            targeted |= effect instanceof Effect.TargetHex || effect instanceof Effect.TargetLine;
            effects.add(effect);
        }
        StrategyCard.Phase phase = c.oneOf("phase", null, "action", "command").equals("action")
                ? StrategyCard.Phase.ACTION : StrategyCard.Phase.COMMAND;
        return new StrategyCard(c.get("id").text(), c.get("name").text(), deckName, phase, c.get("cost").integer(0, 9),
                c.bool("plus", false), c.bool("playArea", false), c.text("text", ""), effects,
                c.oneOf("origin", null, "official", "reconstructed"), c.text("source", ""));
    }

    private static Effect effect(Node e, String nation, UnitCatalog units) {
        String kind = e.get("do").text();
        return switch (kind) {
            case "establish-contact" -> {
                e.allowOnly("do", "target");
                yield new Effect.EstablishContact(e.get("target").integer(1, 6));
            }
            case "target-hex" -> {
                e.allowOnly("do");
                yield new Effect.TargetHex();
            }
            case "target-line" -> {
                e.allowOnly("do");
                yield new Effect.TargetLine();
            }
            case "drift" -> {
                e.allowOnly("do");
                yield new Effect.Drift();
            }
            case "area-attack" -> {
                e.allowOnly("do", "strength", "suppressive", "hitOn");
                yield new Effect.AreaAttack(e.get("strength").integer(1, 12), e.bool("suppressive", false), e.integer("hitOn", 5));
            }
            case "wide-blast-radius" -> {
                e.allowOnly("do", "strength", "suppressive");
                yield new Effect.WideBlastRadius(e.get("strength").integer(1, 12), e.bool("suppressive", false));
            }
            case "gain-command" -> {
                e.allowOnly("do", "amount");
                yield new Effect.GainCommand(e.get("amount").integer(1, 9));
            }
            case "initiative" -> {
                e.allowOnly("do", "amount");
                yield new Effect.Initiative(e.get("amount").integer(1, 9));
            }
            case "refresh-units" -> {
                e.allowOnly("do", "count");
                yield new Effect.RefreshUnits(e.get("count").integer(1, 6));
            }
            case "rally" -> {
                e.allowOnly("do", "count");
                yield new Effect.Rally(e.get("count").integer(1, 6));
            }
            case "receive-figures" -> {
                e.allowOnly("do", "figure", "count");
                yield new Effect.ReceiveFigures(e.oneOf("figure", null, "regular", "elite"), e.get("count").integer(1, 8));
            }
            case "reinforce" -> {
                e.allowOnly("do", "units");
                List<List<String>> squads = new ArrayList<>();
                List<String> vehicles = new ArrayList<>();
                for (Node u : e.get("units").elements()) {
                    u.allowOnly("figures", "vehicle");
                    if (u.has("vehicle")) {
                        vehicles.add(unitType(u.get("vehicle"), nation, units, true));
                    } else {
                        List<String> figs = new ArrayList<>();
                        for (Node f : u.get("figures").elements()) {
                            figs.add(unitType(f, nation, units, false));
                        }
                        squads.add(figs);
                    }
                }
                yield new Effect.Reinforce(squads, vehicles);
            }
            case "conceal" -> {
                e.allowOnly("do", "count");
                yield new Effect.Conceal(e.get("count").integer(1, 3));
            }
            case "place-marker" -> {
                e.allowOnly("do", "marker", "count", "near");
                yield new Effect.PlaceMarker(e.oneOf("marker", null, "smoke", "minefield", "razor-wire"), e.get("count").integer(1, 4),
                        e.oneOf("near", "friendly", "friendly", "any"));
            }
            case "cost-reduction" -> {
                e.allowOnly("do", "deck", "amount");
                yield new Effect.CostReduction(e.get("deck").text(), e.get("amount").integer(1, 3));
            }
            case "draw" -> {
                e.allowOnly("do", "count");
                yield new Effect.Draw(e.get("count").integer(1, 3));
            }
            case "advance" -> {
                e.allowOnly("do", "mp");
                yield new Effect.Advance(e.get("mp").integer(0, 4));
            }
            default -> throw e.get("do").error("unknown effect '" + kind + "' (docs/cards.md lists the vocabulary)");
        };
    }

    private static String unitType(Node n, String nation, UnitCatalog units, boolean vehicle) {
        String id = n.text();
        var t = units.find(id).orElseThrow(() -> n.error("unknown unit type '" + id + "'"));
        if (t.isVehicle() != vehicle) {
            throw n.error("'" + id + "' is " + (t.isVehicle() ? "a vehicle" : "a figure") + " here where a "
                    + (vehicle ? "vehicle" : "figure") + " is expected");
        }
        if (nation == null || !t.nation().equals(nation)) {
            throw n.error("reinforcements belong in a nation's deck: '" + id + "' is " + t.nation() + ", the deck is "
                    + (nation == null ? "for any side" : nation));
        }
        return id;
    }
}
