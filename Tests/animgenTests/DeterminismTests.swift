import Foundation
import Testing
import TestSupport

/// Issue 2 item 7 through the command line: same arguments, same decoded
/// frames; one frame rendered alone is the same file as that frame of the
/// full sequence; the seed changes the show.
@Suite struct DeterminismTests {
    @Test func twoRunsGiveIdenticalDecodedFrames() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let arguments = ["--seconds", "0.5", "--size", "96x54"]
        try FireworksVideoTests.render(arguments + ["-o", folder.path + "/a.mp4"])
        try FireworksVideoTests.render(arguments + ["-o", folder.path + "/b.mp4"])
        try FireworksVideoTests.render(arguments + ["--seed", "7", "-o", folder.path + "/c.mp4"])
        let a = try MediaProbe.frameHashes(folder.path + "/a.mp4")
        let b = try MediaProbe.frameHashes(folder.path + "/b.mp4")
        let c = try MediaProbe.frameHashes(folder.path + "/c.mp4")
        #expect(a.count == 30)
        #expect(a == b)
        // Another seed is another show: no frame is the same.
        #expect(c.count == 30)
        #expect(zip(a, c).allSatisfy { $0 != $1 })
    }

    @Test func frameAloneIsByteIdenticalToItsPlaceInTheSequence() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let size = ["--size", "96x54"]
        try FireworksVideoTests.render(["--seconds", "0.5"] + size + ["-o", folder.path + "/seq/%04d.png"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/seq").sorted()
        #expect(names == (0..<30).map { String(format: "%04d.png", $0) })
        for n in [0, 17, 29] {
            let alone = folder.path + "/frame\(n).png"
            try FireworksVideoTests.render(["--seconds", "0.5", "--frame", "\(n)"] + size + ["-o", alone])
            let inSequence = folder.path + String(format: "/seq/%04d.png", n)
            let pixels = try MediaProbe.rgba(alone)
            #expect(pixels.count == 96 * 54 * 4)
            #expect(firstByteDifference(pixels, try MediaProbe.rgba(inSequence)) == nil, "frame \(n): decoded pixels differ")
            // Our PNG writer is deterministic, so the files match byte for byte too.
            #expect(try Data(contentsOf: URL(fileURLWithPath: alone))
                    == Data(contentsOf: URL(fileURLWithPath: inSequence)), "frame \(n): file bytes differ")
        }
        // --time T picks the frame on screen at T: 0.25 s at 60 fps is frame 15.
        let timed = folder.path + "/timed.png"
        try FireworksVideoTests.render(["--seconds", "0.5", "--time", "0.25"] + size + ["-o", timed])
        #expect(try Data(contentsOf: URL(fileURLWithPath: timed))
                == Data(contentsOf: URL(fileURLWithPath: folder.path + "/seq/0015.png")))
        // Consecutive frames differ: the sequence is an animation, not a still.
        #expect(try MediaProbe.rgba(folder.path + "/seq/0000.png") != MediaProbe.rgba(folder.path + "/seq/0001.png"))
    }
}
