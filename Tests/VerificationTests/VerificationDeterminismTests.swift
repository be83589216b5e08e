import Foundation
import Frames
import Raster
@testable import Verification
import Testing
import Timeline

@Suite struct VerificationDeterminismTests {
    @Test func seekingEqualsSequential() throws {
        let settings = SceneSettings(width: 64, height: 40, frameRate: .fps30, duration: 1, seed: 1)
        let sequential = try MovingRectScene().makeRenderer(for: settings)
        let inOrder = try (0..<settings.frameCount).map { try sequential.render(frame: $0).sha256 }
        // A fresh renderer visiting frames in a shuffled (seeded) order.
        var order = Array(0..<settings.frameCount)
        var state: UInt64 = 42
        for i in stride(from: order.count - 1, to: 0, by: -1) {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            order.swapAt(i, Int(state >> 33) % (i + 1))
        }
        let seeking = try MovingRectScene().makeRenderer(for: settings)
        var shuffled = [String](repeating: "", count: order.count)
        for i in order { shuffled[i] = try seeking.render(frame: i).sha256 }
        #expect(shuffled == inOrder)
        #expect(Set(inOrder).count > settings.frameCount / 2, "the frames really change over time")
    }

    @Test func oneAndTwoRasterThreadsGiveTheSameBytes() throws {
        let settings = SceneSettings(width: 640, height: 360, frameRate: .fps30, duration: 1, seed: 1)
        let one = try MovingRectScene(threads: 1).makeRenderer(for: settings)
        let two = try MovingRectScene(threads: 2).makeRenderer(for: settings)
        for frame in [0, 7, 29] {
            #expect(try one.render(frame: frame).sha256 == two.render(frame: frame).sha256, "frame \(frame)")
        }
    }

    @Test func repeatedRunsGiveTheSameBytes() throws {
        let settings = SceneSettings(width: 64, height: 40, frameRate: .fps30, duration: 1, seed: 1)
        let a = try MovingRectScene().makeRenderer(for: settings).render(frame: 13)
        let b = try MovingRectScene().makeRenderer(for: settings).render(frame: 13)
        #expect(a == b)
    }
}
