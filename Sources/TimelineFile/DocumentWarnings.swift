// Valid files that probably do not do what their author meant: `check`
// prints these as warnings, the render goes ahead.
import Foundation
import Timeline

extension DocumentReader {
    /// A repeating rotation by whole turns that also runs backwards swings
    /// to and fro, where a spinner was almost certainly meant.
    static func warnIfSwinging(_ rotation: Node) {
        guard let r = rotation.value.members, let from = rotation.value["from"]?.number,
              let to = rotation.value["to"]?.number, let repeatValue = rotation.value["repeat"] else { return }
        let turns = abs(to - from) / 360
        guard turns >= 1, turns == turns.rounded() else { return }
        var reverses = true
        if case .bool(let b)? = rotation.value["autoreverses"]?.kind { reverses = b }
        switch repeatValue.kind {
        case .bool(false): return
        case .object:
            if case .bool(let b)? = repeatValue["autoreverses"]?.kind { reverses = b }
        default: break
        }
        guard reverses, r.contains(where: { $0.key == "repeat" }) else { return }
        rotation.warn("this rotation turns \(Suggestion.format(to - from))° and then back again, because repeats autoreverse by default",
                      fix: "for a spinner write repeat: { count: \"forever\", autoreverses: false }")
    }

    /// Animations whose delay, on their sequence's clock, starts at or after
    /// the end of the document: nothing of them is ever seen.
    static func warnLateAnimations(_ diagnostics: Diagnostics, layers: [LayerSpec], duration: Double) {
        let clocks = LayerClocks(layers)
        for (node, delay) in diagnostics.delays {
            let owner = clocks.owner(of: node.path)
            let shift = owner.flatMap { clocks.shifts[$0] } ?? 0
            let start = delay + shift
            guard start >= duration else { continue }
            let when = shift > 0 ? " (\(Suggestion.format(shift)) s of sequence start + this delay)" : ""
            node.warn("this animation starts at \(Suggestion.format(start)) s\(when), at or after the end of the timeline (\(Suggestion.format(duration)) s)",
                      fix: "shorten the delay, or make the timeline's duration longer")
        }
    }
}

/// Where each layer's clock starts on the document's (its sequences' starts
/// and stagger places added up), by key path.
struct LayerClocks {
    private(set) var shifts: [String: Double] = [:]
    private var paths: Set<String> = []

    init(_ layers: [LayerSpec]) { walk(layers, .zero) }

    private mutating func walk(_ layers: [LayerSpec], _ shift: RationalTime) {
        for layer in layers {
            let total = shift.adding(layer.clockShift) ?? shift
            shifts[layer.keyPath] = total.seconds
            paths.insert(layer.keyPath)
            if case .group(let children) = layer.content { walk(children, total) }
        }
    }

    /// The deepest layer whose key path starts `path` (a property's layer).
    func owner(of path: String) -> String? {
        // Its prefixes before each ".", longest first: one lookup each, not a scan of every layer.
        var end = path.endIndex
        while let dot = path[..<end].lastIndex(of: ".") {
            if paths.contains(String(path[..<dot])) { return String(path[..<dot]) }
            end = dot
        }
        return nil
    }
}
