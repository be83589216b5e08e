// Where a placed view is drawn. Layout fixes frames in root coordinates;
// the geometry effects around a view (offset, scale, rotation, transforms,
// projections, custom GeometryEffects) then move where it appears. Apple's
// GeometryEffect page: "The only change the effect makes to the view's
// ancestors and descendants is to change the coordinate transform to and
// from them", so a GeometryProxy's frames and anchors go through those
// effects (an effect made `ignoredByLayout()` only draws). Each node keeps
// the transform of the effects above it, set while it is placed: placement
// runs from the root down every frame, kept nodes included, so the
// transform is always this frame's.
import Foundation
import Geometry

/// The effects' transform handed down while nodes are placed.
enum PlacementSpace {
    /// From root layout coordinates to where they are drawn (root
    /// coordinates), for the node being placed.
    @TaskLocal static var transform = ProjectionTransform()
}

/// A view's space: its layout frame (root coordinates) and the transform
/// of the geometry effects around it.
struct SpaceGeometry {
    var frame: CGRect
    var transform = ProjectionTransform()

    /// The render's root.
    static let root = SpaceGeometry(frame: .zero)

    /// The transform from this space's local coordinates (origin at the
    /// view's top-left corner) to `other`'s; nil when both are the layout's
    /// own (then a point moves by `offset(to:)`).
    func projection(to other: SpaceGeometry) -> ProjectionTransform? {
        if transform.isIdentity && other.transform.isIdentity { return nil }
        let out = ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY))
        let back = ProjectionTransform(CGAffineTransform(translationX: -other.frame.minX, y: -other.frame.minY))
        return out.concatenating(transform).concatenating(other.transform.inverted()).concatenating(back)
    }

    /// `p` (local coordinates) in `other`'s local coordinates.
    func convert(_ p: CGPoint, to other: SpaceGeometry) -> CGPoint {
        guard let m = projection(to: other) else {
            return CGPoint(x: frame.minX + p.x - other.frame.minX, y: frame.minY + p.y - other.frame.minY)
        }
        return p.applying(m)
    }

    /// The bounding box, in `other`'s local coordinates, of `r` (local
    /// coordinates) as drawn: a rotated rectangle gives the box around it.
    func convert(_ r: CGRect, to other: SpaceGeometry) -> CGRect {
        guard let m = projection(to: other) else {
            return r.offsetBy(dx: frame.minX - other.frame.minX, dy: frame.minY - other.frame.minY)
        }
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map { $0.applying(m) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}

extension Node {
    /// The node's space as laid out and drawn.
    var space: SpaceGeometry { SpaceGeometry(frame: frame, transform: drawnTransform) }
}

extension EffectNode {
    /// Places the child with this effect's transform (`local`, in the
    /// child's local coordinates) added to the space handed down.
    func placeChild(in rect: CGRect, proposal: ProposedViewSize, through local: ProjectionTransform) {
        guard !local.isIdentity else { child.place(in: rect, proposal: proposal); return }
        let toLocal = ProjectionTransform(CGAffineTransform(translationX: -rect.minX, y: -rect.minY))
        let toRoot = ProjectionTransform(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        let effect = toLocal.concatenating(local).concatenating(toRoot)
        PlacementSpace.$transform.withValue(effect.concatenating(drawnTransform)) {
            child.place(in: rect, proposal: proposal)
        }
    }
}
