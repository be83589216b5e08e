import Foundation
import Geometry

/// One line segment of a fill outline in device pixels, stored top to bottom
/// (`y0 < y1`) with the winding `direction` it had (+1 downwards, -1 upwards).
///
/// Coordinates are 24.8 fixed point (`subpixels` per pixel), rounded once when
/// the edge is built: the accumulator then finds cells and areas with integer
/// shifts and exact integer interpolation instead of range-checked float
/// conversions, and every number it derives is a pure function of the edge
/// and the row. Shared vertices round identically, so outlines stay closed.
struct Edge: Sendable {
    /// Fixed-point coordinates (`subpixels` units).
    var fx0: Int32, fy0: Int32, fx1: Int32, fy1: Int32
    var direction: Int32

    static let subpixelShift: Int32 = 8
    static let subpixels: Int32 = 1 << subpixelShift

    /// Top and bottom in pixels (exact: the fixed-point values scaled).
    var y0: Float { Float(fy0) * (1 / Float(Edge.subpixels)) }
    var y1: Float { Float(fy1) * (1 / Float(Edge.subpixels)) }
}

/// Collects the flattened polylines of a path as edges clipped to a canvas.
///
/// Clipping keeps every pixel's winding exact: parts above or below the canvas
/// and parts right of it are dropped (they never change a visible pixel, since
/// coverage accumulates left to right), parts left of it become vertical edges
/// on x = 0, which carry the same winding into the canvas. Every polyline is
/// closed back to its start, as filling requires.
///
/// Most segments lie inside the canvas, so each point is checked and rounded
/// to fixed point once as it arrives (`Vertex`), and a segment between two
/// inside points becomes an edge straight from those integers; only the rest
/// take the clipping path, which rounds the same way.
struct EdgeBuilder: PolylineSink {
    private(set) var edges = EdgeList()
    let width: Double, height: Double
    var start = CGPoint.zero, last = CGPoint.zero
    /// `start` and `last` as `vertex(_:)` gives them (the origin is inside).
    private var startVertex = Vertex(fx: 0, fy: 0, inside: true), lastVertex = Vertex(fx: 0, fy: 0, inside: true)
    var open = false
    /// Fixed-point bounds of the edges kept since `beginShape()`
    /// (valid when there are some).
    private var minFX = Int32.max, maxFX = Int32.min
    private var minFY = Int32.max, maxFY = Int32.min

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
    }

    /// A point as the fast path needs it: rounded to fixed point, and
    /// whether it lies in the canvas (false for non-finite points).
    private struct Vertex {
        var fx: Int32, fy: Int32
        var inside: Bool
    }

    @inline(__always) private func vertex(_ p: CGPoint) -> Vertex {
        let inside = p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height
        // Only inside points are used as rounded, so the range is safe.
        return inside ? Vertex(fx: Self.fixed(p.x), fy: Self.fixed(p.y), inside: true) : Vertex(fx: 0, fy: 0, inside: false)
    }

    /// The one rounding to 24.8 fixed point; callers keep `v` within the canvas.
    @inline(__always) private static func fixed(_ v: Double) -> Int32 {
        Int32(truncatingIfNeeded: roundedInt(v * Double(Edge.subpixels)))
    }

    mutating func moveTo(_ p: CGPoint) {
        closePolyline()
        start = p; last = p; open = true
        startVertex = vertex(p); lastVertex = startVertex
    }

    // Inlined into the flattening loops, where nearly every edge comes from.
    @inline(__always) mutating func lineTo(_ p: CGPoint) {
        if !open { start = last; startVertex = lastVertex; open = true }
        let v = vertex(p)
        segment(last, lastVertex, p, v)
        last = p; lastVertex = v
    }

    mutating func closePolyline() {
        if open {
            segment(last, lastVertex, start, startVertex)
            last = start; lastVertex = startVertex
        }
        open = false
    }

    /// Starts a new shape: its bounds are tracked from here on.
    mutating func beginShape() {
        minFX = .max; maxFX = .min
        minFY = .max; maxFY = .min
    }

    /// Closes the last polyline; call once after flattening.
    mutating func finish() { closePolyline() }

    /// Rows the edges kept since `beginShape()` reach; call only when there are some.
    var shapeRows: Range<Int> {
        Int(minFY >> Edge.subpixelShift)..<Int((maxFY + Edge.subpixels - 1) >> Edge.subpixelShift)
    }

    /// Columns holding those edges' leftmost and rightmost points (same condition).
    var shapeColumns: ClosedRange<Int> {
        Int(minFX >> Edge.subpixelShift)...Int(maxFX >> Edge.subpixelShift)
    }

    @inline(__always) private mutating func segment(_ a: CGPoint, _ va: Vertex, _ b: CGPoint, _ vb: Vertex) {
        if va.inside && vb.inside {
            // What `addSegment` makes of it: rounding is monotonic, so ordering
            // by the rounded ends and dropping equal ones keeps the same edges.
            if va.fy < vb.fy {
                push(Edge(fx0: va.fx, fy0: va.fy, fx1: vb.fx, fy1: vb.fy, direction: 1))
            } else if va.fy > vb.fy {
                push(Edge(fx0: vb.fx, fy0: vb.fy, fx1: va.fx, fy1: va.fy, direction: -1))
            }
        } else {
            addSegment(a, b)
        }
    }

    mutating func addSegment(_ a: CGPoint, _ b: CGPoint) {
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, a.y != b.y else { return }
        var x0 = Double(a.x), y0 = Double(a.y), x1 = Double(b.x), y1 = Double(b.y)
        var dir: Float = 1
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1); dir = -1 }
        if y1 <= 0 || y0 >= height { return }
        // Clip vertically first so every later number is bounded by the canvas.
        if y0 < 0 { x0 += (0 - y0) * (x1 - x0) / (y1 - y0); y0 = 0 }
        if y1 > height { x1 = x0 + (height - y0) * (x1 - x0) / (y1 - y0); y1 = height }
        if y0 >= y1 { return }
        // Split at x = 0 and x = width, clamp the left part, drop the right part.
        let w = width
        if x0 >= 0 && x1 >= 0 && x0 <= w && x1 <= w { push(x0, y0, x1, y1, dir); return }  // the usual case
        if x0 <= 0 && x1 <= 0 { push(0, y0, 0, y1, dir); return }
        if x0 >= w && x1 >= w { return }
        var ys: (Double, Double, Double) = (y0, y0, y0)  // up to two split points
        var splits = 0
        func cross(_ xc: Double) -> Double { y0 + (xc - x0) * (y1 - y0) / (x1 - x0) }
        if (x0 < 0) != (x1 < 0) { ys.0 = cross(0); splits = 1 }
        if (x0 > w) != (x1 > w) {
            let yc = cross(w)
            if splits == 0 { ys.0 = yc } else { ys.1 = yc; if ys.1 < ys.0 { swap(&ys.0, &ys.1) } }
            splits += 1
        }
        var ya = y0, xa = x0
        for k in 0...splits {
            let yb = k == splits ? y1 : (k == 0 ? ys.0 : ys.1)
            let xb = k == splits ? x1 : x0 + (yb - y0) * (x1 - x0) / (y1 - y0)
            if yb > ya {
                let mid = (xa + xb) * 0.5
                if mid < 0 { push(0, ya, 0, yb, dir) } else if mid <= w {
                    push(min(max(xa, 0), w), ya, min(max(xb, 0), w), yb, dir)
                }
            }
            ya = yb; xa = xb
        }
    }

    mutating func push(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ dir: Float) {
        // Every value is within the canvas here, far inside `roundedInt`'s range.
        let e = Edge(fx0: Self.fixed(x0), fy0: Self.fixed(y0), fx1: Self.fixed(x1), fy1: Self.fixed(y1),
                     direction: dir > 0 ? 1 : -1)
        guard e.fy0 < e.fy1 else { return }  // flat after rounding: covers nothing
        push(e)
    }

    @inline(__always) private mutating func push(_ e: Edge) {
        edges.append(e)
        minFX = min(minFX, min(e.fx0, e.fx1)); maxFX = max(maxFX, max(e.fx0, e.fx1))
        minFY = min(minFY, e.fy0); maxFY = max(maxFY, e.fy1)
    }

    /// Forgets the edges, keeping their memory.
    mutating func removeAllEdges() { edges.removeAll() }

    /// Drops the last `n` edges (bounds are left as they were).
    mutating func removeLastEdges(_ n: Int) { edges.removeLast(n) }
}
