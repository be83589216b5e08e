// Launching shells and bursting them. Every random choice for shell k comes
// from streams derived from (seed, k), so shells never share a stream and a
// change to one burst style leaves the others as they were.
import Foundation

/// Burst styles, picked per shell.
enum BurstStyle: CaseIterable {
    case peony, ring, willow, chrysanthemum, crackle
}

/// Keys of the derived streams, so each purpose has its own.
enum StreamKey {
    static let schedule: UInt64 = 1
    static let shells: UInt64 = 2
    static let rocket: UInt64 = 10
    static let burst: UInt64 = 11
    static let trail: UInt64 = 12
    static let crackle: UInt64 = 13
    static let flicker: UInt64 = 14
    static let layout: UInt64 = 15
}

extension FireworksModel {
    /// The rocket of shell `index`, fired at the bottom edge.
    func rocket(shell index: UInt64) -> Particle {
        let shellSeed = SplitMix64.derive(SplitMix64.derive(configuration.seed, StreamKey.shells), index)
        var rng = SplitMix64(seed: shellSeed, stream: StreamKey.rocket)
        // Where the shell bursts: shell k follows the R2 low-discrepancy
        // sequence (offset by the seed) plus a little jitter, so consecutive
        // shells land far apart and a few seconds of show cover the whole
        // width and the upper 60% of the sky. Independent uniform draws let
        // ten shells crowd one corner (seed 2021 filled the upper left).
        let (u, v) = launchSpot(shell: index)
        let x0 = width * (0.08 + 0.84 * u + rng.next(in: -0.03...0.03))
        let y0 = height + 4 * scale
        // Burst heights measured from the top: 10% (high) to 58% (low).
        let apexY = height * (0.10 + 0.48 * v + rng.next(in: -0.025...0.025))
        let rise = max(y0 - apexY, 40 * scale)
        let d = rocketDeceleration
        let v0 = (2 * d * rise).squareRoot()
        // Lean a little towards the middle, as shells fired from the sides do.
        let lean = (width / 2 - x0) / width * rng.next(in: 0...0.25) + rng.next(in: -0.04...0.04)
        let fuse = v0 / d * rng.next(in: 0.9...1.0)
        return Particle(x: x0, y: y0, vx: lean * v0, vy: -v0, age: 0, life: steps(fuse, minimum: 2),
                        kind: .rocket, size: 5 * scale, brightness: 0.75,
                        color: ParticleColor(red: 1, green: 0.78, blue: 0.45),
                        endColor: ParticleColor(red: 1, green: 0.6, blue: 0.3), seed: shellSeed)
    }

    /// Shell `index`'s place in the unit square: the R2 sequence (steps
    /// 1/φ₂ and 1/φ₂², φ₂ the plastic number), started at a seeded point.
    func launchSpot(shell index: UInt64) -> (Double, Double) {
        var rng = SplitMix64(seed: configuration.seed, stream: StreamKey.layout)
        let plastic = 1.324_717_957_244_746
        let k = Double(index % (1 << 40) + 1)
        let u = rng.nextUnit() + k / plastic, v = rng.nextUnit() + k / (plastic * plastic)
        return (u - u.rounded(.down), v - v.rounded(.down))
    }

    /// One spark of `rocket`'s trail, shed at its current position.
    func trailSpark(of rocket: Particle) -> Particle {
        var rng = SplitMix64(seed: SplitMix64.derive(rocket.seed, StreamKey.trail), stream: UInt64(rocket.age))
        let spread = 18 * scale
        return Particle(x: rocket.x, y: rocket.y,
                        vx: rocket.vx * 0.1 + rng.next(in: -1.0...1.0) * spread,
                        vy: rocket.vy * 0.1 + rng.next(in: -0.5...1.0) * spread,
                        age: 0, life: steps(rng.next(in: 0.25...0.6)), kind: .trail,
                        size: 3.6 * scale * rng.next(in: 0.7...1.2), brightness: 0.7,
                        color: ParticleColor(red: 1, green: 0.62, blue: 0.28),
                        endColor: ParticleColor(red: 0.8, green: 0.25, blue: 0.08), seed: rng.next())
    }

    /// The flashes a crackle star leaves where it dies.
    func crackleSparks(of star: Particle, into out: inout [Particle]) {
        var rng = SplitMix64(seed: star.seed, stream: StreamKey.crackle)
        let count = rng.next(in: 2...4)
        for _ in 0..<count {
            let angle = rng.next(in: 0...(2 * Double.pi)), speed = rng.next(in: 15...55) * scale
            out.append(Particle(x: star.x, y: star.y, vx: star.vx + cos(angle) * speed,
                                vy: star.vy + sin(angle) * speed, age: 0,
                                life: steps(rng.next(in: 0.08...0.22), minimum: 2), kind: .crackleSpark,
                                size: 4.5 * scale * rng.next(in: 0.8...1.2), brightness: 0.95,
                                color: ParticleColor(red: 1, green: 0.93, blue: 0.75),
                                endColor: ParticleColor(red: 1, green: 0.8, blue: 0.5), seed: rng.next()))
        }
    }

    /// The burst of a rocket whose fuse ran out: a flash and tens to
    /// ~200 stars, appended to `out`.
    func burst(of rocket: Particle, into out: inout [Particle]) {
        var rng = SplitMix64(seed: rocket.seed, stream: StreamKey.burst)
        let style = pickStyle(rng.nextUnit())
        let palette = BurstPalette(style: style, rng: &rng)
        let speed = rng.next(in: 265...360) * scale * rng.next(in: 0.85...1.1)
        let density = configuration.density
        func count(_ r: ClosedRange<Int>) -> Int { max(1, Int((Double(rng.next(in: r)) * density).rounded())) }

        out.append(Particle(x: rocket.x, y: rocket.y, vx: 0, vy: 0, age: 0, life: steps(0.2), kind: .flash,
                            size: speed * 0.7, brightness: 0.16,
                            color: palette.color(at: 0.5).mixed(with: .white, by: 0.5),
                            endColor: palette.color(at: 0.5), seed: 0))
        switch style {
        case .peony:
            sphere(count(90...170), at: rocket, speed: speed, kind: .star, life: 1.5...2.2,
                   size: 9, palette: palette, rng: &rng, into: &out)
            if rng.chance(0.55) {
                let pistil = palette.pistil
                sphere(count(25...45), at: rocket, speed: speed * 0.42, kind: .star, life: 1.1...1.5,
                       size: 6.5, palette: pistil, rng: &rng, into: &out)
            }
        case .ring:
            ring(count(60...100), at: rocket, speed: speed * 1.05, palette: palette, rng: &rng, into: &out)
            if rng.chance(0.5) {
                sphere(count(20...35), at: rocket, speed: speed * 0.35, kind: .glitter, life: 1.2...1.6,
                       size: 6, palette: palette.pistil, rng: &rng, into: &out)
            }
        case .willow:
            sphere(count(80...130), at: rocket, speed: speed * 0.95, kind: .willow, life: 2.8...3.8,
                   size: 7, palette: palette, rng: &rng, into: &out)
        case .chrysanthemum:
            sphere(count(110...190), at: rocket, speed: speed, kind: .glitter, life: 1.6...2.3,
                   size: 8.5, palette: palette, rng: &rng, into: &out)
        case .crackle:
            sphere(count(60...110), at: rocket, speed: speed * 0.9, kind: .crackle, life: 1.0...1.5,
                   size: 8.5, palette: palette, rng: &rng, into: &out)
        }
    }

    private func pickStyle(_ u: Double) -> BurstStyle {
        switch u {
        case ..<0.3: .peony
        case ..<0.47: .ring
        case ..<0.64: .willow
        case ..<0.82: .chrysanthemum
        default: .crackle
        }
    }

    /// Stars flying out in directions uniform over a sphere, seen projected:
    /// a filled disc that is densest at its rim. The palette is sampled by the
    /// direction's depth, so colors form concentric bands.
    private func sphere(_ n: Int, at origin: Particle, speed: Double, kind: ParticleKind,
                        life: ClosedRange<Double>, size: Double, palette: BurstPalette,
                        rng: inout SplitMix64, into out: inout [Particle]) {
        for _ in 0..<n {
            let z = rng.next(in: -1.0...1.0), phi = rng.next(in: 0...(2 * Double.pi))
            let r = (1 - z * z).squareRoot(), s = speed * rng.next(in: 0.93...1.05)
            out.append(star(kind, origin, vx: r * cos(phi) * s, vy: r * sin(phi) * s,
                            life: rng.next(in: life), size: size * rng.next(in: 0.85...1.15),
                            color: palette.color(at: (z + 1) / 2), palette: palette, seed: rng.next()))
        }
    }

    /// Stars evenly spaced on a circle tilted in depth: an ellipse on screen,
    /// colored around its circumference.
    private func ring(_ n: Int, at origin: Particle, speed: Double, palette: BurstPalette,
                      rng: inout SplitMix64, into out: inout [Particle]) {
        let tilt = cos(rng.next(in: 0.0...1.2)), turn = rng.next(in: 0...Double.pi)
        let (ct, st) = (cos(turn), sin(turn))
        for i in 0..<n {
            let theta = 2 * Double.pi * (Double(i) + rng.next(in: -0.15...0.15)) / Double(n)
            let ex = cos(theta), ey = sin(theta) * tilt
            let s = speed * rng.next(in: 0.98...1.02)
            out.append(star(.star, origin, vx: (ex * ct - ey * st) * s, vy: (ex * st + ey * ct) * s,
                            life: rng.next(in: 1.5...2.0), size: 9 * rng.next(in: 0.9...1.1),
                            color: palette.color(at: abs(Double(i) / Double(n) * 2 - 1)),
                            palette: palette, seed: rng.next()))
        }
    }

    private func star(_ kind: ParticleKind, _ origin: Particle, vx: Double, vy: Double, life: Double,
                      size: Double, color: ParticleColor, palette: BurstPalette, seed: UInt64) -> Particle {
        Particle(x: origin.x, y: origin.y, vx: vx + origin.vx * 0.2, vy: vy + origin.vy * 0.2, age: 0,
                 life: steps(life, minimum: 2), kind: kind, size: size * scale,
                 brightness: kind == .willow ? 0.85 : 1, color: color,
                 endColor: color.mixed(with: palette.ember, by: 0.55), seed: seed)
    }
}
