import Foundation
import Testing
@testable import animgen

@Suite struct ProgressTests {
    @Test func barText() {
        // 150 of 300 in 2.5 s: 60 frames/s, 150 left → 2.5 s → shown rounded up as 0:03.
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5)
            == "[############------------] 150/300 frames    60.0 fps  ETA 0:03")
        #expect(ProgressLine.bar(done: 0, total: 300, elapsed: 0)
            == "[------------------------]   0/300 frames")
        #expect(ProgressLine.bar(done: 300, total: 300, elapsed: 4)
            == "[########################] 300/300 frames    75.0 fps  ETA 0:00")
    }

    @Test func clockAndBytes() {
        #expect(ProgressLine.clock(3723) == "1:02:03")
        #expect(ProgressLine.clock(59.2) == "1:00")
        #expect(ProgressLine.bytes(999) == "999 B")
        #expect(ProgressLine.bytes(812_400) == "812 KB")
        #expect(ProgressLine.bytes(2_150_000) == "2.2 MB")
        #expect(ProgressLine.number(29.970029) == "29.97")
        #expect(ProgressLine.number(5) == "5")
    }

    @Test func silentWhenNotATerminalOrQuiet() {
        for (terminal, quiet) in [(false, false), (true, true), (false, true)] {
            let capture = CapturedConsole()
            let progress = ProgressReporter(totalFrames: 10, quiet: quiet, console: capture.console(terminal: terminal))
            for _ in 0..<10 { progress.frameCompleted() }
            progress.finish()
            #expect(capture.stderr.isEmpty)
            #expect(progress.framesDone == 10)
        }
    }

    @Test func terminalRedrawsAtMostTenTimesASecond() {
        let capture = CapturedConsole()
        let progress = ProgressReporter(totalFrames: 200_000, quiet: false, console: capture.console(terminal: true))
        let start = Date()
        for _ in 0..<200_000 { progress.frameCompleted() }
        let elapsed = Date().timeIntervalSince(start)
        progress.finish()
        // One draw at the start, one per 0.1 s, one for the last frame, one clear.
        #expect(capture.stderrWrites <= Int(elapsed * 10) + 3)
        #expect(capture.stderr.contains("200000/200000 frames"))
        #expect(capture.stderr.hasSuffix("\r\u{1B}[K"))
    }

    @Test func reportingFromManyThreads() {
        let capture = CapturedConsole()
        let progress = ProgressReporter(totalFrames: 4000, quiet: false, console: capture.console(terminal: true))
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1000 { progress.frameCompleted() }
        }
        #expect(progress.framesDone == 4000)
    }

    @Test func summaryLine() throws {
        let request = try fireworksRequest(["-o", "/tmp/fx.mp4"])
        // 300 frames in 4 s: 75 frames/s = 1.25 × the 60 fps of real time.
        #expect(RenderSummary.line(for: request, elapsed: 4, bytes: 2_150_000)
            == "animgen: wrote /tmp/fx.mp4 — 300 frames, 5.00 s at 60 fps, 1280x720, 2.2 MB, in 4.00 s (75.0 frames/s, 1.25× real time)\n")
        let single = try fireworksRequest(["--frame", "37", "-o", "/tmp/f.png"])
        #expect(RenderSummary.line(for: single, elapsed: 0.5, bytes: 812_400)
            == "animgen: wrote /tmp/f.png — frame 37 (t = 0.617 s), 1280x720, 812 KB, in 0.50 s\n")
    }
}
