import TimelineFile
import Frames
import AnimGen
import ImageFiles
import Media
import Foundation

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

    /// Refuses an output that is, lies inside or contains a file the
    /// command reads: its positional files, `--params`, and what a timeline
    /// file names (images, fonts); for a PNG sequence, any input that one of
    /// its frames would replace. Compared by device and inode
    /// (`OutputLocation.refuseOverwriting`), so links and `..` do not hide it.
    static func refuseOverwritingInputs(_ target: OutputTarget, arguments: ParsedArguments, scene: (any AnimationScene)? = nil) throws {
        var inputs = arguments.positionals.map { (path: $0, role: "the input") }
        if let params = arguments.value(.params) { inputs.append((params, "the --params file")) }
        if let timeline = scene as? TimelineFileScene {
            inputs += timeline.document.referencedFiles.map { (path: $0, role: "a file the timeline reads,") }
        }
        try wording(at: "-o \(target.path)") {
            guard let pattern = target.pattern else {
                return try OutputLocation.refuseOverwriting(inputs: inputs, output: target.path)
            }
            for input in inputs {
                let name = (input.path as NSString).lastPathComponent
                guard let index = pattern.frameIndex(ofFileName: name) else { continue }
                try OutputLocation.refuseOverwriting(inputs: [input], output: pattern.path(forFrame: index))
            }
        }
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
