// The steps applied to a part's path: strokes into areas, outlines of
// filled shapes, and the few transforms the designs use.
import Foundation
import Geometry

extension SymbolInterpreter {
    static func apply(_ step: SymbolStep, to path: Path) -> Path {
        switch step {
        case .stroke(let width):
            return stroked(path, width)
        case .outline(let width):
            // Shrunk towards its bounds' centre by the width first, so the
            // stroke stays inside the filled shape's bounds.
            let b = path.boundingRect
            let sx = max(b.width - width, 0) / max(b.width, 1e-9), sy = max(b.height - width, 0) / max(b.height, 1e-9)
            let t = CGAffineTransform(translationX: -b.midX, y: -b.midY)
                .concatenating(CGAffineTransform(scaleX: sx, y: sy))
                .concatenating(CGAffineTransform(translationX: b.midX, y: b.midY))
            return stroked(path.applying(t), width)
        case .turn(let quarterTurns):
            let (c, s): (CGFloat, CGFloat) = [(1, 0), (0, 1), (-1, 0), (0, -1)][((quarterTurns % 4) + 4) % 4]
            return path.applying(CGAffineTransform(a: c, b: s, c: -s, d: c,
                                                   tx: 0.5 - 0.5 * c + 0.5 * s, ty: 0.5 - 0.5 * s - 0.5 * c))
        case .mirror(let width):
            return path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
        case .scale(let k, let (cx, cy)):
            return path.applying(CGAffineTransform(a: k, b: 0, c: 0, d: k, tx: cx - k * cx, ty: cy - k * cy))
        case .rotate(let angle, let k, let (cx, cy)):
            let t = CGAffineTransform(translationX: -cx, y: -cy)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(scaleX: k, y: k))
                .concatenating(CGAffineTransform(translationX: cx, y: cy))
            return path.applying(t)
        }
    }

    /// The area `path` covers stroked `width` wide with round caps and joins.
    static func stroked(_ path: Path, _ width: CGFloat) -> Path {
        path.strokedPath(StrokeParameters(lineWidth: width, lineCap: .round, lineJoin: .round), transform: .identity,
                         tolerance: flatness)
    }
}
