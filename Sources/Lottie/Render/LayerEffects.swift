import Foundation
import Raster

/// Effects applied to a layer drawn on its own: drop shadow, Gaussian blur,
/// fill, tint and tritone. `scale` is the composition-to-canvas scale, so
/// distances in the file keep their size at any output size. Shadow and
/// blur results met before come from the render's `resources`.
enum LayerEffects {
    static func apply(_ effects: [EffectModel], to pixmap: Pixmap, frame f: Double, scale: Double,
                      resources: RenderResources) {
        for effect in effects {
            switch effect {
            case let .dropShadow(color, opacity, direction, distance, softness, shadowOnly):
                let c = PaintEvaluation.color(color.value(at: f))
                let alpha = min(max((opacity.value(at: f).first ?? 0) / 255, 0), 1)
                let angle = ((direction.value(at: f).first ?? 0) - 90) * .pi / 180
                let d = (distance.value(at: f).first ?? 0) * scale
                let soft = (softness.value(at: f).first ?? 0) * scale
                var premultiplied = RGBAColor(red: c.red, green: c.green, blue: c.blue, alpha: Float(alpha)).premultiplied
                if alpha <= 0 { premultiplied = .transparent }
                let shadow = DropShadow(color: premultiplied, blur: GaussianBlur(sigma: soft / 4),
                                        dx: Int((d * cos(angle)).rounded()), dy: Int((d * sin(angle)).rounded()),
                                        placement: shadowOnly ? .alone : .beneath)
                pixmap.cast(shadow, resources: resources)
            case let .gaussianBlur(blurriness, _):
                let sigma = (blurriness.value(at: f).first ?? 0) * 0.3 * scale
                if sigma > 0 { pixmap.blur(GaussianBlur(sigma: sigma), resources: resources) }
            case .fill, .tint, .tritone:
                if let local = local(effect, frame: f) {
                    pixmap.withUnsafeMutableBytes { bytes in
                        local(bytes.baseAddress!.assumingMemoryBound(to: UInt32.self), pixmap.width * pixmap.height)
                    }
                }
            }
        }
    }

    /// How many pixels beyond the content the effects can change (a
    /// shadow's offset and softness, a blur's spread), in whole pixels.
    static func reach(_ effects: [EffectModel], frame f: Double, scale: Double) -> Int? {
        var total = 0
        for effect in effects {
            switch effect {
            case let .dropShadow(_, _, _, distance, softness, _):
                let d = abs((distance.value(at: f).first ?? 0) * scale)
                let soft = (softness.value(at: f).first ?? 0) * scale
                guard d.isFinite, d < 1e6 else { return nil }
                total += Int(d.rounded(.up)) + 1 + GaussianBlur(sigma: soft / 4).reach
            case let .gaussianBlur(blurriness, _):
                total += GaussianBlur(sigma: (blurriness.value(at: f).first ?? 0) * 0.3 * scale).reach
            case .fill, .tint, .tritone:
                continue
            }
        }
        return total
    }

    /// The effects as one filter run on a layer's drawn pixels, when every
    /// one of them looks at each pixel alone (fill, tint, tritone): then the
    /// layer needs no plane of its own. Nil otherwise.
    static func pixelFilter(_ effects: [EffectModel], frame f: Double) -> PixelFilter? {
        var steps: [@Sendable (UnsafeMutablePointer<UInt32>, Int) -> Void] = []
        for effect in effects {
            guard let step = local(effect, frame: f) else { return nil }
            steps.append(step)
        }
        let all = steps
        return PixelFilter { pixels, count in
            for step in all { step(pixels, count) }
        }
    }

    /// A per-pixel effect at frame `f` as a step on packed pixels (each
    /// keeps transparent pixels transparent); nil for effects that look
    /// beyond a pixel (shadow, blur).
    private static func local(_ effect: EffectModel, frame f: Double) -> (@Sendable (UnsafeMutablePointer<UInt32>, Int) -> Void)? {
        switch effect {
        case .dropShadow, .gaussianBlur:
            return nil
        case let .fill(color, opacity):
            let c = PaintEvaluation.color(color.value(at: f))
            let o = Float(min(max(opacity.value(at: f).first ?? 1, 0), 1))
            // Straight colour replaced by c, mixed by the opacity; alpha kept.
            let matrix = ColorMatrixCoefficients([
                1 - o, 0, 0, 0, c.red * o,
                0, 1 - o, 0, 0, c.green * o,
                0, 0, 1 - o, 0, c.blue * o,
                0, 0, 0, 1, 0,
            ])
            // At full opacity the colour depends on the alpha alone: a table.
            if let lookup = matrix.alphaLookup() { return { lookup.apply(to: $0, count: $1) } }
            return { matrix.apply(to: $0, count: $1) }
        case let .tint(black, white, amount):
            let b = PaintEvaluation.color(black.value(at: f)), w = PaintEvaluation.color(white.value(at: f))
            let t = Float(min(max((amount.value(at: f).first ?? 0) / 100, 0), 1))
            let weights: [Float] = [0.299, 0.587, 0.114]
            func row(_ bk: Float, _ wh: Float, _ own: Int) -> [Float] {
                var r = (0..<3).map { t * (wh - bk) * weights[$0] }
                r[own] += 1 - t
                return r + [0, t * bk]
            }
            let matrix = ColorMatrixCoefficients(row(b.red, w.red, 0) + row(b.green, w.green, 1) + row(b.blue, w.blue, 2)
                                                 + [0, 0, 0, 1, 0])
            return { matrix.apply(to: $0, count: $1) }
        case let .tritone(highlights, midtones, shadows, _):
            let s = PaintEvaluation.color(shadows.value(at: f)), m = PaintEvaluation.color(midtones.value(at: f))
            let h = PaintEvaluation.color(highlights.value(at: f))
            return { Pixmap.tritone($0, count: $1, shadows: s, midtones: m, highlights: h) }
        }
    }
}
