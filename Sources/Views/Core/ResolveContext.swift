import Foundation

/// What resolving a view needs: the inherited environment, the view's
/// identity (its structural path from the root), the frame time and the
/// animation state that interpolates animatable values.
struct ResolveContext {
    /// Makes the nodes of a modifier's content in a given context.
    typealias Content = (ResolveContext) -> [Node]

    var environment: EnvironmentValues
    /// The structural identity: child indexes, branch tags and ForEach ids.
    var path: [AnyHashable]
    let sites: AnimationSites
    /// The animation of the transaction being committed in this subtree
    /// (only used while committing a state change).
    var animation: Animation?
    /// Set while a `Transition`'s body is resolved between two phases.
    var blend: TransitionBlend? = nil
    /// Outer animations whose running gaps add to this subtree's values
    /// (inside a phase animator, whose own replay is `sites`).
    var outerSites: AnimationSites? = nil

    /// The time the tree is resolved for, in seconds.
    var time: Double { sites.time }

    func child(_ id: AnyHashable) -> ResolveContext {
        var c = self
        c.path.append(id)
        return c
    }

    /// `value` with its animatable data interpolated (when presenting a
    /// frame) or registered as the new target (when committing).
    func animate<T>(_ value: T, slot: SiteSlot) -> T {
        let key = SiteKey(path: path, slot: slot)
        var value = sites.animate(value, key: key, animation: animation, context: self)
        if let outerSites { value = outerSites.addingRunningGap(to: value, key: key) }
        return blend?.visit(value, key: key) ?? value
    }
}

/// Which animatable value of a view a site is.
enum SiteSlot: UInt8, Hashable {
    case view, shape, style, stroke, modifier, implicitAnimation, appear, layoutMotion
}

/// One animatable value's identity in the tree.
struct SiteKey: Hashable {
    var path: [AnyHashable]
    var slot: SiteSlot
}
