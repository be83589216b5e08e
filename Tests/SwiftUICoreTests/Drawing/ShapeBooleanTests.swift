import Foundation
import Testing
import SwiftUICore
import Geometry

// Shape boolean operations: SwiftUI documents each as a shape whose path in
// a rectangle combines both shapes' paths in that same rectangle.

private func near(_ a: CGRect, _ b: CGRect, _ tol: CGFloat) -> Bool {
    abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol && abs(a.maxX - b.maxX) <= tol && abs(a.maxY - b.maxY) <= tol
}

/// A user's shape in local coordinates: the left half of its rectangle.
private struct LeftHalf: Shape {
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width / 2, height: rect.height))
    }
}

@Test func shapeOperationsUseBothShapesInTheSameRect() {
    // 100×50 frame at (10, 20): the circle is the one of diameter 50 centred
    // at (60, 45); the left half spans x 10…60.
    let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
    let centre = CGPoint(x: 60, y: 45)
    let inter = LeftHalf().intersection(Circle()).path(in: rect)
    #expect(near(inter.boundingRect, CGRect(x: 35, y: 20, width: 25, height: 50), 0.06))
    #expect(inter.contains(CGPoint(x: 50, y: 45)) && !inter.contains(CGPoint(x: 70, y: 45)))
    let union = LeftHalf().union(Circle()).path(in: rect)
    #expect(near(union.boundingRect, CGRect(x: 10, y: 20, width: 75, height: 50), 0.06))
    #expect(union.contains(CGPoint(x: 12, y: 22)) && union.contains(CGPoint(x: 80, y: 45)))
    #expect(!union.contains(CGPoint(x: 100, y: 45)))
    let minus = Rectangle().subtracting(Circle()).path(in: rect)
    #expect(!minus.contains(centre) && minus.contains(CGPoint(x: 12, y: 22)) && minus.contains(CGPoint(x: 100, y: 45)))
    let xor = LeftHalf().symmetricDifference(Circle()).path(in: rect)
    #expect(xor.contains(CGPoint(x: 20, y: 45)) && xor.contains(CGPoint(x: 80, y: 45)) && !xor.contains(CGPoint(x: 50, y: 45)))
}

@Test func shapeLineOperationsCutTheFirstShapesOutline() {
    // The circle's outline in a 40×40 frame at (0, 0), cut by the left half
    // (x ≤ 20): a half circle from (20, 0) round to (20, 40), open.
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    let left = Circle().lineIntersection(LeftHalf()).path(in: rect)
    #expect(near(left.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 40), 1e-6))
    #expect(!left.elements.contains(.closeSubpath))
    let right = Circle().lineSubtraction(LeftHalf()).path(in: rect)
    #expect(near(right.boundingRect, CGRect(x: 20, y: 0, width: 20, height: 40), 1e-6))
    // Inside a bigger shape the whole closed outline is kept, still closed.
    let whole = Circle().lineIntersection(Rectangle().inset(by: -5)).path(in: rect)
    #expect(whole.elements.contains(.closeSubpath))
}

@Test func shapeOperationsReadTheirOperandsWithTheGivenRule() {
    // A ring as one path: under even-odd its hole is outside the shape.
    struct Ring: Shape {
        func path(in rect: CGRect) -> Path {
            var p = Path(ellipseIn: rect)
            p.addEllipse(in: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
            return p
        }
    }
    let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
    let centre = CGPoint(x: 40, y: 40)
    #expect(Ring().intersection(Rectangle()).path(in: rect).contains(centre))
    #expect(!Ring().intersection(Rectangle(), eoFill: true).path(in: rect).contains(centre))
    #expect(Ring().intersection(Rectangle(), eoFill: true).path(in: rect).contains(CGPoint(x: 10, y: 40)))
}
