package toi.irontide.game;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import toi.engine.combat.Dice;
import toi.irontide.data.Chit;
import toi.irontide.data.Side;
import toi.irontide.state.GameState;
import toi.irontide.state.Strength;
import toi.irontide.state.UnitState;

/**
 * A copy of the game as one side knows it, for search (§9.0): what the side cannot know is drawn again from a seed —
 * the chit under each enemy regiment (from the chits of its colour the side does not see under its own units, a
 * reduced regiment's only from those whose reduced side is not 0, §11.78: that one would be a cadre), the order of the
 * cups, and the dice to come. Two games that differ only in those give equal copies for one seed.
 */
public final class Determinised {
    private Determinised() {
    }

    public static GameState of(GameState s, Side seat, long seed) {
        GameState c = s.copy();
        Dice dice = new Dice(seed);
        BitSet own = new BitSet();
        List<UnitState> hidden = new ArrayList<>();
        for (UnitState u : c.units.values()) {
            if (u.chit < 0) {
                continue;
            }
            if (u.def.side() == seat) {
                own.set(u.chit);
            } else {
                hidden.add(u); // §9.0 · kept secret
            }
        }
        Map<Chit.ChitColour, List<Integer>> unseen = new java.util.EnumMap<>(Chit.ChitColour.class);
        for (Chit.ChitColour colour : Chit.ChitColour.values()) {
            unseen.put(colour, new ArrayList<>());
        }
        for (int i = 0; i < c.scenario.chits().size(); i++) {
            if (!own.get(i)) {
                unseen.get(c.scenario.chits().get(i).colour()).add(i);
            }
        }
        for (UnitState u : hidden) {
            List<Integer> pool = unseen.get(u.def.chitColour());
            List<Integer> fit = new ArrayList<>();
            for (int i : pool) {
                if (u.strength != Strength.REDUCED || c.scenario.chits().get(i).reduced(u.def.chitLine()) > 0) {
                    fit.add(i);
                }
            }
            List<Integer> from = fit.isEmpty() ? pool : fit;
            int pick = from.get(dice.nextInt(from.size()));
            pool.remove(Integer.valueOf(pick));
            u.chit = pick;
            if (u.strength == Strength.FULL) {
                // §11.78 · a reduced 0 makes a two-step unit: as secret as the chit
                u.stepsNeverHad = c.scenario.chits().get(pick).reduced(u.def.chitLine()) == 0 ? 1 : 0;
                if (u.stepsLost == 0 && u.stepsReplaced == 0) {
                    u.capacity = 3 - u.stepsNeverHad;
                }
            }
        }
        c.cups.clear();
        c.cups.putAll(unseen);
        c.dice = dice; // the dice to come: a stream of the seed's
        return c;
    }
}
