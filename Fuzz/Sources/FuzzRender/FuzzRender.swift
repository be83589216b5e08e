// Parse and render: a timeline that loads is drawn at 32×24, first and
// last frame, under the default frame budget.
import FuzzSupport
import Foundation
import Scenes

@_cdecl("FuzzRender_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzRender)
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzRender(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    guard let document = try? TimelineDocument.parse(bytes, file: "fuzz.json5", name: "fuzz",
                                                      baseDirectory: fuzzBaseDirectory) else { return 0 }
    let scene = TimelineFileScene(document: document)
    var settings = scene.defaultSettings
    settings.width = 32
    settings.height = 24
    guard let renderer = try? scene.makeRenderer(for: settings) else { return 0 }
    let count = document.frameCount
    for frame in Set([0, max(count - 1, 0)]) { _ = try? renderer.render(frame: frame) }
    return 0
}

/// timelines/, so the examples' images and fonts resolve (set by scripts/fuzz).
let fuzzBaseDirectory: String = {
    guard let value = getenv("ANIMGEN_FUZZ_BASE") else { return "." }
    return String(cString: value)
}()
