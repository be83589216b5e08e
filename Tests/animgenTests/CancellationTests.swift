import AnimGen
import Media
import Raster
import Testing
import Timeline
#if canImport(Glibc)
import Glibc
#endif
@testable import animgen

@Suite struct CancellationTests {
    @Test func flagStartsClearAndStaysSet() {
        let flag = CancellationFlag()
        #expect(!flag.isCancelled)
        #expect(throws: Never.self) { try flag.checkCancellation() }
        #expect(flag.cancel() == false)
        #expect(flag.cancel() == true)
        #expect(throws: RenderInterrupted.self) { try flag.checkCancellation() }
    }

    @Test func sigtermSetsTheInstalledFlag() {
        let flag = SignalTrap.install()
        defer { SignalTrap.restoreDefaults() }
        // Only one signal in the whole suite: a second one exits the process by
        // design. kill(), not raise(): test threads may block signals, so the
        // signal goes to the process and whichever thread accepts it.
        kill(getpid(), SIGTERM)
        let deadline = Date().addingTimeInterval(5)
        while !flag.isCancelled, Date() < deadline { usleep(1000) }
        #expect(flag.isCancelled)
    }

    func context(_ arguments: [String], console: Console, cancellation: CancellationFlag) throws -> CommandContext {
        CommandContext(arguments: try ArgumentParser.parse(arguments, for: FireworksCommand.spec),
                       console: console, cancellation: cancellation)
    }

    /// Writes `frames` solid frames with the media layer's encoder, as a
    /// renderer does, cancelling after `cancelAfter` frames when given.
    static func encode(_ request: RenderRequest, frames: Int, cancellation: CancellationFlag,
                       cancelAfter: Int? = nil) throws {
        let encoder = try makeEncoder(for: URL(fileURLWithPath: request.output.path), width: 16, height: 16,
                                      frameRate: request.frameRate)
        for index in 0..<frames {
            if index == cancelAfter { cancellation.cancel() }  // as if Ctrl-C arrived
            try cancellation.checkCancellation()
            try encoder.append(Pixmap(width: 16, height: 16))
        }
        if cancelAfter == frames { cancellation.cancel() }  // after the last frame, before the rename
        try encoder.finish(unless: cancellation)
    }

    @Test func interruptedRunRemovesItsTemporaryFileAndFoldersAndExits130() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/out/fx.mp4"
        let capture = CapturedConsole()
        let cancellation = CancellationFlag()
        let context = try context(["--seconds", "1", "-o", output], console: capture.console(terminal: false),
                                  cancellation: cancellation)
        let request = try RenderOptions.request(from: context.arguments, name: "test")
        let error = cliError {
            try RenderRun.perform(request, context: context) { request, _, cancellation in
                try Self.encode(request, frames: 20, cancellation: cancellation, cancelAfter: 10)
            }
        }
        #expect(error == .interrupted)
        #expect(error?.exitStatus == .interrupted && ExitStatus.interrupted.rawValue == 130)
        #expect(error?.description == "animgen: interrupted")
        // Neither the output, nor its temporary file, nor the folder made for it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func completedRunCommitsAndSummarises() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/fx.gif"
        let capture = CapturedConsole()
        let context = try context(["--seconds", "0.5", "--fps", "10", "-o", output],
                                  console: capture.console(terminal: false), cancellation: CancellationFlag())
        let request = try RenderOptions.request(from: context.arguments, name: "test")
        try RenderRun.perform(request, context: context) { request, progress, cancellation in
            try Self.encode(request, frames: 5, cancellation: cancellation)
            for _ in request.frameIndices { progress.frameCompleted() }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fx.gif"])
        #expect(capture.stderr.hasPrefix("animgen: wrote \(output) — 5 frames, 0.50 s at 10 fps, 1280x720, "))
    }

    /// Issue 22 item 7: a signal that arrives once the output was renamed
    /// into place must not turn a finished render into "interrupted".
    @Test func signalJustAfterTheRenameIsSuccess() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/fx.gif"
        let cancellation = CancellationFlag()
        let context = try context(["--seconds", "0.5", "--fps", "10", "--quiet", "-o", output],
                                  console: CapturedConsole().console(terminal: false), cancellation: cancellation)
        let request = try RenderOptions.request(from: context.arguments, name: "test")
        try RenderRun.perform(request, context: context) { request, _, cancellation in
            try Self.encode(request, frames: 5, cancellation: cancellation)
            #expect(cancellation.cancel() == false)  // SIGTERM now: the handler must neither stop nor exit
        }
        #expect(!cancellation.isCancelled)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fx.gif"])
    }

    /// The other side: a signal before the rename leaves an older file of
    /// that name as it was and reports "interrupted".
    @Test func signalJustBeforeTheRenameKeepsTheOlderFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/fx.gif"
        try Data("older".utf8).write(to: URL(fileURLWithPath: output))
        let cancellation = CancellationFlag()
        let context = try context(["--seconds", "0.5", "--fps", "10", "--quiet", "-o", output],
                                  console: CapturedConsole().console(terminal: false), cancellation: cancellation)
        let request = try RenderOptions.request(from: context.arguments, name: "test")
        let error = cliError {
            try RenderRun.perform(request, context: context) { request, _, cancellation in
                try Self.encode(request, frames: 5, cancellation: cancellation, cancelAfter: 5)
            }
        }
        #expect(error == .interrupted)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fx.gif"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data("older".utf8))
    }

    @Test func failingRendererIsARuntimeErrorAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/seq/%03d.png"
        let capture = CapturedConsole()
        let context = try context(["--seconds", "1", "--quiet", "-o", output],
                                  console: capture.console(terminal: false), cancellation: CancellationFlag())
        let request = try RenderOptions.request(from: context.arguments, name: "test")
        let error = cliError {
            try RenderRun.perform(request, context: context) { request, _, _ in
                let encoder = try makeEncoder(for: URL(fileURLWithPath: request.output.path), width: 8, height: 8,
                                              frameRate: try FrameRate(numerator: 60, denominator: 1))
                try encoder.append(Pixmap(width: 8, height: 8))
                try encoder.append(Pixmap(width: 8, height: 8))
                throw CLIError.runtime("encoder libx264 not found", fix: "apt-get install libavcodec-extra")
            }
        }
        #expect(error?.exitStatus == .failure)
        #expect(error?.description == "animgen: error: encoder libx264 not found — apt-get install libavcodec-extra")
        // A sequence is one output: no frame under its final name, no staging folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(capture.stderr.isEmpty)
    }
}
