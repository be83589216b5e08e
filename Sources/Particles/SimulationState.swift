// The whole state of a show after some number of fixed steps. A value type:
// a checkpoint is a copy, and the state after step n depends only on the
// configuration and n.
import Foundation

/// The fireworks simulation after ``step`` fixed steps (the configuration's
/// preroll included: step 0 is `preroll` seconds before frame 0).
package struct SimulationState: Sendable, Equatable {
    /// Steps simulated so far.
    package internal(set) var step: Int
    /// Live particles in birth order (the order sprites are drawn in).
    package internal(set) var particles: [Particle]
    /// Shells launched so far; shell k is seeded from (seed, k).
    package internal(set) var shellsLaunched: UInt64
    /// The step at which the next shell is fired.
    package internal(set) var nextLaunchStep: Int
    /// The launch schedule's stream (intervals between shells).
    var schedule: SplitMix64
    /// Scratch for particles born during a step; empty between steps.
    var born: [Particle]

    init(model: FireworksModel) {
        step = 0
        particles = []
        particles.reserveCapacity(model.configuration.maxParticles)
        born = []
        born.reserveCapacity(1024)
        shellsLaunched = 0
        schedule = SplitMix64(seed: model.configuration.seed, stream: StreamKey.schedule)
        nextLaunchStep = Int(model.steps(0.05))
    }

    package static func == (a: SimulationState, b: SimulationState) -> Bool {
        a.step == b.step && a.particles == b.particles && a.shellsLaunched == b.shellsLaunched
            && a.nextLaunchStep == b.nextLaunchStep && a.schedule == b.schedule
    }

    /// Advances one fixed step: moves and ages every particle, removes the
    /// dead and the fallen (keeping birth order), then adds what was born
    /// (bursts, trail sparks, crackles, new rockets) in a fixed order.
    mutating func advance(_ model: FireworksModel) {
        step += 1
        let bottom = model.height + 40 * model.scale, side = 0.5 * model.width
        var born = self.born  // taken out so the loop can append while `particles` is borrowed
        self.born = []
        var live = 0
        model.dynamics.withUnsafeBufferPointer { dyn in
            particles.withUnsafeMutableBufferPointer { p in
                for r in 0..<p.count {
                    var q = p[r]
                    q.age &+= 1
                    if q.age >= q.life {
                        if q.kind == .rocket { model.burst(of: q, into: &born) }
                        else if q.kind == .crackle { model.crackleSparks(of: q, into: &born) }
                        continue
                    }
                    let d = dyn[Int(q.kind.rawValue)]
                    d.step.advance(&q.x, &q.vx, acceleration: d.ax)
                    d.step.advance(&q.y, &q.vy, acceleration: d.ay)
                    if (q.y > bottom && q.vy >= 0) || q.x < -side || q.x > model.width + side { continue }
                    if q.kind == .rocket && q.age % model.trailInterval == 0 { born.append(model.trailSpark(of: q)) }
                    p[live] = q
                    live += 1
                }
            }
        }
        particles.removeLast(particles.count - live)
        while nextLaunchStep <= step {
            born.append(model.rocket(shell: shellsLaunched))
            shellsLaunched += 1
            nextLaunchStep += Int(model.steps(nextInterval(model)))
        }
        let room = model.configuration.maxParticles - particles.count
        if born.count <= room {
            particles.append(contentsOf: born)
        } else if room > 0 {
            particles.append(contentsOf: born[0..<room])
        }
        born.removeAll(keepingCapacity: true)
        self.born = born
    }

    /// Seconds until the next shell: mostly spread around the mean, sometimes
    /// a quick follow-up so shells come in pairs, as at a real show.
    private mutating func nextInterval(_ model: FireworksModel) -> Double {
        let mean = 1 / model.configuration.launchesPerSecond
        if schedule.chance(0.18) { return mean * schedule.next(in: 0.04...0.14) }
        return mean * schedule.next(in: 0.45...1.45)
    }
}
