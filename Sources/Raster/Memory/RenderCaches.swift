import Foundation
import Synchronization

/// The one switch of the render caches (coverage, blur and shadow results,
/// text layouts, a timeline's static prefix, a view tree's subtree memo)
/// and of the process's caches of pure functions (compiled shaders, custom
/// animations' ends, asset catalogs' indexes and colour sets):
/// on unless `ANIMGEN_CACHE` is "0", "off", "no" or "false". A hit gives the
/// bytes a miss would, so the switch changes speed, never pixels; tests turn
/// it off and on to prove it.
package enum RenderCaches {
    private static let enabled = Atomic<Bool>(enabledByEnvironment)

    private static var enabledByEnvironment: Bool {
        guard let v = ProcessInfo.processInfo.environment["ANIMGEN_CACHE"]?.lowercased() else { return true }
        return !["0", "off", "no", "false"].contains(v)
    }

    /// Whether lookups and stores happen; turning it off empties the shared
    /// ``RenderResources`` (a caller's own are not known here: they stop
    /// being used and go with their owner).
    package static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set {
            enabled.store(newValue, ordering: .relaxed)
            if !newValue {
                RenderResources.shared.removeAll()
            }
        }
    }
}
