// A gradient normalised for a renderer.
//
// What SwiftUI does with unordered or out-of-range stops is not documented
// (its `Stop.location` is described as a parametric location, and
// CoreGraphics, which draws SwiftUI's gradients on the Mac, requires
// locations in 0…1 in increasing order). We take the rule that WPF, Android
// and SVG renderers converge on, and that makes every input drawable:
//
//  1. stops are sorted by location, stably (equal locations keep their
//     order, so `[red@0.5, blue@0.5]` is a hard edge from red to blue);
//  2. locations are then clamped to 0…1 (a NaN location counts as 0);
//  3. within a run of equal locations only the first and last stop can be
//     seen, so the others are dropped;
//  4. the first color is repeated at 0 and the last at 1 when missing, so a
//     renderer never extrapolates; an empty gradient is transparent.
//
// At a location shared by two stops the later stop's color applies from
// that location on. Interpolation between stops is linear in straight
// gamma-encoded sRGB; other interpolation spaces are baked in here by
// subdividing each segment until the straight-sRGB chords are within a
// quarter of an 8-bit step of the exact curve.
import Foundation
import Raster

/// A gradient ready to paint: stops sorted, within 0…1, starting at 0 and
/// ending at 1, colors already in the space the renderer interpolates in.
public struct ResolvedGradient: Hashable, Sendable {
    /// One normalised stop.
    public struct Stop: Hashable, Sendable {
        /// Where the stop sits, within 0…1.
        public var location: Double
        /// The stop's color in the space the renderer interpolates in.
        public var color: RGBAColor

        /// A stop as given; ``ResolvedGradient`` keeps its stops normalised.
        public init(location: Double, color: RGBAColor) {
            self.location = location
            self.color = color
        }
    }

    /// At least two stops; `stops.first.location == 0`, `stops.last.location
    /// == 1`, locations non-decreasing, at most two stops per location.
    public private(set) var stops: [Stop]
    /// How parameters outside 0…1 are mapped back in (GraphicsContext's
    /// `GradientOptions`: none = `.pad`, `.repeat`, `.mirror`).
    public var spread: SpreadMode

    /// Normalises `gradient` (see the file comment), interpolating in
    /// `colorSpace`, or in linear light when `linearColor` is set (the
    /// `.linearColor` gradient option) and the space is `.device`; dynamic
    /// stop colors (`.primary`, `.blue`, …) show their appearance in `scheme`.
    public init(_ gradient: Gradient, colorSpace: Gradient.ColorSpace = .device,
                linearColor: Bool = false, spread: SpreadMode = .pad, in scheme: ColorScheme = .light) {
        let raw = gradient.stops.map {
            Stop(location: Double($0.location), color: RGBAColor($0.color.appearing(in: scheme)))
        }
        self.init(normalizing: raw, spread: spread)
        switch colorSpace.kind {
        case .perceptual: bake(GradientInterpolation.oklab)
        case .device where linearColor: bake(GradientInterpolation.linearLight)
        case .device: break
        }
    }

    /// Normalises stops given in any order and at any location.
    public init(normalizing raw: [Stop], spread: SpreadMode = .pad) {
        self.spread = spread
        let sorted = raw.map { Stop(location: $0.location.isNaN ? 0 : $0.location, color: $0.color) }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { Stop(location: min(max($0.element.location, 0), 1), color: $0.element.color) }
        guard let first = sorted.first, let last = sorted.last else {
            stops = [Stop(location: 0, color: .clear), Stop(location: 1, color: .clear)]
            return
        }
        var out: [Stop] = []
        var i = 0
        while i < sorted.count {
            var j = i
            while j + 1 < sorted.count && sorted[j + 1].location == sorted[i].location { j += 1 }
            // The run i...j shares one location: only its first stop (reached
            // from the left) and its last (in force from there on) are visible;
            // at 0 nothing comes from the left.
            if sorted[i].location > 0 { out.append(sorted[i]) }
            if j > i || sorted[i].location == 0 { out.append(sorted[j]) }
            i = j + 1
        }
        if out[0].location > 0 { out.insert(Stop(location: 0, color: first.color), at: 0) }
        if out[out.count - 1].location < 1 { out.append(Stop(location: 1, color: last.color)) }
        stops = out
    }

    /// The single color every parameter maps to, if the gradient is flat.
    public var uniformColor: RGBAColor? {
        let c = stops[0].color
        return stops.allSatisfy { $0.color == c } ? c : nil
    }

    /// The color at parameter `t` (after the spread mode): the reference
    /// definition a renderer's gradient lookup must agree with.
    public func color(at t: Double) -> RGBAColor {
        let u = spread.map(t)
        // Largest i with stops[i].location <= u: the later stop of a hard edge wins.
        var lo = 0, hi = stops.count - 1
        if u >= stops[hi].location { return stops[hi].color }
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if stops[mid].location <= u { lo = mid } else { hi = mid }
        }
        let a = stops[lo], b = stops[lo + 1]
        let f = (u - a.location) / (b.location - a.location)
        return a.color.mixed(with: b.color, by: Float(f))
    }

    /// Every stop's alpha multiplied by `opacity`.
    public func multiplyingOpacity(_ opacity: Double) -> ResolvedGradient {
        var copy = self
        let o = Float(min(max(opacity.isNaN ? 0 : opacity, 0), 1))
        copy.stops = stops.map { Stop(location: $0.location, color: $0.color.multiplyingOpacity(o)) }
        return copy
    }

    /// The same gradient run backwards (location l becomes 1 − l).
    func reversed() -> ResolvedGradient {
        var copy = self
        copy.stops = stops.reversed().map { Stop(location: 1 - $0.location, color: $0.color) }
        return copy
    }

    /// The part of the gradient between parameters `t0` and `t1` (0 ≤ t0 <
    /// t1 ≤ 1), stretched to 0…1.
    func slice(from t0: Double, to t1: Double) -> ResolvedGradient {
        let w = t1 - t0
        var raw = [Stop(location: 0, color: color(at: t0))]
        for s in stops where s.location > t0 && s.location < t1 {
            raw.append(Stop(location: (s.location - t0) / w, color: s.color))
        }
        raw.append(Stop(location: 1, color: colorApproaching(t1)))
        return ResolvedGradient(normalizing: raw, spread: spread)
    }

    /// The color as the parameter approaches `t` from below (the earlier
    /// side of a hard edge at `t`); `t` must be in (0, 1].
    func colorApproaching(_ t: Double) -> RGBAColor {
        guard let i = stops.lastIndex(where: { $0.location < t }) else { return stops[0].color }
        let a = stops[i], b = stops[i + 1]   // exists: the last stop sits at 1 ≥ t
        return a.color.mixed(with: b.color, by: Float((t - a.location) / (b.location - a.location)))
    }

    private mutating func bake(_ mix: (RGBAColor, RGBAColor, Double) -> RGBAColor) {
        var out: [Stop] = [stops[0]]
        for k in 1..<stops.count {
            let a = stops[k - 1], b = stops[k]
            if a.location < b.location && a.color != b.color {
                GradientInterpolation.subdivide(a, b, depth: 0, mix: mix, into: &out)
            }
            out.append(b)
        }
        stops = out
    }
}
