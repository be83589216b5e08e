import Foundation
import Testing
import Timeline
@testable import Particles

/// Every Double of a sprite list as raw bits, so comparisons are exact
/// (no −0 == 0, no NaN ≠ NaN).
func bits(_ sprites: [ParticleSprite]) -> [UInt64] {
    sprites.flatMap { s in
        [s.position.x, s.position.y, s.radius, s.color.red, s.color.green, s.color.blue, s.opacity,
         s.coreRadius, s.coreColor.red, s.coreColor.green, s.coreColor.blue, s.coreOpacity,
         s.tailEnd.x, s.tailEnd.y, s.tailWidth, s.tailOpacity].map(\.bitPattern)
    }
}

@Suite struct FireworksTests {
    let config = FireworksConfiguration(width: 1280, height: 720, seed: 2021)

    @Test func frameTimesUseIntegers() throws {
        // 60 fps, 240 steps/s: frame 299 is exactly 1196 steps after frame 0.
        let a = try SimulationTime(frame: 299, rate: .fps60, stepsPerSecond: 240, prerollSteps: 10)
        #expect(a.step == 10 + 1196 && a.remainder == 0)
        // 30000/1001 fps: frame 1 is at 1001/30000 s = 8.008 steps -> 8 steps, 240/30000 of a step.
        let b = try SimulationTime(frame: 1, rate: .ntsc29_97, stepsPerSecond: 240, prerollSteps: 0)
        #expect(b.step == 8 && b.remainder == 240 && b.divisor == 30000)
        // Frame 30000 at 30000/1001 is exactly 1001 s.
        let c = try SimulationTime(frame: 30000, rate: .ntsc29_97, stepsPerSecond: 240, prerollSteps: 0)
        #expect(c.step == 1001 * 240 && c.remainder == 0)
    }

    @Test func sameSeedSameBitsDifferentSeedDifferent() throws {
        var a = try Fireworks(config), b = try Fireworks(config)
        var other = config
        other.seed = 2022
        var c = try Fireworks(other)
        var differs = false
        for f in stride(from: 0, to: 300, by: 10) {
            let sa = try a.sprites(atFrame: f, rate: .fps60)
            let sb = try b.sprites(atFrame: f, rate: .fps60)
            let sc = try c.sprites(atFrame: f, rate: .fps60)
            #expect(bits(sa) == bits(sb))
            if bits(sa) != bits(sc) { differs = true }
        }
        #expect(differs)
    }

    /// Five seconds of frames at each rate, sequentially, then alone and jumping.
    @Test(arguments: [(60, 1), (30000, 1001), (24, 1)])
    func seekingEqualsSequential(num: Int, den: Int) throws {
        let rate = try FrameRate(numerator: num, denominator: den)
        var sequential = try Fireworks(config)
        var all: [[UInt64]] = []
        let frames = 5 * num / den + 1
        for f in 0..<frames { all.append(bits(try sequential.sprites(atFrame: f, rate: rate))) }
        // Each frame alone, on a fresh show.
        for f in [0, 1, 7, 100, frames / 2 + 1, frames - 1] {
            var alone = try Fireworks(config)
            let sprites = try alone.sprites(atFrame: f, rate: rate)
            #expect(bits(sprites) == all[f], "frame \(f)")
        }
        // Backwards and jumping on one show, through its checkpoints.
        var jumping = try Fireworks(config)
        for f in stride(from: frames - 1, through: 0, by: -13) + [5, frames - 2, frames / 2, frames / 2 + 1, 2] {
            let sprites = try jumping.sprites(atFrame: f, rate: rate)
            #expect(bits(sprites) == all[f], "frame \(f)")
        }
    }

    @Test func stateAtStepIsPathIndependent() throws {
        var a = try Fireworks(config), b = try Fireworks(config)
        _ = b.state(atStep: 3000)  // past many checkpoints, then back
        _ = b.state(atStep: 17)
        #expect(a.state(atStep: 1234) == b.state(atStep: 1234))
    }

    @Test func countsBoundedAndSpritesSane() throws {
        var small = config
        small.maxParticles = 400
        for c in [config, small] {
            var fx = try Fireworks(c)
            var maxParticles = 0, sawBursts = false
            var allFinite = true, inRange = true, countsOK = true
            for f in 0..<600 {
                let sprites = try fx.sprites(atFrame: f, rate: .fps60)
                let n = fx.current.particles.count
                maxParticles = max(maxParticles, n)
                countsOK = countsOK && n <= c.maxParticles && sprites.count <= 6 * n
                if sprites.count > 300 { sawBursts = true }
                for s in sprites {
                    let values = [s.position.x, s.position.y, s.radius, s.opacity, s.coreRadius, s.coreOpacity,
                                  s.color.red, s.color.green, s.color.blue, s.tailEnd.x, s.tailEnd.y,
                                  s.tailWidth, s.tailOpacity]
                    allFinite = allFinite && values.allSatisfy { $0.isFinite }
                    inRange = inRange && s.radius > 0 && s.coreRadius >= 0 && s.coreRadius <= s.radius
                        && (0...1).contains(s.opacity) && (0...1).contains(s.coreOpacity)
                        && (0...1).contains(s.tailOpacity) && s.tailWidth >= 0 && s.tailWidth <= s.radius
                        && [s.color.red, s.color.green, s.color.blue].allSatisfy { (0...1).contains($0) }
                }
            }
            #expect(countsOK && allFinite && inRange)
            #expect(sawBursts)
            #expect(maxParticles <= 3000)
        }
    }

    @Test func scalesWithTheCanvas() throws {
        // Same seed at 1.5x the size: the same show, every length 1.5x.
        var big = config
        big.width = 1920; big.height = 1080
        var a = try Fireworks(config), b = try Fireworks(big)
        for f in [0, 90, 200] {
            let sa = try a.sprites(atFrame: f, rate: .fps60), sb = try b.sprites(atFrame: f, rate: .fps60)
            #expect(sa.count == sb.count)
            for (p, q) in zip(sa, sb) {
                #expect(abs(q.position.x - 1.5 * p.position.x) < 1e-6 && abs(q.position.y - 1.5 * p.position.y) < 1e-6)
                #expect(abs(q.radius - 1.5 * p.radius) < 1e-9 && abs(q.opacity - p.opacity) < 1e-9)
            }
        }
    }

    @Test func badInputThrowsClearly() throws {
        var c = config
        c.width = 0
        #expect(throws: FireworksError.self) { try Fireworks(c) }
        c = config; c.launchesPerSecond = .nan
        #expect(throws: FireworksError.self) { try Fireworks(c) }
        c = config; c.stepsPerSecond = 5
        #expect(throws: FireworksError.self) { try Fireworks(c) }
        var fx = try Fireworks(config)
        #expect(throws: FireworksError.self) { try fx.sprites(atFrame: -1, rate: .fps60) }
        #expect(throws: FireworksError.self) { try fx.sprites(atFrame: Int.max / 2, rate: .fps60) }
    }
}

@Suite struct CheckpointTests {
    @Test func checkpointsStayBoundedOverLongShows() throws {
        var c = FireworksConfiguration(width: 320, height: 180, seed: 5)
        c.stepsPerSecond = 30; c.launchesPerSecond = 0.3; c.density = 0.1
        var long = try Fireworks(c), fresh = try Fireworks(c)
        _ = long.state(atStep: 20_000)
        #expect(long.checkpoints.count <= Fireworks.maxCheckpoints)
        #expect(long.checkpoints.first?.step == 0)
        #expect(zip(long.checkpoints, long.checkpoints.dropFirst()).allSatisfy { $0.step < $1.step })
        // Going back through thinned checkpoints still lands on the same state.
        #expect(long.state(atStep: 7_777) == fresh.state(atStep: 7_777))
    }
}
