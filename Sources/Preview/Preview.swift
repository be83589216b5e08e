// The preview server as a library call, for scenes written in Swift:
//
//     try Preview(scene: MyScene()).serve()
//
// `animgen preview` builds the same object from the command line.
import Foundation
import Media
import Frames
import Scenes
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// A local web page that shows a scene frame by frame, with a scrubber,
/// playback and (for timeline files) reloading on save.
///
/// Safe by default: it listens on 127.0.0.1 only, answers only requests
/// addressed to that address and port, serves only the page and rendered
/// frames, and renders at most ``renderLimit`` frames at once.
public final class Preview: @unchecked Sendable {
    /// The address to listen on; anything but loopback exposes the scene to the network.
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one.
    public var port: UInt16 = 0
    /// Frames rendered at once, at most; further requests wait, then get a 503.
    public var renderLimit = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// A golden folder (as `animgen verify --golden`) to compare recorded frames with.
    public var goldenDirectory: String?
    /// What the page shows behind the frame where it is transparent; nil:
    /// a checkerboard. The canvas edge is outlined either way, so a
    /// transparent scene's extent shows.
    public var background: RGBA8?

    /// How a problem reads on the page and in announcements. Library
    /// messages name settings as a library caller spells them
    /// (`` `parameters.assignments: size` ``); a command line rewrites them
    /// as its own flags.
    public var wording: @Sendable (String) -> String = { $0 }

    private let source: PreviewSource
    private let settings: @Sendable (SceneSettings) throws -> SceneSettings
    private var server: HTTPServer?
    private var state: PreviewState?
    private var watcher: FileWatcher?
    private var routes: PreviewRoutes?

    /// Previews `scene` with `settings` (the scene's own when nil).
    public convenience init(scene: any AnimationScene, settings: SceneSettings? = nil) {
        self.init(source: .scene(scene), settings: { settings ?? $0 })
    }

    /// Previews `source`; `settings` turns the scene's defaults into the
    /// settings to render with (called again after every reload).
    public init(source: PreviewSource,
                settings: @escaping @Sendable (SceneSettings) throws -> SceneSettings = { $0 }) {
        self.source = source
        self.settings = settings
    }

    /// The page's address, once started.
    public var url: String? { server.map { "http://\($0.authority)/" } }

    /// Whether `host` is a loopback address (127.0.0.0/8 or ::1).
    public var isLoopback: Bool { host.hasPrefix("127.") || host == "::1" }

    /// Reads the scene, binds the socket and starts watching; returns at once.
    /// - Throws: ``PreviewServerError`` when the address cannot be used.
    public func start() throws {
        let state = PreviewState(source: source, settings: settings, wording: wording)
        state.reload()
        let watcher = FileWatcher { [weak self] in
            guard let self, let state = self.state else { return }
            state.reload()
            self.watcher?.watch(state.watchedFiles)
        }
        watcher.watch(state.watchedFiles)
        // The routes need the port, known only once bound: they read it through this box.
        let box = RoutesBox()
        let server = try HTTPServer(host: host, port: port) { box.routes?.respond($0) ?? .text(503, "starting") }
        var allowed: Set<String> = [server.authority.lowercased()]
        if isLoopback { allowed.insert("localhost:\(server.port)") }
        var routes = PreviewRoutes(state: state, cache: FrameCache(), gate: RenderGate(limit: renderLimit),
                                   golden: goldenDirectory.map(GoldenView.init(directory:)), allowedHosts: allowed)
        routes.background = background.map { String(format: "#%02x%02x%02x%02x", $0.r, $0.g, $0.b, $0.a) }
        if host == "0.0.0.0" || host == "::" { routes.wildcardPort = server.port }
        box.routes = routes
        self.state = state
        self.watcher = watcher
        self.server = server
        self.routes = routes
    }

    /// The most frames that were rendering at the same moment (for tests of the bound).
    public var mostConcurrentRenders: Int { routes?.gate.mostAtOnce ?? 0 }

    /// Problems of the last reading, as `animgen check` prints them; nil when it loaded.
    public var problems: [String]? { state?.snapshot().problems }

    /// Stops listening, ends waiting long-polls and the watcher; returns when all threads are done.
    public func stop() {
        state?.stop()
        server?.stop()
        watcher?.stop()
        server = nil
        watcher = nil
    }

    /// Starts, prints the address with `announce` (default: to standard
    /// error, unbuffered, so a script reading a pipe sees it at once), and
    /// serves until `cancellation` is set (the command line sets it on
    /// Ctrl-C); without one, until the process ends.
    public func serve(until cancellation: CancellationFlag? = nil,
                      announce: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) throws {
        try start()
        defer { stop() }
        if !isLoopback {
            announce("warning: listening on \(host), not loopback: anyone who can reach this address can see the scene")
        }
        announce("preview of \(state?.snapshot().scene?.name ?? "(not loaded)") at \(url!) — Ctrl-C stops")
        for line in problems ?? [] { announce(line) }
        while !(cancellation?.isCancelled ?? false) { usleep(50_000) }
    }
}

/// Lets the request handler, created before the port is known, reach the routes.
private final class RoutesBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: PreviewRoutes?
    var routes: PreviewRoutes? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
