import Foundation
import Testing
@testable import animgen

@Suite struct ProgressWidthTests {
    @Test func barFitsTheTerminal() {
        // Unbounded: the 24-cell bar, then " 150/300 frames" (15), "    60.0 fps" (12), "  ETA 0:03" (10).
        let full = "[############------------] 150/300 frames    60.0 fps  ETA 0:03"
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, width: 80) == full)
        // 60 columns leave 59: 37 for the text, 22 for a bar of 20 cells, half filled.
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, width: 60)
            == "[##########----------] 150/300 frames    60.0 fps  ETA 0:03")
        // 40 columns: no room for a 10-cell bar, so the text alone.
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, width: 40) == "150/300 frames    60.0 fps  ETA 0:03")
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, width: 30) == "150/300 frames  ETA 0:03")
        for width in 1...100 {
            #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, width: width).count <= max(0, width - 1))
        }
    }

    @Test func etaUsesTheRecentRate() {
        // 150 left at 30 frames/s lately: 5 s, although the average so far is 60.
        #expect(ProgressLine.bar(done: 150, total: 300, elapsed: 2.5, recentRate: 30)
            == "[############------------] 150/300 frames    30.0 fps  ETA 0:05")
        #expect(ProgressLine.plain(done: 150, total: 300, elapsed: 2.5, recentRate: 30)
            == "animgen: 150/300 frames (50%), 30.0 fps, ETA 0:05")
    }

    @Test func plainLinesWhenStderrIsNotATerminal() {
        let capture = CapturedConsole()
        let progress = ProgressReporter(totalFrames: 10, quiet: false, console: capture.console(terminal: false),
                                        logInterval: .zero)
        for _ in 0..<10 { progress.frameCompleted() }
        progress.finish()
        // A plain line per frame here (zero interval), none for the last: the summary follows it.
        #expect(capture.stderr.contains("animgen: 5/10 frames (50%)"))
        #expect(!capture.stderr.contains("10/10"))
        #expect(!capture.stderr.contains("\r"))
        let quiet = CapturedConsole()
        let silent = ProgressReporter(totalFrames: 10, quiet: true, console: quiet.console(terminal: false), logInterval: .zero)
        for _ in 0..<10 { silent.frameCompleted() }
        #expect(quiet.stderr.isEmpty)
    }
}
