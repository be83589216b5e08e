// The environment a style resolves in (`ShapeStyle.resolve(in:)`) and a view
// reads (`@Environment`); the modifiers that set it are View+Environment.swift.
import Foundation

/// Values a view inherits from its ancestors, as SwiftUI's
/// `EnvironmentValues`: set with `.environment(\.key, value)` or the
/// dedicated modifiers (`.font`, `.foregroundStyle`, …).
public struct EnvironmentValues {
    /// The font of text that sets none (nil: `.body`).
    public var font: Font?
    /// How the lines of multi-line text align.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Extra points between lines of text.
    public var lineSpacing: CGFloat = 0
    /// The most lines text wraps to, the last truncated with "…" (nil: no limit).
    public var lineLimit: Int?
    /// How far text may shrink (0…1 of its font size) to fit the space it is offered, as SwiftUI's
    /// `minimumScaleFactor` (1: it does not shrink).
    public var minimumScaleFactor: CGFloat = 1
    /// Pixels per point of the render (`ImageRenderer.scale`).
    public var displayScale: CGFloat = 1
    /// The appearance; renders are light unless a view sets `.dark`
    /// (colors do not adapt to it).
    public var colorScheme: ColorScheme = .light
    /// The direction views lay out in; shapes whose
    /// `layoutDirectionBehavior` mirrors in it are mirrored (stacks and
    /// text are laid out left to right whatever it says).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// How symbol images colour their layers (nil: monochrome). Set with
    /// `.symbolRenderingMode(_:)`.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// Values of custom `EnvironmentKey`s (and of the renderer's own keys).
    package var custom: [ObjectIdentifier: Any] = [:]
    /// The style `.foreground` means and views without a style use (nil:
    /// `Color.primary`, black). Set with `.foregroundStyle(_:)`.
    package var foregroundStyle: AnyShapeStyle?
    /// The style `.tint` means (nil: `Color.accentColor`). Set with `.tint(_:)`.
    package var tint: AnyShapeStyle?

    /// The default environment: every value at its default.
    public init() {}
}

/// A key for a custom environment value, as SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value of a view whose ancestors did not set one.
    static var defaultValue: Value { get }
}

/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

extension EnvironmentValues {
    /// The value for a custom key (its default until set).
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }
}

// A value type copied into each view's context; custom values are the
// user's and treated as immutable once set.
extension EnvironmentValues: @unchecked Sendable {}
