// One simulated particle, stored flat in an array and updated in place.
import Foundation

/// What a particle is; decides its drag, acceleration, look and what happens
/// when it dies.
package enum ParticleKind: UInt8, Sendable, CaseIterable {
    /// A shell rising from the ground; bursts when its fuse (life) runs out.
    case rocket
    /// A spark shed by a rising rocket.
    case trail
    /// A burst star of a peony or ring: the plain, colored kind.
    case star
    /// A long-lived, heavily dragged golden star with a long tail.
    case willow
    /// A star that twinkles as it burns down (chrysanthemum / glitter).
    case glitter
    /// A star that ends in a few crackling flashes.
    case crackle
    /// One crackling flash: tiny, bright, short, flickering.
    case crackleSpark
    /// The brief glow lighting up the sky at the moment of a burst.
    case flash
}

/// A particle's state. Position and velocity are canvas pixels and pixels per
/// second (y down); ages count whole simulation steps.
package struct Particle: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var vx: Double
    package var vy: Double
    /// Steps lived so far; the particle dies on the step where `age == life`.
    package var age: Int32
    package var life: Int32
    package var kind: ParticleKind
    /// Glow radius at birth, canvas pixels.
    package var size: Double
    /// Peak opacity of the glow.
    package var brightness: Double
    /// The burst color this particle cools to after its white-hot start…
    package var color: ParticleColor
    /// …and the color it has faded to when it dies.
    package var endColor: ParticleColor
    /// Seeds everything random this particle does after birth (flicker,
    /// crackle, a rocket's trail and burst).
    package var seed: UInt64
}
