import Foundation
import Geometry

extension Path {
    /// The path's subpaths as bezier shapes (quadratic curves raised to cubics).
    var bezierShapes: [BezierShape] {
        var out: [BezierShape] = []
        var current: BezierShape?
        var last = CGPoint.zero
        func flush() { if let c = current, !c.vertices.isEmpty { out.append(c) }; current = nil }
        forEach { element in
            switch element {
            case let .move(to: p):
                flush()
                current = BezierShape(vertices: [p], inTangents: [.zero], outTangents: [.zero], closed: false)
                last = p
            case let .line(to: p):
                if current == nil { current = BezierShape(vertices: [last], inTangents: [.zero], outTangents: [.zero], closed: false) }
                current!.vertices.append(p); current!.inTangents.append(.zero); current!.outTangents.append(.zero)
                last = p
            case let .quadCurve(to: p, control: c):
                let c1 = CGPoint(x: last.x + (c.x - last.x) * 2 / 3, y: last.y + (c.y - last.y) * 2 / 3)
                let c2 = CGPoint(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
                appendCurve(&current, last, p, c1, c2); last = p
            case let .curve(to: p, control1: c1, control2: c2):
                appendCurve(&current, last, p, c1, c2); last = p
            case .closeSubpath:
                if var c = current {
                    // A closing segment that returns to the start is the closure itself.
                    if c.vertices.count > 1, let lastV = c.vertices.last, lastV == c.vertices[0] {
                        c.inTangents[0] = c.inTangents[c.vertices.count - 1]
                        c.vertices.removeLast(); c.inTangents.removeLast(); c.outTangents.removeLast()
                    }
                    c.closed = true
                    current = c
                    last = c.vertices[0]
                }
                flush()
            }
        }
        flush()
        return out
    }

    private func appendCurve(_ current: inout BezierShape?, _ from: CGPoint, _ p: CGPoint, _ c1: CGPoint, _ c2: CGPoint) {
        if current == nil { current = BezierShape(vertices: [from], inTangents: [.zero], outTangents: [.zero], closed: false) }
        let n = current!.vertices.count
        current!.outTangents[n - 1] = CGPoint(x: c1.x - from.x, y: c1.y - from.y)
        current!.vertices.append(p)
        current!.inTangents.append(CGPoint(x: c2.x - p.x, y: c2.y - p.y))
        current!.outTangents.append(.zero)
    }
}

extension Array where Element == BezierShape {
    var path: Path {
        var p = Path()
        for s in self { s.append(to: &p) }
        return p
    }
}
