// Where the previewed scene comes from: a Swift value (fixed for the run) or
// a timeline file, read again whenever it or a file it references changes.
import Foundation
import Frames
import Scenes
import TimelineFile

/// The scene a preview shows, and how to read it again.
public struct PreviewSource: Sendable {
    /// Reads the scene; a thrown error is shown over the last good frame.
    let load: @Sendable () throws -> any AnimationScene
    /// The files whose changes trigger a reload (none for a Swift scene).
    let watchedFiles: @Sendable () -> [String]
    /// Bytes that change whenever the pictures may change (each file's ``FileFingerprint``).
    let identity: @Sendable () -> [UInt8]

    /// A Swift scene: rendered as it is, for as long as the server runs.
    public static func scene(_ scene: any AnimationScene) -> PreviewSource {
        PreviewSource(load: { scene }, watchedFiles: { [] }, identity: { Array(scene.name.utf8) })
    }

    /// A file read by `load` (a Lottie file, say), watched on its own.
    public static func file(_ path: String, load: @escaping @Sendable () throws -> any AnimationScene) -> PreviewSource {
        PreviewSource(load: load, watchedFiles: { [path] }, identity: { fingerprints([path]) })
    }

    /// A timeline file with `parameters` (`--param`, `--params`: what
    /// `render` takes), watched with every image and font file it names and
    /// the parameter file.
    public static func timelineFile(_ path: String, parameters: TimelineParameters = TimelineParameters()) -> PreviewSource {
        let referenced = ReferencedFiles()
        let valueFile = parameters.file.map { [$0] } ?? []
        // The values typed on the command line change the frames as a file's bytes do.
        var typed: [UInt8] = []
        for (name, value) in parameters.assignments { typed += Array("\(name)=\(value)".utf8) + [0] }
        return PreviewSource(
            load: {
                let scene = try TimelineFileScene(contentsOfFile: path, parameters: parameters)
                referenced.set(scene.document.referencedFiles)
                return scene
            },
            watchedFiles: { [path] + valueFile + referenced.get() },
            identity: { [typed] in typed + fingerprints([path] + valueFile + referenced.get()) })
    }

    /// The files' names and fingerprints (size, time and a bounded hash), one after another.
    private static func fingerprints(_ files: [String]) -> [UInt8] {
        files.flatMap { file in Array(file.utf8) + [0] + FileFingerprint.of(file) }
    }
}

/// The last list of referenced files, shared by the source's closures.
private final class ReferencedFiles: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String] = []
    func set(_ new: [String]) { lock.withLock { files = new } }
    func get() -> [String] { lock.withLock { files } }
}
