// One stage of work moved onto its own thread: the caller hands items over
// (at most `depth` waiting, so memory stays bounded) and the thread runs
// `body` on each, in order. The first error `body` throws stops the stage;
// the caller sees it at its next `submit` or at `finish`. Order and results
// are those of calling `body` inline: only the time overlaps.
import Foundation

final class StageThread<Item>: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [Item] = []
    private let depth: Int
    private var closed = false
    private var running = true
    private var failure: Error?
    private let body: (Item) throws -> Void

    /// Starts the thread; `body` runs on it, one item after another.
    init(depth: Int = 2, body: @escaping (Item) throws -> Void) {
        self.depth = max(1, depth)
        self.body = body
        let thread = Thread { [self] in run() }
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            if queue.isEmpty || failure != nil {
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            let item = queue.removeFirst()
            condition.broadcast()
            condition.unlock()
            do { try body(item) } catch {
                condition.lock()
                failure = error
                queue.removeAll()
                closed = true
                condition.unlock()
            }
        }
    }

    /// Queues `item` (waiting while `depth` items wait); throws the stage's
    /// error if it has stopped.
    func submit(_ item: Item) throws {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= depth && failure == nil { condition.wait() }
        if let failure { throw failure }
        precondition(!closed, "StageThread: submit after finish")
        queue.append(item)
        condition.broadcast()
    }

    /// Waits until every item was handled and the thread ended; throws the
    /// stage's error, if any. `discard`: drop the items still waiting.
    func finish(discard: Bool = false) throws {
        condition.lock()
        defer { condition.unlock() }
        if discard { queue.removeAll() }
        closed = true
        condition.broadcast()
        while running { condition.wait() }
        if let failure { throw failure }
    }
}
