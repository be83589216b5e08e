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
///
/// Cells hold integers: twice the area in subpixel² units, so a fully covered
/// pixel is `fullCell` (2·256²). Integer sums are exact, so a row returns to
/// exactly zero past a closed shape, and no float-to-int conversion (with its
/// range checks) is needed to find a cell.
@usableFromInline
final class CoverageAccumulator: @unchecked Sendable {
    let width: Int
    let rows: Int
    /// `stride × rows` cells.
    let cells: UnsafeMutablePointer<Int32>
    /// One bit per `chunk`-cell chunk touched, `wordsPerRow` words per row: resolving
    /// visits only touched chunks and treats the gaps as constant runs
    /// (Blend2D's bit-vector idea), so sparse rows cost what they touch.
    let touched: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    /// Pixel spans `[x0, x1)` produced by `resolveRow`, as Int32 pairs.
    let spans: UnsafeMutablePointer<Int32>
    /// One row of resolved coverage bytes, with `runSlack` bytes beyond the
    /// padded row for the 16-byte stores of constant runs.
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
    static let runSlack = 16
    /// A fully covered cell: twice a pixel's area in subpixel² units.
    static let fullCell: Int32 = 2 << (2 * Edge.subpixelShift)

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
        coverage = .allocate(capacity: stride + Self.runSlack)
        coverage.initialize(repeating: 0, count: stride + Self.runSlack)
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
        let yTop = Int32(truncatingIfNeeded: top) << Edge.subpixelShift
        let yBottom = Int32(truncatingIfNeeded: bottom) << Edge.subpixelShift
        let band = Band(cells: cells, stride: stride, touched: touched, wordsPerRow: wordsPerRow)
        if antialiased {
            for e in edges where e.fy1 > yTop && e.fy0 < yBottom { band.depositArea(e, top: top, bottom: bottom) }
        } else {
            for e in edges where e.fy1 > yTop && e.fy0 < yBottom { depositSample(e, top: top, bottom: bottom) }
        }
    }
}

/// The accumulator's buffers as plain values for the deposit loops: the
/// compiler cannot keep class fields in registers across stores through
/// the cell pointers (they might alias), so it would reload them every row.
private struct Band {
    let cells: UnsafeMutablePointer<Int32>
    let stride: Int
    let touched: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int

    @inline(__always)
    func depositArea(_ e: Edge, top: Int, bottom: Int) {
        let shift = Int(Edge.subpixelShift)
        let x0 = Int(e.fx0), y0 = Int(e.fy0), y1 = Int(e.fy1)
        let r0 = max(y0 &>> shift, top)
        let r1 = min((y1 &+ Int(Edge.subpixels) &- 1) &>> shift, bottom)
        let dir = Int(e.direction)
        // The x where the edge crosses a row boundary comes from the endpoints
        // alone (one multiply, rounded to a subpixel), never from the previous
        // row, so it does not matter in which band a row is deposited.
        let slope = Double(Int(e.fx1) &- x0) / Double(y1 &- y0)
        var ya = max(y0, r0 &<< shift)
        var xa = ya == y0 ? x0 : x0 &+ roundedInt(Double(ya &- y0) * slope)
        var row = r0
        var line = cells + (r0 &- top) &* stride, bits = touched + (r0 &- top) &* wordsPerRow
        // Rows before the last end on a row boundary strictly inside the edge.
        while row < r1 &- 1 {
            let yb = (row &+ 1) &<< shift
            let xb = x0 &+ roundedInt(Double(yb &- y0) * slope)
            Self.depositRow(line, bits, xa, xb, (yb &- ya) &* dir)
            xa = xb; ya = yb
            row &+= 1
            line += stride; bits += wordsPerRow
        }
        let yb = min(y1, r1 &<< shift)
        let xb = yb == y1 ? Int(e.fx1) : x0 &+ roundedInt(Double(yb &- y0) * slope)
        Self.depositRow(line, bits, xa, xb, (yb &- ya) &* dir)
    }

    /// Deposits the part of an edge inside one row: from x `xa` to `xb`
    /// (subpixels) over a height of `dy` subpixels, negated for an upward
    /// edge (every deposit is linear in the height, so it carries the winding).
    @inline(__always)
    static func depositRow(_ line: UnsafeMutablePointer<Int32>, _ bits: UnsafeMutablePointer<UInt64>,
                                   _ xa: Int, _ xb: Int, _ dy: Int) {
        let shift = Int(Edge.subpixelShift), one = Int(Edge.subpixels), mask = one &- 1
        let lo = min(xa, xb), hi = max(xa, xb)
        let i0 = lo &>> shift, i1 = hi &>> shift
        @inline(__always) func add(_ i: Int, _ v: Int) { line[i] &+= Int32(truncatingIfNeeded: v) }
        if i0 == i1 {
            // Twice the trapezoid right of the segment; the rest of the
            // row's height goes to the next cell.
            let a = dy &* (2 &* one &- (lo & mask) &- (hi & mask))
            add(i0, a)
            add(i0 &+ 1, dy &* 2 &* one &- a)
            mark(bits, i0, i0 &+ 1)
        } else {
            // Heights at the cell borders the segment crosses, from a 32.32
            // slope: cumulative, so they sum to exactly `dy` (signed, like
            // every height here: negative for upward edges).
            let slope = roundedInt(Double(dy &<< 32) / Double(hi &- lo))
            let e0 = one &- (lo & mask)  // width of the segment in its first cell
            var t = e0 &* slope
            var prev = t &>> 32
            add(i0, prev &* e0)
            var carry = prev &* (2 &* one &- e0)
            let step = slope &<< shift
            var i = i0 &+ 1
            while i < i1 {
                t &+= step
                let h = (t &>> 32) &- prev
                prev &+= h
                add(i, carry &+ h &* one)
                carry = h &* one
                i &+= 1
            }
            let h1 = dy &- prev, e1 = hi & mask
            add(i1, carry &+ h1 &* (2 &* one &- e1))
            add(i1 &+ 1, h1 &* e1)
            mark(bits, i0, i1 &+ 1)
        }
    }

    /// Marks the chunks holding cells `lo...hi` of a row as touched.
    @inline(__always)
    static func mark(_ row: UnsafeMutablePointer<UInt64>, _ lo: Int, _ hi: Int) {
        let c0 = lo &>> CoverageAccumulator.chunkShift, c1 = hi &>> CoverageAccumulator.chunkShift
        let w0 = c0 &>> 6, w1 = c1 &>> 6
        if w0 == w1 {
            // Bits c0...c1 of one word.
            // (2 << 63) wraps to 0, so a full word needs no special case.
            let bits = (2 &<< UInt64(truncatingIfNeeded: c1 &- c0)) &- 1 as UInt64
            row[w0] |= bits &<< UInt64(truncatingIfNeeded: c0)
        } else {
            var c = c0
            while c <= c1 {
                row[c &>> 6] |= 1 &<< UInt64(truncatingIfNeeded: c & 63)
                c &+= 1
            }
        }
    }

}

extension CoverageAccumulator {
    /// Aliased mode: an edge counts for a pixel when it crosses the row's
    /// centre line at or left of the pixel's centre.
    @inline(__always)
    private func depositSample(_ e: Edge, top: Int, bottom: Int) {
        let shift = Int(Edge.subpixelShift), half = Int(Edge.subpixels) / 2
        let x0 = Int(e.fx0), y0 = Int(e.fy0), y1 = Int(e.fy1)
        let slope = Double(Int(e.fx1) &- x0) / Double(y1 &- y0)
        // Rows whose centre lies in [y0, y1).
        let r0 = max((y0 &+ half &- 1) &>> shift, top)
        let r1 = min((y1 &+ half &- 1) &>> shift, bottom)
        var row = r0
        while row < r1 {
            let yc = row &<< shift &+ half
            let xc = Double(x0) + Double(yc &- y0) * slope
            // First pixel whose centre is at or right of xc.
            let i = min(max(Self.ceil(Float((xc - Double(half)) / Double(Edge.subpixels))), 0), width)
            let r = row &- top
            cells[r &* stride &+ i] &+= Self.fullCell &* e.direction
            Band.mark(touched + r &* wordsPerRow, i, i)
            row &+= 1
        }
    }

    /// Ceiling without a libm call (edge coordinates are bounded by the canvas).
    @inline(__always)
    static func ceil(_ v: Float) -> Int {
        let t = Int(v)  // truncates toward zero
        return Float(t) < v ? t + 1 : t
    }

    /// Coverage byte of one winding sum (cell units) under the fill rule:
    /// non-zero clamps |sum| to a full cell, even-odd folds it with period 2.
    @inline(__always)
    static func coverageByte(_ sum: Int32, evenOdd: Bool) -> UInt32 {
        var a = sum.magnitude
        if evenOdd {
            a &= 2 &* UInt32(fullCell) &- 1
            if a > UInt32(fullCell) { a = 2 &* UInt32(fullCell) &- a }
        } else {
            a = min(a, UInt32(fullCell))
        }
        return (a &<< 8 &- a &+ UInt32(fullCell) / 2) &>> (2 * Edge.subpixelShift + 1)
    }

    /// Coverage bytes of four winding sums under the non-zero rule. SSE2 has
    /// no 32-bit integer abs or min, so the sums go through floats: exact up
    /// to 2²⁴ (128 full cells), and larger ones are clamped to full anyway.
    @inline(__always)
    static func nonZeroBytes(_ s: SIMD4<Int32>) -> UInt32 {
        var a = SIMD4<Float>(s)
        a = unsafeBitCast(unsafeBitCast(a, to: SIMD4<UInt32>.self) & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let full = Float(fullCell)
        a.replace(with: full, where: a .> full)
        // round(a·255 / full) by the 1.5·2²³ trick (see `roundedByte`).
        let bits = unsafeBitCast(a * (255 / full) + 12_582_912, to: SIMD4<UInt32>.self) & 0xFF
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: bits), to: UInt32.self)
    }

    /// Coverage bytes of four winding sums under the even-odd rule.
    @inline(__always)
    static func evenOddBytes(_ s: SIMD4<Int32>) -> UInt32 {
        let m = s &>> 31
        var a = ((s ^ m) &- m) & (2 &* fullCell &- 1)
        a.replace(with: 2 &* fullCell &- a, where: a .> fullCell)
        return packBytes(a)
    }

    /// Four cell values in 0...fullCell as bytes, rounded to nearest:
    /// (a·255 + full/2) / full, the multiply done as a shift and a subtract.
    @inline(__always)
    static func packBytes(_ a: SIMD4<Int32>) -> UInt32 {
        let b = ((a &<< 8) &- a &+ fullCell / 2) &>> (2 * Edge.subpixelShift + 1)
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: b), to: UInt32.self)
    }

    /// Turns band row `r` into coverage bytes and clears it. Returns the number
    /// of pixel spans written to `spans` (pairs x0, x1); pixels outside them
    /// have zero coverage. Inside a span, coverage may still be zero here and there.
    ///
    /// `words` limits the scan of the touched bits to the words that can be
    /// set (those of the fill's columns); all of them by default.
    func resolveRow(_ r: Int, evenOdd: Bool, words: Range<Int>? = nil) -> Int {
        // Two copies of the loop, one per fill rule, so the rule is not
        // tested again for every chunk.
        evenOdd ? resolve(r, EvenOddRule.self, words: words) : resolve(r, NonZeroRule.self, words: words)
    }

    private func resolve<Rule: FillRuleKind>(_ r: Int, _: Rule.Type, words: Range<Int>?) -> Int {
        let evenOdd = Rule.evenOdd
        let line = cells + r &* stride
        let bits = touched + r &* wordsPerRow
        var sum = SIMD4<Int32>()  // the running winding sum, in every lane
        var x = 0          // first cell not yet resolved
        var open = -1      // start of the span being built, or -1
        var count = 0
        @inline(__always) func close(_ end: Int) {
            if open >= 0 {
                let e = min(end, width)
                if e > open {
                    spans[2 &* count] = Int32(truncatingIfNeeded: open)
                    spans[2 &* count &+ 1] = Int32(truncatingIfNeeded: e)
                    count &+= 1
                }
                open = -1
            }
        }
        @inline(__always) func begin(_ start: Int) { if open < 0 && start < width { open = start } }
        @inline(__always) func constantRun(_ from: Int, _ to: Int) {
            let byte = sum.x == 0 ? 0 : UInt8(truncatingIfNeeded: Self.coverageByte(sum.x, evenOdd: evenOdd))
            if byte != 0 {
                begin(from)
                // Short runs (the inside of thin shapes) as 16-byte stores that
                // may overshoot `to` by up to 12 bytes: those bytes are either
                // written again further right or lie outside every span. Long
                // runs through memset.
                let n = to &- from
                if n <= 64 {
                    let bytes = SIMD16<UInt8>(repeating: byte)
                    var k = from
                    repeat {
                        UnsafeMutableRawPointer(coverage + k).storeBytes(of: bytes, as: SIMD16<UInt8>.self)
                        k &+= 16
                    } while k < to
                } else {
                    (coverage + from).update(repeating: byte, count: n)
                }
            } else {
                close(from)
            }
        }
        let scan = words ?? 0..<wordsPerRow
        var wp = bits + scan.lowerBound
        let wEnd = bits + scan.upperBound
        while wp < wEnd {
            // Most words of a thin shape's row are empty: skip them in a tight loop.
            var word = wp.pointee
            if word == 0 { wp += 1; continue }
            wp.pointee = 0
            let base = (wp - bits) &* 64
            wp += 1
            while word != 0 {
                let cs = (base &+ word.trailingZeroBitCount) &<< Self.chunkShift
                word &= word &- 1
                let ce = cs &+ Self.chunk
                if cs > x { constantRun(x, cs) }
                begin(cs)
                // The chunk's four cells at once: prefix sum across lanes,
                // then coverage bytes (the padded row keeps this in bounds).
                let p = UnsafeMutableRawPointer(line + cs)
                let v = p.loadUnaligned(as: SIMD4<Int32>.self)
                p.storeBytes(of: SIMD4<Int32>(), as: SIMD4<Int32>.self)
                // Shifting each 64-bit half up by one lane gives the pairwise
                // sums (x, x+y, z, z+w) in one shift and one add; lane 1 then
                // carries into lanes 2 and 3.
                let up = unsafeBitCast(unsafeBitCast(v, to: SIMD2<UInt64>.self) &<< 32, to: SIMD4<Int32>.self)
                var s = v &+ up
                s = s &+ (SIMD4(repeating: s.y) & SIMD4(0, 0, -1, -1))
                s = s &+ sum
                sum = SIMD4(repeating: s.w)
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

/// A fill rule as a type, so the resolve loop is specialised per rule.
protocol FillRuleKind { static var evenOdd: Bool { get } }
enum NonZeroRule: FillRuleKind { static var evenOdd: Bool { false } }
enum EvenOddRule: FillRuleKind { static var evenOdd: Bool { true } }
