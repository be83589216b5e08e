// A scripted touch in a running script: at its start time the tree is laid
// out as it is on screen then (animations part way), the target is found
// (by name, or a point) and hit tested front to back, the gestures on the
// hit chain recognise the whole touch at once (Gestures/), and their
// callbacks are scheduled as script actions at their own times, so they
// run in time order with animation completions and later script steps, in
// the views' own state context.
import Foundation
import Geometry

/// Where a scripted touch goes: a view found by name, or a point.
public struct InteractionTarget: ExpressibleByStringLiteral, Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        case name(String), identifier(String), label(String), point(CGPoint)
    }
    let kind: Kind

    /// The view whose accessibility identifier, else accessibility label, else text (a `Text`'s characters, a
    /// `Button`'s title) is `name`; the frontmost such view when several are.
    public init(stringLiteral name: String) { kind = .name(name) }
    /// The view found by `name` as `init(stringLiteral:)` finds it.
    public static func named(_ name: String) -> InteractionTarget { InteractionTarget(kind: .name(name)) }
    /// The view with accessibility identifier `identifier`.
    public static func identifier(_ identifier: String) -> InteractionTarget { InteractionTarget(kind: .identifier(identifier)) }
    /// The view with accessibility label, or text, `label`.
    public static func label(_ label: String) -> InteractionTarget { InteractionTarget(kind: .label(label)) }
    /// A point of the canvas, in points from its top-left corner.
    public static func point(_ point: CGPoint) -> InteractionTarget { InteractionTarget(kind: .point(point)) }
    /// A point of the canvas, in points from its top-left corner.
    public static func point(x: CGFloat, y: CGFloat) -> InteractionTarget { .point(CGPoint(x: x, y: y)) }

    init(kind: Kind) { self.kind = kind }

    /// The target as an error message names it.
    public var description: String {
        switch kind {
        case .name(let n): "the view named \"\(n)\" (accessibility identifier, label or text)"
        case .identifier(let n): "the view with accessibility identifier \"\(n)\""
        case .label(let n): "the view labelled \"\(n)\" (accessibility label or text)"
        case .point(let p): "the point (\(p.x), \(p.y))"
        }
    }
}

/// A touch as a script describes it: a target, and where the finger goes from there.
struct ScriptedTouch {
    enum Motion {
        /// Down and up in place after `duration` seconds, `count` times.
        case press(duration: Double, count: Int)
        /// Down at the target's point, still for `hold` seconds, then along `offsets` (from the first point) at
        /// even speed over `duration` seconds.
        case drag(offsets: [CGPoint], hold: Double, duration: Double)
        /// Two fingers down at `fingers(0)` (offsets from the target's point), moved over `duration` seconds:
        /// at a fraction u of it they are at `fingers(u)`.
        case twoFingers(duration: Double, fingers: (Double) -> (CGPoint, CGPoint))
    }
    var target: InteractionTarget
    var motion: Motion
    var verb: String
}

extension ScriptRun {
    /// Starts `touch` at the current script time.
    func begin(_ touch: ScriptedTouch) {
        let layout = presentedLayout()
        let start: CGPoint
        switch locate(touch.target, in: layout.node) {
        case .success(let p): start = p
        case .failure(let error):
            interactionErrors.append("A scripted \(touch.verb) at \(time) s looked for \(touch.target) and found none. \(error.message)")
            return
        }
        // A touch is hit tested where it goes down: two fingers at their midpoint.
        let samples = self.samples(touch.motion, from: start)
        let down = samples[0].location
        guard let chain = HitTest.chain(layout.node, at: down) else {
            interactionErrors.append("A scripted \(touch.verb) at \(time) s at (\(down.x), \(down.y)) found no view there "
                + "(the canvas is \(canvas.width)×\(canvas.height) points). \(Self.inventory(layout.node))")
            return
        }
        var t = Touch(samples: samples)
        if case .press(_, let count) = touch.motion { t.tapCount = count }
        for a in GestureArbitration.actions(chain: chain, touch: t) {
            schedule(after: a.time - time, a.action)
        }
    }

    /// The touch's samples: the down, every frame time of the render strictly inside the touch, the lift.
    private func samples(_ motion: ScriptedTouch.Motion, from start: CGPoint) -> [Touch.Sample] {
        switch motion {
        case .press(let duration, _):
            return [.init(time: time, location: start), .init(time: time + duration, location: start)]
        case .drag(let offsets, let hold, let duration):
            let points = [CGPoint.zero] + offsets
            let polyline = Polyline(points.map { CGPoint(x: start.x + $0.x, y: start.y + $0.y) })
            let moves = time + hold
            return sampleTimes(until: moves + duration).map {
                .init(time: $0, location: $0 <= moves ? start : polyline.point(at: duration > 0 ? ($0 - moves) / duration : 1))
            }
        case .twoFingers(let duration, let fingers):
            return sampleTimes(until: time + duration).map { t in
                let (a, b) = fingers(duration > 0 ? min(max((t - time) / duration, 0), 1) : 1)
                let pa = CGPoint(x: start.x + a.x, y: start.y + a.y), pb = CGPoint(x: start.x + b.x, y: start.y + b.y)
                return .init(time: t, location: CGPoint(x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2), fingers: (pa, pb))
            }
        }
    }

    /// The times a moving touch is sampled at: now (the down), every frame time of the render strictly in
    /// between, and `end` (the lift).
    private func sampleTimes(until end: Double) -> [Double] {
        var times = [time]
        var frame = frameRate.frame(at: time) + 1
        while true {
            let ft = frameRate.time(ofFrame: frame)
            guard ft < end else { break }
            if ft > time { times.append(ft) }
            frame += 1
        }
        if end > time { times.append(end) }
        return times
    }

    private func locate(_ target: InteractionTarget, in root: Node) -> Result<CGPoint, LocateError> {
        let nodes = HitTest.allNodes(root)
        func first(_ match: (Node) -> Bool) -> Node? { nodes.first(where: match) }
        func identifier(_ n: String) -> Node? { first { ($0 as? InteractionNode)?.identifier == n } }
        func label(_ n: String) -> Node? {
            first { ($0 as? InteractionNode)?.label == n } ?? first { ($0 as? TextNode)?.text.string == n }
        }
        let found: Node?
        switch target.kind {
        case .point(let p): return .success(p)
        case .name(let n): found = identifier(n) ?? label(n)
        case .identifier(let n): found = identifier(n)
        case .label(let n): found = label(n)
        }
        guard let found else { return .failure(LocateError(message: Self.inventory(root))) }
        return .success(HitTest.drawnCenter(found))
    }

    /// What a script could find in the tree, for error messages.
    static func inventory(_ root: Node) -> String {
        let nodes = HitTest.allNodes(root)
        let ids = nodes.compactMap { ($0 as? InteractionNode)?.identifier }
        let labels = nodes.compactMap { ($0 as? InteractionNode)?.label }
        let texts = nodes.compactMap { ($0 as? TextNode)?.text.string }
        func list(_ names: [String]) -> String { names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", ") }
        return "On screen: identifiers \(list(ids)); labels \(list(labels)); texts \(list(texts))."
    }
}

struct LocateError: Error { let message: String }

/// Points joined by straight lines, walked at even speed.
struct Polyline {
    let points: [CGPoint]
    private let lengths: [CGFloat]

    init(_ points: [CGPoint]) {
        self.points = points
        var acc: CGFloat = 0, lengths: [CGFloat] = [0]
        for i in points.indices.dropFirst() {
            acc += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y)
            lengths.append(acc)
        }
        self.lengths = lengths
    }

    /// The point a fraction `f` (0…1) of the way along.
    func point(at f: Double) -> CGPoint {
        let total = lengths.last ?? 0
        guard total > 0 else { return points.last ?? .zero }
        let d = min(max(f, 0), 1) * total
        guard let i = lengths.indices.dropFirst().first(where: { lengths[$0] >= d }) else { return points[points.count - 1] }
        let seg = lengths[i] - lengths[i - 1]
        let u = seg > 0 ? (d - lengths[i - 1]) / seg : 1
        return CGPoint(x: points[i - 1].x + (points[i].x - points[i - 1].x) * u, y: points[i - 1].y + (points[i].y - points[i - 1].y) * u)
    }
}
