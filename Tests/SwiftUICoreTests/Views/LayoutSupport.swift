import Foundation
import Testing
@testable import SwiftUICore
import Raster

/// Lays out `view` for `proposal` at the origin and returns the root node.
func layout<V: View>(_ view: V, _ proposal: ProposedViewSize) -> Node {
    RootLayout(view, proposal: proposal, environment: EnvironmentValues(), sites: .still()).node
}

/// Every leaf's frame in draw order (leaves: nodes that draw themselves).
func leafFrames(_ node: Node) -> [CGRect] {
    var out: [CGRect] = []
    func visit(_ n: Node) {
        switch n {
        case let s as StackNode: s.children.forEach(visit)
        case let z as ZStackNode: z.children.forEach(visit)
        case let g as SecondaryNode:
            if g.role == .background { visit(g.secondary); visit(g.child) } else { visit(g.child); visit(g.secondary) }
        case let w as WrapperNode: visit(w.child)
        case let r as GeometryReaderNode: r.childrenForTesting.forEach(visit)
        case let c as any ContainerNode: c.children.forEach(visit)
        default: out.append(n.frame)
        }
    }
    visit(node)
    return out
}

func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect { CGRect(x: x, y: y, width: w, height: h) }

extension Pixmap {
    /// The stored (premultiplied) components at (x, y).
    func rgba(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}
