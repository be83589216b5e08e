import Foundation
import Testing
@testable import animgen

/// Issue 22 items 1, 5 and 10 through the command line.
@Suite struct ReliabilityCLITests {
    @Test(arguments: [["--fps", "1e16"], ["--fps", "1e300"], ["--fps", "99999999999999999999"]])
    func hugeFrameRatesAreUsageErrors(arguments: [String]) {
        let error = cliError { _ = try fireworksRequest(arguments + ["-o", "/tmp/f.mp4"]) }
        #expect(error?.kind == .usage)
        #expect(error?.what == "the frame rate must be from 1 to 240 frames per second")
    }

    @Test func aHugeTimeIsRefused() {
        let error = cliError { _ = try fireworksRequest(["--time", "1e300", "-o", "/tmp/f.png"]) }
        #expect(error?.kind == .usage)
        #expect(error?.location == "--time 1e300")
    }

    @Test func checkReportsAHugeFileFrameRateWithoutTrapping() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("fps.json5")
        try Data("{ fps: \"1e16\", layers: [] }".utf8).write(to: file)
        let run = try Tool.run(["check", file.path])
        #expect(run.status == 1)   // not 132 (SIGILL from an overflow trap)
        #expect(run.stderr.contains("fps: 1e+16 fps is out of range — use a rate from 1 to 240"))
    }

    @Test func escapeBytesFromAFileNeverReachTheTerminal() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("escape.json5")
        try Data(#"{ layers: [ { type: "circle", fill: "\u001b]0;owned\u0007\u001b[2J" } ] }"#.utf8).write(to: file)
        let run = try Tool.run(["check", file.path])
        #expect(run.status == 1)
        #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.stderr.contains(#"\u001B]0;owned\u0007\u001B[2J"#))
    }

    @Test func terminalTextEscapesControlsOnly() {
        #expect(TerminalText.escaped("a\tb\nc é ✓") == "a\tb\nc é ✓")
        #expect(TerminalText.escaped("\u{1B}[31mred\r\u{7F}\u{9B}\u{202E}") == #"\u001B[31mred\u000D\u007F\u009B\u202E"#)
    }

    @Test func consoleEscapesButTheProgressLineKeepsItsControls() {
        let capture = CapturedConsole()
        let console = capture.console(terminal: true)
        console.printError("name \u{1B}]0;x\u{7}\n")
        console.redrawLine("50% \u{1B}")
        #expect(capture.stderr == "name \\u001B]0;x\\u0007\n\r50% \\u001B\u{1B}[K")
    }

    @Test func aFIFOAsTheTimelineIsAnErrorNotAHang() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let fifo = folder.url.appendingPathComponent("pipe.json5").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let run = try Tool.run(["check", fifo])
        #expect(run.status == 1)
        #expect(run.stderr.contains("this is a named pipe (FIFO), not a file"))
    }

    @Test func theDashBombFailsFastWithTheBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let file = folder.url.appendingPathComponent("dash.json5")
        let d = String(repeating: "M0 10 h3999 ", count: 200)
        try Data("""
            { size: [400, 100], duration: 1, layers: [ { type: "path", d: "\(d)",
              stroke: { paint: "red", lineWidth: 1, dash: [0.004, 0.004] } } ] }
            """.utf8).write(to: file)
        let run = try Tool.run(["render", file.path, "--frame", "0", "-o", folder.url.appendingPathComponent("f.png").path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("layers[0]: this layer's stroke (with its dashes): about"))
        #expect(run.stderr.contains("ANIMGEN_FRAME_BUDGET=segments="))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("f.png").path))
    }
}
