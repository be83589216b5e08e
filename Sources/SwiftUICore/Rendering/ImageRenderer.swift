import Foundation
import Raster

/// Renders a view to pixels, as SwiftUI's `ImageRenderer`: the view is
/// offered `proposedSize` (its ideal size by default), takes the size it
/// chooses, and is drawn at `scale` pixels per point.
public final class ImageRenderer<Content: View> {
    /// The view to render; change it and render again for another picture.
    public var content: Content
    /// Pixels per point (1: one pixel per point).
    public var scale: CGFloat = 1
    /// The offer made to the view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether to start from opaque black instead of transparent pixels.
    public var isOpaque = false
    /// Where text layouts, coverage and filter results met before are kept
    /// (the process's shared set by default). Pass your own to keep this
    /// renderer's caches apart from other renders, or to give them other
    /// budgets; the pixels are the same either way.
    public var resources: RenderResources = .shared

    /// A renderer of `content` at scale 1, offered its ideal size, on transparent pixels.
    public init(content: Content) { self.content = content }

    /// The rendered pixels (`cgImage` in SwiftUI), or nil when the view is
    /// empty or drawing failed; `render()` says why.
    public var pixmap: Pixmap? { try? render() }

    #if !canImport(CoreGraphics)
    /// The rendered pixels as a CoreGraphics image, as SwiftUI's `cgImage`
    /// (nil when the view is empty or drawing failed; `render()` says why).
    public var cgImage: CGImage? { pixmap.map { CGImage(pixmap: $0) } }
    #endif

    /// The rendered pixels: ⌈size × scale⌉ pixels in each dimension.
    /// - Throws: `ViewRenderError` for an empty or unbounded view or a bad
    ///   scale, or the first drawing error (a missing image file, a font).
    public func render() throws -> Pixmap {
        guard scale.isFinite, scale > 0 else {
            throw ViewRenderError(description: "ImageRenderer.scale is \(scale); use a positive scale such as 1, 2 or 3.")
        }
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.renderResources = resources
        let problems = ResolveProblems()
        var layout = ResolveProblems.$current.withValue(problems) {
            RootLayout(content, proposal: proposedSize, environment: environment, sites: .still())
        }
        // The render is the presentation whose scheme `preferredColorScheme(_:)` sets.
        if let presented = environment.presenting(layout.node) {
            layout = RootLayout(content, proposal: proposedSize, environment: presented, sites: .still())
        }
        // A view that could not be built (a missing environment object) says why, not that nothing was drawn.
        if let problem = problems.first { throw problem }
        let w = (layout.size.width * scale).rounded(.up), h = (layout.size.height * scale).rounded(.up)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= 32768, h <= 32768 else {
            throw ViewRenderError(description: "The view chose a size of \(layout.size.width)×\(layout.size.height) points "
                + "(\(w)×\(h) pixels at scale \(scale)); a render needs 1 to 32768 pixels a side. "
                + "Give it a frame or set proposedSize.")
        }
        let pixmap = Pixmap(width: Int(w), height: Int(h))
        if isOpaque { pixmap.clear(to: RGBA8(r: 0, g: 0, b: 0, a: 255)) }
        try GraphicsContext.draw(into: pixmap, scale: scale, resources: resources) { layout.draw(&$0) }
        return pixmap
    }
}
