// Where a test's goldens live and whether this run records them.
import Foundation

/// Record mode and golden-folder naming for ``assertFrames(of:settings:frames:named:goldenDirectory:tolerance:record:filePath:function:sourceLocation:)``.
public enum GoldenRecording {
    /// The environment variable that switches every assertion to record mode.
    public static let environmentVariable = "ANIMGEN_RECORD"

    /// Whether `ANIMGEN_RECORD` is set to `1`, `true` or `yes`.
    public static var isEnabled: Bool {
        guard let value = ProcessInfo.processInfo.environment[environmentVariable]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
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
