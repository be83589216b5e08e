import Foundation
import Testing
@testable import Geometry

/// A rounded rectangle through Geometry's engine call (SwiftUI's
/// `Path(roundedRect:cornerRadius:style:)` forwards to it).
private func roundedRect(_ rect: CGRect, _ radius: CGFloat, _ curve: CornerCurve = .continuous) -> Path {
    var p = Path()
    p.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), curve: curve)
    return p
}

@Test func nonFinitePointsAreSkippedNotFatal() {
    var p = Path()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
    p.addLine(to: CGPoint(x: 10, y: 10))
    p.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: CGFloat.infinity, y: 0), control2: CGPoint(x: 15, y: 5))
    // Bounds cover the finite points only.
    let b = p.boundingRect
    #expect(b.minX == 0 && b.minY == 0 && b.maxX == 20 && b.maxY == 10)
    _ = p.contains(CGPoint(x: 5, y: 5))
    _ = p.trimmedPath(from: 0.2, to: 0.7)
    _ = p.length
    _ = p.description
    #expect(p.strokedPolygons(StrokeParameters(lineWidth: 3)).points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    _ = roundedRect(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 5), .infinity)
    _ = Path(ellipseIn: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
}

@Test func emptyAndNullInputs() {
    let empty = Path()
    #expect(empty.isEmpty && empty.currentPoint == nil && empty.boundingRect.isNull)
    #expect(!empty.contains(.zero))
    #expect(empty.trimmedPath(from: 0, to: 0.5).isEmpty)
    #expect(empty.strokedPath(StrokeParameters(lineWidth: 4)).isEmpty)
    #expect(empty.description == "" && empty.svgPathData == "")
    #expect(Path(CGRect.null).isEmpty)
    #expect(roundedRect(.null, 3).isEmpty)
    // A lone moveto strokes nothing, whatever the cap.
    var lone = Path()
    lone.move(to: CGPoint(x: 3, y: 3))
    #expect(lone.strokedPath(StrokeParameters(lineWidth: 4, lineCap: .round)).isEmpty)
    // Zero-size rounded rectangle and negative radius.
    let r = roundedRect(CGRect(x: 1, y: 1, width: 10, height: 10), -5)
    #expect(r == Path(CGRect(x: 1, y: 1, width: 10, height: 10)))
}

@Test func hugeCoordinatesStayBounded() {
    var p = Path()
    p.move(to: CGPoint(x: -1e15, y: 0))
    p.addCurve(to: CGPoint(x: 1e15, y: 0), control1: CGPoint(x: 0, y: 1e15), control2: CGPoint(x: 0, y: -1e15))
    var sink = CollectingSink()
    p.flatten(tolerance: 0.25, into: &sink)
    // Capped at 4096 segments per quarter of a cubic rather than running away.
    #expect(sink.polylines[0].count <= 4 * 4096 + 1)
    let s = p.strokedPolygons(StrokeParameters(lineWidth: 1e12, lineCap: .round, lineJoin: .round))
    #expect(!s.isEmpty && s.points.count < 1_000_000)
    // A dash far finer than the path strokes solid instead of exploding.
    var line = Path()
    line.move(to: .zero)
    line.addLine(to: CGPoint(x: 1e9, y: 0))
    #expect(line.strokedPolygons(StrokeParameters(lineWidth: 1, dash: [1e-3])).contourEnds.count == 1)
}

@Test func svgNumbersOutOfRangeAreErrors() {
    do {
        _ = try Path(svgPathData: "M 1e400 0")
        Issue.record("expected an error")
    } catch let e as SVGPathError {
        #expect(e.offset == 2 && e.message.contains("out of range"))
    } catch { Issue.record("wrong error") }
}
