// Keyframe and phase animators, animation completions and transactions in
// script time. Expected positions come from the curves' formulas: linear
// segments by hand, the critically damped spring's closed form
// x(τ) = Δ·(1 − e^(−ω·τ)·(1 + ω·τ)), ω = 2π / duration.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Timeline

/// Where the left edge of the black 10-point square on row 5 lies, to a
/// fraction of a pixel (from the coverage of its first pixel, relative to
/// the square's full alpha). Columns from 90 on are left out: `Mover`'s
/// background swatch sits there.
func squareLeft(_ p: Pixmap) -> Double? {
    let columns = 0..<min(p.width, 90)
    guard let x = columns.first(where: { p.pixel(x: $0, y: 5).a > 0 }) else { return nil }
    let full = Double(columns.map { p.pixel(x: $0, y: 5).a }.max()!)
    return Double(x) + 1 - Double(p.pixel(x: x, y: 5).a) / full
}

func square(at x: Double) -> some View {
    Color.black.frame(width: 10, height: 10).offset(x: x).frame(width: 100, height: 10, alignment: .leading)
}

struct LoopingKeyframes: View {
    var body: some View {
        KeyframeAnimator(initialValue: 0.0) { x in
            square(at: x)
        } keyframes: { _ in
            LinearKeyframe(80.0, duration: 1)
            LinearKeyframe(0.0, duration: 1)
        }
    }
}

struct TriggeredKeyframes: View {
    var taps = 0
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                SpringKeyframe(50.0, duration: 1, spring: Spring(duration: 0.5, bounce: 0))
            }
            .frame(width: 100, height: 10, alignment: .leading)
    }
}

struct Cycling: View {
    var body: some View {
        PhaseAnimator([0.0, 50.0]) { x in
            square(at: x)
        } animation: { phase in
            phase == 50 ? .linear(duration: 1) : .linear(duration: 0.5)
        }
    }
}

struct TriggeredPhases: View {
    var taps = 0
    var body: some View {
        Color.black.frame(width: 10, height: 10)
            .phaseAnimator([0.0, 50.0], trigger: taps) { content, x in
                content.offset(x: x)
            } animation: { _ in .linear(duration: 1) }
            .frame(width: 100, height: 10, alignment: .leading)
    }
}

@Suite struct AnimatorTests {
    let fps10 = try! FrameRate(10)

    func left(_ frames: ViewRenderer, _ i: Int) throws -> Double { try #require(squareLeft(try frames.render(frame: i))) }

    @Test func repeatingKeyframesLoopFromTheMomentTheViewAppears() throws {
        let frames = try ViewAnimation(LoopingKeyframes(), width: 100, height: 10).makeRenderer(frameRate: fps10, duration: 5)
        // 0 → 80 over 1 s, back to 0 over 1 s, again.
        for (i, x) in [(0, 0.0), (3, 24), (10, 80), (15, 40), (23, 24), (35, 40)] {
            #expect(abs(try left(frames, i) - x) < 0.02, "frame \(i)")
        }
    }

    @Test func triggeredKeyframesPlayFromTheChange() throws {
        let frames = try ViewAnimation(TriggeredKeyframes(), width: 100, height: 10)
            .at(0.5) { $0.taps = 1 }
            .makeRenderer(frameRate: fps10, duration: 3)
        #expect(try left(frames, 3) == 0)
        let w = 2 * Double.pi / 0.5
        for i in [6, 7, 9, 12] {
            let tau = Double(i) / 10 - 0.5
            let x = 50 * (1 - exp(-w * tau) * (1 + w * tau))
            #expect(abs(try left(frames, i) - x) < 0.02, "frame \(i)")
        }
        // The run lasts its keyframe's 1 s and keeps its end value, where the spring is then.
        let end = 50 * (1 - exp(-w) * (1 + w))
        #expect(abs(try left(frames, 25) - end) < 0.02)
    }

    @Test func phasesCycleEachWithTheAnimationIntoIt() throws {
        let frames = try ViewAnimation(Cycling(), width: 100, height: 10).makeRenderer(frameRate: fps10, duration: 5)
        // Into 50 over 1 s (0…1), into 0 over 0.5 s (1…1.5), into 50 again (1.5…2.5)…
        for (i, x) in [(3, 15.0), (10, 50), (12, 30), (15, 0), (16, 5), (30, 0), (34, 20)] {
            #expect(abs(try left(frames, i) - x) < 0.02, "frame \(i)")
        }
    }

    @Test func triggeredPhasesRunOnceAndReturnToTheFirst() throws {
        let frames = try ViewAnimation(TriggeredPhases(), width: 100, height: 10)
            .at(0.5) { $0.taps = 1 }
            .makeRenderer(frameRate: fps10, duration: 4)
        for (i, x) in [(3, 0.0), (10, 25), (15, 50), (20, 25), (30, 0), (38, 0)] {
            #expect(abs(try left(frames, i) - x) < 0.02, "frame \(i)")
        }
    }

    @Test func completionRunsWhenTheAnimationIsLogicallyComplete() throws {
        let frames = try ViewAnimation(Mover(), width: 100, height: 10)
            .at(0) { state in
                withAnimation(.linear(duration: 1)) { state.x = 80 } completion: { state.faded = true }
            }
            .makeRenderer(frameRate: fps10, duration: 2)
        #expect(try frames.render(frame: 9).pixel(x: 80, y: 5).a == 255)
        let a = Double(try frames.render(frame: 10).pixel(x: 85, y: 5).a) / 255
        #expect(abs(a - 0.2) < 0.01)
    }

    @Test func logicalCompletionCanComeBeforeRemoval() throws {
        // Completions set the square's opacity: 0.2 at logical completion, and
        // x jumps to 0 when the animation is removed.
        let frames = try ViewAnimation(Mover(), width: 100, height: 10)
            .at(0) { state in
                let a = Animation.linear(duration: 1).logicallyComplete(after: 0.4)
                withAnimation(a, completionCriteria: .logicallyComplete) { state.x = 80 } completion: { state.faded = true }
                withAnimation(a, completionCriteria: .removed) { state.color = .blue } completion: { state.x = 0 }
            }
            .makeRenderer(frameRate: fps10, duration: 2)
        let p3 = try frames.render(frame: 3), p4 = try frames.render(frame: 4)
        #expect(p3.pixel(x: 26, y: 5).a == 255)
        #expect(abs(Double(p4.pixel(x: 34, y: 5).a) / 255 - 0.2) < 0.01)
        #expect(abs(try left(frames, 9) - 72) < 0.02)
        #expect(try left(frames, 10) == 0)
    }

    @Test func completionWithoutAChangeRunsAtOnce() throws {
        let frames = try ViewAnimation(Mover(), width: 100, height: 10)
            .at(0.5) { state in
                withAnimation(.linear(duration: 1)) { } completion: { state.x = 30 }
            }
            .makeRenderer(frameRate: fps10, duration: 1)
        #expect(try left(frames, 4) == 0)
        #expect(try left(frames, 5) == 30)
    }

    @Test func transactionModifierReplacesTheAnimationInside() throws {
        struct Two: View {
            var x: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    square(at: x).transaction { $0.animation = nil }
                    square(at: x).transaction { $0.animation = .linear(duration: 2) }
                }
            }
        }
        let frames = try ViewAnimation(Two(), width: 100, height: 20)
            .at(0, animation: .linear(duration: 1)) { $0.x = 80 }
            .makeRenderer(frameRate: fps10, duration: 3)
        let p = try frames.render(frame: 5)
        #expect(p.pixel(x: 80, y: 5).a == 255 && p.pixel(x: 79, y: 5).a == 0)   // jumped
        #expect(p.pixel(x: 20, y: 15).a == 255 && p.pixel(x: 19, y: 15).a == 0) // 80 · 0.5 / 2
    }

    @Test func disablesAnimationsKeepsImplicitAnimationsOut() throws {
        struct Implicit: View {
            var x: CGFloat = 0
            var body: some View { square(at: x).animation(.linear(duration: 4), value: x) }
        }
        let frames = try ViewAnimation(Implicit(), width: 100, height: 10)
            .at(0) { state in
                var t = Transaction(animation: .linear(duration: 1))
                t.disablesAnimations = true
                withTransaction(t) { state.x = 80 }
            }
            .makeRenderer(frameRate: fps10, duration: 2)
        #expect(abs(try left(frames, 5) - 40) < 0.02)
    }
}
