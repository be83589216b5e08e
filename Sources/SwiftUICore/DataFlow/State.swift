// @State without a live graph. A state property's value lives in the
// render's state store, keyed by the view's identity and the property's
// name (so a child view rebuilt by its parent's body keeps its state, as in
// SwiftUI). Reads see the store of the tree being resolved or drawn (a task
// local, so concurrent frames never share); writes go to the running
// script (a `ViewAnimation` step or an `onAppear` action) and commit a
// state change with the enclosing `withAnimation`'s animation.
import Foundation

/// A value a view owns and changes, as SwiftUI's `@State`.
@propertyWrapper
public struct State<Value>: DynamicStateProperty {
    let box: StateBox

    /// State starting at `value`; later renders keep the changed value, not this one.
    public init(wrappedValue value: Value) { box = StateBox(initial: value) }
    /// Same as `init(wrappedValue:)` (SwiftUI's older spelling).
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value; setting it is a state change, animated by the enclosing `withAnimation`.
    public var wrappedValue: Value {
        get { box.read() as? Value ?? box.initial as! Value }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the value, for child views that change it.
    public var projectedValue: Binding<Value> {
        let box = self.box
        var binding = Binding(get: { box.read() as? Value ?? box.initial as! Value }, set: { box.write($0) })
        binding.readsTrackedState = true
        return binding
    }

    func bind(to key: StateKey) { box.bind(to: key) }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() { self.init(wrappedValue: nil) }
}

/// A state property found on a view, linked to its place in the store.
protocol DynamicStateProperty {
    func bind(to key: StateKey)
}

/// Where a state value lives: the owning view's identity and the property.
struct StateKey: Hashable {
    var path: [AnyHashable]
    var name: String
}

/// The storage of one `State` value: the store key once the view is
/// resolved, and the value used outside any render.
final class StateBox: @unchecked Sendable {
    let initial: Any
    private let lock = NSLock()
    private var key: StateKey?
    private var local: Any

    init(initial: Any) {
        self.initial = initial
        local = initial
    }

    // A view value keeps its identity, so every binding writes the same key.
    func bind(to key: StateKey) {
        lock.lock(); defer { lock.unlock() }
        if self.key == nil { self.key = key }
    }

    private var boundKey: StateKey? {
        lock.lock(); defer { lock.unlock() }
        return key
    }

    func read() -> Any {
        // A running script step or action reads the state as it is now,
        // with the writes it has made so far; a render reads its snapshot.
        if let key = boundKey, let reads = StateContext.reads { reads.note(key) }
        if let key = boundKey, let script = StateContext.script, let v = script.currentValue(key) { return v }
        if let key = boundKey, let store = StateContext.values, let v = store.values[key] { return v }
        lock.lock(); defer { lock.unlock() }
        return local
    }

    func write(_ value: Any) {
        if let key = boundKey, let script = StateContext.script {
            script.write(key, value)
        } else {
            lock.lock(); defer { lock.unlock() }
            local = value
        }
    }
}

/// An immutable set of state values (one per script snapshot).
final class StateValues: @unchecked Sendable {
    let values: [StateKey: Any]
    /// The run's `@StateObject`s (shared by all its snapshots; nil outside a script).
    let objects: ObjectStore?
    /// For each value written, the script's count of writes when it was
    /// last written: a body that read it is evaluated again when it moves.
    let generations: [StateKey: Int]
    /// The `@Observable` models' values at this snapshot's commit (ModelMoment.swift); set by the commit, before
    /// any frame reads the snapshot. Nil: the tree holds none, or the values are live (a commit, a touch).
    var models: ModelMoment?
    init(_ values: [StateKey: Any], objects: ObjectStore? = nil, generations: [StateKey: Int] = [:]) {
        self.values = values
        self.objects = objects
        self.generations = generations
    }

    /// The generation of the value at `key` (0: never written).
    func generation(of key: StateKey) -> Int { generations[key] ?? 0 }
}

/// Receives state writes made while a script runs.
protocol StateWriter: AnyObject, Sendable {
    func write(_ key: StateKey, _ value: Any)
    /// The value at `key` after the writes so far (nil: never written).
    func currentValue(_ key: StateKey) -> Any?
    /// State changes committed so far (AnimationCompletion.swift).
    var commitCount: Int { get }
    /// Runs `action` as a script step `delay` seconds from now.
    func schedule(after delay: Double, _ action: @escaping () -> Void)
    /// Runs `action` as a script step at script time `due` (now if past).
    func schedule(at due: Double, _ action: @escaping () -> Void)
    /// The script time now, in seconds.
    var time: Double { get }
    /// Runs the `Task`s started in the render.
    var executor: RenderExecutor { get }
    /// Records something the render cannot do; the render fails with it.
    func report(_ problem: String)
    /// Keeps `subscription` alive until the run ends.
    func keep(_ subscription: AnyCancellable)
    /// The run's `@StateObject`s.
    var objects: ObjectStore { get }
    /// A model's value the store does not hold is about to change (an
    /// `@Observable` property, `objectWillChange.send()`): committed once
    /// the statement changing it has run (`commitObservedChanges()`).
    func objectWillChange()
    /// Commits the model changes noted since the last commit, in the
    /// transaction of the first of them.
    func commitObservedChanges()
}

enum StateContext {
    /// The state values of the tree being resolved or drawn.
    @TaskLocal static var values: StateValues?
    /// The script that state writes go to.
    @TaskLocal static var script: (any StateWriter)?
}

/// Links the `@State` properties of `view` (at `path`) to the store.
func bindStateProperties<V>(of view: V, at path: [AnyHashable]) {
    for child in Mirror(reflecting: view).children {
        guard let property = child.value as? any DynamicStateProperty, let label = child.label else { continue }
        property.bind(to: StateKey(path: path, name: label))
    }
}

// A state value lives in the render's store behind a lock, so a view holding
// it may be captured by main-queue work, as SwiftUI's `State` allows; a model
// object held in state is only changed on the render's one script thread
// (a change from any other thread fails the render), as SwiftUI's main actor.
extension State: @unchecked Sendable {}
