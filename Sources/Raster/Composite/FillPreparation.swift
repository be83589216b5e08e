import Foundation
import Geometry

/// A fill as recorded by `RasterContext`: geometry and paint as given, turned
/// into edges and a compiled shader only when the context flushes, on as
/// many threads as it has.
struct PendingFill {
    var path: Path
    var transform: CGAffineTransform
    /// When set, the fill is this stroke's outline (non-zero rule).
    var stroke: StrokeParameters?
    var evenOdd: Bool
    var antialiased: Bool
    /// Kept for the whole flush: the compiled shader borrows its image pixels.
    var paint: Paint
    /// Kept for the whole flush: the prepared fill borrows its bytes.
    var clip: ClipMask?
    /// Coverage found in the `CoverageCache` when recorded: no edges to build.
    var cached: CoverageEntry? = nil
    /// Where to store the coverage once resolved (a fill named by a key
    /// that the cache did not hold).
    var cacheKey: CoverageCacheKey? = nil
}

/// What a worker made of a `PendingFill`: plain values and pointers into
/// memory that lives until the flush ends, so band workers copy it freely.
struct PreparedFill: @unchecked Sendable {
    /// Edges live in the buffer of the preparer numbered `worker`, from `edgeStart`.
    var worker: Int
    var edgeStart: Int
    var edgeCount: Int
    /// Set when the edges are ordered by the band holding their `y0`: the
    /// tallest edge's height, so a band can skip to the edges that may reach it.
    var bandOrderedReach: Float?
    /// Rows `top..<bottom` may be covered (empty when nothing is drawn).
    var top: Int
    var bottom: Int
    /// The words of `CoverageAccumulator.touched` its columns can set.
    var touchedWords: Range<Int>
    var evenOdd: Bool
    var antialiased: Bool
    var shader: CompiledShader
    var mode: BlendOperation
    var linearLight = false
    var clip: UnsafePointer<UInt8>?
    /// Resolved coverage to composite instead of edges (kept alive by the
    /// pending fill or the preparer until the flush ends).
    var coverage: Unmanaged<CoverageEntry>? = nil

    static let nothing = PreparedFill(worker: 0, edgeStart: 0, edgeCount: 0, bandOrderedReach: nil, top: 0, bottom: 0, touchedWords: 0..<0, evenOdd: false,
                                      antialiased: true, shader: .none, mode: .normal, clip: nil)
}

/// One thread's share of preparing fills: its own edge buffer and table
/// memory, both reused from flush to flush.
final class FillPreparer: @unchecked Sendable {
    /// Unchecked: one thread at a time uses a preparer, and no access to the
    /// builder overlaps another, so the runtime's checks (three per fill)
    /// would only cost time.
    @exclusivity(unchecked) var builder: EdgeBuilder
    let tables = TableArena()
    /// Stroke outlines are built here and replayed straight into `builder`.
    private var stroker = Stroker()
    private var outline = PolygonSet()
    /// Scratch for `orderByBand`.
    private var unordered = EdgeList()
    private var bandStarts: [Int] = []
    /// Coverage resolved here this flush, kept alive for the band renderers.
    private var pinned: [CoverageEntry] = []
    /// Resolves coverage for the cache, band by band as the renderer does.
    private var resolver: CoverageAccumulator?
    let height: Int
    /// Where resolved coverage is stored (the context's resources).
    let coverage: CoverageCache

    init(width: Int, height: Int, coverage: CoverageCache) {
        builder = EdgeBuilder(width: width, height: height)
        self.height = height
        self.coverage = coverage
    }

    /// Strokes (when asked), flattens and clips `fill` into this preparer's
    /// edges and compiles its paint. Depends on nothing but `fill`, so which
    /// preparer runs it never changes a byte.
    ///
    /// A gradient table is left for the band renderer to fill right before
    /// its first use (in cache) whenever one thread alone will read it: every
    /// table with `deferTables` (a single-threaded flush), otherwise the
    /// tables of fills that lie in one band.
    ///
    /// `fill` is read in place: passing the value would copy it (retaining
    /// its path, paint and clip) once per fill.
    func prepare(_ fill: UnsafePointer<PendingFill>, worker: Int, tolerance: CGFloat, deferTables: Bool) -> PreparedFill {
        if let entry = fill.pointee.cached { return prepared(fill, from: entry, worker: worker, deferTables: deferTables) }
        let start = builder.edges.count
        builder.beginShape()
        if let stroke = fill.pointee.stroke {
            outline.removeAll()
            stroker.stroke(fill.pointee.path, style: stroke, transform: fill.pointee.transform, tolerance: tolerance,
                           into: &outline)
            outline.replay(into: &builder)
        } else {
            fill.pointee.path.flatten(transform: fill.pointee.transform, tolerance: tolerance, into: &builder)
        }
        builder.finish()
        let count = builder.edges.count - start
        guard count > 0 else { return .nothing }
        let rows = builder.shapeRows
        let top = max(0, rows.lowerBound), bottom = min(height, rows.upperBound)
        if let key = fill.pointee.cacheKey {
            let entry = resolveCoverage(start..<(start + count), top: top, bottom: bottom,
                                        evenOdd: fill.pointee.evenOdd, antialiased: fill.pointee.antialiased)
            builder.removeLastEdges(count)
            coverage.store(entry, for: key)
            pinned.append(entry)
            return prepared(fill, from: entry, worker: worker, deferTables: deferTables)
        }
        let band = RasterContext.bandHeight
        let oneBand = top < bottom && top / band == (bottom - 1) / band
        let shader = CompiledShader(fill.pointee.paint, arena: tables, fillTables: !(deferTables || oneBand))
        if case .none = shader {
            builder.removeLastEdges(count)
            return .nothing
        }
        // A fill over several bands gets its edges grouped by band, so each
        // band visits only the edges near it.
        var reach: Float?
        if bottom - top > 2 * RasterContext.bandHeight {
            reach = orderByBand(start..<(start + count), rows: top..<bottom)
        }
        return PreparedFill(
            worker: worker, edgeStart: start, edgeCount: count, bandOrderedReach: reach,
            top: top, bottom: bottom, touchedWords: touchedWords(),
            evenOdd: fill.pointee.evenOdd, antialiased: fill.pointee.antialiased, shader: shader,
            mode: fill.pointee.paint.blendMode, linearLight: fill.pointee.paint.linearLight,
            clip: fill.pointee.clip.map { UnsafePointer($0.data) })
    }

    /// A fill drawn from resolved coverage: no edges, the paint compiled as
    /// for the edges the coverage came from (same rows, so same tables).
    private func prepared(_ fill: UnsafePointer<PendingFill>, from entry: CoverageEntry, worker: Int,
                          deferTables: Bool) -> PreparedFill {
        let top = entry.top, bottom = entry.bottom
        guard top < bottom else { return .nothing }
        let band = RasterContext.bandHeight
        let oneBand = top / band == (bottom - 1) / band
        let shader = CompiledShader(fill.pointee.paint, arena: tables, fillTables: !(deferTables || oneBand))
        if case .none = shader { return .nothing }
        return PreparedFill(
            worker: worker, edgeStart: 0, edgeCount: 0, bandOrderedReach: nil,
            top: top, bottom: bottom, touchedWords: 0..<0,
            evenOdd: fill.pointee.evenOdd, antialiased: fill.pointee.antialiased, shader: shader,
            mode: fill.pointee.paint.blendMode, linearLight: fill.pointee.paint.linearLight,
            clip: fill.pointee.clip.map { UnsafePointer($0.data) }, coverage: Unmanaged.passUnretained(entry))
    }

    /// The coverage of the edges in `range` over rows `top..<bottom`,
    /// accumulated in the renderer's bands and resolved row by row exactly as
    /// `BandRenderer` does, so compositing it gives the same bytes.
    private func resolveCoverage(_ range: Range<Int>, top: Int, bottom: Int, evenOdd: Bool,
                                 antialiased: Bool) -> CoverageEntry {
        let acc = resolver ?? CoverageAccumulator(width: Int(builder.width), rows: RasterContext.bandHeight)
        resolver = acc
        var rowStarts: [Int32] = [0], spans: [Int32] = [], bytes: [UInt8] = []
        let band = RasterContext.bandHeight
        let edges = UnsafeBufferPointer(rebasing: builder.edges.buffer[range])
        var bandTop = top / band * band
        while bandTop < bottom {
            let bandBottom = min(bandTop + band, height)
            acc.accumulate(edges, top: bandTop, bottom: bandBottom, antialiased: antialiased)
            for y in max(top, bandTop)..<min(bottom, bandBottom) {
                let n = acc.resolveRow(y - bandTop, evenOdd: evenOdd)
                for k in 0..<n {
                    let x0 = Int(acc.spans[2 * k]), x1 = Int(acc.spans[2 * k + 1])
                    spans.append(Int32(x0)); spans.append(Int32(x1)); spans.append(Int32(bytes.count))
                    bytes.append(contentsOf: UnsafeBufferPointer(start: acc.coverage + x0, count: x1 - x0))
                }
                rowStarts.append(Int32(spans.count / 3))
            }
            bandTop += band
        }
        return CoverageEntry(top: top, bottom: bottom, rowStarts: rowStarts, spans: spans, bytes: bytes)
    }

    /// Reorders `range` of the edges by the band of their `y0` (a counting
    /// sort: linear, and stable, so the deposit order into each cell is fixed
    /// by the input; the cells' integer sums would not depend on it anyway). Returns the tallest edge's height.
    private func orderByBand(_ range: Range<Int>, rows: Range<Int>) -> Float {
        let height = RasterContext.bandHeight
        let first = rows.lowerBound / height, last = (rows.upperBound - 1) / height
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: last - first + 2))
        let out = UnsafeMutableBufferPointer(rebasing: builder.edges.buffer[range])
        unordered.removeAll()
        unordered.append(contentsOf: UnsafeBufferPointer(out))
        let edges = unordered.buffer
        // Edges lie in the canvas (fy0 ≥ 0): the shifted fixed-point top is its row.
        @inline(__always) func slot(_ e: Edge) -> Int {
            min(max(Int(e.fy0 >> Edge.subpixelShift) / height, first), last) - first
        }
        var tallest: Int32 = 0
        bandStarts.withUnsafeMutableBufferPointer { starts in
            for e in edges {
                starts[slot(e) + 1] += 1
                tallest = max(tallest, e.fy1 - e.fy0)
            }
            for b in 1..<starts.count { starts[b] += starts[b - 1] }
            for e in edges {
                let b = slot(e)
                out[starts[b]] = e
                starts[b] += 1
            }
        }
        return Float(tallest) * (1 / Float(Edge.subpixels))
    }

    /// The words of touched bits the current shape can set: deposits reach
    /// one cell right of the shape's last column.
    private func touchedWords() -> Range<Int> {
        let shift = CoverageAccumulator.chunkShift
        let columns = builder.shapeColumns
        let first = max(0, columns.lowerBound) >> shift, last = (min(Int(builder.width), columns.upperBound) + 1) >> shift
        return (first >> 6)..<((last >> 6) + 1)
    }

    /// Forgets the edges and tables of the last flush, keeping their memory.
    func reset() {
        builder.removeAllEdges()
        tables.reset()
        pinned.removeAll(keepingCapacity: true)
    }
}

/// Calls `body` with the base address of every preparer's edges, in order
/// (valid until the preparers next add edges).
func withEdgeBuffers<R>(_ preparers: ArraySlice<FillPreparer>, _ body: ([UnsafePointer<Edge>]) throws -> R) rethrows -> R {
    try body(preparers.map { UnsafePointer($0.builder.edges.base) })
}
