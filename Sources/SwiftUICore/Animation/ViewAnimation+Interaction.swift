// Scripted interaction: taps, long presses, drags and two-finger pinches
// and turns at script times.
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

    /// Pinches `target` with two fingers: at `time` they go down `fingerSpacing × startScale` points apart
    /// on a horizontal line centred on the target's point, and move apart (or together) at even speed over
    /// `duration` seconds until they are `fingerSpacing × endScale` apart, then lift. A `MagnifyGesture`
    /// there reports the distance between them over the distance at the down: `endScale / startScale` at
    /// the lift. Samples come at the down, every frame time in between and the lift, as a drag's.
    public func pinch(_ target: InteractionTarget, from startScale: CGFloat = 1, to endScale: CGFloat, at time: Double,
                      duration: Double, fingerSpacing: CGFloat = 100) -> ViewAnimation {
        guard startScale > 0, endScale > 0, fingerSpacing > 0 else {
            return failing(at: time, "A scripted pinch at \(time) s has scales \(startScale) → \(endScale) and finger spacing "
                + "\(fingerSpacing): all three must be greater than 0 (fingers at one point measure no distance).")
        }
        let motion = ScriptedTouch.Motion.twoFingers(duration: max(0, duration)) { u in
            let half = fingerSpacing * (startScale + (endScale - startScale) * u) / 2
            return (CGPoint(x: -half, y: 0), CGPoint(x: half, y: 0))
        }
        return touch(ScriptedTouch(target: target, motion: motion, verb: "pinch"), at: time)
    }

    /// Turns two fingers about `target`'s point by `angle`: at `time` they go down `fingerSpacing` points
    /// apart on a horizontal line centred there, turn about the centre at even speed over `duration`
    /// seconds (positive angles clockwise on screen, the way `rotationEffect` turns a view), then lift. A
    /// `RotateGesture` there reports `angle` at the lift.
    public func rotate(_ target: InteractionTarget, by angle: Angle, at time: Double, duration: Double,
                       fingerSpacing: CGFloat = 100) -> ViewAnimation {
        guard fingerSpacing > 0 else {
            return failing(at: time, "A scripted rotation at \(time) s has finger spacing \(fingerSpacing): it must be greater "
                + "than 0 (fingers at one point have no line to turn).")
        }
        let motion = ScriptedTouch.Motion.twoFingers(duration: max(0, duration)) { u in
            let theta = angle.radians * u, half = fingerSpacing / 2
            let d = CGPoint(x: half * cos(theta), y: half * sin(theta))
            return (CGPoint(x: -d.x, y: -d.y), d)
        }
        return touch(ScriptedTouch(target: target, motion: motion, verb: "rotation"), at: time)
    }

    /// Moves two fingers along `first` and `second` (canvas points; each list starts where its finger goes
    /// down), each at even speed along the lines joining its points, both from `time` over `duration`
    /// seconds. The touch goes to the view under the midpoint of the two first points; one-finger gestures
    /// that take two fingers (a drag) follow the midpoint.
    public func drag(fingers first: [CGPoint], _ second: [CGPoint], at time: Double, duration: Double) -> ViewAnimation {
        guard let a = first.first, let b = second.first else {
            return failing(at: time, "A scripted two-finger drag at \(time) s has \(first.count) and \(second.count) points: "
                + "give each finger at least one (where it goes down).")
        }
        let centre = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let paths = [first, second].map { Polyline($0.map { CGPoint(x: $0.x - centre.x, y: $0.y - centre.y) }) }
        let motion = ScriptedTouch.Motion.twoFingers(duration: max(0, duration)) { u in (paths[0].point(at: u), paths[1].point(at: u)) }
        return touch(ScriptedTouch(target: .point(centre), motion: motion, verb: "two-finger drag"), at: time)
    }

    private func touch(_ touch: ScriptedTouch, at time: Double) -> ViewAnimation {
        at(time) { state in state.run.begin(touch) }
    }

    /// A script step that reports `message` (makeRenderer throws it with the touches that found no view).
    private func failing(at time: Double, _ message: String) -> ViewAnimation {
        at(time) { state in state.run.interactionErrors.append(message) }
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
