import AnimGen
import Testing
@testable import animgen
import TestSupport

/// `verify` and `sheet` take built-in names and timeline file paths.
@Suite struct VerifySheetBuiltInTests {
    static let root = PackagePaths.root

    @Test(arguments: ["progress-ring", "timelines/ticket.json5"])
    func recordThenVerifyPasses(_ target: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let golden = folder.url.appendingPathComponent("golden").path
        let common = ["--golden", golden, "--frames", "0,5", "--size", "96x96", "-q"]
        let record = try Tool.run(["verify", target, "--record"] + common, in: Self.root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(FileManager.default.fileExists(atPath: golden + "/frame-00005.png"))
        let verify = try Tool.run(["verify", target] + common, in: Self.root)
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }

    @Test func sheetOfABuiltInIsAPNG() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let out = folder.url.appendingPathComponent("s.png")
        let run = try Tool.run(["sheet", "badge", "--frames", "0,120,239", "--columns", "3", "--width", "80",
                                "--size", "160x160", "-o", out.path, "-q"])
        #expect(run.status == 0, "\(run.stderr)")
        let image = try decodeImage(at: out)
        #expect(image.width >= 3 * 80 && image.height >= 80)
    }

    @Test func missingTimelineFileIsAUsageError() throws {
        let run = try Tool.run(["sheet", "timelines/nope.json5", "-o", "/tmp/never.png"], in: Self.root)
        #expect(run.status == 2)
        #expect(run.stderr.contains("no scene and no file named timelines/nope.json5"), "\(run.stderr)")
    }
}
