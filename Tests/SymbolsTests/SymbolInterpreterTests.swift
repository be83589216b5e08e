// The interpreter on small designs of its own: commands, steps and roles.
import Foundation
import Testing
import Symbols
import Geometry

@Suite struct SymbolInterpreterTests {
    @Test func rolesMakeTheUnionAndTheLayers() {
        let square: [SymbolCommand] = [.rect((0.1, 0.1), width: 0.8, height: 0.8)]
        let dot: [SymbolCommand] = [.circle((0.5, 0.5), radius: 0.1)]
        let plain = SymbolInterpreter.geometry(of: SymbolDesign(.body(square), .cutout(dot)))
        #expect(plain.parts == [Path(CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8))])
        #expect(plain.cutouts == [Path(ellipseIn: CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))])
        #expect(plain.layers == nil)

        let outlined = SymbolInterpreter.geometry(of: SymbolDesign(.ground(square), .glyph(dot)))
        #expect(outlined.parts.count == 2 && outlined.cutouts.isEmpty)
        #expect(outlined.layers?.map(\.parts.count) == [1, 1] && outlined.layers?[1].cutouts.isEmpty == true)
        let filled = SymbolInterpreter.geometry(of: SymbolDesign(.ground(square), .knockout(dot)))
        #expect(filled.parts.count == 1 && filled.cutouts.count == 1)
        #expect(filled.layers?[0].parts == filled.cutouts && filled.layers?[1].cutouts == filled.cutouts)
    }

    @Test func stepsRunInOrder() {
        // A segment's start (0.2, 0.1) turned a quarter turn clockwise about
        // the centre goes to (0.9, 0.2); then mirrored in a box 1 wide, to
        // (0.1, 0.2); then scaled by 2 about the centre, to (−0.3, −0.1).
        let part = SymbolPart(.body, [.move((0.2, 0.1)), .line((0.3, 0.1))], [.turn(1), .mirror(width: 1), .scale(2)])
        let e = SymbolInterpreter.path(of: part).elements
        guard case .move(let p) = e.first else { Issue.record("no move"); return }
        #expect(abs(p.x - -0.3) < 1e-12 && abs(p.y - -0.1) < 1e-12)
    }

    @Test func ringsAndSpokesPlacePointsAroundTheirCentre() {
        // A square standing on a corner: 4 points π/2 apart from −π/2.
        let ring = SymbolInterpreter.path(of: [.ring(center: (0.5, 0.5), count: 4, step: 2, phase: PiFraction(-1, 2), radii: [0.5])])
        let expected = [(0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)]
        var corners: [CGPoint] = []
        ring.forEach { if case .move(let p) = $0 { corners.append(p) } else if case .line(let p) = $0 { corners.append(p) } }
        #expect(corners.count == 4)
        for (c, e) in zip(corners, expected) { #expect(abs(c.x - e.0) < 1e-12 && abs(c.y - e.1) < 1e-12) }
        // Spokes are separate segments, one subpath each.
        let spokes = SymbolInterpreter.path(of: [.spokes(center: (0.5, 0.5), count: 3, step: 1, inner: 0.1, outer: 0.2)])
        #expect(spokes.elements.count == 6)
    }

    @Test func arcsTakeDegreesClockwiseOnScreen() {
        // From 0° to 90° with clockwise false: from (1, 0.5) down to (0.5, 1).
        let arc = SymbolInterpreter.path(of: [.arc(center: (0.5, 0.5), radius: 0.5, from: 0, to: 90, clockwise: false)])
        let b = arc.boundingRect
        #expect(abs(b.minX - 0.5) < 1e-9 && abs(b.maxX - 1) < 1e-9 && abs(b.minY - 0.5) < 1e-9 && abs(b.maxY - 1) < 1e-9)
    }
}
