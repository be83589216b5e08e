import Foundation
import Raster
import Testing
import Timeline
@testable import Verification
#if canImport(Glibc)
import Glibc
#endif

/// Issue 35 in Verification: a golden frame's size is checked against its
/// manifest before it is decoded (fault 7), and a chunk report's rows are
/// read here, refusing any line that is not a whole row (fault 5).
@Suite struct GoldenSizeAndReportTests {
    private let parameters = GoldenParameters(width: 4, height: 4, frameRate: .fps60, seconds: 1, frameCount: 60, seed: 1)

    /// A golden replaced by 35 bytes of GIF declaring 16000×16000 (977 MiB
    /// decoded): refused from its header, naming both sizes.
    @Test func aGoldenIsMeasuredBeforeItIsDecoded() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-golden-size-\(getpid())-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(directory: folder)
        try store.record(scene: "s", parameters: parameters, frames: [0], frameRate: .fps60) { _ in Pixmap(width: 4, height: 4) }
        let le: [UInt8] = [0x80, 0x3E]
        let gif = Array("GIF89a".utf8) + le + le + [0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            + [0x2C, 0, 0, 0, 0] + le + le + [0] + [2, 2, 0x4C, 0x01, 0] + [0x3B]
        try Data(gif).write(to: folder.appendingPathComponent("frame-00000.png"))
        var before = rusage(), after = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &before)
        let error = #expect(throws: VerificationError.self) {
            _ = try store.readGolden(try #require(store.readManifest().frame(0)), parameters: parameters)
        }
        getrusage(Int32(RUSAGE_SELF.rawValue), &after)
        #expect(error?.description.contains("is 16000x16000 but the manifest says 4x4") == true, "\(String(describing: error))")
        #expect((after.ru_maxrss - before.ru_maxrss) / 1024 < 300)
    }

    @Test func reportRowsAreReadWholeOrRefusedByLine() throws {
        let good = "3\t0.050\t0\t0 (0.000 %)\tinf\tpass\tpass"
        let rows = try VerificationReport.parseReportLines([good[...], good.replacingOccurrences(of: "\tpass\tpass", with: "\tfail\tfail")[...]])
        #expect(rows.count == 2 && rows[0].count == VerificationReport.cellsPerRow && rows[1].last == "fail")
        let cases: [(String, String)] = [
            ("3\t0.050\tpass", "line 3 has 3 cells"),
            (good + "\textra", "line 3 has more than 7 cells"),
            (good.replacingOccurrences(of: "\tpass\tpass", with: "\tpass\tmaybe"), "line 3 has 7 cells, not the 7 of a report row ending in pass or fail"),
            ("", "line 3 has 1 cells"),
        ]
        for (line, message) in cases {
            let error = #expect(throws: ReportRowError.self) {
                _ = try VerificationReport.parseReportLines([good[...], line[...]], firstLine: 2)
            }
            #expect(error?.line == 3)
            #expect(error?.description.hasPrefix(message) == true, "\(String(describing: error))")
        }
    }
}
