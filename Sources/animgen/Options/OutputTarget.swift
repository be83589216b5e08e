import AnimGen
import Media

/// Where and in which format the frames go, as the media layer reads the
/// `-o` path (`OutputFormat.forPath`); the command line only words errors.
struct OutputTarget: Sendable, Equatable {
    /// The path as given on the command line.
    var path: String
    var kind: OutputFormat
    /// The frame-number pattern, for `.pngSequence`.
    var pattern: SequencePattern?

    /// Decides the kind from the path (extension, case-insensitive, and
    /// sequence pattern).
    static func parse(_ path: String) throws -> OutputTarget {
        try OutputPreparation.wording(at: "-o \(path)") {
            OutputTarget(path: path, kind: try OutputFormat.forPath(path), pattern: try SequencePattern(path))
        }
    }

    /// The final path of frame `index`: the sequence pattern filled in, or
    /// ``path`` itself for single-file outputs.
    func path(forFrame index: Int) -> String {
        pattern?.path(forFrame: index) ?? path
    }

    var isVideo: Bool { kind.isVideo }

    var formatName: String { kind.displayName }
}
