// Building the generated previews package with SwiftPM and running the
// program it makes: progress from the build's `[n/m]` lines, errors shown
// at the user's own file and line (the copies carry `#sourceLocation`), and
// a pointer to docs/swiftui-coverage.md when a SwiftUI name is missing.
import Foundation

enum PreviewsBuild {
    /// animgen's package: `--animgen DIR`, `$ANIMGEN_PACKAGE`, or the clone this executable was built in
    /// (`<clone>/.build/<config>/animgen`, as `scripts/quickstart` leaves it).
    static func animgenPackage(option: String?) throws -> String {
        if let option { return try checkedPackage(PreviewsProject.absolute(option), from: "--animgen") }
        if let env = ProcessInfo.processInfo.environment["ANIMGEN_PACKAGE"], !env.isEmpty {
            return try checkedPackage(PreviewsProject.absolute(env), from: "ANIMGEN_PACKAGE")
        }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var url = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while url.path != "/" {
            if isAnimgenPackage(url.path) { return url.path }
            url.deleteLastPathComponent()
        }
        throw CLIError.runtime("cannot find animgen's package (its sources are needed to build previews)", at: executable,
                               fix: "run the animgen built in your clone (.build/release/animgen), or set ANIMGEN_PACKAGE=/path/to/animgen")
    }

    static func isAnimgenPackage(_ path: String) -> Bool {
        guard let manifest = try? String(contentsOfFile: path + "/Package.swift", encoding: .utf8) else { return false }
        return manifest.contains("name: \"animgen\"") && FileManager.default.fileExists(atPath: path + "/Sources/SwiftUIPreviews")
    }

    static func checkedPackage(_ path: String, from source: String) throws -> String {
        guard isAnimgenPackage(path) else {
            throw CLIError.usage("not animgen's package folder (no Package.swift naming animgen with Sources/SwiftUIPreviews)",
                                 at: "\(source) \(path)", fix: "point it at your animgen clone")
        }
        return path
    }

    /// Builds the previews program in `folder` against `kit`; `progress` gets each `[n/m]` step.
    /// Throws the user's errors, readably.
    static func build(folder: String, kit: PreviewsKit, release: Bool, console: Console) throws {
        // SwiftPM does not count the library and modules the flags name as inputs of the user's
        // modules: a build made against another library (animgen rebuilt, another clone) starts afresh.
        let stamp = folder + "/kit.txt"
        if (try? String(contentsOfFile: stamp, encoding: .utf8)) != kit.fingerprint {
            try? FileManager.default.removeItem(atPath: folder + "/.build")
            try PreviewsProject.write(kit.fingerprint, to: stamp)
        }
        do {
            try buildOnce(folder: folder, release: release, console: console)
        } catch let stale as StaleBuildPlan {
            // SwiftPM kept a build plan naming a file that is gone: plan afresh, once.
            console.printErrorLine("\(stale.file) is gone; planning the previews build again")
            let build = folder + "/.build"
            for name in (try? FileManager.default.contentsOfDirectory(atPath: build)) ?? [] where name.hasSuffix(".yaml") {
                try? FileManager.default.removeItem(atPath: build + "/" + name)
            }
            try buildOnce(folder: folder, release: release, console: console)
        }
    }

    /// A build that failed because SwiftPM's cached plan names a missing source file.
    struct StaleBuildPlan: Error { var file: String }

    static func buildOnce(folder: String, release: Bool, console: Console) throws {
        let (status, transcript) = try swiftBuild(package: folder, product: "AnimGenPreviewsRunner", release: release, console: console,
                                                  label: "building previews")
        guard status != 0 else { return }
        if let line = transcript.first(where: { $0.contains("because of missing inputs: ") }) {
            throw StaleBuildPlan(file: String(line[line.range(of: "because of missing inputs: ")!.upperBound...]))
        }
        let report = diagnostics(transcript, generatedFolder: folder)
        for line in report.lines { console.printErrorLine(line) }
        if report.errorCount == 0 {
            console.printErrorLine(transcript.suffix(30).joined(separator: "\n"))
        }
        throw CLIError.runtime(report.errorCount == 0 ? "the previews build failed (SwiftPM's output is above)"
                               : "the previews did not compile (\(report.errorCount) error\(report.errorCount == 1 ? "" : "s") above)",
                               fix: report.missingAPI ? "animgen implements a subset of SwiftUI: docs/swiftui-coverage.md lists it" : nil)
    }

    /// `swift build --product` in `package`, its `[n/m]` steps shown as progress after `label`
    /// (on a terminal; a log gets a line every 10 s at most); the other lines it printed come back.
    static func swiftBuild(package: String, product: String, release: Bool, console: Console,
                           label: String) throws -> (status: Int32, transcript: [String]) {
        var arguments = ["swift", "build", "--package-path", package, "--product", product]
        if release { arguments += ["-c", "release"] }
        var transcript: [String] = []
        var lastLogged = Date.distantPast
        let status = try run(arguments, line: { line in
            if line.hasPrefix("["), let close = line.firstIndex(of: "]") {
                let text = "\(label) \(line[...close]) \(line[line.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(60))"
                if console.stderrIsTerminal {
                    console.progress(text)
                } else if Date().timeIntervalSince(lastLogged) >= 10 {
                    console.printErrorLine(text)
                    lastLogged = Date()
                }
            } else {
                transcript.append(line)
            }
        })
        console.progress(nil)
        return (status, transcript)
    }

    /// The compiler's errors (with their source excerpts), each error about a name the
    /// code uses but animgen lacks followed by a note naming the declaration.
    static func diagnostics(_ transcript: [String], generatedFolder: String) -> (lines: [String], errorCount: Int, missingAPI: Bool) {
        var lines: [String] = []
        var count = 0, missing = false
        var inError = false
        var seen: Set<String> = []
        // What each kind of error says is missing: group 1 (and 2) name it.
        let patterns: [(String, (String, String) -> String)] = [
            (#"cannot find type '([^']+)' in scope"#, { a, _ in "the type `\(a)`" }),
            (#"cannot find '([^']+)' in scope"#, { a, _ in "`\(a)`" }),
            (#"value of type '([^']+)' has no member '([^']+)'"#, { a, b in "`\(b)` (on \(a))" }),
            (#"type '([^']+)' has no member '([^']+)'"#, { a, b in "`\(a).\(b)`" }),
            (#"no such module '([^']+)'"#, { a, _ in "module:\(a)" }),
        ]
        for line in transcript {
            if line.range(of: #"^(/|--view).*:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil {
                inError = line.contains(": error: ")
                guard inError, seen.insert(line).inserted else { inError = false; continue }
                count += 1
                lines.append(line)
                // The compiler's own excerpt shows the rewritten copy; show the user's file instead.
                lines += userExcerpt(for: line) ?? []
                for (pattern, describe) in patterns {
                    guard let regex = try? NSRegularExpression(pattern: pattern),
                          let match = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
                    func group(_ i: Int) -> String {
                        i < match.numberOfRanges ? Range(match.range(at: i), in: line).map { String(line[$0]) } ?? "" : ""
                    }
                    let what = describe(group(1), group(2))
                    if what.hasPrefix("module:") {
                        let module = String(what.dropFirst(7))
                        let advice = module == "UIKit" || module == "AppKit"
                            ? "animgen renders SwiftUI, not \(module): guard the \(module) code with `#if canImport(\(module))`"
                            : module == "Combine" ? "Combine is not on Linux; see docs/previews.md for what to do"
                            : "if it is one of your package's modules, pass its folder too; otherwise it is not available on Linux"
                        lines.append("  note: \(advice)")
                    } else {
                        missing = true
                        lines.append("  note: if \(what) is SwiftUI API, animgen does not have it yet: docs/swiftui-coverage.md lists what it has")
                    }
                    break
                }
            }
        }
        return (lines, count, missing)
    }

    /// Lines around the error's line in the user's own file, `N | text`, with a caret under the column.
    static func userExcerpt(for error: String) -> [String]? {
        guard let match = try? NSRegularExpression(pattern: #"^(/[^:]+):(\d+):(\d+): "#)
            .firstMatch(in: error, range: NSRange(error.startIndex..., in: error)),
              let pathRange = Range(match.range(at: 1), in: error), let lineRange = Range(match.range(at: 2), in: error),
              let columnRange = Range(match.range(at: 3), in: error),
              let line = Int(error[lineRange]), let column = Int(error[columnRange]),
              let text = try? String(contentsOfFile: String(error[pathRange]), encoding: .utf8) else { return nil }
        let fileLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= fileLines.count else { return nil }
        let width = String(min(line + 1, fileLines.count)).count
        var result: [String] = []
        for n in max(1, line - 1)...min(line + 1, fileLines.count) {
            let number = String(n).padding(toLength: width, withPad: " ", startingAt: 0)
            result.append(" \(number) | \(fileLines[n - 1])")
            if n == line, column >= 1, column <= fileLines[n - 1].count + 1 {
                result.append(" \(String(repeating: " ", count: width)) | \(String(repeating: " ", count: column - 1))^")
            }
        }
        return result
    }

    /// Runs a program, calling `line` for every line it prints (stdout and stderr together); returns its exit status.
    @discardableResult
    static func run(_ arguments: [String], line: (String) -> Void) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch {
            throw CLIError.runtime("cannot run \(arguments[0]) (\(error.localizedDescription))", fix: "install the Swift toolchain and put it on PATH")
        }
        let handle = pipe.fileHandleForReading
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 0x0A) {
                line(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
