import Foundation
import Media
import Raster
import TestSupport
import Testing
import Timeline

/// Issue 35, fault 11: `concat` reads the chunks' tags one file at a time
/// and joins with at most two open, so a render of many chunks joins
/// under a small open-file limit (every chunk used to be open at once:
/// it failed past ~1,020 at the usual limit of 1,024).
@Suite struct ChunkStreamingTests {
    @Test func eightyChunksJoinWithThirtyTwoOpenFiles() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let output = folder.path + "/many.gif"
        var chunks: [String] = []
        for index in 0..<80 {
            let tag = try SegmentTag(index: index, count: 80, totalFrames: 80, renderID: "r")
            let encoder = try makeEncoder(for: URL(fileURLWithPath: output), width: 8, height: 8,
                                          frameRate: try FrameRate(numerator: 10, denominator: 1), options: EncodeOptions(segment: tag))
            let frame = Pixmap(width: 8, height: 8)
            frame.clear(to: RGBA8(r: UInt8(index % 256), g: 40, b: 90, a: 255))
            try encoder.append(frame)
            try encoder.finish()
            chunks.append(try tag.path(forOutput: output))
        }
        let run = try runProcess(URL(fileURLWithPath: "/bin/sh"),
                                 ["-c", "ulimit -n 32 && exec \"$@\"", "sh", Tool.executable.path, "concat"] + chunks + ["-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try MediaProbe.frameDurations(output).count == 80)
    }
}
