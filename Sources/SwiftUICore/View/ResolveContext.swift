import Foundation
import Geometry

/// What resolving a view needs: the inherited environment, the view's
/// identity (its structural path from the root), the frame time and the
/// animation state that interpolates animatable values.
struct ResolveContext {
    /// Makes the nodes of a modifier's content in a given context.
    typealias Content = (ResolveContext) -> [Node]

    var environment: EnvironmentValues
    /// The structural identity: child indexes, branch tags and ForEach ids.
    private(set) var path: [AnyHashable]
    /// `path` folded into one integer as it grows (see `SiteKey`).
    private(set) var pathHash: Int
    let sites: AnimationSites
    /// The animation of the transaction being committed in this subtree
    /// (only used while committing a state change).
    var animation: Animation?
    /// Set while a `Transition`'s body is resolved between two phases.
    var blend: TransitionBlend? = nil
    /// Outer animations whose running gaps add to this subtree's values
    /// (inside a phase animator, whose own replay is `sites`).
    var outerSites: AnimationSites? = nil
    /// The frame's memo of unchanged subtrees (nil: every view is resolved;
    /// Rendering/SubtreeMemo.swift).
    private(set) var memo: MemoFrame?
    /// Set inside the body of an `Animatable` view or modifier, built from
    /// its interpolated value: the sites there follow that value and do not
    /// animate a change of their own (committing, their targets jump). The
    /// content a modifier's body places is outside it again.
    var followsInterpolatedValue = false
    /// The content of each custom modifier whose body this subtree is in,
    /// innermost first: a body kept from its commit finds the frame's content here.
    var modifierContents: ModifierContents?
    /// Whether this subtree may come from the memo.
    private(set) var reuse = SubtreeReuse.never
    /// `path` interned in the memo (nil when no memo can be used here).
    private(set) var memoPath: SubtreeMemo.Path?

    /// A context at `path` (the root's is empty).
    init(environment: EnvironmentValues, path: [AnyHashable], sites: AnimationSites, animation: Animation? = nil,
         blend: TransitionBlend? = nil) {
        self.environment = environment
        self.path = path
        pathHash = SiteKey.hash(of: path)
        self.sites = sites
        self.animation = animation
        self.blend = blend
    }

    /// The root's context of a frame that reuses unchanged subtrees from `memo`.
    init(environment: EnvironmentValues, sites: AnimationSites, memo: MemoFrame) {
        self.init(environment: environment, path: [], sites: sites)
        self.memo = memo
        reuse = memo.rootReuse
        memoPath = memo.rootPath
    }

    /// The time the tree is resolved for, in seconds. What reads it is
    /// rebuilt every frame (never taken from the memo).
    var time: Double {
        memo?.noteTimeRead()
        return sites.time
    }

    /// The context of the child `id`. `passThrough`: this view is a
    /// modifier whose animated values change only its own node, so they do
    /// not make its content change (`PassesContextThrough`).
    func child(_ id: AnyHashable, passThrough: Bool = false) -> ResolveContext {
        var c = self
        c.path.append(id)
        c.pathHash = SiteKey.hash(appending: id, to: pathHash)
        if let memo, reuse == .onAnimatingBranch || reuse == .changed {
            c.reuse = memo.reuse(at: c.pathHash, below: reuse, parentHash: pathHash, passThrough: passThrough)
        }
        c.memoPath = c.reuse == .never ? nil : memoPath?.child(id, hash: c.pathHash)
        return c
    }

    /// This context without the memo: for content resolved from what layout
    /// gives it (a geometry reader's), which is not a function of its path.
    var withoutMemo: ResolveContext {
        var c = self
        c.memo?.noteFrameDependence()
        c.memo = nil
        c.reuse = .never
        c.memoPath = nil
        return c
    }

    /// The body of `view` at this path: the one the commit of this state
    /// evaluated when the view is the same (compared byte for byte, as
    /// SwiftUI compares a view's stored properties), else `make()`'s.
    /// Committing evaluates it and keeps it for the frames of the state.
    func body<V: View, T>(of view: V, _ make: () -> T) -> T {
        sites.evaluated(for: view, key: SiteKey(path: path, pathHash: pathHash, slot: .body), make)
    }

    /// The body of the custom modifier `modifier` at this path, kept as a view's body is (`body(of:_:)`).
    func modifierBody<M: ViewModifier, T>(of modifier: M, _ make: () -> T) -> T {
        sites.evaluated(for: modifier, key: SiteKey(path: path, pathHash: pathHash, slot: .modifierBody), make)
    }

    /// What `make` builds from `view` at this path, kept as a body is
    /// (`AnimationSites.evaluated(for:key:_:)`): a `ForEach`'s element views.
    func evaluated<V, T>(for view: V, slot: SiteSlot, _ make: () -> T) -> T {
        sites.evaluated(for: view, key: SiteKey(path: path, pathHash: pathHash, slot: slot), make)
    }

    /// `value` with its animatable data interpolated (when presenting a
    /// frame) or registered as the new target (when committing).
    func animate<T>(_ value: T, slot: SiteSlot) -> T {
        // A frame knows which paths have a site moving now: elsewhere a
        // value is the tree's own, and the sites need not be asked.
        if let memo, blend == nil, outerSites == nil, !memo.hasAnimatingSite(at: pathHash) { return value }
        let key = SiteKey(path: path, pathHash: pathHash, slot: slot)
        var value = sites.animate(value, key: key, animation: followsInterpolatedValue ? nil : animation, context: self)
        if let outerSites { value = outerSites.addingRunningGap(to: value, key: key) }
        return blend?.visit(value, key: key) ?? value
    }
}

/// Whether `value` is `Animatable` with data of its own (not
/// `EmptyAnimatableData`): a body built from it follows its interpolation.
func hasAnimatableData(_ value: Any) -> Bool {
    func check<A: Animatable>(_ a: A) -> Bool { A.AnimatableData.self != EmptyAnimatableData.self }
    guard let a = value as? any Animatable else { return false }
    return check(a)
}

/// Which animatable value of a view a site is.
enum SiteSlot: UInt8, Hashable {
    case view, shape, style, stroke, modifier, implicitAnimation, appear, disappear, layoutMotion, receive, task, taskID, change
    /// A custom view's body as its state's commit evaluated it (not animated).
    case body
    /// A custom `ViewModifier`'s body, kept as a view's is.
    case modifierBody
    /// A `ForEach`'s element views, kept as a body is.
    case elements
}

/// One animatable value's identity in the tree.
///
/// Sites are looked up for every animatable value of every frame, so the
/// key carries its path's hash, folded component by component as a
/// `ResolveContext` descends (`hash(appending:to:)`), and hashing a key
/// hashes two integers instead of the whole path; equality still compares
/// the paths.
struct SiteKey: Hashable {
    let path: [AnyHashable]
    let slot: SiteSlot
    private let pathHash: Int

    init(path: [AnyHashable], slot: SiteSlot) {
        self.init(path: path, pathHash: Self.hash(of: path), slot: slot)
    }

    /// A key whose `pathHash` is `hash(of: path)`, already known.
    init(path: [AnyHashable], pathHash: Int, slot: SiteSlot) {
        self.path = path
        self.slot = slot
        self.pathHash = pathHash
    }

    /// The folded hash of `path`: equal paths, equal hashes, however built.
    static func hash(of path: [AnyHashable]) -> Int {
        path.reduce(0) { hash(appending: $1, to: $0) }
    }

    /// The folded hash of a path ending in `component` whose parent's is `parent`.
    static func hash(appending component: AnyHashable, to parent: Int) -> Int {
        var h = Hasher()
        h.combine(parent)
        h.combine(component)
        return h.finalize()
    }

    static func == (a: SiteKey, b: SiteKey) -> Bool {
        a.pathHash == b.pathHash && a.slot == b.slot && a.path == b.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(pathHash)
        hasher.combine(slot)
    }
}

/// The contents of the custom modifiers around a subtree: a modifier's
/// body is kept from the commit that evaluated it, so its content
/// placeholder names the modifier (by path) and is resolved with the
/// content of the frame at hand.
final class ModifierContents: @unchecked Sendable {
    let owner: [AnyHashable]
    let make: ResolveContext.Content
    let outer: ModifierContents?

    init(owner: [AnyHashable], make: @escaping ResolveContext.Content, outer: ModifierContents?) {
        self.owner = owner
        self.make = make
        self.outer = outer
    }

    /// The content of the modifier at `owner`.
    func content(of owner: [AnyHashable]) -> ResolveContext.Content? {
        var entry: ModifierContents? = self
        while let e = entry {
            if e.owner == owner { return e.make }
            entry = e.outer
        }
        return nil
    }
}
