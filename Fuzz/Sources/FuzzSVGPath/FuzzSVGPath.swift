// SVG path data on arbitrary text; a path that parses is also measured,
// flattened, stroked and trimmed, which is where odd numbers end up.
import FuzzSupport
@testable import Geometry

@_cdecl("FuzzSVGPath_main")
func main(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    runFuzzer(argc, argv) { bytes in
        guard let path = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self)) else { return }
        _ = path.boundingRect
        _ = path.flattenedSegmentCount()
        let style = StrokeParameters(lineWidth: 2, dash: [3, 1])
        guard Stroker.estimatedSegmentCount(of: path, style: style) < 1_000_000 else { return }
        _ = path.strokedPath(style)
        _ = path.trimmedPath(from: 0.1, to: 0.7)
    }
}
