// Work that waits — the main queue, timers, sleeping tasks — runs on the
// render's clock: frame i at t = i / fps shows everything due by t.
// Positions are worked out by hand from each view's numbers.
import AnimGen
import TestSupport
import Testing

@Suite struct ClockChecks {
    /// Frame at time `t` (20 fps) of a fresh render of `view` on a `width` × `height` canvas.
    private func picture<V: View>(_ view: V, at t: Double, width: Int, height: Int, seconds: Double = 3) throws -> Picture {
        let frames = try ViewAnimation(view, width: width, height: height).makeRenderer(frameRate: try FrameRate(20), duration: seconds)
        return Picture(pixmap: try frames.render(frame: Int((t * 20).rounded())), scale: 1)
    }

    private func isWhite(_ p: RGBA8) -> Bool { p.r > 250 && p.g > 250 && p.b > 250 }

    @Test func shimmerStartsAQuarterSecondAfterAppearing() throws {
        // The band (20 wide) rests at x −20…0, off the left edge, until
        // 0.25 s; then it runs −20 → 200 in 1 s, linearly, again and again.
        // At 0.75 s it is half-way: −20 + 0.5 × 220 = 90, so 90…110.
        let before = try picture(DelayedShimmer(), at: 0.2, width: 200, height: 20)
        #expect(!(0..<200).contains { isWhite(before.at(CGFloat($0) + 0.5, 10)) })
        let mid = try picture(DelayedShimmer(), at: 0.75, width: 200, height: 20)
        #expect(mid.inkedColumns(row: 10) == 0...199)
        let white = (0..<200).filter { isWhite(mid.at(CGFloat($0) + 0.5, 10)) }
        #expect(white.first == 90 && white.last == 109)
        // Second sweep: 1.5 s is 0.25 into it: −20 + 55 = 35, so 35…55.
        let again = try picture(DelayedShimmer(), at: 1.5, width: 200, height: 20)
        let white2 = (0..<200).filter { isWhite(again.at(CGFloat($0) + 0.5, 10)) }
        #expect(white2.first == 35 && white2.last == 54)
    }

    /// Whether the ring (radius 40 around (50, 50), 10 wide) is inked at fraction `f` of its turn from 12 o'clock.
    private func inked(_ p: Picture, at f: Double) -> Bool {
        let angle = (-90 + 360 * f) * .pi / 180
        return p.at(50 + 40 * cos(angle), 50 + 40 * sin(angle)).a > 200
    }

    @Test func scheduledTimerTicksEveryHalfSecondAndStopsWhenInvalidated() throws {
        // A quarter per tick at 0.5, 1.0, 1.5; invalidated on the third.
        for (t, quarters) in [(0.25, 0), (0.5, 1), (0.95, 1), (1.0, 2), (1.75, 3), (2.5, 3), (2.95, 3)] {
            let p = try picture(ScheduledTimerRing(), at: t, width: 100, height: 100)
            for q in 0..<4 {
                #expect(inked(p, at: Double(q) * 0.25 + 0.125) == (q < quarters), "t = \(t), quarter \(q)")
            }
        }
    }

    @Test func publishedTimerAnimatesEachTick() throws {
        // Ticks at 0.5, 1.0, 1.5…, each animating a quarter over 0.5 s:
        // at 1.25 the ring is at 0.25 + 0.5 × 0.25 = 0.375.
        let early = try picture(PublishedTimerRing(), at: 0.25, width: 100, height: 100)
        #expect(!inked(early, at: 0.05))
        let p = try picture(PublishedTimerRing(), at: 1.25, width: 100, height: 100)
        #expect(inked(p, at: 0.2) && inked(p, at: 0.3))
        #expect(!inked(p, at: 0.45) && !inked(p, at: 0.6))
        // At 2.5 the fourth tick (2.0) has finished: the ring is whole.
        let full = try picture(PublishedTimerRing(), at: 2.5, width: 100, height: 100)
        #expect((0..<8).allSatisfy { inked(full, at: Double($0) / 8 + 0.0625) })
    }

    @Test func typingDotsRiseOneAfterAnother() throws {
        // Dots 20 wide, 10 apart: centres at x 20, 50, 80; at rest rows
        // 20…39, raised 10 higher. Dot i rises over 0.2(i+1) … 0.2(i+1) + 0.4.
        let start = try picture(TypingIndicator(), at: 0.1, width: 100, height: 60)
        #expect([20, 50, 80].allSatisfy { start.inkedRows(column: $0) == 20...39 })
        // At 0.6: the first is up, the second half-way (ease-in-out is
        // half done at half time), the third just starting.
        let mid = try picture(TypingIndicator(), at: 0.6, width: 100, height: 60)
        #expect(mid.inkedRows(column: 20) == 10...29)
        #expect(mid.inkedRows(column: 50) == 15...34)
        #expect(mid.inkedRows(column: 80) == 20...39)
        let end = try picture(TypingIndicator(), at: 1.0, width: 100, height: 60)
        #expect([20, 50, 80].allSatisfy { end.inkedRows(column: $0) == 10...29 })
    }

    @Test func aTaskStartedOnAppearSleepsRenderTime() throws {
        // 300 ms of render time: hidden at 0.25 s, shown from 0.3 s.
        #expect(try picture(DelayedDot(), at: 0.25, width: 40, height: 40).at(20, 20).a == 0)
        #expect(try picture(DelayedDot(), at: 0.3, width: 40, height: 40).at(20, 20).a == 255)
    }

    @Test func workOnAnotherQueueFailsClearly() throws {
        #expect(throws: ViewRenderError.self) {
            try ViewAnimation(BackgroundQueueDot(), width: 20, height: 20).makeRenderer(frameRate: try FrameRate(20), duration: 1)
        }
    }

    @Test(arguments: [0, 1, 2, 3])
    func frameAloneEqualsFrameInSequence(view: Int) throws {
        let views: [any View] = [DelayedShimmer(), ScheduledTimerRing(), PublishedTimerRing(), TypingIndicator()]
        func frames() throws -> ViewRenderer {
            try ViewAnimation(AnyView(views[view]), width: 200, height: 100).makeRenderer(frameRate: try FrameRate(20), duration: 2)
        }
        let sequence = try frames(), alone = try frames()
        var inSequence: [Pixmap] = []
        for i in 0..<40 { inSequence.append(try sequence.render(frame: i)) }
        for i in [7, 15, 26, 39] {
            #expect(try alone.render(frame: i).bytes == inSequence[i].bytes, "frame \(i)")
        }
    }

    @Test func sameBytesAtOneAndFourThreads() throws {
        let folder = scratchFolder()
        var files: [[UInt8]] = []
        for threads in [1, 4] {
            let path = folder.appendingPathComponent("typing-\(threads).gif").path
            var options = EncodeOptions()
            options.threads = threads
            try ViewAnimation(TypingIndicator(), width: 100, height: 60).render(to: path, duration: 1.5, options: options)
            files.append(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
        #expect(files[0] == files[1])
    }
}
