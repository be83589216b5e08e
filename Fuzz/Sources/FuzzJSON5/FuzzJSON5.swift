// The JSON5 parser on arbitrary bytes: it may reject them, never crash.
import FuzzSupport
@testable import TimelineFile

@_cdecl("FuzzJSON5_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in _ = try? JSON5Parser.parse(bytes) }
}
