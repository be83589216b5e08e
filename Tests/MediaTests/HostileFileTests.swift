import Foundation
import ImageFiles
@testable import Media
import Raster
import TestSupport
import Testing
import Timeline

/// Issue 35 in the media layer: temporaries are created exclusively under
/// unpredictable names and never through a link; outputs that are, lie
/// inside or contain an input are refused; tampered chunk tags are refused
/// before any of their numbers is used.
@Suite struct HostileFileTests {
    private func pixmap() -> Pixmap {
        let p = Pixmap(width: 4, height: 4)
        p.clear(to: RGBA8(r: 200, g: 10, b: 10, a: 255))
        return p
    }

    // MARK: Fault 3: planted links

    /// The names the temporaries used to have (serials 1, 2, 3 of this
    /// process) hold links to a victim: a render must neither follow them
    /// nor leave its output as a link.
    @Test func linksPlantedAtTemporaryNamesAreNeverFollowed() throws {
        let folder = scratchFolder().path
        let victim = folder + "/victim.txt"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        for serial in 0...20 {
            let name = TemporaryName(stem: "out", processID: getpid(), serial: serial, pathExtension: "png").fileName
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + name, withDestinationPath: victim)
        }
        try pixmap().writePNG(to: URL(fileURLWithPath: folder + "/out.png"))
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
        var info = stat()
        #expect(lstat(folder + "/out.png", &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func temporaryNamesAreUnpredictableAndCreatedExclusively() throws {
        let folder = scratchFolder().path
        let serials = Set((0..<50).map { _ in TemporaryName.next(for: "x.mp4").serial })
        #expect(serials.count > 45)
        let a = try TemporaryFile.create(in: folder, for: "x.mp4")
        let b = try TemporaryFile.create(in: folder, for: "x.mp4")
        defer { close(a.descriptor); close(b.descriptor) }
        #expect(a.path != b.path)
        #expect(TemporaryName(parsing: (a.path as NSString).lastPathComponent)?.processID == getpid())
        #expect(TemporaryFile.isSameFile(a.path, as: a.descriptor))
        #expect(!TemporaryFile.isSameFile(b.path, as: a.descriptor))
    }

    /// A temporary swapped for a link while the encoder writes it (a race
    /// the exclusive create cannot stop, since FFmpeg reopens by name) is
    /// detected at commit: the link is neither renamed into place nor followed.
    @Test func aTemporarySwappedForALinkIsNotCommitted() throws {
        let folder = scratchFolder().path
        let victim = folder + "/victim.txt"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let output = try AtomicOutput(path: folder + "/out.bin")
        #expect(unlink(output.temporaryPath) == 0)
        try FileManager.default.createSymbolicLink(atPath: output.temporaryPath, withDestinationPath: victim)
        #expect(throws: MediaError.self) { try output.commit() }
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.bin"))
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    }

    // MARK: Fault 1: outputs and inputs

    @Test func outputsThatAreLieInsideOrContainAnInputAreRefused() throws {
        let folder = scratchFolder().path
        let input = folder + "/in.png", inputs = folder + "/frames"
        try Data("x".utf8).write(to: URL(fileURLWithPath: input))
        try FileManager.default.createDirectory(atPath: inputs + "/deep", withIntermediateDirectories: true)
        try Data("y".utf8).write(to: URL(fileURLWithPath: inputs + "/deep/f.png"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias.png", withDestinationPath: "in.png")
        func relation(_ output: String, _ input: String) -> String? {
            do {
                try OutputLocation.refuseOverwriting(inputs: [(path: input, role: "the input")], output: output)
                return nil
            } catch let error as MediaError {
                return error.parts?.what
            } catch { return "\(error)" }
        }
        #expect(relation(folder + "/alias.png", input)?.hasPrefix("the output is the input") == true)
        // A missing folder and `..`: the kernel makes sub, then writes in.png.
        #expect(relation(folder + "/sub/../in.png", input)?.hasPrefix("the output is the input") == true)
        #expect(relation(folder + "/./frames/../in.png", input)?.hasPrefix("the output is the input") == true)
        #expect(relation(inputs + "/deep/new/out.mp4", inputs)?.hasPrefix("the output lies inside the input") == true)
        #expect(relation(inputs, inputs + "/deep/f.png")?.hasPrefix("the output contains the input") == true)
        #expect(relation(folder + "/other.png", input) == nil)
        #expect(relation(folder + "/missing.png", folder + "/also-missing.png") == nil)
    }

    // MARK: Fault 5: tampered tags

    @Test(arguments: [
        "chunk=1/-1", "chunk=-1/3", "chunk=3/3", "total=\(Int.max)", "total=0", "chunk=1/1000000000000",
        "frames=5-3", "frames=-2-3", "frames=0-11", "grid=0", "grid=11", "loop=70000", "render=",
    ])
    func tamperedTagsAreRefused(field: String) {
        let good = "animgen-chunk/1 render=abc chunk=1/3 frames=3-6 total=10 rate=30/1"
        #expect(SegmentTag(parsing: good) != nil)
        let key = field.split(separator: "=")[0]
        let words = good.split(separator: " ").map { $0.hasPrefix(key + "=") ? field : String($0) }
        let text = words.contains(field) ? words.joined(separator: " ") : good + " " + field
        #expect(SegmentTag(parsing: text) == nil, "\(text)")
    }

    @Test func aTagWithoutARateReadsBackWithout() throws {
        let tag = try SegmentTag(index: 0, count: 2, totalFrames: 6, renderID: "v")
        #expect(!tag.description.contains("rate="))
        let back = try #require(SegmentTag(parsing: tag.description))
        #expect(back.frameRate == nil && back.frames == 0..<3)
    }

    @Test func aCountFarBeyondTheFilesIsCheckedInstantly() throws {
        let count = SegmentTag.maximumCount
        let t = try #require(SegmentTag(parsing: "animgen-chunk/1 render=a chunk=0/\(count) frames=0-1 total=\(SegmentTag.maximumFrames) rate=30/1 grid=60"))
        let started = Date()
        #expect(throws: MediaError.self) { _ = try SegmentSet.ordered([SegmentFile(path: "c0", tag: t)]) }
        #expect(Date().timeIntervalSince(started) < 5)
        #expect(throws: MediaError.self) {
            _ = try SegmentTag(index: 0, count: SegmentTag.maximumCount + 1, totalFrames: SegmentTag.maximumFrames, renderID: "a")
        }
    }
}
