// Keyframes at absolute times, the model of After Effects, Lottie and CSS:
// `keyframes: [{ time: 0, value: 0 }, { time: "end-0.3", value: 1, curve: "easeIn" }]`.
// They become SwiftUI-style segments (the first value held until its time,
// then one segment per gap), so one evaluator serves both models. Times may
// be seconds, frames ("12f", at the file's fps), "1:05.5", or counted from
// the layer's start or end ("start+0.2", "end-12f"): a hold followed by an
// exit needs no hand-summed delay.
import Foundation
import Spelling
import SwiftUICore
import Timeline

/// When a layer shows, on its own clock: `start` (its `start` key, else
/// its parent's) and `end` (its `end`, else its sequence's, else the
/// timeline's).
struct LayerWindow {
    var start: Double
    var end: Double
}

extension Node {
    static let absoluteKeyframeKeys = ["time", "value", "curve"]
    static let absoluteTrackKeys = ["keyframes", "repeat"]

    enum KeyframeModel { case segments, absolute, mixed }

    /// Which of the two keyframe models a track's keyframes are written in;
    /// a track mixing them gets one message explaining both (not one per key).
    func keyframeModel() -> KeyframeModel {
        let items = value["keyframes"]?.elements ?? []
        let keys = items.map { ($0.members ?? []).map(\.key) }
        // Lottie's { t, s } or CSS's { offset }: other tools' words for time and value, said once for the track.
        let foreign = Set(keys.joined().filter { key in
            !(Node.absoluteKeyframeKeys + Node.keyframeKeys).contains(key)
                && TimelineVocabulary.synonyms[NearestName.folded(key)].map { $0.contains("time") || $0.contains("value") } == true
        })
        if !foreign.isEmpty {
            child("keyframes", value["keyframes"]!).error(
                "keyframes here are written { time, value, curve } (times in seconds, \"12f\" frames or \"end-0.5\"); \(foreign.sorted().joined(separator: ", ")) are another tool's words for them",
                fix: "write e.g. keyframes: [{ time: 0, value: 0 }, { time: 0.5, value: 1, curve: \"easeOut\" }], or { to, duration } segments after from:")
            return .mixed
        }
        let absolute = keys.filter { $0.contains("time") || $0.contains("value") }.count
        let segments = keys.filter { $0.contains("to") || $0.contains("duration") || $0.contains("type") }.count
        if absolute == 0 { return .segments }
        let both = keys.contains { k in (k.contains("time") || k.contains("value")) && (k.contains("to") || k.contains("duration")) }
        if segments == 0, !both { return .absolute }
        child("keyframes", value["keyframes"]!).error(
            "these keyframes mix two models: { time, value, curve } at absolute times (After Effects, Lottie, CSS) and { to, duration } segments played one after another (SwiftUI's KeyframeTrack)",
            fix: "write every keyframe as { time: 0.5, value: 1 } (times in seconds, \"12f\" frames, or \"end-0.5\"), or every one as { to: 1, duration: 0.5 } after from:")
        return .mixed
    }

    /// `{ keyframes: [{ time, value, curve }…], repeat }`: the value holds
    /// the first keyframe's value until its time, then moves to each next
    /// one, leaving each keyframe on its `curve` (as CSS's and Lottie's
    /// keyframes do); `"hold"` keeps the value until the next time.
    func absoluteKeyframeTrack<V>(_ kind: ValueKind<V>) -> Animated<V>? {
        if let members = value.members, members.contains(where: { $0.key == "from" || $0.key == "delay" }) {
            let key = members.contains { $0.key == "from" } ? "from" : "delay"
            child(key, value[key]!).error(
                "keyframes at absolute times start at their first keyframe's time and value, so they take no \(key)",
                fix: "remove \(key); put a keyframe at the time and value you want first (or write { to, duration } segments after from:)")
            return nil
        }
        guard let o = object("a keyframe track { keyframes: [{ time, value, curve }], repeat }", allowed: Node.absoluteTrackKeys),
              let list = o["keyframes"]?.array("keyframes", count: 1...10_000) else { return nil }
        let loops = o["repeat"].map { $0.bool() } ?? false
        var points: [(time: Double, value: V, curve: UnitCurve?, node: Node)] = []
        var ok = true
        for item in list {
            guard let k = item.object("a keyframe { time, value, curve }", allowed: Node.absoluteKeyframeKeys) else { ok = false; continue }
            let time = k.require("time", "when the keyframe is reached", example: "0.5 (seconds), \"12f\" (frames) or \"end-0.5\"")?.keyframeTime()
            let v = k.require("value", "the value at that time", example: "1").flatMap(kind.parse)
            var curve: UnitCurve?? = .some(.linear)
            if let c = k["curve"] { curve = c.value.string == "hold" ? .some(nil) : c.unitCurve().map { .some($0) } }
            guard let time, let v, let curve else { ok = false; continue }
            if let last = points.last, time < last.time {
                k.node.child("time", k.node.value["time"]!).error(
                    "this keyframe's time (\(Suggestion.format(time)) s) is before the one before it (\(Suggestion.format(last.time)) s)",
                    fix: "list keyframes in time order")
                ok = false
            }
            points.append((time, v, curve, item))
        }
        guard ok, let loops, let first = points.first else { return nil }
        var segments: [KeyframeSpec<V>] = []
        for (a, b) in zip(points, points.dropFirst()) {
            let gap = b.time - a.time
            if let curve = a.curve {
                segments.append(KeyframeSpec(to: b.value, duration: gap, kind: .linear(curve)))
            } else {
                segments.append(KeyframeSpec(to: a.value, duration: gap, kind: .linear(.linear)))
                segments.append(KeyframeSpec(to: b.value, duration: 0, kind: .move))
            }
        }
        if first.time > 0 { diagnostics.delays.append((first.node, first.time)) }
        return .keyframes(KeyframeTrackBox(initial: first.value, keyframes: segments, delay: first.time, loops: loops))
    }

    /// A keyframe's time: seconds (a number, `"2.5s"`, `"1:05.5"`), frames
    /// at the file's rate (`"12f"`), or from the layer's start or end
    /// (`"start+0.2"`, `"end"`, `"end-12f"`).
    func keyframeTime() -> Double? {
        if value.number != nil { return number(-RenderLimits.maximumSeconds...RenderLimits.maximumSeconds) }
        guard let text = value.string?.trimmingCharacters(in: .whitespaces) else {
            error("expected a time (seconds, \"12f\" frames or \"end-0.5\") but found \(value.typeName)")
            return nil
        }
        let fix = "write seconds (0.5, \"1:05.5\"), frames at the file's fps (\"12f\"), or a time from the layer's start or end (\"start+0.2\", \"end\", \"end-0.5\", \"end-12f\")"
        var base = 0.0, rest = Substring(text), sign = 1.0
        for (word, at) in [("start", diagnostics.window.start), ("end", diagnostics.window.end)] where rest.hasPrefix(word) {
            base = at
            rest = rest.dropFirst(word.count).drop { $0 == " " }
            if rest.isEmpty { return base }
            guard let op = rest.first, op == "+" || op == "-" else { error("\"\(text)\" is not a time", fix: fix); return nil }
            sign = op == "-" ? -1 : 1
            rest = rest.dropFirst().drop { $0 == " " }
        }
        guard let span = Self.duration(String(rest), rate: diagnostics.frameRate) else {
            error("\"\(text)\" is not a time", fix: fix)
            return nil
        }
        return base + sign * span
    }

    /// `"12f"` (frames at `rate`) or a time `RationalTime(parsing:)` reads.
    static func duration(_ text: String, rate: FrameRate) -> Double? {
        if text.hasSuffix("f"), let frames = Int(text.dropLast()), frames >= 0, frames <= 100_000_000 {
            return rate.exactTime(ofFrame: frames).seconds
        }
        return RationalTime(parsing: text)?.seconds
    }

    /// The delay an animation or track of `length` seconds starts after:
    /// the written `delay` from the clock's start, from the layer's start
    /// (`anchor: "start"`), or so that it ends `delay` seconds before the
    /// layer's end (`anchor: "end"`, an exit animation).
    func anchoredDelay(_ o: ObjectNode, written: Double, length: Double?) -> Double? {
        guard let a = o["anchor"] else { return written }
        guard let anchor = a.choice(["start", "end"], what: "animation anchor") else { return nil }
        let window = diagnostics.window
        if anchor == "start" { return window.start + written }
        guard let length else {
            a.error("an animation that repeats for ever has no end to finish at", fix: "give repeat a count, or remove anchor")
            return nil
        }
        let delay = window.end - written - length
        guard delay >= 0 else {
            a.error("this animation (\(Suggestion.format(length)) s\(written > 0 ? " and \(Suggestion.format(written)) s before the end" : "")) does not fit before the end at \(Suggestion.format(window.end)) s",
                    fix: "shorten it, or make the layer (or the timeline) longer")
            return nil
        }
        return delay
    }
}
