// Where a test's goldens live and whether this run records them.
import Foundation

/// Record mode and golden-folder naming for ``assertFrames(of:settings:frames:named:goldenDirectory:tolerance:record:artifactsDirectory:filePath:function:sourceLocation:)``.
public enum GoldenRecording {
    /// The environment variable that switches every assertion to record mode.
    public static let environmentVariable = "ANIMGEN_RECORD"

    /// The environment variable naming the artifacts folder of every assertion.
    public static let artifactsVariable = "ANIMGEN_ARTIFACTS"

    /// The record mode `ANIMGEN_RECORD` names: `missing`, `failed`, `all`
    /// (also `1`, `true`, `yes`) or `never`; ``GoldenRecordMode/never`` when
    /// unset or unreadable.
    public static var mode: GoldenRecordMode {
        ProcessInfo.processInfo.environment[environmentVariable].flatMap(GoldenRecordMode.init(parsing:)) ?? .never
    }

    /// Whether `ANIMGEN_RECORD` asks for any recording.
    public static var isEnabled: Bool { mode != .never }

    /// Where an assertion writes a failure's pictures.
    ///
    /// - `directory` given: as for ``folder(directory:name:filePath:function:)``.
    /// - Otherwise `$ANIMGEN_ARTIFACTS/<test file name>/<test name>[-<name>]`
    ///   when that is set, else the same under `.build/animgen-artifacts` of
    ///   the package holding the test file (the folder with `Package.swift`),
    ///   else under the temporary folder. `.build` is what every SwiftPM
    ///   project ignores already, so the goldens' folder stays what is
    ///   committed; snapshot-testing writes its artifacts outside the
    ///   snapshots likewise (`SNAPSHOT_ARTIFACTS`, default the temporary folder).
    public static func artifactsFolder(directory: String?, name: String?, filePath: String, function: String) -> URL {
        if let directory { return folder(directory: directory, name: name, filePath: filePath, function: function) }
        let testFile = URL(fileURLWithPath: filePath)
        var leaf = sanitized(String(function.prefix { $0 != "(" }))
        if let name { leaf += "-" + sanitized(name) }
        let base: URL
        if let root = ProcessInfo.processInfo.environment[artifactsVariable], !root.isEmpty {
            base = URL(fileURLWithPath: root)
        } else if let package = packageRoot(of: testFile) {
            base = package.appendingPathComponent(".build/animgen-artifacts")
        } else {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-artifacts")
        }
        return base.appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(leaf).standardizedFileURL
    }

    /// The nearest folder above `file` holding a `Package.swift`.
    static func packageRoot(of file: URL) -> URL? {
        var folder = file.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The golden folder of an assertion.
    ///
    /// - `directory` nil: `<test file's folder>/__Goldens__/<test file name>/<test name>[-<name>]`,
    ///   where the test name is the function's name without its argument list.
    /// - `directory` relative: taken from the test file's folder; absolute: as is.
    public static func folder(directory: String?, name: String?, filePath: String, function: String) -> URL {
        let testFile = URL(fileURLWithPath: filePath)
        let base = testFile.deletingLastPathComponent()
        if let directory {
            return directory.hasPrefix("/") ? URL(fileURLWithPath: directory).standardizedFileURL
                : base.appendingPathComponent(directory).standardizedFileURL
        }
        var leaf = sanitized(String(function.prefix { $0 != "(" }))
        if let name { leaf += "-" + sanitized(name) }
        return base.appendingPathComponent("__Goldens__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
            .appendingPathComponent(leaf)
    }

    /// Letters, digits, `-`, `_` and `.` kept; anything else becomes `_`.
    static func sanitized(_ text: String) -> String {
        let kept = text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }
        let result = String(kept)
        return result.isEmpty ? "_" : result
    }
}
