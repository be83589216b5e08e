// A body is evaluated when its state changes, not every frame: SwiftUI
// "recomputes a view's body when data it reads changes"; while an animation
// runs only animatable data is interpolated. A random colour chosen in a
// body therefore stays put until the state changes.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

/// A swatch whose colour is drawn at random each time its body runs.
struct RandomSwatch: View {
    var generation = 0
    var body: some View {
        let v = Int.random(in: 0..<(1 << 24))
        Color(red: Double(v >> 16) / 255, green: Double(v >> 8 & 255) / 255, blue: Double(v & 255) / 255)
            .frame(width: 10, height: 10)
    }
}

/// The swatch beside a sliding square, and once more inside a modifier that animates.
struct SwatchBoard: View {
    var x: CGFloat = 0
    var generation = 0
    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                RandomSwatch(generation: generation)
                Color.black.frame(width: 10, height: 10).offset(x: x)
            }
            .frame(width: 100, alignment: .leading)
            RandomSwatch(generation: generation).offset(x: x)
                .frame(width: 100, alignment: .leading)
        }
    }
}

@Suite struct BodyEvaluationTests {
    @Test func aRandomColourStaysPutWhileAnAnimationRunsAndChangesWithTheState() throws {
        let movie = ViewAnimation(SwatchBoard(), width: 100, height: 20)
            .at(0, animation: .linear(duration: 1)) { $0.x = 50 }
            .at(1.5) { $0.generation = 1 }
        let frames = try movie.makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // Frames of one state, in an order that is not the sequence's.
        let order = [7, 0, 3, 14, 9, 1, 12, 5]
        let pictures = try order.map { try frames.render(frame: $0) }
        // The first swatch stays at (5, 5); the second moves with the offset,
        // its left edge at 50 t (t = frame / 10, up to 1): sampled 5 points in.
        func second(_ p: Pixmap, frame: Int) -> RGBA8 {
            p.pixel(x: Int(50 * min(Double(frame) / 10, 1)) + 5, y: 15)
        }
        let first = pictures[0].pixel(x: 5, y: 5), moving = second(pictures[0], frame: order[0])
        for (p, i) in zip(pictures, order) {
            #expect(p.pixel(x: 5, y: 5) == first, "frame \(i): the swatch beside the animation")
            #expect(second(p, frame: i) == moving, "frame \(i): the swatch inside the animating offset")
        }
        // The square did move (the animation ran).
        #expect(pictures[1].pixel(x: 15, y: 5).a == 255 && pictures[0].pixel(x: 50, y: 5).a == 255)
        // A new state evaluates the bodies again: new colours (the odds of a
        // repeat are 1 in 2^24), the same over that state's frames.
        let later = try frames.render(frame: 16), last = try frames.render(frame: 19)
        #expect(later.pixel(x: 5, y: 5) != first && later.pixel(x: 5, y: 5) == last.pixel(x: 5, y: 5))
        #expect(later.pixel(x: 55, y: 15) != moving && later.pixel(x: 55, y: 15) == last.pixel(x: 55, y: 15))
    }
}
