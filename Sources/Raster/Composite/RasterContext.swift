import Dispatch
import Foundation
import Geometry
import Synchronization

/// Draws into a `Pixmap`: fills paths with paints under clip masks, inside
/// nested layers, and renders the recorded work in horizontal bands spread
/// over `threads` cores.
///
/// Drawing calls only record; `flush()` renders, in two parallel passes:
/// first every fill is stroked, flattened, clipped to edges and its paint
/// compiled (fills claimed in chunks by the threads), then the canvas is
/// rendered band by band, each band visiting only the fills that touch it.
/// Every pixel depends only on the commands and its own row, so the bytes are
/// the same for any thread count.
///
/// Blend modes apply where the shape covers (CoreGraphics' semantics):
/// `d' = d + (B(s, d) − d) · coverage`, coverage including the clip mask.
package final class RasterContext: @unchecked Sendable {
    /// Rows per band: small enough to balance work over cores, large enough
    /// that per-band setup is negligible.
    static let bandHeight = 32
    /// Fills a preparing thread claims at a time.
    static let prepareChunk = 16

    /// The pixmap drawn into (see `retarget(_:)`).
    package private(set) var target: Pixmap
    /// Worker threads used by `flush()` (1 renders on the calling thread).
    package var threads: Int
    /// Flattening tolerance in pixels.
    package var tolerance: CGFloat = 0.2
    /// The caches this context's drawing uses (coverage of repeated fills).
    package let resources: RenderResources

    /// One recorded step; fills and layers are indices into `fills` and `layers`.
    enum Command {
        case fill(Int)
        case clear(UInt32)
        case beginLayer(Int)
        case endLayer(Int)
    }

    /// An offscreen layer's settings; its pixels live only band by band
    /// while the context flushes (`LayerBandMemory`).
    final class Layer {
        let opacity: UInt32
        let mode: BlendOperation
        let mask: ClipMask?
        let linearLight: Bool
        /// The matte layer whose pixels also mask this one.
        let matte: LayerMatte?
        /// Drawn only to mask a later layer, never composited.
        let isMatte: Bool
        /// Applied to the layer's drawn pixels before it is composited.
        let filter: PixelFilter?
        init(opacity: UInt32, mode: BlendOperation, mask: ClipMask?, linearLight: Bool = false,
             matte: LayerMatte? = nil, isMatte: Bool = false, filter: PixelFilter? = nil) {
            self.opacity = opacity; self.mode = mode; self.mask = mask
            self.linearLight = linearLight; self.matte = matte; self.isMatte = isMatte; self.filter = filter
        }
    }

    // Unchecked: recording appends to both once per fill, the context is
    // driven from one thread and no access to them overlaps another, so the
    // runtime's exclusivity checks would only cost time.
    @exclusivity(unchecked) private var commands: [Command] = []
    @exclusivity(unchecked) private var fills: [PendingFill] = []
    private var layers: [Layer] = []
    private var openLayers: [Int] = []
    private var preparers: [FillPreparer] = []
    private var scratch: [CoverageAccumulator] = []
    /// Each worker's band rows for layers, beside its `scratch`.
    private var layerMemory: [LayerBandMemory] = []

    package init(target: Pixmap, threads: Int = 1, resources: RenderResources = .shared) {
        self.target = target
        self.threads = max(1, threads)
        self.resources = resources
    }

    /// Points the context at another pixmap, keeping the buffers it has
    /// grown (edges, gradient tables, coverage rows), so a renderer that
    /// draws frame after frame through one context allocates nothing.
    /// - Throws: `RasterError.unflushedCommands` when drawing is recorded but not flushed.
    package func retarget(_ pixmap: Pixmap) throws {
        guard commands.isEmpty && openLayers.isEmpty else {
            throw RasterError.unflushedCommands(
                "retarget(_:) with \(commands.count) recorded command(s); call flush() first")
        }
        if pixmap.width != target.width || pixmap.height != target.height {
            preparers.removeAll()
            scratch.removeAll()
            layerMemory.removeAll()
        }
        target = pixmap
    }

    /// `ClipMask(width:height:path:…)` the size of this context's target,
    /// rasterised in the context's band scratch (idle between flushes, and
    /// left zeroed) instead of a coverage buffer allocated for each mask.
    /// - Throws: `RasterError.sizeMismatch` when `other` has another size.
    package func clipMask(_ path: Path, transform: CGAffineTransform, inverted: Bool = false, region: MaskRegion? = nil,
                          intersecting other: ClipMask?) throws -> ClipMask {
        if scratch.isEmpty { scratch.append(CoverageAccumulator(width: target.width, rows: Self.bandHeight)) }
        return try ClipMask(width: target.width, height: target.height, path: path, transform: transform,
                            style: FillParameters(), tolerance: 0.2, inverted: inverted, region: region, intersecting: other,
                            accumulator: scratch[0])
    }

    /// Number of layers begun and not yet ended.
    package var layerDepth: Int { openLayers.count }

    /// Fills `path`, mapped by `transform`, with `paint`, using the fill rule
    /// and anti-aliasing of `style`, inside `clip` when given.
    ///
    /// Path and paint are consumed (kept until the flush), so a paint built
    /// for the call moves in instead of being copied.
    package func fill(_ path: consuming Path, transform: CGAffineTransform = .identity, style: FillParameters = FillParameters(),
                     paint: consuming Paint, clip: ClipMask? = nil) {
        record(PendingFill(path: path, transform: transform, stroke: nil, evenOdd: style.isEOFilled,
                           antialiased: style.isAntialiased, paint: paint, clip: clip))
    }

    /// Fills the path that `path()` builds, as `fill`, reusing the coverage
    /// of an earlier fill with the same `key`, transform, fill style and
    /// canvas from the context's `resources` (then `path` is not called). The
    /// caller promises that equal keys build equal paths.
    public func fill(cachedAs key: CoverageKey, _ path: () -> Path, transform: CGAffineTransform = .identity,
                     style: FillParameters = FillParameters(), paint: consuming Paint, clip: ClipMask? = nil) {
        let cache = resources.coverage
        let full = CoverageCacheKey(key: key, transform: transform, width: target.width, height: target.height,
                                    tolerance: tolerance, evenOdd: style.isEOFilled, antialiased: style.isAntialiased)
        if let entry = cache.entry(for: full) {
            record(PendingFill(path: Path(), transform: transform, stroke: nil, evenOdd: style.isEOFilled,
                               antialiased: style.isAntialiased, paint: paint, clip: clip, cached: entry))
        } else {
            record(PendingFill(path: path(), transform: transform, stroke: nil, evenOdd: style.isEOFilled,
                               antialiased: style.isAntialiased, paint: paint, clip: clip,
                               cacheKey: RenderCaches.isEnabled ? full : nil))
        }
    }

    /// Strokes `path` with `style` (widths in the path's own space, before
    /// `transform`), filling Geometry's stroke outline with the non-zero rule.
    /// The outline is built when the context flushes, in parallel with others.
    package func stroke(_ path: consuming Path, style: StrokeParameters, transform: CGAffineTransform = .identity,
                       antialiased: Bool = true, paint: consuming Paint, clip: ClipMask? = nil) {
        record(PendingFill(path: path, transform: transform, stroke: style, evenOdd: false,
                           antialiased: antialiased, paint: paint, clip: clip))
    }

    /// Consumes `fill` so it moves into `fills` instead of being copied.
    private func record(_ fill: consuming PendingFill) {
        commands.append(.fill(fills.count))
        fills.append(fill)
    }

    /// Sets every pixel of the current layer (or the target) to `color`.
    package func clear(to color: RGBA8 = .transparent) {
        let w = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        commands.append(.clear(w))
    }

    /// Starts an offscreen layer: later drawing goes to a transparent pixmap
    /// that `endLayer()` composites onto what is beneath with `opacity`,
    /// `blendMode` and `mask` (in linear light with `linearLight`). Layers nest.
    package func beginLayer(opacity: Float = 1, blendMode: BlendOperation = .normal, mask: ClipMask? = nil,
                           linearLight: Bool = false) {
        // Bands zero the columns drawing reaches (`LayerColumns`).
        let layer = Layer(opacity: unitToByte(opacity.isFinite ? opacity : 0), mode: blendMode, mask: mask,
                          linearLight: linearLight)
        openLayers.append(layers.count)
        commands.append(.beginLayer(layers.count))
        layers.append(layer)
    }

    /// Starts a matte: a layer drawn like any other but never composited,
    /// whose pixels mask a later layer begun with `beginLayer(matte:)`
    /// (a track matte). End it with `endLayer()` before that layer begins.
    /// Only the rows and columns drawn into are read, so a matte costs what
    /// it covers rather than a canvas-sized mask.
    package func beginMatte() -> Int {
        let index = layers.count
        let layer = Layer(opacity: 255, mode: .normal, mask: nil, isMatte: true)
        openLayers.append(index)
        commands.append(.beginLayer(index))
        layers.append(layer)
        return index
    }

    /// Starts a layer composited with `opacity` and `blendMode`, masked by
    /// the matte numbered `matte.layer` (from `beginMatte()`) when given —
    /// each pixel's coverage is the matte's alpha or luminance there (see
    /// `LayerMatte`), as `ClipMask(alphaOf:inverted:)` of the matte drawn
    /// alone — its drawn pixels changed by `filter` first when given.
    package func beginLayer(opacity: Float = 1, blendMode: BlendOperation = .normal, matte: LayerMatte?,
                           filter: PixelFilter?) {
        let layer = Layer(opacity: unitToByte(opacity.isFinite ? opacity : 0), mode: blendMode, mask: nil,
                          matte: matte, filter: filter)
        openLayers.append(layers.count)
        commands.append(.beginLayer(layers.count))
        layers.append(layer)
    }

    /// Ends the innermost layer.
    /// - Throws: `RasterError.unbalancedLayers` when no layer is open.
    package func endLayer() throws {
        guard let layer = openLayers.popLast() else {
            throw RasterError.unbalancedLayers("endLayer() called with no layer open; pair it with beginLayer()")
        }
        commands.append(.endLayer(layer))
    }

    /// Renders every recorded command into `target` and forgets them.
    /// - Throws: `RasterError.unbalancedLayers` when layers are still open.
    package func flush() throws {
        guard openLayers.isEmpty else {
            throw RasterError.unbalancedLayers("flush() with \(openLayers.count) layer(s) open; call endLayer() first")
        }
        let bands = (target.height + Self.bandHeight - 1) / Self.bandHeight
        let workers = min(threads, max(bands, 1))
        let prepared = prepareFills(workers: workers)
        withEdgeBuffers(preparers[...]) { bases in
            let plan = BandPlan(commands: commands, fills: prepared, bands: bands, bandHeight: Self.bandHeight)
            let renderer = BandRenderer(target: target, commands: commands, fills: prepared, paints: fills, edgeBases: bases,
                                        layers: layers, plan: plan)
            while scratch.count < workers {
                scratch.append(CoverageAccumulator(width: target.width, rows: Self.bandHeight))
            }
            while layerMemory.count < workers { layerMemory.append(LayerBandMemory(width: target.width)) }
            let scratch = self.scratch, layerMemory = self.layerMemory
            Self.run(workers: workers, items: bands, chunk: 1) { band, worker in
                renderer.render(band: band, using: scratch[worker], layerMemory: layerMemory[worker])
            }
        }
        commands.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        layers.removeAll(keepingCapacity: true)
        for p in preparers { p.reset() }
    }

    /// Turns every recorded fill into edges and a compiled shader, `workers`
    /// threads claiming chunks of fills in order.
    private func prepareFills(workers: Int) -> [PreparedFill] {
        let count = fills.count
        let used = count > Self.prepareChunk ? workers : 1
        while preparers.count < used {
            preparers.append(FillPreparer(width: target.width, height: target.height, coverage: resources.coverage))
        }
        var prepared = [PreparedFill](repeating: .nothing, count: count)
        fills.withUnsafeBufferPointer { fills in
            prepared.withUnsafeMutableBufferPointer { out in
                let shared = PreparationJob(fills: fills, out: out)
                let preparers = self.preparers, tolerance = self.tolerance
                // One band renderer reads every table when there is one thread.
                let deferTables = workers == 1
                Self.run(workers: used, items: count, chunk: Self.prepareChunk) { i, worker in
                    shared.out[i] = preparers[worker].prepare(shared.fills.baseAddress! + i, worker: worker,
                                                              tolerance: tolerance, deferTables: deferTables)
                }
            }
        }
        return prepared
    }

    /// Runs `body(item, worker)` for every item in `0..<items`: on the calling
    /// thread for one worker, otherwise on `workers` threads claiming `chunk`
    /// items at a time (so a slow item does not hold up the others).
    static func run(workers: Int, items: Int, chunk: Int, _ body: (Int, Int) -> Void) {
        if workers <= 1 || items <= chunk {
            for i in 0..<items { body(i, 0) }
            return
        }
        let next = Atomic<Int>(0)
        withoutActuallyEscaping(body) { body in
            let work = SendableBody(body: body)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while true {
                    let start = next.wrappingAdd(chunk, ordering: .relaxed).oldValue
                    if start >= items { break }
                    for i in start..<min(start + chunk, items) { work.body(i, worker) }
                }
            }
        }
    }
}

/// The fills and result slots of one preparation pass; each slot is written
/// by exactly one thread.
private struct PreparationJob: @unchecked Sendable {
    let fills: UnsafeBufferPointer<PendingFill>
    let out: UnsafeMutableBufferPointer<PreparedFill>
}

/// A work item body shared by the threads of one `run` (it only touches
/// memory that its items own).
private struct SendableBody: @unchecked Sendable {
    let body: (Int, Int) -> Void
}
