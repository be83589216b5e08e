// A show's frames as pixels: the sky (painted once), each frame's sprites
// screened over it, then the bloom. The one place a fireworks frame becomes
// pixels: `animgen fireworks` writes these frames, and a timeline file's
// fireworks layer draws them into its box.
import Foundation
import Geometry
import Raster
import Synchronization

/// Renders the frames of one show at one pixel size.
package final class FireworksFrames: Sendable {
    /// The frame's size in pixels.
    package let width: Int
    package let height: Int
    private let painter: FireworksPainter
    private let scale: CGFloat
    private let blooms: Bool
    /// The caches of the render these frames belong to (its drawing contexts').
    private let resources: RenderResources
    /// The sky, or black when the show has none (its frames are then laid
    /// over what lies below with the screen blend mode, which black leaves
    /// as it is). Only read after init, so sharing it between threads is safe.
    private let background: Pixmap
    /// Contexts and bloom buffers kept between frames (one per concurrent
    /// caller), so their memory is reused rather than allocated and faulted
    /// in every frame.
    private let workspaces = Mutex<[(context: RasterContext, bloom: Bloom?)]>([])

    /// The light spilled around bright sparks: the finest levels (a few to
    /// 30 pixels at 720p; the levels follow the frame's size) make each
    /// spark's halo, the coarse ones (60–500 pixels) the sky lit around a
    /// burst. The threshold keeps the sky's own gradient (at most 26, the
    /// horizon's blue) out of it; the knee keeps a dense young burst from
    /// whiting out the sky while a sparse old one still glows. Chosen by
    /// eye on frames 120, 168 and 210 of the default show, at 1280x720 and
    /// 480x270 (a stronger coarsest level greyed the whole sky when bursts
    /// overlapped).
    package static let bloom = BloomStyle(threshold: 28, levelWeights: [1.1, 1, 1.1, 1.6, 2.0, 1.4], knee: 150)

    /// Frames of a show simulated at `showWidth` × `showHeight`, drawn at
    /// `scale` pixels per unit of the show, over `sky` (or black), bloomed
    /// or not, by contexts that take `resources`.
    package init(showWidth: Int, showHeight: Int, scale: CGFloat = 1, sky: FireworksSky?, blooms: Bool,
                 resources: RenderResources = .shared) throws {
        self.scale = scale
        self.blooms = blooms
        self.resources = resources
        width = scale == 1 ? showWidth : max(1, Int((CGFloat(showWidth) * scale).rounded()))
        height = scale == 1 ? showHeight : max(1, Int((CGFloat(showHeight) * scale).rounded()))
        painter = FireworksPainter(width: showWidth, height: showHeight)
        background = Pixmap(width: width, height: height)
        if let sky {
            let context = RasterContext(target: background, resources: resources)
            var canvas = RasterFireworksCanvas(context, scale: scale)
            painter.paintSky(sky, into: &canvas)
            try context.flush()
        } else {
            background.clear(to: RGBA8(r: 0, g: 0, b: 0, a: 255))
        }
    }

    /// Draws `sprites` (one frame of the show) into `canvas`, which has
    /// this size; whatever it held before does not matter.
    package func render(_ sprites: [ParticleSprite], into canvas: Pixmap) throws {
        canvas.update(from: background)
        let space = workspaces.withLock { $0.popLast() }
            ?? (context: RasterContext(target: canvas, resources: resources),
                bloom: blooms ? Bloom(width: width, height: height, style: Self.bloom) : nil)
        try space.context.retarget(canvas)
        var fills = RasterFireworksCanvas(space.context, scale: scale)
        painter.paintSprites(sprites, into: &fills)
        try space.context.flush()
        space.bloom?.apply(to: canvas)
        workspaces.withLock { $0.append(space) }
    }
}
