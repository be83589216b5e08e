// A palette of at most 255 opaque colours for a group of frames (an indexed
// output such as GIF keeps the 256th index for transparency).
//
// Frames with few colours (title cards, charts, UI) get their exact colours.
// Up to `exactLimit` distinct colours (a smooth gradient, anti-aliased
// text) are counted exactly and cut as they are, so a colour that is common
// can get an entry of its own; beyond that they go into a 6-bit-per-channel
// histogram (count and exact sums per cell, so a cell's mean is its true
// mean). Median cut splits the box with the largest squared error along its
// widest axis where the two halves keep the least squared error, and four
// rounds of k-means (fewer once converged) move each entry to the mean of what it represents. Pure integer accumulation over the pixels in
// the order given: the same frames give the same palette.
/// Accumulates straight-RGBA pixels and builds a palette for them.
package final class PaletteBuilder {
    /// The most colours a palette holds.
    package let maxColors: Int
    private static let cells = 1 << 18
    private let count: UnsafeMutablePointer<Int>
    private let sums: UnsafeMutablePointer<Int> // r, g, b per cell
    private var touched: [Int32] = []
    /// Distinct colours (0xRRGGBB) and their counts, while at most `exactLimit`.
    private var exact = ExactColorSet(capacity: 2 * PaletteBuilder.exactLimit)
    private var exactOverflow = false
    static let exactLimit = 16384

    package init(maxColors: Int = 255) {
        precondition((2...255).contains(maxColors), "a palette holds 2…255 colours")
        self.maxColors = maxColors
        count = .allocate(capacity: Self.cells)
        count.initialize(repeating: 0, count: Self.cells)
        sums = .allocate(capacity: Self.cells * 3)
        sums.initialize(repeating: 0, count: Self.cells * 3)
    }

    deinit {
        count.deallocate()
        sums.deallocate()
    }

    /// Forgets every pixel added so far.
    package func reset() {
        for c in touched {
            let i = Int(c)
            count[i] = 0
            sums[3 * i] = 0; sums[3 * i + 1] = 0; sums[3 * i + 2] = 0
        }
        touched.removeAll(keepingCapacity: true)
        exact.removeAll()
        exactOverflow = false
        bins = nil
    }

    /// Adds `pixels` straight-RGBA pixels; those with alpha below 128 (shown
    /// transparent by an indexed format) are left out.
    /// With `previous` (the frame before), only the pixels that differ from
    /// it are added: the others stay on screen and need no entry. With
    /// `alsoUnchanged`, every pixel is added and those that differ twice
    /// (the same as adding the frame, then its changes).
    package func add(_ rgba: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>? = nil, pixels: Int, alsoUnchanged: Bool = false) {
        bins = nil
        // The loop works on local copies (moved out, so still unique): class
        // properties would pay an exclusivity check per pixel.
        var exact = self.exact, touched = self.touched, overflow = exactOverflow
        self.exact = ExactColorSet(capacity: 1)
        self.touched = []
        defer { self.exact = exact; self.touched = touched; exactOverflow = overflow }
        let count = self.count, sums = self.sums
        var last: UInt32 = 0xFFFF_FFFF
        let src32 = UnsafeRawPointer(rgba).assumingMemoryBound(to: UInt32.self)
        let prev32 = previous.map { UnsafeRawPointer($0).assumingMemoryBound(to: UInt32.self) }
        for i in 0..<pixels {
            let p = rgba + i &* 4
            guard p[3] >= 128 else { continue }
            var w = 1
            if let prev32 {
                if prev32[i] != src32[i] { w = alsoUnchanged ? 2 : 1 } else if !alsoUnchanged { continue }
            }
            let r = Int(p[0]), g = Int(p[1]), b = Int(p[2])
            let cell = (r >> 2) << 12 | (g >> 2) << 6 | (b >> 2)
            if count[cell] == 0 { touched.append(Int32(cell)) }
            count[cell] &+= w
            sums[3 &* cell] &+= w &* r; sums[3 &* cell &+ 1] &+= w &* g; sums[3 &* cell &+ 2] &+= w &* b
            let color = UInt32(r << 16 | g << 8 | b)
            if !overflow {
                if color == last { exact.addAgain(w) } else {
                    last = color
                    exact.insert(color, w)
                    if exact.count > Self.exactLimit { overflow = true }
                }
            }
        }
    }

    /// Whether any opaque pixel was added.
    package var isEmpty: Bool { touched.isEmpty }


    /// The palette (0xRRGGBB entries, at least one) for the pixels added.
    package func build() -> [UInt32] {
        guard !touched.isEmpty else { return [0] }
        if !exactOverflow && exact.count <= maxColors { return exact.sortedColors().map(\.color) }
        var bins = histogramBins()
        var palette = medianCut(&bins)
        for _ in 0..<4 {
            let moved = refine(palette, bins)
            if moved == palette { break } // converged: further rounds change nothing
            palette = moved
        }
        return palette
    }

    /// Mean squared error (per pixel, summed over channels) of showing the
    /// pixels added with the nearest entries of `palette`, counting each
    /// histogram cell at its mean.
    package func error(of palette: [UInt32]) -> Double {
        guard !touched.isEmpty else { return 0 }
        let bins = histogramBins()
        let search = NearestEntry(palette)
        var total = 0.0, pixels = 0.0
        for bin in bins {
            total += bin.weight * search.nearest(bin.mean).distance
            pixels += bin.weight
        }
        return total / pixels
    }

    private struct Bin { var mean: SIMD3<Double>; var weight: Double }
    /// The bins of the pixels added, made once per group of frames.
    private var bins: [Bin]?

    private func cellMean(_ cell: Int) -> SIMD3<Double> {
        let n = Double(count[cell])
        return SIMD3(Double(sums[3 * cell]), Double(sums[3 * cell + 1]), Double(sums[3 * cell + 2])) / n
    }

    private func histogramBins() -> [Bin] {
        if let bins { return bins }
        let made: [Bin]
        if !exactOverflow {
            made = exact.sortedColors().map { c in
                Bin(mean: SIMD3(Double(c.color >> 16 & 255), Double(c.color >> 8 & 255), Double(c.color & 255)), weight: Double(c.count))
            }
        } else {
            // Sorted by cell, so the result does not depend on the order cells were first seen.
            made = touched.sorted().map { c in Bin(mean: cellMean(Int(c)), weight: Double(count[Int(c)])) }
        }
        bins = made
        return made
    }

    private func medianCut(_ bins: inout [Bin]) -> [UInt32] {
        struct Box { var lo: Int, hi: Int, error: Double, axis: Int }
        func box(_ lo: Int, _ hi: Int) -> Box {
            var w = 0.0, s = SIMD3<Double>(), s2 = SIMD3<Double>()
            for i in lo..<hi {
                let b = bins[i]
                w += b.weight; s += b.mean * b.weight; s2 += b.mean * b.mean * b.weight
            }
            let variance = s2 - s * s / w
            let axis = variance.x >= variance.y && variance.x >= variance.z ? 0 : (variance.y >= variance.z ? 1 : 2)
            return Box(lo: lo, hi: hi, error: hi - lo > 1 ? variance.sum() : -1, axis: axis)
        }
        var boxes = [box(0, bins.count)]
        while boxes.count < maxColors {
            guard let k = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[k].error > 0 else { break }
            let b = boxes[k], axis = b.axis
            sortStably(&bins, b.lo..<b.hi, axis: axis)
            // The cut that leaves the least squared error in the two halves
            // (left: w, s, s2 summed so far; right: the rest).
            var tw = 0.0, ts = SIMD3<Double>(), ts2 = 0.0
            for i in b.lo..<b.hi {
                let x = bins[i]
                tw += x.weight; ts += x.mean * x.weight; ts2 += (x.mean * x.mean).sum() * x.weight
            }
            var w = 0.0, sum = SIMD3<Double>(), sum2 = 0.0
            var split = b.lo + 1, bestError = Double.infinity
            for i in b.lo..<(b.hi - 1) {
                let x = bins[i]
                w += x.weight; sum += x.mean * x.weight; sum2 += (x.mean * x.mean).sum() * x.weight
                let rw = tw - w, rs = ts - sum
                let e = (sum2 - (sum * sum).sum() / w) + ((ts2 - sum2) - (rs * rs).sum() / rw)
                if e < bestError { bestError = e; split = i + 1 }
            }
            boxes[k] = box(b.lo, split)
            boxes.append(box(split, b.hi))
        }
        return boxes.map { b in
            var w = 0.0, s = SIMD3<Double>()
            for i in b.lo..<b.hi { w += bins[i].weight; s += bins[i].mean * bins[i].weight }
            return pack(s / w)
        }
    }

    /// Sorts `bins[range]` by their mean along `axis`, ties keeping their
    /// order: by counting when every key is a whole number in 0…255 (exact
    /// colours), else by sorting (key, position) pairs and permuting.
    private func sortStably(_ bins: inout [Bin], _ range: Range<Int>, axis: Int) {
        var whole = true
        var counts = [Int](repeating: 0, count: 257)
        for i in range {
            let k = bins[i].mean[axis]
            guard k >= 0, k <= 255, k == k.rounded(.towardZero) else { whole = false; break }
            counts[Int(k) + 1] += 1
        }
        if whole {
            for k in 1...256 { counts[k] += counts[k - 1] }
            let slice = Array(bins[range])
            for x in slice {
                let k = Int(x.mean[axis])
                bins[range.lowerBound + counts[k]] = x
                counts[k] += 1
            }
            return
        }
        var keys = range.map { (bins[$0].mean[axis], Int32($0)) }
        keys.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        let sorted = keys.map { bins[Int($0.1)] }
        bins.replaceSubrange(range, with: sorted)
    }

    private func refine(_ palette: [UInt32], _ bins: [Bin]) -> [UInt32] {
        var sum = [SIMD3<Double>](repeating: .zero, count: palette.count)
        var weight = [Double](repeating: 0, count: palette.count)
        let search = NearestEntry(palette)
        for bin in bins {
            let k = search.nearest(bin.mean).index
            sum[k] += bin.mean * bin.weight
            weight[k] += bin.weight
        }
        return palette.indices.map { weight[$0] > 0 ? pack(sum[$0] / weight[$0]) : palette[$0] }
    }

    /// The entry nearest to a colour: entries sorted by green, searched
    /// outwards from the colour's green until the green gap alone exceeds
    /// the best distance (ties go to the lower index, as a full scan would).
    private struct NearestEntry {
        /// (R, G, B, index) of each entry, sorted by G (then index): one
        /// load per entry, read through an unsafe buffer in the loop.
        private var entries: [SIMD4<Double>] = []

        init(_ palette: [UInt32]) {
            let order = palette.indices.sorted { (palette[$0] >> 8 & 255, $0) < (palette[$1] >> 8 & 255, $1) }
            entries = order.map { k in
                SIMD4(Double(palette[k] >> 16 & 255), Double(palette[k] >> 8 & 255), Double(palette[k] & 255), Double(k))
            }
        }

        func nearest(_ c: SIMD3<Double>) -> (index: Int, distance: Double) {
            entries.withUnsafeBufferPointer { e in
                let n = e.count
                var lo = 0, hi = n
                while lo < hi {
                    let mid = (lo &+ hi) >> 1
                    if e[mid].y < c.y { lo = mid &+ 1 } else { hi = mid }
                }
                let target = SIMD4(c.x, c.y, c.z, 0)
                var best = -1.0, bestDistance = Double.infinity
                @inline(__always) func consider(_ j: Int) {
                    let x = e[j], d4 = x - target
                    let d = d4.x * d4.x + d4.y * d4.y + d4.z * d4.z
                    if d < bestDistance || (d == bestDistance && x.w < best) { best = x.w; bestDistance = d }
                }
                var up = lo, down = lo &- 1
                while up < n || down >= 0 {
                    if up < n {
                        let gap = e[up].y - c.y
                        if gap * gap > bestDistance { up = n } else { consider(up); up &+= 1 }
                    }
                    if down >= 0 {
                        let gap = c.y - e[down].y
                        if gap * gap > bestDistance { down = -1 } else { consider(down); down &-= 1 }
                    }
                }
                return (Int(best), bestDistance)
            }
        }
    }

    private func pack(_ c: SIMD3<Double>) -> UInt32 {
        let r = UInt32(min(255, max(0, c.x.rounded()))), g = UInt32(min(255, max(0, c.y.rounded()))),
            b = UInt32(min(255, max(0, c.z.rounded())))
        return r << 16 | g << 8 | b
    }
}

/// An open-addressing table of 24-bit colours and how often each was added.
private struct ExactColorSet {
    private var slots: [UInt32]
    private var counts: [Int]
    private var lastSlot = 0
    private(set) var count = 0
    private static let empty: UInt32 = 0xFFFF_FFFF

    /// - Parameter capacity: a power of two, at least twice the colours kept.
    init(capacity: Int) {
        slots = [UInt32](repeating: Self.empty, count: capacity)
        counts = [Int](repeating: 0, count: capacity)
    }

    mutating func insert(_ color: UInt32, _ times: Int) {
        let mask = slots.count - 1
        var i = Int((color &* 0x9E37_79B1) >> 16) & mask
        while true {
            let s = slots[i]
            if s == color { break }
            if s == Self.empty { slots[i] = color; count += 1; break }
            i = (i + 1) & mask
        }
        counts[i] += times
        lastSlot = i
    }

    /// Counts the colour inserted last `times` more.
    mutating func addAgain(_ times: Int) { counts[lastSlot] += times }

    mutating func removeAll() {
        if count > 0 {
            for i in slots.indices where slots[i] != Self.empty { slots[i] = Self.empty; counts[i] = 0 }
        }
        count = 0
    }

    func sortedColors() -> [(color: UInt32, count: Int)] {
        slots.indices.filter { slots[$0] != Self.empty }.map { (slots[$0], counts[$0]) }.sorted { $0.color < $1.color }
    }
}
