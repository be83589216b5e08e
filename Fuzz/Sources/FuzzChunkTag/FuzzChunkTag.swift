// Chunk tags (the comment a chunk file or a verify report starts with) on
// arbitrary text: a tag that parses must print back to itself, name frames
// inside its render, and survive the set check and its boundary arithmetic
// without a trap or an allocation sized by its numbers (issue 35). The same
// text read as a verify chunk report: its tag line, then rows that parse
// only as whole rows, which read back the same once written again.
import AnimGen
import FuzzSupport

@_cdecl("FuzzChunkTag_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        verifyReport(text)
        guard let tag = SegmentTag(parsing: text) else { return }
        precondition(SegmentTag(parsing: tag.description) == tag, "a parsed tag does not read back")
        precondition(tag.count >= 1 && tag.count <= SegmentTag.maximumCount && (0..<tag.count).contains(tag.index))
        precondition(tag.frames.lowerBound >= 0 && tag.frames.upperBound <= tag.totalFrames)
        _ = SegmentTag.usableGrid(tag.keyframeGrid, count: tag.count, totalFrames: tag.totalFrames)
        _ = SegmentTag.frames(index: tag.index, count: tag.count, totalFrames: tag.totalFrames, grid: tag.keyframeGrid)
        _ = try? SegmentSet.ordered([SegmentFile(path: "chunk", tag: tag)])
    }
}

/// A verify chunk report as `verify --merge` reads it: the tag line, then rows.
func verifyReport(_ text: String) {
    let lines = text.split(separator: "\n")
    guard let first = lines.first else { return }
    _ = SegmentTag(parsing: String(first))
    do {
        let rows = try VerificationReport.parseReportLines(Array(lines.dropFirst()), firstLine: 2)
        precondition(rows.allSatisfy { $0.count == VerificationReport.cellsPerRow && ($0.last == "pass" || $0.last == "fail") })
        let again = rows.map { $0.joined(separator: "\t")[...] }
        precondition((try? VerificationReport.parseReportLines(again)) == rows, "written rows do not read back")
    } catch {
        precondition(error.line >= 2 && error.line <= lines.count, "the error names no line of the report")
    }
}
