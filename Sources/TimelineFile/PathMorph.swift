// Path morphing: `d: { from: "M…", to: "M…", duration, curve }` moves every
// point of one outline to the matching point of another. Both are brought to
// cubic segments (a line is a cubic with its control points on it), so a
// triangle can become a curved blob; they must have the same subpaths with
// the same number of segments, or the match would be a guess.
import Foundation
import Geometry
import Timeline

/// Two outlines of the same structure and the progress between them.
package struct PathMorph: Sendable {
    /// Per subpath: its start point, then three points per cubic segment.
    struct Contour: Sendable {
        var points: [CGPoint]
        var closed: Bool
    }
    let from: [Contour]
    let to: [Contour]
    /// 0 at `from`, 1 at `to` (a spring may overshoot either).
    let progress: Animated<Double>

    /// The outline at `time`.
    func path(at time: Double) -> Path {
        let t = progress.value(at: time)
        var path = Path()
        for (a, b) in zip(from, to) {
            func point(_ i: Int) -> CGPoint {
                CGPoint(x: a.points[i].x + (b.points[i].x - a.points[i].x) * t, y: a.points[i].y + (b.points[i].y - a.points[i].y) * t)
            }
            path.move(to: point(0))
            var i = 1
            while i + 2 < a.points.count {
                path.addCurve(to: point(i + 2), control1: point(i), control2: point(i + 1))
                i += 3
            }
            if a.closed { path.closeSubpath() }
        }
        return path
    }

    /// Both outlines' bounds together: the frame when the layer gives no size.
    var bounds: CGRect {
        var p = Path()
        for c in from + to { p.addLines(c.points) }
        return p.boundingRect.isNull ? .zero : p.boundingRect
    }

    /// The contours of `path` as cubic segments.
    static func contours(of path: Path) -> [Contour] {
        var contours: [Contour] = []
        var current: Contour?
        var last = CGPoint.zero, start = CGPoint.zero
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        for element in path.elements {
            switch element {
            case .move(let p):
                if let c = current { contours.append(c) }
                current = Contour(points: [p], closed: false)
                last = p
                start = p
            case .line(let p):
                if current == nil { current = Contour(points: [last], closed: false) }
                current!.points += [lerp(last, p, 1.0 / 3), lerp(last, p, 2.0 / 3), p]
                last = p
            case let .quadCurve(p, c):
                if current == nil { current = Contour(points: [last], closed: false) }
                current!.points += [lerp(last, c, 2.0 / 3), lerp(p, c, 2.0 / 3), p]
                last = p
            case let .curve(p, c1, c2):
                if current == nil { current = Contour(points: [last], closed: false) }
                current!.points += [c1, c2, p]
                last = p
            case .closeSubpath:
                current?.closed = true
                if let c = current { contours.append(c) }
                current = nil
                last = start
            }
        }
        if let c = current { contours.append(c) }
        return contours
    }

    /// What a mismatch is, in words ("2 subpaths of 4 and 3 segments"), or nil when the two match.
    static func mismatch(_ a: [Contour], _ b: [Contour]) -> (String, String)? {
        func describe(_ cs: [Contour]) -> String {
            let shape = cs.map { "\(($0.points.count - 1) / 3)\($0.closed ? " closed" : " open")" }.joined(separator: ", ")
            return "\(cs.count) subpath\(cs.count == 1 ? "" : "s") (segments: \(shape))"
        }
        let same = a.count == b.count && zip(a, b).allSatisfy { $0.points.count == $1.points.count && $0.closed == $1.closed }
        return same ? nil : (describe(a), describe(b))
    }
}

extension ObjectNode {
    /// `d` as an animation between two paths of the same structure.
    func pathMorph(_ d: Node) -> PathMorph? {
        guard let o = d.object("a path animation { from, to, duration, curve }", allowed: Node.animationKeys) else { return nil }
        func parse(_ key: String) -> Path? {
            guard let n = o.require(key, key == "from" ? "the starting path data" : "the final path data",
                                    example: "\"M 0 0 L 100 0 L 50 80 Z\""), let text = n.string() else { return nil }
            do {
                return try Path(svgPathData: text)
            } catch let e as SVGPathError {
                n.error("invalid SVG path data at character \(e.offset + 1): \(e.message)")
            } catch {
                n.error("invalid SVG path data: \(error)")
            }
            return nil
        }
        let from = parse("from"), to = parse("to")
        let timing = d.animationTiming(o)
        guard let from, let to, let timing else { return nil }
        let a = PathMorph.contours(of: from), b = PathMorph.contours(of: to)
        if let (x, y) = PathMorph.mismatch(a, b) {
            d.error("the two paths cannot be matched point for point: from has \(x), to has \(y)",
                    fix: "give both the same subpaths with the same number of segments (lines and curves both count; split a segment to add one)")
            return nil
        }
        d.diagnostics.animatedProperties += 1
        return PathMorph(from: a, to: b, progress: .animation(from: 0, to: 1, timing))
    }
}
