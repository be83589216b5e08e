import Foundation

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect
    /// The frames (root coordinates) of the named coordinate spaces around
    /// the reader.
    var namedFrames: [AnyHashable: CGRect] = [:]

    /// The reader's frame in `space`: `.global` is the render's root,
    /// `.local` the reader itself, `.named(n)` the nearest enclosing view
    /// with `coordinateSpace(.named(n))` (the root when there is none).
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        case .named(let name):
            guard let origin = namedFrames[name]?.origin else { return globalFrame }
            return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }

    /// The reader's frame in `space` (iOS 17 spelling).
    public func frame<S: CoordinateSpaceProtocol>(in space: S) -> CGRect { frame(in: space.coordinateSpace) }

    /// Always zero: a headless render has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The bounds of the named space `space` in the reader's own
    /// coordinates; nil when no enclosing view has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let named = namedFrames[name] else { return nil }
        return named.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
    }
}

/// A view whose content is built from its own size, as SwiftUI's
/// `GeometryReader`: it takes the whole offer (10 × 10 for nil) and places
/// its content at its top-left corner, offering it the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds from its geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let content = self.content
        // The content is built from the geometry layout gives, not from its path alone.
        return [GeometryReaderNode(context: context.withoutMemo) { proxy, ctx in
            EnvironmentContext.$current.withValue(ctx.environment) { content(proxy) }.resolve(ctx)
        }]
    }
}

final class GeometryReaderNode: Node {
    let context: ResolveContext
    let make: (GeometryProxy, ResolveContext) -> [Node]
    private var children: [Node] = []
    var childrenForTesting: [Node] { children }

    init(context: ResolveContext, make: @escaping (GeometryProxy, ResolveContext) -> [Node]) {
        self.context = context
        self.make = make
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        let named = context.environment.coordinateSpaces.compactMapValues { $0.node?.frame }
        children = make(GeometryProxy(size: rect.size, globalFrame: rect, namedFrames: named), context)
        let p = ProposedViewSize(rect.size)
        for c in children {
            c.place(in: CGRect(origin: rect.origin, size: c.size(for: p)), proposal: p)
        }
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }
}
