import Foundation
import Geometry
import Raster

extension GraphicsContext {
    /// Options for a clip shape, as SwiftUI's `GraphicsContext.ClipOptions`.
    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
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
        guard let mask = makeMask(path, style: style) else { return }
        if inverse { invert(mask) }
        if let old = clipMask { multiply(mask, by: old) }
        clipMask = mask
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
                                  originX: surface.originX, originY: surface.originY, threads: shared.threads)
        var inner = isolated(on: layer)
        inner.clipDeviceBounds = layer.deviceRect
        try content(&inner)
        do { try layer.raster.flush() } catch { record(error); return }
        guard let mask = makeMask(Path(), style: FillStyle()) else { return }
        let o = UInt32(max(0, min(1, opacity.isNaN ? 0 : opacity)) * 255 + 0.5)
        let n = mask.width * mask.height
        for i in 0..<n {
            mask.data[i] = UInt8(mulDiv255(UInt32(layer.pixmap.data[i * 4 + 3]), o))
        }
        if options.contains(.inverse) { invert(mask) }
        if let old = clipMask { multiply(mask, by: old) }
        clipMask = mask
    }

    /// The bounding box of the clip in user space (inverse clips do not
    /// make it smaller).
    public var clipBoundingRect: CGRect {
        let t = canvasTransform
        guard t.a * t.d - t.b * t.c != 0 else { return .null }
        return clipDeviceBounds.applying(t.inverted())
    }

    /// A fresh mask of this surface's size covering `path` (user space).
    private func makeMask(_ path: Path, style: FillStyle) -> ClipMask? {
        do {
            return try ClipMask(width: surface.pixmap.width, height: surface.pixmap.height, path: path,
                                transform: deviceTransform, style: style, tolerance: surface.raster.tolerance)
        } catch {
            record(error)
            return nil
        }
    }

    // The masks below are fresh (not yet shared), so writing them is safe.
    private func invert(_ mask: ClipMask) {
        for i in 0..<(mask.width * mask.height) { mask.data[i] = 255 &- mask.data[i] }
    }

    private func multiply(_ mask: ClipMask, by other: ClipMask) {
        for i in 0..<(mask.width * mask.height) {
            mask.data[i] = UInt8(mulDiv255(UInt32(mask.data[i]), UInt32(other.data[i])))
        }
    }
}

/// a·b/255 rounded to nearest, for bytes.
@inline(__always)
func mulDiv255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}
