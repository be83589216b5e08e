// GraphicsContext, the immediate-mode drawing destination of a Canvas, with
// SwiftUI's value semantics: every copy has its own settings (transform,
// opacity, blend mode, clip, filters) and all copies draw into the same
// shared pixels. Drawing calls never throw (as in SwiftUI); problems such
// as a missing image file are kept and thrown by the render that owns the
// context (`Canvas.render`, `GraphicsContext.render`).
import Foundation
import Geometry
import Raster

/// An immediate-mode drawing destination, as SwiftUI's `GraphicsContext`.
public struct GraphicsContext {
    var surface: RenderSurface
    let shared: RenderShared

    /// The opacity of drawing operations, multiplied into everything drawn
    /// afterwards (set it to 0.5 twice and the result is 0.25 when done
    /// with `opacity *= 0.5`; assigning replaces it, as in SwiftUI).
    public var opacity: Double = 1
    /// How drawing operations combine with what is beneath them.
    public var blendMode: BlendMode = .normal
    /// The user-space to canvas transform, in points. It starts as the
    /// identity whatever the render's pixel scale: the points-to-pixels
    /// factor stays underneath it, as in SwiftUI on a Retina screen.
    public var transform: CGAffineTransform = .identity

    /// The clip as a coverage mask of the current surface (nil: unclipped).
    var clipMask: ClipMask?
    /// The clip's bounding box in canvas device pixels (the surface extent
    /// when unclipped; inverse clips do not shrink it).
    var clipDeviceBounds: CGRect
    /// Filters applied to each later drawing operation; the last added runs first.
    var filters: [BoundFilter] = []
    /// The style `Shading.foreground` and text without its own style use;
    /// nil means black (`Color.primary`).
    package var foregroundStyle: AnyShapeStyle?
    /// The style `.tint` means; nil means `Color.accentColor`.
    package var tint: AnyShapeStyle?
    /// The environment of the view the canvas is in (the default one outside a view): what custom
    /// shape styles are resolved in.
    public var environment = EnvironmentValues()
    /// Set while a style's own shadows are drawn (they are added once).
    var drawingStyleEffects = false
    /// Whether drawing blends in linear light (a canvas or drawing group
    /// whose `ColorRenderingMode` is linear); inherited by copies.
    var linearLight = false
    /// The canvas's symbol views by tag (`resolveSymbol(id:)`).
    var symbols: [AnyHashable: ResolvedSymbol] = [:]

    init(surface: RenderSurface, shared: RenderShared, foregroundStyle: AnyShapeStyle?) {
        self.surface = surface
        self.shared = shared
        self.foregroundStyle = foregroundStyle
        clipDeviceBounds = surface.deviceRect
    }

    /// User space to the current surface's pixels: `transform`, then the
    /// points-to-pixels scale, then the surface's offset on the canvas.
    package var deviceTransform: CGAffineTransform {
        let s = shared.scale
        return transform.concatenating(CGAffineTransform(a: s, b: 0, c: 0, d: s,
                                                         tx: CGFloat(-surface.originX), ty: CGFloat(-surface.originY)))
    }

    /// User space to canvas device pixels (independent of the surface).
    var canvasTransform: CGAffineTransform {
        transform.concatenating(CGAffineTransform(scaleX: shared.scale, y: shared.scale))
    }

    // MARK: Transform

    /// Moves the origin of user space by (x, y) in the current user space.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales user space by (x, y) around its origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space around its origin (positive angles turn
    /// clockwise on screen, y pointing down).
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` to user space before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    // MARK: Errors

    /// Keeps `error` for the render to throw; the first one wins.
    func record(_ error: any Error) { shared.record(error) }
}
