// Our CGPath and CGMutablePath against CoreGraphics' documented behaviour,
// with hand-computed geometry.
import Foundation
import Testing
@testable import Geometry

@Suite struct CGPathTests {
    @Test func aMutablePathBuildsWhatPathBuilds() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 10, y: 0))
        p.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        p.closeSubpath()
        var q = Path()
        q.move(to: CGPoint(x: 0, y: 0))
        q.addLine(to: CGPoint(x: 10, y: 0))
        q.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 20, y: 5))
        q.closeSubpath()
        #expect(Path(p) == q && Path(q.cgPath) == q)
        // boundingBox includes the control point (x 20); boundingBoxOfPath
        // only the curve, whose x peaks at 10 + ½·10 = 15 (t = ½).
        #expect(p.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(abs(p.boundingBoxOfPath.maxX - 15) < 1e-9)
        #expect(p.currentPoint == .zero)   // after a close: the subpath's start
    }

    @Test func elementsComeWithTheirPointsControlsFirst() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 1, y: 2))
        p.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        var seen: [(CGPathElementType, [CGPoint])] = []
        p.applyWithBlock { e in
            let n = e.pointee.type == .addCurveToPoint ? 3 : e.pointee.type == .closeSubpath ? 0 : 1
            seen.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        #expect(seen.count == 2 && seen[0].0 == .moveToPoint && seen[0].1 == [CGPoint(x: 1, y: 2)])
        #expect(seen[1].0 == .addCurveToPoint && seen[1].1 == [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6), CGPoint(x: 7, y: 8)])
    }

    @Test func shapesTransformsAndContainment() {
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        let rect = withUnsafePointer(to: &scale) { CGPath(rect: CGRect(x: 1, y: 1, width: 4, height: 2), transform: $0) }
        #expect(rect.boundingBox == CGRect(x: 2, y: 3, width: 8, height: 6))
        let ring = CGMutablePath()
        ring.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        ring.addEllipse(in: CGRect(x: 5, y: 5, width: 10, height: 10))
        // Two circles drawn the same way: the hole is inside by winding, outside by even-odd.
        #expect(ring.contains(CGPoint(x: 10, y: 10)) && !ring.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(ring.contains(CGPoint(x: 2, y: 10), using: .evenOdd) && !ring.contains(CGPoint(x: 21, y: 10)))
        // The ellipse's control points lie on its rectangle's sides.
        #expect(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil).boundingBox
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(CGMutablePath().isEmpty && CGMutablePath().boundingBox.isNull)
    }

    @Test func strokingMakesTheOutline() {
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let outline = line.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(outline.boundingBoxOfPath.insetBy(dx: -1e-9, dy: -1e-9).contains(CGRect(x: 0, y: -2, width: 10, height: 4)))
        #expect(outline.contains(CGPoint(x: 5, y: 1.5)) && !outline.contains(CGPoint(x: 5, y: 2.5)))
    }
}
