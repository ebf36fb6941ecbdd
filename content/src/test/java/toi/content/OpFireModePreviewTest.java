package toi.content;

import static org.assertj.core.api.Assertions.assertThat;
import static toi.content.TestBoards.gerSquad;
import static toi.content.TestBoards.usSquad;

import java.util.List;
import org.junit.jupiter.api.Test;
import toi.engine.game.Game;
import toi.engine.game.protocol.Choice;

/**
 * 000 · Place Units in Op Fire Mode (issue 29): the preview of putting units in Op Fire mode says, for each unit, the enemy
 * units it could fire at from where it stands (000 · OPPORTUNITY FIRE: in line of sight and range) with its hit number and
 * expected hits — not "no preview".
 */
class OpFireModePreviewTest {
    @Test
    void eachUnitPutInOpFireModeIsPreviewedWithTheEnemyUnitsItCouldFireAtFromItsHex() {
        Game g = FigureChoiceTest.game(usSquad("a", "A1"), usSquad("b", "A2"), gerSquad("near", "C1"), gerSquad("far", "K1"));
        List<String> lines = g.preview(Choice.parse("opfire-mode a")).lines();
        assertThat(String.join("\n", lines)).doesNotContain("no preview");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("a in A1 could op fire at near in C1 (hits on ").contains("hits expected)")
                .doesNotContain("far"));
        assertThat(lines).noneMatch(l -> l.startsWith("b in"));
        assertThat(g.preview(Choice.parse("opfire-mode")).lines()).anySatisfy(l -> assertThat(l).startsWith("no unit in Op Fire mode"));
    }
}
