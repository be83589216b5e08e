// Phase animators in script time. The animator keeps when its current cycle
// started (a triggered one when its trigger changed); phase k is entered
// when the animation into phase k − 1 is logically complete, at once when
// the two phases are equal (nothing moves). Frame t replays, in a private animation state, the
// phase changes that can still be running at t (as commits of the content
// for each phase, each with the animation into it) and presents that state
// at t: the content's animatable values move exactly as a scripted
// `withAnimation` would move them. Changes of outer state made with an
// animation move the content too: commits register the first phase's
// content with the outer animation state, and what its animations still
// have to cover at t is added to the replayed values (an outer change is
// animated as the change it makes to the first phase's content; the two
// add up, as interrupted timing curves do).
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

    /// Runs through `phases` and back to the first each time `trigger`
    /// changes; a change during a run moves on to the next phase at once.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.triggerChanged = { context in
            context.sites.watchedValueChanged(trigger, key: SiteKey(path: context.path, slot: .implicitAnimation))
        }
        self.content = content
        self.animation = animation
    }

    /// When a cycling animator started, or when a triggered one's trigger changed.
    struct PhaseClock { var start: Double?; var triggers: [Double] = [] }

    /// One phase change: entering phase `index` at `time`.
    struct Change { var index: Int; var time: Double; var animation: Animation? }

    /// How long the change from phase `from` into phase `to` runs before the
    /// next phase starts. An equal phase draws the same content, so nothing
    /// animates and the change completes at once (as in SwiftUI, where the
    /// next phase starts on the completion of an animation that has nothing to move).
    func duration(from: Int, to: Int) -> Double {
        phases[from] == phases[to] ? 0 : animation(phases[to])?.logicalDuration ?? 0
    }

    /// The phase changes of a cycle started at `start` up to `time`, from
    /// the last one that can no longer be running (shown without animation).
    func changes(start: Double, at time: Double) -> [Change] {
        let n = phases.count
        var out = [Change(index: 0, time: start, animation: nil)]
        guard n > 1, time > start else { return out }
        let cycle = (0..<n).reduce(0.0) { $0 + duration(from: $1, to: ($1 + 1) % n) }
        var t = start, k = 0
        // Whole cycles long before `time` are skipped: they look the same.
        if cycle > 0, cycle.isFinite, time - start > 2 * cycle {
            t = start + ((time - start) / cycle - 1).rounded(.down) * cycle
            out = [Change(index: 0, time: t, animation: nil)]
        }
        var steps = 0
        while steps < 10_000 {
            steps += 1
            let next = (k + 1) % n
            let d = duration(from: k, to: next)
            out.append(Change(index: next, time: t, animation: animation(phases[next])))
            k = next
            if !d.isFinite || t + d > time { break }   // still running (or never completes)
            if cycle == 0 { break }                     // no time passes: stop cycling
            t += d
        }
        return running(out, at: time)
    }

    /// The phase changes of a triggered animator up to `time`. Each trigger
    /// change moves on to the next phase at once ("a value whose changes cause
    /// the animator to use the next phase"); after that each phase follows
    /// when the change into the previous one is complete, until the run is
    /// back at the first phase.
    func changes(triggers: [Double], at time: Double) -> [Change] {
        let n = phases.count
        guard let first = triggers.first, first <= time, n > 1 else {
            return [Change(index: 0, time: triggers.first ?? time, animation: nil)]
        }
        var out = [Change(index: 0, time: first, animation: nil)]
        var k = 0, pending = triggers[...]
        var doneAt: Double? = nil   // when the running change completes (nil: idle at the first phase)
        var steps = 0
        while steps < 10_000 {
            steps += 1
            let trigger = pending.first.flatMap { $0 <= time ? $0 : nil }
            let at: Double
            if let trigger, doneAt.map({ trigger < $0 }) ?? true {
                at = trigger
                pending = pending.dropFirst()
            } else if let done = doneAt, done <= time {
                at = done
            } else {
                break
            }
            let next = (k + 1) % n
            let d = duration(from: k, to: next)
            out.append(Change(index: next, time: at, animation: animation(phases[next])))
            k = next
            doneAt = k == 0 ? nil : (d.isFinite ? at + d : .infinity)
        }
        return running(out, at: time)
    }

    /// Keeps the changes still running at `time` (and the one they start from).
    func running(_ out: [Change], at time: Double) -> [Change] {
        var first = out.count - 1
        while first > 0, let a = out[first].animation, !a.isComplete(at: time - out[first].time) { first -= 1 }
        return Array(out[first...])
    }

    func makeNodes(_ context: ResolveContext) -> [Node] {
        guard !phases.isEmpty else { return [] }
        let key = SiteKey(path: context.path, slot: .view)
        var clock = context.sites.record(key, as: PhaseClock.self) ?? PhaseClock(start: nil)
        if let changed = triggerChanged {
            if changed(context) { clock.triggers.append(context.time) }
        } else if clock.start == nil {
            // Outside a script (a still render) a cycling animator starts at 0.
            clock.start = context.sites.mode == .commit ? context.time : 0
        }
        context.sites.keep(clock, key: key)
        let inner = context.child(0)
        let changes: [Change]
        if let start = clock.start {
            changes = self.changes(start: start, at: context.time)
        } else {
            changes = self.changes(triggers: clock.triggers, at: context.time)
        }
        guard changes.count > 1 || changes[0].index != 0 || clock.start != nil else {
            return content(phases[0]).resolve(inner)
        }
        if context.sites.mode == .commit {
            // The phases move in the replay below; here the outer changes
            // are registered, with the transaction's animation, on a content
            // that no phase change moves.
            return content(phases[0]).resolve(inner)
        }
        // Replay the phase changes in a private state, then present it.
        var state = SiteAnimationState()
        for change in changes {
            let sites = AnimationSites(mode: .commit, time: change.time, state: state, commitAnimation: change.animation)
            var c = ResolveContext(environment: inner.environment, path: inner.path, sites: sites, animation: change.animation)
            c.animation = change.animation
            c.modifierContents = inner.modifierContents
            _ = content(phases[change.index]).resolve(c)
            state = sites.finishCommit()
        }
        let present = AnimationSites(mode: .present, time: context.time, state: state)
        var shown = ResolveContext(environment: inner.environment, path: inner.path, sites: present, animation: nil)
        shown.outerSites = context.sites
        shown.modifierContents = inner.modifierContents
        return content(phases[changes.last!.index]).resolve(shown)
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
