// The timeline loader (parse, check, every diagnostic's text) on arbitrary bytes.
import FuzzSupport
import TimelineFile

@_cdecl("FuzzTimeline_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in
        do {
            _ = try TimelineDocument.parse(bytes, file: "fuzz.json5", name: "fuzz").overview
        } catch {
            _ = String(describing: error)
        }
    }
}
