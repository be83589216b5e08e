// Animation completions, SwiftUI's way, in script time: a transaction's
// completion runs as a script step of its own (it may change state, with or
// without animation) at the moment its animation is logically complete — or
// fully removed — counted from the change; at once when the transaction
// committed no change or had no animation.
import Foundation
import ImageFiles

/// When an animation counts as finished, as SwiftUI's `AnimationCompletionCriteria`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// Finished in the logical sense, though it may still be in its long tail.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// Entirely finished, about to be removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// A completion registered with a transaction.
struct AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let action: () -> Void
}

extension Transaction {
    /// Adds `completion`, run exactly once when the animations this
    /// transaction creates are complete by `criteria` (at once when it
    /// creates none).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completions.append(AnimationCompletion(criteria: criteria, action: completion))
    }

    /// The value stored for `key`, as SwiftUI's `Transaction` subscript.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the change comes from an action that produces a sequence of values (dragging a slider,
    /// holding a stepper) rather than one (a tap). Nothing headless is continuous, so it is false unless
    /// set, with `withTransaction(\.isContinuous, true)` or in a transaction modifier; transaction
    /// modifiers below the change read it.
    public var isContinuous: Bool {
        get { self[ContinuousKey.self] }
        set { self[ContinuousKey.self] = newValue }
    }
}

/// A key for a custom value of a `Transaction`, as SwiftUI's `TransactionKey`.
public protocol TransactionKey {
    /// The type of the value the key stores.
    associatedtype Value: Sendable
    /// The value of a transaction that has not set one.
    static var defaultValue: Value { get }
}

private enum ContinuousKey: TransactionKey { static let defaultValue = false }
private enum TracksVelocityKey: TransactionKey { static let defaultValue = false }

extension Transaction {
    /// Whether the animatable values changed in this transaction have their
    /// velocity tracked for a later animation to continue (no interactions
    /// here: stored, never set by us).
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }
}

/// Runs `body` with `animation`, then `completion` once the animations it
/// created are complete by `completionCriteria`, as SwiftUI's
/// `withAnimation(_:completionCriteria:_:completion:)`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}

/// Schedules the completions of `transaction`, whose body ran after
/// `commitsBefore` commits of the running script (nil: no script, so they
/// run at once).
func scheduleCompletions(of transaction: Transaction, commitsBefore: Int?) {
    guard !transaction.completions.isEmpty else { return }
    guard let script = StateContext.script, let before = commitsBefore else {
        transaction.completions.forEach { $0.action() }
        return
    }
    let changed = script.commitCount > before
    for c in transaction.completions {
        var delay = 0.0
        if changed, let animation = transaction.animation {
            // A completion that never comes (repeatForever) is never run.
            guard let d = c.criteria == .removed ? animation.duration : animation.logicalDuration else { continue }
            delay = d
        }
        script.schedule(after: delay, c.action)
    }
}

/// An action due at a script time; `order` keeps equal times in the order scheduled.
struct ScriptTimer {
    var time: Double
    var order: Int
    var action: () -> Void
}

extension ScriptRun {
    func schedule(after delay: Double, _ action: @escaping () -> Void) {
        schedule(at: time + max(delay, 0), action)
    }

    func schedule(at due: Double, _ action: @escaping () -> Void) {
        guard !closed else { return }
        timers.append(ScriptTimer(time: max(due, time), order: timerOrder, action: action))
        timerOrder += 1
    }

    /// Runs every timer due at or before `limit`, earliest first, each as a
    /// script step at its own time outside any transaction.
    func runTimers(through limit: Double) {
        // Many timers may be due over a long render; only many at one
        // moment are a loop that never lets time move on.
        var budget = 10_000, moment = time
        while let next = timers.indices.min(by: { (timers[$0].time, timers[$0].order) < (timers[$1].time, timers[$1].order) }),
              timers[next].time <= limit {
            if timers[next].time > moment { moment = timers[next].time; budget = 10_000 }
            budget -= 1
            if budget < 0 { runawayTimers = true; timers.removeAll(); return }
            let timer = timers.remove(at: next)
            time = max(time, timer.time)
            perform { Transaction.$current.withValue(nil) { timer.action() } }
        }
    }

    /// The environment a commit resolves in: the script's, with the
    /// transaction's `disablesAnimations` and custom values.
    func transactionEnvironment() -> EnvironmentValues {
        var e = presentationEnvironment
        if let t = Transaction.current { e.setTransactionFlags(of: t) }
        return e
    }
}

enum DisablesAnimationsKey {}
enum TransactionValuesKey {}

extension EnvironmentValues {
    /// Carries `t`'s `disablesAnimations` and custom values (`TransactionKey`s, `isContinuous`) down the
    /// tree being committed, where transaction modifiers read them.
    mutating func setTransactionFlags(of t: Transaction) {
        custom[ObjectIdentifier(DisablesAnimationsKey.self)] = t.disablesAnimations ? true : nil
        custom[ObjectIdentifier(TransactionValuesKey.self)] = t.values.isEmpty ? nil : t.values
    }
}

extension ResolveContext {
    /// Whether the transaction here keeps implicit animations out.
    var disablesAnimations: Bool { environment.custom[ObjectIdentifier(DisablesAnimationsKey.self)] as? Bool ?? false }

    /// The transaction of the change being committed here, as transaction modifiers see it: its
    /// animation, `disablesAnimations` and custom values (completions stay with the change).
    var transaction: Transaction {
        get {
            var t = Transaction(animation: animation)
            t.disablesAnimations = disablesAnimations
            t.values = environment.custom[ObjectIdentifier(TransactionValuesKey.self)] as? [ObjectIdentifier: any Sendable] ?? [:]
            return t
        }
        set {
            animation = newValue.animation
            environment.setTransactionFlags(of: newValue)
        }
    }
}
