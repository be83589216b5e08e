// Anchors: a view's geometry handed up through preferences and turned into
// a reader's coordinates by its GeometryProxy. An anchor keeps the node it
// was taken from, and reads the node's space (frame and the geometry
// effects around it) only when resolved, after layout has placed it; a
// rectangle under a rotation resolves to the box around it as drawn.
import Foundation
import Geometry

/// Geometry of a particular view (a rectangle or a point in it), converted
/// to another view's coordinates by that view's `GeometryProxy`, as
/// SwiftUI's `Anchor`.
public struct Anchor<Value>: @unchecked Sendable, Equatable, Hashable {
    let node: Node
    let source: Source

    /// The value in the local coordinates of the space `target`.
    func resolved(in target: SpaceGeometry) -> Value { source.make(node.space, target) }

    public static func == (a: Anchor, b: Anchor) -> Bool { a.node === b.node && a.source.id == b.source.id }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(node))
        hasher.combine(source.id)
    }

    /// Which geometry of a view an anchor takes, as SwiftUI's `Anchor.Source`.
    public struct Source: @unchecked Sendable {
        /// The value from the anchored view's space, in the local
        /// coordinates of the reader's space it is resolved for.
        let make: (SpaceGeometry, SpaceGeometry) -> Value
        /// Tells sources apart, for anchors' equality.
        let id: AnyHashable
    }
}

extension Anchor.Source where Value == CGRect {
    /// `r`, in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Self {
        Self(make: { v, t in v.convert(r, to: t) }, id: ["rect", r.minX, r.minY, r.width, r.height] as [AnyHashable])
    }

    /// The view's whole bounds.
    public static var bounds: Self {
        Self(make: { v, t in v.convert(CGRect(origin: .zero, size: v.frame.size), to: t) }, id: "bounds")
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self(make: { v, t in v.convert(p, to: t) }, id: ["point", p.x, p.y] as [AnyHashable])
    }

    /// The point at `p` of the view's size (`.center` is its middle).
    public static func unitPoint(_ p: UnitPoint) -> Self {
        Self(make: { v, t in v.convert(CGPoint(x: p.x * v.frame.width, y: p.y * v.frame.height), to: t) },
             id: ["unit", p.x, p.y] as [AnyHashable])
    }

    /// The top-left corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Self { unitPoint(.top) }
    /// The top-right corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the left edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The centre.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the right edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The bottom-left corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The bottom-right corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The values of several sources of the same view, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(make: { v, t in array.map { $0.make(v, t) } }, id: array.map(\.id))
    }

    /// The value of `anchor`, or nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(make: { v, t in anchor?.make(v, t) }, id: anchor.map { AnyHashable(["some", $0.id] as [AnyHashable]) } ?? AnyHashable("none"))
    }
}

extension GeometryProxy {
    /// The anchor's geometry in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolved(in: space) }
}
