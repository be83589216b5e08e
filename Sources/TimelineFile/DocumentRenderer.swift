// Draws a timeline document at one instant through GraphicsContext, the
// same API a Swift Canvas scene uses.
//
// Per layer, in this order (SwiftUI's modifier order for
// `shape.fill().stroke().trim… .clipShape().blur().shadow().opacity()
// .blendMode()` placed by `.position` and rotated/scaled around its anchor):
//   1. transform: translate to position + offset, rotate, scale, move the
//      anchor of the frame to the origin;
//   2. content, clipped by `clip`;
//   3. blur, then shadow, over the clipped content as one picture;
//   4. opacity and blend mode applied to that picture.
// A layer needing a picture of its own (several paint operations or a
// group faded or blended together, a filter, a clip) is drawn with
// `drawLayer`.
import SwiftUICore
import Foundation
import Geometry
import Particles
import Timeline

struct DocumentRenderer {
    let document: TimelineDocument
    let resources: LayerResources

    /// Everything one frame's drawing needs to know about time.
    struct Instant {
        /// Seconds on the clock of the layer being drawn: one rounding of
        /// the exact frame time minus the exact shifts of its sequences.
        var time: Double
        var frame: Int
        var rate: FrameRate
        /// This frame's share of the ``FrameBudget``, charged before each layer's work.
        var meter: BudgetMeter
        /// The frame's exact time and how far the current clock lags it.
        var frameTime: RationalTime
        var shift: RationalTime = .zero

        init(frame: Int, rate: FrameRate, meter: BudgetMeter) {
            self.frame = frame
            self.rate = rate
            self.meter = meter
            frameTime = rate.exactTime(ofFrame: frame)
            time = rate.time(ofFrame: frame)
        }

        /// The instant on a clock `delay` behind this one.
        func delayed(by delay: RationalTime) -> Instant {
            guard delay != .zero else { return self }
            var next = self
            let total = shift.adding(delay)
            if let total, let local = frameTime.subtracting(total) {
                next.shift = total
                next.time = local.seconds
            } else {
                // Beyond exact terms (absurd fractions): the nearest Double will do.
                next.shift = total ?? shift
                next.time = time - delay.seconds
            }
            return next
        }
    }

    /// Draws the background and the layers into `context`, whose user space
    /// is the document's canvas.
    func draw(into context: inout GraphicsContext, at instant: Instant) throws {
        try draw(into: &context, at: instant, layers: document.layers.indices, background: true)
    }

    /// Draws the background (when `background`) and the top-level layers in
    /// `range`, in order: drawing a prefix and then the rest onto it gives
    /// the bytes of drawing everything at once (compositing is per pixel).
    func draw(into context: inout GraphicsContext, at instant: Instant, layers range: Range<Int>,
              background: Bool) throws {
        let canvas = CGRect(x: 0, y: 0, width: document.width, height: document.height)
        if background, let paint = document.background {
            context.fill(Path(canvas), with: paint.shading(in: canvas, at: instant.time))
        }
        for layer in document.layers[range] {
            try draw(layer, in: context, parentFrame: canvas, at: instant)
        }
    }

    private func draw(_ layer: LayerSpec, in parent: GraphicsContext, parentFrame: CGRect, at parentInstant: Instant) throws {
        let instant = parentInstant.delayed(by: layer.clockShift)
        let t = instant.time
        guard layer.isVisible(at: t) else { return }
        let opacity = min(max(layer.opacity.value(at: t), 0), 1)
        guard opacity > 0 || layer.blendMode != .normal else { return }

        let place = try placement(of: layer, parentFrame: parentFrame, at: t)
        let frame = place.frame
        var context = parent
        context.translateBy(x: place.origin.x, y: place.origin.y)
        context.rotate(by: place.rotation)
        context.scaleBy(x: place.scale.width, y: place.scale.height)
        context.translateBy(x: -place.anchor.x, y: -place.anchor.y)

        var filtered = false
        if let blur = layer.blur?.value(at: t), blur > 0 {
            context.addFilter(.blur(radius: blur))
            filtered = true
        }
        if let shadow = layer.shadow {
            context.addFilter(.shadow(color: Color(shadow.color.value(at: t)), radius: shadow.radius.value(at: t),
                                      x: shadow.x.value(at: t), y: shadow.y.value(at: t)))
            filtered = true
        }
        context.opacity *= opacity
        context.blendMode = layer.blendMode

        // A plain group (opaque, normal blending, no filter or clip) draws
        // its children straight through: the same picture without a layer.
        let grouped = filtered || layer.clip != nil
            || ((opacity < 1 || layer.blendMode != .normal) && paintOperations(layer) > 1)
        if grouped {
            try instant.meter.chargeLayer(layer)
            var failure: (any Error)?
            context.drawLayer { inner in
                if let clip = layer.clip {
                    let rect = clipRect(clip, frame: frame, at: t)
                    inner.clip(to: clip.shape.path(in: rect, at: t), options: clip.inverse ? .inverse : [])
                }
                do { try drawContent(layer, in: &inner, frame: frame, at: instant) } catch { failure = error }
            }
            if let failure { throw failure }
        } else {
            try drawContent(layer, in: &context, frame: frame, at: instant)
        }
    }

    /// Where a layer sits at `t`: its frame, and the moves that take the
    /// frame's coordinates to its parent's (translate to `origin`, rotate,
    /// scale, then the anchor point to the origin), in drawing order.
    struct Placement {
        var frame: CGRect
        var origin: CGPoint
        var rotation: Angle
        var scale: CGSize
        var anchor: CGPoint

        /// The same moves as one transform (frame → parent coordinates).
        var transform: CGAffineTransform {
            CGAffineTransform(translationX: origin.x, y: origin.y).rotated(by: rotation.radians)
                .scaledBy(x: scale.width, y: scale.height).translatedBy(x: -anchor.x, y: -anchor.y)
        }
    }

    func placement(of layer: LayerSpec, parentFrame: CGRect, at t: Double) throws -> Placement {
        let natural = layer.fillsParent ? CGRect(origin: .zero, size: parentFrame.size) : try naturalFrame(of: layer, at: t)
        let frame = layer.size.map { CGRect(origin: .zero, size: $0.value(at: t)) } ?? natural
        let anchor = layer.anchor.value(at: t)
        let position = layer.position?.value(at: t) ?? CGPoint(x: parentFrame.midX, y: parentFrame.midY)
        let offset = layer.offset.value(at: t)
        return Placement(frame: frame, origin: CGPoint(x: position.x + offset.x, y: position.y + offset.y),
                         rotation: layer.rotation.value(at: t), scale: layer.scale.value(at: t),
                         anchor: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height))
    }

    /// How many separate drawing operations the layer's content makes.
    private func paintOperations(_ layer: LayerSpec) -> Int {
        switch layer.content {
        case .text(let spec) where spec.perCharacter != nil: return 2
        case .shape, .text:
            let n = (layer.fill != nil ? 1 : 0) + (layer.stroke != nil ? 1 : 0) + (layer.strokeBorder != nil ? 1 : 0)
            return max(n, 1)
        case .image, .symbol: return 1
        case .fireworks, .group: return 2
        }
    }

    func clipRect(_ clip: ClipSpec, frame: CGRect, at t: Double) -> CGRect {
        let size = clip.size?.value(at: t) ?? frame.size
        guard let anchor = clip.anchor?.value(at: t) else {
            let center = clip.position?.value(at: t) ?? CGPoint(x: frame.midX, y: frame.midY)
            return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        let at = clip.position?.value(at: t)
            ?? CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
        return CGRect(x: at.x - anchor.x * size.width, y: at.y - anchor.y * size.height, width: size.width, height: size.height)
    }

    /// The frame a layer has when it gives no size.
    private func naturalFrame(of layer: LayerSpec, at t: Double) throws -> CGRect {
        switch layer.content {
        case .shape(let shape): return shape.naturalFrame ?? .zero
        case .text(let spec): return CGRect(origin: .zero, size: try resources.text(spec, key: layer.keyPath, at: t).size)
        case .image(let spec):
            return CGRect(origin: .zero, size: try resources.image(spec, key: layer.keyPath).size)
        case .symbol(let name): return CGRect(origin: .zero, size: try resources.symbol(name).size)
        case .fireworks: return CGRect(origin: .zero, size: resources.canvas)
        case .group: return .zero
        }
    }

    private func drawContent(_ layer: LayerSpec, in context: inout GraphicsContext, frame: CGRect,
                             at instant: Instant) throws {
        let t = instant.time
        switch layer.content {
        case .group(let children):
            for child in children { try draw(child, in: context, parentFrame: frame, at: instant) }
        case .image(let spec):
            context.draw(try resources.image(spec, key: layer.keyPath).image, in: frame)
        case .symbol(let name):
            var symbol = context.resolve(try resources.symbol(name).image)
            symbol.shading = layer.fill?.shading(in: frame, at: t) ?? .color(.primary)
            context.draw(symbol, in: frame)
        case .fireworks(let spec):
            let show = try resources.fireworks(spec, key: layer.keyPath, size: frame.size)
            let frames = try resources.fireworksFrames(spec, show: show, key: layer.keyPath, size: frame.size,
                                                       scale: FireworksDrawing.scale(of: context))
            try FireworksDrawing.draw(try show.sprites(atFrame: instant.frame, rate: instant.rate), frames: frames,
                                      sky: spec.sky, in: frame, context: context)
        case .shape(let shape):
            try paint(layer, path: shape.path(in: frame, at: t), frame: frame,
                      inset: { shape.insetPath(in: frame, by: $0, at: t) }, in: &context, at: instant)
        case .text(let spec):
            let layout = try resources.text(spec, key: layer.keyPath, at: t)
            let box = textBox(layout.size, alignment: spec.alignment, in: frame)
            let (x, y) = (box.minX, box.minY)
            if let each = spec.perCharacter {
                try drawCharacters(layout.glyphOutlines, each, layer: layer, at: CGPoint(x: x, y: y), frame: frame,
                                   in: context, instant: instant)
                return
            }
            try paint(layer, path: layout.outline.offsetBy(dx: x, dy: y), frame: frame,
                      inset: { _ in nil }, in: &context, at: instant)
        }
    }

    /// Each glyph moved, turned and faded on its own clock, the i-th
    /// `i × stagger` behind the text's.
    private func drawCharacters(_ glyphs: [Path], _ each: PerCharacterSpec, layer: LayerSpec, at origin: CGPoint, frame: CGRect,
                                in parent: GraphicsContext, instant: Instant) throws {
        for (i, glyph) in glyphs.enumerated() where !glyph.isEmpty {
            let own = instant.delayed(by: each.stagger.multiplied(by: i) ?? .zero)
            let t = own.time
            let opacity = min(max(each.opacity.value(at: t), 0), 1)
            guard opacity > 0 else { continue }
            let box = glyph.boundingRect
            let centre = CGPoint(x: origin.x + box.midX, y: origin.y + box.midY)
            let offset = each.offset.value(at: t), scale = each.scale.value(at: t)
            var context = parent
            context.opacity *= opacity
            context.translateBy(x: centre.x + offset.x, y: centre.y + offset.y)
            context.rotate(by: each.rotation.value(at: t))
            context.scaleBy(x: scale.width, y: scale.height)
            context.translateBy(x: -centre.x, y: -centre.y)
            // Paint is evaluated on the text's clock, so a gradient spans the whole text.
            try paint(layer, path: glyph.offsetBy(dx: origin.x, dy: origin.y), frame: frame, inset: { _ in nil },
                      in: &context, at: instant)
        }
    }

    /// Where a text's own box sits in the layer's frame: as its alignment says across, centred down.
    func textBox(_ size: CGSize, alignment: TextAlignment, in frame: CGRect) -> CGRect {
        CGRect(x: frame.minX + (frame.width - size.width) * alignmentFraction(alignment),
               y: frame.minY + (frame.height - size.height) / 2, width: size.width, height: size.height)
    }

    private func alignmentFraction(_ a: TextAlignment) -> Double {
        switch a {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }

    /// Fill, strokeBorder and stroke of one outline (black fill when the
    /// layer names no paint, as a SwiftUI shape takes the foreground style),
    /// each charged to the frame's segment budget before it is drawn.
    private func paint(_ layer: LayerSpec, path outline: Path, frame: CGRect, inset: (Double) -> Path?,
                       in context: inout GraphicsContext, at instant: Instant) throws {
        let t = instant.time, meter = instant.meter, device = context.transform
        func chargeFill(_ p: Path) throws {
            try meter.chargeSegments(p.flattenedSegmentCount(transform: device), layer: layer, what: "fill")
        }
        func chargeStroke(_ p: Path, _ style: StrokeStyle, _ key: String) throws {
            try meter.chargeSegments(Stroker.estimatedSegmentCount(of: p, style: style, transform: device),
                                     layer: layer, what: key + (style.dash.isEmpty ? "" : " (with its dashes)"))
        }
        func trimmed(_ p: Path) -> Path {
            guard let trim = layer.trim else { return p }
            let from = min(max(trim.from.value(at: t), 0), 1), to = min(max(trim.to.value(at: t), 0), 1)
            return p.trimmedPath(from: from, to: to)
        }
        let path = trimmed(outline)
        if layer.fill == nil, layer.stroke == nil, layer.strokeBorder == nil {
            try chargeFill(path)
            context.fill(path, with: .color(.primary), style: FillStyle(eoFill: layer.evenOddFill))
        }
        if let fill = layer.fill {
            try chargeFill(path)
            context.fill(path, with: fill.shading(in: frame, at: t), style: FillStyle(eoFill: layer.evenOddFill))
        }
        if let border = layer.strokeBorder {
            let style = border.style(at: t)
            if let insetPath = inset(style.lineWidth / 2) {
                let bordered = trimmed(insetPath)
                try chargeStroke(bordered, style, "strokeBorder")
                context.stroke(bordered, with: border.paint.shading(in: frame, at: t), style: style)
            }
        }
        if let stroke = layer.stroke {
            let style = stroke.style(at: t)
            try chargeStroke(path, style, "stroke")
            context.stroke(path, with: stroke.paint.shading(in: frame, at: t), style: style)
        }
    }
}

extension StrokeSpec {
    func style(at t: Double) -> StrokeStyle {
        StrokeStyle(lineWidth: lineWidth.value(at: t), lineCap: lineCap, lineJoin: lineJoin,
                    miterLimit: miterLimit.value(at: t), dash: dash.map { CGFloat($0.value(at: t)) },
                    dashPhase: dashPhase.value(at: t))
    }
}
