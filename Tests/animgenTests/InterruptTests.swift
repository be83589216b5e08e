import Foundation
import Synchronization
import Testing

/// Ctrl-C during a render (issue 2 item 8): the real binary, a real SIGINT.
@Suite struct InterruptTests {
    @Test func sigintStopsTheRenderAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/fx.mp4"
        let process = Process()
        process.executableURL = Tool.executable
        // Long enough that it cannot finish before the signal arrives.
        process.arguments = ["fireworks", "--seconds", "600", "--size", "320x180", "-o", output]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stderr = Mutex(Data())
        let reader = Thread { stderr.withLock { $0 = err.fileHandleForReading.readDataToEndOfFile() } }
        try process.run()
        reader.start()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        // Wait until the encoder has created its temporary file, so the signal
        // lands mid-render rather than before the output is opened.
        let deadline = Date().addingTimeInterval(60)
        var temporary: [String] = []
        while Date() < deadline, process.isRunning {
            temporary = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if temporary.contains(where: { $0.hasPrefix(".fx.partial-") }) { break }
            usleep(20_000)
        }
        #expect(temporary.contains { $0.hasPrefix(".fx.partial-") }, "no temporary file appeared: \(temporary)")
        usleep(200_000)
        process.interrupt()  // SIGINT, as Ctrl-C sends
        let stop = Date().addingTimeInterval(30)
        while process.isRunning, Date() < stop { usleep(10_000) }
        #expect(!process.isRunning, "animgen did not stop within 30 s of SIGINT")
        process.waitUntilExit()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        while reader.isExecuting || !reader.isFinished { usleep(1000) }

        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        let message = String(decoding: stderr.withLock { $0 }, as: UTF8.self)
        #expect(message.contains("interrupted"), "stderr: \(message)")
        // Neither the output nor the temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
