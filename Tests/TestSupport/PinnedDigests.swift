// Pinned bytes: digests of renders that a refactoring must not change. The
// digests are not truths about pictures (other tests check those against
// hand-computed geometry and other renderers); they prove that a change
// meant to move code moved no pixel. Tests/Pinned/<name>.txt holds one
// "key digest" line per render; ANIMGEN_PIN_RECORD=1 rewrites the file
// after a change that is meant to alter pixels (say so in the commit).
import Foundation

/// A set of named digests compared with, or recorded into, a pinned file.
public struct PinnedDigests {
    /// The pinned file's name under Tests/Pinned, without extension.
    public let name: String
    private var digests: [(key: String, digest: String)] = []

    public init(_ name: String) { self.name = name }

    /// Adds the digest computed for `key` (keys must be unique).
    public mutating func add(_ key: String, _ digest: String) {
        precondition(!digests.contains { $0.key == key }, "duplicate pinned key \(key)")
        digests.append((key, digest))
    }

    private var file: URL { PackagePaths.root.appendingPathComponent("Tests/Pinned/\(name).txt") }

    /// Whether this run records instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ANIMGEN_PIN_RECORD"] == "1" }

    /// The keys whose digest differs from the pinned one, is missing from
    /// the file or is in the file but was not computed; empty when every
    /// byte is as pinned. Records the file instead when recording.
    public func differences() throws -> [String] {
        let lines = digests.map { "\($0.key) \($0.digest)" }
        if Self.isRecording {
            try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
            return []
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        var pinned: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2 { pinned[String(parts[0])] = String(parts[1]) }
        }
        var problems: [String] = []
        for (key, digest) in digests {
            switch pinned.removeValue(forKey: key) {
            case nil: problems.append("\(key): not pinned (record with ANIMGEN_PIN_RECORD=1)")
            case digest?: break
            case let other?: problems.append("\(key): \(digest), pinned \(other)")
            }
        }
        problems += pinned.keys.sorted().map { "\($0): pinned but not rendered" }
        return problems
    }
}
