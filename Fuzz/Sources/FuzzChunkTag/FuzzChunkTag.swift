// Chunk tags (the comment a chunk file or a verify report starts with) on
// arbitrary text: a tag that parses must print back to itself, name frames
// inside its render, and survive the set check and its boundary arithmetic
// without a trap or an allocation sized by its numbers (issue 35).
import AnimGen
import FuzzSupport

@_cdecl("FuzzChunkTag_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in
        let text = String(decoding: bytes, as: UTF8.self)
        guard let tag = SegmentTag(parsing: text) else { return }
        precondition(SegmentTag(parsing: tag.description) == tag, "a parsed tag does not read back")
        precondition(tag.count >= 1 && tag.count <= SegmentTag.maximumCount && (0..<tag.count).contains(tag.index))
        precondition(tag.frames.lowerBound >= 0 && tag.frames.upperBound <= tag.totalFrames)
        _ = SegmentTag.usableGrid(tag.keyframeGrid, count: tag.count, totalFrames: tag.totalFrames)
        _ = SegmentTag.frames(index: tag.index, count: tag.count, totalFrames: tag.totalFrames, grid: tag.keyframeGrid)
        _ = try? SegmentSet.ordered([SegmentFile(path: "chunk", tag: tag)])
    }
}
