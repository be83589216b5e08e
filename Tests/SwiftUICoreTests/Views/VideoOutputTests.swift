// A scripted view written to MP4 and GIF through the same pipeline as
// every other scene (two render workers), checked with ffprobe.
import Foundation
import Media
import Raster
import TestSupport
import Testing
import Timeline
import SwiftUICore

@Suite struct VideoOutputTests {
    @Test(arguments: ["ring.mp4", "ring.gif"])
    func progressRingMovie(_ name: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("views-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let renderer = try ViewAnimation(ProgressRing(progress: 0.1), width: 152, height: 152, background: .white)
            .at(0.2) { ring in withAnimation(.spring) { ring.progress = 0.85 } }
            .makeRenderer(frameRate: .fps30, duration: 1)
        let url = dir.appendingPathComponent(name)
        let encoder = try makeEncoder(for: url, width: 152, height: 152, frameRate: try FrameRate(numerator: 30, denominator: 1))
        try FramePipeline(frameCount: renderer.frameCount, workers: 2).run(encoder: encoder) { try renderer.render(frame: $0) }
        let (stream, format) = try MediaProbe.probe(url.path)
        #expect(stream.text("width") == "152" && stream.text("height") == "152")
        if name.hasSuffix(".gif") {
            // A GIF shows a still stretch (the ring waits until 0.2 s) as one longer image: 1 s in all.
            #expect(format.text("duration") == "1.000000")
            #expect(Int(stream.text("nb_read_frames") ?? "") ?? 0 < 30)
        } else {
            #expect(stream.text("nb_read_frames") == "30")
        }
    }
}
