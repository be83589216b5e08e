import Foundation
import Frames
import Raster
@testable import TimelineFile
import TestSupport

/// Paths and helpers shared by the timeline-file tests.
enum TimelineTestSupport {
    static let root = PackagePaths.root
    static let timelines = PackagePaths.timelines

    /// Every example file in timelines/.
    static var exampleFiles: [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: timelines, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json5" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Parses timeline text given inline.
    static func document(_ text: String, base: String = ".") throws -> TimelineDocument {
        try TimelineDocument.parse(Array(text.utf8), file: "test.json5", name: "test", baseDirectory: base)
    }

    /// The diagnostics of text that must fail to load (empty if it loads).
    static func problems(_ text: String) -> [TimelineFileDiagnostic] {
        problems(bytes: Array(text.utf8))
    }

    static func problems(bytes: [UInt8]) -> [TimelineFileDiagnostic] {
        do {
            _ = try TimelineDocument.parse(bytes, file: "test.json5", name: "test")
            return []
        } catch let error as TimelineFileError {
            return error.diagnostics
        } catch {
            return [TimelineFileDiagnostic(position: nil, path: nil, message: "unexpected error \(error)")]
        }
    }

    /// Renders frame `index` of `text` at the file's own settings.
    static func render(_ text: String, frame index: Int = 0) throws -> Pixmap {
        let scene = TimelineFileScene(document: try document(text))
        return try scene.makeRenderer(for: scene.defaultSettings).render(frame: index)
    }
}
