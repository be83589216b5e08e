import Foundation

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
/// Frames and anchors go through the geometry effects between the views
/// (an `offset` around the reader moves its global frame; a rotated view's
/// rectangle is the box around it as drawn).
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    /// The reader's space.
    let space: SpaceGeometry
    /// The spaces of the named coordinate spaces around the reader.
    var namedSpaces: [AnyHashable: SpaceGeometry] = [:]

    init(size: CGSize, space: SpaceGeometry, namedSpaces: [AnyHashable: SpaceGeometry]) {
        self.size = size
        self.space = space
        self.namedSpaces = namedSpaces
    }

    /// The reader's frame in `space`: `.global` is the render's root,
    /// `.local` the reader itself, `.named(n)` the nearest enclosing view
    /// with `coordinateSpace(.named(n))` (the root when there is none).
    public func frame(in space: CoordinateSpace) -> CGRect {
        let bounds = CGRect(origin: .zero, size: size)
        switch space {
        case .global: return self.space.convert(bounds, to: .root)
        case .local: return bounds
        case .named(let name): return self.space.convert(bounds, to: namedSpaces[name] ?? .root)
        }
    }

    /// The reader's frame in `space` (iOS 17 spelling).
    public func frame<S: CoordinateSpaceProtocol>(in space: S) -> CGRect { frame(in: space.coordinateSpace) }

    /// Always zero: a headless render has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The bounds of the named space `space` in the reader's own
    /// coordinates; nil when no enclosing view has that name.
    public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
        guard case .named(let name) = space.coordinateSpace, let named = namedSpaces[name] else { return nil }
        return named.convert(CGRect(origin: .zero, size: named.frame.size), to: self.space)
    }
}

extension Dictionary where Key == AnyHashable, Value == NamedSpaceBox {
    /// The spaces of these named views in this frame.
    var spaces: [AnyHashable: SpaceGeometry] { compactMapValues { $0.node?.space } }
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
        children = make(GeometryProxy(size: rect.size, space: space, namedSpaces: context.environment.coordinateSpaces.spaces), context)
        let p = ProposedViewSize(rect.size)
        for c in children {
            c.place(in: CGRect(origin: rect.origin, size: c.size(for: p)), proposal: p)
        }
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
    override var preferenceSources: [Node] { children }
}
