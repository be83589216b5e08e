// Path.addPath(_:transform:): SwiftUI appends a copy of the other path,
// its points mapped by the transform, its subpaths kept as subpaths.
import Foundation
import Testing
@testable import Geometry

@Suite struct PathAddPathTests {
    @Test func appendsTransformedElementsInOrder() {
        var triangle = Path()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 10, y: 0))
        triangle.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: 10))
        triangle.closeSubpath()

        var p = Path()
        p.move(to: CGPoint(x: 100, y: 100))
        p.addLine(to: CGPoint(x: 110, y: 100))
        // Scale by 2, then move by (5, 7): (x, y) -> (2x + 5, 2y + 7).
        p.addPath(triangle, transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 7))
        #expect(p.elements == [
            .move(to: CGPoint(x: 100, y: 100)),
            .line(to: CGPoint(x: 110, y: 100)),
            .move(to: CGPoint(x: 5, y: 7)),
            .line(to: CGPoint(x: 25, y: 7)),
            .quadCurve(to: CGPoint(x: 5, y: 27), control: CGPoint(x: 25, y: 27)),
            .closeSubpath,
        ])
        // After the appended closed subpath the current point is its start.
        #expect(p.currentPoint == CGPoint(x: 5, y: 7))
        // A line after it starts a new subpath there, as after any close.
        p.addLine(to: CGPoint(x: 50, y: 50))
        #expect(Array(p.elements.suffix(2)) == [.move(to: CGPoint(x: 5, y: 7)), .line(to: CGPoint(x: 50, y: 50))])
    }

    @Test func identityDefaultAndEmptyPaths() {
        let square = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        var p = Path()
        p.addPath(square)
        #expect(p == square)
        p.addPath(Path())
        #expect(p == square)
        #expect(p.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func appendedSubpathsFillAsSeparateShapes() {
        // Two 10 × 10 squares, the second moved 20 to the right: the gap
        // between them is outside, both squares inside.
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        var p = square
        p.addPath(square, transform: CGAffineTransform(translationX: 20, y: 0))
        #expect(p.contains(CGPoint(x: 5, y: 5)))
        #expect(!p.contains(CGPoint(x: 15, y: 5)))
        #expect(p.contains(CGPoint(x: 25, y: 5)))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 30, height: 10))
    }
}
