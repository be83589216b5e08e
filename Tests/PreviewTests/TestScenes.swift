import Foundation
import Raster
import Frames
import Timeline

/// A scene whose frames take `delay` seconds each and which counts, on its
/// own, how many it was drawing at the same moment.
final class SlowScene: AnimationScene, SceneRenderer, @unchecked Sendable {
    let delay: Double
    private let lock = NSLock()
    private var running = 0
    private(set) var mostAtOnce = 0
    private(set) var rendered = 0

    init(delay: Double) { self.delay = delay }

    var name: String { "slow" }
    var summary: String { "sleeps while rendering" }
    var defaultSettings: SceneSettings { SceneSettings(width: 8, height: 8, frameRate: .fps30, duration: 2, seed: 1) }
    var settings: SceneSettings { defaultSettings }
    func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer { self }

    func render(frame index: Int) throws -> Pixmap {
        lock.withLock { running += 1; mostAtOnce = max(mostAtOnce, running); rendered += 1 }
        usleep(UInt32(delay * 1_000_000))
        lock.withLock { running -= 1 }
        return Pixmap(width: 8, height: 8)
    }
}
