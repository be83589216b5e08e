// AnimatableModifier, animation(_:) without a value and border(_:width:),
// checked on pixels worked out by hand.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

/// Moves its content by `x`; the animation interpolates `x` per frame.
struct Slide: AnimatableModifier {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }
    func body(content: Content) -> some View { content.offset(x: x) }
}

/// Shows its value counted in whole units: a bar `Int(value)` points wide.
struct Counter: AnimatableModifier {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(Color.black.frame(width: CGFloat(Int(value)), height: 4), alignment: .leading)
    }
}

struct SlidingSquare: View {
    var x: CGFloat = 0
    var count = 0.0
    var body: some View {
        VStack(spacing: 0) {
            Color.black.frame(width: 10, height: 10)
                .modifier(Slide(x: x))
                .frame(width: 100, height: 10, alignment: .leading)
            Color.clear.frame(width: 100, height: 4).modifier(Counter(value: count))
        }
    }
}

struct LooseMover: View {
    var x: CGFloat = 0
    var animated = true
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .offset(x: x)
            .animation(animated ? .linear(duration: 1) : nil)
            .frame(width: 100, height: 10, alignment: .leading)
    }
}

@Suite struct AnimatableModifierTests {
    func left(_ p: Pixmap, row: Int = 2) -> Int? { (0..<100).first { p.pixel(x: $0, y: row).a > 128 } }
    func right(_ p: Pixmap, row: Int) -> Int? { (0..<100).last { p.pixel(x: $0, y: row).a > 128 } }

    @Test func modifierDataIsInterpolatedEveryFrame() throws {
        let movie = ViewAnimation(SlidingSquare(), width: 100, height: 14)
            .at(0, animation: .linear(duration: 1)) { $0.x = 80; $0.count = 50 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.2)
        for i in [0, 3, 5, 10, 12] {
            let t = min(Double(i) / 10, 1)
            let p = try frames.render(frame: i)
            #expect(left(p) == Int((80 * t).rounded()), "frame \(i)")
            // The counter's bar: Int(50 t) points, from the left edge.
            let n = Int(50 * t + 1e-9)
            #expect((n == 0 ? nil : right(p, row: 12)) == (n == 0 ? nil : n - 1), "frame \(i)")
        }
    }

    @Test func everyChangeAnimatesNotOnlyTheFirst() throws {
        // Out to 80 over [0, 1] s, back to 0 over [2, 3] s, out to 60 over [4, 5] s.
        let movie = ViewAnimation(SlidingSquare(), width: 100, height: 14)
            .at(0, animation: .linear(duration: 1)) { $0.x = 80; $0.count = 50 }
            .at(2, animation: .linear(duration: 1)) { $0.x = 0; $0.count = 0 }
            .at(4, animation: .linear(duration: 1)) { $0.x = 60; $0.count = 30 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 5.5)
        // (frame, expected left edge, expected counter bar width; -1: not
        // checked, where the count sits on a whole number and rounding
        // of the time could take either side)
        let expected: [(Int, Int, Int)] = [(5, 40, 25), (15, 80, 50), (22, 64, -1), (25, 40, 25), (28, 16, -1),
                                           (35, 0, 0), (43, 18, -1), (45, 30, 15), (55, 60, 30)]
        for (i, x, n) in expected {
            let p = try frames.render(frame: i)
            #expect(left(p) == x, "frame \(i)")
            if n >= 0 { #expect((n == 0 ? nil : right(p, row: 12)) == (n == 0 ? nil : n - 1), "frame \(i)") }
        }
        // Each frame alone gives the same picture as in sequence.
        let alone = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 5.5)
        #expect(left(try alone.render(frame: 25)) == 40)
    }

    @Test func animationWithoutValueAnimatesChangesMadeWithoutWithAnimation() throws {
        let movie = ViewAnimation(LooseMover(), width: 100, height: 10)
            .at(0) { state in state.update { $0.x = 80 } }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5)
        #expect(left(try frames.render(frame: 0)) == 0)
        #expect(left(try frames.render(frame: 5)) == 40)
        #expect(left(try frames.render(frame: 10)) == 80)
    }

    @Test func animationNilStopsAnEnclosingWithAnimation() throws {
        let movie = ViewAnimation(LooseMover(animated: false), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.x = 80 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(left(try frames.render(frame: 5)) == 80)
    }

    @Test func borderIsDrawnInsideTheFrame() throws {
        // A 60 × 40 white view at (20, 30) with a 4-point red border.
        let view = Color.white.frame(width: 60, height: 40)
            .border(Color(red: 1, green: 0, blue: 0), width: 4)
            .padding(.leading, 20).padding(.top, 30)
            .frame(width: 100, height: 100, alignment: .topLeading)
        let p = try ImageRenderer(content: view).render()
        func red(_ x: Int, _ y: Int) -> Bool { let c = p.pixel(x: x, y: y); return c.r == 255 && c.g == 0 && c.a == 255 }
        func white(_ x: Int, _ y: Int) -> Bool { p.pixel(x: x, y: y) == RGBA8(r: 255, g: 255, b: 255, a: 255) }
        #expect(red(20, 50) && red(23, 50) && white(24, 50))      // left band x ∈ [20, 24)
        #expect(red(79, 50) && red(76, 50) && white(75, 50))      // right band x ∈ [76, 80)
        #expect(red(50, 30) && red(50, 33) && white(50, 34))      // top band y ∈ [30, 34)
        #expect(red(50, 69) && red(50, 66) && white(50, 65))      // bottom band y ∈ [66, 70)
        #expect(p.pixel(x: 19, y: 50).a == 0 && p.pixel(x: 80, y: 50).a == 0 && p.pixel(x: 50, y: 70).a == 0)
    }
}
