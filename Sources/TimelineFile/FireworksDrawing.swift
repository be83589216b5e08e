// A timeline file's fireworks layer: the show's frames as Particles'
// `FireworksFrames` paints them for `animgen fireworks` (sky, sprites,
// bloom), drawn into the layer's box through its GraphicsContext, so the
// layer's transform, opacity, clip and blend mode apply.
import SwiftUICore
import Foundation
import Geometry
import Particles
import Raster

enum FireworksDrawing {
    /// Device pixels per point where `context` draws now: the frame is
    /// painted at that resolution, so an unrotated layer's pixels land one
    /// to one (a layer scaled by the render's `--size` too).
    static func scale(of context: GraphicsContext) -> CGFloat {
        let t = context.deviceTransform
        let s = abs(t.a * t.d - t.b * t.c).squareRoot()
        return s.isFinite && s > 0 ? s : 1
    }

    /// Draws `sprites` (one frame of the show `frames` paints) into `box`:
    /// opaque over what lies below when the show has its sky, screened over
    /// it when not (the frame is then the sprites and their light over
    /// black, which the screen blend leaves out).
    static func draw(_ sprites: [ParticleSprite], frames: FireworksFrames, sky: Bool, in box: CGRect,
                     context: GraphicsContext) throws {
        let pixmap = Pixmap(width: frames.width, height: frames.height)
        try frames.render(sprites, into: pixmap)
        var c = context
        if !sky { c.blendMode = .screen }
        c.draw(Image(pixmap: pixmap).resizable(), in: box)
    }
}
