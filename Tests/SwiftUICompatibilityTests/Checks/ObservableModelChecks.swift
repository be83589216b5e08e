// Views whose state lives in models (SwiftUICode/ObservableModels.swift),
// checked on pixels at times worked out by hand from each view's numbers,
// and frame by frame: a frame drawn alone by a fresh renderer, or on
// another thread, equals the same frame drawn in sequence — no frame shows
// a value the model only takes later in the script.
import AnimGen
import Testing

@Suite struct ObservableModelChecks {
    /// The columns of row `y` whose pixel passes `test`, first and last (nil: none).
    private func span(_ p: Pixmap, row y: Int, _ test: (RGBA8) -> Bool) -> ClosedRange<Int>? {
        let hits = (0..<p.width).filter { test(p.pixel(x: $0, y: y)) }
        return hits.first.map { $0...hits.last! }
    }

    /// Frames drawn alone (fresh renderers) and on several threads equal the frames drawn in order.
    private func expectPureFrames(_ make: () throws -> ViewRenderer) throws {
        let inOrder = try make()
        let expected = try (0..<inOrder.frameCount).map { try inOrder.render(frame: $0).bytes }
        for i in [expected.count - 1, expected.count / 2, expected.count / 3, 1] {
            #expect(try make().render(frame: i).bytes == expected[i], "frame \(i) alone")
        }
        let threaded = try make()
        let results = (0..<expected.count).map { _ in FrameBytes() }
        DispatchQueue.concurrentPerform(iterations: expected.count) { i in results[i].bytes = try? threaded.render(frame: i).bytes }
        #expect(results.indices.filter { results[$0].bytes != expected[$0] } == [])
    }

    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 }

    @Test func timerPublisherAdvancesThePublishedProgress() throws {
        // An eighth every 0.25 s, each over 0.25 s linear: progress is
        // (t − 0.25) / 2 from 0.25 s, so the 200-point bar ends at 50 at
        // 0.75 s, at 85 at 1.1 s, and is full from 2.25 s.
        let make = { try ViewAnimation(DownloadBar(), width: 200, height: 12).makeRenderer(frameRate: try FrameRate(20), duration: 2.5) }
        let r = try make()
        #expect(span(try r.render(frame: 4), row: 6, isBlue) == nil)
        #expect(span(try r.render(frame: 15), row: 6, isBlue) == 0...49)
        #expect(span(try r.render(frame: 22), row: 6, isBlue) == 0...84)
        #expect(span(try r.render(frame: 49), row: 6, isBlue) == 0...199)
        try expectPureFrames(make)
    }

    @Test func tappedObservableCardGrowsInsideWithAnimation() throws {
        // Tapped at 0.5 s, lifted at 0.6 s: 60 → 180 over 1 s, 120 at 1.1 s.
        let orange = { (p: RGBA8) in p.r > 240 && p.g > 120 && p.g < 170 && p.b < 40 }
        let make = { try ViewAnimation(ExpandingCard(), width: 200, height: 40)
            .tap("card", at: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        #expect(span(try r.render(frame: 5), row: 20, orange) == 0...59)
        #expect(span(try r.render(frame: 11), row: 20, orange) == 0...119)
        #expect(span(try r.render(frame: 19), row: 20, orange) == 0...179)
        try expectPureFrames(make)
    }

    @Test func environmentObjectSharedByTheButtonAndTheBar() throws {
        // The bar under the 20-point button grows 0 → 200 over 1 s from the lift at 0.6 s.
        let make = { try ViewAnimation(PlayerScreen(), width: 200, height: 40)
            .tap("play", at: 0.5)
            .makeRenderer(frameRate: try FrameRate(10), duration: 2) }
        let r = try make()
        let before = try r.render(frame: 5), half = try r.render(frame: 11), end = try r.render(frame: 19)
        #expect(span(before, row: 30, isBlue) == nil && before.pixel(x: 10, y: 10).r > 200)
        #expect(span(half, row: 30, isBlue) == 0...99)
        #expect(span(end, row: 30, isBlue) == 0...199)
        #expect(end.pixel(x: 10, y: 10).g > 150 && end.pixel(x: 10, y: 10).r < 100)
        try expectPureFrames(make)
    }

    @Test func environmentObservableWatchedByOnChange() throws {
        // Points 1, 2, 3 at 0.5, 1.0, 1.5 s; the bar is 40 a point at once,
        // the trail follows each change over 0.5 s: at 0.75 s bar 40, trail
        // 20; at 1.25 s bar 80, trail 60; from 2 s both 120.
        let black = { (p: RGBA8) in p.a == 255 && p.r < 30 && p.g < 30 && p.b < 30 }
        let purple = { (p: RGBA8) in p.a == 255 && p.r > 150 && p.b > 150 && p.g < 120 }
        let make = { try ViewAnimation(ScoreBoard(), width: 200, height: 20).makeRenderer(frameRate: try FrameRate(20), duration: 2.5) }
        let r = try make()
        for (frame, bar, trail) in [(9, nil, nil), (15, 0...39, 0...19), (25, 0...79, 0...59), (40, 0...119, 0...119)] as [(Int, ClosedRange<Int>?, ClosedRange<Int>?)] {
            let p = try r.render(frame: frame)
            #expect(span(p, row: 5, black) == bar, "bar at frame \(frame)")
            #expect(span(p, row: 15, purple) == trail, "trail at frame \(frame)")
        }
        try expectPureFrames(make)
    }
}

/// One frame's bytes, written by one thread.
private final class FrameBytes: @unchecked Sendable { var bytes: [UInt8]? }
