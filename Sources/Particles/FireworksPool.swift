// One show rendered by several threads at once: each worker asks for
// increasing frames, so a pool of simulations lets each keep stepping forward
// instead of queueing behind one lock or seeking back.
import Synchronization
import Timeline

/// The simulations of one fireworks show, shared by render threads. Which
/// simulation serves a frame never changes its sprites (the simulation is a
/// pure function of the frame), so frames may come in any order from any
/// thread.
package final class FireworksPool: Sendable {
    private let prototype: Fireworks
    private let pool = Mutex<[Fireworks]>([])

    package init(_ show: Fireworks) { prototype = show }

    /// The sky to draw behind the sprites.
    package var sky: FireworksSky { prototype.sky }

    /// Takes the pooled simulation closest behind the frame (or a fresh copy),
    /// steps it, and returns it to the pool.
    package func sprites(atFrame index: Int, rate: FrameRate) throws -> [ParticleSprite] {
        let target = try prototype.time(ofFrame: index, rate: rate).step
        var simulation = pool.withLock { pool -> Fireworks in
            let best = pool.indices.filter { pool[$0].current.step <= target }
                .max { pool[$0].current.step < pool[$1].current.step }
            if let best { return pool.remove(at: best) }
            return pool.isEmpty ? prototype : pool.removeLast()
        }
        let sprites = try simulation.sprites(atFrame: index, rate: rate)
        pool.withLock { $0.append(simulation) }
        return sprites
    }
}
