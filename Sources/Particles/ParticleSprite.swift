// What one live particle looks like in one frame: everything the Scenes layer
// needs to draw it, and nothing about how it moves.
import Foundation

/// A straight (not premultiplied) RGB color, components in 0…1.
package struct ParticleColor: Sendable, Hashable {
    package var red: Double
    package var green: Double
    package var blue: Double

    @inlinable package init(red: Double, green: Double, blue: Double) {
        self.red = red; self.green = green; self.blue = blue
    }

    package static let white = ParticleColor(red: 1, green: 1, blue: 1)

    /// The hexcone HSV → RGB conversion; `hue` wraps around 1.
    package init(hue: Double, saturation s: Double, brightness v: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = min(Int(h), 5)
        let f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: self.init(red: v, green: t, blue: p)
        case 1: self.init(red: q, green: v, blue: p)
        case 2: self.init(red: p, green: v, blue: t)
        case 3: self.init(red: p, green: q, blue: v)
        case 4: self.init(red: t, green: p, blue: v)
        default: self.init(red: v, green: p, blue: q)
        }
    }

    /// `self` moved a fraction `t` of the way towards `other`.
    @inlinable package func mixed(with other: ParticleColor, by t: Double) -> ParticleColor {
        ParticleColor(red: red + (other.red - red) * t,
                      green: green + (other.green - green) * t,
                      blue: blue + (other.blue - blue) * t)
    }
}

/// One color stop of a sprite's radial gradient: straight color, alpha in 0…1.
package struct SpriteGradientStop: Sendable, Hashable {
    package var location: Double
    package var color: ParticleColor
    package var opacity: Double
}

/// One particle to draw in one frame.
///
/// Drawing recipe (every part with the **screen** blend mode, sprites in
/// array order, per sprite tail, glow, core, over ``FireworksSky``):
///
/// 1. Tail: if ``tailOpacity`` > 0 and ``tailEnd`` is not ``position``,
///    take the ellipse centred on ``position`` whose semi-axes are the
///    segment to ``tailEnd`` and, across it, ``tailWidth``; fill its half on
///    ``tailEnd``'s side with an elliptical gradient — a radial gradient in
///    the ellipse's own coordinates, centred on ``position``, reaching its
///    last stop on the ellipse — with stops ``tailStops`` (``color`` at
///    ``tailOpacity`` × the glow profile). The streak fades from the head
///    back and towards its sides; its straight front edge runs through the
///    head, under the glow.
/// 2. Glow: fill the circle of ``radius`` around ``position`` with a radial
///    gradient centred on ``position``, start radius 0, end radius ``radius``,
///    stops ``glowStops`` (``color`` at ``opacity`` × a soft bell profile,
///    alpha 0 at the rim).
/// 3. Core: if ``coreRadius`` > 0 and ``coreOpacity`` > 0, fill the circle of
///    ``coreRadius`` around ``position`` with a radial gradient, end radius
///    ``coreRadius``, stops ``coreStops`` (``coreColor``, nearly white, at
///    ``coreOpacity`` in the middle, fading to 0 at the rim).
///
/// A tail is one streak rather than a row of fainter copies of the glow:
/// the same look at one fill instead of five, where fills (thousands per
/// frame, mostly a few pixels across) are what rendering costs.
///
/// Gradients pad beyond their ends and interpolate straight colors linearly
/// between stops. Coordinates are canvas pixels, y down.
package struct ParticleSprite: Sendable, Equatable {
    package var position: CGPoint
    /// Radius of the glow, where its alpha reaches 0.
    package var radius: Double
    package var color: ParticleColor
    /// Alpha of the glow at its centre.
    package var opacity: Double
    /// Radius of the bright core; 0 means no core.
    package var coreRadius: Double
    package var coreColor: ParticleColor
    /// Alpha of the core at its centre.
    package var coreOpacity: Double
    /// Where the tail's streak ends, behind the head; ``position`` means no tail.
    package var tailEnd: CGPoint
    /// Half the streak's width at the head (its semi-axis across the flight path).
    package var tailWidth: Double
    /// Alpha of the streak at the head; 0 means no tail.
    package var tailOpacity: Double

    package init(position: CGPoint, radius: Double, color: ParticleColor, opacity: Double,
                coreRadius: Double, coreColor: ParticleColor, coreOpacity: Double,
                tailEnd: CGPoint? = nil, tailWidth: Double = 0, tailOpacity: Double = 0) {
        self.position = position; self.radius = radius; self.color = color
        self.opacity = opacity; self.coreRadius = coreRadius
        self.coreColor = coreColor; self.coreOpacity = coreOpacity
        self.tailEnd = tailEnd ?? position; self.tailWidth = tailWidth; self.tailOpacity = tailOpacity
    }

    /// The glow's alpha profile: (location along the radius, share of
    /// ``opacity``). Roughly a Gaussian, so overlapping glows merge smoothly.
    package static let glowProfile: [(location: Double, share: Double)] = [
        (0, 1), (0.2, 0.8), (0.45, 0.4), (0.7, 0.13), (1, 0),
    ]

    /// The core's alpha profile: a plateau then a quick falloff, so the core
    /// reads as a hot point rather than a second glow.
    package static let coreProfile: [(location: Double, share: Double)] = [
        (0, 1), (0.4, 0.85), (1, 0),
    ]

    /// Gradient stops for the glow (step 2 of the recipe).
    package var glowStops: [SpriteGradientStop] {
        Self.glowProfile.map { SpriteGradientStop(location: $0.location, color: color, opacity: opacity * $0.share) }
    }

    /// Gradient stops for the tail (step 1 of the recipe).
    package var tailStops: [SpriteGradientStop] {
        Self.glowProfile.map { SpriteGradientStop(location: $0.location, color: color, opacity: tailOpacity * $0.share) }
    }

    /// Gradient stops for the core (step 3 of the recipe).
    package var coreStops: [SpriteGradientStop] {
        Self.coreProfile.map { SpriteGradientStop(location: $0.location, color: coreColor, opacity: coreOpacity * $0.share) }
    }
}

/// The night sky behind the fireworks: a vertical linear gradient over the
/// whole canvas, drawn opaque (source-over) before any sprite.
package struct FireworksSky: Sendable, Equatable {
    /// Stops from the top edge (location 0) to the bottom edge (location 1).
    package var stops: [(location: Double, color: ParticleColor)]

    package static func == (a: FireworksSky, b: FireworksSky) -> Bool {
        a.stops.count == b.stops.count
            && zip(a.stops, b.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }

    /// Deep blue-black at the zenith, a faint warm haze near the horizon.
    package static let night = FireworksSky(stops: [
        (0, ParticleColor(red: 0.008, green: 0.010, blue: 0.035)),
        (0.65, ParticleColor(red: 0.025, green: 0.028, blue: 0.080)),
        (1, ParticleColor(red: 0.075, green: 0.050, blue: 0.100)),
    ])
}
