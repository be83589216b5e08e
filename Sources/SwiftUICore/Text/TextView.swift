import Foundation

extension Text: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [TextNode(text: inCase(context.environment.textCase).font(context.environment.font ?? .body), environment: context.environment)]
    }
}

/// Text measured with its real font: offered a width it wraps to it,
/// offered nil or infinity it keeps its natural lines.
final class TextNode: Node {
    let text: Text
    let environment: EnvironmentValues
    /// Layouts by offered width (-1: none), searched in order: a text is
    /// offered one or two widths (the latest `ProposalMemo.capacity` kept).
    private var layouts: [(width: CGFloat, height: CGFloat, fitted: FittedText?)] = []

    /// A layout and the scale it is drawn at (below 1 where `minimumScaleFactor` shrank it to fit).
    struct FittedText {
        let layout: TextLayout
        let scale: CGFloat
        var size: CGSize { CGSize(width: layout.size.width * scale, height: layout.size.height * scale) }
    }

    init(text: Text, environment: EnvironmentValues) {
        self.text = text
        self.environment = environment
    }

    func fitted(_ proposal: ProposedViewSize) -> FittedText? {
        let w = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? -1
        let h = environment.minimumScaleFactor < 1 ? proposal.height.flatMap { $0.isFinite ? max(0, $0) : nil } ?? -1 : -1
        for e in layouts where e.width == w && e.height == h { return e.fitted }
        let f = fit(width: w < 0 ? nil : w, height: h < 0 ? nil : h)
        if layouts.count == ProposalMemo<CGSize>.capacity { layouts.removeFirst() }
        layouts.append((w, h, f))
        return f
    }

    /// The text laid out in `width`; where it does not fit (more lines than its limit, a word wider
    /// than the line, taller than `height`) and may shrink, laid out at the largest scale between
    /// the minimum and 1 (to 1/64) at which it fits, or at the minimum.
    private func fit(width: CGFloat?, height: CGFloat?) -> FittedText? {
        func layout(_ s: CGFloat, limit: Int?) -> TextLayout? {
            try? text.layout(width: width.map { $0 / s }, alignment: environment.multilineTextAlignment,
                             lineSpacing: environment.lineSpacing, lineLimit: limit,
                             resources: environment.renderResources)
        }
        let minimum = environment.minimumScaleFactor
        guard minimum < 1, width != nil || height != nil else { return layout(1, limit: environment.lineLimit).map { FittedText(layout: $0, scale: 1) } }
        func fits(_ s: CGFloat) -> Bool {
            guard let l = layout(s, limit: nil) else { return true }
            if let limit = environment.lineLimit, l.lines.count > max(1, limit) { return false }
            if let width, l.lines.contains(where: { $0.width > width / s + 0.001 }) { return false }
            if let height, l.size.height * s > height + 0.001 { return false }
            return true
        }
        var scale: CGFloat = 1
        if !fits(1) {
            if fits(minimum) {
                var lo = minimum, hi: CGFloat = 1   // fits at lo, not at hi
                while hi - lo > 1.0 / 64 {
                    let mid = (lo + hi) / 2
                    if fits(mid) { lo = mid } else { hi = mid }
                }
                scale = lo
            } else {
                scale = minimum
            }
        }
        return layout(scale, limit: environment.lineLimit).map { FittedText(layout: $0, scale: scale) }
    }

    func layout(_ proposal: ProposedViewSize) -> TextLayout? { fitted(proposal)?.layout }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fitted(proposal)?.size ?? .zero }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key {
        case .firstBaseline: return fitted(proposal).map { $0.layout.firstBaseline * $0.scale }
        case .lastBaseline: return fitted(proposal).map { $0.layout.lastBaseline * $0.scale }
        default: return nil
        }
    }

    /// The layout drawn in the frame (wrapped to its width, as `draw` does).
    var drawnLayout: TextLayout? { drawnFit?.layout }

    private var drawnFit: FittedText? {
        fitted(ProposedViewSize(width: frame.width + 0.001, height: environment.minimumScaleFactor < 1 ? frame.height + 0.001 : nil))
    }

    override func draw(_ context: inout GraphicsContext) {
        let environment = self.environment
        // Text with no foreground style is drawn in the label colour of the
        // text's own appearance (white in dark), not the drawing context's.
        context.environment.colorScheme = environment.colorScheme
        if RedactionPlaceholder.applies(in: environment) {
            // Each line a bar of its glyphs' height and its own width, where the line is drawn.
            let fit = drawnFit, s = fit?.scale ?? 1
            let bars = (fit?.layout.lines ?? []).map {
                CGRect(x: drawnOrigin.x + $0.x * s, y: drawnOrigin.y + $0.y * s,
                       width: $0.width * s, height: ($0.ascent + $0.descent) * s)
            }
            RedactionPlaceholder.draw(bars, in: &context, environment: environment)
            return
        }
        // Laid out as the node measured it: lines aligned within the
        // text's width (`multilineTextAlignment`), spaced and limited.
        var resolved = context.resolve(text.mappingOwnForegroundStyles {
            AnyShapeStyle(EnvironmentStyle(base: $0, environment: environment))
        }, options: .init(alignment: environment.multilineTextAlignment, lineSpacing: environment.lineSpacing,
                          lineLimit: environment.lineLimit))
        if let style = environment.foregroundStyle {
            resolved.shading = .style(EnvironmentStyle(base: style, environment: environment))
        }
        let scale = drawnFit?.scale ?? 1
        if scale < 1 {
            // Shrunk to fit: laid out in the frame's size over the scale, drawn scaled from its corner.
            var shrunk = context
            shrunk.translateBy(x: drawnOrigin.x, y: drawnOrigin.y)
            shrunk.scaleBy(x: scale, y: scale)
            shrunk.draw(resolved, in: CGRect(x: 0, y: 0, width: (frame.width + 0.001) / scale, height: frame.height / scale))
            return
        }
        context.draw(resolved, in: CGRect(origin: drawnOrigin, size: CGSize(width: frame.width + 0.001, height: frame.height)))
    }

    /// Where the layout's top-left corner is drawn: the frame's corner,
    /// pixel-aligned so that glyphs sit as they do in a still render.
    var drawnOrigin: CGPoint { pixelAligned(CGRect(origin: frame.origin, size: .zero), scale: environment.displayScale).origin }
}
