// The View protocol and the views its builder makes. `Shape` refines it as
// in SwiftUI, so a user's shape is a view with every view modifier; what a
// view becomes when rendered (its layout nodes) is View+Nodes.swift's.
import Foundation

/// A part of a user interface, as SwiftUI's `View`: describe it in `body`
/// by composing other views.
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

extension View where Body == Never {
    /// Primitive views have no body: a render turns them into layout nodes.
    public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// A view that shows nothing and takes no space, as SwiftUI's `EmptyView`.
public struct EmptyView: View, Sendable {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// The one empty view.
    public init() {}
}

/// Views listed one after the other in a builder block.
public struct TupleView<T>: View {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// The views as the builder listed them.
    public var value: T
    package let children: [any View]

    /// The views of a builder block, laid out by the parent in this order.
    public init<each V: View>(_ value: (repeat each V)) where T == (repeat each V) {
        self.value = value
        var list: [any View] = []
        for v in repeat each value { list.append(v) }
        children = list
    }
}

/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    package let view: any View
    package let type: ObjectIdentifier

    /// Erases `view`'s type; an `AnyView` passed in is kept, not wrapped twice. A change of the erased type
    /// is a new view: its state and animations start again.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView { self = erased; return }
        self.view = view
        type = ObjectIdentifier(V.self)
    }

    /// Erases a view known only as `any View`; never nil here.
    public init?(erasing view: any View) { self.init(view) }
}

extension Optional: View where Wrapped: View {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
}
