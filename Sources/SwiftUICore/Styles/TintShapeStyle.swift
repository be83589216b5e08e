import Foundation

/// The current tint, as SwiftUI's `TintShapeStyle` (`.tint`): the style set
/// with `View.tint(_:)`, or the accent color when none is set.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The current tint.
    public init() {}

    /// The context's tint, or `Color.accentColor` when none is set.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        let inner = context.with(foregroundStyle: context.foregroundStyle, tint: nil)
        return (context.tint ?? AnyShapeStyle(Color.accentColor)).resolvePaint(in: inner)
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        context.tint?._effects(in: context.with(foregroundStyle: context.foregroundStyle, tint: nil)) ?? ShapeStyleEffects()
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Color {
    /// The app's accent color: Apple sets it "by specifying an accent color
    /// in your app's asset catalog", the colour set Xcode names AccentColor;
    /// the main bundle's, else iOS's default, system blue (#007AFF).
    public static var accentColor: Color { mainAccentColor }

    private static let mainAccentColor = appAccentColor(in: .main)

    /// The AccentColor colour set of `bundle`'s catalogs, or system blue.
    static func appAccentColor(in bundle: Bundle) -> Color {
        guard case .success(let color) = ColorSets.shared.color(named: "AccentColor", in: bundle) else { return .blue }
        return color
    }
}
