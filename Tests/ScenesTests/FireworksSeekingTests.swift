import Dispatch
import Frames
import Particles
import Raster
import Scenes
import Synchronization
import TestSupport
import Testing
import Timeline

/// Seeking (issue 8 item 1) and determinism (issue 2 item 7) at the scene
/// level: a frame's pixels depend only on (scene, settings, index), never on
/// which frames were rendered before, in which order, by which renderer.
@Suite struct FireworksSeekingTests {
    /// Small canvas so the debug build stays quick; still hundreds of sprites.
    static func settings(_ rate: FrameRate, seconds: Double = 2, seed: UInt64 = 2021) -> SceneSettings {
        SceneSettings(width: 96, height: 54, frameRate: rate, duration: seconds, seed: seed)
    }

    /// A lighter show (a third of the particles) keeps the debug build quick;
    /// seeking does not depend on how many particles there are.
    static func renderer(_ settings: SceneSettings, density: Double = 0.35) throws -> any SceneRenderer {
        var show = FireworksConfiguration()
        show.density = density
        return try FireworksScene(show: show).makeRenderer(for: settings)
    }

    /// Frames 0…last rendered in order by one renderer.
    static func sequential(_ settings: SceneSettings, through last: Int) throws -> [Pixmap] {
        let r = try renderer(settings)
        return try (0...last).map { try r.render(frame: $0) }
    }

    static func firstDifference(_ a: Pixmap, _ b: Pixmap) -> String {
        guard a.width == b.width, a.height == b.height else { return "sizes differ" }
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
                return "first differing pixel (\(x), \(y)): \(a.pixel(x: x, y: y)) vs \(b.pixel(x: x, y: y))"
            }
        }
        return "identical"
    }

    @Test(arguments: [FrameRate.fps60, FrameRate.ntsc29_97])
    func frameAloneEqualsFrameInSequence(rate: FrameRate) throws {
        let settings = Self.settings(rate)
        // Past frame 48 the simulation has saved a checkpoint (every 240
        // steps, 2.2 s of preroll = 528 steps before frame 0).
        let last = 62
        let inOrder = try Self.sequential(settings, through: last)
        for n in [0, 1, 29, last] {
            // A fresh renderer per frame: frame n is reached without drawing 0…n−1.
            let alone = try Self.renderer(settings).render(frame: n)
            #expect(alone == inOrder[n], "frame \(n) at \(rate): \(Self.firstDifference(alone, inOrder[n]))")
        }
        // The show moves: consecutive frames differ and a later frame is not the first.
        #expect(inOrder[1] != inOrder[0])
        #expect(inOrder[last] != inOrder[0])
    }

    @Test func twoRenderersGiveIdenticalFrames() throws {
        // The show as `animgen fireworks` draws it (full density).
        let settings = Self.settings(.fps60)
        let a = try Self.renderer(settings, density: 1), b = try Self.renderer(settings, density: 1)
        for n in [0, 75, 119] {
            let pa = try a.render(frame: n), pb = try b.render(frame: n)
            #expect(firstByteDifference(pa.bytes, pb.bytes) == nil, "frame \(n): \(Self.firstDifference(pa, pb))")
        }
    }

    @Test func anyRequestOrderGivesTheSameFrames() throws {
        let settings = Self.settings(.fps60, seconds: 0.5)
        let count = settings.frameCount
        #expect(count == 30)
        let inOrder = try Self.sequential(settings, through: count - 1)
        // A fixed shuffle (Fisher–Yates driven by SplitMix64), then backwards:
        // the pooled simulations must seek back and forth without drift.
        var order = Array(0..<count)
        var rng = SplitMix64(seed: 99)
        for i in stride(from: count - 1, to: 0, by: -1) { order.swapAt(i, rng.next(in: 0...i)) }
        let shuffled = try Self.renderer(settings)
        for n in order + order.reversed() {
            let frame = try shuffled.render(frame: n)
            #expect(frame == inOrder[n], "frame \(n) out of order: \(Self.firstDifference(frame, inOrder[n]))")
        }
    }

    @Test func concurrentRequestsGiveTheSameFrames() throws {
        let settings = Self.settings(.fps60, seconds: 0.25)
        let count = settings.frameCount
        let inOrder = try Self.sequential(settings, through: count - 1)
        let shared = try Self.renderer(settings)
        let results = Mutex<[Int: [UInt8]]>([:])
        // Two threads interleave their requests, as the frame pipeline's workers do.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for n in stride(from: worker, to: count, by: 2) {
                let bytes = (try? shared.render(frame: n))?.bytes ?? []
                results.withLock { $0[n] = bytes }
            }
        }
        let rendered = results.withLock { $0 }
        for n in 0..<count {
            #expect(firstByteDifference(rendered[n] ?? [], inOrder[n].bytes) == nil, "frame \(n) rendered concurrently differs")
        }
    }

    @Test func seedChangesThePicture() throws {
        let a = try Self.renderer(Self.settings(.fps60, seed: 1)).render(frame: 40)
        let b = try Self.renderer(Self.settings(.fps60, seed: 2)).render(frame: 40)
        #expect(a != b)
    }
}
