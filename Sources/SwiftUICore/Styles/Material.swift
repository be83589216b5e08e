// SwiftUI's materials blur what lies beneath and tint it. Here the area a
// material fills first shows what was drawn beneath it blurred (a Gaussian
// of σ = 10 points for every thickness), then the light appearance's white
// at an opacity that grows with the material's thickness (our numbers;
// Apple documents only the order, from "mostly translucent" to "mostly
// opaque", not the blur). The blur is drawn by GraphicsContext+Backdrop.swift.
import Foundation
import Raster

/// A background material, as SwiftUI's `Material`: what lies beneath,
/// blurred, under a translucent white.
public struct Material: ShapeStyle, Hashable {
    let opacity: Double

    /// Mostly translucent (white at 30 %).
    public static let ultraThin = Material(opacity: 0.3)
    /// More translucent than opaque (45 %).
    public static let thin = Material(opacity: 0.45)
    /// Somewhat translucent (60 %).
    public static let regular = Material(opacity: 0.6)
    /// More opaque than translucent (75 %).
    public static let thick = Material(opacity: 0.75)
    /// Mostly opaque (90 %).
    public static let ultraThick = Material(opacity: 0.9)
    /// The style of system toolbars (as `regular`).
    public static let bar = Material(opacity: 0.6)

    /// The standard deviation, in points, of the backdrop blur (our choice; Apple gives none).
    static let blurSigma: CGFloat = 10

    /// White at the material's opacity, drawn over the blurred backdrop.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        .color(RGBAColor(clampingRed: 1, green: 1, blue: 1, alpha: Float(opacity)))
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = ShapeStyleEffects()
        effects.backdropBlur = Material.blurSigma
        return effects
    }
}

extension ShapeStyle where Self == Material {
    /// The ultra-thin material (white at 30 %).
    public static var ultraThinMaterial: Material { .ultraThin }
    /// The thin material (white at 45 %).
    public static var thinMaterial: Material { .thin }
    /// The regular material (white at 60 %).
    public static var regularMaterial: Material { .regular }
    /// The thick material (white at 75 %).
    public static var thickMaterial: Material { .thick }
    /// The ultra-thick material (white at 90 %).
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of system bars (as `regular`).
    public static var bar: Material { .bar }
}
