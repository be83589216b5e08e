// Custom animations in views, against positions worked out by hand.
// Apple's pages: animate(value:time:context:) gets "the vector to animate
// towards" and returns the current value; state stored in the context is
// there at the next call; the context gives the view's environment.
// Transaction.tracksVelocity: changes made while it is set track their
// velocity "so that when the interaction ends, an animation can use the
// accumulated velocities".
import AnimGen
import Testing

@Suite struct CustomAnimationChecks {
    private func left(_ frames: ViewRenderer, at t: Double, fps: Double = 10) throws -> Int? {
        let p = Picture(pixmap: try frames.render(frame: Int((t * fps).rounded())), scale: 1)
        return p.inkedColumns(row: 5)?.lowerBound
    }

    @Test func aPausedAnimationHoldsAndResumesWhereItStopped() throws {
        // 0 → 100 over 2 s, paused from 1 s to 2 s: 25 at 0.5, held at 50
        // through 1.5, then 75 at 2.5 (1.5 s of motion) and 100 from 3.
        let frames = try ViewAnimation(PausableMarker(), width: 120, height: 10)
            .at(0, animation: Animation(PausableAnimation(base: .linear(duration: 2)))) { $0.x = 100 }
            .at(1) { $0.update { $0.paused = true } }
            .at(2) { $0.update { $0.paused = false } }
            .makeRenderer(frameRate: try FrameRate(10), duration: 4)
        for (t, x) in [(0.5, 25), (1.0, 50), (1.5, 50), (2.0, 50), (2.5, 75), (3.0, 100), (3.5, 100)] {
            #expect(try left(frames, at: t) == x, "t = \(t)")
        }
        // Never paused, the same animation is the base one.
        let plain = try ViewAnimation(PausableMarker(), width: 120, height: 10)
            .at(0, animation: Animation(PausableAnimation(base: .linear(duration: 2)))) { $0.x = 100 }
            .makeRenderer(frameRate: try FrameRate(10), duration: 3)
        #expect(try left(plain, at: 1.5) == 75)
    }

    @Test func theAnimationSeesTheWholeMoveOfAPoint() throws {
        // (5, 5) → (65, 85): 100 points at 100 points a second, so at 0.5 s
        // half way, (35, 45): the square's left edge at 30, top at 40.
        let frames = try ViewAnimation(DiagonalMarker(), width: 120, height: 120)
            .at(0, animation: Animation(SteadySpeedAnimation(pointsPerSecond: 100))) { $0.position = CGPoint(x: 65, y: 85) }
            .makeRenderer(frameRate: try FrameRate(10), duration: 2)
        let half = Picture(pixmap: try frames.render(frame: 5), scale: 1)
        #expect(half.inkedColumns(row: 45) == 30...39)
        #expect(half.inkedRows(column: 35) == 40...49)
        let done = Picture(pixmap: try frames.render(frame: 10), scale: 1)
        #expect(done.inkedColumns(row: 85) == 60...69)
    }

    @Test func aDragsVelocityCarriesIntoTheSpringThatFollows() throws {
        // Dragged 0 → 5 → 10 at 0.05 and 0.1 with tracking (100 pt/s), let
        // go at 0.1 with a critically damped spring (response 0.5: ω = 4π)
        // to 50. The gap 50 − x starts at 40 closing at 100/s: g(τ) = (40 +
        // (4π·40 − 100)·τ)·e^(−4πτ); at τ = 0.1, g = 22.84 and x = 27.16. At
        // rest instead g = 40·(1 + 0.4π)·e^(−0.4π) = 25.69, x = 24.31.
        func run(tracking: Bool) throws -> ViewRenderer {
            var frames = ViewAnimation(SlidingMarker(), width: 120, height: 10)
            for (time, x) in [(0.05, 5.0), (0.1, 10.0)] {
                frames = frames.at(time) { state in
                    var transaction = Transaction()
                    transaction.tracksVelocity = tracking
                    withTransaction(transaction) { state.update { $0.x = x } }
                }
            }
            return try frames.at(0.1, animation: .spring(response: 0.5, dampingFraction: 1)) { $0.x = 50 }
                .makeRenderer(frameRate: try FrameRate(100), duration: 1)
        }
        // The edge column is inked when at least half covered: 27 (84 %), 24 (69 %).
        #expect(try left(run(tracking: true), at: 0.2, fps: 100) == 27)
        #expect(try left(run(tracking: false), at: 0.2, fps: 100) == 24)
    }
}
