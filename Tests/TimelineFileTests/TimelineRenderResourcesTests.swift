import Foundation
import Raster
import Testing
import TestSupport
import Typesetting
@testable import TimelineFile

/// A timeline render keeps its text layouts and filter results in the
/// resources its scene was given, with the bytes of a render through the
/// shared ones.
@Suite struct TimelineRenderResourcesTests {
    static let text = """
    { size: [120, 80], fps: 10, duration: 1,
      layers: [
        { type: "roundedRect", cornerRadius: 8, size: [80, 50], position: [60, 40], fill: "white",
          shadow: { color: "rgba(0, 0, 0, 0.4)", radius: 6, y: 3 } },
        { type: "text", text: "Resources", fontSize: 11, fill: "#23263A", position: [60, 28] },
        { type: "circle", size: 10, position: { from: [20, 50], to: [100, 50], duration: 1 }, fill: "#FF4D9D",
          shadow: { color: "black", radius: 2 } },
      ] }
    """

    @Test func aScenesRendersUseItsResources() throws {
        let own = RenderResources()
        let cachesOn = RenderCaches.isEnabled
        var scene = TimelineFileScene(document: try TimelineTestSupport.document(Self.text))
        scene.resources = own
        let mine = try scene.makeRenderer(for: scene.defaultSettings).render(frame: 4)
        if cachesOn && RenderCaches.isEnabled {
            #expect(own.textLayoutCount > 0, "the text layer was laid out with the render's resources")
            #expect(own.filterInputsMet > 0, "the shadows went through the render's filter cache")
        }
        let plain = TimelineFileScene(document: try TimelineTestSupport.document(Self.text))
        let shared = try plain.makeRenderer(for: plain.defaultSettings).render(frame: 4)
        #expect(mine.bytes == shared.bytes)
    }
}
