// The outcome of verifying frames against goldens, and its table:
//
//   frame   time (s)  max diff  differing pixels     PSNR (dB)  result
//      37     0.617         12  34 (0.110 %)             48.31  FAIL
import Foundation

/// Per-frame figures of a verification and whether each frame passed.
public struct VerificationReport: Sendable {
    /// The outcome for one frame.
    public struct FrameResult: Sendable {
        /// The frame's index.
        public let frame: Int
        /// Seconds (the Double nearest the exact time).
        public let time: Double
        /// Exact time as in the manifest, `"37/60"`.
        public let exactTime: String
        /// How the frame differs from its golden.
        public let difference: FrameDifference
        /// Whether the difference is within the tolerance.
        public let passed: Bool
        /// Pictures written for a failed frame.
        public let artifacts: [GoldenStore.Artifact: URL]
    }

    /// The checked scene's name, as in the manifest.
    public let scene: String
    /// The golden folder.
    public let directory: URL
    /// The tolerance the frames were held to.
    public let tolerance: Tolerance
    /// One result per checked frame.
    public let results: [FrameResult]
    /// How the render differs from the one the goldens were recorded with
    /// (`seed 1 → 2`, `param name "Ada" → "Grace"`): the frames were compared
    /// all the same, and their differences are those changes' effect.
    public internal(set) var parameterChanges: [String] = []
    /// Frames written as goldens by this run (a record mode), ascending.
    public internal(set) var recorded: [Int] = []
    /// What a record mode chose not to do, and why.
    public internal(set) var notes: [String] = []

    /// The report of `results`, with no parameter changes, recordings or notes.
    public init(scene: String, directory: URL, tolerance: Tolerance, results: [FrameResult]) {
        self.scene = scene
        self.directory = directory
        self.tolerance = tolerance
        self.results = results
    }

    /// Whether every checked frame passed or was recorded again.
    public var passed: Bool { failures.isEmpty }
    /// The frames that did not pass and were not recorded again.
    public var failures: [FrameResult] { results.filter { !$0.passed && !recorded.contains($0.frame) } }

    /// One row per frame, aligned columns.
    public func table() -> String { Self.table(rows: rows()) }

    /// The table's cells, one row per frame, without the header.
    public func rows() -> [[String]] {
        var rows: [[String]] = []
        for r in results {
            let d = r.difference
            let percent = Double(d.differingPixels) * 100 / Double(max(1, d.pixelCount))
            var result = r.passed ? "ok" : recorded.contains(r.frame) ? "changed, recorded" : "FAIL"
            if !d.sizeMatches { result += " (size \(d.actualSize), golden \(d.goldenSize))" }
            rows.append([String(r.frame), Self.format(r.time, decimals: 3), String(d.maxChannelDifference),
                         "\(d.differingPixels) (\(Self.format(percent, decimals: 3)) %)", Self.formatPSNR(d.psnr), result])
        }
        return rows
    }

    /// The table's header, one title per cell of a row.
    public static let columnTitles = ["frame", "time (s)", "max diff", "differing pixels", "PSNR (dB)", "result"]

    /// Rows of ``rows()`` (from one report or several) under the header,
    /// aligned; each row must have a cell per column (``columnTitles``).
    public static func table(rows body: [[String]]) -> String {
        let rows = [columnTitles] + body
        let widths = (0..<rows[0].count).map { c in rows.map { $0[c].count }.max()! }
        let leftAligned: Set<Int> = [3, 5]
        return rows.map { row in
            row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return leftAligned.contains(c) ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }

    /// "3 of 4 frames match the goldens in DIR (exact)." or the failures with their pictures.
    public var summary: String {
        var lines: [String] = []
        if !parameterChanges.isEmpty {
            lines.append("The goldens were recorded with other parameters: \(parameterChanges.joined(separator: ", ")); the frames below show what that changed.")
        }
        if !results.isEmpty {
            let ok = results.filter(\.passed).count
            lines.append("\(ok) of \(results.count) frame\(results.count == 1 ? "" : "s") of \(scene) match the goldens in \(directory.path) (\(tolerance)).")
        }
        for f in results where !f.passed {
            if let sheet = f.artifacts[.sheet] { lines.append("frame \(f.frame): see \(sheet.path)") }
        }
        if !recorded.isEmpty {
            let list = recorded.map(String.init).joined(separator: ",")
            lines.append("recorded \(recorded.count) golden frame\(recorded.count == 1 ? "" : "s") of \(scene) in \(directory.path) (frame\(recorded.count == 1 ? "" : "s") \(list)).")
        }
        return (lines + notes).joined(separator: "\n")
    }

    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }

    static func formatPSNR(_ value: Double) -> String {
        value.isInfinite ? "inf" : format(value, decimals: 2)
    }
}
