import Foundation
import Geometry

/// A fill as recorded by `RasterContext`: geometry and paint as given, turned
/// into edges and a compiled shader only when the context flushes, on as
/// many threads as it has.
struct PendingFill {
    var path: Path
    var transform: CGAffineTransform
    /// When set, the fill is this stroke's outline (non-zero rule).
    var stroke: StrokeStyle?
    var evenOdd: Bool
    var antialiased: Bool
    /// Kept for the whole flush: the compiled shader borrows its image pixels.
    var paint: Paint
    /// Kept for the whole flush: the prepared fill borrows its bytes.
    var clip: ClipMask?
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
    var mode: BlendMode
    var linearLight = false
    var clip: UnsafePointer<UInt8>?

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
    let height: Int

    init(width: Int, height: Int) {
        builder = EdgeBuilder(width: width, height: height)
        self.height = height
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
    }
}

/// Calls `body` with the base address of every preparer's edges, in order
/// (valid until the preparers next add edges).
func withEdgeBuffers<R>(_ preparers: ArraySlice<FillPreparer>, _ body: ([UnsafePointer<Edge>]) throws -> R) rethrows -> R {
    try body(preparers.map { UnsafePointer($0.builder.edges.base) })
}
