import Foundation

/// Receives the polylines that flattening a path produces.
///
/// Every curve has been replaced by line segments within the requested
/// tolerance, in the output space of the transform given to `flatten`.
@usableFromInline
package protocol PolylineSink {
    /// Starts a new polyline at `p`.
    mutating func moveTo(_ p: CGPoint)
    /// Extends the current polyline to `p`.
    mutating func lineTo(_ p: CGPoint)
    /// Marks the current polyline as closed (its last point joins its first).
    /// Fillers treat every polyline as closed whether or not this is called.
    mutating func closePolyline()
}

extension Path {
    /// Flattens the path into polylines after applying `transform`, with no
    /// point of a curve further than `tolerance` from its segments.
    ///
    /// Maximum deviation: each curve is cut at n equal parameter steps with
    /// n from Wang's formula on the transformed control points
    /// (n = ⌈√(k·M / tolerance)⌉, k = 1/4 for quadratics with M = |p0 − 2p1 + p2|,
    /// k = 3/4 for cubics with M the larger second difference), which bounds
    /// the distance between curve and chords by `tolerance` in output space,
    /// whatever the transform's scale (cubics apply the bound per quarter of
    /// their parameter range, see `flattenCubic`). Exception: n is capped at
    /// 4096 per curve (per quarter for cubics), so a curve more than about 4096² tolerances across (or with
    /// non-finite points) is flattened more coarsely. Lines pass through
    /// unchanged. Tolerances below 1e-6 are raised to 1e-6. Non-finite
    /// points are passed on as they are (a curve with one becomes a single
    /// segment): sinks must skip them, as the stroker and `contains` do.
    @inlinable
    package func flatten<Sink: PolylineSink>(
        transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.25, into sink: inout Sink
    ) {
        let tol = max(tolerance, 1e-6)
        var i = 0
        var last = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move:
                last = points[i].applying(transform); i += 1
                sink.moveTo(last)
            case .line:
                last = points[i].applying(transform); i += 1
                sink.lineTo(last)
            case .quad:
                let p1 = points[i].applying(transform), p2 = points[i + 1].applying(transform)
                i += 2
                Path.flattenQuad(last, p1, p2, tol, &sink)
                last = p2
            case .cubic:
                let p1 = points[i].applying(transform), p2 = points[i + 1].applying(transform)
                let p3 = points[i + 2].applying(transform)
                i += 3
                Path.flattenCubic(last, p1, p2, p3, tol, &sink)
                last = p3
            case .close:
                sink.closePolyline()
            }
        }
    }

    /// Segment count capped so that a huge or non-finite curve cannot make
    /// flattening run away.
    @usableFromInline static let maxCurveSegments = 4096

    @inlinable
    static func segmentCount(_ dd: CGFloat, _ factor: CGFloat, _ tol: CGFloat) -> Int {
        let n = (factor * dd / tol).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), CGFloat(maxCurveSegments)))
    }

    @inlinable
    static func flattenQuad<Sink: PolylineSink>(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ tol: CGFloat, _ sink: inout Sink
    ) {
        let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
        let n = segmentCount((ddx * ddx + ddy * ddy).squareRoot(), 0.25, tol)
        if n > 1 {
            let dt = 1 / CGFloat(n)
            for k in 1..<n {
                let t = CGFloat(k) * dt, mt = 1 - t
                let a = mt * mt, b = 2 * mt * t, c = t * t
                sink.lineTo(CGPoint(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y))
            }
        }
        sink.lineTo(p2)
    }

    /// Cubics are cut into quarters, each with its own uniform step count
    /// from the largest second derivative over that quarter (|B''| is
    /// linear in t, so its maximum sits at a quarter's end): the chord error
    /// of a parameter step h is at most h²·max|B''|/8, the same bound as
    /// Wang's formula, but a curve with one tight bend needs fewer points.
    @inlinable
    static func flattenCubic<Sink: PolylineSink>(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ tol: CGFloat, _ sink: inout Sink
    ) {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let dd = max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let n = segmentCount(dd, 0.75, tol)
        if n <= 4 {
            if n > 1 {
                let dt = 1 / CGFloat(n)
                for k in 1..<n { sink.lineTo(cubicPoint(p0, p1, p2, p3, CGFloat(k) * dt)) }
            }
            sink.lineTo(p3)
            return
        }
        // |second difference| is linear in t, so its max over a quarter is at an end.
        func mag(_ t: CGFloat) -> CGFloat {
            let x = ax + (bx - ax) * t, y = ay + (by - ay) * t
            return (x * x + y * y).squareRoot()
        }
        var lo = mag(0)
        for j in 0..<4 {
            let hi = mag(CGFloat(j + 1) * 0.25)
            let m = max(lo, hi)
            lo = hi
            let nj = segmentCount(m / 16, 0.75, tol)
            let t0 = CGFloat(j) * 0.25
            let dt = 0.25 / CGFloat(nj)
            let last = j == 3 ? nj - 1 : nj
            if last >= 1 {
                for k in 1...last { sink.lineTo(cubicPoint(p0, p1, p2, p3, t0 + CGFloat(k) * dt)) }
            }
        }
        sink.lineTo(p3)
    }
}

extension Path {
    /// How many line segments ``flatten(transform:tolerance:into:)`` makes,
    /// counted from the same step rule without computing a point, so a
    /// caller can check a budget before the work.
    package func flattenedSegmentCount(transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.25) -> Int {
        let tol = max(tolerance, 1e-6)
        var count = 0, i = 0
        var last = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move:
                last = points[i].applying(transform); i += 1
            case .line:
                last = points[i].applying(transform); i += 1
                count += 1
            case .quad:
                let p1 = points[i].applying(transform), p2 = points[i + 1].applying(transform)
                i += 2
                let ddx = last.x - 2 * p1.x + p2.x, ddy = last.y - 2 * p1.y + p2.y
                count += Path.segmentCount((ddx * ddx + ddy * ddy).squareRoot(), 0.25, tol)
                last = p2
            case .cubic:
                let p1 = points[i].applying(transform), p2 = points[i + 1].applying(transform)
                let p3 = points[i + 2].applying(transform)
                i += 3
                count += Path.cubicSegmentCount(last, p1, p2, p3, tol)
                last = p3
            case .close:
                count += 1
            }
        }
        return count
    }

    /// `flattenCubic`'s step count: n up to 4, else the sum over its quarters.
    static func cubicSegmentCount(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ tol: CGFloat) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let n = segmentCount(max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot()), 0.75, tol)
        guard n > 4 else { return n }
        func mag(_ t: CGFloat) -> CGFloat {
            let x = ax + (bx - ax) * t, y = ay + (by - ay) * t
            return (x * x + y * y).squareRoot()
        }
        var total = 0
        for j in 0..<4 {
            total += segmentCount(max(mag(CGFloat(j) * 0.25), mag(CGFloat(j + 1) * 0.25)) / 16, 0.75, tol)
        }
        return total
    }

    /// An upper bound of the path's length: the length of its control
    /// polygon (a Bézier curve is never longer than its control points' path).
    package var controlPolygonLength: CGFloat {
        var length: CGFloat = 0, i = 0
        var last = CGPoint.zero, start = CGPoint.zero
        for verb in verbs {
            let n: Int
            switch verb {
            case .move: last = points[i]; start = last; i += 1; continue
            case .line: n = 1
            case .quad: n = 2
            case .cubic: n = 3
            case .close: length += last.distance(to: start); last = start; continue
            }
            for k in 0..<n { length += last.distance(to: points[i + k]); last = points[i + k] }
            i += n
        }
        return length
    }
}
