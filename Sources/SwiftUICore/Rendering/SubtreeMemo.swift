// Incremental frames: the subtrees an animation does not touch at a frame's
// time are not resolved or measured again; their nodes, with the sizes they
// computed for each proposal, are taken from an earlier frame and only
// placed again (a parent that changed may move them).
//
// Within one snapshot of a script (one state of the tree) a frame at time t
// differs from another only where a site's value is animating at t (or a
// child is being inserted or removed). A subtree is *unchanged* at t when no
// site at or below its path is animating and none on its ancestors' paths
// is either (an animating ancestor may hand it another environment, or be
// an Animatable view whose body builds it from the animated value). Then it
// resolves to the same nodes at every such time, so they are keyed by
// content alone: the snapshot, the structural path (SwiftUI's identity by
// position) and the view's type — never "the previous frame". A frame gets
// the same nodes whichever frames were rendered before it, in whatever
// order, or none (`--frame N` alone), and so the same bytes.
//
// A modifier that only wraps its content's nodes (frames, padding, render
// effects: `PassesContextThrough`) does not make its content change when its
// own values move. On the animating branches themselves, a view's body (and
// a ForEach's element views) is evaluated once per snapshot, as SwiftUI does
// not re-run bodies during an animation, and the values of paths where no
// site moves are taken as they are, without asking the sites.
//
// What resolving reads besides the sites and the snapshot makes a subtree
// frame-dependent, and such subtrees are never kept: the frame's time
// (`ResolveContext.time`: TimelineView, keyframe and phase animators,
// content transitions), matched geometry and geometry readers (their nodes
// read the frame's sites or the parent's geometry while laid out). Below a
// view that read the time nothing is reused either, as its content may be
// built from it. A transition's blend and a commit (state changes) never
// use the memo.
//
// Threads: a store belongs to one frame at a time (`SubtreeMemoPool`
// lends it out for the frame's resolve, layout and drawing), so reused
// nodes are never placed by two frames at once. Memory: a store keeps the
// nodes of one snapshot's tree (about as much as the tree's own nodes),
// one store per thread rendering at once; `ANIMGEN_CACHE=0` turns it off
// with the other render caches.
import Foundation
import Raster
import Geometry

/// Nodes of unchanged subtrees of one snapshot, kept between frames.
final class SubtreeMemo {
    /// A view's identity: its path (interned, so equal paths are one
    /// object and comparing keys compares two pointers) and its type.
    struct Key: Hashable {
        let path: ObjectIdentifier
        let type: ObjectIdentifier
    }

    /// One path of the snapshot's tree, interned: a child's is found from
    /// its parent's by the child's path hash and checked by its component.
    final class Path {
        let component: AnyHashable?
        private var children: [Int: Path] = [:]

        init(component: AnyHashable?) { self.component = component }

        /// The child path ending in `id` whose hash is `hash` (nil in the
        /// unlikely case that a sibling's hash is the same: not reused).
        func child(_ id: AnyHashable, hash: Int) -> Path? {
            if let c = children[hash] { return c.component == id ? c : nil }
            let c = Path(component: id)
            children[hash] = c
            return c
        }
    }

    struct Entry {
        let nodes: [Node]
        /// The frame that last used the nodes: a frame uses them once.
        var frame: Int
    }

    /// A site, or a place where children come and go, that may animate:
    /// its path's hash and its prefixes' hashes (root first), and whether
    /// it moves at a time.
    fileprivate struct Mover {
        let prefixes: [Int]
        /// The site's slot (nil: children coming and going).
        let slot: SiteSlot?
        let isAnimating: (Double) -> Bool
    }

    /// The snapshot the entries belong to (nil: none yet).
    fileprivate(set) var snapshot: Int?
    fileprivate var entries: [Key: Entry] = [:]
    /// The root of the interned paths.
    fileprivate var root = Path(component: nil)
    /// Bodies of views whose inputs do not animate, by the view's key.
    fileprivate var bodies: [Key: Any] = [:]
    fileprivate var frames = 0
    /// The snapshot's movers, found once for all its frames.
    fileprivate var movers: [Mover]?

    fileprivate func movers(of state: SiteAnimationState) -> [Mover] {
        if let movers { return movers }
        func prefixes(_ path: [AnyHashable]) -> [Int] {
            var h = SiteKey.hash(of: [])
            return [h] + path.map { h = SiteKey.hash(appending: $0, to: h); return h }
        }
        var found: [Mover] = []
        for (key, animator) in state.animators {
            // An animator of an unknown kind counts as always moving.
            let timed = animator as? any TimedAnimator
            found.append(Mover(prefixes: prefixes(key.path), slot: key.slot, isAnimating: { timed?.isAnimating(at: $0) ?? true }))
        }
        for (slot, children) in state.presence {
            let amounts = children.values.map(\.amount)
            found.append(Mover(prefixes: prefixes(slot), slot: nil, isAnimating: { t in amounts.contains { $0.isAnimating(at: t) } }))
        }
        movers = found
        return found
    }

    /// Entries kept (for tests).
    var count: Int { entries.count }
}

/// Stores lent to frames, one per frame being rendered at the same time.
final class SubtreeMemoPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [SubtreeMemo] = []

    /// Runs `body` with a store for `snapshot` (emptied if it held another
    /// snapshot), or with nil when the render caches are off.
    func withMemo<R>(snapshot: Int, _ body: (SubtreeMemo?) throws -> R) rethrows -> R {
        guard RenderCaches.isEnabled else { return try body(nil) }
        lock.lock()
        // Prefer a store that already holds this snapshot.
        let i = idle.lastIndex { $0.snapshot == snapshot } ?? idle.indices.last
        let memo = i.map { idle.remove(at: $0) } ?? SubtreeMemo()
        lock.unlock()
        defer {
            lock.lock()
            idle.append(memo)
            lock.unlock()
        }
        if memo.snapshot != snapshot {
            memo.entries = [:]
            memo.bodies = [:]
            memo.root = SubtreeMemo.Path(component: nil)
            memo.movers = nil
            memo.snapshot = snapshot
        }
        return try body(memo)
    }
}

/// One frame's use of a store: which paths animate at its time, and what
/// the resolve going on has read.
final class MemoFrame {
    private let memo: SubtreeMemo
    private let frame: Int
    /// Hashes (`SiteKey.hash(of:)`) of the paths of sites animating now.
    private var sites: Set<Int> = []
    /// Those of sites whose change reaches the content of a modifier that
    /// passes its context through (every site but the modifier's own).
    private var contentSites: Set<Int> = []
    /// Hashes of every prefix of those paths (the root's, 0, included).
    private var prefixes: Set<Int> = []
    /// Open resolves (the depth of the view being resolved).
    private var depth = 0
    /// The depth of the open resolve that read the time (Int.max: none).
    private var timeReadAt = Int.max
    /// Reads that make a subtree frame-dependent, counted.
    private var frameDependentReads = 0
    /// Off once the frame is laid out: a context kept by a node must not
    /// touch the store when another frame has it.
    private var isOpen = true

    /// A frame at `sites.time`, which must be a `.present` resolver.
    init(memo: SubtreeMemo, sites: AnimationSites) {
        self.memo = memo
        memo.frames += 1
        frame = memo.frames
        let time = sites.time
        for mover in memo.movers(of: sites.state) where mover.isAnimating(time) {
            prefixes.formUnion(mover.prefixes)
            let h = mover.prefixes[mover.prefixes.count - 1]
            self.sites.insert(h)
            if mover.slot != .modifier { contentSites.insert(h) }
        }
    }

    /// How reuse stands at a path whose parent's is `parent` (whose path
    /// hash is `parentHash`). `passThrough`: the parent is a modifier whose
    /// animated values change only its own node (`PassesContextThrough`).
    func reuse(at pathHash: Int, below parent: SubtreeReuse, parentHash: Int, passThrough: Bool) -> SubtreeReuse {
        switch parent {
        case .never, .unchanged: return parent
        case .changed:
            guard passThrough, !contentSites.contains(parentHash) else { return .never }
            return reuse(at: pathHash)
        case .onAnimatingBranch: return reuse(at: pathHash)
        }
    }

    private func reuse(at pathHash: Int) -> SubtreeReuse {
        if sites.contains(pathHash) { return .changed }
        return prefixes.contains(pathHash) ? .onAnimatingBranch : .unchanged
    }

    /// Whether a site at the path whose hash is `pathHash` is animating
    /// now (false: every value there is the tree's own at this time).
    func hasAnimatingSite(at pathHash: Int) -> Bool { !isOpen || sites.contains(pathHash) }

    /// The root's interned path.
    var rootPath: SubtreeMemo.Path { memo.root }

    /// The root's reuse (its path is empty).
    var rootReuse: SubtreeReuse { reuse(at: SiteKey.hash(of: [])) }

    /// The nodes of `type` at `context`: kept ones when the subtree is
    /// unchanged and was resolved before, else `make()`'s (kept if unchanged
    /// and frame-independent).
    func nodes(_ type: Any.Type, _ context: ResolveContext, _ make: () -> [Node]) -> [Node] {
        guard isOpen else { return make() }
        depth += 1
        defer {
            depth -= 1
            if timeReadAt > depth { timeReadAt = .max }
        }
        guard context.reuse == .unchanged, context.blend == nil, context.animation == nil, timeReadAt == .max else {
            return make()
        }
        guard let path = context.memoPath else { return make() }
        let key = SubtreeMemo.Key(path: ObjectIdentifier(path), type: ObjectIdentifier(type))
        if let e = memo.entries[key] {
            // A second use in one frame (a modifier resolving its content
            // twice) gets nodes of its own: nodes are placed once a frame.
            guard e.frame != frame else { return make() }
            memo.entries[key]?.frame = frame
            return e.nodes
        }
        let before = frameDependentReads
        let nodes = make()
        if frameDependentReads == before { memo.entries[key] = SubtreeMemo.Entry(nodes: nodes, frame: frame) }
        return nodes
    }

    /// The body of the view of `type` at `context`: evaluated by `make` once
    /// a snapshot, unless the view's own values or its ancestors' animate
    /// (they may change what the body sees) or an open resolve read the time
    /// (the view may have been built from it).
    func body<Body>(_ type: Any.Type, _ context: ResolveContext, _ make: () -> Body) -> Body {
        guard isOpen, context.reuse == .onAnimatingBranch || context.reuse == .unchanged,
              context.blend == nil, context.animation == nil, timeReadAt == .max else { return make() }
        guard let path = context.memoPath else { return make() }
        let key = SubtreeMemo.Key(path: ObjectIdentifier(path), type: ObjectIdentifier(type))
        if let body = memo.bodies[key] as? Body { return body }
        let body = make()
        memo.bodies[key] = body
        return body
    }

    /// The resolve going on read the frame's time: neither it nor what it
    /// resolves from now on is kept or reused.
    func noteTimeRead() {
        frameDependentReads += 1
        timeReadAt = min(timeReadAt, depth)
    }

    /// The resolve going on made nodes that depend on more than their
    /// subtree (the frame's sites, the geometry they are given): the views
    /// around them are not kept.
    func noteFrameDependence() { frameDependentReads += 1 }

    /// Ends the frame's use of the store (after layout).
    func close() { isOpen = false }
}

/// Whether a subtree may be taken from the memo.
enum SubtreeReuse: Equatable {
    /// No: the memo is off, or a site above animates.
    case never
    /// No: a site of the view itself animates; what is below is not reused
    /// either, unless the view is a modifier that passes its context through.
    case changed
    /// Not as a whole (a site inside animates); its children may be.
    case onAnimatingBranch
    /// Yes: nothing in it or above it animates.
    case unchanged
}

/// An animator that can say whether it moves at a time.
protocol TimedAnimator {
    func isAnimating(at time: Double) -> Bool
}

extension Animator: TimedAnimator {
    func isAnimating(at time: Double) -> Bool { value.isAnimating(at: time) }
}
