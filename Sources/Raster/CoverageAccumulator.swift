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
    /// `stride × rows` cells.
    let cells: UnsafeMutablePointer<Float>
    /// One bit per `chunk`-cell chunk touched, `wordsPerRow` words per row: resolving
    /// visits only touched chunks and treats the gaps as constant runs
    /// (Blend2D's bit-vector idea), so sparse rows cost what they touch.
    let touched: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    /// Pixel spans `[x0, x1)` produced by `resolveRow`, as Int32 pairs.
    let spans: UnsafeMutablePointer<Int32>
    /// One row of resolved coverage bytes.
    let coverage: UnsafeMutablePointer<UInt8>
    /// One row of shaded source pixels (premultiplied, packed RGBA).
    let colors: UnsafeMutablePointer<UInt32>
    /// One row of gradient parameters (shader scratch).
    let parameters: UnsafeMutablePointer<Float>
    /// Cells per row: `width + 2` rounded up to whole chunks, so chunk-wide
    /// vector loads and stores stay inside the row.
    let stride: Int
    /// Cells per touched-bit: small enough that edge chunks hold few pixels,
    /// large enough that the bit walk stays cheap.
    static let chunkShift = 2
    static let chunk = 1 << chunkShift

    init(width: Int, rows: Int) {
        self.width = width
        self.rows = rows
        let chunks = (width + 2 + Self.chunk - 1) / Self.chunk
        stride = chunks * Self.chunk
        cells = .allocate(capacity: stride * rows)
        cells.initialize(repeating: 0, count: stride * rows)
        wordsPerRow = (chunks + 63) / 64
        touched = .allocate(capacity: wordsPerRow * rows)
        touched.initialize(repeating: 0, count: wordsPerRow * rows)
        spans = .allocate(capacity: 2 * (chunks + 2))
        spans.initialize(repeating: 0, count: 2 * (chunks + 2))
        coverage = .allocate(capacity: stride)
        coverage.initialize(repeating: 0, count: stride)
        colors = .allocate(capacity: width + 2)
        colors.initialize(repeating: 0, count: width + 2)
        parameters = .allocate(capacity: width + 2)
        parameters.initialize(repeating: 0, count: width + 2)
    }

    deinit {
        cells.deallocate(); touched.deallocate(); spans.deallocate()
        coverage.deallocate(); colors.deallocate(); parameters.deallocate()
    }

    /// Deposits `edges` restricted to rows `top..<bottom` (canvas rows; the
    /// band holds them at index `row - top`).
    func accumulate(_ edges: UnsafeBufferPointer<Edge>, top: Int, bottom: Int, antialiased: Bool) {
        let fTop = Float(top), fBottom = Float(bottom)
        if antialiased {
            for e in edges where e.y1 > fTop && e.y0 < fBottom { depositArea(e, top: top, bottom: bottom) }
        } else {
            for e in edges where e.y1 > fTop && e.y0 < fBottom { depositSample(e, top: top, bottom: bottom) }
        }
    }

    @inline(__always)
    private func depositArea(_ e: Edge, top: Int, bottom: Int) {
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        let r0 = max(Int(e.y0), top)
        let r1 = min(Self.ceil(e.y1), bottom)
        let maxX = Float(width)
        var row = r0
        // The x where the edge enters the row; a row's exit x is the next
        // row's entry, computed once from the endpoints (not accumulated).
        let y0 = max(e.y0, Float(r0))
        var xa = y0 == e.y0 ? e.x0 : e.x0 + (y0 - e.y0) * dxdy
        xa = min(max(xa, 0), maxX)
        var ya = y0
        while row < r1 {
            let yb = min(e.y1, Float(row &+ 1))
            var xb = yb == e.y1 ? e.x1 : e.x0 + (yb - e.y0) * dxdy
            xb = min(max(xb, 0), maxX)
            if yb > ya { depositRow(row &- top, xa, xb, (yb - ya) * e.direction) }
            xa = xb; ya = yb
            row &+= 1
        }
    }

    @inline(__always)
    private func depositRow(_ r: Int, _ xa0: Float, _ xb0: Float, _ dy: Float) {
        let xa = min(xa0, xb0), xb = max(xa0, xb0)
        let line = cells + r &* stride
        let i0 = Int(xa), i1 = Int(xb)
        if i0 == i1 {
            let area = dy * (Float(i0 &+ 1) - (xa + xb) * 0.5)
            line[i0] += area
            line[i0 &+ 1] += dy - area
            mark(r, i0, i0 &+ 1)
        } else {
            let slope = dy / (xb - xa)  // height per unit of x
            let firstRight = Float(i0 &+ 1)
            let d0 = (firstRight - xa) * slope
            let a0 = d0 * (firstRight - xa) * 0.5
            line[i0] += a0
            var carry = d0 - a0
            let half = slope * 0.5
            var i = i0 &+ 1
            while i < i1 {
                line[i] += carry + half
                carry = half
                i &+= 1
            }
            let fx = Float(i1)
            let d1 = (xb - fx) * slope
            let a1 = d1 * (1 - (xb - fx) * 0.5)
            line[i1] += carry + a1
            line[i1 &+ 1] += d1 - a1
            mark(r, i0, i1 &+ 1)
        }
    }

    /// Marks the chunks holding cells `lo...hi` of band row `r` as touched.
    @inline(__always)
    private func mark(_ r: Int, _ lo: Int, _ hi: Int) {
        let row = touched + r &* wordsPerRow
        let c0 = lo &>> Self.chunkShift, c1 = hi &>> Self.chunkShift
        let w0 = c0 &>> 6, w1 = c1 &>> 6
        if w0 == w1 {
            // Bits c0...c1 of one word.
            let n = UInt64(truncatingIfNeeded: c1 &- c0 &+ 1)
            let bits: UInt64 = n >= 64 ? ~0 : ((1 &<< n) &- 1)
            row[w0] |= bits &<< UInt64(truncatingIfNeeded: c0 & 63)
        } else {
            var c = c0
            while c <= c1 {
                row[c &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: c & 63)
                c &+= 1
            }
        }
    }

    /// Aliased mode: an edge counts for a pixel when it crosses the row's
    /// centre line at or left of the pixel's centre.
    @inline(__always)
    private func depositSample(_ e: Edge, top: Int, bottom: Int) {
        let dxdy = (e.x1 - e.x0) / (e.y1 - e.y0)
        // Rows whose centre y + 0.5 lies in [y0, y1).
        let r0 = max(Self.ceil(e.y0 - 0.5), top)
        let r1 = min(Self.ceil(e.y1 - 0.5), bottom)
        var row = r0
        while row < r1 {
            let yc = Float(row) + 0.5
            let xc = e.x0 + (yc - e.y0) * dxdy
            let i = min(max(Self.ceil(xc - 0.5), 0), width)
            let r = row - top
            cells[r * stride + i] += e.direction
            mark(r, i, i)
            row += 1
        }
    }

    /// Ceiling without a libm call (edge coordinates are bounded by the canvas).
    @inline(__always)
    static func ceil(_ v: Float) -> Int {
        let t = Int(v)  // truncates toward zero
        return Float(t) < v ? t + 1 : t
    }

    @inline(__always)
    static func evenOddCoverage(_ sum: Float) -> Float {
        var a = abs(sum)
        a -= 2 * Float(Int(a * 0.5))  // a ≥ 0, so truncation is floor (no libm call)
        return a > 1 ? 2 - a : a
    }

    /// Coverage bytes of four winding sums under the non-zero rule.
    @inline(__always)
    static func nonZeroBytes(_ s: SIMD4<Float>) -> UInt32 {
        var a = unsafeBitCast(unsafeBitCast(s, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        a.replace(with: 1, where: a .> 1)
        return packBytes(a)
    }

    /// Coverage bytes of four winding sums under the even-odd rule (the same
    /// arithmetic as `evenOddCoverage`, floor done by the 2²³ rounding trick).
    @inline(__always)
    static func evenOddBytes(_ s: SIMD4<Float>) -> UInt32 {
        var a = unsafeBitCast(unsafeBitCast(s, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let h = a * 0.5
        var f = (h + 8_388_608) - 8_388_608
        f.replace(with: f - 1, where: f .> h)
        a = a - 2 * f
        a.replace(with: 2 - a, where: a .> 1)
        return packBytes(a)
    }

    /// Four values in 0...1 as rounded bytes (`roundedByte` lane by lane).
    @inline(__always)
    static func packBytes(_ c: SIMD4<Float>) -> UInt32 {
        let bits = unsafeBitCast(c * 255 + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// Turns band row `r` into coverage bytes and clears it. Returns the number
    /// of pixel spans written to `spans` (pairs x0, x1); pixels outside them
    /// have zero coverage. Inside a span, coverage may still be zero here and there.
    ///
    /// `words` limits the scan of the touched bits to the words that can be
    /// set (those of the fill's columns); all of them by default.
    func resolveRow(_ r: Int, evenOdd: Bool, words: Range<Int>? = nil) -> Int {
        let line = cells + r * stride
        let bits = touched + r * wordsPerRow
        var sum: Float = 0
        var x = 0          // first cell not yet resolved
        var open = -1      // start of the span being built, or -1
        var count = 0
        @inline(__always) func close(_ end: Int) {
            if open >= 0 {
                let e = min(end, width)
                if e > open { spans[2 * count] = Int32(open); spans[2 * count + 1] = Int32(e); count += 1 }
                open = -1
            }
        }
        @inline(__always) func begin(_ start: Int) { if open < 0 && start < width { open = start } }
        @inline(__always) func constantRun(_ from: Int, _ to: Int) {
            let c = evenOdd ? Self.evenOddCoverage(sum) : min(abs(sum), 1)
            let byte = UInt8(truncatingIfNeeded: roundedByte(c * 255))
            if byte != 0 {
                begin(from)
                // Runs start and end on chunk boundaries inside the padded row:
                // short ones (the inside of thin shapes) as word stores, long
                // ones through memset.
                let n = to &- from
                if n <= 32 {
                    let word = UInt32(byte) &* 0x0101_0101
                    var k = from
                    while k < to { UnsafeMutableRawPointer(coverage + k).storeBytes(of: word, as: UInt32.self); k &+= 4 }
                } else {
                    (coverage + from).update(repeating: byte, count: n)
                }
            } else {
                close(from)
            }
        }
        for w in words ?? 0..<wordsPerRow {
            var word = bits[w]
            if word == 0 { continue }
            bits[w] = 0
            while word != 0 {
                let cs = (w * 64 + word.trailingZeroBitCount) << Self.chunkShift
                word &= word &- 1
                let ce = cs + Self.chunk
                if cs > x { constantRun(x, cs) }
                begin(cs)
                // The chunk's four cells at once: prefix sum across lanes,
                // then coverage bytes (the padded row keeps this in bounds).
                let p = UnsafeMutableRawPointer(line + cs)
                let v = p.loadUnaligned(as: SIMD4<Float>.self)
                p.storeBytes(of: SIMD4<Float>(), as: SIMD4<Float>.self)
                var s = v + SIMD4(0, v.x, v.y, v.z)
                s = s + SIMD4(0, 0, s.x, s.y)
                s = s + SIMD4(repeating: sum)
                sum = s.w
                UnsafeMutableRawPointer(coverage + cs).storeBytes(
                    of: evenOdd ? Self.evenOddBytes(s) : Self.nonZeroBytes(s), as: UInt32.self)
                x = ce
            }
        }
        // A shape cut by the right border leaves a non-zero winding after its
        // last edge: that coverage runs on to the border.
        if x < width { constantRun(x, width) }
        close(width)
        return count
    }
}
