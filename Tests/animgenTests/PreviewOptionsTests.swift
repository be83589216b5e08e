// The options `animgen previews` and `animgen render FILE.swift --view`
// share, read once: a still's time becomes a frame by the one exact rule
// (⌊t × fps⌋ on the written decimal), where multiplying Doubles falls short.
import AnimGen
import SwiftUIPreviews
import Testing
@testable import animgen

@Suite struct PreviewOptionsTests {
    func request(_ arguments: [String]) throws -> PreviewRequest {
        let parsed = try ArgumentParser.parse(["."] + arguments, for: PreviewsCommand.spec)
        return try PreviewsCommand.request(parsed, output: "/tmp/animgen-previews")
    }

    @Test func aStillsTimeIsTheFrameOnScreenThen() throws {
        // 4.1 s at 30 fps is frame 123 exactly; 4.1 * 30.0 in Doubles is 122.99999999999999.
        #expect(4.1 * 30.0 < 123)
        #expect(try request(["--time", "4.1"]).stillFrame == 123)
        #expect(try request(["--time", "1.16", "--fps", "25"]).stillFrame == 29)
        #expect(try request(["--fps", "25", "--time", "1.16"]).stillFrame == 29)
        // Just before 1/3 s at 30 fps: frame 10 starts at exactly 1/3 s.
        #expect(try request(["--time", "0.333333333"]).stillFrame == 9)
        #expect(try request(["--time", "1:00.5"]).stillFrame == 1815)
        #expect(try request([]).stillFrame == 0)
    }

    @Test(arguments: ["-1", "x", "3601", "nan"])
    func badTimesAreUsageErrors(text: String) {
        let error = cliError { _ = try request(["--time", text]) }
        #expect(error?.kind == .usage)
        #expect(error?.location == "--time \(text)")
    }

    @Test func secondsMakeAGIFUnlessAFormatIsNamed() throws {
        #expect(try request(["--seconds", "2"]).format == "gif")
        #expect(try request(["--seconds", "2", "--format", "mp4"]).format == "mp4")
        #expect(try request([]).format == "png")
    }
}
