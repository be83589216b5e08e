// The proxies a custom `Layout` sees: one per subview, asking it for sizes
// and guides and telling it where to go. Frames are in root coordinates,
// so `bounds` and the points given to `place` are too (SwiftUI: the
// container's parent's space), and a subview's own drawing still gets
// origin-zero geometry.
import Foundation
import Geometry

/// A proxy for one subview of a custom layout, as SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let node: Node
    let placements: LayoutPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.size(for: proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = node.size(for: proposal)
        let node = self.node
        return ViewDimensions(size: size) { key in node.explicitGuide(key, size: size, proposal: proposal) }
    }

    /// Puts the subview's `anchor` at `position` (in the container's
    /// parent's coordinates, like `bounds`), sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.size(for: proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        if placements.measuring {
            placements.measured[ObjectIdentifier(node)] = (CGRect(origin: origin, size: size), proposal)
            return
        }
        node.place(in: CGRect(origin: origin, size: size), proposal: proposal)
        placements.placed.insert(ObjectIdentifier(node))
    }

    /// The subview's layout priority (`layoutPriority(_:)`, 0 by default).
    public var priority: Double { node.layoutPriority }

    /// The space the subview wants around it: 8 points on every edge, the
    /// default spacing used throughout (see the stack layout notes).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value set with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Which subviews a layout placed during one `placeSubviews` call; while
/// `measuring`, where it would place them, without placing them.
final class LayoutPlacements {
    var placed: Set<ObjectIdentifier> = []
    var measuring = false
    var measured: [ObjectIdentifier: (rect: CGRect, proposal: ProposedViewSize)] = [:]
}

/// The subviews of a custom layout, in the order of its content, as
/// SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let all: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ all: [LayoutSubview], _ range: Range<Int>? = nil) {
        self.all = all
        startIndex = range?.lowerBound ?? 0
        endIndex = range?.upperBound ?? all.count
    }

    public subscript(index: Int) -> LayoutSubview { all[index] }
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(all, bounds) }
    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }

    /// Always left to right here.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { $0 == $1 }
    }
}

/// The preferred space around a view, edge by edge, as SwiftUI's
/// `ViewSpacing`; two neighbours keep the larger of their facing edges'.
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    /// The default: 8 points on every edge.
    public init() { (top, leading, bottom, trailing) = (8, 8, 8, 8) }

    /// No preferred spacing on any edge.
    public static let zero: ViewSpacing = {
        var s = ViewSpacing()
        (s.top, s.leading, s.bottom, s.trailing) = (0, 0, 0, 0)
        return s
    }()

    /// Keeps, on `edges`, the larger preference of the two.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// The union of the two preferences on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var s = self
        s.formUnion(other, edges: edges)
        return s
    }

    /// The distance to keep between this view and `next`, which follows it
    /// along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}

/// A key for a value a view hands to its custom layout container, as
/// SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The type of the value the key carries.
    associatedtype Value
    /// The value of a subview that did not set one.
    static var defaultValue: Value { get }
}

/// Properties of a layout container, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the container stacks its subviews along (spacers and
    /// dividers orient by it); nil for none.
    public var stackOrientation: Axis?
    /// No stack orientation.
    public init() {}
}

extension View {
    /// Hands `value` for `key` to the custom layout that holds this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_TraitModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
}
