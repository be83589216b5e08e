import Foundation
import Timeline

/// The state of a script as it runs: the root view value, the `@State`
/// store, and one snapshot (state and animators) per committed change.
final class ScriptRun<Root: View>: StateWriter, @unchecked Sendable {
    struct Snapshot {
        var time: Double
        var root: Root
        var animation: SiteAnimationState
        var state: StateValues
        /// The render's environment in the colour scheme the tree prefers.
        var environment: EnvironmentValues
    }

    var root: Root
    var time: Double = 0
    let canvas: CGSize
    let environment: EnvironmentValues
    /// The colour scheme the tree prefers for the whole render
    /// (`preferredColorScheme(_:)`, PreferredColorScheme.swift); nil: none.
    private var presentationScheme: ColorScheme?
    private var animation = SiteAnimationState()
    private var stateValues: [StateKey: Any] = [:]
    /// When each value was last written, counted in writes (StateReads.swift).
    private var generations: [StateKey: Int] = [:]
    private var writeCount = 0
    private(set) var snapshots: [Snapshot] = []
    private var pending: [() -> Void] = []
    private var draining = false
    /// Set when `onAppear` actions keep making views appear.
    private(set) var runaway = false
    /// How many state changes have been committed (animation completions
    /// fire at once when their transaction committed none).
    private(set) var commitCount = 0
    /// Actions due at later script times (animation completions), in order.
    var timers: [ScriptTimer] = []
    /// Set when completions keep scheduling completions at one moment.
    var runawayTimers = false
    /// Runs the `Task`s started in the render, drained by the script (Clock/RenderExecutor.swift).
    let executor = RenderExecutor()
    /// What the script met that a render cannot run (reported as an error).
    private var unsupported: [String] = []
    /// The order of the next timer scheduled (equal times run in this order).
    var timerOrder = 0
    /// Set once the script has run to the end: later writes and timers are dropped.
    private(set) var closed = false
    /// Subscriptions kept for the whole run (`onReceive`).
    var subscriptions: [AnyCancellable] = []
    // State may only change on the thread running the script: work that
    // comes back from another thread has no place on the render's clock.
    let thread = pthread_self()
    private let unsupportedLock = NSLock()
    /// The render's frame rate: scripted drags report a sample at each frame time.
    var frameRate = FrameRate.fps60
    /// Scripted touches that found no view (ScriptedTouch.swift), as messages.
    var interactionErrors: [String] = []
    /// The run's `@StateObject`s, made once per view identity.
    let objects = ObjectStore()
    /// The transaction of the first model change not yet committed
    /// (ScriptRun+Observation.swift); nil: none.
    var observedChange: Transaction?
    /// The `@Observable` objects the trees held, copied at each commit (DataFlow/ModelMoment.swift).
    let models = ModelRegistry()

    init(root: Root, canvas: CGSize, environment: EnvironmentValues) {
        self.root = root
        self.canvas = canvas
        self.environment = environment
        commit(animation: nil)
    }

    /// Runs a script step with state writes going to this run.
    func perform(_ body: () -> Void) {
        StateContext.$script.withValue(self) {
            body()
            commitObservedChanges()
        }
    }

    func currentValue(_ key: StateKey) -> Any? { stateValues[key] }

    func write(_ key: StateKey, _ value: Any) {
        guard !closed, isOnScriptThread() else { return }
        stateValues[key] = value
        writeCount += 1
        generations[key] = writeCount
        commit(animation: Transaction.current?.animation)
    }

    /// Resolves and lays out the current state (GeometryReader content is
    /// built during layout), telling every animatable value its target,
    /// then runs the `onAppear` actions of views that just appeared.
    func commit(animation transactionAnimation: Animation?) { commit(animation: transactionAnimation, mayRescheme: true) }

    /// `mayRescheme`: when the tree prefers another colour scheme, commit
    /// again in it (once: a tree that prefers another scheme in each keeps the second).
    private func commit(animation transactionAnimation: Animation?, mayRescheme: Bool) {
        commitCount += 1
        let sites = AnimationSites(mode: .commit, time: time, state: animation, commitAnimation: transactionAnimation)
        let state = StateValues(stateValues, objects: objects, generations: generations)
        let environment = transactionEnvironment()
        var preferred: ColorScheme?
        tracksModels {
            let layout = RootLayout(root, proposal: ProposedViewSize(canvas), canvas: canvas, environment: environment,
                                    sites: sites, animation: transactionAnimation, state: state)
            preferred = layout.node.preferredColorScheme
        }
        state.models = models.moment()
        animation = sites.finishCommit()
        snapshots.append(Snapshot(time: time, root: root, animation: animation, state: state, environment: presentationEnvironment))
        pending += sites.appearActions
        if preferred != presentationScheme, mayRescheme {
            // The tree now prefers another scheme for the render: resolved
            // again in it, at once (the nested commit drains the actions).
            presentationScheme = preferred
            commit(animation: transactionAnimation, mayRescheme: false)
            return
        }
        drain()
    }

    /// The render's environment in the scheme the tree prefers.
    var presentationEnvironment: EnvironmentValues {
        var e = environment
        if let presentationScheme { e.colorScheme = presentationScheme }
        return e
    }

    /// Whether the caller runs on the script's thread (else the problem is reported).
    func isOnScriptThread() -> Bool {
        guard pthread_equal(pthread_self(), thread) != 0 else {
            report("a state change came from another thread (work on a queue other than DispatchQueue.main, "
                   + "a detached Task or an actor other than the render's); only the render's clock can change state")
            return false
        }
        return true
    }

    func keep(_ subscription: AnyCancellable) { if !closed { subscriptions.append(subscription) } }

    /// Ends the run: subscriptions are cancelled, the render's tasks are
    /// cancelled (their sleeps throw `CancellationError`) and nothing they
    /// do after changes the frames.
    func close() {
        closed = true
        timers.removeAll()
        subscriptions.forEach { $0.cancel() }
        subscriptions.removeAll()
        perform { executor.finish() }
        dropModelsThatNeverChanged()
    }

    /// Drops every snapshot's copy of the models when all of them hold what the objects hold now: writing
    /// them back changes nothing, and frames then need no lock (DataFlow/ModelMoment.swift).
    private func dropModelsThatNeverChanged() {
        let moments = snapshots.compactMap(\.state.models)
        guard !moments.isEmpty, moments.allSatisfy(\.isLive) else { return }
        for snapshot in snapshots { snapshot.state.models = nil }
    }

    /// What the render met and cannot do, in the order met.
    var problems: [String] { unsupportedLock.withLock { unsupported } }

    /// Records something the render cannot do; the render fails with it.
    func report(_ problem: String) {
        unsupportedLock.withLock { if !unsupported.contains(problem) { unsupported.append(problem) } }
    }

    /// The tree as it is on screen at the current time (animations part way), as a touch meets it.
    func presentedLayout() -> RootLayout {
        let sites = AnimationSites(mode: .present, time: time, state: animation)
        return RootLayout(root, proposal: ProposedViewSize(canvas), canvas: canvas, environment: presentationEnvironment,
                          sites: sites, state: StateValues(stateValues, objects: objects, generations: generations))
    }

    // Actions run one after the other, each in its own transaction (not
    // inside the animation of the change that made the view appear).
    private func drain() {
        guard !draining else { return }
        draining = true
        defer { draining = false }
        var budget = 10_000
        while !pending.isEmpty {
            budget -= 1
            if budget < 0 { runaway = true; pending.removeAll(); break }
            let action = pending.removeFirst()
            StateContext.$script.withValue(self) {
                Transaction.$current.withValue(nil) { action() }
                commitObservedChanges()
            }
        }
    }
}

/// The script's handle on the state: reading and writing the root view's
/// properties (`state.progress = 0.9`). Every write is a state change, made
/// with the animation of the enclosing `withAnimation`, if any.
@dynamicMemberLookup
public final class ViewState<Root: View> {
    let run: ScriptRun<Root>
    init(_ run: ScriptRun<Root>) { self.run = run }

    /// The root view's property at `keyPath`. Setting it commits a state change at once, animated by the
    /// enclosing `withAnimation` (none outside one).
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Root, T>) -> T {
        get { run.root[keyPath: keyPath] }
        set {
            // Mutate a copy: a `@State` property's setter commits at once
            // and reads the root while doing so.
            var root = run.root
            root[keyPath: keyPath] = newValue
            run.root = root
            run.commit(animation: Transaction.current?.animation)
        }
    }

    /// Changes several properties as one state change.
    public func update(_ change: (inout Root) -> Void) {
        var root = run.root
        change(&root)
        run.root = root
        run.commit(animation: Transaction.current?.animation)
    }

    /// The time of the script step running, in seconds.
    public var time: Double { run.time }
}
