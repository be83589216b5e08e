// The timeline loader (parse, check, every diagnostic's text) on arbitrary bytes.
import FuzzSupport
import Scenes

@_cdecl("FuzzTimeline_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv, fuzzTimeline)
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzTimeline(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = fuzzBytes(data, size)
    do {
        let document = try TimelineDocument.parse(bytes, file: "fuzz.json5", name: "fuzz")
        _ = document.overview
    } catch {
        _ = String(describing: error)
    }
    return 0
}
