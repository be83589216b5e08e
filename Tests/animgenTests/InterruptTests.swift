import Foundation
import Testing
#if canImport(Glibc)
import Glibc
import TestSupport
#endif

/// Ctrl-C during a render (issue 2 item 8): the real binary, a real SIGINT.
@Suite struct InterruptTests {
    /// Starts `animgen ARGS` as a shell starts a foreground job: signals
    /// unblocked and at their default action (the test runner's threads may
    /// block SIGINT, and a blocked mask is inherited across exec), stdout and
    /// stderr into files.
    static func spawn(_ arguments: [String], stdout: String, stderr: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var files = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_addopen(&files, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&files, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([Tool.executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let status = posix_spawn(&pid, Tool.executable.path, &files, &attributes, argv, envp)
        guard status == 0 else { throw MediaProbe.Failure(description: "posix_spawn failed: \(status)") }
        return pid
    }

    @Test func sigintStopsTheRenderAndLeavesNothing() throws {
        let folder = try TemporaryFolder()
        let logs = try TemporaryFolder()
        defer { folder.cleanUp(); logs.cleanUp() }
        let output = folder.path + "/fx.mp4"
        // Long enough that it cannot finish before the signal arrives.
        let pid = try Self.spawn(["fireworks", "--seconds", "600", "--size", "320x180", "-o", output],
                                 stdout: logs.path + "/out", stderr: logs.path + "/err")
        var exited = false, status: Int32 = 0
        defer { if !exited { kill(pid, SIGKILL); waitpid(pid, &status, 0) } }
        func poll() -> Bool {
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true }
            return exited
        }

        // Wait until the encoder has created its temporary file, so the signal
        // lands mid-render rather than before the output is opened.
        var deadline = Date().addingTimeInterval(60)
        var names: [String] = []
        while Date() < deadline, !poll() {
            names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { $0.hasPrefix(".fx.partial-") }) { break }
            usleep(20_000)
        }
        #expect(names.contains { $0.hasPrefix(".fx.partial-") }, "no temporary file appeared: \(names)")
        usleep(300_000)
        kill(pid, SIGINT)  // what Ctrl-C sends
        deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !poll() { usleep(10_000) }
        #expect(exited, "animgen did not stop within 30 s of SIGINT")
        guard exited else { return }

        // Exited normally (not killed by the signal) with status 130.
        #expect(status & 0x7f == 0)
        #expect((status >> 8) & 0xff == 130)
        let message = try String(contentsOfFile: logs.path + "/err", encoding: .utf8)
        #expect(message.contains("interrupted"), "stderr: \(message)")
        // Neither the output nor the temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
