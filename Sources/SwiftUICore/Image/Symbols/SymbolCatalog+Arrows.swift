// Chevrons and arrows: one drawn pointing right, the others turned.
import Foundation
import Geometry

extension SymbolImage {
    static func addArrows(to t: inout [String: SymbolImage]) {
        let chevron = stroked(polyline([(0.34, 0.1), (0.72, 0.5), (0.34, 0.9)]), 0.13)
        let arrow = stroked(polyline([(0.08, 0.5), (0.86, 0.5)]), 0.12)
        let head = stroked(polyline([(0.54, 0.18), (0.88, 0.5), (0.54, 0.82)]), 0.12)
        for (k, dir) in ["right", "down", "left", "up"].enumerated() {
            t["chevron." + dir] = SymbolImage(parts: [turned(chevron, k)])
            t["arrow." + dir] = SymbolImage(parts: [turned(arrow, k), turned(head, k)])
        }
        // The pop-up button's chevrons (a menu picker's): one up over one down.
        t["chevron.up.chevron.down"] = SymbolImage(parts: [
            stroked(polyline([(0.27, 0.4), (0.5, 0.16), (0.73, 0.4)]), 0.11),
            stroked(polyline([(0.27, 0.6), (0.5, 0.84), (0.73, 0.6)]), 0.11),
        ])
        // Diagonal: the right arrow turned −45° and shrunk to stay in the box.
        let diagonal = CGAffineTransform(translationX: -0.5, y: -0.5)
            .concatenating(CGAffineTransform(rotationAngle: -.pi / 4))
            .concatenating(CGAffineTransform(scaleX: 0.9, y: 0.9))
            .concatenating(CGAffineTransform(translationX: 0.5, y: 0.5))
        t["arrow.up.right"] = SymbolImage(parts: [arrow.applying(diagonal), head.applying(diagonal)])

        // A circular arrow turning clockwise on screen, its head at the top.
        let c = pt(0.5, 0.54), r: CGFloat = 0.36
        let start = Angle.degrees(-70), end = Angle.degrees(235)
        let ring = stroked(Path { p in
            p.addArc(center: c, radius: r, startAngle: start, endAngle: end, clockwise: false)
        }, 0.1)
        let e = end.radians
        let tip = pt(c.x + r * cos(e) + 0.13 * -sin(e), c.y + r * sin(e) + 0.13 * cos(e))
        let spin = arrowhead(at: tip, direction: pt(-sin(e), cos(e)), length: 0.24, halfWidth: 0.15)
        t["arrow.clockwise"] = SymbolImage(parts: [ring, spin])
        t["arrow.counterclockwise"] = SymbolImage(parts: [mirrored(ring), mirrored(spin)])
    }
}
