// Which state a body read. SwiftUI evaluates a body again when data it
// depends on changes ("Managing user interface state": a view's body is
// recomputed when its state changes), not at every change anywhere in the
// tree. A commit evaluates a body inside `StateReads.recording`, which
// notes every `@State` (and `@Published`) value read and the generation —
// the script's count of writes when it was last written — it had. A later
// commit keeps the body while the view is the same and none of those
// values was written since (AnimationSites.evaluated(for:key:_:)).
import Foundation

/// The `@State` values read while one body (or one `ForEach`'s element
/// views) was evaluated, with the generation each had.
/// Used on the thread evaluating that body only.
final class StateReads: @unchecked Sendable {
    private(set) var seen: [StateKey: Int] = [:]

    /// Notes that the value at `key` was read.
    func note(_ key: StateKey) {
        if seen[key] == nil { seen[key] = StateContext.values?.generation(of: key) ?? 0 }
    }

    /// Whether every value read still has the generation it had (in `values`).
    func areCurrent(in values: StateValues?) -> Bool {
        seen.allSatisfy { (values?.generation(of: $0.key) ?? 0) == $0.value }
    }

    /// `make()`, with the state values it reads.
    static func recording<T>(_ make: () -> T) -> (T, StateReads) {
        let reads = StateReads()
        let value = StateContext.$reads.withValue(reads) { make() }
        return (value, reads)
    }
}

extension StateContext {
    /// Where the body being evaluated notes the state it reads (nil: nothing is recording).
    @TaskLocal static var reads: StateReads?
}

/// Whether a view's body depends on data whose reads are not noted one by
/// one (the environment, model objects, bindings made from closures), so
/// that a commit must evaluate it again.
func hasUntrackedDependency(_ view: Any) -> Bool {
    Mirror(reflecting: view).children.contains { child in
        if child.value is any TrackedDependency { return !(child.value as! any TrackedDependency).isTracked }
        return isBodyDependency(child.value)
    }
}

/// A dependency whose reads go through `StateBox` (and so are noted), or not.
protocol TrackedDependency {
    var isTracked: Bool { get }
}

extension State: TrackedDependency {
    var isTracked: Bool { true }
}

extension Binding: TrackedDependency {
    var isTracked: Bool { readsTrackedState }
}

/// A view's bytes with its stored-in-the-render properties left out, for comparing two
/// values of one view: a state property is identified by the view's place,
/// not by the storage object a new value of the view allocates, and its
/// value is compared through the body's reads.
func identityBytes<V>(of view: V) -> [UInt8] {
    let children = Mirror(reflecting: view).children
    guard !children.isEmpty else { return withUnsafeBytes(of: view) { Array($0) } }
    var bytes: [UInt8] = []
    // Property wrappers that live in the store (state, environment, state
    // objects) are identified by place: a new value of the view allocates
    // new boxes for them.
    for child in children where !(child.value is any DynamicStateProperty) {
        func append<T>(_ value: T) { withUnsafeBytes(of: value) { bytes += $0 } }
        _openExistential(child.value, do: append)
    }
    return bytes
}
