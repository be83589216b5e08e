import Foundation
import Raster
import Synchronization

/// Layouts of text set before, kept in a render's ``RenderResources`` and
/// shared by its threads, so a text drawn frame after frame is itemized,
/// shaped and broken into lines once (and its outlines, built lazily by the
/// layout, once too).
///
/// The key is the whole input of ``Typesetter/layout(_:width:alignment:lineSpacing:lineLimit:resources:)``,
/// so a hit is the layout that shaping would give. Bounded: at most
/// `capacity` layouts (`BoundedCache`). Off with `RenderCaches`.
final class TypesetCache: RenderResource {
    struct Key: Hashable {
        var runs: [TypeRun]
        var width: Double?
        var alignment: LineAlignment
        var lineSpacing: Double
        var lineLimit: Int?
    }

    static let capacity = 2048
    private let state = Mutex(BoundedCache<Key, TypesetLayout>(budget: TypesetCache.capacity))

    init() {}

    func layout(for key: Key) -> TypesetLayout? {
        guard RenderCaches.isEnabled else { return nil }
        return state.withLock { $0.value(for: key) }
    }

    func store(_ layout: TypesetLayout, for key: Key) {
        guard RenderCaches.isEnabled else { return }
        state.withLock { $0.insert(layout, for: key) }
    }

    func removeAll() { state.withLock { $0.removeAll() } }

    /// Layouts kept.
    var count: Int { state.withLock { $0.count } }
}

extension RenderResources {
    /// Text layouts these resources keep (for tests of where a render's text went).
    package var textLayoutCount: Int { resource(TypesetCache.self).count }
}
