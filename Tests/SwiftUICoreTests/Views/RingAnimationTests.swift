// A scripted ring: its arc's end angle, measured on the rendered pixels of
// every frame, follows the animation curve computed here independently
// (Bézier bisection for easeInOut, the closed-form critically damped
// spring for `.spring`).
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

struct RingView: View {
    var progress: Double
    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.black, style: StrokeStyle(lineWidth: 10, lineCap: .butt))
            .frame(width: 80, height: 80)
    }
}

/// cubic-bezier(x1, y1, x2, y2) at x, by bisection on the x polynomial.
func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<60 {
        let mid = (lo + hi) / 2
        if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return b(y1, y2, (lo + hi) / 2)
}

/// The clockwise angle (degrees from 3 o'clock) where the ring's ink ends,
/// scanning the stroke's centre line (radius 40 points, `scale` px/pt).
func arcEnd(_ p: Pixmap, scale: Double) -> Double {
    let c = Double(p.width) / 2, r = 40 * scale
    var last = -1.0
    var a = 0.05
    while a < 360 {
        let t = a * .pi / 180
        let x = Int((c + r * cos(t)).rounded(.down)), y = Int((c + r * sin(t)).rounded(.down))
        if p.pixel(x: x, y: y).a < 128 { break }
        last = a
        a += 0.05
    }
    return last
}

@Suite struct RingAnimationTests {
    let scale = 4.0

    @Test func easeInOutArcFollowsTheBezierEveryFrame() throws {
        let movie = ViewAnimation(RingView(progress: 0.2), width: 100, height: 100, scale: scale)
            .at(0.5) { ring in withAnimation(.easeInOut(duration: 1)) { ring.progress = 0.9 } }
        let frames = try movie.makeRenderer(frameRate: .fps30, duration: 2)
        #expect(frames.frameCount == 60)
        for i in stride(from: 0, to: 60, by: 3) {
            let t = Double(i) / 30
            let u = min(max((t - 0.5) / 1, 0), 1)
            let expected = 360 * (0.2 + 0.7 * bezier(0.42, 0, 0.58, 1, at: u))
            let measured = arcEnd(try frames.render(frame: i), scale: scale)
            #expect(abs(measured - expected) < 0.6, "frame \(i): \(measured)° vs \(expected)°")
        }
    }

    @Test func springInterruptingASpringKeepsItsVelocity() throws {
        // `.spring` is response 0.5 s, no bounce: critically damped with
        // ω = 2π / 0.5. From rest at 0 towards 1 (started at 0.2 s), then
        // at 0.5 s retargeted to 0.3 continuing with its position and speed.
        let movie = ViewAnimation(RingView(progress: 0), width: 100, height: 100, scale: scale)
            .at(0.2) { ring in withAnimation(.spring) { ring.progress = 1 } }
            .at(0.5) { ring in withAnimation(.spring) { ring.progress = 0.3 } }
        let frames = try movie.makeRenderer(frameRate: .fps30, duration: 1.5)
        let w = 2 * Double.pi / 0.5
        func first(_ tau: Double) -> (x: Double, v: Double) {
            (1 - (1 + w * tau) * exp(-w * tau), w * w * tau * exp(-w * tau))
        }
        let (x1, v1) = first(0.3)
        func expected(_ t: Double) -> Double {
            if t < 0.2 { return 0 }
            if t < 0.5 { return first(t - 0.2).x }
            // Gap to the new target: y(τ) = (y0 + (v1 + ω·y0)·τ)·e^(−ωτ).
            let y0 = x1 - 0.3, tau = t - 0.5
            return 0.3 + (y0 + (v1 + w * y0) * tau) * exp(-w * tau)
        }
        var differsFromRestart = false
        for i in 6..<45 {
            let t = Double(i) / 30
            let e = expected(t)
            guard e > 0.01, e < 0.99 else { continue }
            let measured = arcEnd(try frames.render(frame: i), scale: scale)
            #expect(abs(measured - 360 * e) < 0.6, "frame \(i): \(measured)° vs \(360 * e)°")
            // A spring restarted from rest would lag: the kept velocity shows.
            let tau = t - 0.5
            let restart = 0.3 + (x1 - 0.3) * (1 + w * tau) * exp(-w * tau)
            if t > 0.5 && abs(360 * (restart - e)) > 5 { differsFromRestart = true }
        }
        #expect(differsFromRestart)
    }

    @Test func changeWithoutAnimationJumps() throws {
        let movie = ViewAnimation(RingView(progress: 0.25), width: 100, height: 100, scale: scale)
            .at(0.5) { $0.progress = 0.75 }
        let frames = try movie.makeRenderer(frameRate: .fps30, duration: 1)
        #expect(abs(arcEnd(try frames.render(frame: 14), scale: scale) - 90) < 0.6)
        #expect(abs(arcEnd(try frames.render(frame: 15), scale: scale) - 270) < 0.6)
    }

    @Test func frameAloneEqualsFrameInSequence() throws {
        let movie = ViewAnimation(RingView(progress: 0.1), width: 100, height: 100)
            .at(0.1, animation: .bouncy) { $0.progress = 0.8 }
        let a = try movie.makeRenderer(frameRate: .fps30, duration: 1)
        var sequence: [Pixmap] = []
        for i in 0..<12 { sequence.append(try a.render(frame: i)) }
        let b = try movie.makeRenderer(frameRate: .fps30, duration: 1)
        #expect(try b.render(frame: 11) == sequence[11])
        #expect(try b.render(frame: 7) == sequence[7])
    }
}

@Suite struct ConcurrentRenderTests {
    @Test func framesRenderedConcurrentlyMatchSequentialOnes() throws {
        let frames = try ViewAnimation(RingDemo(), width: 152, height: 152, background: .white)
            .makeRenderer(frameRate: .fps30, duration: 1)
        let sequential = try (0..<12).map { try frames.render(frame: $0) }
        final class Results: @unchecked Sendable {
            var pixmaps = [Pixmap?](repeating: nil, count: 12)
            let lock = NSLock()
        }
        let results = Results()
        Dispatch.DispatchQueue.concurrentPerform(iterations: 12) { i in
            let p = try? frames.render(frame: 11 - i)
            results.lock.lock()
            results.pixmaps[11 - i] = p
            results.lock.unlock()
        }
        for i in 0..<12 { #expect(results.pixmaps[i] == sequential[i], "frame \(i)") }
    }

    @Test func reusedCanvasGivesTheSameFrames() throws {
        let frames = try ViewAnimation(RingDemo(), width: 152, height: 152).makeRenderer(frameRate: .fps30, duration: 1)
        let canvas = Pixmap(width: frames.pixelWidth, height: frames.pixelHeight)
        for i in [20, 3, 29] {
            try frames.render(frame: i, into: canvas)
            #expect(canvas == (try frames.render(frame: i)))
        }
        #expect(throws: ViewRenderError.self) { try frames.render(frame: 0, into: Pixmap(width: 3, height: 3)) }
    }
}
