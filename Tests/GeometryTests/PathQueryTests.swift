import Foundation
import Testing
@testable import Geometry

/// A rounded rectangle through Geometry's engine call (SwiftUI's
/// `Path(roundedRect:cornerRadius:style:)` forwards to it).
private func roundedRect(_ rect: CGRect, _ radius: CGFloat, _ curve: CornerCurve = .continuous) -> Path {
    var p = Path()
    p.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), curve: curve)
    return p
}

@Test func boundingRectIsTightAgainstDenseSampling() {
    var rng = TestRNG(state: 42)
    for _ in 0..<50 {
        let p = (0..<4).map { _ in CGPoint(x: rng.range(-100, 100), y: rng.range(-100, 100)) }
        var path = Path()
        path.move(to: p[0])
        if rng.unit() < 0.5 {
            path.addCurve(to: p[3], control1: p[1], control2: p[2])
        } else {
            path.addQuadCurve(to: p[3], control: p[1])
        }
        var minX = CGFloat.infinity, maxX = -CGFloat.infinity, minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for e in path.elements {
            // Sample independently from the control points.
            for k in 0...20000 {
                let t = CGFloat(k) / 20000, mt = 1 - t
                let q: CGPoint
                switch e {
                case .curve(let to, let c1, let c2):
                    q = CGPoint(x: mt * mt * mt * p[0].x + 3 * mt * mt * t * c1.x + 3 * mt * t * t * c2.x + t * t * t * to.x,
                                y: mt * mt * mt * p[0].y + 3 * mt * mt * t * c1.y + 3 * mt * t * t * c2.y + t * t * t * to.y)
                case .quadCurve(let to, let c):
                    q = CGPoint(x: mt * mt * p[0].x + 2 * mt * t * c.x + t * t * to.x,
                                y: mt * mt * p[0].y + 2 * mt * t * c.y + t * t * to.y)
                default: continue
                }
                minX = min(minX, q.x); maxX = max(maxX, q.x); minY = min(minY, q.y); maxY = max(maxY, q.y)
            }
        }
        let b = path.boundingRect
        #expect(close(b, CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), 1e-3))
    }
    #expect(Path().boundingRect.isNull)
}

@Test func containsWithBothRulesOnAStar() {
    // Pentagram drawn in one stroke: the centre pentagon has winding 2.
    var star = Path()
    for k in 0..<5 {
        let a = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
        let p = CGPoint(x: 50 + 40 * cos(a), y: 50 + 40 * sin(a))
        if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
    }
    star.closeSubpath()
    let centre = CGPoint(x: 50, y: 50)
    #expect(star.contains(centre))
    #expect(!star.contains(centre, eoFill: true))
    let tip = CGPoint(x: 50, y: 15) // inside the top spike
    #expect(star.contains(tip) && star.contains(tip, eoFill: true))
    #expect(!star.contains(CGPoint(x: 5, y: 5)) && !star.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(!star.contains(CGPoint(x: CGFloat.nan, y: 3)))
    // A circle: inside and outside by the radius.
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(circle.contains(CGPoint(x: 50 + 49 * cos(CGFloat(1)), y: 50 + 49 * sin(CGFloat(1)))))
    #expect(!circle.contains(CGPoint(x: 50 + 51 * cos(CGFloat(1)), y: 50 + 51 * sin(CGFloat(1)))))
}

@Test func trimOfACircle() {
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    // Starts where the circle starts (3 o'clock) and runs clockwise on screen to 6 o'clock.
    #expect(quarter.elements.first == .move(to: CGPoint(x: 100, y: 50)))
    #expect(close(quarter.currentPoint!, CGPoint(x: 50, y: 100), 1e-3))
    #expect(close(quarter.length, .pi * 100 / 4, 0.05))
    #expect(close(quarter.length, circle.length / 4, 1e-6))
    let mid = circle.trimmedPath(from: 0.25, to: 0.5)
    #expect(close(mid.currentPoint!, CGPoint(x: 0, y: 50), 1e-3))
    #expect(circle.trimmedPath(from: 0.6, to: 0.4).isEmpty)
    #expect(circle.trimmedPath(from: 0, to: 1) == circle)
    // Trimming counts the closing segment of a rectangle: 0.75…1 is the left edge.
    let sq = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0.75, to: 1)
    #expect(sq.elements == [.move(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0))])
}

@Test func continuousRoundedRectGeometry() {
    let r = CGRect(x: 0, y: 0, width: 200, height: 100)
    let p = roundedRect(r, 20, .continuous)
    #expect(close(p.boundingRect, r, 1e-9))
    // The continuous corner reaches 1.52866 r along each edge (20 → 30.57).
    #expect(p.elements.first == .move(to: CGPoint(x: 20 * 1.52866483, y: 0)))
    #expect(p.elements[1] == .line(to: CGPoint(x: 200 - 20 * 1.52866483, y: 0)))
    // Near the corner's end on the left edge (21 from the corner) the
    // circular corner is already straight, the continuous one still curving in.
    let circ = roundedRect(r, 20, .circular)
    #expect(circ.elements.first == .move(to: CGPoint(x: 20, y: 0)))
    #expect(p.contains(CGPoint(x: 195, y: 5)) == false && circ.contains(CGPoint(x: 195, y: 5)) == false)
    #expect(circ.contains(CGPoint(x: 0.1, y: 21)) && !p.contains(CGPoint(x: 0.1, y: 21)))
    // A radius beyond half the side gives a capsule: circular ends.
    let cap = roundedRect(r, 80, .continuous)
    #expect(close(cap.boundingRect, r, 1e-9))
    for k in 0..<20 {
        let a = CGFloat.pi / 2 + CGFloat(k) * .pi / 19
        let q = CGPoint(x: 50 + 49.5 * cos(a), y: 50 + 49.5 * sin(a))
        #expect(cap.contains(q))
    }
}

@Test func trimAcrossSubpathsKeepsWholeClosedOnesClosed() {
    let r1 = CGRect(x: 0, y: 0, width: 10, height: 10), r2 = CGRect(x: 20, y: 0, width: 10, height: 10)
    var two = Path(r1)
    two.addRect(r2)
    #expect(two.trimmedPath(from: 0, to: 0.5) == Path(r1))
    #expect(two.trimmedPath(from: 0.5, to: 1) == Path(r2))
    // 0.25…0.625 = lengths 20…50: the second half of r1 (open), then r2's top edge.
    let mid = two.trimmedPath(from: 0.25, to: 0.625)
    #expect(mid.elements == [
        .move(to: CGPoint(x: 10, y: 10)), .line(to: CGPoint(x: 0, y: 10)), .line(to: CGPoint(x: 0, y: 0)),
        .move(to: CGPoint(x: 20, y: 0)), .line(to: CGPoint(x: 30, y: 0)),
    ])
}
