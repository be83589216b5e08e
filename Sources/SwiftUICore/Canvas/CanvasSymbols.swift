// Canvas's `symbols:` initializer and `.tag(_:)`: child views of a canvas,
// found by tag from the renderer with `resolveSymbol(id:)`. Each is laid
// out at its ideal size; drawn in a rectangle, it is offered that
// rectangle's size and centred in it, as in a frame.
import Foundation

extension Canvas where Symbols: View {
    /// A canvas whose `renderer` can draw the views in `symbols`, each
    /// found by the value of its `.tag(_:)`, as SwiftUI's
    /// `Canvas(opaque:colorMode:rendersAsynchronously:renderer:symbols:)`.
    /// Symbols are resolved only when the canvas is part of a view tree;
    /// `Canvas.render` on its own has none.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
                @ViewBuilder symbols: () -> Symbols) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbolContent: symbols())
    }

    /// The tagged symbol views, resolved in the canvas's environment.
    func resolvedSymbols(_ context: ResolveContext) -> [AnyHashable: GraphicsContext.ResolvedSymbol] {
        guard let view = symbolContent else { return [:] }
        var table: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
        for node in resolveAny(view, context.child(CanvasSymbolsID())) {
            guard let tag = TagNode.tag(of: node), table[tag] == nil else { continue }
            table[tag] = GraphicsContext.ResolvedSymbol(size: node.size(for: .unspecified)) { context, rect in
                let proposal = ProposedViewSize(rect.size)
                let size = node.size(for: proposal)
                let origin = alignedOffset(size, in: rect.size, .center)
                node.place(in: CGRect(x: rect.minX + origin.x, y: rect.minY + origin.y,
                                      width: size.width, height: size.height), proposal: proposal)
                node.draw(&context)
            }
        }
        return table
    }
}

/// The path component of a canvas's symbol views.
struct CanvasSymbolsID: Hashable {}

public struct _TagModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let tag: AnyHashable

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        content(context).map { TagNode($0, tag: tag) }
    }
}

/// A view with a tag; it lays out and draws as its content.
final class TagNode: WrapperNode {
    let tag: AnyHashable
    init(_ child: Node, tag: AnyHashable) {
        self.tag = tag
        super.init(child)
    }

    /// The tag of `node`, looking through the modifiers wrapped around it.
    static func tag(of node: Node) -> AnyHashable? {
        var n: Node? = node
        while let current = n {
            if let tagged = current as? TagNode { return tagged.tag }
            n = (current as? WrapperNode)?.child
        }
        return nil
    }
}

extension View {
    /// Tags the view with `tag`, as SwiftUI's `tag(_:)`: a canvas finds its
    /// symbol views by tag (`GraphicsContext.resolveSymbol(id:)`).
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
