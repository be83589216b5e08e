import Foundation
import ImageFiles
@testable import Media
@testable import Raster
import TestSupport
import Testing
import Timeline

/// Renders (synthetically) and encodes chunk `index` of `count` for `output`.
private func writeChunk(_ output: URL, index: Int, count: Int, frames total: Int, fps: Int = 30,
                        width: Int = 64, height: Int = 48, render: String = "r1", grid: Int? = nil,
                        encoding: EncodingMode = .reproducible) throws -> String {
    let tag = try SegmentTag(index: index, count: count, totalFrames: total, renderID: render, keyframeGrid: grid)
    let encoder = try makeEncoder(for: output, width: width, height: height, frameRate: try FrameRate(numerator: fps, denominator: 1),
                                  options: EncodeOptions(segment: tag, encoding: encoding))
    for i in tag.frames {
        try encoder.append(testFrame(i, width: width, height: height))
    }
    try encoder.finish()
    return try tag.path(forOutput: output.path)
}

private func writeWhole(_ output: URL, frames total: Int, fps: Int = 30, width: Int = 64, height: Int = 48) throws {
    let encoder = try makeEncoder(for: output, width: width, height: height, frameRate: try FrameRate(numerator: fps, denominator: 1),
                                  options: EncodeOptions(encoding: .reproducible))
    for i in 0..<total { try encoder.append(testFrame(i, width: width, height: height)) }
    try encoder.finish()
}

/// A forged tag, for set checks that real chunks cannot produce.
private func tag(_ index: Int, of count: Int, frames: Range<Int>, total: Int, render: String = "r1") -> SegmentTag {
    var t = SegmentTag(parsing: "animgen-chunk/1 render=\(render) chunk=\(index)/\(count) frames=\(frames.lowerBound)-\(frames.upperBound) total=\(total) rate=30/1")!
    t.renderID = render
    return t
}

private func message(_ body: () throws -> Void) -> String {
    do { try body() } catch { return String(describing: error).lowercased() }
    return "no error"
}

@Suite struct SegmentTests {
    @Test func chunksTileTheFrames() throws {
        // ⌊i·F/N⌋ by hand: 300 in 4 → 0, 75, 150, 225, 300; 10 in 3 → 0, 3, 6, 10.
        #expect((0..<4).map { SegmentTag.frames(index: $0, count: 4, totalFrames: 300) } == [0..<75, 75..<150, 150..<225, 225..<300])
        #expect((0..<3).map { SegmentTag.frames(index: $0, count: 3, totalFrames: 10) } == [0..<3, 3..<6, 6..<10])
        #expect(throws: MediaError.self) { try SegmentTag(index: 4, count: 4, totalFrames: 300, renderID: "x") }
        #expect(throws: MediaError.self) { try SegmentTag(index: 0, count: 11, totalFrames: 10, renderID: "x") }
    }

    @Test func mp4ChunksStartOnTheKeyFrameGrid() throws {
        // One key frame a second: 60 frames at 60 fps, 30 at 29.97; other formats start anywhere.
        #expect(SegmentTag.keyframeGrid(for: .mp4, frameRate: try FrameRate(numerator: 60, denominator: 1)) == 60)
        #expect(SegmentTag.keyframeGrid(for: .mp4, frameRate: try FrameRate(numerator: 30000, denominator: 1001)) == 30)
        #expect(SegmentTag.keyframeGrid(for: .webm, frameRate: try FrameRate(numerator: 60, denominator: 1)) == nil)
        // 0, 75, 150, 225, 300 to the nearest multiple of 60 (2.5 rounds up): 0, 60, 180, 240, 300.
        #expect((0..<4).map { SegmentTag.frames(index: $0, count: 4, totalFrames: 300, grid: 60) } == [0..<60, 60..<180, 180..<240, 240..<300])
        var tag = try SegmentTag(index: 1, count: 4, totalFrames: 300, renderID: "x", keyframeGrid: 60)
        tag.frameRate = try FrameRate(numerator: 60, denominator: 1)
        #expect(tag.frames == 60..<180 && tag.description.hasSuffix(" grid=60"))
        #expect(SegmentTag(parsing: tag.description)?.keyframeGrid == 60)
        // 6 chunks of 300 on 60 would leave one empty (150 and 200 both round to 180): the plain split.
        #expect(SegmentTag.usableGrid(60, count: 6, totalFrames: 300) == nil)
        let plain = try SegmentTag(index: 3, count: 6, totalFrames: 300, renderID: "x", keyframeGrid: 60)
        #expect(plain.frames == 150..<200 && plain.keyframeGrid == nil && !plain.description.contains("grid"))
    }

    @Test func mp4KeyFramesFallOnTheGridAndChunksAddNone() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("grid.mp4"), whole = folder.appendingPathComponent("whole.mp4")
        try writeWhole(whole, frames: 90)
        let chunks = try (0..<3).map { try writeChunk(output, index: $0, count: 3, frames: 90, grid: 30) }
        _ = try concatenateSegments(chunks, into: output.path)
        func keyTimes(_ path: String) throws -> [String] {
            String(decoding: try MediaProbe.run("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries",
                                                           "packet=pts_time,flags", "-of", "csv=p=0", path]), as: UTF8.self)
                .split(separator: "\n").filter { $0.contains(",K") }.map { String($0.prefix(8)) }
        }
        // 90 frames at 30 fps: a key frame at 0, 1 and 2 s (and x264's own at the test
        // pattern's cuts), the same in the whole file and in the joined one.
        let (wholeKeys, joinedKeys) = (try keyTimes(whole.path), try keyTimes(output.path))
        #expect(Set(["0.000000", "1.000000", "2.000000"]).isSubset(of: wholeKeys), "\(wholeKeys)")
        #expect(joinedKeys == wholeKeys)
        #expect(try MediaProbe.probe(output.path).stream.text("nb_read_frames") == "90")
        // Each second is an encode of its own in both: the joined file is the whole one, byte for byte.
        #expect(try Data(contentsOf: output) == Data(contentsOf: whole))
    }

    @Test func chunkNames() throws {
        #expect(try SegmentTag.path(forOutput: "out/fx.mp4", index: 2, count: 4) == "out/fx.chunk-0002-of-0004.mp4")
        #expect(try SegmentTag.path(forOutput: "out/fx.gif", index: 0, count: 12345) == "out/fx.chunk-00000-of-12345.gif.mkv")
    }

    @Test func tagReadsBack() throws {
        var t = try SegmentTag(index: 1, count: 3, totalFrames: 10, renderID: "abc")
        t.frameRate = try FrameRate(numerator: 30000, denominator: 1001)
        let back = try #require(SegmentTag(parsing: t.description))
        #expect(back == t)
        #expect(back.frames == 3..<6)
        #expect(back.frameRate?.numerator == 30000 && back.frameRate?.denominator == 1001)
        #expect(SegmentTag(parsing: "animgen-chunk/1 render=a chunk=1/x frames=0-3 total=10 rate=1/1") == nil)
        #expect(SegmentTag(parsing: "Lavf59") == nil)
    }

    @Test func tagCarriesTheFinalEncodesOptions() throws {
        let text = "animgen-chunk/1 render=a chunk=0/2 frames=0-5 total=10 rate=30/1 loop=3 gif-fps=15/1 background=0a80ff webp-quality=40"
        let tag = try #require(SegmentTag(parsing: text))
        #expect(tag.finalEncode.gifLoop == 3)
        #expect(tag.finalEncode.gifFrameRate == (try FrameRate(15)))
        #expect(tag.finalEncode.background == RGBA8(r: 10, g: 128, b: 255, a: 255))
        #expect(tag.finalEncode.webpQuality == 40)
        #expect(tag.description == text)
        #expect(SegmentTag(parsing: "animgen-chunk/1 render=a chunk=0/2 frames=0-5 total=10 rate=30/1 background=red") == nil)
    }

    @Test func setChecksNameTheChunkAtFault() throws {
        let good = (0..<3).map { SegmentFile(path: "c\($0)", tag: tag($0, of: 3, frames: SegmentTag.frames(index: $0, count: 3, totalFrames: 10), total: 10)) }
        #expect(try SegmentSet.ordered(good.reversed()).map(\.path) == ["c0", "c1", "c2"])
        let missing = message { _ = try SegmentSet.ordered([good[0], good[2]]) }
        #expect(missing.contains("chunk 1/3 is missing") && missing.contains("frames 3–5"))
        let twice = message { _ = try SegmentSet.ordered(good + [SegmentFile(path: "again", tag: good[1].tag)]) }
        #expect(twice.contains("chunk 1/3 is given twice") && twice.contains("again"))
        let other = message {
            _ = try SegmentSet.ordered([good[0], SegmentFile(path: "stale", tag: tag(1, of: 3, frames: 3..<6, total: 10, render: "r2")), good[2]])
        }
        #expect(other.contains("chunk 1/3 belongs to another render") && other.contains("stale"))
        let overlap = message {
            _ = try SegmentSet.ordered([good[0], SegmentFile(path: "wide", tag: tag(1, of: 3, frames: 2..<6, total: 10)), good[2]])
        }
        #expect(overlap.contains("chunk 1/3 holds frames 2–5, which overlaps the chunk before") && overlap.contains("wide"))
        let gap = message {
            _ = try SegmentSet.ordered([good[0], SegmentFile(path: "late", tag: tag(1, of: 3, frames: 4..<6, total: 10)), good[2]])
        }
        #expect(gap.contains("leaves a gap (frames 3–3") && gap.contains("late"))
    }

    @Test func mp4ChunksJoinIntoTheFramesAndDurationOfOneRender() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("clip.mp4"), whole = folder.appendingPathComponent("whole.mp4")
        let chunks = try (0..<3).map { try writeChunk(output, index: $0, count: 3, frames: 45) }
        try writeWhole(whole, frames: 45)
        // 3 chunks of 45 frames off the 30-frame grid (the 1 s grid is not given here): 15 each.
        #expect(try MediaProbe.probe(chunks[0]).stream.text("nb_read_frames") == "15")
        // Each chunk starts with a key frame at its true time: chunk 1 at frame 15 = 0.5 s.
        let packets = String(decoding: try MediaProbe.run("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries",
                                                                        "packet=pts_time,flags", "-of", "csv=p=0", chunks[1]]), as: UTF8.self)
        #expect(packets.split(separator: "\n").first?.hasPrefix("0.500000,K") == true)
        let summary = try concatenateSegments(chunks.reversed(), into: output.path)
        #expect(summary.streamCopied && summary.frames == 45)
        let (joined, format) = try MediaProbe.probe(output.path)
        let (single, singleFormat) = try MediaProbe.probe(whole.path)
        #expect(joined.text("nb_read_frames") == "45")
        #expect(format.text("duration") == "1.500000" && singleFormat.text("duration") == "1.500000")
        for key in ["codec_name", "width", "height", "pix_fmt", "color_range", "color_space", "color_transfer", "color_primaries", "avg_frame_rate"] {
            #expect(joined.text(key) == single.text(key), "\(key)")
        }
        // +faststart: the moov box comes before mdat.
        let bytes = try Data(contentsOf: output)
        let moov = try #require(bytes.range(of: Data("moov".utf8))), mdat = try #require(bytes.range(of: Data("mdat".utf8)))
        #expect(moov.lowerBound < mdat.lowerBound)
        // The chunk tag stays in the chunks, not in the joined file.
        #expect((format["tags"] as? [String: Any])?.text("comment") == nil)
    }

    @Test func aChunkRenderedAgainHasTheSameBytes() throws {
        let output = scratchFolder().appendingPathComponent("again.mp4")
        let path = try writeChunk(output, index: 1, count: 2, frames: 20)
        let first = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try writeChunk(output, index: 1, count: 2, frames: 20)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == first)
    }

    @Test func webmChunksKeepTheLastFrameWhole() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("clip.webm")
        let chunks = try (0..<2).map { try writeChunk(output, index: $0, count: 2, frames: 30, fps: 60) }
        _ = try concatenateSegments(chunks, into: output.path)
        let (stream, format) = try MediaProbe.probe(output.path)
        #expect(stream.text("nb_read_frames") == "30")
        #expect(format.text("duration") == "0.500000")
    }

    @Test func gifChunksAreLosslessAndEncodedOnce() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("clip.gif"), whole = folder.appendingPathComponent("whole.gif")
        let chunks = try (0..<3).map { try writeChunk(output, index: $0, count: 3, frames: 24, fps: 60) }
        #expect(chunks[0].hasSuffix("clip.chunk-0000-of-0003.gif.mkv"))
        // FFV1 holds the premultiplied bytes exactly: FFmpeg's own decoder gives them back.
        let decoded = try MediaProbe.decodeAll(URL(fileURLWithPath: chunks[1]), pixFmt: "rgba")
        var expected = Data()
        for i in 8..<16 { let p = testFrame(i, width: 64, height: 48); expected.append(p.data, count: 64 * 48 * 4) }
        #expect(decoded == expected)
        _ = try concatenateSegments(chunks, into: output.path)
        try writeWhole(whole, frames: 24, fps: 60)
        #expect(try Data(contentsOf: output) == (try Data(contentsOf: whole)))
    }

    @Test func gifChunksAreRawUpTo256MiBAndFFV1Beyond() {
        // 1280·720·4 = 3 686 400 bytes a frame: 72 frames are 265 420 800
        // bytes, under 2^28 = 268 435 456; 73 are 269 107 200, over it.
        #expect(CodecSpec.losslessIntermediate(width: 1280, height: 720, frames: 72).encoderName == "rawvideo")
        #expect(CodecSpec.losslessIntermediate(width: 1280, height: 720, frames: 73).encoderName == "ffv1")
        #expect(CodecSpec.losslessIntermediate(width: 1280, height: 720, frames: 73).muxerOptions.isEmpty)
        #expect(CodecSpec.losslessIntermediate(width: 64, height: 48, frames: 8).muxerOptions.map(\.0) == ["allow_raw_vfw"])
    }

    @Test func damagedOrForeignChunksAreRefusedAndNothingIsWritten() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("clip.mp4")
        let chunks = try (0..<2).map { try writeChunk(output, index: $0, count: 2, frames: 30) }
        let cut = folder.appendingPathComponent("cut.mp4")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: chunks[1]))
        try bytes.prefix(bytes.count * 2 / 3).write(to: cut)
        let truncated = message { _ = try concatenateSegments([chunks[0], cut.path], into: output.path) }
        #expect(truncated.contains("cut.mp4"))
        let whole = folder.appendingPathComponent("whole.mp4")
        try writeWhole(whole, frames: 30)
        let foreign = message { _ = try concatenateSegments([chunks[0], whole.path], into: output.path) }
        #expect(foreign.contains("not an animgen chunk") && foreign.contains("whole.mp4"))
        let other = try writeChunk(folder.appendingPathComponent("b.mp4"), index: 1, count: 2, frames: 30, render: "r2")
        let mixed = message { _ = try concatenateSegments([chunks[0], other], into: output.path) }
        #expect(mixed.contains("another render") && mixed.contains("b.chunk-0001-of-0002.mp4"))
        #expect(!contents(folder).contains("clip.mp4"))
        #expect(!contents(folder).contains { $0.hasPrefix(".clip") })
    }

    /// Chunks say how they were encoded; a set of both modes is refused
    /// with the chunks to render again, and nothing is written.
    @Test func mp4ChunksRecordTheirEncodingAndAMixIsExplained() throws {
        let folder = scratchFolder()
        let output = folder.appendingPathComponent("mix.mp4")
        let chunks = [try writeChunk(output, index: 0, count: 3, frames: 90, grid: 30),
                      try writeChunk(output, index: 1, count: 3, frames: 90, grid: 30, encoding: .fast),
                      try writeChunk(output, index: 2, count: 3, frames: 90, grid: 30)]
        #expect(try readSegmentTag(atPath: chunks[0]).encoding == .reproducible)
        #expect(try readSegmentTag(atPath: chunks[1]).encoding == .fast)
        #expect(try readSegmentTag(atPath: chunks[1]).description.hasSuffix(" encoding=fast"))
        let refused = message { _ = try concatenateSegments(chunks, into: output.path) }
        #expect(refused.contains("chunk(s) 1/3 were encoded fast"), "\(refused)")
        #expect(refused.contains("again with `encoding: .reproducible`"), "\(refused)")
        #expect(!contents(folder).contains("mix.mp4"))
        // A GIF's chunks do not depend on the mode, and say nothing of it.
        let tag = try SegmentTag(index: 0, count: 1, totalFrames: 2, renderID: "g")
        let gif = folder.appendingPathComponent("g.gif")
        let encoder = try makeEncoder(for: gif, width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1),
                                      options: EncodeOptions(segment: tag, encoding: .reproducible))
        for i in 0..<2 { try encoder.append(testFrame(i, width: 8, height: 8)) }
        try encoder.finish()
        #expect(try readSegmentTag(atPath: tag.path(forOutput: gif.path)).encoding == nil)
        // Tags from before the field (reproducible then) still read; a bad value does not.
        #expect(SegmentTag(parsing: "animgen-chunk/1 render=r chunk=0/1 frames=0-3 total=3")?.encoding == nil)
        #expect(SegmentTag(parsing: "animgen-chunk/1 render=r chunk=0/1 frames=0-3 total=3 encoding=turbo") == nil)
    }

    @Test func pngSequenceChunksWriteTheirOwnFramesAndKeepTheOthers() throws {
        let folder = scratchFolder()
        let pattern = folder.appendingPathComponent("seq/%02d.png")
        for index in [1, 0] {
            let tag = try SegmentTag(index: index, count: 2, totalFrames: 6, renderID: "r")
            let encoder = try makeEncoder(for: pattern, width: 8, height: 8, frameRate: try FrameRate(numerator: 30, denominator: 1), options: EncodeOptions(segment: tag))
            for i in tag.frames { try encoder.append(testFrame(i, width: 8, height: 8)) }
            try encoder.finish()
        }
        #expect(contents(folder.appendingPathComponent("seq")) == ["00.png", "01.png", "02.png", "03.png", "04.png", "05.png"])
    }
}
