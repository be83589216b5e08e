// Modifiers and colors interpolate through their animatable data, the
// way SwiftUI animates them; expected values are computed here.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

struct Mover: View {
    var x: CGFloat = 0
    var faded = false
    var color = Color(red: 1, green: 0, blue: 0)
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .opacity(faded ? 0.2 : 1)
            .offset(x: x)
            .frame(width: 100, height: 10, alignment: .leading)
            .background(color.frame(width: 4, height: 4), alignment: .trailing)
    }
}

/// The sRGB encoding of a linear-light component.
func srgb(_ linear: Double) -> Double {
    linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
}

@Suite struct ModifierAnimationTests {
    func leftEdge(_ p: Pixmap) -> Int? { (0..<90).first { p.pixel(x: $0, y: 5).a > 0 && p.pixel(x: $0, y: 5).r < 10 } }

    @Test func offsetAndOpacityFollowALinearAnimation() throws {
        let movie = ViewAnimation(Mover(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.x = 80; $0.faded = true }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1.5)
        for i in 0...10 {
            let t = Double(i) / 10
            let p = try frames.render(frame: i)
            #expect(leftEdge(p) == Int((80 * t).rounded()), "frame \(i)")
            let alpha = Double(p.pixel(x: Int(80 * t) + 5, y: 5).a) / 255
            #expect(abs(alpha - (1 - 0.8 * t)) < 0.01, "frame \(i)")
        }
    }

    @Test func colorsMixInLinearLight() throws {
        let movie = ViewAnimation(Mover(), width: 100, height: 10)
            .at(0, animation: .linear(duration: 1)) { $0.color = Color(red: 0, green: 0, blue: 1) }
        let p = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 1).render(frame: 5)
        let c = p.pixel(x: 98, y: 5)
        #expect(abs(Double(c.r) - 255 * srgb(0.5)) <= 1)
        #expect(abs(Double(c.b) - 255 * srgb(0.5)) <= 1)
        #expect(c.g == 0)
    }

    @Test func implicitAnimationOnValueChange() throws {
        struct Implicit: View {
            var x: CGFloat = 0
            var body: some View {
                Color.black.frame(width: 10, height: 10)
                    .offset(x: x)
                    .animation(.linear(duration: 1), value: x)
                    .frame(width: 100, height: 10, alignment: .leading)
            }
        }
        let frames = try ViewAnimation(Implicit(), width: 100, height: 10)
            .at(0.5) { $0.x = 50 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        #expect(leftEdge(try frames.render(frame: 5)) == 0)
        #expect(leftEdge(try frames.render(frame: 10)) == 25)
        #expect(leftEdge(try frames.render(frame: 15)) == 50)
    }

    @Test func mutationsOutsideWithAnimationJumpInTheSameStep() throws {
        let frames = try ViewAnimation(Mover(), width: 100, height: 10)
            .at(0) { state in
                state.x = 40
                withAnimation(.linear(duration: 1)) { state.faded = true }
            }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        let p = try frames.render(frame: 5)
        #expect(leftEdge(p) == 40)
        #expect(abs(Double(p.pixel(x: 45, y: 5).a) / 255 - 0.6) < 0.01)
    }

    @Test func timelineViewDrawsTheFrameTime() throws {
        let clock = TimelineView(.animation) { context in
            Color.black.frame(width: 10, height: 10)
                .offset(x: context.date.timeIntervalSinceReferenceDate * 40)
                .frame(width: 100, height: 10, alignment: .leading)
        }
        let frames = try ViewAnimation(clock, width: 100, height: 10).makeRenderer(frameRate: try FrameRate(4), duration: 2)
        for i in 0..<8 { #expect(leftEdge(try frames.render(frame: i)) == i * 10) }
    }

    @Test func stateWrapperIsScriptable() throws {
        struct Counter: View {
            @State var width: CGFloat = 10
            var body: some View { Color.black.frame(width: width, height: 10).frame(width: 100, alignment: .leading) }
        }
        let frames = try ViewAnimation(Counter(), width: 100, height: 10)
            .at(1) { $0.width = 60 }
            .makeRenderer(frameRate: try FrameRate(2), duration: 2)
        #expect(try frames.render(frame: 1).pixel(x: 30, y: 5).a == 0)
        #expect(try frames.render(frame: 2).pixel(x: 30, y: 5).a == 255)
    }
}
