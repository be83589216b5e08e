import Foundation
import Geometry

/// One outline of a shape layer while its groups are evaluated: its
/// contours, the group depth whose space they are in (`level`), and the
/// transforms of the groups from where it was made up to the layer.
final class ShapeEntry {
    var contours: [BezierShape]
    var level: Int
    /// Group transforms, innermost (depth `origin`) first, up to depth 1.
    let up: [CGAffineTransform]
    let origin: Int

    init(_ contours: [BezierShape], depth: Int, up: [CGAffineTransform]) {
        self.contours = contours
        self.level = depth
        self.origin = depth
        self.up = up
    }

    /// The matrix from depth `from` to depth `to` (to ≤ from ≤ origin).
    func relative(from: Int, to: Int) -> CGAffineTransform {
        var m = CGAffineTransform.identity
        var d = from
        while d > to {
            m = m.concatenating(up[origin - d])
            d -= 1
        }
        return m
    }

    /// Moves the contours into the space of depth `depth` (≤ level).
    func lift(to depth: Int) {
        guard depth < level else { return }
        let m = relative(from: level, to: depth)
        contours = contours.map { $0.applying(m) }
        level = depth
    }
}

extension BezierShape {
    func applying(_ m: CGAffineTransform) -> BezierShape {
        if m.isIdentity { return self }
        func vec(_ p: CGPoint) -> CGPoint { CGPoint(x: m.a * p.x + m.c * p.y, y: m.b * p.x + m.d * p.y) }
        return BezierShape(vertices: vertices.map { $0.applying(m) }, inTangents: inTangents.map(vec),
                           outTangents: outTangents.map(vec), closed: closed)
    }
}

/// A fill or stroke found while evaluating, drawn once every modifier has run.
struct StyleRecord {
    var depth: Int
    /// Group depth `depth` to the layer.
    var chain: CGAffineTransform
    var entries: [ShapeEntry]
    var paint: OpPaint
    var opacity: Double
    var kind: DrawOp.Kind
}
