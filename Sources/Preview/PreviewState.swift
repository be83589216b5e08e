// What the page sees: the last good scene, the problems of the last reading
// (if it failed), and a generation number that grows with every reading so
// the page's long-poll learns of a change at once.
import Foundation
import Frames
import Scenes

/// The reloadable state shared by the routes and the watcher, thread-safe.
final class PreviewState: @unchecked Sendable {
    private let source: PreviewSource
    private let resolveSettings: @Sendable (SceneSettings) throws -> SceneSettings
    private let wording: @Sendable (String) -> String
    private let condition = NSCondition()
    private var loaded: LoadedScene?
    private var problems: [String]?
    private(set) var generation = 0
    private var stopped = false

    init(source: PreviewSource, settings: @escaping @Sendable (SceneSettings) throws -> SceneSettings,
         wording: @escaping @Sendable (String) -> String) {
        self.source = source
        resolveSettings = settings
        self.wording = wording
    }

    /// Reads the source again; on failure the previous scene stays, with the problems beside it.
    func reload() {
        var next: LoadedScene?, lines: [String]?
        do {
            let scene = try source.load()
            next = try LoadedScene(scene: scene, settings: try resolveSettings(scene.defaultSettings),
                                   identity: source.identity())
        } catch {
            lines = problemLines(error).map(wording)
        }
        condition.withLock {
            if let next { loaded = next }
            problems = lines
            generation += 1
            condition.broadcast()
        }
    }

    var watchedFiles: [String] { source.watchedFiles() }

    func snapshot() -> (scene: LoadedScene?, problems: [String]?, generation: Int) {
        condition.withLock { (loaded, problems, generation) }
    }

    /// Waits until the generation passes `since`, `timeout` passes or the server stops.
    func wait(since: Int, timeout: Double) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.withLock {
            while generation <= since, !stopped, condition.wait(until: deadline) {}
        }
    }

    /// Releases every waiting long-poll, so the server can stop at once.
    func stop() {
        condition.withLock { stopped = true; condition.broadcast() }
    }
}
