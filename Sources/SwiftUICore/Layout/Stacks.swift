import Foundation

/// Views in a row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// - Parameter spacing: points between neighbours; nil for the default
    ///   (8 points, see the layout notes).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [StackNode(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: content.resolve(context))]
    }
}

/// Views in a column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the builder's views, top to bottom, lined up across by `alignment`.
    ///
    /// - Parameter spacing: points between neighbours; nil for the default (8 points, see the layout notes).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [StackNode(axis: .vertical, alignment: alignment.key, spacing: spacing, children: content.resolve(context))]
    }
}

/// Views on top of each other, later ones in front, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// The builder's views on top of each other, the first at the back, each placed in the stack's frame
    /// by `alignment`; the stack is sized to fit them all.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        [ZStackNode(alignment: alignment, children: content.resolve(context))]
    }
}
