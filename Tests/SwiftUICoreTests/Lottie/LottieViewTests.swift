// LottieView as lottie-ios documents it: paused at the start frame until
// `.playing()`, `.looping()` repeating, `.resizable()` fitting the offered
// size. The animation: 20×20 at 10 fps, frames 0..<10, a square filling it,
// red until frame 5 and blue from frame 5 (hold keyframes), so the colour
// tells which frame a render time showed.
import Foundation
import Testing
import Frames
import Raster
import Timeline
@testable import SwiftUICore

@Suite struct LottieViewTests {
    static var animation: LottieAnimation {
        let colour: [String: Any] = ["a": 1, "k": [["t": 0, "s": [1, 0, 0, 1], "h": 1], ["t": 5, "s": [0, 0, 1, 1]]]]
        let layer: [String: Any] = [
            "ty": 4, "ip": 0, "op": 10, "st": 0, "ks": [:] as [String: Any],
            "shapes": [["ty": "rc", "p": ["a": 0, "k": [10, 10]], "s": ["a": 0, "k": [20, 20]], "r": ["a": 0, "k": 0]],
                       ["ty": "fl", "c": colour, "o": ["a": 0, "k": 100]]]]
        let doc: [String: Any] = ["v": "5.7.0", "fr": 10, "ip": 0, "op": 10, "w": 20, "h": 20, "layers": [layer]]
        return try! LottieAnimation.from(data: JSONSerialization.data(withJSONObject: doc))
    }

    private let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    /// The pixel at (x, y) of the render at `time` seconds (10 fps), `size` a side.
    private func colour<V: View>(_ view: V, at time: Double, x: Int = 10, y: Int = 10, size: Int = 20) throws -> [UInt8] {
        let frames = try ViewAnimation(view, width: size, height: size).makeRenderer(frameRate: try FrameRate(10), duration: 3)
        let p = try frames.render(frame: Int((time * 10).rounded())).pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func pausedAtTheStartUntilPlaying() throws {
        #expect(try colour(LottieView(animation: Self.animation), at: 0.8) == red)
        // Playing once: t = 0.6 s is frame 6; at 2 s the last frame (9) stays.
        let once = LottieView(animation: Self.animation).playing()
        #expect(try colour(once, at: 0.4) == red)
        #expect(try colour(once, at: 0.6) == blue)
        #expect(try colour(once, at: 2) == blue)
    }

    @Test func loopingStartsAgainAfterTheEnd() throws {
        // 1.2 s is frame 12, the loop's frame 2; 1.6 s its frame 6.
        let loop = LottieView(animation: Self.animation).looping()
        #expect(try colour(loop, at: 1.2) == red)
        #expect(try colour(loop, at: 1.6) == blue)
        // Auto-reverse: 1.2 s is frame 12 of a 20-frame round trip, back at frame 8.
        #expect(try colour(LottieView(animation: Self.animation).playing(loopMode: .autoReverse), at: 1.2) == blue)
        #expect(try colour(LottieView(animation: Self.animation).playing(loopMode: .autoReverse), at: 1.7) == red)
    }

    @Test func speedProgressAndFrameChooseTheFrame() throws {
        #expect(try colour(LottieView(animation: Self.animation).playing().animationSpeed(2), at: 0.3) == blue)
        #expect(try colour(LottieView(animation: Self.animation).currentProgress(0.5), at: 0) == blue)
        #expect(try colour(LottieView(animation: Self.animation).currentFrame(4), at: 1) == red)
        #expect(try colour(LottieView(animation: Self.animation).currentTime(0.5), at: 0) == blue)
    }

    @Test func resizableFillsTheOfferedSize() throws {
        // In 40×40 the intrinsic 20×20 view sits centred (10…30); resizable scales it to 0…40.
        #expect(try colour(LottieView(animation: Self.animation), at: 0, x: 35, y: 35, size: 40)[3] == 0)
        #expect(try colour(LottieView(animation: Self.animation), at: 0, x: 15, y: 15, size: 40) == red)
        #expect(try colour(LottieView(animation: Self.animation).resizable(), at: 0, x: 35, y: 35, size: 40) == red)
        #expect(try colour(LottieView(animation: Self.animation).resizable(), at: 0, x: 2, y: 2, size: 40) == red)
    }

    @Test func aMissingAnimationDrawsNothing() throws {
        #expect(LottieAnimation.filepath("/nonexistent/anim.json") == nil)
        #expect(try colour(LottieView(animation: nil).resizable(), at: 0)[3] == 0)
    }
}
