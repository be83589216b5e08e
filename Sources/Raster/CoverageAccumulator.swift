/// Exact-area coverage for one band of rows, accumulation-buffer style.
///
/// Each edge deposits, in every cell it crosses, the signed area it covers to
/// the cell's right (`area`) and passes the rest of its height (`cover`) to
/// the next cell; a running sum along a row then gives each pixel's exact
/// winding-weighted coverage. Rows remember the span of cells touched, so
/// resolving and clearing a row costs only that span (sparse shapes such as
/// long thin strokes stay cheap on a wide canvas).
///
/// Every deposit is computed from an edge's own endpoints and the row index,
/// never from a previous row, so the bytes do not depend on where bands start.
@usableFromInline
final class CoverageAccumulator: @unchecked Sendable {
    let width: Int
    let rows: Int
    /// `(width + 2) × rows` cells.
    let cells: UnsafeMutablePointer<Float>
    let rowMin: UnsafeMutablePointer<Int32>
    let rowMax: UnsafeMutablePointer<Int32>
    /// One row of resolved coverage bytes.
    let coverage: UnsafeMutablePointer<UInt8>
    /// One row of shaded source pixels (premultiplied, packed RGBA).
    let colors: UnsafeMutablePointer<UInt32>
    /// One row of gradient parameters (shader scratch).
    let parameters: UnsafeMutablePointer<Float>
    var stride: Int { width + 2 }

    init(width: Int, rows: Int) {
        self.width = width
        self.rows = rows
        cells = .allocate(capacity: (width + 2) * rows)
        cells.initialize(repeating: 0, count: (width + 2) * rows)
        rowMin = .allocate(capacity: rows)
        rowMin.initialize(repeating: Int32.max, count: rows)
        rowMax = .allocate(capacity: rows)
        rowMax.initialize(repeating: -1, count: rows)
        coverage = .allocate(capacity: width + 2)
        coverage.initialize(repeating: 0, count: width + 2)
        colors = .allocate(capacity: width + 2)
        colors.initialize(repeating: 0, count: width + 2)
        parameters = .allocate(capacity: width + 2)
        parameters.initialize(repeating: 0, count: width + 2)
    }

    deinit {
        cells.deallocate(); rowMin.deallocate(); rowMax.deallocate()
        coverage.deallocate(); colors.deallocate(); parameters.deallocate()
    }

    /// Deposits `edges` restricted to rows `top..<bottom` (canvas rows; the
    /// band holds them at index `row - top`).
    func accumulate(_ edges: UnsafeBufferPointer<Edge>, top: Int, bottom: Int, antialiased: Bool) {
        let fTop = Float(top), fBottom = Float(bottom)
        for e in edges {
            if e.y1 <= fTop || e.y0 >= fBottom { continue }
            if antialiased { depositArea(e, top: top, bottom: bottom) } else { depositSample(e, top: top, bottom: bottom) }
        }
    }

    @inline(__always)
    private func depositArea(_ e: Edge, top: Int, bottom: Int) {
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        let r0 = max(Int(e.y0), top)
        let r1 = min(Int(e.y1.rounded(.up)), bottom)
        let maxX = Float(width)
        var row = r0
        while row < r1 {
            let fy = Float(row)
            let ya = max(e.y0, fy), yb = min(e.y1, fy + 1)
            if yb > ya {
                var xa = ya == e.y0 ? e.x0 : e.x0 + (ya - e.y0) * dxdy
                var xb = yb == e.y1 ? e.x1 : e.x0 + (yb - e.y0) * dxdy
                xa = min(max(xa, 0), maxX); xb = min(max(xb, 0), maxX)
                depositRow(row - top, xa, xb, (yb - ya) * e.direction)
            }
            row += 1
        }
    }

    @inline(__always)
    private func depositRow(_ r: Int, _ xa0: Float, _ xb0: Float, _ dy: Float) {
        let xa = min(xa0, xb0), xb = max(xa0, xb0)
        let line = cells + r * stride
        let i0 = Int(xa), i1 = Int(xb)
        if i0 == i1 {
            let area = dy * (Float(i0 + 1) - (xa + xb) * 0.5)
            line[i0] += area
            line[i0 + 1] += dy - area
        } else {
            let slope = dy / (xb - xa)  // height per unit of x
            let firstRight = Float(i0 + 1)
            let d0 = (firstRight - xa) * slope
            let a0 = d0 * (firstRight - xa) * 0.5
            line[i0] += a0
            var carry = d0 - a0
            let half = slope * 0.5
            var i = i0 + 1
            while i < i1 {
                line[i] += carry + half
                carry = half
                i += 1
            }
            let fx = Float(i1)
            let d1 = (xb - fx) * slope
            let a1 = d1 * (1 - (xb - fx) * 0.5)
            line[i1] += carry + a1
            line[i1 + 1] += d1 - a1
        }
        if Int32(i0) < rowMin[r] { rowMin[r] = Int32(i0) }
        if Int32(i1 + 1) > rowMax[r] { rowMax[r] = Int32(i1 + 1) }
    }

    /// Aliased mode: an edge counts for a pixel when it crosses the row's
    /// centre line at or left of the pixel's centre.
    @inline(__always)
    private func depositSample(_ e: Edge, top: Int, bottom: Int) {
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        // Rows whose centre y + 0.5 lies in [y0, y1).
        let r0 = max(Int((e.y0 - 0.5).rounded(.up)), top)
        let r1 = min(Int((e.y1 - 0.5).rounded(.up)), bottom)
        var row = r0
        while row < r1 {
            let yc = Float(row) + 0.5
            let xc = e.x0 + (yc - e.y0) * dxdy
            let i = min(max(Int((xc - 0.5).rounded(.up)), 0), width)
            let r = row - top
            cells[r * stride + i] += e.direction
            if Int32(i) < rowMin[r] { rowMin[r] = Int32(i) }
            if Int32(i + 1) > rowMax[r] { rowMax[r] = Int32(i + 1) }
            row += 1
        }
    }

    @inline(__always)
    static func evenOddCoverage(_ sum: Float) -> Float {
        var a = abs(sum)
        a -= 2 * (a * 0.5).rounded(.down)
        return a > 1 ? 2 - a : a
    }

    /// Turns band row `r` into coverage bytes and clears it. Returns the pixel
    /// span `x0..<x1` written to `coverage` (empty when nothing was touched).
    func resolveRow(_ r: Int, evenOdd: Bool) -> (x0: Int, x1: Int) {
        let lo = Int(rowMin[r]), hi = Int(rowMax[r])
        guard hi >= lo else { return (0, 0) }
        rowMin[r] = Int32.max; rowMax[r] = -1
        let line = cells + r * stride
        let end = min(hi, width - 1)
        var sum: Float = 0
        var i = lo
        if evenOdd {
            while i <= end {
                sum += line[i]; line[i] = 0
                let c = Self.evenOddCoverage(sum)
                coverage[i] = UInt8(truncatingIfNeeded: UInt32(c * 255 + 0.5))
                i += 1
            }
        } else {
            while i <= end {
                sum += line[i]; line[i] = 0
                let c = min(abs(sum), 1)
                coverage[i] = UInt8(truncatingIfNeeded: UInt32(c * 255 + 0.5))
                i += 1
            }
        }
        while i <= hi { line[i] = 0; i += 1 }
        // A shape cut by the right border leaves a non-zero winding after its
        // last edge: that coverage runs on to the border.
        let tail = evenOdd ? Self.evenOddCoverage(sum) : min(abs(sum), 1)
        let byte = UInt8(truncatingIfNeeded: UInt32(tail * 255 + 0.5))
        if byte != 0 && end + 1 < width {
            (coverage + end + 1).update(repeating: byte, count: width - end - 1)
            return (lo, width)
        }
        return (lo, end + 1)
    }
}
