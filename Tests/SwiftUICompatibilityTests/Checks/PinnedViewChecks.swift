// A set of view renders pinned byte for byte (Tests/Pinned/views.txt): still
// views from every kind of SwiftUI-style code here, and animated ones at
// several frames, so a change that moves code proves it moved no pixel.
import AnimGen
import Testing
import TestSupport

@Suite struct PinnedViewChecks {
    @Test func viewRendersKeepTheirBytes() throws {
        var pins = PinnedDigests("views")
        func still<V: View>(_ name: String, _ view: V) throws {
            pins.add("still/\(name)", try render(view).pixmap.sha256)
        }
        func animated<V: View>(_ name: String, _ view: V, frames: [Int]) throws {
            for index in frames {
                pins.add("animated/\(name)/\(index)", try frame(index, of: view, width: 240, height: 160, fps: 10, seconds: 3).pixmap.sha256)
            }
        }
        try still("CatalogSwatches", CatalogSwatches())
        try still("UIKitColoredBars", UIKitColoredBars())
        try still("BlendSwatches", BlendSwatches())
        try still("DonutView", DonutView())
        try still("StoredCanvases", StoredCanvases())
        try still("ForegroundCanvas", ForegroundCanvas())
        try still("CoreGraphicsSketch", CoreGraphicsSketch())
        try still("CoreGraphicsCard", CoreGraphicsCard())
        try still("FilterGallery", FilterGallery())
        try still("InvertedBadge", InvertedBadge())
        try still("InsetCard", InsetCard())
        try still("DeepCard", DeepCard())
        try still("ClippedPhoto", ClippedPhoto())
        try still("StyledSwatches", StyledSwatches())
        try still("SelfSizedBadges", SelfSizedBadges())
        try still("Gallery", Gallery())
        try still("EverydayPanel", EverydayPanel())
        try still("EverydayStyles", EverydayStyles())
        try still("BlockLabel", BlockLabel())
        try still("TiledIconLabel", TiledIconLabel())
        try still("DiagonalSwatches", DiagonalSwatches())
        try still("SwatchGrid", SwatchGrid())
        try still("SwatchRows", SwatchRows())
        try still("ScrolledColumn", ScrolledColumn())
        try animated("ShakeDemo", ShakeDemo(), frames: [0, 3, 7, 15])
        try animated("LoadingBar", LoadingBar(), frames: [0, 5, 12, 29])
        try animated("Pulse", Pulse(), frames: [0, 5, 12, 29])
        try animated("PulseRings", PulseRings(), frames: [0, 5, 12, 29])
        try animated("Loader", Loader(), frames: [0, 5, 12, 29])
        try animated("RingProgress", RingProgress(progress: 0.6), frames: [0, 5, 12, 29])
        try animated("Bouncer", Bouncer(), frames: [0, 5, 12, 29])
        try animated("HoppingMarker", HoppingMarker(stops: [0, 40, 80]), frames: [0, 5, 12, 29])
        try animated("SlidingMarker", SlidingMarker(), frames: [0, 5, 12, 29])
        let differences = try pins.differences()
        #expect(differences.isEmpty, "\(differences.count) renders changed:\n\(differences.joined(separator: "\n"))")
    }
}
