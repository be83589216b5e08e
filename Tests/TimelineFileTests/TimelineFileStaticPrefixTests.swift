import Foundation
import Raster
import Testing
import TestSupport
@testable import TimelineFile

/// The background and the static layers below the first animated one are
/// drawn once per renderer and copied into each frame: the frames keep the
/// bytes of drawing every layer, and the frame budget still counts them.
@Suite(.serialized) struct TimelineFileStaticPrefixTests {
    // A gradient background, a shadowed card and a title that never change,
    // a dot moving across them, and a static label above the dot.
    static let text = """
    { size: [120, 80], fps: 10, duration: 1,
      background: { type: "radial", center: [0.5, 0.4], startRadius: 0, endRadius: 90, stops: ["#1B2040", "#0B0D1A"] },
      layers: [
        { type: "roundedRect", cornerRadius: 8, size: [80, 50], position: [60, 40], fill: "white",
          shadow: { color: "rgba(0, 0, 0, 0.4)", radius: 6, y: 3 } },
        { type: "text", text: "Card", fontSize: 11, fill: "#23263A", position: [60, 28] },
        { type: "circle", size: 10, position: { from: [20, 50], to: [100, 50], duration: 1 }, fill: "#FF4D9D" },
        { type: "text", text: "above", fontSize: 9, fill: "#3DDCFF", position: [60, 52] },
      ] }
    """

    @Test func theLeadingStaticLayersAreCounted() throws {
        // The card and the title; the dot moves, so it and what lies above it are drawn each frame.
        #expect(StaticPrefix(document: try TimelineTestSupport.document(Self.text)).layerCount == 2)
        let moving = "{ layers: [ { type: \"rect\", size: [4, 4], opacity: { from: 0, to: 1, duration: 1 } },"
            + " { type: \"circle\", size: 4 } ] }"
        #expect(StaticPrefix(document: try TimelineTestSupport.document(moving)).layerCount == 0)
        let later = "{ layers: [ { type: \"rect\", size: [4, 4], start: 0.5 } ] }"
        #expect(StaticPrefix(document: try TimelineTestSupport.document(later)).layerCount == 0,
                "a layer that appears later is not static")
    }

    @Test func framesKeepTheirBytesInAnyOrder() throws {
        let scene = TimelineFileScene(document: try TimelineTestSupport.document(Self.text))
        let settings = scene.defaultSettings
        let before = RenderCaches.isEnabled
        defer { RenderCaches.isEnabled = before }
        RenderCaches.isEnabled = false
        let plainRenderer = try scene.makeRenderer(for: settings)
        let order = [7, 0, 3, 9, 3]
        let plain = try order.map { try plainRenderer.render(frame: $0).bytes }
        RenderCaches.isEnabled = true
        let cachedRenderer = try scene.makeRenderer(for: settings)
        let canvas = Pixmap(width: settings.width, height: settings.height)
        for (k, i) in order.enumerated() {
            // Into a reused canvas, which still holds the frame before.
            try cachedRenderer.render(frame: i, into: canvas)
            #expect(firstPixelDifference(plain[k], canvas.bytes, width: settings.width, height: settings.height,
                                         bytesPerPixel: 4) == nil, "frame \(i)")
        }
        // A frame alone, from a fresh renderer, is the frame of the sequence.
        let alone = try scene.makeRenderer(for: settings).render(frame: 3).bytes
        #expect(alone == plain[2])
        #expect(plain[0] != plain[1], "the dot moves")
    }

    @Test func theBudgetStillCountsTheStaticLayers() throws {
        // Each blurred layer takes a 10×10 canvas-sized layer: 100 pixels.
        // The two static ones fit a budget of 250 on their own; the moving
        // third goes over in every frame, with the picture reused or not.
        let document = try TimelineTestSupport.document("""
        { size: [10, 10], layers: [
          { type: "circle", size: [4, 4], blur: 1 }, { type: "circle", size: [4, 4], blur: 1 },
          { type: "circle", size: [4, 4], blur: { from: 1, to: 2, duration: 1 } } ] }
        """)
        var budget = FrameBudget()
        budget.layerPixels = 250
        let renderer = try TimelineFileRenderer(document: document,
                                                settings: TimelineFileScene(document: document).defaultSettings,
                                                budget: budget)
        for frame in [0, 1, 0] {
            do {
                _ = try renderer.render(frame: frame)
                Issue.record("three layers of 100 pixels fit a budget of 250 (frame \(frame))")
            } catch let error as TimelineFileError {
                #expect(error.diagnostics.first?.path == "layers[2]")
            }
        }
    }
}
