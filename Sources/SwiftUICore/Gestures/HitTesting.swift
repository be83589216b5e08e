// Hit testing a laid-out tree, front to back, as SwiftUI finds the view
// under a finger: the frontmost leaf whose drawn frame holds the point
// (children in reverse drawing order: overlays before their content,
// backgrounds after, higher `zIndex` first), a `contentShape` standing for
// its view's whole area, `allowsHitTesting(false)` removing a subtree.
// Spacers and masks are never hit; clips are not consulted. The views
// holding the hit leaf, innermost first, offer their gestures
// (`GestureArbitration`).
import Foundation
import Geometry

enum HitTest {
    /// The chain of nodes from the root to the frontmost leaf at `point` (root coordinates), or nil.
    static func chain(_ node: Node, at point: CGPoint) -> [Node]? {
        let interaction = node as? InteractionNode
        if let interaction, !interaction.allowsHitTesting { return nil }
        let children = frontToBack(node)
        for c in children {
            if let chain = chain(c, at: point) { return [node] + chain }
        }
        if let shape = interaction?.contentShape {
            let local = localPoint(point, in: node)
            let rect = CGRect(origin: .zero, size: node.frame.size)
            return shape.path(in: rect).contains(local) ? [node] : nil
        }
        guard children.isEmpty, !node.isSpacer, type(of: node) != Node.self else { return nil }
        return drawnFrameContains(node, point) ? [node] : nil
    }

    /// `point` (root coordinates) in `node`'s own coordinates: through its geometry effects, from its top-left.
    static func localPoint(_ point: CGPoint, in node: Node) -> CGPoint {
        let p = point.applying(node.drawnTransform.inverted())
        return CGPoint(x: p.x - node.frame.minX, y: p.y - node.frame.minY)
    }

    /// The centre of `node` where it is drawn (root coordinates).
    static func drawnCenter(_ node: Node) -> CGPoint {
        CGPoint(x: node.frame.midX, y: node.frame.midY).applying(node.drawnTransform)
    }

    static func drawnFrameContains(_ node: Node, _ point: CGPoint) -> Bool {
        let p = localPoint(point, in: node)
        return p.x >= 0 && p.y >= 0 && p.x < node.frame.width && p.y < node.frame.height
    }

    /// The children of `node` in the order a touch meets them: the last drawn first.
    static func frontToBack(_ node: Node) -> [Node] {
        if let s = node as? SecondaryNode {
            switch s.role {
            case .overlay: return [s.secondary, s.child]
            case .background: return [s.child, s.secondary]
            case .mask: return [s.child]
            }
        }
        let nodes = node.preferenceSources
        let order = nodes.indices.sorted { (nodes[$0].zIndex, $0) > (nodes[$1].zIndex, $1) }
        return order.map { nodes[$0] }
    }

    /// Every node of the tree, front to back (for finding views by name).
    static func allNodes(_ node: Node) -> [Node] {
        [node] + frontToBack(node).flatMap(allNodes)
    }
}

/// Which of the gestures on a hit chain a touch goes to, as SwiftUI
/// decides: high-priority gestures first (outermost first), then ordinary
/// ones innermost first; the first of these that succeeds for the touch
/// wins and the others of them get nothing; simultaneous gestures always
/// get the touch.
enum GestureArbitration {
    static func actions(chain: [Node], touch: Touch) -> [(time: Double, action: () -> Void)] {
        let holders = chain.compactMap { $0 as? InteractionNode }.filter { !$0.gestures.isEmpty }
        var high: [(AttachedGesture, InteractionNode)] = [], normal: [(AttachedGesture, InteractionNode)] = []
        var simultaneous: [(AttachedGesture, InteractionNode)] = []
        for h in holders {
            for g in h.gestures {
                switch g.priority {
                case .high: high.append((g, h))
                case .normal: normal.insert((g, h), at: 0)
                case .simultaneous: simultaneous.append((g, h))
                }
            }
        }
        var result: [(time: Double, action: () -> Void)] = []
        let exclusive = high + normal
        let outcomes = exclusive.map { g, holder in g.recognize(localTouch(touch, holder)) }
        // None succeeding, the first still sees the touch (a button shows its
        // press even when the finger lifts outside it).
        if let winner = outcomes.first(where: \.recognized) ?? outcomes.first { result += winner.actions }
        for (g, holder) in simultaneous { result += g.recognize(localTouch(touch, holder)).actions }
        return result
    }

    private static func localTouch(_ touch: Touch, _ holder: Node) -> Touch {
        var t = touch
        t.toLocal = { HitTest.localPoint($0, in: holder) }
        t.localBounds = CGRect(origin: .zero, size: holder.frame.size)
        return t
    }
}
