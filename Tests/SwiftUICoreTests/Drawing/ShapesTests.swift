import Foundation
import Testing
import SwiftUICore
import Geometry

private func near(_ a: CGRect, _ b: CGRect, _ tol: CGFloat = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol && abs(a.maxX - b.maxX) <= tol && abs(a.maxY - b.maxY) <= tol
}

@Test func strokeAndStrokeBorderOfACentredRectangle() {
    // SwiftUI, 100×100 canvas, 60×60 Rectangle centred, line width 10.
    let frame = CGRect(x: 20, y: 20, width: 60, height: 60)
    let style = StrokeStyle(lineWidth: 10)
    let fill = Rectangle().path(in: frame).boundingRect
    let stroke = Rectangle().path(in: frame).strokedPath(style).boundingRect
    let border = Rectangle().inset(by: 5).path(in: frame).strokedPath(style).boundingRect
    #expect(near(fill, CGRect(x: 20, y: 20, width: 60, height: 60)))
    #expect(near(stroke, CGRect(x: 15, y: 15, width: 70, height: 70)))
    #expect(near(border, CGRect(x: 20, y: 20, width: 60, height: 60)))
    // The same holds for every insettable built-in shape.
    let shapes: [(AnyShape, AnyShape)] = [
        (AnyShape(Circle()), AnyShape(Circle().inset(by: 5))),
        (AnyShape(Ellipse()), AnyShape(Ellipse().inset(by: 5))),
        (AnyShape(Capsule()), AnyShape(Capsule().inset(by: 5))),
        (AnyShape(RoundedRectangle(cornerRadius: 12)), AnyShape(RoundedRectangle(cornerRadius: 12).inset(by: 5))),
    ]
    for (shape, inset) in shapes {
        let b = inset.path(in: frame).strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).boundingRect
        #expect(near(b, frame, 0.05))
        let s = shape.path(in: frame).strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .round)).boundingRect
        #expect(near(s, frame.insetBy(dx: -5, dy: -5), 0.05))
    }
}

@Test func builtInShapeGeometry() {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    // Circle: the largest circle centred in the frame.
    #expect(near(Circle().path(in: frame).boundingRect, CGRect(x: 50, y: 0, width: 100, height: 100)))
    #expect(near(Ellipse().path(in: frame).boundingRect, frame))
    // Capsule: ends are semicircles of radius 50.
    let capsule = Capsule().path(in: frame)
    #expect(near(capsule.boundingRect, frame))
    #expect(capsule.contains(CGPoint(x: 50 - 49 * 0.7071, y: 50 - 49 * 0.7071)))
    #expect(!capsule.contains(CGPoint(x: 50 - 51 * 0.7071, y: 50 - 51 * 0.7071)))
    // RoundedRectangle: continuous by default, differs from circular.
    #expect(RoundedRectangle(cornerRadius: 20).path(in: frame) ==
            RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: frame))
    #expect(RoundedRectangle(cornerRadius: 20).path(in: frame) !=
            RoundedRectangle(cornerRadius: 20, style: .circular).path(in: frame))
    // Inset rounded rectangle keeps its outline parallel: radius 20 - 5.
    let inset = RoundedRectangle(cornerRadius: 20, style: .circular).inset(by: 5).path(in: frame)
    #expect(inset.elements.first == .move(to: CGPoint(x: 5 + 15, y: 5)))
    // Uneven corners: only the top leading corner is rounded.
    let uneven = UnevenRoundedRectangle(topLeadingRadius: 30, style: .circular).path(in: frame)
    #expect(!uneven.contains(CGPoint(x: 2, y: 2)))
    #expect(uneven.contains(CGPoint(x: 198, y: 2)) && uneven.contains(CGPoint(x: 2, y: 98)))
    // An inset larger than the shape leaves nothing.
    #expect(Rectangle().inset(by: 60).path(in: frame).isEmpty)
}

@Test func shapeModifiers() {
    let frame = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(near(Rectangle().offset(x: 10, y: -5).path(in: frame).boundingRect,
                 CGRect(x: 10, y: -5, width: 100, height: 50)))
    // A quarter turn about the centre (50, 25) swaps the sides.
    #expect(near(Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect,
                 CGRect(x: 25, y: -25, width: 50, height: 100)))
    // Rotation about the top-leading corner: clockwise on screen, into -x.
    #expect(near(Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: frame).boundingRect,
                 CGRect(x: -50, y: 0, width: 50, height: 100)))
    #expect(near(Rectangle().scale(2).path(in: frame).boundingRect, CGRect(x: -50, y: -25, width: 200, height: 100)))
    #expect(near(Rectangle().scale(x: 0.5, anchor: .topLeading).path(in: frame).boundingRect,
                 CGRect(x: 0, y: 0, width: 50, height: 50)))
    // Trim: the first quarter of a circle runs from 3 o'clock to 6 o'clock.
    let trimmed = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(trimmed.elements.first == .move(to: CGPoint(x: 100, y: 50)))
    if let end = trimmed.currentPoint { #expect(abs(end.x - 50) < 1e-3 && abs(end.y - 100) < 1e-3) }
    // Insettable through offset and rotation.
    let moved = Circle().offset(x: 5).inset(by: 10).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(near(moved.boundingRect, CGRect(x: 15, y: 10, width: 80, height: 80)))
    // Static names.
    let c: some Shape = .circle
    #expect(c.path(in: frame) == Circle().path(in: frame))
}

@Test func capsuleEndsAreSemicirclesInBothStyles() {
    let frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    for style in [RoundedCornerStyle.continuous, .circular] {
        let p = Capsule(style: style).path(in: frame)
        // Points just inside / outside the left semicircle of radius 50 at (50, 50).
        for k in 0..<12 {
            let a = CGFloat.pi / 2 + CGFloat(k) * .pi / 11
            #expect(p.contains(CGPoint(x: 50 + 49.5 * cos(a), y: 50 + 49.5 * sin(a))))
            #expect(!p.contains(CGPoint(x: 50 + 50.5 * cos(a), y: 50 + 50.5 * sin(a))))
        }
    }
}
