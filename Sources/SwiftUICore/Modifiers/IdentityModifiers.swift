import Foundation

public struct _IdentifiedModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: AnyHashable

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] { content(context.child(id)) }
}

public struct _SafeAreaModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] { content(context) }
}

/// Kinds of safe-area regions, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The set's bits: container 1, keyboard 2.
    public let rawValue: Int
    /// The set whose bits are `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The safe area of the device and of containers (bars); empty in a headless render.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The area the software keyboard covers; there is none headless.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Gives the view an explicit identity: when `id` changes, the view is
    /// a new one and its animations start afresh, as in SwiftUI.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentifiedModifier(id: AnyHashable(id)))
    }

    /// Accepted for source compatibility: a headless render has no safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(_SafeAreaModifier())
    }

    /// Accepted for source compatibility: a headless render has no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { modifier(_SafeAreaModifier()) }
}
