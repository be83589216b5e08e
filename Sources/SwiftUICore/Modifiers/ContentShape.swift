// The kinds of content shape. SwiftUI uses content shapes for taps, drag
// previews, hover and focus effects; a render's scripted touches use the
// `.interaction` kind (`contentShape` is in Gestures/InteractionNode.swift).
import Foundation

/// The kinds of content shape, as SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The set's bits, one per kind.
    public let rawValue: Int
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing (scripted touches use it).
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
