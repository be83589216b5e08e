// Custom animations the way SwiftUI developers write them: one that reads
// the view's environment and keeps state between calls to pause and
// resume a base animation, one whose duration follows the distance.
import AnimGen

private struct AnimationPausedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether running pausable animations hold still.
    var animationPaused: Bool {
        get { self[AnimationPausedKey.self] }
        set { self[AnimationPausedKey.self] = newValue }
    }
}

private struct PauseState<Value: VectorArithmetic>: AnimationStateKey {
    var paused = false
    var pauseTime: TimeInterval = 0
    static var defaultValue: Self { .init() }
}

extension AnimationContext {
    fileprivate var pauseState: PauseState<Value> {
        get { state[PauseState<Value>.self] }
        set { state[PauseState<Value>.self] = newValue }
    }
}

/// Runs `base`, frozen while the environment says `animationPaused`.
struct PausableAnimation: CustomAnimation {
    let base: Animation

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        let paused = context.environment.animationPaused
        var pause = context.pauseState
        if pause.paused != paused {
            // Pausing remembers when; resuming remembers for how long.
            pause.pauseTime = time - pause.pauseTime
            pause.paused = paused
            context.pauseState = pause
        }
        let effectiveTime = paused ? pause.pauseTime : time - pause.pauseTime
        return base.animate(value: value, time: effectiveTime, context: &context)
    }
}

/// Covers `pointsPerSecond` whatever the distance.
struct SteadySpeedAnimation: CustomAnimation {
    var pointsPerSecond: Double

    func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? where V: VectorArithmetic {
        let distance = sqrt(value.magnitudeSquared)
        let covered = time * pointsPerSecond
        guard covered < distance else { return nil }
        return value.scaled(by: covered / distance)
    }
}

/// A marker that can be paused through the environment.
struct PausableMarker: View {
    var x: CGFloat = 0
    var paused = false

    var body: some View {
        SlidingMarker(x: x)
            .environment(\.animationPaused, paused)
    }
}

/// A square moved diagonally.
struct DiagonalMarker: View {
    var position = CGPoint(x: 5, y: 5)

    var body: some View {
        Rectangle()
            .fill(.black)
            .frame(width: 10, height: 10)
            .position(position)
            .frame(width: 120, height: 120, alignment: .topLeading)
    }
}
