import Foundation
import Geometry

/// Views made from the elements of a collection, each identified by an
/// id, as SwiftUI's `ForEach`. The id is the view's identity: an element
/// that moves keeps its animations.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never
    /// The elements, one view each, in the collection's order.
    public var data: Data
    /// Makes the view of an element.
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// Views for `data`, identified by the element's value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = { $0[keyPath: id] }
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        // The element views are part of the body that made the ForEach:
        // made when it is evaluated (or state the content reads changes),
        // kept for the frames after (a random offset in them stays put).
        func views() -> [(id: AnyHashable, view: any View)] {
            context.evaluated(for: self, slot: .elements) {
                data.map { (id: AnyHashable(identify($0)), view: content($0) as any View) }
            }
        }
        return context.resolvePresence(context.memo?.body(Self.self, context, views) ?? views())
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of integers, identified by the integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
