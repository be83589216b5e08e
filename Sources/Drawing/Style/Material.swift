// SwiftUI's materials blur what lies beneath and tint it. Frames here are
// recorded and rasterized in one pass at the end (RasterContext), so a
// drawing cannot read the pixels beneath it mid-frame; the approximation
// kept is the tint alone: the light appearance's white at an opacity that
// grows with the material's thickness (our numbers; Apple documents only
// the order, from "mostly translucent" to "mostly opaque").
import Foundation
import Raster

/// A background material, as SwiftUI's `Material` (a translucent white
/// here: no backdrop blur).
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

    /// White at the material's opacity; what lies beneath is not blurred.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        .color(RGBAColor(clampingRed: 1, green: 1, blue: 1, alpha: Float(opacity)))
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
