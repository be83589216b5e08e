// `--golden DIR`: the golden, the frame as rendered now and their difference,
// through the same comparison `animgen verify` makes (GoldenCheck), with the
// row of figures it prints. Nothing is written into the golden folder.
import Foundation
import ImageFiles
import Frames
import Scenes
import Verification

/// The golden comparisons of recorded frames, computed on demand and kept per content hash.
final class GoldenView: @unchecked Sendable {
    struct Comparison {
        var golden: [UInt8]
        var diff: [UInt8]
        var figures: String
    }

    let store: GoldenStore
    private let lock = NSLock()
    private var cache: [FrameKey: Comparison] = [:]

    init(directory: String) { store = GoldenStore(path: directory) }

    /// The recorded frames, or why there are none to show.
    func recorded() -> Result<[Int], Error> {
        Result { try store.readManifest().frames.map(\.index) }
    }

    /// Golden, diff and figures of `index` for `scene`; the error text when the frame cannot be compared.
    func comparison(_ scene: LoadedScene, index: Int) -> Result<Comparison, Error> {
        let key = FrameKey(hash: scene.hash, index: index, half: false)
        if let hit = lock.withLock({ cache[key] }) { return .success(hit) }
        return Result {
            let check = GoldenCheck(scene: scene.name, settings: scene.settings, store: store) {
                try scene.renderer.render(frame: $0)
            }
            let (golden, actual, report) = try check.compare(frame: index)
            let comparison = Comparison(golden: try pngData(golden),
                                        diff: try pngData(DiffPicture.make(golden: golden, actual: actual)),
                                        figures: report.table())
            lock.withLock {
                if cache.count > 64 { cache = [:] }
                cache[key] = comparison
            }
            return comparison
        }
    }
}
