// Every SwiftUI preview of a module as a golden test, from one test
// function: runs `animgen previews --verify` (or `--record`) on the
// module's folder and turns each failing preview into a test issue.
import Foundation
import Testing
import Verification

/// Checks every `#Preview` and `PreviewProvider` under `paths` against the
/// golden PNGs in `goldens`, failing the test once per preview that differs
/// (with its file, line and the diff picture's path).
///
///     @Test func previewsMatchGoldens() {
///         assertPreviews("Sources/Shop", goldens: "Tests/ShopTests/PreviewGoldens")
///     }
///
/// It runs the `animgen` program (so the previews build exactly as
/// `animgen previews` builds them): `animgen` when given, else `$ANIMGEN`,
/// else `$ANIMGEN_PACKAGE/.build/{release,debug}/animgen`, else `animgen` on
/// `PATH`. Relative paths are taken from the package holding the test file.
///
/// - Parameters:
///   - paths: module folders (or files, or the package) whose previews to check.
///   - goldens: the golden folder (`<File>/<Name>.png`).
///   - tolerance: how far a picture may differ (exact by default), as `animgen verify`.
///   - record: write the goldens instead of checking them (default: `ANIMGEN_RECORD=1`).
///   - scale: pixels per point of the pictures.
///   - buildFolder: the cached build (default: the package's `.build/animgen-previews`).
///   - artifactsDirectory: where a failing preview's `.actual.png` and
///     `.diff.png` go; default as for `assertFrames`
///     (``GoldenRecording/artifactsFolder(directory:name:filePath:function:)``),
///     never the golden folder.
///   - animgen: the `animgen` executable to run.
public func assertPreviews(
    _ paths: String...,
    goldens: String,
    tolerance: Tolerance = .exact,
    record: Bool = GoldenRecording.isEnabled,
    scale: Double = 2,
    buildFolder: String? = nil,
    artifactsDirectory: String? = nil,
    animgen: String? = nil,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let root = PreviewAssertion.packageRoot(of: filePath)
    func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : root + "/" + path }
    guard let program = PreviewAssertion.animgenExecutable(animgen) else {
        let message = "assertPreviews cannot find the animgen program; pass animgen: \"/path/to/animgen\", set ANIMGEN, "
            + "or set ANIMGEN_PACKAGE to a clone built with `swift build`."
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    var arguments = ["previews"] + (paths.isEmpty ? [root] : paths.map(absolute))
    arguments += [record ? "--record" : "--verify", absolute(goldens), "--scale", String(scale), "--quiet"]
    if tolerance.maxChannelDifference > 0 { arguments += ["--max-diff", String(tolerance.maxChannelDifference)] }
    if tolerance.maxDifferingFraction > 0 { arguments += ["--max-differing", String(tolerance.maxDifferingFraction)] }
    if let psnr = tolerance.minimumPSNR { arguments += ["--min-psnr", String(psnr)] }
    if let buildFolder { arguments += ["--build-folder", absolute(buildFolder)] }
    if !record {
        let artifacts = artifactsDirectory.map(absolute)
            ?? GoldenRecording.artifactsFolder(directory: nil, name: nil, filePath: filePath, function: function).path
        arguments += ["--artifacts", artifacts]
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    do { try process.run() } catch {
        Issue.record("assertPreviews could not run \(program): \(error)", sourceLocation: sourceLocation)
        return
    }
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    _ = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return }
    let lines = String(decoding: errorData, as: UTF8.self).split(separator: "\n").map(String.init)
    let problems = lines.filter { $0.hasPrefix("error: ") || $0.contains(": error: ") }
    if problems.isEmpty || problems.count == 1 && lines.count > 1 {
        Issue.record(Comment(rawValue: "animgen \(arguments.joined(separator: " ")) failed:\n" + lines.suffix(40).joined(separator: "\n")),
                     sourceLocation: sourceLocation)
    } else {
        for problem in problems { Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation) }
    }
}

enum PreviewAssertion {
    /// The nearest folder above `filePath` holding a Package.swift (else the file's folder).
    static func packageRoot(of filePath: String) -> String {
        var url = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while url.path != "/" {
            if FileManager.default.fileExists(atPath: url.path + "/Package.swift") { return url.path }
            url.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: filePath).deletingLastPathComponent().path
    }

    static func animgenExecutable(_ given: String?) -> String? {
        let fm = FileManager.default
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let given { candidates.append(given) }
        if let path = environment["ANIMGEN"] { candidates.append(path) }
        if let package = environment["ANIMGEN_PACKAGE"] {
            candidates += [package + "/.build/release/animgen", package + "/.build/debug/animgen"]
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") { candidates.append("\(folder)/animgen") }
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }
}
