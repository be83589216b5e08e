import CFFmpeg
import Foundation
import ImageFiles
import Testing
import TestSupport

@Suite(.serialized) struct FFmpegLogTests {
    @Test func lastErrorLineIsCapturedForMessages() {
        FFmpegLog.ensureInstalled()
        _ = FFmpegLog.takeLastLine()
        withVaList([]) { av_vlog(nil, AV_LOG_ERROR, "first problem\n", $0) }
        withVaList([]) { av_vlog(nil, AV_LOG_INFO, "just chatter\n", $0) }
        withVaList([]) { av_vlog(nil, AV_LOG_ERROR, "the reason\n", $0) }
        let e = MediaError.ffmpeg("Opening the thing", path: "/x/y.mp4", code: cff_averror_einval())
        #expect(e.description.contains("/x/y.mp4"))
        #expect(e.description.contains("Invalid argument"))
        #expect(e.description.contains("(FFmpeg: the reason)"))
        #expect(FFmpegLog.takeLastLine() == "")
    }

    @Test func corruptImageQuotesFFmpeg() throws {
        let url = scratchFolder().appendingPathComponent("bad.png")
        // A PNG signature and a truncated IHDR chunk.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0]).write(to: url)
        let e = #expect(throws: MediaError.self) { try decodeImage(at: url) }
        print("corrupt image message: \(e?.description ?? "-")")
        #expect(e?.kind == .corruptInput)
        #expect(e?.description.contains("re-export") == true)
    }
}

/// Issue 22 item 10: a full disk is reported without an unrelated FFmpeg line.
/// (In the serialized suite: the log line is global.)
extension FFmpegLogTests {
    @Test func aFullDiskIsNotQuotedWithAStaleLogLine() {
        FFmpegLog.ensureInstalled()
        _ = FFmpegLog.takeLastLine()
        withVaList([]) { av_vlog(nil, AV_LOG_WARNING, "[gif] unrelated earlier warning\n", $0) }
        let e = MediaError.ffmpeg("Writing a packet", path: "/x/a.gif", code: -ENOSPC, hint: "Check free disk space")
        #expect(e.description == "Writing a packet failed for /x/a.gif: No space left on device. Check free disk space")
        #expect(FFmpegLog.takeLastLine() == "")
    }
}
