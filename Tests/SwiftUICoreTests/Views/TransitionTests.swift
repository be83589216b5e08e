// Views inserted or removed by an animated change go through their
// transition; the removed one keeps its place until it has left.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

struct Toggler: View {
    var show = false
    var items = [1, 2, 3]
    var body: some View {
        VStack(spacing: 0) {
            if show {
                Color.black.frame(width: 10, height: 10)
            }
            Color.black.frame(width: 10, height: 10)
            HStack(spacing: 0) {
                ForEach(items, id: \.self) { _ in
                    Color.black.frame(width: 10, height: 10).transition(.scale)
                }
            }
        }
        .frame(width: 40, height: 40, alignment: .top)
    }
}

@Suite struct TransitionTests {
    func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Double { Double(p.pixel(x: x, y: y).a) / 255 }

    @Test func insertionFadesInWithTheTransactionsAnimation() throws {
        let frames = try ViewAnimation(Toggler(), width: 40, height: 40)
            .at(0, animation: .linear(duration: 1)) { $0.show = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // The inserted square takes its place at once (the others move down) and fades in.
        let p = try frames.render(frame: 3)
        #expect(abs(alpha(p, 20, 5) - 0.3) < 0.01)
        #expect(alpha(p, 20, 15) == 1)
        #expect(alpha(try frames.render(frame: 12), 20, 5) == 1)
    }

    @Test func removalKeepsTheViewInPlaceWhileItFadesOut() throws {
        let frames = try ViewAnimation(Toggler(show: true), width: 40, height: 40)
            .at(0, animation: .linear(duration: 1)) { $0.show = false }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        let p = try frames.render(frame: 4)
        #expect(abs(alpha(p, 20, 5) - 0.6) < 0.01)
        #expect(alpha(p, 20, 15) == 1)
        // Gone after the animation: the square below moved up.
        let q = try frames.render(frame: 11)
        #expect(alpha(q, 20, 5) == 1)
        #expect(alpha(q, 20, 15) == 1)   // the ForEach row moved up too
        #expect(alpha(q, 20, 25) == 0)
    }

    @Test func changeWithoutAnimationInsertsAtOnce() throws {
        let frames = try ViewAnimation(Toggler(), width: 40, height: 40)
            .at(0) { $0.show = true }
            .makeRenderer(frameRate: try FrameRate(10), duration: 1)
        #expect(alpha(try frames.render(frame: 1), 20, 5) == 1)
    }

    @Test func forEachItemsScaleOutInTheirOldPlace() throws {
        let frames = try ViewAnimation(Toggler(), width: 40, height: 40)
            .at(0, animation: .linear(duration: 1)) { $0.items = [1, 3] }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        // Row at y 10…20, items at x 5…15, 15…25, 25…35; item 2 shrinks about its centre (20, 15).
        let p = try frames.render(frame: 5)
        #expect(alpha(p, 20, 15) == 1)      // centre of the half-size square
        #expect(alpha(p, 16, 11) == 0)      // its old corner is empty
        #expect(alpha(p, 30, 15) == 1)      // item 3 has not moved yet
        let q = try frames.render(frame: 11)
        #expect(alpha(q, 20, 15) == 1)      // item 3 moved left: 15…25
        #expect(alpha(q, 30, 15) == 0)
    }
}
