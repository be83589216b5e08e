// One reading of the source: the renderer and the content hash that keys its
// frames, or the problems that stopped it. The page asks for frames under the
// hash, so a reload can never mix frames of two versions.
import Foundation
import Raster
import Frames
import Scenes
import TimelineFile
import Verification
import Timeline

/// A scene ready to render, identified by a hash of everything its frames depend on.
final class LoadedScene: @unchecked Sendable {
    let name: String
    let settings: SceneSettings
    let renderer: any SceneRenderer
    let hash: String
    /// When each layer and sequence is on screen (timeline files; empty for other scenes).
    let tracks: [TimelineTrack]
    private let scene: any AnimationScene
    private let lock = NSLock()
    private var half: Result<any SceneRenderer, Error>?

    init(scene: any AnimationScene, settings: SceneSettings, identity: [UInt8]) throws {
        self.scene = scene
        name = scene.name
        self.settings = settings
        renderer = try scene.makeRenderer(for: settings)
        tracks = (scene as? TimelineFileScene)?.document.tracks ?? []
        var digest = SHA256()
        digest.update(identity)
        digest.update(Array("\(name)|\(settings)|\(LoadedScene.binaryStamp)".utf8))
        hash = String(SHA256.hex(of: digest.finalize()).prefix(20))
    }

    /// A renderer at half the size (at least 1x1), for frames shown while playing.
    func halfRenderer() throws -> any SceneRenderer {
        try lock.withLock {
            if half == nil {
                var small = settings
                small.width = max(1, settings.width / 2)
                small.height = max(1, settings.height / 2)
                half = Result { try scene.makeRenderer(for: small) }
            }
            return try half!.get()
        }
    }

    /// Size and modification time of this executable: a rebuilt animgen (or a
    /// user's rebuilt preview program) may draw the same file differently, so
    /// frames cached by a browser from an older build must not match.
    static let binaryStamp: String = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return "unknown" }
        return "\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
    }()
}

/// The problems of a source that did not load, one line each, as `animgen check` prints them.
func problemLines(_ error: Error) -> [String] {
    if let error = error as? TimelineFileError { return error.diagnostics.map(\.description) }
    return [String(describing: error)]
}
