// A frame's offscreen layers are bounded by FrameBudget.layerPixels, but
// frames render on several threads at once: 95 groups within one frame's
// budget cost 6.4 GB at --threads 8. The pool bounds them together.
import Foundation

/// The offscreen-layer pixels of the frames rendering at the same time.
///
/// A frame whose next layer would take the frames together past
/// `capacity` waits for others to finish, except the oldest frame still
/// rendering, which always goes on (so no frame waits for ever): together
/// they hold at most `capacity` plus one frame's own budget. Waiting
/// changes when a frame is drawn, never its pixels.
final class LayerPixelPool: @unchecked Sendable {
    let capacity: Int
    private let condition = NSCondition()
    private var held = 0
    private var nextTicket = 0
    private var active: Set<Int> = []
    /// The most pixels held at one moment (for tests of the bound).
    private(set) var mostHeld = 0

    init(capacity: Int) { self.capacity = capacity }

    /// A frame starts: its ticket, older tickets being smaller.
    func begin() -> Int {
        condition.withLock {
            defer { nextTicket += 1 }
            active.insert(nextTicket)
            return nextTicket
        }
    }

    /// Takes `pixels` for the frame `ticket`, waiting while others hold too many.
    func reserve(_ pixels: Int, ticket: Int) {
        condition.lock()
        defer { condition.unlock() }
        while held + pixels > capacity, ticket != active.min() { condition.wait() }
        held += pixels
        mostHeld = max(mostHeld, held)
    }

    /// The frame `ticket` is done (drawn or failed): what it held is free.
    func end(ticket: Int, releasing pixels: Int) {
        condition.withLock {
            held -= pixels
            active.remove(ticket)
            condition.broadcast()
        }
    }
}
