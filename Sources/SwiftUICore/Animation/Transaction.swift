import Foundation

/// The context of a state change, as SwiftUI's `Transaction`: chiefly the
/// animation that carries views from the old state to the new one.
public struct Transaction: Sendable {
    /// The animation that carries the change (nil: the change is immediate).
    public var animation: Animation?
    /// Whether implicit animations (`.animation(_:value:)`) stay out of this
    /// transaction: the transaction's own animation is used as it is.
    public var disablesAnimations = false
    /// Completions to run when the animations of this transaction end (AnimationCompletion.swift).
    var completions: [AnimationCompletion] = []
    /// Values stored with `TransactionKey`s.
    var values: [ObjectIdentifier: any Sendable] = [:]
    /// A transaction animating with `animation` (nil: none).
    public init(animation: Animation? = nil) { self.animation = animation }

    /// The transaction of the state change being made (set by
    /// `withAnimation` / `withTransaction`; per task and thread).
    @TaskLocal static var current: Transaction?
}

/// Runs `body` so that the state changes it makes animate with
/// `animation`, as SwiftUI's `withAnimation`. State changes are the ones a
/// `ViewAnimation` script makes through its state proxy.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    // Model changes made before the block are not the block's; those made in it are committed with it.
    StateContext.script?.commitObservedChanges()
    defer { StateContext.script?.commitObservedChanges() }
    return try Transaction.$current.withValue(Transaction(animation: animation)) { try body() }
}

/// Runs `body` inside `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    StateContext.script?.commitObservedChanges()
    let commits = StateContext.script?.commitCount
    defer { scheduleCompletions(of: transaction, commitsBefore: commits) }
    defer { StateContext.script?.commitObservedChanges() }
    return try Transaction.$current.withValue(transaction) { try body() }
}

/// Runs `body` inside the current transaction with `keyPath` set to
/// `value`: `withTransaction(\.animation, .linear) { … }`.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

public struct _AnimationModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?
    let value: Value

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        var inner = context
        if context.sites.watchedValueChanged(value, key: SiteKey(path: context.path, slot: .implicitAnimation)),
           !context.disablesAnimations {
            inner.animation = animation
        }
        return content(inner)
    }
}

extension View {
    /// Animates changes inside this view with `animation` whenever `value`
    /// changes, as SwiftUI's implicit animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_AnimationModifier(animation: animation, value: value))
    }
}

public struct _AnimationEverywhereModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let animation: Animation?

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        var inner = context
        inner.animation = animation
        return content(inner)
    }
}

extension View {
    /// Animates every change of the animatable values inside this view
    /// with `animation` (nil: none animate, even inside `withAnimation`),
    /// as SwiftUI's deprecated `animation(_:)`. Prefer `animation(_:value:)`.
    public func animation(_ animation: Animation?) -> some View {
        modifier(_AnimationEverywhereModifier(animation: animation))
    }
}
