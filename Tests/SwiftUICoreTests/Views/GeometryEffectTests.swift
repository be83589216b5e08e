// GeometryEffect, projectionEffect, transformEffect and rotation3DEffect
// drawn on pixels; expected positions are worked out by hand here from the
// projection's definition (x / w, y / w) and from SwiftUI's documented
// rotation3DEffect (perspective 1: the eye one view-size from the plane;
// a positive turn about y brings the left side closer).
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry
import Timeline

/// A view-user's shake effect, written the way SwiftUI code writes it.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct ShakingSquare: View {
    var attempts: CGFloat = 0
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .modifier(Shake(animatableData: attempts))
            .frame(width: 100, height: 10)
    }
}

@Suite struct GeometryEffectTests {
    func render<V: View>(_ view: V) throws -> Pixmap { try ImageRenderer(content: view).render() }
    func opaque(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { p.pixel(x: x, y: y).a > 230 }
    func clear(_ p: Pixmap, _ x: Int, _ y: Int) -> Bool { p.pixel(x: x, y: y).a < 25 }

    /// w = 1 + x/100 maps the local square (0,0)-(100,100) to the
    /// trapezoid (0,0), (50,0), (50,50), (0,100).
    let keystone = ProjectionTransform(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    @Test func projectionEffectLandsOnTheProjectedCornersInLocalCoordinates() throws {
        // The square sits at (20, 30) in its parent: the trapezoid moves with it.
        let view = Color.red.frame(width: 100, height: 100)
            .projectionEffect(keystone)
            .padding(.leading, 20).padding(.top, 30)
            .frame(width: 160, height: 160, alignment: .topLeading)
        let p = try render(view)
        #expect(opaque(p, 20 + 25, 30 + 10))
        #expect(opaque(p, 20 + 10, 30 + 80))   // below the slanted edge y = 100 − x: inside
        #expect(clear(p, 20 + 40, 30 + 80))    // x = 40: the edge is at y = 60
        #expect(clear(p, 20 + 52, 30 + 10))    // right of x = 50
        #expect(opaque(p, 20 + 48, 30 + 30))
        #expect(clear(p, 20 + 10, 30 + 102))
        #expect(clear(p, 18, 30 + 10))
        #expect(opaque(p, 21, 31))
    }

    @Test func projectedGradientsUseThePerspectiveCorrectPoint() throws {
        // A black-to-white gradient across the square: projected pixel X
        // shows the gradient at source x = X / (1 − X/100).
        let view = LinearGradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)],
                                  startPoint: .leading, endPoint: .trailing)
            .frame(width: 100, height: 100)
            .projectionEffect(keystone)
        let flat = try render(LinearGradient(colors: [Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1)],
                                             startPoint: .leading, endPoint: .trailing).frame(width: 100, height: 100))
        let p = try render(view)
        for X in [10, 25, 33, 45] {
            let cx = CGFloat(X) + 0.5
            let source = cx / (1 - cx / 100)
            let expected = Int(flat.pixel(x: Int(source), y: 20).r)
            #expect(abs(Int(p.pixel(x: X, y: 20).r) - expected) <= 4, "pixel \(X): source x \(source)")
        }
        // An affine approximation would put the middle of the gradient at x = 25.
        #expect(abs(Int(p.pixel(x: 33, y: 20).r) - Int(flat.pixel(x: 50, y: 20).r)) <= 4)
    }

    @Test func transformEffectIsAffineInLocalCoordinates() throws {
        // A 2× horizontal scale about the view's own top-left corner.
        let view = Color.red.frame(width: 20, height: 20)
            .transformEffect(CGAffineTransform(scaleX: 2, y: 1))
            .padding(10)
            .frame(width: 80, height: 40, alignment: .topLeading)
        let p = try render(view)
        #expect(opaque(p, 10, 15) && opaque(p, 49, 15))
        #expect(clear(p, 9, 15) && clear(p, 50, 15))
    }

    @Test func rotation3DByNinetyDegreesAboutYLeavesTheViewEdgeOn() throws {
        let view = Color.red.frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0))
            .frame(width: 200, height: 200)
        let p = try render(view)
        var most = 0
        for y in 0..<200 { for x in 0..<200 { most = max(most, Int(p.pixel(x: x, y: y).a)) } }
        #expect(most <= 3)
    }

    @Test func rotation3DWithPerspectiveBringsTheLeftSideCloser() throws {
        // 60° about y through the centre of a 100-point view at (50, 100)
        // of a 200 × 300 canvas. Seen from d = 100 in front of the plane, a
        // point turned to depth Z (towards the eye) and offset X from the
        // centre appears at X · d / (d − Z). The left edge comes forward.
        let theta = 60 * Double.pi / 180, d = 100.0
        func project(_ dx: Double, _ dy: Double) -> (Double, Double) {
            let X = dx * cos(theta), Z = -dx * sin(theta)
            let k = d / (d - Z)
            return (100 + X * k, 150 + dy * k)
        }
        let topLeft = project(-50, -50), topRight = project(50, -50), bottomLeft = project(-50, 50)
        let view = Color.red.frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
            .frame(width: 200, height: 300)
        let p = try render(view)
        let leftX = Int(topLeft.0.rounded()), rightX = Int(topRight.0.rounded())
        #expect(leftX == 56 && rightX == 117)           // 55.91 and 117.45
        #expect(opaque(p, leftX + 2, 150) && clear(p, leftX - 2, 150))
        #expect(opaque(p, rightX - 2, 150) && clear(p, rightX + 2, 150))
        // The left edge is taller than the view, the right one shorter.
        #expect(topLeft.1 < 100 && bottomLeft.1 > 200)
        #expect(opaque(p, leftX + 1, Int(topLeft.1) + 4) && clear(p, leftX + 1, Int(topLeft.1) - 3))
        #expect(opaque(p, rightX - 1, Int(topRight.1) + 3) && clear(p, rightX - 1, Int(topRight.1) - 3))
        // Along the top edge, halfway: the line between the top corners.
        let mx = (topLeft.0 + topRight.0) / 2, my = (topLeft.1 + topRight.1) / 2
        #expect(opaque(p, Int(mx), Int(my) + 3) && clear(p, Int(mx), Int(my) - 3))
    }

    @Test func aUserGeometryEffectAnimatesThroughItsAnimatableData() throws {
        let movie = ViewAnimation(ShakingSquare(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.attempts = 1 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(6), duration: 1)
        func left(_ p: Pixmap) -> Int? { (0..<100).first { p.pixel(x: $0, y: 5).a > 128 } }
        // Centred at 45 unshaken; offset 10·sin(3π t): +10 at t = 1/6, −10 at t = 1/2, 0 at t = 1/3.
        #expect(left(try frames.render(frame: 0)) == 45)
        #expect(left(try frames.render(frame: 1)) == 55)
        #expect(left(try frames.render(frame: 2)) == 45)
        #expect(left(try frames.render(frame: 3)) == 35)
    }

    @Test func builtInEffectsReportTheirGeometryEffectValues() {
        let size = CGSize(width: 40, height: 20)
        let r = _RotationEffect(angle: .degrees(90), anchor: .center).effectValue(size: size)
        // A quarter turn about the centre (20, 10): the corner (0, 0) goes to (30, −10).
        let corner = CGPoint.zero.applying(r)
        #expect(abs(corner.x - 30) < 1e-9 && abs(corner.y + 10) < 1e-9)
        let s = _ScaleEffect(scale: CGSize(width: 2, height: 2), anchor: .topLeading).effectValue(size: size)
        #expect(CGPoint(x: 40, y: 20).applying(s) == CGPoint(x: 80, y: 40))
        #expect(CGPoint.zero.applying(_OffsetEffect(offset: CGSize(width: 3, height: 4)).effectValue(size: size))
                == CGPoint(x: 3, y: 4))
    }
}
