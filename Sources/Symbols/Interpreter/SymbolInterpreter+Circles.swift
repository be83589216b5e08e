// Outlines traced along circles between the points where they cross: a
// cloud's lobes and a crescent. Each arc is chosen by where its middle
// lies, so the data names only centres and radii.
import Foundation
import Geometry

extension SymbolInterpreter {
    /// From the bottom of the first circle over each one's top to where it
    /// crosses the next, down to the bottom of the last, closed.
    static func drawLobes(_ circles: [(CGPoint, CGFloat)], into p: inout Path) {
        guard let (first, r0) = circles.first else { return }
        let joins = zip(circles, circles.dropFirst()).map { a, b in upper(crossings(a.0, a.1, b.0, b.1)) }
        let bottom = radians(90)
        p.move(to: CGPoint(x: first.x, y: first.y + r0))
        for (i, (c, r)) in circles.enumerated() {
            let start = i == 0 ? bottom : angle(of: joins[i - 1], around: c)
            let end = i == circles.count - 1 ? bottom : angle(of: joins[i], around: c)
            p.addArc(center: c, radius: r, startRadians: start, endRadians: end, clockwise: false)
        }
        p.closeSubpath()
    }

    /// The disc's arc outside the bite, then the bite's arc inside the disc.
    static func drawCrescent(disc: (CGPoint, CGFloat), bite: (CGPoint, CGFloat), into p: inout Path) {
        let (big, rb) = disc, (small, rs) = bite
        let (m1, m2) = crossings(big, rb, small, rs)
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        p.move(to: m1)
        arc(&p, big, rb, from: m1, to: m2) { distance($0, small) > rs }
        arc(&p, small, rs, from: m2, to: m1) { distance($0, big) < rb }
        p.closeSubpath()
    }

    /// The two points where circles (c1, r1) and (c2, r2) cross; the first
    /// lies to the left of the line from c1 to c2 (y down: counterclockwise).
    static func crossings(_ c1: CGPoint, _ r1: CGFloat, _ c2: CGPoint, _ r2: CGFloat) -> (CGPoint, CGPoint) {
        let dx = c2.x - c1.x, dy = c2.y - c1.y
        let d = (dx * dx + dy * dy).squareRoot()
        let a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
        let h = max(r1 * r1 - a * a, 0).squareRoot()
        let mx = c1.x + a * dx / d, my = c1.y + a * dy / d
        return (CGPoint(x: mx + h * dy / d, y: my - h * dx / d), CGPoint(x: mx - h * dy / d, y: my + h * dx / d))
    }

    /// The crossing with the smaller y (higher on screen).
    static func upper(_ pair: (CGPoint, CGPoint)) -> CGPoint { pair.0.y < pair.1.y ? pair.0 : pair.1 }

    static func angle(of p: CGPoint, around c: CGPoint) -> CGFloat { atan2(p.y - c.y, p.x - c.x) }

    /// Adds the arc of the circle (c, r) from its point `p` to its point `q`
    /// that passes the way `keep` accepts (tested at the arc's middle).
    static func arc(_ path: inout Path, _ c: CGPoint, _ r: CGFloat, from p: CGPoint, to q: CGPoint,
                    keep: (CGPoint) -> Bool) {
        let a0 = atan2(p.y - c.y, p.x - c.x), a1 = atan2(q.y - c.y, q.x - c.x)
        var delta = (a1 - a0).truncatingRemainder(dividingBy: 2 * .pi)
        if delta < 0 { delta += 2 * .pi }
        let mid = a0 + delta / 2
        if !keep(CGPoint(x: c.x + r * cos(mid), y: c.y + r * sin(mid))) { delta -= 2 * .pi }
        path.addRelativeArc(center: c, radius: r, startRadians: a0, deltaRadians: delta)
    }
}
