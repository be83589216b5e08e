import Foundation
import ImageFiles
@testable import Media
import Raster
import TestSupport
import Testing
import Timeline

/// Issue 35, faults 7 and 11 in `concat`: a chunk's size is checked against
/// the render limits before a frame is decoded, and devices are refused
/// (animgenTests' ChunkStreamingTests joins hundreds under a small file limit).
@Suite struct ChunkLimitsTests {
    /// GIF chunk `index` of `count` (lossless frames in Matroska), each frame 1 of `total`.
    private func gifChunk(_ output: URL, index: Int, count: Int, total: Int, side: Int = 8) throws -> String {
        let tag = try SegmentTag(index: index, count: count, totalFrames: total, renderID: "r")
        let encoder = try makeEncoder(for: output, width: side, height: side, frameRate: try FrameRate(numerator: 10, denominator: 1),
                                      options: EncodeOptions(segment: tag))
        for i in tag.frames { try encoder.append(testFrame(i, width: side, height: side)) }
        try encoder.finish()
        return try tag.path(forOutput: output.path)
    }

    /// A chunk whose container says 16000×16000 (its 300×300 size rewritten
    /// in place: Matroska's PixelWidth/PixelHeight and the BITMAPINFOHEADER)
    /// is refused before a frame is decoded, naming the size and the limit.
    @Test func aChunkBeyondTheRenderLimitsIsRefusedBeforeDecoding() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("big.gif")
        let chunks = try (0..<2).map { try gifChunk(output, index: $0, count: 2, total: 2, side: 300) }
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: chunks[1])))
        var replaced = 0
        for (old, new) in [([0xB0, 0x82, 0x01, 0x2C], [0xB0, 0x82, 0x3E, 0x80]), ([0xBA, 0x82, 0x01, 0x2C], [0xBA, 0x82, 0x3E, 0x80]),
                           ([0x2C, 0x01, 0, 0, 0x2C, 0x01, 0, 0], [0x80, 0x3E, 0, 0, 0x80, 0x3E, 0, 0])] as [([UInt8], [UInt8])] {
            for i in 0...(bytes.count - old.count) where Array(bytes[i..<i + old.count]) == old {
                bytes.replaceSubrange(i..<i + old.count, with: new)
                replaced += 1
            }
        }
        #expect(replaced >= 2)
        try Data(bytes).write(to: URL(fileURLWithPath: chunks[1]))
        let probed = try MediaProbe.probe(chunks[1]).stream
        #expect(probed["width"] as? Int == 16000, "FFmpeg's own reader sees the forged size")
        let error = #expect(throws: MediaError.self) { _ = try concatenateSegments(chunks, into: output.path) }
        #expect(error?.description.contains("16000x16000") == true, "\(String(describing: error))")
        #expect(error?.description.contains("\(RenderLimits.maximumSide) pixels a side") == true)
        #expect(!contents(folder).contains("big.gif"))
    }

    @Test func aCharacterDeviceIsRefusedAsAChunk() throws {
        let error = #expect(throws: MediaError.self) { _ = try readSegmentTag(atPath: "/dev/zero") }
        #expect(error?.description.contains("is a character device") == true)
    }
}
