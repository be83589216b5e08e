import AnimGen
import ImageFiles
import Media

/// The pre-flight checks of the output, made by the media layer
/// (`OutputLocation`, `OutputFormat`) before any frame is rendered, so a bad
/// `-o` or `--size` fails in milliseconds; this only words their errors as
/// command-line usage errors. Folders are created, and temporary files
/// named, written and cleaned up, by the media layer when it opens the output.
enum OutputPreparation {
    /// Refuses an `-o` naming an existing folder, before the extension is
    /// looked at (`-o out` should say "folder", not "no extension").
    static func refuseFolder(_ path: String) throws {
        try wording(at: "-o \(path)") { try OutputLocation.refuseFolder(path) }
    }

    /// Side-effect-free checks (apart from a probe file created and removed
    /// at once): the path is not a folder; the nearest existing ancestor is a
    /// folder we may write into.
    static func check(_ target: OutputTarget) throws {
        try wording(at: "-o \(target.path)") { try OutputLocation.check(target.path(forFrame: 0)) }
    }

    /// Refuses a size the output format cannot store (odd sides for MP4).
    static func checkSize(_ size: PixelSize, for target: OutputTarget) throws {
        try wording(at: "--size \(size)") { try target.kind.checkFrameSize(width: size.width, height: size.height) }
    }

    /// Runs `body`, turning a media-layer error into a usage error at `location`.
    static func wording<T>(at location: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as MediaError {
            guard let parts = error.parts else { throw CLIError.usage(error.description, at: location) }
            throw CLIError.usage(parts.what, at: location, fix: parts.fix)
        }
    }
}
