import Synchronization

/// What renders keep from frame to frame and share between their threads:
/// the coverage of fills drawn before, blur and shadow results, and, through
/// `RenderResource`, the caches of the layers above Raster (text layouts,
/// colour-glyph bitmaps).
///
/// A render owns one for its lifetime: its root (a view animation, an
/// image renderer, a timeline, Lottie or fireworks scene) takes it and every
/// drawing entry point defaults to ``shared``, the process's, so code that
/// names none keeps one set per process. Make your own when a render needs
/// another configuration: other budgets, or caches kept apart from the
/// process's other renders (a long-running program rendering unrelated
/// scenes, whose memory should go with the render).
/// Every cache in it gives the bytes a miss would, so which resources a
/// render uses changes its speed and memory, never its pixels;
/// `RenderCaches` stays the one switch.
///
/// Left out on purpose: constant tables, pixel and mask memory pools
/// (recycled zeroed buffers, no content), loaded font files (immutable,
/// one per path) and caches of pure functions of their input (compiled
/// shaders, asset catalogs), which are the process's.
public final class RenderResources: Sendable {
    /// The resources of renders that name none.
    public static let shared = RenderResources()

    /// Coverage of fills drawn before, at most `coverageBytes`.
    package let coverage: CoverageCache
    /// Blur and shadow results, at most `filterBytes`.
    let filters: FilterCache
    /// The layers' own caches, by type, made on first use.
    private let layers = Mutex<[ObjectIdentifier: any RenderResource]>([:])

    /// New, empty resources: coverage kept up to `coverageBytes`, blur and
    /// shadow inputs and results up to `filterBytes`.
    public init(coverageBytes: Int = 32 << 20, filterBytes: Int = 64 << 20) {
        coverage = CoverageCache(budget: coverageBytes)
        filters = FilterCache(budget: filterBytes)
    }

    /// Blur and shadow inputs met (for tests of where a render's filters went).
    package var filterInputsMet: Int { filters.inputsMet }

    /// The resource of type `R` these resources hold, made on first use.
    package func resource<R: RenderResource>(_ type: R.Type) -> R {
        layers.withLock { held in
            if let known = held[ObjectIdentifier(type)] as? R { return known }
            let made = R()
            held[ObjectIdentifier(type)] = made
            return made
        }
    }

    /// Empties every cache; the budgets stay.
    package func removeAll() {
        coverage.removeAll()
        filters.removeAll()
        for resource in layers.withLock({ Array($0.values) }) { resource.removeAll() }
    }
}

/// A cache of a layer above Raster kept in ``RenderResources`` (the text
/// engine's layouts, SwiftUICore's colour-glyph bitmaps): made empty on
/// first use, emptied when the caches are switched off.
package protocol RenderResource: AnyObject, Sendable {
    init()
    /// Drops every entry.
    func removeAll()
}
