import Foundation
import Geometry

/// Trim paths: keeps the part of each outline (simultaneously) or of all the
/// outlines in sequence (individually) between start and end, shifted by
/// the offset (degrees: 360 is a whole length), wrapping past the end.
enum TrimPaths {
    /// The ranges of [0, 1] to keep; empty for nothing, [0…1] for everything.
    static func ranges(start s: Double, end e: Double, offset o: Double) -> [(Double, Double)] {
        var a = min(max(s / 100, 0), 1), b = min(max(e / 100, 0), 1)
        if a > b { swap(&a, &b) }
        if b - a >= 1 { return [(0, 1)] }
        if b - a <= 1e-9 { return [] }
        let shift = (o / 360).truncatingRemainder(dividingBy: 1)
        a += shift; b += shift
        if a < 0 { a += 1; b += 1 }
        if a >= 1 { a -= 1; b -= 1 }
        if b <= 1 { return [(a, b)] }
        return [(a, 1), (0, b - 1)]
    }

    static func trim(_ shapes: [BezierShape], start: Double, end: Double, offset: Double, individually: Bool) -> [BezierShape] {
        let keep = ranges(start: start, end: end, offset: offset)
        if keep.isEmpty { return [] }
        if keep.count == 1 && keep[0] == (0, 1) { return shapes }
        if individually {
            return cut(shapes.path, keep)
        }
        return shapes.flatMap { cut($0.path, keep) }
    }

    private static func cut(_ path: Path, _ keep: [(Double, Double)]) -> [BezierShape] {
        keep.flatMap { path.trimmedPath(from: $0.0, to: $0.1).bezierShapes }
    }
}
