// When each layer and sequence of a file is on screen, in the document's own
// seconds: what the preview's track shows beneath the scrubber. A layer's
// `start`/`end` are on its own clock (its parent's minus its `clockShift`),
// and it shows only while its parent does, so both are folded in here.

/// One row of a file's track: a named or typed layer and its time on screen.
package struct TimelineTrack: Sendable, Hashable, Codable {
    /// The layer's name, or its key path when it has none (`layers[2]`).
    package var name: String
    /// `sequence`, `group` or `layer`.
    package var kind: String
    /// How deep in the tree (0: top level).
    package var depth: Int
    /// Seconds from the start of the document when it appears.
    package var start: Double
    /// Seconds when it disappears; nil: it stays to the end.
    package var end: Double?
}

extension TimelineDocument {
    /// Every layer, depth first, with its time on screen (tracks of layers
    /// shown the whole time are kept too: the preview shows the tree).
    package var tracks: [TimelineTrack] {
        var rows: [TimelineTrack] = []
        func walk(_ layers: [LayerSpec], depth: Int, shift: Double, from: Double, to: Double?) {
            for layer in layers {
                let ownShift = shift + layer.clockShift.seconds
                let start = max(from, ownShift + (layer.start ?? 0))
                var end = layer.end.map { ownShift + $0 }
                if let limit = to { end = min(end ?? limit, limit) }
                var kind = "layer"
                if case .group(let children) = layer.content {
                    kind = layer.fillsParent ? "sequence" : "group"
                    rows.append(TimelineTrack(name: layer.name ?? layer.keyPath, kind: kind, depth: depth, start: start, end: end))
                    walk(children, depth: depth + 1, shift: ownShift, from: start, to: end)
                    continue
                }
                rows.append(TimelineTrack(name: layer.name ?? layer.keyPath, kind: kind, depth: depth, start: start, end: end))
            }
        }
        walk(layers, depth: 0, shift: 0, from: 0, to: nil)
        return rows
    }
}
