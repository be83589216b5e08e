// Mapping a path through a projective transform. Lines stay lines under a
// projection (where w keeps its sign), so only curves need care: they are
// flattened in the source space with a tolerance shrunk by the projection's
// largest local magnification over the path, so the projected polyline is
// within the tolerance of the projected curve. Points at or behind the eye
// plane (w ≤ `ProjectionTransform.minimumW`) have no image; the polygon is
// clipped there in homogeneous coordinates, as a 3D renderer clips at its
// near plane, so no edge is ever infinite or NaN.
import Foundation

extension ProjectiveTransform {
    /// The smallest w a projected point may have; closer to the eye plane
    /// the path is clipped.
    public static let minimumW: CGFloat = 1e-3

    /// A bound on how much the transform magnifies lengths near the points
    /// of `rect` (the largest Jacobian norm at its corners, where w — affine
    /// in the point — is smallest or largest), never below 1e-9.
    func magnification(over rect: CGRect) -> CGFloat {
        var s: CGFloat = 0
        for p in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            let h = homogeneous(p)
            let w = max(h.w, Self.minimumW)
            let a = (m11 * w - h.x * m13), b = (m12 * w - h.y * m13)
            let c = (m21 * w - h.x * m23), d = (m22 * w - h.y * m23)
            let j = (a * a + b * b + c * c + d * d).squareRoot() / (w * w)
            if j.isFinite { s = max(s, j) } else { s = .greatestFiniteMagnitude }
        }
        return max(s, 1e-9)
    }
}

extension Path {
    /// The path mapped through `projection`: curves flattened so that the
    /// result is within `tolerance` (output units) of the projected curve,
    /// and every subpath clipped to the part in front of the eye plane
    /// (closed subpaths stay closed polygons; open ones are cut where they
    /// cross it). Affine projections map the path exactly, curves kept.
    public func applying(_ projection: ProjectiveTransform, tolerance: CGFloat = 0.25) -> Path {
        if projection.isAffine { return applying(projection.affine) }
        let bounds = boundingRect
        guard !bounds.isNull, bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite,
              bounds.maxY.isFinite else { return Path() }
        let scale = projection.magnification(over: bounds) * 1.5
        var sink = PolylineCollector()
        flatten(tolerance: max(tolerance / scale, 1e-6), into: &sink)
        sink.finish()
        var out = Path()
        for line in sink.lines {
            let h = line.points.map { projection.homogeneous($0) }
            if line.closed {
                guard let first = Path.clipToFront(h, closed: true).first, first.count > 2 else { continue }
                out.move(to: first[0])
                for p in first.dropFirst() { out.addLine(to: p) }
                out.closeSubpath()
            } else {
                for run in Path.clipToFront(h, closed: false) where run.count > 1 {
                    out.move(to: run[0])
                    for p in run.dropFirst() { out.addLine(to: p) }
                }
            }
        }
        return out
    }

    /// Clips homogeneous points to w ≥ `minimumW` and divides by w: a
    /// closed polygon gives one polygon (Sutherland–Hodgman against one
    /// plane), an open polyline the runs in front of the plane.
    static func clipToFront(_ h: [(x: CGFloat, y: CGFloat, w: CGFloat)], closed: Bool) -> [[CGPoint]] {
        let e = ProjectiveTransform.minimumW
        typealias H = (x: CGFloat, y: CGFloat, w: CGFloat)
        func cut(_ a: H, _ b: H) -> CGPoint {
            let t = (e - a.w) / (b.w - a.w)
            return CGPoint(x: (a.x + (b.x - a.x) * t) / e, y: (a.y + (b.y - a.y) * t) / e)
        }
        func divided(_ a: H) -> CGPoint { CGPoint(x: a.x / a.w, y: a.y / a.w) }
        let n = h.count
        guard n > 0 else { return [] }
        if closed {
            // Sutherland–Hodgman against the one plane w = e.
            var out: [CGPoint] = []
            for i in 0..<n {
                let a = h[i], b = h[(i + 1) % n]
                if a.w >= e { out.append(divided(a)) }
                if (a.w >= e) != (b.w >= e) { out.append(cut(a, b)) }
            }
            return [out.filter { $0.x.isFinite && $0.y.isFinite }]
        }
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = []
        for i in 0..<n {
            let a = h[i]
            if a.w >= e { current.append(divided(a)) }
            guard i + 1 < n else { break }
            let b = h[i + 1]
            if (a.w >= e) != (b.w >= e) {
                current.append(cut(a, b))
                if a.w >= e { runs.append(current); current = [] }
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs.map { $0.filter { $0.x.isFinite && $0.y.isFinite } }
    }
}
