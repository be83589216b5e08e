import Foundation

/// The size and place of a `GeometryReader`, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The reader's size.
    public let size: CGSize
    let globalFrame: CGRect

    /// The reader's frame in `space`: `.global` is the render's root,
    /// `.local` the reader itself.
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .global: return globalFrame
        case .local: return CGRect(origin: .zero, size: size)
        }
    }
}

/// Coordinate spaces a `GeometryProxy` can report in.
public enum CoordinateSpace: Hashable, Sendable {
    case global, local
}

/// A view whose content is built from its own size, as SwiftUI's
/// `GeometryReader`: it takes the whole offer (10 × 10 for nil) and places
/// its content at its top-left corner, offering it the reader's size.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        let content = self.content
        return [GeometryReaderNode(context: context) { proxy, ctx in
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
        children = make(GeometryProxy(size: rect.size, globalFrame: rect), context)
        let p = ProposedViewSize(rect.size)
        for c in children {
            c.place(in: CGRect(origin: rect.origin, size: c.size(for: p)), proposal: p)
        }
    }

    override func draw(_ context: inout GraphicsContext) { drawInZOrder(children, &context) }
}
