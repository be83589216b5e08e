import Foundation

extension Image: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] { [ImageNode(image: self, environment: context.environment)] }
}

/// An image: its natural size unless resizable (then it takes the offer,
/// its natural size for nil). Symbol images scale with the font (natural
/// height = the font's point size) and take the foreground style.
final class ImageNode: Node {
    let image: Image
    let resolved: GraphicsContext.ResolvedImage
    let environment: EnvironmentValues
    let isResizable: Bool
    /// Points of drawn image per point of the resolved natural size.
    let symbolScale: CGFloat
    let natural: CGSize

    init(image: Image, environment: EnvironmentValues) {
        self.image = image
        self.environment = environment
        let mode = image.symbolRenderingModeSet ?? environment.symbolRenderingMode
        var r = GraphicsContext.resolveDetached(image.symbolRenderingMode(mode))
        // A symbol's layers take the foreground style's levels (the styles
        // `foregroundStyle(_:_:_:)` set, or the style's secondary and
        // tertiary variants).
        r.shading = .palette([AnyShapeStyle(ForegroundStyle()), AnyShapeStyle(HierarchicalShapeStyle.secondary),
                              AnyShapeStyle(HierarchicalShapeStyle.tertiary)].map {
            .style(EnvironmentStyle(base: $0, environment: environment))
        })
        resolved = r
        isResizable = image.isResizable
        // Symbols are the images whose baseline is above their bottom edge.
        let isSymbol = r.baseline != r.size.height
        symbolScale = isSymbol ? (environment.font ?? .body).pointSize / SystemSymbol.pointSize * environment.imageScale.factor : 1
        natural = CGSize(width: r.size.width * symbolScale, height: r.size.height * symbolScale)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        guard isResizable else { return natural }
        return proposal.replacingUnspecifiedDimensions(by: natural)
    }

    override func draw(_ context: inout GraphicsContext) {
        let rect = pixelAligned(frame, scale: environment.displayScale)
        // A symbol with no foreground style takes the label colour of its own appearance.
        context.environment.colorScheme = environment.colorScheme
        if RedactionPlaceholder.applies(in: environment) {
            RedactionPlaceholder.draw([rect], in: &context, environment: environment)
            return
        }
        if isResizable {
            context.draw(resolved, in: rect)
        } else {
            var c = context
            c.translateBy(x: rect.midX, y: rect.midY)
            c.scaleBy(x: symbolScale, y: symbolScale)
            c.draw(resolved, at: .zero, anchor: .center)
        }
    }
}

extension GraphicsContext {
    /// Resolves an image outside any render (for measuring at layout time).
    static func resolveDetached(_ image: Image) -> ResolvedImage {
        var result: ResolvedImage?
        _ = try? GraphicsContext.render(width: 1, height: 1) { context, _ in result = context.resolve(image) }
        return result!
    }
}
