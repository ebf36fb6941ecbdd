package toi.irontide;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import org.junit.jupiter.api.Test;
import toi.irontide.data.Side;
import toi.irontide.flow.IllegalChoice;
import toi.irontide.flow.Setup;
import toi.irontide.game.Game;
import toi.irontide.load.ScenarioLoader;
import toi.irontide.rules.Combat;
import toi.irontide.state.Battle;
import toi.irontide.state.Phase;

/**
 * §17.3 BRITISH INSULARITY and §17.4 ARMY COMMAND (optional, in its place): "Units from different army commands may
 * not stack together, attack in the same combat, or share artillery." The demo's diamonds: 3fj green (7th Army), 1ss
 * red (6th Panzer), fgb white (5th Panzer); us99 white (1st Army), us5a green (3rd Army); the British one army.
 */
class ArmyCommandTest {

    @Test
    void withoutTheOptionBritishAndUsMayNotStackButGermanArmiesMay() {
        // §17.3 · a US unit may not move into the British brigade's hex
        Board b = Board.empty(6, Side.ALLIED, Phase.MOVEMENT).put("br29-armd", "0504").put("us99-393", "0505").put("3fj-5", "1612").begin();
        Game g = b.game();
        g.apply(Side.ALLIED, "move us99-393");
        assertThat(g.pending().options()).doesNotContain("to 0504");
        assertThatThrownBy(() -> g.apply(Side.ALLIED, "to 0504")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§17.3 · British and US units may not stack together");
        // no German restriction under §17.3: a red (1ss) unit joins a green (3fj) one
        Board c = Board.empty(6, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1504").put("1ss-pz", "1505").put("us99-393", "0101").begin();
        Game h = c.game();
        h.apply(Side.GERMAN, "move 1ss-pz");
        h.apply(Side.GERMAN, "to 1504");
        assertThat(h.state().unit("1ss-pz").hex).isEqualTo(h.state().unit("3fj-5").hex);
    }

    @Test
    void withArmyCommandDifferentArmiesMayNotStackAttackTogetherOrShareArtillery() {
        Board b = Board.empty(ScenarioLoader.demo(), 6, Side.GERMAN, Phase.MOVEMENT).put("3fj-5", "1504").put("1ss-pz", "1505")
                .put("3fj-8", "1503").put("us99-393", "0101");
        b.s.armyCommand = true;
        b.begin();
        Game g = b.game();
        g.apply(Side.GERMAN, "move 1ss-pz");
        assertThat(g.pending().options()).doesNotContain("to 1504").contains("to 1506");
        assertThatThrownBy(() -> g.apply(Side.GERMAN, "to 1504")).isInstanceOf(IllegalChoice.class)
                .hasMessageContaining("§17.4 · units of different army commands may not stack together (1ss-pz, 3fj-5 in 1504)");
        g.apply(Side.GERMAN, "stop");
        g.apply(Side.GERMAN, "move 3fj-8"); // the same army (green): it may
        g.apply(Side.GERMAN, "to 1504");
        assertThat(g.state().unit("3fj-8").hex).isEqualTo(g.state().unit("3fj-5").hex);

        // attack in the same combat, share artillery: a red and a green attacker; green artillery for red attackers
        Board c = Board.empty(6, Side.GERMAN, Phase.COMBAT).put("us99-393", "1203").put("3fj-5", "1303").put("1ss-pz", "1304")
                .put("ger-vak-1", "1404").put("ger-vak-2", "1405");
        c.s.armyCommand = true;
        Battle battle = new Battle();
        battle.defenderHexes.add(c.unit("us99-393").hex);
        battle.attackers.add("1ss-pz");
        assertThat(Combat.attackerRefusal(c.s, battle, c.unit("3fj-5"))).isEqualTo("§17.4 · units of different army commands may not attack in the same combat");
        assertThat(Combat.artilleryRefusal(c.s, battle, c.unit("ger-vak-1"), Side.GERMAN)).isEqualTo("§17.4 · units of different army commands may not share artillery");
        assertThat(Combat.artilleryRefusal(c.s, battle, c.unit("ger-vak-2"), Side.GERMAN)).as("red artillery for the red attacker").isNull();
        c.s.armyCommand = false; // §17.3 alone: no German restriction
        assertThat(Combat.attackerRefusal(c.s, battle, c.unit("3fj-5"))).isNull();
        assertThat(Combat.artilleryRefusal(c.s, battle, c.unit("ger-vak-1"), Side.GERMAN)).isNull();
    }

    @Test
    void withArmyCommandTheTwoUsArmiesAreApartAndTheBritishAreOne() {
        Board b = Board.empty(6, Side.ALLIED, Phase.COMBAT).put("3fj-5", "0704").put("us99-393", "0803").put("us5a-cca", "0703")
                .put("br29-armd", "0603");
        b.s.armyCommand = true;
        Battle battle = new Battle();
        battle.defenderHexes.add(b.unit("3fj-5").hex);
        battle.attackers.add("us99-393"); // white, 1st Army
        assertThat(Combat.attackerRefusal(b.s, battle, b.unit("us5a-cca"))).contains("§17.4"); // green, 3rd Army
        b.s.armyCommand = false; // §17.3: both US
        assertThat(Combat.attackerRefusal(b.s, battle, b.unit("us5a-cca"))).isNull();
    }

    @Test
    void theOptionIsChosenPerGameAndNeedsEveryNonBritishDiamond() {
        Game with = Game.start(ScenarioLoader.demo(), 5, true);
        assertThat(with.state().armyCommand).isTrue();
        assertThat(with.state().log).contains("§17.4 · the optional Army Command rule is in force, in place of §17.3");
        assertThat(Game.start(ScenarioLoader.demo(), 5).state().armyCommand).isFalse();
        assertThat(with.copy().state().armyCommand).isTrue();
        var noDiamond = ScenarioLoader.fromTexts(new DemoFiles().edit("units.json", u -> LoaderTest.unit(u, "3fj-5").remove("army")).texts());
        assertThat(Game.start(noDiamond, 5).state().armyCommand).as("§17.3 needs no diamonds").isFalse();
        assertThatThrownBy(() -> Setup.newGame(noDiamond, 5, true, new ArrayList<>())).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("units.json: 3fj-5/army: missing — §17.4's optional Army Command needs the army diamond of every non-British unit");
    }
}
