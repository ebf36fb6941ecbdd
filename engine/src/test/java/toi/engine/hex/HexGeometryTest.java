package toi.engine.hex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class HexGeometryTest {

    @Test
    void labelsAreColumnLettersAndRowNumbers() {
        assertThat(HexLabels.label(HexLabels.fromOffset(0, 0))).isEqualTo("A1");
        assertThat(HexLabels.label(HexLabels.fromOffset(2, 3))).isEqualTo("C4");
        assertThat(HexLabels.label(HexLabels.fromOffset(25, 0))).isEqualTo("Z1");
        assertThat(HexLabels.label(HexLabels.fromOffset(26, 9))).isEqualTo("AA10");
        assertThat(HexLabels.parse("c4")).isEqualTo(HexLabels.fromOffset(2, 3));
        assertThat(HexLabels.parse("AA10")).isEqualTo(HexLabels.fromOffset(26, 9));
    }

    @Test
    void badLabelsAreRefusedWithTheReason() {
        assertThatThrownBy(() -> HexLabels.parse("4C")).hasMessageContaining("not a hex id");
        assertThatThrownBy(() -> HexLabels.parse("C")).hasMessageContaining("not a hex id");
        assertThatThrownBy(() -> HexLabels.parse("C0")).hasMessageContaining("rows are numbered from 1");
        assertThatThrownBy(() -> HexLabels.parse(" ")).hasMessageContaining("empty");
    }

    @Test
    void oddColumnsSitHalfAHexLower_soNeighboursFollowTheOffsetLayout() {
        // A4 (even column) touches B3 and B4; B4 (odd column) touches A4, A5, C4, C5.
        assertThat(labels(HexLabels.parse("A4").neighbors())).contains("A3", "B3", "B4", "A5");
        assertThat(labels(HexLabels.parse("B4").neighbors())).containsExactlyInAnyOrder("B3", "C4", "C5", "B5", "A5", "A4");
    }

    private static List<String> labels(List<Hex> hexes) {
        List<String> out = new ArrayList<>();
        for (Hex h : hexes) {
            out.add(h.toString());
        }
        return out;
    }

    @Test
    void distanceCountsHexes() {
        assertThat(HexLabels.parse("A1").distanceTo(HexLabels.parse("A5"))).isEqualTo(4);
        assertThat(HexLabels.parse("A1").distanceTo(HexLabels.parse("E1"))).isEqualTo(4);
        assertThat(HexLabels.parse("A4").distanceTo(HexLabels.parse("C4"))).isEqualTo(2);
        assertThat(HexLabels.parse("B4").distanceTo(HexLabels.parse("B4"))).isZero();
    }

    @Test
    void directionsAreOppositeAndRotate() {
        assertThat(HexDirection.N.opposite()).isEqualTo(HexDirection.S);
        assertThat(HexDirection.NE.rotate(2)).isEqualTo(HexDirection.S);
        assertThat(HexDirection.N.rotate(-1)).isEqualTo(HexDirection.NW);
        Hex h = new Hex(3, 1);
        for (HexDirection d : HexDirection.values()) {
            assertThat(HexDirection.between(h, h.neighbor(d))).isEqualTo(d);
            assertThat(h.neighbor(d).neighbor(d.opposite())).isEqualTo(h);
        }
    }

    @Property
    void labelsRoundTrip(@ForAll @IntRange(max = 80) int col, @ForAll @IntRange(max = 80) int row) {
        Hex h = HexLabels.fromOffset(col, row);
        assertThat(HexLabels.column(h)).isEqualTo(col);
        assertThat(HexLabels.row(h)).isEqualTo(row);
        assertThat(HexLabels.parse(HexLabels.label(h))).isEqualTo(h);
    }

    @Property
    void distanceIsAMetric(@ForAll @IntRange(min = -20, max = 20) int q1, @ForAll @IntRange(min = -20, max = 20) int r1,
                           @ForAll @IntRange(min = -20, max = 20) int q2, @ForAll @IntRange(min = -20, max = 20) int r2,
                           @ForAll @IntRange(min = -20, max = 20) int q3, @ForAll @IntRange(min = -20, max = 20) int r3) {
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2), c = new Hex(q3, r3);
        assertThat(a.distanceTo(b)).isEqualTo(b.distanceTo(a));
        assertThat(a.distanceTo(c)).isLessThanOrEqualTo(a.distanceTo(b) + b.distanceTo(c));
        for (Hex n : a.neighbors()) {
            assertThat(a.distanceTo(n)).isEqualTo(1);
        }
    }

    @Property
    void aTracedLineIsAConnectedChainFromFirerToTarget(
            @ForAll @IntRange(min = -15, max = 15) int q1, @ForAll @IntRange(min = -15, max = 15) int r1,
            @ForAll @IntRange(min = -15, max = 15) int q2, @ForAll @IntRange(min = -15, max = 15) int r2) {
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2);
        for (SightLine.Side side : SightLine.Side.values()) {
            List<Hex> line = SightLine.trace(a, b, side);
            assertThat(line.get(0)).isEqualTo(a);
            assertThat(line.get(line.size() - 1)).isEqualTo(b);
            assertThat(line).doesNotHaveDuplicates();
            assertThat(line.size()).isGreaterThanOrEqualTo(a.distanceTo(b) + 1);
            for (int i = 1; i < line.size(); i++) {
                assertThat(line.get(i - 1).isAdjacentTo(line.get(i))).isTrue();
            }
        }
    }

    @Property
    void shiftingLeftOneWayIsShiftingRightTheOtherWay(
            @ForAll @IntRange(min = -15, max = 15) int q1, @ForAll @IntRange(min = -15, max = 15) int r1,
            @ForAll @IntRange(min = -15, max = 15) int q2, @ForAll @IntRange(min = -15, max = 15) int r2) {
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2);
        List<Hex> back = new ArrayList<>(SightLine.trace(b, a, SightLine.Side.RIGHT));
        Collections.reverse(back);
        assertThat(SightLine.trace(a, b, SightLine.Side.LEFT)).isEqualTo(back);
    }

    @Property
    void theLineCrossesEveryHexItsCentreSamplesFallIn(
            @ForAll @IntRange(min = -15, max = 15) int q1, @ForAll @IntRange(min = -15, max = 15) int r1,
            @ForAll @IntRange(min = -15, max = 15) int q2, @ForAll @IntRange(min = -15, max = 15) int r2) {
        // Points sampled along the segment (off any hex edge) must lie in hexes the traced line crosses.
        Hex a = new Hex(q1, r1), b = new Hex(q2, r2);
        List<Hex> left = SightLine.trace(a, b, SightLine.Side.LEFT);
        List<Hex> right = SightLine.trace(a, b, SightLine.Side.RIGHT);
        Point pa = Point.centerOf(a), pb = Point.centerOf(b);
        for (int i = 1; i < 50; i++) {
            double t = i / 50.0;
            Hex h = pixelToHex(pa.x() + t * (pb.x() - pa.x()), pa.y() + t * (pb.y() - pa.y()));
            if (h != null) {
                assertThat(left.contains(h) || right.contains(h)).as("sample in " + h).isTrue();
            }
        }
    }

    @Test
    void linesAlongHexEdgesAreDetected() {
        // A4 → C4 is horizontal and runs along the edge between B3 and B4.
        Hex a = HexLabels.parse("A4"), c = HexLabels.parse("C4");
        assertThat(SightLine.runsAlongHexEdge(a, c)).isTrue();
        assertThat(SightLine.trace(a, c, SightLine.Side.LEFT)).extracting(Hex::toString).containsExactly("A4", "B3", "C4");
        assertThat(SightLine.trace(a, c, SightLine.Side.RIGHT)).extracting(Hex::toString).containsExactly("A4", "B4", "C4");
        assertThat(SightLine.runsAlongHexEdge(a, HexLabels.parse("A8"))).isFalse();
    }

    /** The hex containing a point, or null when the point is within a hair of an edge (ambiguous). */
    private static Hex pixelToHex(double x, double y) {
        double q = x / 1.5;
        double r = y / Math.sqrt(3) - q / 2;
        double s = -q - r;
        long rq = Math.round(q), rr = Math.round(r), rs = Math.round(s);
        double dq = Math.abs(rq - q), dr = Math.abs(rr - r), ds = Math.abs(rs - s);
        if (dq > dr && dq > ds) {
            rq = -rr - rs;
        } else if (dr > ds) {
            rr = -rq - rs;
        }
        Hex h = new Hex((int) rq, (int) rr);
        Point c = Point.centerOf(h);
        // distance to the hex's nearest edge: apothem minus the largest projection on a side normal
        double px = x - c.x(), py = y - c.y();
        double maxProj = 0;
        for (int k = 0; k < 6; k++) {
            double ang = Math.toRadians(30 + 60 * k);
            maxProj = Math.max(maxProj, px * Math.cos(ang) + py * Math.sin(ang));
        }
        return Math.sqrt(3) / 2 - maxProj < 1e-6 ? null : h;
    }
}
