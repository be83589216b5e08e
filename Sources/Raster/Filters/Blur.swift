// A Gaussian blur approximated by three successive box blurs in each
// direction, as SVG 1.1 specifies for feGaussianBlur: for standard deviation
// s, d = floor(s · 3·√(2π) / 4 + 0.5); an odd d gives three centred boxes of
// width d, an even d two boxes of width d (one shifted half a pixel left,
// one right) and a centred box of width d + 1. Three boxes are within a few
// percent of the Gaussian and cost the same for any radius (a sliding sum),
// where a true Gaussian kernel costs 6σ taps a pixel.
//
// σ here is in pixels; what a SwiftUI radius means is the caller's decision
// (SwiftUICore's `BoundFilter.sigma`).
//
// Sums are exact integers and every pixel's result depends only on its own
// row (horizontal pass) or column (vertical pass), so the bytes are the same
// for any thread count. Rows are blurred in parallel chunks; columns in
// parallel strips a few pixels wide, gathered row by row into contiguous
// lines so memory is read along rows (cache-friendly), not down columns.
// Boxes up to 256 wide (σ up to about 136 pixels) run sixteen lines at a
// time instead, one per vector lane (`LaneBlur`), with the same sums and
// the same rounded means, so the same bytes.

/// The three-box approximation of a Gaussian blur of standard deviation σ
/// pixels (the SVG 1.1 feGaussianBlur construction).
package struct GaussianBlur: Sendable, Hashable {
    /// The box width d; 0 or 1 means no blur.
    package let boxWidth: Int

    /// Widest box: keeps the reciprocal division exact (see `BoxDivisor`).
    static let maxBoxWidth = 4095

    /// The blur of standard deviation `sigma` pixels (non-finite or ≤ 0: none).
    package init(sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { boxWidth = 0; return }
        let d = (sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)
        boxWidth = Int(min(d, Double(Self.maxBoxWidth)))
    }

    /// True when the blur changes nothing.
    package var isIdentity: Bool { boxWidth <= 1 }

    /// How far (pixels) the blur can spread a pixel: no pixel farther than
    /// this from every non-transparent pixel changes.
    package var reach: Int { isIdentity ? 0 : 3 * (boxWidth / 2) + 1 }

    /// (left, right) extents of the three passes.
    var passes: [(left: Int, right: Int)] {
        let h = boxWidth / 2
        if boxWidth % 2 == 1 { return [(h, h), (h, h), (h, h)] }
        return [(h, h - 1), (h - 1, h), (h, h)]
    }

    /// Slots beyond each end of a line the passes read.
    var pad: Int { boxWidth / 2 + 1 }
}

/// What a blur sees beyond the edges of the pixels it blurs.
package enum BlurEdges: Sendable, Hashable {
    /// Transparent black: content fades out at the edges.
    case transparent
    /// The nearest edge pixel, repeated outwards.
    case extend
}

extension Pixmap {
    /// Blurs this pixmap in place (premultiplied channels blurred alike),
    /// on up to `threads` threads; the bytes do not depend on `threads`.
    /// With transparent edges only the area within `blur.reach` of
    /// non-transparent pixels is computed (the rest stays transparent).
    /// A result met before comes from `resources`.
    package func blur(_ blur: GaussianBlur, edges: BlurEdges = .transparent, threads: Int = 1,
                      resources: RenderResources = .shared) {
        resources.filters.apply(.blur(blur, edges), to: self) {
            let words = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: width * height)
            BlurPlane(base: words, width: width, height: height).blur(blur, edges: edges, threads: threads)
        }
    }
}

/// Pixel formats the blur handles: `channels` 8-bit lanes per element.
protocol BlurPixel {
    static var channels: Int { get }
    var isTransparent: Bool { get }
    /// Writes the element's lanes to `to[0..<channels]`.
    static func unpack(_ p: Self, _ to: UnsafeMutablePointer<Int32>)
    static func pack(_ v: UnsafePointer<Int32>) -> Self
}

extension UInt32: BlurPixel {
    static var channels: Int { 4 }
    var isTransparent: Bool { self >> 24 == 0 }
    @inline(__always) static func unpack(_ p: UInt32, _ to: UnsafeMutablePointer<Int32>) {
        to[0] = Int32(p & 255); to[1] = Int32(p >> 8 & 255); to[2] = Int32(p >> 16 & 255); to[3] = Int32(p >> 24)
    }
    @inline(__always) static func pack(_ v: UnsafePointer<Int32>) -> UInt32 {
        UInt32(v[0]) | UInt32(v[1]) << 8 | UInt32(v[2]) << 16 | UInt32(v[3]) << 24
    }
}

extension UInt8: BlurPixel {
    static var channels: Int { 1 }
    var isTransparent: Bool { self == 0 }
    @inline(__always) static func unpack(_ p: UInt8, _ to: UnsafeMutablePointer<Int32>) { to[0] = Int32(p) }
    @inline(__always) static func pack(_ v: UnsafePointer<Int32>) -> UInt8 { UInt8(truncatingIfNeeded: v[0]) }
}

/// Exact rounded division of a box sum by the box size through one multiply:
/// with m = ⌈2³²/d⌉ and e = m·d − 2³² < d, ⌊n·m / 2³²⌋ = ⌊n/d⌋ whenever
/// n·e < 2³², which holds for every box sum (n < 256·d) when d < 4096.
struct BoxDivisor {
    let size: Int32, half: Int32, multiplier: UInt64

    init(size: Int) {
        assert(size > 0 && size <= GaussianBlur.maxBoxWidth + 1, "box size \(size) out of range")
        self.size = Int32(size)
        half = Int32(size / 2)
        multiplier = ((1 << 32) + UInt64(size) - 1) / UInt64(size)
    }

    /// round(sum / size), halves rounding up.
    @inline(__always) func mean(_ sum: Int32) -> Int32 {
        assert(sum >= 0 && sum <= 255 * size, "box sum \(sum) outside 0...255·\(size)")
        return Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum &+ half)) &* multiplier) >> 32)
    }
}

/// A rectangle of elements to blur in place, rows `width` elements apart.
struct BlurPlane<P: BlurPixel>: @unchecked Sendable {
    let base: UnsafeMutablePointer<P>
    let width: Int
    let height: Int

    /// Rows a horizontal work item blurs.
    static var rowChunk: Int { 16 }
    /// Columns a vertical work item gathers at once (a cache line of elements).
    static var stripWidth: Int { 64 / MemoryLayout<P>.stride }

    func blur(_ blur: GaussianBlur, edges: BlurEdges, threads: Int) {
        guard !blur.isIdentity, width > 0, height > 0 else { return }
        let extend = edges == .extend
        let region: (x0: Int, y0: Int, x1: Int, y1: Int)
        let inkRows: ClosedRange<Int>
        if extend {
            region = (0, 0, width - 1, height - 1)
            inkRows = 0...(height - 1)
        } else {
            guard let ink = inkBounds() else { return }
            let r = blur.reach
            region = (max(0, ink.x0 - r), max(0, ink.y0 - r), min(width - 1, ink.x1 + r), min(height - 1, ink.y1 + r))
            inkRows = ink.y0...ink.y1
        }
        let bytes = UnsafeMutableRawPointer(base).assumingMemoryBound(to: UInt8.self)
        if let lanes = LaneBlur(base: bytes, rowBytes: width * MemoryLayout<P>.stride, channels: P.channels,
                                blur: blur, extend: extend) {
            lanes.run(x0: region.x0, x1: region.x1, y0: region.y0, y1: region.y1, inkRows: inkRows, threads: threads)
            return
        }
        let steps = blur.passes.map { (BoxDivisor(size: $0.left + $0.right + 1), $0.left, $0.right) }
        let pad = blur.pad
        let self_ = self
        // Rows: only those holding ink have anything to spread sideways.
        let rowN = region.x1 - region.x0 + 1
        let rowItems = (inkRows.count + Self.rowChunk - 1) / Self.rowChunk
        RasterContext.run(workers: min(threads, rowItems), items: rowItems, chunk: 1) { item, _ in
            let lines = BlurLines<P>(channels: P.channels, length: rowN, pad: pad, count: 1)
            defer { lines.deallocate() }
            let y0 = inkRows.lowerBound + item * Self.rowChunk
            for y in y0..<min(y0 + Self.rowChunk, inkRows.upperBound + 1) {
                let row = self_.base + y * self_.width + region.x0
                lines.gather(row, stride: 1, line: 0)
                lines.blur(line: 0, steps: steps, extend: extend)
                lines.scatter(row, stride: 1, line: 0)
            }
        }
        // Columns, in strips gathered row by row.
        let colN = region.y1 - region.y0 + 1
        let columns = rowN, strip = Self.stripWidth
        let stripItems = (columns + strip - 1) / strip
        RasterContext.run(workers: min(threads, stripItems), items: stripItems, chunk: 1) { item, _ in
            let x0 = region.x0 + item * strip, n = min(strip, region.x1 + 1 - x0)
            let lines = BlurLines<P>(channels: P.channels, length: colN, pad: pad, count: n)
            defer { lines.deallocate() }
            self_.gatherColumns(x0: x0, count: n, y0: region.y0, rows: colN, into: lines)
            for k in 0..<n { lines.blur(line: k, steps: steps, extend: extend) }
            self_.scatterColumns(x0: x0, count: n, y0: region.y0, rows: colN, from: lines)
        }
    }

    /// Columns x0..<x0+count, rows y0..<y0+rows, one line per column, read
    /// a row at a time.
    private func gatherColumns(x0: Int, count: Int, y0: Int, rows: Int, into lines: BlurLines<P>) {
        assert(x0 >= 0 && x0 + count <= width && y0 >= 0 && y0 + rows <= height, "strip outside the plane")
        for i in 0..<rows {
            let row = base + (y0 + i) * width + x0
            for k in 0..<count { P.unpack(row[k], lines.slot(line: k, index: i)) }
        }
    }

    private func scatterColumns(x0: Int, count: Int, y0: Int, rows: Int, from lines: BlurLines<P>) {
        assert(x0 >= 0 && x0 + count <= width && y0 >= 0 && y0 + rows <= height, "strip outside the plane")
        for i in 0..<rows {
            let row = base + (y0 + i) * width + x0
            for k in 0..<count { row[k] = P.pack(lines.slot(line: k, index: i)) }
        }
    }

    /// The smallest box holding every non-transparent element.
    func inkBounds() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<height {
            let row = base + y * width
            guard let (first, last) = inkColumns(row) else { continue }
            x0 = min(x0, first); x1 = max(x1, last)
            if y0 == .max { y0 = y }
            y1 = y
        }
        return x1 >= 0 ? (x0, y0, x1, y1) : nil
    }

    /// The first and last non-transparent elements of `row`: words (or
    /// their alpha bytes) four at a time, for bytes and RGBA pixels.
    func inkColumns(_ row: UnsafeMutablePointer<P>) -> (Int, Int)? {
        if P.self == UInt8.self || P.self == UInt32.self {
            let bytes = width * MemoryLayout<P>.stride, words = bytes / 4
            let w = UnsafeRawPointer(row)
            let mask: UInt32 = P.self == UInt8.self ? ~0 : 0xFF00_0000
            let firstWord = InkScan.firstNonZero(w, words, mask: mask)
            // Bytes past the last whole word, scanned one by one.
            let tail = (words * 4 / MemoryLayout<P>.stride)..<width
            let first = firstWord < words ? firstWord * 4 / MemoryLayout<P>.stride : tail.first(where: { !row[$0].isTransparent })
            guard var first else { return nil }
            while row[first].isTransparent { first += 1 }
            var last = width - 1
            if let t = tail.last(where: { !row[$0].isTransparent }) {
                last = t
            } else {
                last = (InkScan.lastNonZero(w, words, mask: mask) * 4 + 3) / MemoryLayout<P>.stride
            }
            while row[last].isTransparent { last -= 1 }
            return (first, last)
        }
        guard let first = (0..<width).first(where: { !row[$0].isTransparent }) else { return nil }
        var last = width - 1
        while row[last].isTransparent { last -= 1 }
        return (first, last)
    }
}

/// Scratch for blurring `count` lines of `length` elements: per line two
/// Int32 buffers of `channels` lanes per slot with `pad` slots either side,
/// the passes ping-ponging between them.
struct BlurLines<P: BlurPixel> {
    let channels: Int, length: Int, pad: Int, count: Int
    /// Slots per buffer.
    let span: Int
    let memory: UnsafeMutablePointer<Int32>

    init(channels: Int, length: Int, pad: Int, count: Int) {
        self.channels = channels; self.length = length; self.pad = pad; self.count = count
        span = length + 2 * pad
        memory = .allocate(capacity: 2 * count * span * channels)
    }

    func deallocate() { memory.deallocate() }

    /// Buffer 0 of `line`, first padding slot.
    @inline(__always) private func buffer(_ line: Int, _ which: Int) -> UnsafeMutablePointer<Int32> {
        memory + ((2 * line + which) * span) * channels
    }

    /// Element `index` (0..<length) of `line` in buffer 0.
    @inline(__always) func slot(line: Int, index: Int) -> UnsafeMutablePointer<Int32> {
        assert(line >= 0 && line < count && index >= 0 && index < length, "slot (\(line), \(index)) outside the lines")
        return buffer(line, 0) + (pad + index) * channels
    }

    func gather(_ from: UnsafePointer<P>, stride: Int, line: Int) {
        for i in 0..<length { P.unpack(from[i * stride], slot(line: line, index: i)) }
    }

    func scatter(_ to: UnsafeMutablePointer<P>, stride: Int, line: Int) {
        for i in 0..<length { to[i * stride] = P.pack(slot(line: line, index: i)) }
    }

    /// Runs the box passes over `line`, leaving the result in buffer 0.
    func blur(line: Int, steps: [(BoxDivisor, Int, Int)], extend: Bool) {
        var src = buffer(line, 0), dst = buffer(line, 1)
        for (divisor, left, right) in steps {
            assert(left >= 0 && right >= 0 && left < pad && right < pad, "box (\(left), \(right)) wider than the padding \(pad)")
            fillPadding(src, extend: extend)
            if channels == 4 {
                Self.slide4(src, dst, length, pad, left, right, divisor)
            } else {
                Self.slide1(src, dst, length, pad, left, right, divisor)
            }
            swap(&src, &dst)
        }
        if src != buffer(line, 0) {
            buffer(line, 0).update(from: src, count: span * channels)
        }
    }

    /// Zeros, or the edge elements, in the `pad` slots beyond each end.
    private func fillPadding(_ v: UnsafeMutablePointer<Int32>, extend: Bool) {
        let c = channels, lo = v + pad * c, hi = v + (pad + length - 1) * c
        for i in 0..<pad {
            for k in 0..<c {
                v[i * c + k] = extend ? lo[k] : 0
                v[(pad + length + i) * c + k] = extend ? hi[k] : 0
            }
        }
    }

    /// One box pass, four lanes: dst slot i = mean of src slots i − left … i + right.
    @inline(__always)
    private static func slide4(_ v: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, _ n: Int,
                               _ pad: Int, _ left: Int, _ right: Int, _ div: BoxDivisor) {
        var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
        for i in (pad - left)...(pad + right) {
            s0 &+= v[4 * i]; s1 &+= v[4 * i + 1]; s2 &+= v[4 * i + 2]; s3 &+= v[4 * i + 3]
        }
        var add = v + 4 * (pad + right + 1), sub = v + 4 * (pad - left), o = out + 4 * pad
        for _ in 0..<n {
            o[0] = div.mean(s0); o[1] = div.mean(s1); o[2] = div.mean(s2); o[3] = div.mean(s3)
            s0 &+= add[0] &- sub[0]; s1 &+= add[1] &- sub[1]
            s2 &+= add[2] &- sub[2]; s3 &+= add[3] &- sub[3]
            add += 4; sub += 4; o += 4
        }
    }

    /// One box pass, one lane.
    @inline(__always)
    private static func slide1(_ v: UnsafeMutablePointer<Int32>, _ out: UnsafeMutablePointer<Int32>, _ n: Int,
                               _ pad: Int, _ left: Int, _ right: Int, _ div: BoxDivisor) {
        var s: Int32 = 0
        for i in (pad - left)...(pad + right) { s &+= v[i] }
        var add = v + pad + right + 1, sub = v + pad - left, o = out + pad
        for _ in 0..<n {
            o[0] = div.mean(s)
            s &+= add[0] &- sub[0]
            add += 1; sub += 1; o += 1
        }
    }
}
