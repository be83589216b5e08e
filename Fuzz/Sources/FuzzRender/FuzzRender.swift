// Parse and render: a timeline that loads is drawn at 32×24, first and
// last frame, under the default frame budget.
import Foundation
import FuzzSupport
import TimelineFile

@_cdecl("FuzzRender_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // timelines/, so the examples' images and fonts resolve (set by scripts/fuzz).
    let base = ProcessInfo.processInfo.environment["ANIMGEN_FUZZ_BASE"] ?? "."
    return runFuzzer(argc, argv) { bytes in
        guard let document = try? TimelineDocument.parse(bytes, file: "fuzz.json5", name: "fuzz",
                                                          baseDirectory: base) else { return }
        let scene = TimelineFileScene(document: document)
        var settings = scene.defaultSettings
        settings.width = 32
        settings.height = 24
        guard let renderer = try? scene.makeRenderer(for: settings) else { return }
        for frame in Set([0, max(document.frameCount - 1, 0)]) { _ = try? renderer.render(frame: frame) }
    }
}
