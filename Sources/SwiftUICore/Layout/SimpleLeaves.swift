import Foundation
import Geometry

/// Flexible empty space, as SwiftUI's `Spacer`: along its stack's axis
/// it takes what the stack can spare (at least `minLength`), across it
/// nothing; outside a stack it expands both ways.
public struct Spacer: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// The least length along the stack's axis; nil for the default (8 points).
    public var minLength: CGFloat?

    /// - Parameter minLength: the least length; nil for the default spacing
    ///   (8 points, as between stack neighbours).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNodes(_ context: ResolveContext) -> [Node] { [SpacerNode(minLength: minLength ?? defaultStackSpacing)] }
}

final class SpacerNode: Node {
    let minLength: CGFloat
    init(minLength: CGFloat) { self.minLength = minLength }

    override var isSpacer: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func along(_ p: CGFloat?) -> CGFloat {
            guard let p else { return minLength }
            return max(minLength, p)
        }
        switch stackAxis {
        case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
        case .vertical?: return CGSize(width: 0, height: along(proposal.height))
        case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
        }
    }
}

/// A thin line separating content, as SwiftUI's `Divider`: horizontal and
/// as wide as offered in a VStack or alone, vertical in an HStack; 1 point
/// thick in iOS's separator color (#3C3C43 at 29 %; #545458 at 60 % in a
/// dark appearance). In a stack offered no
/// size across its axis it spans the stack (as wide as its widest view).
public struct Divider: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// A divider; its direction comes from the enclosing stack.
    public init() {}

    func makeNodes(_ context: ResolveContext) -> [Node] { [DividerNode(environment: context.environment)] }
}

final class DividerNode: Node {
    let environment: EnvironmentValues
    init(environment: EnvironmentValues) { self.environment = environment }

    override var spansStack: Bool { true }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ p: CGFloat?) -> CGFloat { p ?? 0 }
        if stackAxis == .horizontal { return CGSize(width: 1, height: length(proposal.height)) }
        return CGSize(width: length(proposal.width), height: 1)
    }

    override func draw(_ context: inout GraphicsContext) {
        // The separator colour of the divider's own appearance (UIKit's `separator`).
        context.fill(Path(pixelAligned(frame, scale: environment.displayScale)),
                     with: .style(EnvironmentStyle(base: AnyShapeStyle(Color.separatorColor), environment: environment)))
    }
}

extension Canvas: View, PrimitiveView where Symbols: View {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    func makeNodes(_ context: ResolveContext) -> [Node] {
        var drawing = Canvas<EmptyView>(opaque: isOpaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                                        renderer: renderer, symbolContent: nil)
        drawing.foregroundStyle = foregroundStyle
        let node = CanvasNode(canvas: drawing, environment: context.environment, symbols: resolvedSymbols(context))
        // A commit draws it once, to see the models its closure reads (ModelMoment.swift).
        ModelRegistry.collecting?.noteCanvas(node)
        return [node]
    }
}

/// A canvas takes the space it is offered and draws, clipped to its frame,
/// with its top-left corner as the origin.
final class CanvasNode: Node {
    let canvas: Canvas<EmptyView>
    let environment: EnvironmentValues
    let symbols: [AnyHashable: GraphicsContext.ResolvedSymbol]
    init(canvas: Canvas<EmptyView>, environment: EnvironmentValues, symbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]) {
        self.canvas = canvas
        self.environment = environment
        self.symbols = symbols
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func draw(_ context: inout GraphicsContext) {
        let rect = pixelAligned(frame, scale: environment.displayScale)
        var c = context
        c.clip(to: Path(rect))
        c.translateBy(x: rect.minX, y: rect.minY)
        // `.foreground` shading and unstyled text in the closure mean the
        // environment's foreground style, as in SwiftUI.
        c.foregroundStyle = environment.foregroundStyle ?? canvas.foregroundStyle
        c.tint = environment.tint
        c.environment = environment
        if canvas.isOpaque { c.fill(Path(CGRect(origin: .zero, size: rect.size)), with: .color(.black)) }
        c.setSymbols(symbols)
        guard canvas.colorMode != .nonLinear else { canvas.renderer(&c, rect.size); return }
        // A linear canvas blends in linear light inside its own layer, which
        // then composites onto what is beneath as any other drawing does.
        c.drawLayer { layer in
            layer.setColorMode(canvas.colorMode)
            canvas.renderer(&layer, rect.size)
        }
    }
}
