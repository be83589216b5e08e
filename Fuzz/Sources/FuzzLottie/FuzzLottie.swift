// The Lottie reader (JSON, .tgs gzip, .lottie zip, with its limits) on
// arbitrary bytes; a file it accepts is drawn at 32x24, first and middle frame.
import AnimGen
import FuzzSupport

@_cdecl("FuzzLottie_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in
        do {
            let scene = try LottieScene(data: Data(bytes))
            _ = scene.diagnostics.map(\.description)
            var settings = scene.defaultSettings
            settings.width = 32
            settings.height = 24
            let renderer = try scene.makeRenderer(for: settings)
            _ = try renderer.render(frame: 0)
            if settings.frameCount > 1 { _ = try renderer.render(frame: settings.frameCount / 2) }
        } catch {
            _ = String(describing: error)
        }
    }
}
