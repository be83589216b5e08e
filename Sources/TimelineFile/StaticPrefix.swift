// The background and the leading static layers of a document (a card with
// its shadow, a gradient backdrop, axes and titles) drawn once per renderer;
// each frame starts as a copy of that picture and draws only the layers
// above it. Keyed by nothing but the renderer (its document and settings
// are fixed) and built from frame-independent layers only, so frames in any
// order, on any thread, or `--frame N` alone get the bytes of a full draw:
// compositing is a function of each pixel's value alone, so drawing the
// prefix, stopping and drawing the rest onto it is drawing it all at once.
//
// Memory: one canvas-sized pixmap per renderer (width × height × 4 bytes).
// Off, like the other render caches, with `ANIMGEN_CACHE=0`.
import Foundation
import Raster

final class StaticPrefix: @unchecked Sendable {
    /// The picture and what drawing it charged to the frame budget.
    struct Picture {
        let pixels: Pixmap
        let segments: Int
        let layerPixels: Int
    }

    private enum State {
        case unbuilt
        case built(Picture)
        /// Drawing it failed (a budget, a resource): frames draw it all and
        /// meet the error where they would.
        case unusable
    }

    /// How many top-level layers the picture holds (after the background).
    let layerCount: Int
    /// Whether there is anything to reuse (a background or a static layer).
    let isWorthwhile: Bool
    private let lock = NSLock()
    private var state = State.unbuilt

    init(document: TimelineDocument) {
        let backgroundIsStatic = document.background?.isStatic ?? true
        layerCount = backgroundIsStatic ? (document.layers.firstIndex { !$0.isStatic } ?? document.layers.count) : 0
        isWorthwhile = backgroundIsStatic && (document.background != nil || layerCount > 0)
    }

    /// The picture, drawn by `make` the first time (nil when caching is off
    /// or the picture cannot be drawn).
    func picture(_ make: () throws -> Picture) -> Picture? {
        guard isWorthwhile, RenderCaches.isEnabled else { return nil }
        lock.lock()
        let current = state
        lock.unlock()
        switch current {
        case .built(let picture): return picture
        case .unusable: return nil
        case .unbuilt: break
        }
        // Two threads may both draw it at the start: the pictures are equal.
        let made = try? make()
        lock.lock(); defer { lock.unlock() }
        if case .built(let first) = state { return first }
        state = made.map { .built($0) } ?? .unusable
        return made
    }
}
