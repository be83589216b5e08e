import Foundation
import Synchronization

/// Strokers kept between one-off calls so their buffers are reused (a fresh
/// stroker's growing arrays cost about as much as the stroking itself).
/// Holds at most a few, one per concurrent caller.
private let strokerPool = Mutex<[Stroker]>([])

extension Path {
    /// The outline of the path stroked with `style`, as a path to fill with
    /// the non-zero rule (SwiftUI's `strokedPath(_:)`). Curves are flattened
    /// to within 0.05 units; use `strokedPath(_:transform:tolerance:)` to
    /// stroke for a particular device scale.
    public func strokedPath(_ style: StrokeParameters) -> Path {
        strokedPath(style, transform: .identity, tolerance: 0.05)
    }

    /// The stroke outline mapped through `transform`, within `tolerance` of
    /// the exact outline in the transformed space. Width and dashes are
    /// measured in the path's own space, before the transform.
    public func strokedPath(_ style: StrokeParameters, transform: CGAffineTransform,
                            tolerance: CGFloat = 0.25) -> Path {
        strokedPolygons(style, transform: transform, tolerance: tolerance).path
    }

    /// The stroke outline as polygons in the transformed space, ready for a
    /// non-zero fill. For many strokes, reuse one `Stroker` and `PolygonSet`
    /// instead, to keep their buffers.
    package func strokedPolygons(_ style: StrokeParameters, transform: CGAffineTransform = .identity,
                                tolerance: CGFloat = 0.25) -> PolygonSet {
        var stroker = strokerPool.withLock { $0.popLast() } ?? Stroker()
        var out = PolygonSet()
        out.points.reserveCapacity(min(stroker.lastOutputCount, 4096))
        stroker.stroke(self, style: style, transform: transform, tolerance: tolerance, into: &out)
        stroker.lastOutputCount = out.points.count
        // A stroker grown by a huge path is let go rather than kept forever.
        if stroker.input.points.capacity <= 1 << 16 {
            strokerPool.withLock { if $0.count < 8 { $0.append(stroker) } }
        }
        return out
    }
}
