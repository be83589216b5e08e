import Foundation
import Geometry

/// Positions that move along a curve: with spatial tangents (`to`, `ti`) a
/// position keyframe travels the cubic from its value to the next one, its
/// eased progress measured along the curve's length.
enum SpatialPath {
    /// Samples along the curve for the length table.
    static let samples = 64

    static func value<V>(from k: Keyframe<V>, to target: V, _ progress: Double) -> Vector? {
        guard let a = k.start as? Vector, let b = target as? Vector, a.count >= 2, b.count >= 2,
              let to = k.spatialOut, let ti = k.spatialIn, to.count >= 2, ti.count >= 2 else { return nil }
        if to[0] == 0 && to[1] == 0 && ti[0] == 0 && ti[1] == 0 { return nil }
        let p0 = (a[0], a[1]), p3 = (b[0], b[1])
        let p1 = (a[0] + to[0], a[1] + to[1]), p2 = (b[0] + ti[0], b[1] + ti[1])
        func point(_ t: Double) -> (Double, Double) {
            let u = 1 - t
            let x = u * u * u * p0.0 + 3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t * p3.0
            let y = u * u * u * p0.1 + 3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t * p3.1
            return (x, y)
        }
        if progress <= 0 { return a }
        if progress >= 1 { return b }
        var lengths = [Double](repeating: 0, count: samples + 1)
        var prev = point(0)
        for s in 1...samples {
            let q = point(Double(s) / Double(samples))
            lengths[s] = lengths[s - 1] + ((q.0 - prev.0) * (q.0 - prev.0) + (q.1 - prev.1) * (q.1 - prev.1)).squareRoot()
            prev = q
        }
        let total = lengths[samples]
        guard total > 0 else { return interpolateRest(a, b, progress) }
        let wanted = progress * total
        var s = 1
        while s < samples && lengths[s] < wanted { s += 1 }
        let segment = lengths[s] - lengths[s - 1]
        let f = segment > 0 ? (wanted - lengths[s - 1]) / segment : 0
        let p = point((Double(s - 1) + f) / Double(samples))
        var out = interpolateRest(a, b, progress)
        out[0] = p.0; out[1] = p.1
        return out
    }

    private static func interpolateRest(_ a: Vector, _ b: Vector, _ t: Double) -> Vector {
        var out = a
        for i in 0..<min(a.count, b.count) { out[i] = a[i] + (b[i] - a[i]) * t }
        return out
    }
}
