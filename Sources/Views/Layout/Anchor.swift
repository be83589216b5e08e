// Anchors: a view's geometry handed up through preferences and turned into
// a reader's coordinates by its GeometryProxy. An anchor keeps the node it
// was taken from, and reads the node's frame only when resolved, after
// layout has placed it.
import Foundation

/// Geometry of a particular view (a rectangle or a point in it), converted
/// to another view's coordinates by that view's `GeometryProxy`, as
/// SwiftUI's `Anchor`.
public struct Anchor<Value>: @unchecked Sendable, Equatable, Hashable {
    let node: Node
    let source: Source

    /// The value in root coordinates, moved so that `origin` is (0, 0).
    func resolved(from origin: CGPoint) -> Value { source.make(node.frame, origin) }

    public static func == (a: Anchor, b: Anchor) -> Bool { a.node === b.node && a.source.id == b.source.id }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(node))
        hasher.combine(source.id)
    }

    /// Which geometry of a view an anchor takes, as SwiftUI's `Anchor.Source`.
    public struct Source: @unchecked Sendable {
        /// The value from the view's frame (root coordinates) and the
        /// origin of the reader it is resolved for.
        let make: (CGRect, CGPoint) -> Value
        /// Tells sources apart, for anchors' equality.
        let id: AnyHashable
    }
}

extension Anchor.Source where Value == CGRect {
    /// `r`, in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Self {
        Self(make: { f, o in r.offsetBy(dx: f.minX - o.x, dy: f.minY - o.y) }, id: ["rect", r.minX, r.minY, r.width, r.height] as [AnyHashable])
    }

    /// The view's whole bounds.
    public static var bounds: Self {
        Self(make: { f, o in CGRect(x: f.minX - o.x, y: f.minY - o.y, width: f.width, height: f.height) }, id: "bounds")
    }
}

extension Anchor.Source where Value == CGPoint {
    /// `p`, in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Self {
        Self(make: { f, o in CGPoint(x: f.minX + p.x - o.x, y: f.minY + p.y - o.y) }, id: ["point", p.x, p.y] as [AnyHashable])
    }

    /// The point at `p` of the view's size (`.center` is its middle).
    public static func unitPoint(_ p: UnitPoint) -> Self {
        Self(make: { f, o in CGPoint(x: f.minX + p.x * f.width - o.x, y: f.minY + p.y * f.height - o.y) },
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
        self.init(make: { f, o in array.map { $0.make(f, o) } }, id: array.map(\.id))
    }

    /// The value of `anchor`, or nil when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(make: { f, o in anchor?.make(f, o) }, id: anchor.map { AnyHashable(["some", $0.id] as [AnyHashable]) } ?? AnyHashable("none"))
    }
}

extension GeometryProxy {
    /// The anchor's geometry in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolved(from: globalFrame.origin) }
}
