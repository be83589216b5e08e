// Every built-in's and example timeline's frames (a sample per scene), every bench image and the
// curve plot, pinned byte for byte (Tests/Pinned/built-ins.txt): a change
// that moves code proves here that it moved no pixel.
import AnimGen
import Raster
import Scenes
import TestSupport
import Testing
import TimelineFile
@testable import animgen

@Suite struct PinnedBytesTests {
    /// Frames 0, the middle one and the last of every built-in scene at its
    /// default settings, the bench scenes, and `animgen curves`' picture.
    @Test func builtInsAndBenchImagesKeepTheirBytes() throws {
        var pins = PinnedDigests("built-ins")
        for scene in BuiltInScenes.all {
            let renderer = try scene.makeRenderer(for: scene.defaultSettings)
            let count = renderer.settings.frameCount
            for frame in Set([0, count / 2, count - 1]).sorted() {
                pins.add("scene/\(scene.name)/\(frame)", try renderer.render(frame: frame).sha256)
            }
        }
        let timelines = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.timelines.path)
            .filter { $0.hasSuffix(".json5") }.sorted()
        for file in timelines {
            let scene = try TimelineFileScene(contentsOfFile: PackagePaths.timelines.appendingPathComponent(file).path)
            let renderer = try scene.makeRenderer(for: scene.defaultSettings)
            let count = renderer.settings.frameCount
            for frame in Set([0, count / 3, count - 1]).sorted() {
                pins.add("timeline/\(file)/\(frame)", try renderer.render(frame: frame).sha256)
            }
        }
        for scene in BenchScene.allCases {
            let pixmap = Pixmap(width: BenchScene.width, height: BenchScene.height)
            try BenchScene.draw(scene.items(), into: RasterContext(target: pixmap, threads: 1), background: scene.background)
            pins.add("bench/\(scene.rawValue)", pixmap.sha256)
        }
        for scene in EverydayBenchScene.allCases {
            let pixmap = Pixmap(width: EverydayBenchScene.width, height: EverydayBenchScene.height)
            try EverydayBenchScene.draw(scene.items(), into: pixmap, threads: 1)
            pins.add("bench/\(scene.rawValue)", pixmap.sha256)
        }
        let views = try ViewBenchScene.renderer()
        for frame in [ViewBenchScene.frames.lowerBound, 60, ViewBenchScene.frames.upperBound - 1] {
            pins.add("bench/views/\(frame)", try views.render(frame: frame).sha256)
        }
        pins.add("curves", try CurvesPlot.render().sha256)
        let differences = try pins.differences()
        #expect(differences.isEmpty, "\(differences.count) renders changed:\n\(differences.joined(separator: "\n"))")
    }
}
