import Foundation
import Geometry
@testable import Raster

/// Renders `body`'s drawing into a fresh transparent pixmap and flushes.
func render(width: Int = 64, height: Int = 64, threads: Int = 1, _ body: (RasterContext) throws -> Void) rethrows -> Pixmap {
    let p = Pixmap(width: width, height: height)
    let c = RasterContext(target: p, threads: threads)
    try body(c)
    try! c.flush()
    return p
}

func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
    var p = Path()
    p.move(to: CGPoint(x: x0, y: y0))
    p.addLine(to: CGPoint(x: x1, y: y0))
    p.addLine(to: CGPoint(x: x1, y: y1))
    p.addLine(to: CGPoint(x: x0, y: y1))
    p.closeSubpath()
    return p
}

func polygon(_ points: [CGPoint]) -> Path {
    var p = Path()
    p.move(to: points[0])
    for q in points.dropFirst() { p.addLine(to: q) }
    p.closeSubpath()
    return p
}

/// Length of the overlap of [a0, a1] and [b0, b1].
func overlap(_ a0: Double, _ a1: Double, _ b0: Double, _ b1: Double) -> Double {
    max(0, min(a1, b1) - max(a0, b0))
}

let opaqueBlack = Paint.color(RGBAColor(red: 0, green: 0, blue: 0))

/// Sum of alpha over the pixmap, in pixels of full coverage.
func totalCoverage(_ p: Pixmap) -> Double {
    var s = 0.0
    for y in 0..<p.height { for x in 0..<p.width { s += Double(p.pixel(x: x, y: y).a) / 255 } }
    return s
}
