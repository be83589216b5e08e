import Foundation
import Testing
@testable import Geometry

/// Degrees as radians, as SwiftUI's `Angle(degrees:)` converts them.
private func rad(_ degrees: Double) -> CGFloat { degrees * .pi / 180 }

/// Points along the flattened path, for checking where an arc goes.
private func samples(_ p: Path) -> [CGPoint] {
    var sink = CollectingSink()
    p.flatten(tolerance: 0.01, into: &sink)
    return sink.polylines.flatMap { $0 }
}

@Test func arcTwelveToThreeOClock() {
    // SwiftUI: clockwise: false from -90° to 0° goes 12 → 3 o'clock on screen.
    let c = CGPoint(x: 50, y: 50)
    var p = Path()
    p.addArc(center: c, radius: 40, startRadians: rad(-90), endRadians: rad(0), clockwise: false)
    #expect(p.elements.first == .move(to: CGPoint(x: 50, y: 10)))
    #expect(p.currentPoint == CGPoint(x: 90, y: 50))
    // A quarter turn through the upper right.
    let pts = samples(p)
    #expect(pts.allSatisfy { $0.x >= 50 - 1e-9 && $0.y <= 50 + 1e-9 })
    #expect(close(p.boundingRect, CGRect(x: 50, y: 10, width: 40, height: 40), 1e-9))
    // clockwise: true takes the long way round, through 9 o'clock and 6 o'clock.
    var q = Path()
    q.addArc(center: c, radius: 40, startRadians: rad(-90), endRadians: rad(0), clockwise: true)
    #expect(q.currentPoint == CGPoint(x: 90, y: 50))
    #expect(close(q.boundingRect, CGRect(x: 10, y: 10, width: 80, height: 80), 1e-6))
    #expect(samples(q).contains { close($0, CGPoint(x: 10, y: 50), 1e-6) })
}

@Test func arcsInAllQuadrantsBothDirections() {
    let c = CGPoint(x: 0, y: 0), r: CGFloat = 10
    for startDeg in stride(from: -180.0, through: 270.0, by: 45.0) {
        for span in [30.0, 90.0, 135.0, 200.0, 300.0] {
            for clockwise in [false, true] {
                let endDeg = clockwise ? startDeg - span : startDeg + span
                var p = Path()
                p.addArc(center: c, radius: r, startRadians: rad(startDeg), endRadians: rad(endDeg),
                         clockwise: clockwise)
                let s = startDeg * .pi / 180, e = endDeg * .pi / 180
                #expect(close(p.elements.first.flatMap { if case .move(let q) = $0 { q } else { nil } } ?? .zero,
                              CGPoint(x: r * cos(s), y: r * sin(s)), 1e-9))
                #expect(close(p.currentPoint!, CGPoint(x: r * cos(e), y: r * sin(e)), 1e-9))
                // The middle of the sweep lies on the requested side.
                let m = (s + e) / 2
                let mid = CGPoint(x: r * cos(m), y: r * sin(m))
                let opposite = CGPoint(x: -mid.x, y: -mid.y)
                let pts = samples(p)
                #expect(pts.contains { $0.distance(to: mid) < 0.6 }, "start \(startDeg) span \(span) cw \(clockwise)")
                #expect(!pts.contains { $0.distance(to: opposite) < 1 }, "start \(startDeg) span \(span) cw \(clockwise)")
                // Total length is the requested span.
                let expected = r * CGFloat(span) * .pi / 180
                #expect(close(p.length, expected, expected * 1e-3))
            }
        }
    }
}

@Test func fullCircleAndDegenerateArcs() {
    var p = Path()
    p.addArc(center: CGPoint(x: 5, y: 6), radius: 3, startRadians: 0, endRadians: rad(360), clockwise: false)
    #expect(close(p.boundingRect, CGRect(x: 2, y: 3, width: 6, height: 6), 1e-9))
    #expect(close(p.length, 6 * .pi, 1e-2))
    var same = Path()
    same.addArc(center: .zero, radius: 3, startRadians: rad(10), endRadians: rad(10), clockwise: false)
    #expect(same.elements.count == 1)
    var zero = Path()
    zero.addArc(center: CGPoint(x: 1, y: 1), radius: 0, startRadians: 0, endRadians: rad(90), clockwise: false)
    #expect(zero.elements == [.move(to: CGPoint(x: 1, y: 1))])
    var nan = Path()
    nan.addArc(center: .zero, radius: .nan, startRadians: 0, endRadians: .nan, clockwise: true)
    #expect(nan.elements.count == 1)
    var rel = Path()
    rel.addRelativeArc(center: .zero, radius: 10, startRadians: rad(90), deltaRadians: rad(-90))
    #expect(close(rel.currentPoint!, CGPoint(x: 10, y: 0), 1e-9))
}

@Test func tangentArcPoints() {
    var p = Path()
    p.move(to: .zero)
    p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    // Tangent points 20 before and after the corner.
    #expect(p.elements[1] == .line(to: CGPoint(x: 80, y: 0)))
    #expect(close(p.currentPoint!, CGPoint(x: 100, y: 20), 1e-9))
    // The arc stays on the circle centred at (80, 20).
    for q in samples(p).filter({ $0.x > 80 }) {
        #expect(close(q.distance(to: CGPoint(x: 80, y: 20)), 20, 0.02))
    }
    // A 60° corner: tangent distance r / tan(30°).
    var t = Path()
    t.move(to: CGPoint(x: 0, y: 0))
    let apex = CGPoint(x: 100, y: 0)
    let out = CGPoint(x: 100 - 100 * cos(CGFloat.pi / 3), y: 100 * sin(CGFloat.pi / 3))
    t.addArc(tangent1End: apex, tangent2End: out, radius: 10)
    let d = 10 / tan(CGFloat.pi / 6)
    #expect(close(t.elements[1] == .line(to: CGPoint(x: 100 - d, y: 0)) ? 0 : 1, 0, 0) ||
            close({ if case .line(let q) = t.elements[1] { q } else { .zero } }(), CGPoint(x: 100 - d, y: 0), 1e-9))
    #expect(close(t.currentPoint!, CGPoint(x: 100 - d * cos(CGFloat.pi / 3), y: d * sin(CGFloat.pi / 3)), 1e-9))
    // Collinear points give a line to tangent1End.
    var c = Path()
    c.move(to: .zero)
    c.addArc(tangent1End: CGPoint(x: 5, y: 0), tangent2End: CGPoint(x: 9, y: 0), radius: 3)
    #expect(c.elements == [.move(to: .zero), .line(to: CGPoint(x: 5, y: 0))])
}
