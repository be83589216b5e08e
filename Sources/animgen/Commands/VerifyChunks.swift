import AnimGen
import Foundation
import Media
import Verification
import ImageFiles

/// `animgen verify --chunk I/N --report FILE` checks its share of the
/// selected goldens and writes its rows to FILE's chunk name;
/// `animgen verify --merge FILE --chunks N` (same TARGET and options) prints
/// the combined table of all N reports and fails if any frame failed.
/// A report starts with a chunk tag, so the merge checks the set as
/// `concat` does: one verification, every chunk once.
enum VerifyChunks {
    static let specs: [OptionSpec] = ChunkOptions.specs + [
        OptionSpec(.report, .value(placeholder: "FILE"), help: "with --chunk: also write this chunk's rows to FILE's chunk name (FILE.chunk-000I-of-000N.tsv)"),
        OptionSpec(.merge, .value(placeholder: "FILE"), help: "print the combined table of FILE's N chunk reports (with --chunks N)"),
    ]

    /// The share of `frames` chunk I of N checks, and its tag.
    static func part(of frames: [Int], _ arguments: ParsedArguments, identity: String) throws -> (frames: [Int], tag: SegmentTag)? {
        guard let (chunk, shown) = try ChunkOptions.indexAndCount(arguments) else {
            if arguments.has(.report) {
                throw CLIError.usage("--report writes a chunk's rows", at: "--report \(arguments.value(.report)!)",
                                     fix: "add --chunk I/N, or drop --report (the table goes to stdout)")
            }
            return nil
        }
        guard chunk.count <= frames.count else {
            throw CLIError.usage("\(chunk.count) chunks of \(frames.count) frames to check would leave chunks empty", at: shown,
                                 fix: "use at most \(frames.count) chunks")
        }
        let tag = try OutputPreparation.wording(at: shown) {
            try SegmentTag(index: chunk.index, count: chunk.count, totalFrames: frames.count, renderID: identity)
        }
        return (Array(frames[tag.frames]), tag)
    }

    /// What a report must match to be merged: the scene, its settings, the
    /// frames selected and the tolerance.
    static func identity(_ target: SceneTarget, frames: [Int], tolerance: Tolerance, arguments: ParsedArguments) -> String {
        ChunkOptions.digest("verify \(target.scene.name) \(target.settings) \(frames) \(tolerance) \(ChunkOptions.sourceDigest(arguments.positionals))")
    }

    static func writeReport(_ report: VerificationReport, tag: SegmentTag, to file: String) throws {
        let lines = [tag.description] + report.reportLines()
        let path = SegmentTag.chunkPath(for: file, index: tag.index, count: tag.count)
        try OutputPreparation.wording(at: "--report \(file)") {
            try writeFileAtomically(Array((lines.joined(separator: "\n") + "\n").utf8), to: path)
        }
    }

    /// A row is under 200 bytes; the most frames a tag may hold, at that.
    static let maximumReportBytes = 64 << 20

    /// Reads the N reports, checks the set, prints the combined table.
    static func merge(_ file: String, identity: String, context: CommandContext) throws {
        guard let count = try ChunkOptions.chunkCount(context.arguments) else {
            throw CLIError.usage("--merge needs the number of chunks", at: "--merge \(file)", fix: "add --chunks N")
        }
        var reports: [SegmentFile] = []
        var rows: [String: [[String]]] = [:]
        for index in 0..<count {
            let path = SegmentTag.chunkPath(for: file, index: index, count: count)
            let data: [UInt8]
            do { data = try readInputFile(atPath: path, limit: maximumReportBytes) } catch {
                throw CLIError.runtime("chunk report \(index)/\(count) \(error.problem)", at: path,
                                       fix: "re-run verify with --chunk \(index)/\(count) --report \(file)")
            }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
            guard let first = lines.first, let tag = SegmentTag(parsing: String(first)) else {
                let why = lines.first?.hasPrefix("animgen-chunk/") == true
                    ? "its chunk tag is malformed or has a number out of range" : "no chunk tag on its first line"
                throw CLIError.runtime("not a verify chunk report (\(why))", at: path,
                                       fix: "re-run that chunk with --chunk \(index)/\(count) --report \(file)")
            }
            reports.append(SegmentFile(path: path, tag: tag))
            let cells: [[String]]
            do { cells = try VerificationReport.parseReportLines(Array(lines.dropFirst()), firstLine: 2) } catch {
                throw CLIError.runtime(error.description, at: "\(path):\(error.line)",
                                       fix: "re-run that chunk with --chunk \(index)/\(count) --report \(file)")
            }
            guard cells.count == tag.frames.count else {
                throw CLIError.runtime("the report has \(cells.count) rows but its tag says it checked \(tag.frames.count) frames",
                                       at: path, fix: "re-run that chunk with --chunk \(index)/\(count) --report \(file)")
            }
            rows[path] = cells
        }
        let ordered: [SegmentFile]
        do { ordered = try SegmentSet.ordered(reports) } catch { throw CLIError(wrapping: error) }
        if let stale = ordered.first(where: { $0.tag.renderID != identity }) {
            throw CLIError.runtime("this report was made for another scene, settings, frame selection or tolerance than this merge",
                                   at: stale.path, fix: "merge with the same TARGET and options the chunks ran with, or re-run the chunks")
        }
        let all = ordered.flatMap { rows[$0.path]! }
        context.console.print(VerificationReport.table(rows: all.map { Array($0.dropLast()) }) + "\n")
        let failed = all.filter { $0.last != "pass" }.map { $0[0] }
        if !RenderOptions.isQuiet(context.arguments) {
            context.console.printError("\(all.count - failed.count) of \(all.count) frames match the goldens (\(count) chunk reports).\n")
        }
        guard failed.isEmpty else {
            throw CLIError.runtime("\(failed.count) of \(all.count) frames differ from the goldens (frames \(failed.joined(separator: ",")))",
                                   fix: "look at the .sheet.png files beside the goldens; if the change is intended, re-record with --record")
        }
    }
}
