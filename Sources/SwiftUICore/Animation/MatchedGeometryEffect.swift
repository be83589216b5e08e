// Matched geometry in script time. Each (namespace, id) keeps a record: the
// source view's frame as an AnimatedValue. A commit lays the tree out and
// the source's node sets the record to its new frame, with the animation of
// the change — so when one view leaves and another with the same id comes
// in, the frame moves from the old view's to the new one's. Presenting a
// frame draws every view of the id (the leaving one too, while its
// transition runs) mapped from its own frame onto the record's frame at t;
// views that are not the source are drawn onto the source's frame, which
// each keeps as its own AnimatedValue: when that frame changes in a commit
// (the source moved, or the view now follows another id) the view moves to
// it with the commit's animation. Whatever frame a view is drawn onto, its
// content is laid out on it (proposed its size, as SwiftUI proposes the
// group's geometry), while its layout frame, which its parent sees, stays
// its own.
import Foundation
import Geometry

/// A dynamic property making a namespace for matched geometry, as SwiftUI's `@Namespace`.
/// Its id is the view's identity in the tree, so it survives rebuilding the view.
@propertyWrapper
public struct Namespace: DynamicStateProperty, @unchecked Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, @unchecked Sendable {
        let key: AnyHashable
    }

    private final class Box: @unchecked Sendable {
        let lock = NSLock()
        var key: StateKey?
    }
    private let box = Box()

    /// A new namespace; its id is bound to the view's place in the tree when it is rendered.
    public init() {}

    /// The namespace's id, to pass to `matchedGeometryEffect(id:in:)`. Outside a render it is unique to this
    /// property.
    public var wrappedValue: ID {
        box.lock.lock(); defer { box.lock.unlock() }
        // Unbound (outside a render): unique to this property's storage.
        if let key = box.key { return ID(key: AnyHashable(key)) }
        return ID(key: AnyHashable(ObjectIdentifier(box)))
    }

    func bind(to key: StateKey) {
        box.lock.lock(); defer { box.lock.unlock() }
        if box.key == nil { box.key = key }
    }
}

/// Which geometry matched views share, as SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The set's bits: position 1, size 2, frame both.
    public let rawValue: UInt32
    /// The set whose bits are `rawValue` (see `rawValue`).
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The view's position (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

private struct MatchedID: Hashable { var namespace: Namespace.ID; var id: AnyHashable }

public struct _MatchedGeometryEffect: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let id: AnyHashable
    let namespace: Namespace.ID
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeNodes(content: ResolveContext.Content, _ context: ResolveContext) -> [Node] {
        let nodes = content(context)
        context.memo?.noteFrameDependence()  // the node reads the frame's sites while laid out
        let child = nodes.count == 1 ? nodes[0] : ZStackNode(alignment: .center, children: nodes)
        let follower = SiteKey(path: context.path + [AnyHashable("matchedGeometryFollower")], slot: .modifier)
        return [MatchedGeometryNode(child, effect: self, sites: context.sites, animation: context.animation, follower: follower)]
    }
}

final class MatchedGeometryNode: WrapperNode {
    let effect: _MatchedGeometryEffect
    let sites: AnimationSites
    let animation: Animation?
    private var key: SiteKey { SiteKey(path: [AnyHashable(MatchedID(namespace: effect.namespace, id: effect.id))], slot: .modifier) }

    /// Where a view that is not the source keeps the frame it follows.
    let follower: SiteKey

    init(_ child: Node, effect: _MatchedGeometryEffect, sites: AnimationSites, animation: Animation?, follower: SiteKey) {
        self.effect = effect
        self.sites = sites
        self.animation = animation
        self.follower = follower
        super.init(child)
    }

    /// What the parent proposed when it placed this node.
    private var placedProposal = ProposedViewSize.unspecified

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize) {
        super.placeChildren(in: rect, proposal: proposal)
        placedProposal = proposal
        guard effect.isSource else {
            // The source may be placed after this view: follow it once all is laid out.
            if sites.mode == .commit { sites.afterLayout.append { [self] in follow() } }
            return
        }
        sites.scratch[AnyHashable(key)] = rect
        guard sites.mode == .commit else { return }
        var record = sites.record(key, as: AnimatedValue<CGRect.AnimatableData>.self) ?? AnimatedValue(rect.animatableData)
        if (record.target - rect.animatableData).magnitudeSquared != 0 {
            record.set(rect.animatableData, animation: animation, at: sites.time)
        }
        sites.keep(record, key: key)
    }

    /// A follower's commit step: its record moves to the source's new frame
    /// with this commit's animation (at once the first time).
    private func follow() {
        guard let source = sites.scratch[AnyHashable(key)] as? CGRect else { return }
        var record = sites.record(follower, as: AnimatedValue<CGRect.AnimatableData>.self) ?? AnimatedValue(source.animatableData)
        if (record.target - source.animatableData).magnitudeSquared != 0 {
            record.set(source.animatableData, animation: animation, at: sites.time)
        }
        sites.keep(record, key: follower)
    }

    /// The frame this view is drawn onto at the time presented, if not its own.
    private func matchedFrame() -> CGRect? {
        if !effect.isSource {
            // Moving to a new frame, or on the source's frame as laid out now.
            if let record = sites.record(follower, as: AnimatedValue<CGRect.AnimatableData>.self), record.isAnimating(at: sites.time) {
                var r = CGRect.zero
                r.animatableData = record.value(at: sites.time)
                return r
            }
            return sites.scratch[AnyHashable(key)] as? CGRect
        }
        guard let record = sites.record(key, as: AnimatedValue<CGRect.AnimatableData>.self) else { return nil }
        if effect.isSource && !record.isAnimating(at: sites.time) { return nil }
        var r = CGRect.zero
        r.animatableData = record.value(at: sites.time)
        return r
    }

    /// Draws the content laid out on the matched frame: proposed its size
    /// (with `.size`) and placed with its anchor on the frame's (with
    /// `.position`), as Apple's "sets the geometry of each view in the
    /// group" does. Only the drawing moves: the parent placed this node at
    /// its own frame and keeps seeing that one.
    override func draw(_ context: inout GraphicsContext) {
        guard let target = matchedFrame(), target != frame else { return child.draw(&context) }
        let a = effect.anchor
        let proposal = ProposedViewSize(effect.properties.contains(.size) ? target.size : frame.size)
        let size = effect.properties.contains(.size) ? child.size(for: proposal) : frame.size
        let from = effect.properties.contains(.position) ? target : frame
        let anchor = CGPoint(x: from.minX + a.x * from.width, y: from.minY + a.y * from.height)
        child.place(in: CGRect(x: anchor.x - a.x * size.width, y: anchor.y - a.y * size.height,
                               width: size.width, height: size.height), proposal: proposal)
        child.draw(&context)
        // Later passes over the laid-out tree see the view where its parent put it.
        child.place(in: frame, proposal: placedProposal)
    }
}

extension View {
    /// Makes this view one of a group sharing geometry (`id` in
    /// `namespace`), as SwiftUI's `matchedGeometryEffect`: when a change
    /// removes one view of the group and inserts another, the geometry
    /// animates from the old view's frame to the new one's with the change's
    /// animation; a view with `isSource` false is drawn onto the source's
    /// frame, and moves to the new one with the animation of a change that
    /// moves the source or gives the view another id.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(_MatchedGeometryEffect(id: AnyHashable(id), namespace: namespace, properties: properties,
                                        anchor: anchor, isSource: isSource))
    }
}
