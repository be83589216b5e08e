import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// Options for a clip shape, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the shape instead of inside.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }

    /// Intersects the clip with `path` (or, with `.inverse`, with
    /// everything outside it), anti-aliased unless `style` says otherwise.
    /// A clip and the same clip inverted split every pixel's coverage
    /// between them (c and 255 − c).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let inverse = options.contains(.inverse)
        do {
            clipMask = try ClipMask(width: surface.pixmap.width, height: surface.pixmap.height, path: path,
                                    transform: deviceTransform, style: style, tolerance: surface.raster.tolerance,
                                    inverted: inverse, intersecting: clipMask)
        } catch {
            record(error)
            return
        }
        if !inverse {
            let b = path.isEmpty ? CGRect.zero : path.boundingRect.applying(canvasTransform)
            clipDeviceBounds = clipDeviceBounds.intersection(b.isNull ? .zero : b)
        }
    }

    /// Intersects the clip with the alpha of what `content` draws in a new
    /// layer, times `opacity` (inverted with `.inverse`), as SwiftUI's
    /// `clipToLayer`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {
        let layer = RenderSurface(width: surface.pixmap.width, height: surface.pixmap.height,
                                  originX: surface.originX, originY: surface.originY, threads: shared.threads, resources: shared.resources)
        var inner = isolated(on: layer)
        inner.clipDeviceBounds = layer.deviceRect
        try content(&inner)
        do { try layer.raster.flush() } catch { record(error); return }
        let o = UInt8(max(0, min(1, opacity.isNaN ? 0 : opacity)) * 255 + 0.5)
        do {
            clipMask = try ClipMask(alphaOf: layer.pixmap, opacity: o, inverted: options.contains(.inverse),
                                    intersecting: clipMask)
        } catch {
            record(error)
        }
    }

    /// The bounding box of the clip in user space (inverse clips do not
    /// make it smaller).
    public var clipBoundingRect: CGRect {
        let t = canvasTransform
        guard t.a * t.d - t.b * t.c != 0 else { return .null }
        return clipDeviceBounds.applying(t.inverted())
    }
}
