// Scripted interaction: taps, long presses and drags at script times.
// docs/interaction.md explains how a touch is found, delivered and timed.
import Foundation
import Geometry

extension ViewAnimation {
    /// Taps `target` at `time`: the finger goes down at `time` and lifts
    /// `duration` seconds later (a real tap lasts about 0.1 s), so a button
    /// shows its pressed look in between and runs its action at the lift.
    /// The view under the target's centre receives the touch, front to back,
    /// as a finger's would; `count` taps make a double tap and so on. A
    /// target that finds no view makes `makeRenderer` throw, naming what it
    /// looked for and what was on screen.
    public func tap(_ target: InteractionTarget, at time: Double, duration: Double = 0.1, count: Int = 1) -> ViewAnimation {
        touch(ScriptedTouch(target: target, motion: .press(duration: max(0, duration), count: max(1, count)), verb: "tap"), at: time)
    }

    /// Presses `target` from `time` for `duration` seconds without moving (a long press gesture ends once
    /// its minimum duration has passed; a button runs its action at the lift).
    public func longPress(_ target: InteractionTarget, at time: Double, duration: Double) -> ViewAnimation {
        touch(ScriptedTouch(target: target, motion: .press(duration: max(0, duration), count: 1), verb: "long press"), at: time)
    }

    /// Drags from `target` by `translation` in a straight line: the finger goes down at `time`, stays still
    /// for `hold` seconds (a long press before a drag), then moves over `duration` seconds.
    public func drag(_ target: InteractionTarget, by translation: CGSize, at time: Double, after hold: Double = 0,
                     duration: Double) -> ViewAnimation {
        drag(target, through: [CGPoint(x: translation.width, y: translation.height)], at: time, after: hold, duration: duration)
    }

    /// Drags from `target` through `offsets` (points relative to the start), at even speed along the lines
    /// joining them: down at `time`, still for `hold` seconds, then moving over `duration` seconds. The
    /// gestures get a sample at the touch down, at every frame time of the render in between, and at the lift.
    public func drag(_ target: InteractionTarget, through offsets: [CGPoint], at time: Double, after hold: Double = 0,
                     duration: Double) -> ViewAnimation {
        let motion = ScriptedTouch.Motion.drag(offsets: offsets, hold: max(0, hold), duration: max(0, duration))
        return touch(ScriptedTouch(target: target, motion: motion, verb: "drag"), at: time)
    }

    /// Drags along `points` of the canvas (the first is the touch down), from `time` over `duration` seconds.
    public func drag(along points: [CGPoint], at time: Double, duration: Double) -> ViewAnimation {
        guard let first = points.first else { return self }
        let offsets = points.dropFirst().map { CGPoint(x: $0.x - first.x, y: $0.y - first.y) }
        return drag(.point(first), through: offsets, at: time, duration: duration)
    }

    /// Drags along `path` (canvas coordinates; its subpaths joined, curves flattened to 0.25 points), from
    /// `time` over `duration` seconds.
    public func drag(along path: Path, at time: Double, duration: Double) -> ViewAnimation {
        drag(along: path.polylinePoints(), at: time, duration: duration)
    }

    private func touch(_ touch: ScriptedTouch, at time: Double) -> ViewAnimation {
        at(time) { state in state.run.begin(touch) }
    }
}

extension Path {
    /// The path's points flattened into one run of points (subpaths joined).
    func polylinePoints() -> [CGPoint] {
        struct Collect: PolylineSink {
            var points: [CGPoint] = []
            var subpathStart = CGPoint.zero
            mutating func moveTo(_ p: CGPoint) { points.append(p); subpathStart = p }
            mutating func lineTo(_ p: CGPoint) { points.append(p) }
            mutating func closePolyline() { points.append(subpathStart) }
        }
        var sink = Collect()
        flatten(into: &sink)
        return sink.points
    }
}
