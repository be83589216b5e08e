import Foundation
import Geometry
import Raster

/// Draws a document's compositions at a Lottie frame onto a RasterContext:
/// layers bottom to top, parenting, masks, track mattes, blend modes,
/// effects, precompositions with their own time.
struct CompositionRenderer {
    let document: DocumentModel
    let limits: LottieLimits
    let width: Int
    let height: Int
    /// Composition-to-canvas scale (for effect distances).
    let scale: Double

    /// Draws the main composition at Lottie frame `frame`, mapped by `base`.
    func draw(frame: Double, base: CGAffineTransform, into ctx: RasterContext) throws {
        try drawLayers(document.layers, time: frame, base: base, clip: nil, into: ctx, depth: 0)
    }

    func drawLayers(_ layers: [LayerModel], time: Double, base: CGAffineTransform, clip: LayerClip?,
                    into ctx: RasterContext, depth: Int) throws {
        guard depth <= limits.maxPrecompDepth else { return }
        var byIndex: [Int: Int] = [:]
        for (i, l) in layers.enumerated() { if let ind = l.index, byIndex[ind] == nil { byIndex[ind] = i } }
        // The layer above a matted one is its matte (unless `tp` names
        // another) and is not drawn itself, `td` or not: players do the same.
        var sources = Set<Int>()
        for (i, l) in layers.enumerated() where l.matteMode != nil && i > 0 {
            if l.matteParent.flatMap({ byIndex[$0] }) == nil { sources.insert(i - 1) }
        }
        for i in layers.indices.reversed() {
            let layer = layers[i]
            if layer.isMatteSource || layer.hidden || sources.contains(i) { continue }
            var matte: (LayerModel, MatteMode)?
            if let mode = layer.matteMode {
                if let tp = layer.matteParent, let k = byIndex[tp] {
                    matte = (layers[k], mode)
                } else if i > 0 {
                    matte = (layers[i - 1], mode)
                }
            }
            try drawLayer(layer, in: layers, byIndex: byIndex, time: time, base: base, clip: clip, matte: matte,
                          into: ctx, depth: depth)
        }
    }

    /// The layer's matrix to the composition, through its parents.
    func worldMatrix(_ layer: LayerModel, in layers: [LayerModel], byIndex: [Int: Int], time: Double) -> CGAffineTransform {
        var m = localMatrix(layer, time: time)
        var current = layer
        var hops = 0
        while let p = current.parent, let k = byIndex[p], hops < layers.count {
            current = layers[k]
            m = m.concatenating(localMatrix(current, time: time))
            hops += 1
        }
        return m
    }

    private func localMatrix(_ layer: LayerModel, time: Double) -> CGAffineTransform {
        let f = localFrame(layer, time)
        let orient = layer.autoOrient ? layer.transform.travelAngle(at: f) : nil
        return layer.transform.matrix(at: f, autoOrientAngle: orient)
    }

    /// The frame a layer's own properties are evaluated at: the
    /// composition's (keyframe times are exported in it; `st` and `sr`
    /// shift and stretch only what a precomp shows, as lottie-ios and
    /// rlottie do).
    func localFrame(_ layer: LayerModel, _ time: Double) -> Double {
        time
    }

    private func drawLayer(_ layer: LayerModel, in layers: [LayerModel], byIndex: [Int: Int], time: Double,
                           base: CGAffineTransform, clip: LayerClip?, matte: (LayerModel, MatteMode)?,
                           into ctx: RasterContext, depth: Int) throws {
        guard time >= layer.inPoint && time < layer.outPoint else { return }
        if case .null = layer.content { return }
        if case .nothing = layer.content { return }
        let f = localFrame(layer, time)
        let opacity = layer.transform.opacityValue(at: f)
        guard opacity > 0 else { return }
        let world = worldMatrix(layer, in: layers, byIndex: byIndex, time: time).concatenating(base)
        var contentClip = clip
        var ops: [DrawOp]?
        var region: MaskRegion?
        if !layer.masks.isEmpty {
            // Masks matter only where the content draws: they are computed in its box.
            (ops, region) = try contentBox(layer, frame: f, world: world)
            let around = try clip?.mask(for: region, context: ctx)
            contentClip = try MaskBuilder.clip(layer.masks, frame: f, world: world, scale: scale, region: region,
                                               context: ctx, intersecting: around).map(LayerClip.init)
        }
        var shownMatte: (layer: LayerModel, luma: Bool, inverted: Bool)?
        if let (source, mode) = matte {
            var shown = source
            shown.isMatteSource = false
            shownMatte = (shown, mode == .luma || mode == .lumaInverted, mode == .alphaInverted || mode == .lumaInverted)
        }
        func drawMatte(into mctx: RasterContext) throws {
            guard let shownMatte else { return }
            try drawLayer(shownMatte.layer, in: layers, byIndex: byIndex, time: time, base: base, clip: clip, matte: nil,
                          into: mctx, depth: depth)
        }
        let filter = layer.effects.isEmpty ? nil : LayerEffects.pixelFilter(layer.effects, frame: f)
        if !layer.effects.isEmpty && filter == nil {
            // Shadow and blur read beyond each pixel of the drawn layer, so
            // it and its matte are drawn on planes of their own.
            var matteMask: ClipMask?
            if let shownMatte {
                let plane = Pixmap(width: width, height: height)
                let mctx = RasterContext(target: plane, resources: ctx.resources)
                try drawMatte(into: mctx)
                try mctx.flush()
                matteMask = try ClipMask(alphaOf: shownMatte.luma ? plane.lumaAsAlpha() : plane, opacity: 255,
                                         inverted: shownMatte.inverted)
            }
            if layer.masks.isEmpty { (ops, region) = try contentBox(layer, frame: f, world: world) }
            let plane = Pixmap(width: width, height: height)
            let ectx = RasterContext(target: plane, resources: ctx.resources)
            try drawContent(layer, frame: f, world: world, clip: contentClip, ops: ops, into: ectx, depth: depth)
            try ectx.flush()
            LayerEffects.apply(layer.effects, to: plane, frame: f, scale: scale, resources: ctx.resources)
            // The plane is transparent beyond what the content and its
            // effects reach, and a transparent pixel leaves the canvas as it
            // is: only that box is composited back.
            var within: CGRect?
            if let r = LayerEffects.reach(layer.effects, frame: f, scale: scale), let region,
               layer.blendMode.keepsDestinationUnderClearSource {
                let rows = (region.rows.lowerBound - r..<region.rows.upperBound + r).clamped(to: 0..<height)
                let columns = (region.columns.lowerBound - r..<region.columns.upperBound + r).clamped(to: 0..<width)
                if rows.isEmpty || columns.isEmpty { return }
                within = CGRect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count)
            }
            ctx.draw(plane, blendMode: layer.blendMode, opacity: Float(opacity), clip: matteMask, within: within)
            return
        }
        // A matte is drawn as a layer of this context that is never
        // composited, and masks the content's layer band by band; per-pixel
        // effects filter the content's layer where it was drawn.
        var layerMatte: LayerMatte?
        if let shownMatte {
            let index = ctx.beginMatte()
            try drawMatte(into: ctx)
            try ctx.endLayer()
            layerMatte = LayerMatte(layer: index, luma: shownMatte.luma, inverted: shownMatte.inverted)
        }
        let isolated = opacity < 1 || layer.blendMode != .normal || layerMatte != nil || filter != nil
        if isolated {
            ctx.beginLayer(opacity: Float(opacity), blendMode: layer.blendMode, matte: layerMatte, filter: filter)
        }
        try drawContent(layer, frame: f, world: world, clip: contentClip, ops: ops, into: ctx, depth: depth)
        if isolated { try ctx.endLayer() }
    }

    /// The shape or text layer's evaluated fills and strokes (nil for other
    /// content) and the box its content can draw in (nil: anywhere).
    private func contentBox(_ layer: LayerModel, frame f: Double,
                            world: CGAffineTransform) throws -> (ops: [DrawOp]?, region: MaskRegion?) {
        switch layer.content {
        case let .text(text):
            let ops = try evaluate(text.items(at: f), frame: f)
            return (ops, DrawnBox.ops(ops, world: world))
        case let .shapes(items):
            let ops = try evaluate(items, frame: f)
            return (ops, DrawnBox.ops(ops, world: world))
        case let .solid(_, w, h):
            return (nil, DrawnBox.rect(width: w, height: h, world))
        case let .image(id):
            guard let asset = document.images[id], let pixmap = asset.pixmap else { return (nil, nil) }
            let w = asset.width > 0 ? asset.width : Double(pixmap.width)
            let h = asset.height > 0 ? asset.height : Double(pixmap.height)
            return (nil, DrawnBox.rect(width: w, height: h, world))
        case let .precomp(_, w, h):
            // A precomp shows its layers only inside its size.
            return (nil, w > 0 && h > 0 ? DrawnBox.rect(width: w, height: h, world) : nil)
        case .null, .nothing:
            return (nil, nil)
        }
    }

    private func evaluate(_ items: [ShapeItem], frame f: Double) throws -> [DrawOp] {
        var evaluator = ShapeEvaluator(frame: f, limits: limits)
        return try evaluator.evaluate(items)
    }

    private func drawContent(_ layer: LayerModel, frame f: Double, world: CGAffineTransform, clip: LayerClip?,
                             ops: [DrawOp]?, into ctx: RasterContext, depth: Int) throws {
        if let ops {
            try drawOps(ops, world: world, clip: clip, into: ctx)
            return
        }
        switch layer.content {
        case let .text(text):
            try drawOps(try evaluate(text.items(at: f), frame: f), world: world, clip: clip, into: ctx)
        case let .shapes(items):
            try drawOps(try evaluate(items, frame: f), world: world, clip: clip, into: ctx)
        case let .solid(color, w, h):
            guard w > 0, h > 0 else { return }
            ctx.fill(Path(CGRect(x: 0, y: 0, width: w, height: h)), transform: world,
                     paint: .color(PaintEvaluation.color(color)),
                     clip: try clip?.mask(for: DrawnBox.rect(width: w, height: h, world), context: ctx))
        case let .image(id):
            guard let asset = document.images[id], let pixmap = asset.pixmap else { return }
            let sx = asset.width > 0 ? asset.width / Double(pixmap.width) : 1
            let sy = asset.height > 0 ? asset.height / Double(pixmap.height) : 1
            let m = CGAffineTransform(scaleX: sx, y: sy).concatenating(world)
            ctx.draw(pixmap, transform: m, clip: try clip?.mask(
                for: DrawnBox.rect(width: Double(pixmap.width), height: Double(pixmap.height), m), context: ctx))
        case let .precomp(id, w, h):
            guard let layers = document.precomps[id] else { return }
            var childTime = (f - layer.startTime) / layer.stretch
            if let tm = layer.timeRemap {
                childTime = (tm.value(at: f).first ?? 0) * document.frameRate
            }
            // The precomp's rectangle clips its layers; its mask is built
            // only if something drawn reaches the rectangle's edge.
            var childClip = clip
            if w > 0 && h > 0 && !covers(world, w, h, clip?.region) {
                childClip = LayerClip(width: w, height: h, world: world, outer: clip)
            }
            try drawLayers(layers, time: childTime, base: world, clip: childClip, into: ctx, depth: depth + 1)
        case .null, .nothing:
            return
        }
    }

    private func drawOps(_ ops: [DrawOp], world: CGAffineTransform, clip: LayerClip?, into ctx: RasterContext) throws {
        for op in ops {
            let m = op.transform.concatenating(world)
            let paint = Paint(op.paint.shader(m), opacity: Float(min(op.opacity, 1)))
            let clip = try clip?.mask(for: DrawnBox.op(op, world: world), context: ctx)
            switch op.kind {
            case let .fill(evenOdd):
                ctx.fill(op.path, transform: m, style: FillParameters(eoFill: evenOdd), paint: paint, clip: clip)
            case let .stroke(style):
                ctx.stroke(op.path, style: style, transform: m, paint: paint, clip: clip)
            }
        }
    }

    /// Whether `world` maps the rectangle 0…w × 0…h onto a rectangle that
    /// holds every pixel of `region` (nil: the canvas), the only pixels the
    /// clip already around it keeps: clipping to it then changes nothing, and
    /// the mask it would take is not built (precomps the size of the
    /// composition are the common case, nested ones the next).
    private func covers(_ world: CGAffineTransform, _ w: Double, _ h: Double, _ region: MaskRegion?) -> Bool {
        guard world.b == 0 && world.c == 0 else { return false }
        let rows = region?.rows ?? 0..<height, columns = region?.columns ?? 0..<width
        if rows.isEmpty || columns.isEmpty { return true }
        let x0 = world.tx, x1 = world.a * w + world.tx, y0 = world.ty, y1 = world.d * h + world.ty
        return min(x0, x1) <= Double(columns.lowerBound) && max(x0, x1) >= Double(columns.upperBound)
            && min(y0, y1) <= Double(rows.lowerBound) && max(y0, y1) >= Double(rows.upperBound)
    }
}
