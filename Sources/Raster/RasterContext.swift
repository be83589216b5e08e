import Dispatch
import Foundation
import Geometry
import Synchronization

/// Draws into a `Pixmap`: fills paths with paints under clip masks, inside
/// nested layers, and renders the recorded work in horizontal bands spread
/// over `threads` cores.
///
/// Drawing calls record commands (paths are flattened and clipped to edges
/// right away, shaders compiled); `flush()` renders them. Every pixel depends
/// only on the commands and its own row, so the bytes are the same for any
/// thread count.
///
/// Blend modes apply where the shape covers (CoreGraphics' semantics):
/// `d' = d + (B(s, d) − d) · coverage`, coverage including the clip mask.
public final class RasterContext: @unchecked Sendable {
    /// Rows per band: small enough to balance work over cores, large enough
    /// that per-band setup is negligible.
    static let bandHeight = 32

    public let target: Pixmap
    /// Worker threads used by `flush()` (1 renders on the calling thread).
    public var threads: Int
    /// Flattening tolerance in pixels.
    public var tolerance: CGFloat = 0.2

    enum Command {
        case fill(FillCommand)
        case clear(UInt32)
        case beginLayer(Layer)
        case endLayer(Layer)
    }

    struct FillCommand {
        var edgeStart: Int, edgeCount: Int
        var top: Int, bottom: Int
        var evenOdd: Bool, antialiased: Bool
        var shader: CompiledShader
        var mode: BlendMode
        var clip: ClipMask?
    }

    final class Layer {
        let pixmap: Pixmap
        let opacity: UInt32
        let mode: BlendMode
        let mask: ClipMask?
        init(pixmap: Pixmap, opacity: UInt32, mode: BlendMode, mask: ClipMask?) {
            self.pixmap = pixmap; self.opacity = opacity; self.mode = mode; self.mask = mask
        }
    }

    private var commands: [Command] = []
    private var builder: EdgeBuilder
    private var openLayers: [Layer] = []
    private var scratch: [CoverageAccumulator] = []

    public init(target: Pixmap, threads: Int = 1) {
        self.target = target
        self.threads = max(1, threads)
        builder = EdgeBuilder(width: target.width, height: target.height)
    }

    /// Number of layers begun and not yet ended.
    public var layerDepth: Int { openLayers.count }

    /// Fills `path`, mapped by `transform`, with `paint`, using the fill rule
    /// and anti-aliasing of `style`, inside `clip` when given.
    public func fill(_ path: Path, transform: CGAffineTransform = .identity, style: FillStyle = FillStyle(),
                     paint: Paint, clip: ClipMask? = nil) {
        let start = builder.edges.count
        builder.minX = .infinity; builder.maxX = -.infinity
        builder.minY = .infinity; builder.maxY = -.infinity
        path.flatten(transform: transform, tolerance: tolerance, into: &builder)
        builder.finish()
        let count = builder.edges.count - start
        guard count > 0 else { return }
        let shader = CompiledShader(paint)
        if case .none = shader { builder.edges.removeLast(count); return }
        commands.append(.fill(FillCommand(
            edgeStart: start, edgeCount: count,
            top: max(0, Int(builder.minY)), bottom: min(target.height, Int(builder.maxY.rounded(.up))),
            evenOdd: style.isEOFilled, antialiased: style.isAntialiased,
            shader: shader, mode: paint.blendMode, clip: clip)))
    }

    /// Sets every pixel of the current layer (or the target) to `color`.
    public func clear(to color: RGBA8 = .transparent) {
        let w = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        commands.append(.clear(w))
    }

    /// Starts an offscreen layer: later drawing goes to a transparent pixmap
    /// that `endLayer()` composites onto what is beneath with `opacity`,
    /// `blendMode` and `mask`. Layers nest.
    public func beginLayer(opacity: Float = 1, blendMode: BlendMode = .normal, mask: ClipMask? = nil) {
        let layer = Layer(pixmap: Pixmap(width: target.width, height: target.height),
                          opacity: unitToByte(opacity.isFinite ? opacity : 0), mode: blendMode, mask: mask)
        openLayers.append(layer)
        commands.append(.beginLayer(layer))
    }

    /// Ends the innermost layer.
    /// - Throws: `RasterError.unbalancedLayers` when no layer is open.
    public func endLayer() throws {
        guard let layer = openLayers.popLast() else {
            throw RasterError.unbalancedLayers("endLayer() called with no layer open; pair it with beginLayer()")
        }
        commands.append(.endLayer(layer))
    }

    /// Renders every recorded command into `target` and forgets them.
    /// - Throws: `RasterError.unbalancedLayers` when layers are still open.
    public func flush() throws {
        guard openLayers.isEmpty else {
            throw RasterError.unbalancedLayers("flush() with \(openLayers.count) layer(s) open; call endLayer() first")
        }
        let bands = (target.height + RasterContext.bandHeight - 1) / RasterContext.bandHeight
        let workers = min(threads, bands)
        while scratch.count < workers {
            scratch.append(CoverageAccumulator(width: target.width, rows: RasterContext.bandHeight))
        }
        builder.edges.withUnsafeBufferPointer { edges in
            if workers == 1 {
                for b in 0..<bands { renderBand(b, edges, scratch[0]) }
            } else {
                // Workers claim bands one at a time, so a band full of work does
                // not hold up the others; which worker renders a band never
                // changes its bytes.
                let scratch = self.scratch
                let shared = SharedEdges(edges: edges)
                let next = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    while true {
                        let b = next.wrappingAdd(1, ordering: .relaxed).oldValue
                        if b >= bands { break }
                        renderBand(b, shared.edges, scratch[w])
                    }
                }
            }
        }
        commands.removeAll(keepingCapacity: true)
        builder.edges.removeAll(keepingCapacity: true)
    }

    private func renderBand(_ band: Int, _ edges: UnsafeBufferPointer<Edge>, _ acc: CoverageAccumulator) {
        let top = band * RasterContext.bandHeight
        let bottom = min(top + RasterContext.bandHeight, target.height)
        let width = target.width
        var stack: [Pixmap] = [target]
        for command in commands {
            let surface = stack[stack.count - 1]
            let pixels = UnsafeMutableRawPointer(surface.data).assumingMemoryBound(to: UInt32.self)
            switch command {
            case .fill(let f):
                let r0 = max(top, f.top), r1 = min(bottom, f.bottom)
                if r0 >= r1 { continue }
                let slice = UnsafeBufferPointer(rebasing: edges[f.edgeStart..<(f.edgeStart + f.edgeCount)])
                acc.accumulate(slice, top: top, bottom: bottom, antialiased: f.antialiased)
                let solid = f.shader.solidWord
                for y in r0..<r1 {
                    let spanCount = acc.resolveRow(y - top, evenOdd: f.evenOdd)
                    if spanCount == 0 { continue }
                    let solid = solid ?? f.shader.rowConstant(y: y)
                    for k in 0..<spanCount {
                        let x0 = Int(acc.spans[2 * k]), n = Int(acc.spans[2 * k + 1]) - x0
                        if let clip = f.clip { applyMask(acc.coverage + x0, clip.data + y * width + x0, n) }
                        if solid == nil {
                            f.shader.shade(y: y, x0: x0, count: n, out: acc.colors, t: acc.parameters)
                        }
                        Compositor.composite(f.mode, dst: pixels + y * width + x0, coverage: acc.coverage + x0,
                                             src: acc.colors, solid: solid, count: n)
                    }
                }
            case .clear(let w):
                (pixels + top * width).update(repeating: w, count: (bottom - top) * width)
            case .beginLayer(let layer):
                stack.append(layer.pixmap)
            case .endLayer(let layer):
                stack.removeLast()
                let parent = UnsafeMutableRawPointer(stack[stack.count - 1].data).assumingMemoryBound(to: UInt32.self)
                let src = UnsafeMutableRawPointer(layer.pixmap.data).assumingMemoryBound(to: UInt32.self)
                for y in top..<bottom {
                    let row = src + y * width
                    if layer.opacity != 255 {
                        for x in 0..<width { row[x] = scalePixel(row[x], layer.opacity) }
                    }
                    if let mask = layer.mask {
                        (acc.coverage).update(from: mask.data + y * width, count: width)
                    } else {
                        acc.coverage.update(repeating: 255, count: width)
                    }
                    Compositor.composite(layer.mode, dst: parent + y * width, coverage: acc.coverage,
                                         src: row, solid: nil, count: width)
                }
            }
        }
    }

    @inline(__always)
    private func applyMask(_ coverage: UnsafeMutablePointer<UInt8>, _ mask: UnsafePointer<UInt8>, _ n: Int) {
        for i in 0..<n { coverage[i] = UInt8(truncatingIfNeeded: mul255(UInt32(coverage[i]), UInt32(mask[i]))) }
    }
}

/// Read-only edges handed to worker threads (nothing writes them during a flush).
private struct SharedEdges: @unchecked Sendable {
    let edges: UnsafeBufferPointer<Edge>
}
