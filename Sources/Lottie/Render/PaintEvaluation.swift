import Foundation
import Geometry
import Raster

/// Colours and gradients of fills and strokes at a frame.
enum PaintEvaluation {
    /// A Lottie colour (0…1, or 0…255 in some exports) as Raster's colour.
    static func color(_ v: Vector, alpha: Double = 1) -> RGBAColor {
        var c = Array(v.prefix(3))
        while c.count < 3 { c.append(0) }
        if c.contains(where: { $0 > 1 }) { c = c.map { $0 / 255 } }
        func clamp(_ x: Double) -> Float { Float(min(max(x, 0), 1)) }
        return RGBAColor(red: clamp(c[0]), green: clamp(c[1]), blue: clamp(c[2]), alpha: clamp(alpha))
    }

    /// The gradient's stops at `frame`: colour stops with the alpha stops
    /// (when present) interpolated onto them, and alpha-stop offsets added.
    static func stops(_ g: GradientModel, at frame: Double) -> GradientStops {
        let raw = g.stops.value(at: frame)
        let n = max(0, min(g.count, raw.count / 4))
        var colors: [(Double, RGBAColor)] = []
        for i in 0..<n {
            colors.append((raw[4 * i], color([raw[4 * i + 1], raw[4 * i + 2], raw[4 * i + 3]])))
        }
        if colors.isEmpty { colors = [(0, .black), (1, .black)] }
        var alphas: [(Double, Double)] = []
        var i = 4 * n
        while i + 1 < raw.count { alphas.append((raw[i], raw[i + 1])); i += 2 }
        func colorAt(_ t: Double) -> RGBAColor {
            if t <= colors[0].0 { return colors[0].1 }
            for k in 1..<colors.count where t <= colors[k].0 {
                let (t0, c0) = colors[k - 1], (t1, c1) = colors[k]
                let f = Float(t1 > t0 ? (t - t0) / (t1 - t0) : 1)
                return RGBAColor(red: c0.red + (c1.red - c0.red) * f, green: c0.green + (c1.green - c0.green) * f,
                                 blue: c0.blue + (c1.blue - c0.blue) * f, alpha: 1)
            }
            return colors[colors.count - 1].1
        }
        func alphaAt(_ t: Double) -> Double {
            guard let first = alphas.first else { return 1 }
            if t <= first.0 { return first.1 }
            for k in 1..<alphas.count where t <= alphas[k].0 {
                let (t0, a0) = alphas[k - 1], (t1, a1) = alphas[k]
                return a0 + (a1 - a0) * (t1 > t0 ? (t - t0) / (t1 - t0) : 1)
            }
            return alphas[alphas.count - 1].1
        }
        // Colour stops keep their own colours (two at one offset make a hard
        // edge); alpha stops add stops of the interpolated colour.
        var stops = colors.map { t, c -> GradientStops.Stop in
            var c = c
            c.alpha = Float(min(max(alphaAt(t), 0), 1))
            return GradientStops.Stop(location: Float(t), color: c)
        }
        for (t, a) in alphas where !colors.contains(where: { $0.0 == t }) {
            var c = colorAt(t)
            c.alpha = Float(min(max(a, 0), 1))
            stops.append(GradientStops.Stop(location: Float(t), color: c))
        }
        if !alphas.isEmpty { stops = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element) }
        return GradientStops(stops)
    }

    static func gradient(_ g: GradientModel, at frame: Double) -> OpPaint {
        let stops = stops(g, at: frame)
        let s = g.start.value(at: frame), e = g.end.value(at: frame)
        let start = CGPoint(x: s.first ?? 0, y: s.count > 1 ? s[1] : 0)
        let end = CGPoint(x: e.first ?? 0, y: e.count > 1 ? e[1] : 0)
        if g.type != 2 { return .linear(stops, start: start, end: end) }
        let dx = end.x - start.x, dy = end.y - start.y
        let radius = (dx * dx + dy * dy).squareRoot()
        let h = min(max((g.highlightLength?.value(at: frame).first ?? 0) / 100, -0.99), 0.99)
        let angle = (g.highlightAngle?.value(at: frame).first ?? 0) * .pi / 180 + atan2(dy, dx)
        let focal = CGPoint(x: start.x + cos(angle) * h * radius, y: start.y + sin(angle) * h * radius)
        return .radial(stops, focal: focal, center: start, radius: radius)
    }
}
