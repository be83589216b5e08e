import Foundation
@testable import Media
import Testing

@Suite struct StageThreadTests {
    private final class Log: @unchecked Sendable {
        let lock = NSLock()
        var items: [Int] = []
        func add(_ i: Int) { lock.lock(); items.append(i); lock.unlock() }
    }

    @Test func itemsAreHandledOnceEachInTheOrderSubmitted() throws {
        let log = Log()
        let stage = StageThread<Int>(depth: 2) { i in
            if i % 7 == 0 { Thread.sleep(forTimeInterval: 0.001) } // let the queue fill
            log.add(i)
        }
        for i in 0..<200 { try stage.submit(i) }
        try stage.finish()
        #expect(log.items == Array(0..<200))
    }

    @Test func theFirstErrorStopsTheStageAndReachesTheCaller() {
        struct Boom: Error, Equatable { let at: Int }
        let log = Log()
        let stage = StageThread<Int>(depth: 1) { i in
            if i >= 3 { throw Boom(at: i) }
            log.add(i)
        }
        var thrown: Error?
        do {
            for i in 0..<100 { try stage.submit(i) }
            try stage.finish()
        } catch { thrown = error }
        #expect(thrown as? Boom == Boom(at: 3))
        #expect(log.items == [0, 1, 2])
    }

    private final class Gate: @unchecked Sendable {
        let condition = NSCondition()
        var isOpen = false
        func wait() { condition.lock(); while !isOpen { condition.wait() }; condition.unlock() }
        func open() { condition.lock(); isOpen = true; condition.broadcast(); condition.unlock() }
    }

    @Test func finishingWithDiscardDropsWhatWaits() throws {
        let gate = Gate()
        let log = Log()
        let stage = StageThread<Int>(depth: 4) { i in
            gate.wait()
            log.add(i)
        }
        for i in 0..<4 { try stage.submit(i) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { gate.open() }
        try stage.finish(discard: true)
        #expect(log.items.count <= 1) // at most the item already taken ran
    }
}
