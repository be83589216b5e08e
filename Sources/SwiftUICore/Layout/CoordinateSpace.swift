// Coordinate spaces for GeometryProxy.frame(in:): the root, the reader
// itself, or a view named with `coordinateSpace(_:)`. A named view's frame
// is fixed before its descendants are placed (placement runs from the root
// down), so a GeometryReader inside it reads it while it is laid out.
import Foundation

/// Coordinate spaces a `GeometryProxy` can report in, as SwiftUI's
/// `CoordinateSpace`.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case global, local
    /// The space of the nearest enclosing view named `name`.
    case named(AnyHashable)
}

/// A coordinate space value (iOS 17), as SwiftUI's `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The space as a `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// The render's root space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    /// The render's root space.
    public init() {}
    /// `.global`.
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    /// The reading view's own space.
    public init() {}
    /// `.local`.
    public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named with `coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    /// `.named(name)`.
    public var coordinateSpace: CoordinateSpace { .named(name) }

    /// The space of the nearest enclosing view given `coordinateSpace(.named(name))`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The render's root space (headless: there is no window or screen beyond it).
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The reading view's own space: its frame there has origin zero.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space of the nearest enclosing view given `coordinateSpace(.named(name))`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace.named(name) }
}

/// The node of a named space, filled in once the node exists.
final class NamedSpaceBox {
    weak var node: Node?
}

public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let name: AnyHashable

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let box = NamedSpaceBox()
        var inner = context
        inner.environment.coordinateSpaces[name] = box
        let nodes = content(inner)
        box.node = nodes.first
        return nodes
    }
}

extension View {
    /// Names this view's space, for `GeometryProxy.frame(in: .named(name))`
    /// inside it (iOS 17 spelling).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }

    /// Names this view's space (the spelling before iOS 17).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
