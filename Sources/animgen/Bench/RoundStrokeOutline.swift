import Foundation
import Geometry
import Raster

/// The outline of a round-capped, round-joined stroke as a union of pieces
/// that all wind the same way, to be filled with the non-zero rule: one
/// rectangle per flattened segment, a circular wedge at every join, a disc at
/// each end. Exact for round caps and joins.
///
/// The bench's own stand-in until Geometry's `Path.strokedPath` is merged.
func strokeOutline(_ path: Path, lineWidth: Double, tolerance: Double = 0.2) -> Path {
    var points = PointCollector()
    path.flatten(tolerance: tolerance, into: &points)
    var p = points.points
    p = p.enumerated().filter { $0.offset == 0 || $0.element != p[$0.offset - 1] }.map(\.element)
    let hw = lineWidth / 2
    var out = Path()
    guard let first = p.first, let last = p.last else { return out }
    BenchScene.addCircle(&out, first.x, first.y, hw)
    if p.count > 1 { BenchScene.addCircle(&out, last.x, last.y, hw) }
    var normals: [CGPoint] = []
    for i in 1..<max(p.count, 1) {
        let a = p[i - 1], b = p[i]
        let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
        let n = CGPoint(x: -dy / len * hw, y: dx / len * hw)
        normals.append(n)
        // Reversed so it winds as the circles do (positive shoelace area in y-down).
        out.move(to: CGPoint(x: a.x - n.x, y: a.y - n.y))
        out.addLine(to: CGPoint(x: b.x - n.x, y: b.y - n.y))
        out.addLine(to: CGPoint(x: b.x + n.x, y: b.y + n.y))
        out.addLine(to: CGPoint(x: a.x + n.x, y: a.y + n.y))
        out.closeSubpath()
    }
    // Joins: the wedge between consecutive segments' offsets, on both sides
    // (the inner one is covered anyway), as an arc fan around the vertex.
    let maxStep = 2 * acos(max(-1, 1 - tolerance / max(hw, tolerance)))
    for i in 1..<max(normals.count, 1) {
        let v = p[i], n0 = normals[i - 1], n1 = normals[i]
        for sign in [1.0, -1.0] {
            let a0 = atan2(sign * n0.y, sign * n0.x)
            var sweep = atan2(sign * n1.y, sign * n1.x) - a0
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
            if abs(sweep) < 1e-9 { continue }
            let steps = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
            var wedge = [v]
            for s in 0...steps {
                let ang = a0 + sweep * Double(s) / Double(steps)
                wedge.append(CGPoint(x: v.x + hw * cos(ang), y: v.y + hw * sin(ang)))
            }
            if sweep < 0 { wedge.reverse() }
            out.move(to: wedge[0])
            for q in wedge.dropFirst() { out.addLine(to: q) }
            out.closeSubpath()
        }
    }
    return out
}

struct PointCollector: PolylineSink {
    var points: [CGPoint] = []
    mutating func moveTo(_ p: CGPoint) { points.append(p) }
    mutating func lineTo(_ p: CGPoint) { points.append(p) }
    mutating func closePolyline() {}
}
