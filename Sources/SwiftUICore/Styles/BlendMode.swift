// SwiftUI's view-level blend modes. Raster has a `BlendMode` of its own and
// AnimGen re-exports both, so AnimGen declares `BlendMode` as a typealias of
// this one: the directly imported module's name wins, and `BlendMode.multiply`
// spelled out in a view means this enum.
import Raster

/// Modes for compositing a view with overlapping content, as SwiftUI's
/// `BlendMode`. Each draws with the `GraphicsContext.BlendMode` of the same
/// name (the W3C Compositing and Blending formulas).
public enum BlendMode: Hashable, Sendable {
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter

    /// The context blend mode of the same name.
    public var graphicsContextMode: GraphicsContext.BlendMode {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

extension ShapeStyle {
    /// This style drawn with `mode` over what lies beneath.
    public func blendMode(_ mode: BlendMode) -> _BlendModeShapeStyle<Self> {
        _BlendModeShapeStyle(base: self, blendMode: mode.graphicsContextMode)
    }
}
