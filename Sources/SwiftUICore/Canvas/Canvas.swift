import Foundation
import Geometry
import Raster

/// How a canvas blends colors, as SwiftUI's `ColorRenderingMode`.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Blending on gamma-encoded sRGB components.
    case nonLinear
    /// Blending in linear sRGB: every drawing operation (coverage, opacity,
    /// blend mode) combines linear components; the pixels stay 8-bit sRGB.
    case linear
    /// As `.linear`: our 8-bit pixels cannot hold values beyond 0...1.
    case extendedLinear
}

extension GraphicsContext {
    /// Makes later drawing blend as `mode` says (for canvases and drawing
    /// groups).
    package mutating func setColorMode(_ mode: ColorRenderingMode) {
        linearLight = mode != .nonLinear
    }
}

/// Immediate-mode drawing, as SwiftUI's `Canvas`: a closure that draws into
/// a `GraphicsContext` of a given size. Render it headless with
/// ``render(width:height:scale:threads:)``. `Symbols` is the type of the
/// `symbols:` views (`EmptyView` without them), as in SwiftUI.
public struct Canvas<Symbols> {
    /// Whether the canvas is fully opaque: rendering starts from opaque
    /// black instead of transparent pixels (SwiftUI leaves translucent
    /// drawing on an opaque canvas undefined).
    public var isOpaque: Bool
    /// The working color space for blending; `.nonLinear` by default. The
    /// stored pixels are 8-bit sRGB in every mode.
    public var colorMode: ColorRenderingMode
    /// Accepted for source compatibility; headless renders are synchronous.
    public var rendersAsynchronously: Bool
    /// The drawing code: a context and the canvas size in points.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The style `.foreground` shading and text without a style use (black
    /// when nil), as the environment's foreground style in SwiftUI.
    public var foregroundStyle: AnyShapeStyle?
    /// The `symbols:` views, resolved when the canvas is part of a
    /// view tree.
    package var symbolContent: Symbols?

    package init(opaque: Bool, colorMode: ColorRenderingMode, rendersAsynchronously: Bool,
                 renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbolContent: Symbols?) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbolContent = symbolContent
    }

    /// Renders the canvas at `width` × `height` points into a pixmap of
    /// `width·scale` × `height·scale` pixels (rounded): at scale 2 every
    /// point is 2 pixels, and the drawing code sees the same size and
    /// coordinates at any scale.
    ///
    /// - Parameter threads: cores the rasterizer may use; the pixels are
    ///   the same for any count.
    /// - Throws: ``CanvasError`` for a size or scale that cannot be
    ///   rendered, or the first error met while drawing (a missing image
    ///   file, an unknown symbol, a font that cannot be read).
    public func render(width: Int, height: Int, scale: Double = 1, threads: Int = 1) throws -> Pixmap {
        try GraphicsContext.render(width: width, height: height, scale: scale, opaque: isOpaque,
                                   foregroundStyle: foregroundStyle, threads: threads) { context, size in
            context.setColorMode(colorMode)
            renderer(&context, size)
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas without symbols, as SwiftUI's initializer of the same
    /// shape: `opaque` starts from opaque black, `colorMode` picks the blending
    /// space, `rendersAsynchronously` is accepted and ignored.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
                rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
                  renderer: renderer, symbolContent: nil)
    }
}

/// Why a render could not start.
public struct CanvasError: Error, CustomStringConvertible, Sendable, Equatable {
    public let description: String
}

extension GraphicsContext {
    /// Runs `body` with a fresh context over a transparent (or, when
    /// `opaque`, black) pixmap of `width·scale` × `height·scale` pixels and
    /// returns the pixels. The context's user space is in points: `body`
    /// receives the size in points.
    ///
    /// The renderer behind `Canvas.render`, for layers that draw several
    /// things into one picture.
    public static func render(width: Int, height: Int, scale: Double = 1, opaque: Bool = false,
                              foregroundStyle: AnyShapeStyle? = nil, threads: Int = 1,
                              _ body: (inout GraphicsContext, CGSize) throws -> Void) throws -> Pixmap {
        guard width > 0, height > 0 else {
            throw CanvasError(description: "Cannot render a canvas of \(width)x\(height) points; width and height must be at least 1.")
        }
        guard scale.isFinite, scale > 0 else {
            throw CanvasError(description: "Cannot render at scale \(scale); use a positive scale such as 1, 2 or 3.")
        }
        let pw = Int((Double(width) * scale).rounded()), ph = Int((Double(height) * scale).rounded())
        guard pw >= 1, ph >= 1, pw <= 32768, ph <= 32768 else {
            throw CanvasError(description: "A \(width)x\(height) canvas at scale \(scale) is \(pw)x\(ph) pixels; "
                + "each side must be 1 to 32768 pixels. Change the size or the scale.")
        }
        let pixmap = Pixmap(width: pw, height: ph)
        if opaque { pixmap.clear(to: RGBA8(r: 0, g: 0, b: 0, a: 255)) }
        try draw(into: pixmap, scale: CGFloat(scale), foregroundStyle: foregroundStyle, threads: threads) { context in
            try body(&context, CGSize(width: width, height: height))
        }
        return pixmap
    }

    /// Runs `body` with a fresh context drawing over what `pixmap` holds,
    /// `scale` pixels to the point, then renders what it drew. Layouts,
    /// coverage and filter results met before come from `resources`.
    /// - Throws: the first error met while drawing, or what `body` throws.
    public static func draw(into pixmap: Pixmap, scale: CGFloat = 1, foregroundStyle: AnyShapeStyle? = nil,
                            threads: Int = 1, resources: RenderResources = .shared,
                            _ body: (inout GraphicsContext) throws -> Void) throws {
        let shared = RenderShared(scale: scale, threads: max(1, threads), resources: resources)
        let surface = RenderSurface(pixmap: pixmap, threads: max(1, threads), resources: resources)
        var context = GraphicsContext(surface: surface, shared: shared, foregroundStyle: foregroundStyle)
        try body(&context)
        try surface.raster.flush()
        if let error = shared.firstError { throw error }
    }
}
