// The built-in scenes other than fireworks are timeline files compiled into
// the binary (BuiltInTimelines.swift holds their text, byte for byte the
// files in timelines/), so `animgen progress-ring` works from any folder
// and renders exactly what `animgen render timelines/progress-ring.json5`
// renders.
import Frames
import TimelineFile

/// Timeline files shipped inside animgen as built-in scenes.
package enum BuiltInTimelineScenes {
    /// The scene names, in the order `animgen list` shows them.
    package static let names = BuiltInTimelines.texts.map(\.name)

    /// The embedded text of the built-in timeline `name`, if there is one.
    package static func text(named name: String) -> String? {
        BuiltInTimelines.texts.first { $0.name == name }?.text
    }

    /// Every embedded timeline as a scene named after it.
    package static let all: [TimelineFileScene] = BuiltInTimelines.texts.map { scene(name: $0.name, text: $0.text) }

    /// The embedded timeline `name` as a scene, parsing only that one.
    package static func scene(named name: String) -> TimelineFileScene? {
        BuiltInTimelines.texts.first { $0.name == name }.map { scene(name: $0.name, text: $0.text) }
    }

    /// Parses embedded text. The tests parse and render every embedded
    /// timeline, so a failure here is a bug in this build, not bad input.
    static func scene(name: String, text: String) -> TimelineFileScene {
        do {
            let document = try TimelineDocument.parse(Array(text.utf8), file: "built-in \(name)", name: name)
            return TimelineFileScene(document: document)
        } catch {
            fatalError("the built-in timeline \(name) does not parse: \(error)")
        }
    }
}
