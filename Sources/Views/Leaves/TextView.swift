import Foundation

extension Text: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [TextNode(text: self.font(context.environment.font ?? .body), environment: context.environment)]
    }
}

/// Text measured with its real font: offered a width it wraps to it,
/// offered nil or infinity it keeps its natural lines.
final class TextNode: Node {
    let text: Text
    let environment: EnvironmentValues
    /// Layouts by offered width (-1: none), searched in order: a text is
    /// offered one or two widths (the latest `ProposalMemo.capacity` kept).
    private var layouts: [(width: CGFloat, layout: TextLayout?)] = []

    init(text: Text, environment: EnvironmentValues) {
        self.text = text
        self.environment = environment
    }

    func layout(_ proposal: ProposedViewSize) -> TextLayout? {
        let w = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil } ?? -1
        for e in layouts where e.width == w { return e.layout }
        let l = try? text.layout(width: w < 0 ? nil : w, alignment: environment.multilineTextAlignment,
                                 lineSpacing: environment.lineSpacing, lineLimit: environment.lineLimit)
        if layouts.count == ProposalMemo<CGSize>.capacity { layouts.removeFirst() }
        layouts.append((w, l))
        return l
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { layout(proposal)?.size ?? .zero }

    override func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key {
        case .firstBaseline: return layout(proposal)?.firstBaseline
        case .lastBaseline: return layout(proposal)?.lastBaseline
        default: return nil
        }
    }

    /// The layout drawn in the frame (wrapped to its width, as `draw` does).
    var drawnLayout: TextLayout? { layout(ProposedViewSize(width: frame.width + 0.001, height: nil)) }

    override func draw(_ context: inout GraphicsContext) {
        let environment = self.environment
        var resolved = context.resolve(text.mappingOwnForegroundStyles {
            AnyShapeStyle(EnvironmentStyle(base: $0, environment: environment))
        })
        if let style = environment.foregroundStyle {
            resolved.shading = .style(EnvironmentStyle(base: style, environment: environment))
        }
        context.draw(resolved, in: CGRect(origin: drawnOrigin, size: CGSize(width: frame.width + 0.001, height: frame.height)))
    }

    /// Where the layout's top-left corner is drawn: the frame's corner,
    /// pixel-aligned so that glyphs sit as they do in a still render.
    var drawnOrigin: CGPoint { pixelAligned(CGRect(origin: frame.origin, size: .zero), scale: environment.displayScale).origin }
}
