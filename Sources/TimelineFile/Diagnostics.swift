// Reading a parsed document into the model while collecting every problem:
// a `Node` is a value at a key path; its typed accessors report what is
// wrong (position, path, allowed values) and return nil, so one pass over a
// file lists all its mistakes instead of stopping at the first.
import Foundation
import Timeline

/// The problems found so far in one file.
final class Diagnostics {
    private(set) var items: [TimelineFileDiagnostic] = []
    /// Further problems are counted but not kept, so a file of a million
    /// mistakes does not make a million messages.
    static let limit = 100
    private(set) var dropped = 0
    /// Properties read as animations or keyframe tracks (for the summary).
    var animatedProperties = 0

    /// Places already reported as wrong (a template expression that cannot
    /// be evaluated): what the reader finds there later follows from it.
    var settled: Set<SourcePosition> = []
    /// Messages not kept because they repeat one already given.
    private(set) var suppressed = 0

    func add(_ position: SourcePosition?, _ path: String, _ message: String, fix: String? = nil) {
        if let position {
            // A repeat's copies share their template's positions: one message per mistake, not one per copy.
            if settled.contains(position) || items.contains(where: { $0.position == position && $0.message == message }) {
                suppressed += 1
                return
            }
        }
        guard items.count < Self.limit else { dropped += 1; return }
        items.append(TimelineFileDiagnostic(position: position, path: path, message: message, fix: fix))
    }

    var isEmpty: Bool { items.isEmpty }

    /// What is valid but probably not meant (`animgen check` prints them).
    private(set) var warnings: [TimelineFileDiagnostic] = []
    /// Each animation's delay, by its key path, to compare with the end of
    /// the document once the sequences' clocks are known.
    var delays: [(node: Node, delay: Double)] = []
    /// `follow` bindings and the properties they can follow.
    let bindings = BindingRegistry()
    /// The file's frame rate, for times written in frames (`"12f"`).
    var frameRate: FrameRate = .fps60
    /// The shown span of each layer being read, innermost last, on its own
    /// clock: what `"end"` and `anchor: "end"` mean there.
    var windows: [LayerWindow] = []
    /// The shown span of the layer being read (the whole timeline at the top).
    var window: LayerWindow { windows.last ?? LayerWindow(start: 0, end: RenderLimits.maximumSeconds) }

    func warn(_ position: SourcePosition?, _ path: String, _ message: String, fix: String? = nil) {
        guard warnings.count < Self.limit else { return }
        warnings.append(TimelineFileDiagnostic(position: position, path: path, message: message, fix: fix))
    }

    /// Drops the nodes kept for after-the-pass checks (late delays, pending
    /// bindings). Each node holds this object, so keeping them would make a
    /// reference cycle that outlives the read: call it once reading is done.
    func releaseNodes() {
        delays = []
        bindings.pending = []
    }
}

/// A value in the document and where it is.
struct Node {
    let value: JSONValue
    /// `layers[2].stroke.lineWidth`; empty for the document itself.
    let path: String
    let diagnostics: Diagnostics

    var position: SourcePosition { value.position }

    func error(_ message: String, fix: String? = nil) {
        diagnostics.add(value.position, path, message, fix: fix)
    }

    func warn(_ message: String, fix: String? = nil) {
        diagnostics.warn(value.position, path, message, fix: fix)
    }

    func child(_ key: String, _ value: JSONValue) -> Node {
        Node(value: value, path: path.isEmpty ? key : "\(path).\(key)", diagnostics: diagnostics)
    }

    func element(_ index: Int, _ value: JSONValue) -> Node {
        Node(value: value, path: "\(path)[\(index)]", diagnostics: diagnostics)
    }

    // MARK: Objects

    /// This value as an object whose keys must come from `allowed`; unknown
    /// keys are reported with the nearest allowed key. `what` names the
    /// object in messages ("a stroke").
    func object(_ what: String, allowed: [String]) -> ObjectNode? {
        guard let members = value.members else {
            error("expected \(what) (an object { … }) but found \(value.typeName)")
            return nil
        }
        for m in members where !allowed.contains(m.key) {
            let fix: String
            if let near = Suggestion.nearest(to: m.key, among: allowed) {
                fix = TimelineVocabulary.didYouMean(m.key, near)
            } else if let home = TimelineVocabulary.elsewhere(m.key) {
                fix = home
            } else {
                fix = "the keys allowed here are: \(allowed.joined(separator: ", "))"
            }
            diagnostics.add(m.keyPosition, path.isEmpty ? m.key : "\(path).\(m.key)",
                            "unknown key \"\(m.key)\" in \(what)", fix: fix)
        }
        return ObjectNode(node: self, members: members, allowed: allowed)
    }

    func array(_ what: String, count: ClosedRange<Int>? = nil) -> [Node]? {
        guard let elements = value.elements else {
            error("expected \(what) (an array [ … ]) but found \(value.typeName)")
            return nil
        }
        if let count, !count.contains(elements.count) {
            let wanted = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : count.upperBound == Int.max
                ? "at least \(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
            error("expected \(what) with \(wanted) elements but found \(elements.count)")
            return nil
        }
        return elements.enumerated().map { element($0.offset, $0.element) }
    }

    // MARK: Scalars

    /// A finite number within `range` (and whole, when `integer`).
    func number(_ range: ClosedRange<Double>? = nil, integer: Bool = false) -> Double? {
        guard case .number(let n, let isInteger) = value.kind else {
            let hint = value.string.flatMap(Node.numberHint)
            error("expected a number but found \(value.typeName)", fix: hint)
            return nil
        }
        guard n.isFinite else {
            error("expected a finite number but found \(n.isNaN ? "NaN" : n < 0 ? "-Infinity" : "Infinity")",
                  fix: range.map { "use a value \(Suggestion.describe($0))" })
            return nil
        }
        if integer, !(isInteger || n == n.rounded()) {
            error("expected a whole number but found \(Suggestion.format(n))")
            return nil
        }
        if let range, !range.contains(n) {
            error("\(Suggestion.format(n)) is out of range", fix: "use a value \(Suggestion.describe(range))")
            return nil
        }
        return n
    }

    /// How to write a quoted number ("100", "2s", "45deg") as a number.
    static func numberHint(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let n = Double(trimmed) { return "write it without quotes: \(Suggestion.format(n))" }
        for unit in ["ms", "px", "deg", "s", "%"] where trimmed.hasSuffix(unit) {
            guard let n = Double(trimmed.dropLast(unit.count).trimmingCharacters(in: .whitespaces)) else { continue }
            let plain = unit == "ms" ? n / 1000 : unit == "%" ? n / 100 : n
            let meaning = unit == "ms" ? " (seconds)" : unit == "%" ? " (a fraction)" : ""
            return "drop the unit and the quotes: \(Suggestion.format(plain))\(meaning)"
        }
        return nil
    }

    func int(_ range: ClosedRange<Int>) -> Int? {
        guard let n = number(Double(range.lowerBound)...Double(range.upperBound), integer: true) else { return nil }
        return Int(n)
    }

    func string() -> String? {
        guard let s = value.string else {
            error("expected a string but found \(value.typeName)")
            return nil
        }
        return s
    }

    /// A string that must be one of `choices` (with a suggestion otherwise).
    func choice(_ choices: [String], what: String) -> String? {
        guard let s = string() else { return nil }
        guard choices.contains(s) else {
            let near = Suggestion.nearest(to: s, among: choices)
            error("unknown \(what) \"\(s)\"",
                  fix: near.map { TimelineVocabulary.didYouMean(s, $0) } ?? "use one of: \(choices.joined(separator: ", "))")
            return nil
        }
        return s
    }

    func bool() -> Bool? {
        guard case .bool(let b) = value.kind else {
            error("expected true or false but found \(value.typeName)")
            return nil
        }
        return b
    }
}

/// An object whose keys were checked; members are looked up by key.
struct ObjectNode {
    let node: Node
    let members: [JSONValue.Member]
    /// The keys this object may have (unknown ones were already reported).
    let allowed: [String]

    subscript(key: String) -> Node? {
        members.first { $0.key == key }.map { node.child(key, $0.value) }
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member `key`, or an error saying it is required.
    func require(_ key: String, _ what: String, example: String) -> Node? {
        if let n = self[key] { return n }
        // A misspelling of `key` was already reported with "did you mean".
        let misspelt = members.contains { !allowed.contains($0.key) && Suggestion.nearest(to: $0.key, among: allowed) == key }
        if misspelt { return nil }
        node.error("missing \(key) (\(what))", fix: "add \(key): \(example)")
        return nil
    }
}
