import Foundation
import Geometry

/// A Lottie bezier path: vertices with in and out tangents relative to them.
struct BezierShape: Sendable, Equatable {
    var vertices: [CGPoint]
    var inTangents: [CGPoint]
    var outTangents: [CGPoint]
    var closed: Bool

    static let empty = BezierShape(vertices: [], inTangents: [], outTangents: [], closed: false)

    /// The Geometry path, one subpath.
    var path: Path {
        var p = Path()
        append(to: &p)
        return p
    }

    func append(to p: inout Path) {
        guard let first = vertices.first else { return }
        p.move(to: first)
        let n = vertices.count
        let segments = closed ? n : n - 1
        guard segments > 0 else { return }
        for i in 0..<segments {
            let a = vertices[i], b = vertices[(i + 1) % n]
            let c1 = CGPoint(x: a.x + outTangents[i].x, y: a.y + outTangents[i].y)
            let c2 = CGPoint(x: b.x + inTangents[(i + 1) % n].x, y: b.y + inTangents[(i + 1) % n].y)
            if c1 == a && c2 == b {
                p.addLine(to: b)
            } else {
                p.addCurve(to: b, control1: c1, control2: c2)
            }
        }
        if closed { p.closeSubpath() }
    }
}
