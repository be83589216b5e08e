// How a view tree is interpolated, SwiftUI's way, without a live graph.
//
// Every animatable value in the tree (a shape's, a modifier's, a color's,
// an Animatable view's `animatableData`) is a *site*, identified by its
// structural path. Committing a state change resolves the new tree and
// tells each site's `AnimatedValue` its new target, with the animation of
// the transaction that changed it (none: it jumps). Presenting frame t
// resolves the tree of the latest state and adds to each site's data what
// its running animations have still to cover at t. Springs that interrupt
// springs keep the velocity; timing curves add, as `AnimatedValue`
// implements. Children that come and go (Transitions.swift) are tracked
// the same way, with a 0…1 presence animated by the change's animation.
import Foundation

/// The animators of every site, for one moment of a script.
struct SiteAnimationState {
    var animators: [SiteKey: any SiteAnimator] = [:]
    /// The last value each `.animation(_:value:)` modifier saw.
    var watchedValues: [SiteKey: Any] = [:]
    /// The `onAppear` sites present in the tree.
    var appeared: Set<SiteKey> = []
    /// The `onDisappear` actions of the sites present in the tree.
    var disappearing: [SiteKey: () -> Void] = [:]
    /// Children of places where views come and go, by place and child id.
    var presence: [[AnyHashable]: [AnyHashable: PresenceRecord]] = [:]
    /// The renderer's own records (animator clocks, matched frames), by site.
    var records: [SiteKey: Any] = [:]
    /// The places where views come and go that the last commit met. A child
    /// transitions in only at a place that was already there: the views of
    /// the first commit, and those inside a view that is itself coming in,
    /// are not added by a change, so they show as they are, even under an
    /// animation (the inserted view's own transition brings them in).
    var presenceSlots: Set<[AnyHashable]> = []
}

private struct PresenceKey: Hashable {
    var slot: [AnyHashable]
    var id: AnyHashable
}

protocol SiteAnimator {}

struct Animator<V: VectorArithmetic>: SiteAnimator {
    var value: AnimatedValue<V>
}

/// The sites met while resolving one tree: in `.commit` mode targets are
/// recorded (and sites no longer present are dropped at the end), in
/// `.present` mode values are read at `time`.
final class AnimationSites {
    enum Mode { case commit, present }
    let mode: Mode
    let time: Double
    private(set) var state: SiteAnimationState
    private var visited: Set<SiteKey> = []
    /// `onAppear` actions of views new in this commit, in tree order.
    private(set) var appearActions: [() -> Void] = []

    /// The animation of the change being committed (views it removes
    /// leave with it).
    let commitAnimation: Animation?
    private var visitedPresence: Set<PresenceKey> = []
    private var visitedSlots: Set<[AnyHashable]> = []
    /// What views share while one tree is resolved and laid out (matched geometry).
    var scratch: [AnyHashable: Any] = [:]
    /// Work a commit does once the whole tree is laid out (reading what
    /// views placed later left in `scratch`), before it ends.
    var afterLayout: [() -> Void] = []

    init(mode: Mode, time: Double, state: SiteAnimationState, commitAnimation: Animation? = nil) {
        self.mode = mode
        self.time = time
        self.state = state
        self.commitAnimation = commitAnimation
    }

    /// A resolver that neither animates nor records (plain renders).
    static func still(time: Double = 0) -> AnimationSites {
        AnimationSites(mode: .present, time: time, state: SiteAnimationState())
    }

    /// `context` is where the value is (its environment, its transaction's
    /// `tracksVelocity`), read only when committing.
    func animate<T>(_ value: T, key: SiteKey, animation: Animation?, context: ResolveContext? = nil) -> T {
        if let g = value as? any InterpolatableGradient {
            // Gradients animate through a site of their own (Gradient+Interpolation.swift).
            return (animateGradient(g, key: key, animation: animation, context: context) as? T) ?? value
        }
        guard let a = value as? any Animatable else { return value }
        return (apply(a, key: key, animation: animation, context: context) as? T) ?? value
    }

    private func animateGradient<G: InterpolatableGradient>(_ g: G, key: SiteKey, animation: Animation?,
                                                            context: ResolveContext?) -> G {
        let site = GradientSite(gradient: g)
        if mode == .commit, let old = state.animators[key] as? Animator<GradientSite<G>.AnimatableData>,
           old.value.target.components.count != site.animatableData.components.count {
            // Another number of stops: nothing to interpolate, the new gradient shows at once.
            state.animators[key] = nil
        }
        return apply(site, key: key, animation: animation, context: context).gradient
    }

    private func apply<A: Animatable>(_ a: A, key: SiteKey, animation: Animation?, context: ResolveContext?) -> A {
        switch mode {
        case .present:
            // The running animations' remaining gap, added to the value the
            // tree has now (equal to the target unless the tree changes by
            // itself, as a TimelineView's content does).
            return addingGap(a, key: key)
        case .commit:
            visited.insert(key)
            let target = a.animatableData
            if var animator = state.animators[key] as? Animator<A.AnimatableData> {
                // Values a transaction does not change keep running as they were.
                if (target - animator.value.target).magnitudeSquared != 0 {
                    animator.value.set(target, animation: animation, at: time,
                                       tracksVelocity: context?.transaction.tracksVelocity ?? false,
                                       environment: context?.environment)
                    state.animators[key] = animator
                } else if let environment = context?.environment, animator.value.runsCustomAnimation(at: time) {
                    // A custom animation reads the view's environment as it is now.
                    animator.value.changeEnvironment(to: environment, at: time)
                    state.animators[key] = animator
                }
            } else {
                // A new site (or one whose type changed) appears at its value.
                state.animators[key] = Animator(value: AnimatedValue(target))
            }
            // What the tree shows at the commit: an animation starts from the
            // value on screen, so a body computed from this value (an
            // Animatable view's or modifier's) sees no jump, and the sites
            // inside it do not animate the same change a second time — as in
            // SwiftUI, where they only follow the interpolated value.
            return addingGap(a, key: key)
        }
    }

    /// `value` plus what this state's animations at `key` still have to
    /// cover at `time` (presenting only: an outer state seen from inside a
    /// phase animator).
    func addingRunningGap<T>(to value: T, key: SiteKey) -> T {
        guard mode == .present else { return value }
        if let g = value as? any InterpolatableGradient { return (addingGradientGap(g, key: key) as? T) ?? value }
        guard let a = value as? any Animatable else { return value }
        return (addingGap(a, key: key) as? T) ?? value
    }

    private func addingGradientGap<G: InterpolatableGradient>(_ g: G, key: SiteKey) -> G {
        addingGap(GradientSite(gradient: g), key: key).gradient
    }

    private func addingGap<A: Animatable>(_ a: A, key: SiteKey) -> A {
        guard let animator = state.animators[key] as? Animator<A.AnimatableData>, animator.value.isAnimating(at: time) else { return a }
        var b = a
        b.animatableData = a.animatableData + (animator.value.value(at: time) - animator.value.target)
        return b
    }

    /// For `.animation(_:value:)`: whether `value` differs from what this
    /// site saw at the previous commit (recording it).
    func watchedValueChanged<V: Equatable>(_ value: V, key: SiteKey) -> Bool {
        guard mode == .commit else { return false }
        visited.insert(key)
        defer { state.watchedValues[key] = value }
        guard let old = state.watchedValues[key] as? V else { return false }
        return old != value
    }

    /// For `onAppear`: queues `action` when the site is new in this commit.
    func appear(key: SiteKey, action: @escaping () -> Void) {
        guard mode == .commit else { return }
        visited.insert(key)
        if state.appeared.insert(key).inserted { appearActions.append(action) }
    }

    /// For `onDisappear`: keeps the site's latest `action`, queued by
    /// `finishCommit` once a commit no longer meets the site.
    func disappear(key: SiteKey, action: @escaping () -> Void) {
        guard mode == .commit else { return }
        visited.insert(key)
        state.disappearing[key] = action
    }

    /// Queues `action` to run after this commit, with the `onAppear` actions
    /// (committing only).
    func queueAfterCommit(_ action: @escaping () -> Void) {
        guard mode == .commit else { return }
        appearActions.append(action)
    }

    /// A body evaluated by a commit, with the view it was evaluated for
    /// and the state it read.
    private struct BodyRecord<Body> {
        let view: [UInt8]
        /// The view's bytes without its state properties (`identityBytes(of:)`).
        let identity: [UInt8]
        /// The state the body read (nil: it depends on more, evaluated at every commit).
        let reads: StateReads?
        let body: Body
        /// The view itself, kept so that the objects its bytes point to
        /// stay alive (a freed object's address could come back for another).
        let retained: Any

        /// Whether `view` is the view this body was evaluated for: the same
        /// bytes, or the same but for the state boxes of a new value of it.
        func isFor<V>(_ view: V) -> Bool {
            withUnsafeBytes(of: view, { $0.elementsEqual(self.view) }) || identityBytes(of: view) == identity
        }
    }

    /// What `make` builds from `view` at `key` (a body, a `ForEach`'s
    /// element views), evaluated as SwiftUI evaluates a body: committing
    /// evaluates it when the view is new or changed or when state it read
    /// was written since (or always, when it depends on the environment or
    /// a model, whose reads are not noted), else keeps it; presenting takes
    /// the kept one while the view is the one it was evaluated for. So it is
    /// evaluated once per change of what it reads however many frames show
    /// it, on any thread, in any order (a random value in it stays put), and
    /// again where an animated value reaches the view (an Animatable
    /// parent's body built it anew with other values).
    func evaluated<V, T>(for view: V, key: SiteKey, _ make: () -> T) -> T {
        switch mode {
        case .commit:
            visited.insert(key)
            if let r = state.records[key] as? BodyRecord<T>, let reads = r.reads,
               reads.areCurrent(in: StateContext.values), r.isFor(view) {
                return r.body
            }
            let (body, reads) = StateReads.recording(make)
            state.records[key] = BodyRecord(view: withUnsafeBytes(of: view) { Array($0) }, identity: identityBytes(of: view),
                                            reads: hasUntrackedDependency(view) ? nil : reads, body: body, retained: view)
            return body
        case .present:
            if let r = state.records[key] as? BodyRecord<T>, r.isFor(view) { return r.body }
            return make()
        }
    }

    /// The record a view keeps at `key` (see `keep(_:key:)`).
    func record<T>(_ key: SiteKey, as type: T.Type = T.self) -> T? { state.records[key] as? T }

    /// Keeps `value` as the record at `key` (committing only); records of
    /// sites not met in a commit are dropped.
    func keep<T>(_ value: T, key: SiteKey) {
        guard mode == .commit else { return }
        visited.insert(key)
        state.records[key] = value
    }

    // MARK: Insertion and removal

    /// Records that child `id` of `slot` is present (committing only).
    func present(slot: [AnyHashable], id: AnyHashable, view: any View, order: Int, animation: Animation?,
                 transitionAnimation: Animation? = nil) {
        guard mode == .commit else { return }
        let animation = state.presenceSlots.contains(slot) ? transitionAnimation ?? animation : nil
        visitedPresence.insert(PresenceKey(slot: slot, id: id))
        if var record = state.presence[slot]?[id] {
            record.view = view
            record.order = order
            record.transitionAnimation = transitionAnimation
            if record.removed {
                record.removed = false
                record.amount.set(1, animation: animation, at: time)
            }
            state.presence[slot, default: [:]][id] = record
        } else {
            var amount = AnimatedValue(animation == nil ? 1.0 : 0.0)
            if animation != nil { amount.set(1, animation: animation, at: time) }
            state.presence[slot, default: [:]][id] = PresenceRecord(view: view, order: order, amount: amount, removed: false,
                                                                    transitionAnimation: transitionAnimation)
        }
    }

    /// Records that the place `slot` is in the tree (committing only), with
    /// or without children, so children added there later transition in.
    func meetSlot(_ slot: [AnyHashable]) {
        guard mode == .commit else { return }
        visitedSlots.insert(slot)
    }

    /// How far an inserted child is in (nil when not transitioning).
    func transitionAmount(slot: [AnyHashable], id: AnyHashable) -> Double? {
        guard mode == .present, let r = state.presence[slot]?[id], !r.removed, r.amount.isAnimating(at: time) else { return nil }
        return r.amount.value(at: time)
    }

    /// Children of `slot` still leaving at this time, with how far in they are.
    func removedChildren(of slot: [AnyHashable]) -> [(id: AnyHashable, view: any View, order: Int, amount: Double)] {
        guard mode == .present, let records = state.presence[slot] else { return [] }
        return records.filter { $0.value.removed && $0.value.amount.isAnimating(at: time) }
            .map { (id: $0.key, view: $0.value.view, order: $0.value.order, amount: $0.value.amount.value(at: time)) }
            .sorted { ($0.order, "\($0.id)") < ($1.order, "\($1.id)") }
    }

    /// Children no longer present start leaving (animated changes) or go.
    private func finishPresence() {
        for (slot, records) in state.presence {
            var kept: [AnyHashable: PresenceRecord] = [:]
            for (id, var r) in records {
                if visitedPresence.contains(PresenceKey(slot: slot, id: id)) { kept[id] = r; continue }
                if r.removed {
                    if r.amount.isAnimating(at: time) { kept[id] = r }
                } else if let animation = r.transitionAnimation ?? commitAnimation {
                    r.removed = true
                    r.amount.set(0, animation: animation, at: time)
                    kept[id] = r
                }
            }
            state.presence[slot] = kept.isEmpty ? nil : kept
        }
    }

    /// Ends a commit: sites not met in the new tree are forgotten, so a
    /// view that comes back starts afresh.
    func finishCommit() -> SiteAnimationState {
        let late = afterLayout
        afterLayout = []
        late.forEach { $0() }
        finishPresence()
        state.animators = state.animators.filter { visited.contains($0.key) }
        state.watchedValues = state.watchedValues.filter { visited.contains($0.key) }
        state.appeared = state.appeared.filter { visited.contains($0) }
        // Views that left the tree, in a fixed order (the dictionary's is not).
        let gone = state.disappearing.filter { !visited.contains($0.key) }
        for (key, action) in gone.sorted(by: { "\($0.key.path)" < "\($1.key.path)" }) {
            appearActions.append(action)
            state.disappearing[key] = nil
        }
        state.records = state.records.filter { visited.contains($0.key) }
        state.presenceSlots = visitedSlots
        return state
    }
}
