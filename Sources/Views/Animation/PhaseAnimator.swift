// Phase animators in script time. The animator keeps when its current cycle
// started; phase k is entered when the animation into phase k − 1 is
// logically complete. Frame t replays, in a private animation state, the
// phase changes that can still be running at t (as commits of the content
// for each phase, each with the animation into it) and presents that state
// at t: the content's animatable values move exactly as a scripted
// `withAnimation` would move them. The replay sees only the phase changes:
// other animations of the content's values, started by outer state changes,
// do not show inside an animator.
import Foundation

/// A container that animates its content through a sequence of phases, as
/// SwiftUI's `PhaseAnimator`.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    /// Primitive: the renderer lays this view out itself, so it has no body.
    public typealias Body = Never

    let phases: [Phase]
    /// Whether the trigger changed in the commit being made (nil: cycles for ever).
    let triggerChanged: ((ResolveContext) -> Bool)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` for as long as the view is present, from the
    /// moment it appears. `animation(p)` is the animation into phase `p`
    /// (nil: it changes at once); the next phase starts when it is logically complete.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.triggerChanged = nil
        self.content = content
        self.animation = animation
    }

    /// Runs once through `phases` and back to the first each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.triggerChanged = { context in
            context.sites.watchedValueChanged(trigger, key: SiteKey(path: context.path, slot: .implicitAnimation))
        }
        self.content = content
        self.animation = animation
    }

    struct PhaseClock { var start: Double? }

    /// One phase change: entering phase `index` at `time`.
    struct Change { var index: Int; var time: Double; var animation: Animation? }

    /// The phase changes of a cycle started at `start` up to `time`, from
    /// the last one that can no longer be running (shown without animation).
    func changes(start: Double, at time: Double) -> [Change] {
        let n = phases.count
        var out = [Change(index: 0, time: start, animation: nil)]
        guard n > 1, time > start else { return out }
        let cycle = (0..<n).reduce(0.0) { $0 + (animation(phases[$1])?.logicalDuration ?? 0) }
        var t = start, k = 0
        // Whole cycles long before `time` are skipped: they look the same.
        if triggerChanged == nil, cycle > 0, cycle.isFinite, time - start > 2 * cycle {
            t = start + ((time - start) / cycle - 1).rounded(.down) * cycle
            out = [Change(index: 0, time: t, animation: nil)]
        }
        var steps = 0
        while steps < 10_000 {
            steps += 1
            let next = (k + 1) % n
            let a = animation(phases[next])
            out.append(Change(index: next, time: t, animation: a))
            k = next
            if triggerChanged != nil && k == 0 { break }
            guard let d = a?.logicalDuration else { break }   // never completes: stays
            if t + d > time { break }
            if d == 0 && cycle == 0 { break }                 // no time passes: stop cycling
            t += d
        }
        // Keep the changes still running at `time` (and the one they start from).
        var first = out.count - 1
        while first > 0, let a = out[first].animation, !a.isComplete(at: time - out[first].time) { first -= 1 }
        return Array(out[first...])
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard !phases.isEmpty else { return [] }
        let key = SiteKey(path: context.path, slot: .view)
        let clock = context.sites.record(key, as: PhaseClock.self)
        // Outside a script (a still render) a cycling animator starts at 0.
        var start = clock?.start ?? (triggerChanged == nil ? (context.sites.mode == .commit ? context.time : 0) : nil)
        if let changed = triggerChanged, changed(context) { start = context.time }
        context.sites.keep(PhaseClock(start: start), key: key)
        let inner = context.child(0)
        guard let start else { return content(phases[0]).resolve(inner) }
        let changes = self.changes(start: start, at: context.time)
        if context.sites.mode == .commit {
            var c = inner
            c.animation = nil
            return content(phases[changes.last!.index]).resolve(c)
        }
        // Replay the phase changes in a private state, then present it.
        var state = AnimationState()
        for change in changes {
            let sites = AnimationSites(mode: .commit, time: change.time, state: state, commitAnimation: change.animation)
            var c = ResolveContext(environment: inner.environment, path: inner.path, sites: sites, animation: change.animation)
            c.animation = change.animation
            _ = content(phases[change.index]).resolve(c)
            state = sites.finishCommit()
        }
        let present = AnimationSites(mode: .present, time: context.time, state: state)
        return content(phases[changes.last!.index]).resolve(ResolveContext(environment: inner.environment, path: inner.path,
                                                                            sites: present, animation: nil))
    }
}

extension View {
    /// Cycles this view through `phases`, as SwiftUI's `phaseAnimator(_:content:animation:)`.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView(view: self)
        return PhaseAnimator(phases, content: { content(view, $0) }, animation: animation)
    }

    /// Runs this view once through `phases` each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        let view = PlaceholderContentView(view: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(view, $0) }, animation: animation)
    }
}
