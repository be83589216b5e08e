// Path data into path elements. The plain commands map one to one onto
// Geometry's calls; the others compute their points (around a circle, where
// circles cross) the same way every time, so a symbol's bytes never change.
import Foundation
import Geometry

extension SymbolInterpreter {
    static func draw(_ command: SymbolCommand, into p: inout Path) {
        switch command {
        case .move(let q): p.move(to: point(q))
        case .line(let q): p.addLine(to: point(q))
        case .quad(let to, let control): p.addQuadCurve(to: point(to), control: point(control))
        case .curve(let to, let c1, let c2): p.addCurve(to: point(to), control1: point(c1), control2: point(c2))
        case .close: p.closeSubpath()
        case .polygon(let points):
            p.addLines(points.map(point))
            p.closeSubpath()
        case .polyline(let points):
            p.addLines(points.map(point))
        case .circle(let (cx, cy), let r):
            p.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case .ellipse(let (x, y), let width, let height):
            p.addEllipse(in: CGRect(x: x, y: y, width: width, height: height))
        case .rect(let (x, y), let width, let height):
            p.addRect(CGRect(x: x, y: y, width: width, height: height))
        case .roundedRect(let (x, y), let width, let height, let r):
            p.addRoundedRect(in: CGRect(x: x, y: y, width: width, height: height), cornerSize: CGSize(width: r, height: r),
                             curve: .continuous)
        case .arc(let center, let r, let from, let to, let clockwise):
            p.addArc(center: point(center), radius: r, startRadians: radians(from), endRadians: radians(to),
                     clockwise: clockwise)
        case .ring(let (cx, cy), let count, let step, let phase, let radii):
            for i in 0..<count {
                let a = CGFloat(i) * .pi / CGFloat(step) + phase.radians, r = radii[i % radii.count]
                let q = CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        case .spokes(let (cx, cy), let count, let step, let inner, let outer):
            for i in 0..<count {
                let a = CGFloat(i) * .pi / CGFloat(step)
                p.move(to: CGPoint(x: cx + inner * cos(a), y: cy + inner * sin(a)))
                p.addLine(to: CGPoint(x: cx + outer * cos(a), y: cy + outer * sin(a)))
            }
        case .lobes(let circles):
            drawLobes(circles.map { (point($0.center), $0.radius) }, into: &p)
        case .crescent(let disc, let bite):
            drawCrescent(disc: (point(disc.center), disc.radius), bite: (point(bite.center), bite.radius), into: &p)
        case .arcArrowhead(let center, let r, let degrees, let lead, let length, let halfWidth):
            let c = point(center), e = radians(degrees)
            let tip = CGPoint(x: c.x + r * cos(e) + lead * -sin(e), y: c.y + r * sin(e) + lead * cos(e))
            let d = CGPoint(x: -sin(e), y: cos(e))
            let base = CGPoint(x: tip.x - d.x * length, y: tip.y - d.y * length)
            p.move(to: tip)
            p.addLine(to: CGPoint(x: base.x - d.y * halfWidth, y: base.y + d.x * halfWidth))
            p.addLine(to: CGPoint(x: base.x + d.y * halfWidth, y: base.y - d.x * halfWidth))
            p.closeSubpath()
        case .copy(let commands, let s, let (x, y)):
            path(of: commands).applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: x, ty: y)).forEach { p.append($0) }
        }
    }

    /// Degrees in radians, computed as SwiftUI's `Angle(degrees:)` does.
    static func radians(_ degrees: CGFloat) -> CGFloat { degrees * .pi / 180 }
}
