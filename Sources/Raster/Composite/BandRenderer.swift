/// Which commands each band must run: a fill only in the bands its rows
/// touch, clears and layer steps in every band. Stored compactly, band `b`'s
/// command indices being `items[starts[b]..<starts[b + 1]]`, in recording order.
struct BandPlan {
    let starts: [Int]
    let items: [Int32]

    init(commands: [RasterContext.Command], fills: [PreparedFill], bands: Int, bandHeight: Int) {
        func bandRange(_ command: RasterContext.Command) -> Range<Int> {
            guard case .fill(let i) = command else { return 0..<bands }
            let f = fills[i]
            guard f.edgeCount > 0 || f.coverage != nil, f.top < f.bottom else { return 0..<0 }
            return (f.top / bandHeight)..<((f.bottom - 1) / bandHeight + 1)
        }
        var starts = [Int](repeating: 0, count: bands + 1)
        for c in commands { for b in bandRange(c) { starts[b + 1] += 1 } }
        for b in 0..<bands { starts[b + 1] += starts[b] }
        var cursor = starts
        var items = [Int32](repeating: 0, count: starts[bands])
        for (index, c) in commands.enumerated() {
            for b in bandRange(c) { items[cursor[b]] = Int32(index); cursor[b] += 1 }
        }
        self.starts = starts
        self.items = items
    }
}

/// Renders one band of rows: coverage, shading and compositing of every fill
/// that touches it, layers composited row by row. Bands share nothing but
/// read-only inputs, so any number render at once.
struct BandRenderer: @unchecked Sendable {
    let target: Pixmap
    let commands: [RasterContext.Command]
    let fills: [PreparedFill]
    /// The fills as recorded (for gradient tables left to fill here).
    let paints: [PendingFill]
    /// Base address of each preparer's edges (`PreparedFill.worker` indexes it).
    let edgeBases: [UnsafePointer<Edge>]
    let layers: [RasterContext.Layer]
    let plan: BandPlan

    func render(band: Int, using acc: CoverageAccumulator, layerMemory: LayerBandMemory) {
        let top = band * RasterContext.bandHeight
        let bottom = min(top + RasterContext.bandHeight, target.height)
        let width = target.width
        // Rows are `pixels + (y − origin) · width`: the target holds every
        // row (origin 0), a layer only this band's (origin `top`, in a
        // buffer of `layerMemory`).
        var pixels = Self.words(target), origin = 0
        var stack: [(pixels: UnsafeMutablePointer<UInt32>, origin: Int, columns: LayerColumns?)] = []
        // The columns of the innermost open layer's rows of this band that
        // hold pixels (nil on the target). A layer's memory starts
        // uninitialised and is zeroed only where drawing reaches, and only
        // those columns are composited back under the modes that keep the
        // destination under a clear source: a layer left empty here
        // composites nothing and is skipped.
        var columns: LayerColumns?
        // Mattes ended in this band: their pixels and drawn columns.
        var mattes: [(index: Int, pixels: UnsafeMutablePointer<UInt32>, drawn: Range<Int>)] = []
        for item in plan.items[plan.starts[band]..<plan.starts[band + 1]] {
            switch commands[Int(item)] {
            case .fill(let index):
                let f = fills[index]
                let r0 = max(top, f.top), r1 = min(bottom, f.bottom)
                if r0 >= r1 { continue }
                if let entry = f.coverage {
                    if let table = f.shader.unfilledTable { paints[index].paint.fill(table) }
                    composite(f, entry.takeUnretainedValue(), rows: r0..<r1, into: pixels, origin: origin, width: width,
                              acc, &columns)
                    continue
                }
                acc.accumulate(edges(of: f, top: top, bottom: bottom), top: top, bottom: bottom,
                               antialiased: f.antialiased)
                if let table = f.shader.unfilledTable { paints[index].paint.fill(table) }
                composite(f, rows: r0..<r1, bandTop: top, into: pixels, origin: origin, width: width, acc, &columns)
            case .clear(let w):
                columns?.cover(0, width, in: pixels)
                (pixels + (top - origin) * width).update(repeating: w, count: (bottom - top) * width)
            case .beginLayer:
                stack.append((pixels, origin, columns))
                pixels = layerMemory.take()
                origin = top
                columns = LayerColumns(top: top, bottom: bottom, width: width)
            case .endLayer(let index):
                let layer = layers[index]
                let src = pixels
                var drawn = columns!
                (pixels, origin, columns) = stack.removeLast()
                if layer.isMatte {
                    mattes.append((index, src, drawn.lo..<max(drawn.lo, drawn.hi)))
                    continue
                }
                defer { layerMemory.give(src) }
                let onlyDrawn = !layer.linearLight && layer.mode.keepsDestinationUnderClearSource
                if onlyDrawn && drawn.lo >= drawn.hi { continue }
                if !onlyDrawn { drawn.cover(0, width, in: src) }
                let lo = drawn.lo, n = drawn.hi - drawn.lo
                columns?.cover(lo, lo + n, in: pixels)
                let matteSource = layer.matte.flatMap { m in mattes.last { $0.index == m.layer } }
                for y in top..<bottom {
                    let row = src + (y - top) * width + lo
                    if let filter = layer.filter { filter.body(row, n) }
                    if layer.opacity != 255 { Compositor.scaleRow(row, n, by: layer.opacity) }
                    if let matte = layer.matte {
                        if let m = matteSource {
                            matte.coverage(acc.coverage, lo: lo, n: n, row: m.pixels + (y - top) * width, drawn: m.drawn)
                        } else {
                            acc.coverage.update(repeating: matte.inverted ? 255 : 0, count: n)
                        }
                        if let mask = layer.mask { applyMask(acc.coverage, mask.data + y * width + lo, n) }
                    } else if let mask = layer.mask {
                        acc.coverage.update(from: mask.data + y * width + lo, count: n)
                    } else {
                        acc.coverage.update(repeating: 255, count: n)
                    }
                    Compositor.composite(layer.mode, linearLight: layer.linearLight,
                                         dst: pixels + (y - origin) * width + lo, coverage: acc.coverage, src: row,
                                         solid: nil, count: n)
                }
            }
        }
        for m in mattes { layerMemory.give(m.pixels) }
    }

    /// The fill's edges that may cross rows `top..<bottom`: all of them, or,
    /// when they are ordered by band, those starting in a band between
    /// `top − reach` and this one.
    @inline(__always)
    private func edges(of f: PreparedFill, top: Int, bottom: Int) -> UnsafeBufferPointer<Edge> {
        let all = UnsafeBufferPointer(start: edgeBases[f.worker] + f.edgeStart, count: f.edgeCount)
        guard let reach = f.bandOrderedReach else { return all }
        let lo = Self.firstIndex(in: all, inBandAtLeast: Self.band(of: Float(top) - reach))
        let hi = Self.firstIndex(in: all, inBandAtLeast: top / RasterContext.bandHeight + 1)
        return UnsafeBufferPointer(rebasing: all[lo..<max(lo, hi)])
    }

    @inline(__always)
    private static func band(of y: Float) -> Int { y > 0 ? Int(y) / RasterContext.bandHeight : 0 }

    /// Binary search over edges ordered by the band of `y0`.
    private static func firstIndex(in edges: UnsafeBufferPointer<Edge>, inBandAtLeast band: Int) -> Int {
        var lo = 0, hi = edges.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Self.band(of: edges[mid].y0) < band { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Resolves the accumulated coverage of `rows` and composites the fill's
    /// paint through it, span by span.
    @inline(__always)
    private func composite(_ f: PreparedFill, rows: Range<Int>, bandTop top: Int,
                           into pixels: UnsafeMutablePointer<UInt32>, origin: Int, width: Int,
                           _ acc: CoverageAccumulator, _ columns: inout LayerColumns?) {
        let solid = f.shader.solidWord
        for y in rows {
            let spanCount = acc.resolveRow(y - top, evenOdd: f.evenOdd, words: f.touchedWords)
            if spanCount == 0 { continue }
            let rowSolid = solid ?? f.shader.rowConstant(y: y)
            for k in 0..<spanCount {
                let x0 = Int(acc.spans[2 * k]), n = Int(acc.spans[2 * k + 1]) - x0
                columns?.cover(x0, x0 + n, in: pixels)
                if let clip = f.clip { applyMask(acc.coverage + x0, clip + y * width + x0, n) }
                if rowSolid == nil {
                    f.shader.shade(y: y, x0: x0, count: n, out: acc.colors, t: acc.parameters)
                }
                Compositor.composite(f.mode, linearLight: f.linearLight, dst: pixels + (y - origin) * width + x0,
                                     coverage: acc.coverage + x0, src: acc.colors, solid: rowSolid, count: n)
            }
        }
    }

    /// Composites the fill's paint through coverage resolved before (see
    /// `CoverageEntry`), span by span as `composite` does.
    @inline(__always)
    private func composite(_ f: PreparedFill, _ entry: CoverageEntry, rows: Range<Int>,
                           into pixels: UnsafeMutablePointer<UInt32>, origin: Int, width: Int,
                           _ acc: CoverageAccumulator, _ columns: inout LayerColumns?) {
        let solid = f.shader.solidWord
        for y in rows {
            let first = Int(entry.rowStarts[y - entry.top]), end = Int(entry.rowStarts[y - entry.top + 1])
            if first == end { continue }
            let rowSolid = solid ?? f.shader.rowConstant(y: y)
            for k in first..<end {
                let x0 = Int(entry.spans[3 * k]), n = Int(entry.spans[3 * k + 1]) - x0
                columns?.cover(x0, x0 + n, in: pixels)
                var coverage = UnsafePointer(entry.bytes + Int(entry.spans[3 * k + 2]))
                if let clip = f.clip {
                    (acc.coverage + x0).update(from: coverage, count: n)
                    applyMask(acc.coverage + x0, clip + y * width + x0, n)
                    coverage = UnsafePointer(acc.coverage + x0)
                }
                if rowSolid == nil {
                    f.shader.shade(y: y, x0: x0, count: n, out: acc.colors, t: acc.parameters)
                }
                Compositor.composite(f.mode, linearLight: f.linearLight, dst: pixels + (y - origin) * width + x0,
                                     coverage: coverage, src: acc.colors, solid: rowSolid, count: n)
            }
        }
    }

    @inline(__always)
    private func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, _ n: Int) {
        Compositor.multiply(coverage, by: mask, n)
    }

    private static func words(_ p: Pixmap) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(p.data).assumingMemoryBound(to: UInt32.self)
    }
}

/// The columns `lo..<hi` of one layer's rows `top..<bottom` that hold
/// pixels: zeroed when drawing first reaches them, drawn into after. The
/// layer's memory holds only these rows (row `top` first).
struct LayerColumns {
    let top: Int
    let bottom: Int
    let width: Int
    private(set) var lo = 0
    private(set) var hi = 0

    init(top: Int, bottom: Int, width: Int) {
        self.top = top; self.bottom = bottom; self.width = width
    }

    /// Widens the range to hold `x0..<x1`, zeroing the columns it gains.
    @inline(__always)
    mutating func cover(_ x0: Int, _ x1: Int, in pixels: UnsafeMutablePointer<UInt32>) {
        if x0 >= lo && x1 <= hi || x0 >= x1 { return }
        widen(x0, x1, pixels)
    }

    private mutating func widen(_ x0: Int, _ x1: Int, _ pixels: UnsafeMutablePointer<UInt32>) {
        let newLo = lo < hi ? min(lo, x0) : x0, newHi = lo < hi ? max(hi, x1) : x1
        for y in 0..<(bottom - top) {
            let row = pixels + y * width
            if lo < hi {
                (row + newLo).update(repeating: 0, count: lo - newLo)
                (row + hi).update(repeating: 0, count: newHi - hi)
            } else {
                (row + newLo).update(repeating: 0, count: newHi - newLo)
            }
        }
        lo = newLo; hi = newHi
    }
}
