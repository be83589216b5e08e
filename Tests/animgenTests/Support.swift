import AnimGen
import Synchronization
@testable import animgen
import TestSupport

/// Runs the built `animgen` binary and collects what it printed.
struct ToolRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum Tool {
    /// The `animgen` executable SwiftPM built next to the test bundle.
    static let executable: URL = {
        var candidates: [URL] = []
        if let bundleDirectory = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(bundleDirectory.appendingPathComponent("animgen"))
        }
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("animgen"))
        }
        candidates.append(PackagePaths.root.appendingPathComponent(".build/debug/animgen"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> ToolRun {
        let result = try runProcess(executable, arguments, in: directory)
        return ToolRun(status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self), stderr: result.stderr)
    }
}

/// A fresh folder under the system temporary folder, removed by `cleanUp()`.
struct TemporaryFolder {
    let url: URL
    var path: String { url.path }

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("animgen-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try? FileManager.default.removeItem(at: url)
    }
}

/// A console whose output the test can read back.
final class CapturedConsole: Sendable {
    private let text = Mutex<(out: String, err: String, errWrites: Int)>(("", "", 0))

    func console(terminal: Bool) -> Console {
        Console(stderrIsTerminal: terminal) { [self] string, stream in
            text.withLock {
                if stream == .output { $0.out += string } else { $0.err += string; $0.errWrites += 1 }
            }
        }
    }

    var stdout: String { text.withLock { $0.out } }
    var stderr: String { text.withLock { $0.err } }
    var stderrWrites: Int { text.withLock { $0.errWrites } }
}

/// Parses `arguments` as `animgen fireworks` would and validates them.
func fireworksRequest(_ arguments: [String]) throws -> RenderRequest {
    let parsed = try ArgumentParser.parse(arguments, for: FireworksCommand.spec)
    return try RenderOptions.request(from: parsed, name: "test")
}

/// The error `body` throws, as a `CLIError` (nil if it throws none).
func cliError(_ body: () throws -> Void) -> CLIError? {
    do {
        try body()
        return nil
    } catch {
        return CLIError(wrapping: error)
    }
}
