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

    func render(band: Int, using acc: CoverageAccumulator) {
        let top = band * RasterContext.bandHeight
        let bottom = min(top + RasterContext.bandHeight, target.height)
        let width = target.width
        var pixels = Self.words(target)
        var stack: [UnsafeMutablePointer<UInt32>] = []
        // Whether anything was drawn into each open layer's rows of this
        // band: a layer left empty here composites nothing under the modes
        // that keep the destination under a clear source, and is skipped.
        var inked: [Bool] = []
        for item in plan.items[plan.starts[band]..<plan.starts[band + 1]] {
            switch commands[Int(item)] {
            case .fill(let index):
                let f = fills[index]
                let r0 = max(top, f.top), r1 = min(bottom, f.bottom)
                if r0 >= r1 { continue }
                if !inked.isEmpty { inked[inked.count - 1] = true }
                if let entry = f.coverage {
                    if let table = f.shader.unfilledTable { paints[index].paint.fill(table) }
                    composite(f, entry.takeUnretainedValue(), rows: r0..<r1, into: pixels, width: width, acc)
                    continue
                }
                acc.accumulate(edges(of: f, top: top, bottom: bottom), top: top, bottom: bottom,
                               antialiased: f.antialiased)
                if let table = f.shader.unfilledTable { paints[index].paint.fill(table) }
                composite(f, rows: r0..<r1, bandTop: top, into: pixels, width: width, acc)
            case .clear(let w):
                if !inked.isEmpty { inked[inked.count - 1] = true }
                (pixels + top * width).update(repeating: w, count: (bottom - top) * width)
            case .beginLayer(let index):
                stack.append(pixels)
                inked.append(false)
                pixels = Self.words(layers[index].pixmap)
            case .endLayer(let index):
                let layer = layers[index]
                let src = pixels
                pixels = stack.removeLast()
                let drawn = inked.removeLast()
                if !drawn && !layer.linearLight && layer.mode.keepsDestinationUnderClearSource { continue }
                if !inked.isEmpty { inked[inked.count - 1] = true }
                for y in top..<bottom {
                    let row = src + y * width
                    if layer.opacity != 255 {
                        for x in 0..<width { row[x] = scalePixel(row[x], layer.opacity) }
                    }
                    if let mask = layer.mask {
                        acc.coverage.update(from: mask.data + y * width, count: width)
                    } else {
                        acc.coverage.update(repeating: 255, count: width)
                    }
                    Compositor.composite(layer.mode, linearLight: layer.linearLight, dst: pixels + y * width,
                                         coverage: acc.coverage, src: row, solid: nil, count: width)
                }
            }
        }
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
                           into pixels: UnsafeMutablePointer<UInt32>, width: Int, _ acc: CoverageAccumulator) {
        let solid = f.shader.solidWord
        for y in rows {
            let spanCount = acc.resolveRow(y - top, evenOdd: f.evenOdd, words: f.touchedWords)
            if spanCount == 0 { continue }
            let rowSolid = solid ?? f.shader.rowConstant(y: y)
            for k in 0..<spanCount {
                let x0 = Int(acc.spans[2 * k]), n = Int(acc.spans[2 * k + 1]) - x0
                if let clip = f.clip { applyMask(acc.coverage + x0, clip + y * width + x0, n) }
                if rowSolid == nil {
                    f.shader.shade(y: y, x0: x0, count: n, out: acc.colors, t: acc.parameters)
                }
                Compositor.composite(f.mode, linearLight: f.linearLight, dst: pixels + y * width + x0,
                                     coverage: acc.coverage + x0, src: acc.colors, solid: rowSolid, count: n)
            }
        }
    }

    /// Composites the fill's paint through coverage resolved before (see
    /// `CoverageEntry`), span by span as `composite` does.
    @inline(__always)
    private func composite(_ f: PreparedFill, _ entry: CoverageEntry, rows: Range<Int>,
                           into pixels: UnsafeMutablePointer<UInt32>, width: Int, _ acc: CoverageAccumulator) {
        let solid = f.shader.solidWord
        for y in rows {
            let first = Int(entry.rowStarts[y - entry.top]), end = Int(entry.rowStarts[y - entry.top + 1])
            if first == end { continue }
            let rowSolid = solid ?? f.shader.rowConstant(y: y)
            for k in first..<end {
                let x0 = Int(entry.spans[3 * k]), n = Int(entry.spans[3 * k + 1]) - x0
                var coverage = UnsafePointer(entry.bytes + Int(entry.spans[3 * k + 2]))
                if let clip = f.clip {
                    (acc.coverage + x0).update(from: coverage, count: n)
                    applyMask(acc.coverage + x0, clip + y * width + x0, n)
                    coverage = UnsafePointer(acc.coverage + x0)
                }
                if rowSolid == nil {
                    f.shader.shade(y: y, x0: x0, count: n, out: acc.colors, t: acc.parameters)
                }
                Compositor.composite(f.mode, linearLight: f.linearLight, dst: pixels + y * width + x0,
                                     coverage: coverage, src: acc.colors, solid: rowSolid, count: n)
            }
        }
    }

    @inline(__always)
    private func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, _ n: Int) {
        for i in 0..<n { coverage[i] = UInt8(truncatingIfNeeded: mul255(UInt32(coverage[i]), UInt32(mask[i]))) }
    }

    private static func words(_ p: Pixmap) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(p.data).assumingMemoryBound(to: UInt32.self)
    }
}
