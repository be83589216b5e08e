import Foundation
import ImageFiles
import Raster
import Testing
import Timeline
@testable import Verification

/// Issue 35 in the golden store and frame selection: recording owns only
/// what its manifest lists and never follows a link planted at a temporary
/// name; frame lists are bounded before they are expanded.
@Suite struct GoldenOwnershipTests {
    private let parameters = GoldenParameters(width: 4, height: 4, frameRate: .fps60, seconds: 1, frameCount: 60, seed: 1)

    private func scratchFolder(_ name: String = #function) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-golden-ownership-\(getpid())-\(name.prefix(20))-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func frame(_ index: Int) -> Pixmap {
        let p = Pixmap(width: 4, height: 4)
        p.clear(to: RGBA8(r: UInt8(index * 10), g: 0, b: 0, a: 255))
        return p
    }

    @Test func linksAtTheOldTemporaryNamesAreNotFollowed() throws {
        let folder = scratchFolder().path
        let victim = folder + "/victim.txt"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let store = GoldenStore(path: folder + "/g")
        try FileManager.default.createDirectory(atPath: folder + "/g", withIntermediateDirectories: true)
        for name in [".frame-00000.png.partial-\(getpid())", ".manifest.json.partial-\(getpid())"] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/g/" + name, withDestinationPath: victim)
        }
        try store.record(scene: "s", parameters: parameters, frames: [0], frameRate: .fps60) { frame($0) }
        #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
        for name in ["frame-00000.png", "manifest.json"] {
            var info = stat()
            #expect(lstat(folder + "/g/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "\(name)")
        }
        #expect(try store.readGolden(try #require(store.readManifest().frame(0)), parameters: parameters).sha256 == frame(0).sha256)
    }

    @Test func recordingRemovesOnlyWhatThePreviousManifestListed() throws {
        let folder = scratchFolder().path + "/g"
        let store = GoldenStore(path: folder)
        try store.record(scene: "s", parameters: parameters, frames: [0, 1], frameRate: .fps60) { frame($0) }
        try FileManager.default.createDirectory(atPath: folder + "/frame-00007.png", withIntermediateDirectories: true)
        for name in ["frame-00002.png", "frame-00003.diff.png", "frame-00007.png/inside"] {
            try Data(name.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder + "/frame-00001.sheet.png"))
        try store.record(scene: "s", parameters: parameters, frames: [1], frameRate: .fps60) { frame($0) }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(names == ["manifest.json", "frame-00001.png", "frame-00002.png", "frame-00003.diff.png", "frame-00007.png"])
        #expect(FileManager.default.contents(atPath: folder + "/frame-00007.png/inside") == Data("frame-00007.png/inside".utf8))
    }

    /// Expanding the first two would take hours and all memory: the limit catches that.
    @Test(.timeLimit(.minutes(1))) func frameListsAreBoundedBeforeExpansion() throws {
        #expect(throws: VerificationError.self) { _ = try FrameSelection.parseFrames("0-99999999999999") }
        #expect(throws: VerificationError.self) { _ = try FrameSelection.parseFrames("0-\(Int.max)") }
        #expect(throws: VerificationError.self) { _ = try FrameSelection.parseFrames("0-99999999", frameCount: 120) }
        #expect(throws: VerificationError.self) { _ = try FrameSelection.parseFrames("5,130", frameCount: 120) }
        #expect(try FrameSelection.parseFrames("0-119", frameCount: 120) == .frames(Array(0...119)))
    }
}
