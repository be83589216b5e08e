// Reading animatable properties: a constant as the property's own type, an
// object with from/to (an animation) or with keyframes (a keyframe track).
import Foundation
import Geometry
import SwiftUICore
import Timeline

/// How to read one kind of constant (number, point, color…).
struct ValueKind<V: Animatable & Sendable>: Sendable {
    /// Reads a constant, reporting its own errors.
    let parse: @Sendable (Node) -> V?
}

extension Node {
    static let animationKeys = ["from", "to", "curve", "spring", "duration", "delay", "speed", "repeat", "autoreverses", "anchor"]
    static let keyframeTrackKeys = ["from", "keyframes", "delay", "repeat", "anchor"]
    static let keyframeKeys = ["type", "to", "duration", "curve", "spring"]
    static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "circularEaseIn", "circularEaseOut",
                             "circularEaseInOut"]
    static let springNames = ["smooth", "snappy", "bouncy", "default", "interactive"]

    /// Whether this object is an animation or keyframe track rather than a
    /// constant written as an object (`{x: 1, y: 2}`).
    var isAnimationObject: Bool {
        guard let members = value.members else { return false }
        return members.contains { $0.key == "keyframes" || $0.key == "follow" || Node.animationKeys.contains($0.key) }
    }

    /// A constant, an animation or a keyframe track of `kind`.
    func animated<V>(_ kind: ValueKind<V>) -> Animated<V>? {
        guard isAnimationObject else { return kind.parse(self).map { .constant($0) } }
        diagnostics.animatedProperties += 1
        if value["follow"] != nil { return binding(kind) }
        if value["keyframes"] != nil { return keyframeTrack(kind) }
        return animation(kind)
    }

    private func animation<V>(_ kind: ValueKind<V>) -> Animated<V>? {
        guard let o = object("an animation { from, to, … }", allowed: Node.animationKeys) else { return nil }
        let from = o.require("from", "the starting value", example: "0").flatMap(kind.parse)
        let to = o.require("to", "the final value", example: "1").flatMap(kind.parse)
        guard let timing = animationTiming(o), let from, let to else { return nil }
        return .animation(from: from, to: to, timing)
    }

    /// The `Animation` an animation object describes: its curve or spring,
    /// then repeats, speed and delay (the delay is waited once, in real seconds).
    func animationTiming(_ o: ObjectNode) -> Animation? {
        var ok = true
        var animation: Animation
        let duration = o["duration"]?.number(0...RenderLimits.maximumSeconds)
        if o.has("duration"), duration == nil { ok = false }
        if let springNode = o["spring"] {
            if o.has("curve") {
                springNode.error("an animation has either a curve or a spring, not both", fix: "remove curve or spring")
                ok = false
            }
            if springNode.value.string == nil, o.has("duration") {
                o["duration"]?.error("a spring object sets its own timing",
                                     fix: "write the duration inside the spring: spring: { duration: 0.5, bounce: 0.2 }")
                ok = false
            }
            guard let a = springNode.springAnimation(duration: duration) else { return nil }
            animation = a
        } else if let easing = o["curve"]?.easing() {
            guard let easing else { return nil }
            animation = Animation(EasingAnimation(easing: easing, duration: duration ?? 0.35))
        } else {
            let curve = o["curve"].map { $0.unitCurve() } ?? .linear
            guard let curve else { return nil }
            animation = .timingCurve(curve, duration: duration ?? 0.35)
        }
        var autoreverses = o["autoreverses"].map { $0.bool() } ?? true
        if o.has("autoreverses"), autoreverses == nil { ok = false }
        if let r = o["repeat"] {
            if let passes = r.repeatPasses(outerAutoreverses: o.has("autoreverses")) {
                if let inner = passes.autoreverses { autoreverses = inner }
                if let count = passes.count {
                    animation = animation.repeatCount(count, autoreverses: autoreverses ?? true)
                } else if passes.forever {
                    animation = animation.repeatForever(autoreverses: autoreverses ?? true)
                }
            } else {
                ok = false
            }
        } else if o.has("autoreverses") {
            o["autoreverses"]?.error("autoreverses only matters with repeat", fix: "add repeat: 2 (there and back) or repeat: true")
            ok = false
        }
        if let s = o["speed"] {
            if let speed = s.number(0.001...1000) { animation = animation.speed(speed) } else { ok = false }
        }
        let written = o["delay"].map { $0.number(0...RenderLimits.maximumSeconds) } ?? 0
        guard ok, let written, let delay = anchoredDelay(o, written: written, length: animation.duration) else { return nil }
        if delay != 0 {
            animation = animation.delay(delay)
            diagnostics.delays.append((o["delay"] ?? o["anchor"] ?? self, delay))
        }
        return animation
    }

    /// `repeat`: a number of passes, true (for ever, there and back), false
    /// (once), or `{ count: N | "forever", autoreverses }`.
    func repeatPasses(outerAutoreverses: Bool) -> (count: Int?, forever: Bool, autoreverses: Bool?)? {
        let example = "write repeat: 3, repeat: true (for ever, there and back) or repeat: { count: \"forever\", autoreverses: false }"
        switch value.kind {
        case .bool(let forever):
            return (nil, forever, nil)
        case .number:
            // int() reports a number out of range or not whole itself: one message.
            return int(1...1_000_000).map { ($0, false, nil) }
        case .string(let s) where s == "forever":
            error("repeat: \"forever\" is written repeat: true, or as an object to choose the direction",
                  fix: "write repeat: true (there and back) or repeat: { count: \"forever\", autoreverses: false } (always forwards)")
            return nil
        case .object:
            guard let o = object("a repeat { count, autoreverses }", allowed: ["count", "autoreverses"]) else { return nil }
            if outerAutoreverses, let a = o["autoreverses"] {
                a.error("autoreverses is given twice", fix: "keep the one inside repeat")
                return nil
            }
            let reverses = o["autoreverses"].map { $0.bool() } ?? true
            guard let c = o.require("count", "how many passes, or \"forever\"", example: "3") else { return nil }
            guard let reverses else { return nil }
            if c.value.string == "forever" { return (nil, true, reverses) }
            if c.value.string != nil {
                c.error("count is a number of passes or \"forever\"", fix: "write e.g. count: 3 or count: \"forever\"")
                return nil
            }
            return c.int(1...1_000_000).map { ($0, false, reverses) }
        default:
            error("repeat is a number of passes or true (for ever)", fix: example)
            return nil
        }
    }

    /// A timing curve: a name or the control points [x1, y1, x2, y2] of a
    /// cubic Bézier from (0, 0) to (1, 1).
    func unitCurve() -> UnitCurve? {
        if let points = value.elements {
            guard points.count == 4 else {
                error("a Bézier curve has 4 numbers [x1, y1, x2, y2] but found \(points.count)", fix: "write e.g. [0.42, 0, 0.58, 1]")
                return nil
            }
            let xs = array("control points", count: 4...4) ?? []
            let n = xs.enumerated().map { $0.element.number($0.offset % 2 == 0 ? 0...1 : -10...10) }
            guard n.count == 4, let x1 = n[0], let y1 = n[1], let x2 = n[2], let y2 = n[3] else { return nil }
            return .bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        }
        if let s = value.string, Easing.names.contains(where: { $0.0 == s }) || s.hasPrefix("steps(") {
            error("\(s) works in an animation, not in a keyframe", fix: "keyframes take \(Node.curveNames.joined(separator: ", ")) or [x1, y1, x2, y2]")
            return nil
        }
        if let s = value.string, !Node.curveNames.contains(s) {
            if let hint = TimelineVocabulary.curveHint(s) {
                error("unknown curve \"\(s)\"", fix: hint)
                return nil
            }
            let near = Suggestion.nearest(to: s, among: Node.curveNames).map { "did you mean \"\($0)\"? " } ?? ""
            error("unknown curve \"\(s)\"",
                  fix: "\(near)use one of \((Node.curveNames + Easing.names.map(\.0)).joined(separator: ", ")), \"steps(N)\", or any cubic Bézier as [x1, y1, x2, y2]")
            return nil
        }
        guard let name = choice(Node.curveNames, what: "curve") else { return nil }
        switch name {
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        case "circularEaseIn": return .circularEaseIn
        case "circularEaseOut": return .circularEaseOut
        case "circularEaseInOut": return .circularEaseInOut
        default: return .linear
        }
    }

    /// A spring animation: a preset name (its duration from the
    /// animation's `duration`) or a spring object.
    private func springAnimation(duration: Double?) -> Animation? {
        if value.string != nil {
            guard let name = choice(Node.springNames, what: "spring") else { return nil }
            switch name {
            case "smooth": return .smooth(duration: duration ?? 0.5)
            case "snappy": return .snappy(duration: duration ?? 0.5)
            case "bouncy": return .bouncy(duration: duration ?? 0.5)
            case "interactive": return .interactiveSpring(duration: duration ?? 0.15)
            default: return duration.map { .spring(duration: $0) } ?? .default
            }
        }
        return spring().map { .spring($0) }
    }

    /// A `Spring`: a preset name or one of { duration, bounce },
    /// { response, dampingFraction }, { mass, stiffness, damping }.
    func spring() -> Spring? {
        if value.string != nil {
            guard let name = choice(Node.springNames, what: "spring") else { return nil }
            switch name {
            case "smooth": return .smooth
            case "snappy": return .snappy
            case "bouncy": return .bouncy
            case "interactive": return Spring(response: 0.15, dampingRatio: 0.86)
            default: return Spring(response: 0.55, dampingRatio: 1)
            }
        }
        let keys = ["duration", "bounce", "response", "dampingFraction", "mass", "stiffness", "damping"]
        guard let o = object("a spring", allowed: keys) else { return nil }
        if o.has("stiffness") || o.has("damping") || o.has("mass") {
            let mass = o["mass"].map { $0.number(0.001...1000) } ?? 1
            let stiffness = o.require("stiffness", "spring stiffness", example: "170")?.number(0.001...1_000_000)
            let damping = o.require("damping", "spring damping", example: "15")?.number(0...100_000)
            guard let mass, let stiffness, let damping else { return nil }
            return Spring(mass: mass, stiffness: stiffness, damping: damping)
        }
        if o.has("response") || o.has("dampingFraction") {
            let response = o["response"].map { $0.number(0.001...100) } ?? 0.5
            let fraction = o["dampingFraction"].map { $0.number(0.01...10) } ?? 0.825
            guard let response, let fraction else { return nil }
            return Spring(response: response, dampingRatio: fraction)
        }
        let duration = o["duration"].map { $0.number(0.001...100) } ?? 0.5
        let bounce = o["bounce"].map { $0.number(-0.99...0.99) } ?? 0
        guard let duration, let bounce else { return nil }
        return Spring(duration: duration, bounce: bounce)
    }

    private func keyframeTrack<V>(_ kind: ValueKind<V>) -> Animated<V>? {
        switch keyframeModel() {
        case .absolute: return absoluteKeyframeTrack(kind)
        case .mixed: return nil
        case .segments: break
        }
        guard let o = object("a keyframe track { from, keyframes }", allowed: Node.keyframeTrackKeys) else { return nil }
        let initial = o.require("from", "the value before the first keyframe", example: "0").flatMap(kind.parse)
        let written = o["delay"].map { $0.number(0...RenderLimits.maximumSeconds) } ?? 0
        let loops = o["repeat"].map { $0.bool() } ?? false
        let list = o["keyframes"]?.array("keyframes", count: 1...10_000)
        var keyframes: [KeyframeSpec<V>] = []
        var ok = true
        for k in list ?? [] {
            if let spec = k.keyframe(kind) { keyframes.append(spec) } else { ok = false }
        }
        guard ok, let initial, let written, let loops, list != nil else { return nil }
        let track = KeyframeTrackBox(initial: initial, keyframes: keyframes, delay: 0, loops: loops)
        guard let delay = anchoredDelay(o, written: written, length: loops ? nil : track.duration) else { return nil }
        return .keyframes(KeyframeTrackBox(initial: initial, keyframes: keyframes, delay: delay, loops: loops))
    }

    private func keyframe<V>(_ kind: ValueKind<V>) -> KeyframeSpec<V>? {
        guard let o = object("a keyframe { type, to, duration }", allowed: Node.keyframeKeys) else { return nil }
        let type = o["type"].map { $0.choice(["linear", "cubic", "spring", "move"], what: "keyframe type") } ?? "linear"
        let to = o.require("to", "the value this keyframe reaches", example: "1").flatMap(kind.parse)
        guard let type, let to else { return nil }
        let duration: Double?
        if type == "move" || type == "spring" {
            duration = o["duration"].flatMap { $0.number(0...RenderLimits.maximumSeconds) }
        } else {
            duration = o.require("duration", "seconds this keyframe takes", example: "0.5")?.number(0...RenderLimits.maximumSeconds)
            if duration == nil { return nil }
        }
        if type != "linear", let c = o["curve"] { c.error("only linear keyframes have a curve", fix: "remove curve or use type: \"linear\"") }
        if type != "spring", let s = o["spring"] { s.error("only spring keyframes have a spring", fix: "remove spring or use type: \"spring\"") }
        switch type {
        case "linear":
            guard let curve = o["curve"].map({ $0.unitCurve() }) ?? .linear else { return nil }
            return KeyframeSpec(to: to, duration: duration, kind: .linear(curve))
        case "cubic":
            return KeyframeSpec(to: to, duration: duration, kind: .cubic)
        case "spring":
            guard let spring = o["spring"].map({ $0.spring() }) ?? Spring() else { return nil }
            return KeyframeSpec(to: to, duration: duration, kind: .spring(spring))
        default:
            return KeyframeSpec(to: to, duration: 0, kind: .move)
        }
    }
}
