// Hit-testing shapes: SwiftUI uses them for taps, drag previews, hover and
// focus effects. A headless render has no interaction, so they change
// nothing drawn; they exist so that code using them compiles.
import Foundation

/// The kinds of content shape, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The set's bits, one per kind.
    public let rawValue: Int
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing (no interaction headless).
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The drag preview (no dragging headless).
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The context menu preview (no menus headless).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The hover effect (no pointer headless).
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect (no focus headless).
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The accessibility frame (no accessibility tree headless).
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

public struct _ContentShapeModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] { content(context) }
}

extension View {
    /// The shape used for hit testing; draws nothing (no interaction headless).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier())
    }

    /// The shape used for the interactions in `kind`; draws nothing.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(_ContentShapeModifier())
    }

    /// Whether the view takes part in hit testing; draws the same either way.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(_ContentShapeModifier()) }
}
