// CoreGraphics' gradients. A CGGradient is colours at locations in a colour
// space; the context paints it over the whole clip (`drawLinearGradient`,
// `drawRadialGradient`). Apple's pages: without `drawsBeforeStartLocation`
// / `drawsAfterEndLocation` nothing is painted before the start (t < 0) or
// after the end (t > 1); with them the end colours carry on. A radial
// gradient runs between two circles: every point takes the largest t whose
// interpolated circle passes through it with a radius ≥ 0 (and, without
// the options, t in 0…1) — two centres make a cone, not SwiftUI's
// concentric `RadialGradient`. Colours interpolate in the gradient's space:
// in linear light for the linear spaces, in gamma-encoded sRGB otherwise.
import Foundation
import Raster
import Geometry

#if !canImport(CoreGraphics)
/// An array handed to CoreGraphics, as CoreFoundation's `CFArray` (here a
/// Swift array: write `[a, b] as CFArray` as on Apple platforms).
public typealias CFArray = [Any]

/// Whether a gradient is painted beyond its ends, as CoreGraphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt32
    /// Options from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Before the start point (or inside the start circle) the first colour is painted.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// After the end point (or outside the end circle) the last colour is painted.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// Colours at locations for gradient fills, as CoreGraphics' `CGGradient`.
public final class CGGradient: @unchecked Sendable {
    let resolved: ResolvedGradient

    private init?(space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, space?.supportsOutput ?? true else { return nil }
        let stops: [Gradient.Stop]
        if let locations {
            stops = zip(colors, locations).map { Gradient.Stop(color: Color(cgColor: $0), location: $1) }
        } else {
            // Apple: without locations the first colour is at 0, the last at 1, the others evenly between.
            let n = colors.count
            stops = colors.enumerated().map {
                Gradient.Stop(color: Color(cgColor: $0.element), location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0)
            }
        }
        let linear = space.map { $0.transfer == .linear } ?? false
        resolved = ResolvedGradient(Gradient(stops: stops), linearColor: linear)
    }

    /// A gradient of `colors` (`CGColor`s) at `locations` (one each, 0…1, or
    /// nil for evenly spaced), drawn in `space` (nil: sRGB); nil for an
    /// empty array or a space that cannot be drawn.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard list.count == colors.count else { return nil }
        self.init(space: space, colors: list, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) })
    }

    /// A gradient of `count` colours given as components in `space`
    /// (`space.numberOfComponents` and alpha each, one after another) at
    /// `locations` (nil: evenly spaced).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                             locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.supportsOutput else { return nil }
        let n = space.numberOfComponents + 1
        let colors = (0..<count).map { CGColor(space: space, components: Array(UnsafeBufferPointer(start: components + $0 * n, count: n))) }
        self.init(space: space, colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }

    /// The rasterizer's stops, painted from `options`' ends only.
    func stops(_ options: CGGradientDrawingOptions) -> GradientStops {
        var s = GradientStops(resolved)
        s.limits = (options.contains(.drawsBeforeStartLocation) ? -Float.infinity : 0)
            ... (options.contains(.drawsAfterEndLocation) ? Float.infinity : 1)
        return s
    }
}

extension CGContext {
    /// Paints `gradient` over the clip, varying along the line from `start`
    /// (location 0) to `end` (location 1) in user space; lines of one colour
    /// are perpendicular to it. Beyond the ends only with `options`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let stops = gradient.stops(options), ctm = state.ctm
        fillClip { .linearGradient(stops, start: start, end: end, transform: ctm.concatenating($0)) }
    }

    /// Paints `gradient` over the clip between the circle (`startCenter`,
    /// `startRadius`) at location 0 and (`endCenter`, `endRadius`) at 1, in
    /// user space (see the file comment for the rule). Beyond them only with `options`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
                                   endRadius: CGFloat, options: CGGradientDrawingOptions) {
        let stops = gradient.stops(options), ctm = state.ctm
        fillClip {
            .radialGradient(stops, startCenter: startCenter, startRadius: startRadius, endCenter: endCenter,
                            endRadius: endRadius, transform: ctm.concatenating($0))
        }
    }

    /// Paints the whole clip (the painter's shadow, opacity and blend mode
    /// applying) with the shader `make` builds from user space → surface pixels.
    func fillClip(_ make: @escaping (CGAffineTransform) -> PaintSource) {
        let target = painter
        target.perform(deviceBounds: target.clipDeviceBounds) { ctx in
            guard ctx.opacity > 0 || ctx.blendMode.rasterMode.affectsUncoveredDestination else { return }
            let area = ctx.clipDeviceBounds.applying(ctx.surface.fromDevice)
            guard !area.isNull, area.width > 0, area.height > 0 else { return }
            var paint = Paint(make(ctx.deviceTransform), blendMode: ctx.blendMode.rasterMode, opacity: Float(ctx.opacity))
            paint.linearLight = ctx.linearLight
            ctx.surface.raster.fill(Path(area), paint: paint, clip: ctx.clipMask)
        }
    }
}
#endif
