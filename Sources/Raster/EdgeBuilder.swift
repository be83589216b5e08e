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

struct EdgeBuilder: PolylineSink {
    var edges: [Edge] = []
    let width: Double, height: Double
    var start = CGPoint.zero, last = CGPoint.zero
    var open = false
    /// Bounds of the kept edges, in pixels (valid when `edges` is not empty).
    var minX = Float.infinity, maxX = -Float.infinity
    var minY = Float.infinity, maxY = -Float.infinity

    init(width: Int, height: Int) {
        self.width = Double(width)
        self.height = Double(height)
    }

    mutating func moveTo(_ p: CGPoint) {
        closePolyline()
        start = p; last = p; open = true
    }

    mutating func lineTo(_ p: CGPoint) {
        if !open { start = last; open = true }
        addSegment(last, p)
        last = p
    }

    mutating func closePolyline() {
        if open { addSegment(last, start); last = start }
        open = false
    }

    /// Starts a new shape: its bounds are tracked from here on.
    mutating func beginShape() {
        minX = .infinity; maxX = -.infinity
        minY = .infinity; maxY = -.infinity
    }

    /// Closes the last polyline; call once after flattening.
    mutating func finish() { closePolyline() }

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
        @inline(__always) func fixed(_ v: Double) -> Int32 {
            Int32(truncatingIfNeeded: roundedInt(v * Double(Edge.subpixels)))
        }
        let e = Edge(fx0: fixed(x0), fy0: fixed(y0), fx1: fixed(x1), fy1: fixed(y1), direction: dir > 0 ? 1 : -1)
        guard e.fy0 < e.fy1 else { return }  // flat after rounding: covers nothing
        edges.append(e)
        let scale = 1 / Float(Edge.subpixels)
        minX = min(minX, Float(min(e.fx0, e.fx1)) * scale); maxX = max(maxX, Float(max(e.fx0, e.fx1)) * scale)
        minY = min(minY, e.y0); maxY = max(maxY, e.y1)
    }
}
