import Foundation
import Frames
import ImageFiles
import Testing
import SwiftUICore
@testable import TimelineFile

/// Every example in timelines/ loads, and its first, middle and last frames render.
@Suite struct TimelineFileExamplesTests {
    @Test func examplesExist() {
        #expect(TimelineTestSupport.exampleFiles.count >= 4)
    }

    @Test(arguments: TimelineTestSupport.exampleFiles)
    func exampleRenders(_ file: URL) throws {
        let scene = try TimelineFileScene(contentsOfFile: file.path)
        var settings = scene.defaultSettings
        let preview = ProcessInfo.processInfo.environment["TIMELINE_PREVIEW_DIR"]
        if preview == nil {
            // A quarter of the size keeps the test quick; the drawing scales.
            settings.width = max(1, settings.width / 4)
            settings.height = max(1, settings.height / 4)
        }
        let renderer = try scene.makeRenderer(for: settings)
        let count = settings.frameCount
        for index in [0, count / 2, count - 1] {
            let pixmap = try renderer.render(frame: index)
            #expect(pixmap.width == settings.width && pixmap.height == settings.height)
            if let dir = preview {
                try pixmap.writePNG(to: "\(dir)/\(file.deletingPathExtension().lastPathComponent)-\(index).png")
            }
        }
    }
}
