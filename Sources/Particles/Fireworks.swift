// The show as a function of frame number: fast-forwards the fixed-step
// simulation without drawing, and keeps a bounded set of checkpoints so going
// back costs at most one checkpoint interval of steps.
import Foundation
import Timeline

/// A deterministic fireworks show: sprites for any frame, in any order.
///
/// The sprites of frame i at num/den fps are a pure function of
/// (configuration, i, num, den): asking for frame 299 alone gives the same
/// bits as asking for frames 0…299 in turn. Frames in increasing order cost
/// O(1) steps each (amortised); a jump backwards restarts from the nearest
/// checkpoint at or before the target.
package struct Fireworks: Sendable {
    package let configuration: FireworksConfiguration
    let model: FireworksModel
    /// The state the next request starts from.
    package private(set) var current: SimulationState
    /// Saved states in increasing step order; the first is step 0.
    private(set) var checkpoints: [SimulationState]
    private var checkpointInterval: Int
    /// At most this many checkpoints are kept; when full, every other one is
    /// dropped and the interval doubles, so memory stays bounded for any length.
    package static let maxCheckpoints = 16

    /// Throws ``FireworksError/invalidConfiguration(_:)`` for bad parameters.
    package init(_ configuration: FireworksConfiguration) throws {
        try configuration.validate()
        self.configuration = configuration
        model = FireworksModel(configuration)
        current = SimulationState(model: model)
        checkpoints = [current]
        checkpointInterval = configuration.stepsPerSecond
    }

    /// The sky to draw behind the sprites.
    package var sky: FireworksSky { .night }

    /// The simulation time of `frame` at `rate`.
    package func time(ofFrame frame: Int, rate: FrameRate) throws -> SimulationTime {
        try SimulationTime(frame: frame, rate: rate, stepsPerSecond: model.stepsPerSecond, prerollSteps: model.prerollSteps)
    }

    /// The sprites of `frame` at `rate`.
    package mutating func sprites(atFrame frame: Int, rate: FrameRate) throws -> [ParticleSprite] {
        sprites(at: try time(ofFrame: frame, rate: rate))
    }

    /// The sprites at `time` (see ``SimulationTime`` for the fraction of a step).
    package mutating func sprites(at time: SimulationTime) -> [ParticleSprite] {
        let state = self.state(atStep: time.step)
        var out: [ParticleSprite] = []
        out.reserveCapacity(state.particles.count * 3)
        SpriteBuilder(model: model, step: time.step, fraction: time.fraction).build(state.particles, into: &out)
        return out
    }

    /// The simulation after `step` steps, reached from the current state or
    /// the nearest checkpoint before it, never by drawing anything.
    package mutating func state(atStep step: Int) -> SimulationState {
        let target = max(0, step)
        if target < current.step {
            // Checkpoints are sorted; the first (step 0) always qualifies.
            let index = checkpoints.lastIndex { $0.step <= target } ?? 0
            current = checkpoints[index]
        }
        while current.step < target {
            current.advance(model)
            if current.step % checkpointInterval == 0, current.step > checkpoints[checkpoints.count - 1].step {
                saveCheckpoint()
            }
        }
        return current
    }

    private mutating func saveCheckpoint() {
        checkpoints.append(current)
        if checkpoints.count > Self.maxCheckpoints {
            checkpointInterval *= 2
            checkpoints.removeAll { $0.step % checkpointInterval != 0 }
        }
    }
}
