// How a symbol image's layers are coloured, as SwiftUI's
// `SymbolRenderingMode`. Apple: monochrome is one layer in the foreground
// style; hierarchical fills the first layer with the foreground style and
// the others with its secondary and tertiary variants; palette maps each
// layer to the next of the primary, secondary and tertiary foreground
// styles (`foregroundStyle(_:_:)`), deriving the others from the primary
// when only it is given. Our symbols carry no inherent colours, so
// multicolor draws as monochrome.
import Foundation
import Raster
import ImageFiles

/// A way of colouring a symbol image's layers.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case monochrome, multicolor, hierarchical, palette }
    let kind: Kind

    /// One layer filled with the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// The layers in their own colours; ours have none, so as monochrome.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// The first layer in the foreground style, the others in its
    /// secondary and tertiary variants.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Each layer in the next of the primary, secondary and tertiary
    /// foreground styles.
    public static let palette = SymbolRenderingMode(kind: .palette)

    /// Whether a symbol's layers take styles of their own.
    var isLayered: Bool { kind == .hierarchical || kind == .palette }
}

extension Image {
    /// The image drawn with `mode` (nil: the environment's).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var copy = self
        copy.symbolMode = mode
        return copy
    }

    /// The mode set on the image itself (nil: the environment's).
    package var symbolRenderingModeSet: SymbolRenderingMode? { symbolMode }
}

extension GraphicsContext.Shading {
    /// The shading for the symbol layer `level` (0 primary): a palette's
    /// entry, or past its end its first entry's level; a single style's
    /// `level` variant (the style at that level's opacity, as the
    /// hierarchical styles derive it).
    func level(_ level: Int) -> GraphicsContext.Shading {
        guard level > 0 else {
            if case .palette(let list) = kind { return list.first ?? self }
            return self
        }
        let opacity = HierarchicalShapeStyle.opacities[min(level, HierarchicalShapeStyle.opacities.count - 1)]
        switch kind {
        case .palette(let list):
            guard let first = list.first else { return self }
            return level < list.count ? list[level] : first.level(level)
        case .foreground:
            return .style(HierarchicalShapeStyle(level: level))
        case .style(let style):
            return .style(style.opacity(opacity))
        case .paint(.color(var c)):
            c.alpha *= Float(opacity)
            return GraphicsContext.Shading(kind: .paint(.color(c)))
        case .paint, .tiledImage, .shader:
            return self
        }
    }
}
