import AnimGen
import Foundation
import Testing
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

    @Test func interruptedRunRemovesItsTemporaryFileAndExits130() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/out/fx.mp4"
        let capture = CapturedConsole()
        let cancellation = CancellationFlag()
        let context = try context(["--seconds", "1", "-o", output], console: capture.console(terminal: false),
                                  cancellation: cancellation)
        let request = try RenderOptions.request(from: context.arguments)
        let error = cliError {
            try RenderRun.perform(request, context: context) { request, progress, cancellation in
                let file = request.output.file()
                try Data(repeating: 7, count: 1000).write(to: URL(fileURLWithPath: file.temporaryPath))
                for _ in request.frameIndices {
                    if progress.framesDone == 10 { cancellation.cancel() }  // as if Ctrl-C arrived
                    try cancellation.checkCancellation()
                    progress.frameCompleted()
                }
                try file.commit()
            }
        }
        #expect(error == .interrupted)
        #expect(error?.exitStatus == .interrupted && ExitStatus.interrupted.rawValue == 130)
        #expect(error?.description == "animgen: interrupted")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out").isEmpty)
    }

    @Test func completedRunCommitsAndSummarises() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/fx.gif"
        let capture = CapturedConsole()
        let context = try context(["--seconds", "0.5", "--fps", "10", "-o", output],
                                  console: capture.console(terminal: false), cancellation: CancellationFlag())
        let request = try RenderOptions.request(from: context.arguments)
        try RenderRun.perform(request, context: context) { request, progress, cancellation in
            let file = request.output.file()
            #expect(file.temporaryPath.hasPrefix(folder.path + "/.fx.partial-") && file.temporaryPath.hasSuffix(".gif"))
            try Data(repeating: 1, count: 1234).write(to: URL(fileURLWithPath: file.temporaryPath))
            for _ in request.frameIndices { progress.frameCompleted() }
            try file.commit()
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["fx.gif"])
        #expect(capture.stderr.hasPrefix("animgen: wrote \(output) — 5 frames, 0.50 s at 10 fps, 1280x720, 1 KB, in "))
    }

    @Test func failingRendererIsARuntimeErrorAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/seq/%03d.png"
        let capture = CapturedConsole()
        let context = try context(["--seconds", "1", "--quiet", "-o", output],
                                  console: capture.console(terminal: false), cancellation: CancellationFlag())
        let request = try RenderOptions.request(from: context.arguments)
        let error = cliError {
            try RenderRun.perform(request, context: context) { request, _, _ in
                let first = request.output.file(forFrame: 0)
                try Data([1]).write(to: URL(fileURLWithPath: first.temporaryPath))
                try first.commit()
                try Data([2]).write(to: URL(fileURLWithPath: request.output.file(forFrame: 1).temporaryPath))
                throw CLIError.runtime("encoder libx264 not found", fix: "apt-get install libavcodec-extra")
            }
        }
        #expect(error?.exitStatus == .failure)
        #expect(error?.description == "animgen: error: encoder libx264 not found — apt-get install libavcodec-extra")
        // Completed frames stay; the half-written one is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/seq") == ["000.png"])
        #expect(capture.stderr.isEmpty)
    }
}
