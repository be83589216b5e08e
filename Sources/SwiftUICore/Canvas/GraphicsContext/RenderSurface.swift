// The shared render target behind every copy of a GraphicsContext.
//
// A GraphicsContext is a value: copies carry their own transform, opacity,
// clip and filters, but draw into the same surface. A surface is a pixmap
// covering a rectangle of the canvas (the whole canvas, or the region an
// offscreen filter pass needs) and the rasterizer recording into it.
import Foundation
import Geometry
import Raster

/// Pixels being drawn: a pixmap placed at `originX, originY` (device pixels)
/// on the canvas, with the rasterizer that records into it.
final class RenderSurface {
    let pixmap: Pixmap
    let raster: RasterContext
    let originX: Int, originY: Int

    init(width: Int, height: Int, originX: Int, originY: Int, threads: Int, resources: RenderResources = .shared) {
        pixmap = Pixmap(width: width, height: height)
        raster = RasterContext(target: pixmap, threads: threads, resources: resources)
        self.originX = originX
        self.originY = originY
    }

    init(pixmap: Pixmap, threads: Int, resources: RenderResources = .shared) {
        self.pixmap = pixmap
        raster = RasterContext(target: pixmap, threads: threads, resources: resources)
        originX = 0; originY = 0
    }

    /// The surface's extent in canvas device pixels.
    var deviceRect: CGRect {
        CGRect(x: originX, y: originY, width: pixmap.width, height: pixmap.height)
    }

    /// Canvas device space to this surface's pixel space.
    var fromDevice: CGAffineTransform {
        CGAffineTransform(translationX: CGFloat(-originX), y: CGFloat(-originY))
    }
}

/// What all contexts of one render share: the device scale, the thread
/// count for offscreen passes, the caches its drawing uses, and the first error met while drawing
/// (drawing calls do not throw, as in SwiftUI; the render that owns the
/// context throws it at the end).
final class RenderShared: @unchecked Sendable {
    let scale: CGFloat
    let threads: Int
    let resources: RenderResources
    private let lock = NSLock()
    private var error: (any Error)?

    init(scale: CGFloat, threads: Int, resources: RenderResources = .shared) {
        self.scale = scale
        self.threads = threads
        self.resources = resources
    }

    func record(_ e: any Error) {
        lock.lock(); defer { lock.unlock() }
        if error == nil { error = e }
    }

    var firstError: (any Error)? {
        lock.lock(); defer { lock.unlock() }
        return error
    }
}
