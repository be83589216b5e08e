// Turns live particles into sprites: white-hot birth cooling to the burst
// color, shrinking and fading with age, twinkles from a hash of (particle,
// step) so they are the same however the frame was reached.
import Foundation

struct SpriteBuilder {
    let model: FireworksModel
    /// The frame's whole step, used for flicker (never the fraction, so
    /// flicker does not depend on the frame rate's rounding).
    let step: Int
    /// Fraction of a step past `step` (see SimulationTime).
    let fraction: Double

    func build(_ particles: [Particle], into out: inout [ParticleSprite]) {
        let dt = model.dt
        let w = model.width, h = model.height
        let hot = ParticleColor(red: 1, green: 0.97, blue: 0.9)
        for q in particles {
            let t = min((Double(q.age) + fraction) / Double(q.life), 1)
            let x = q.x + q.vx * fraction * dt, y = q.y + q.vy * fraction * dt
            var opacity = q.brightness
            var radius = q.size
            var color: ParticleColor
            var coreShare = 0.32
            var tailSeconds = 0.0  // how much of the flight path the tail shows
            switch q.kind {
            case .rocket:
                color = q.color
                coreShare = 0.45
                tailSeconds = 0.036
            case .trail:
                color = q.color.mixed(with: q.endColor, by: t)
                opacity *= (1 - t) * (1 - t)
                radius *= 1 - 0.5 * t
                coreShare = 0.25
            case .flash:
                color = q.color.mixed(with: q.endColor, by: t)
                opacity *= (1 - t) * (1 - t)
                radius *= 0.7 + 0.3 * t
                coreShare = 0
            case .star, .willow, .glitter, .crackle, .crackleSpark:
                // White-hot for the first 10% of life, then the burst color,
                // then towards the ember color as it burns out.
                let heat = 0.1
                color = t < heat ? hot.mixed(with: q.color, by: t / heat)
                    : q.color.mixed(with: q.endColor, by: (t - heat) / (1 - heat))
                let ramp = min(1, t / 0.05), fadeIn = ramp * ramp
                opacity *= fadeIn * (1 - t * t * t) * (1 - 0.35 * t)
                radius *= 1.25 - 0.7 * t
                if q.kind == .willow { tailSeconds = 0.18; opacity *= 1 - 0.3 * t }
                else if q.kind != .crackleSpark { tailSeconds = 0.1 }
                opacity *= twinkle(q, t)
            }
            if opacity < 1.0 / 512 || radius <= 0 { continue }
            var sprite = ParticleSprite(position: CGPoint(x: x, y: y), radius: radius, color: color,
                                        opacity: opacity, coreRadius: radius * coreShare,
                                        coreColor: color.mixed(with: .white, by: 0.75),
                                        coreOpacity: coreShare > 0 ? min(1, opacity * 1.1) : 0)
            // The tail: a streak back along the velocity over the path flown
            // in the last `tailSeconds`, so it shortens by itself as drag
            // slows the star; at the head as wide and as bright as the glow.
            var reach = 0.0
            if tailSeconds > 0 {
                let length = (q.vx * q.vx + q.vy * q.vy).squareRoot() * tailSeconds
                if length >= Self.minimumTailLength {
                    let scale = (length * Self.tailLengthFactor + radius * Self.tailOvershoot) / length
                    sprite.tailEnd = CGPoint(x: x - q.vx * tailSeconds * scale, y: y - q.vy * tailSeconds * scale)
                    sprite.tailWidth = radius
                    sprite.tailOpacity = opacity
                    reach = length * scale
                }
            }
            if visible(x, y, radius + reach, w, h) { out.append(sprite) }
        }
    }

    /// Tails shorter than this (pixels of flight) are left out: the head's
    /// glow covers them.
    static let minimumTailLength = 0.5
    /// The streak's length: the flown path × this, plus the head's radius ×
    /// ``tailOvershoot`` (the glow profile fades out before the rim, so a
    /// streak exactly as long as the path would look short).
    static let tailLengthFactor = 1.3
    static let tailOvershoot = 0.7

    @inline(__always) private func visible(_ x: Double, _ y: Double, _ r: Double, _ w: Double, _ h: Double) -> Bool {
        x + r > 0 && x - r < w && y + r > 0 && y - r < h
    }

    /// Brightness factor in 0…1 that changes every few steps, from a hash of
    /// the particle's seed and the step: glitter sparkles as it burns down,
    /// crackle flashes strobe, others shimmer slightly.
    private func twinkle(_ q: Particle, _ t: Double) -> Double {
        let period: Int, depth: Double
        switch q.kind {
        case .glitter: period = 7; depth = t < 0.35 ? 0.15 : 0.9
        case .crackleSpark: period = 3; depth = 0.85
        case .willow: period = 10; depth = 0.3
        default: period = 9; depth = 0.12
        }
        let bits = SplitMix64.mix(SplitMix64.derive(q.seed, StreamKey.flicker) ^ UInt64(step / period))
        let u = Double(bits >> 11) * 0x1p-53
        return 1 - depth * u * u
    }
}
