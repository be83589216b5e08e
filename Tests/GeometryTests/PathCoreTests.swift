import Foundation
import Testing
@testable import Geometry

/// Polylines of a flattened path and their closed flags.
typealias CollectingSink = PolylineCollector

@Test func flattenedQuarterCircleStaysWithinTolerance() {
    // The standard cubic approximation of a quarter circle of radius 100.
    let k = 0.5522847498 * 100
    var path = Path()
    path.move(to: CGPoint(x: 100, y: 0))
    path.addCurve(to: CGPoint(x: 0, y: 100), control1: CGPoint(x: 100, y: k), control2: CGPoint(x: k, y: 100))
    var sink = CollectingSink()
    path.flatten(tolerance: 0.25, into: &sink)
    let pts = sink.polylines[0]
    #expect(pts.first == CGPoint(x: 100, y: 0) && pts.last == CGPoint(x: 0, y: 100))
    // Chord midpoints of a circle of radius 100 sit at most 0.25 (+ the
    // cubic's own 0.027 error) inside it.
    for (a, b) in zip(pts, pts.dropFirst()) {
        let m = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        #expect(100 - (m.x * m.x + m.y * m.y).squareRoot() < 0.25 + 0.03)
    }
    #expect(pts.count < 20)
}

@Test func closeThenLineStartsNewSubpathAtStart() {
    var path = Path()
    path.move(to: CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 5, y: 1))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    path.addLine(to: CGPoint(x: 1, y: 9))
    #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 5, y: 1)), .closeSubpath,
                              .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 1, y: 9))])
}

@Test func rotationByQuarterTurnsIsExact() {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 0, y: 1))
    #expect(t.concatenating(t).concatenating(t).concatenating(t).isIdentity)
    let m = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2)
    // scaledBy applies the scale first: (1,1) -> (2,2) -> (5,6).
    #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 5, y: 6))
    #expect(CGPoint(x: 5, y: 6).applying(m.inverted()) == CGPoint(x: 1, y: 1))
}
