import Foundation
import Geometry

extension TransformModel {
    /// The position at `frame`.
    func positionValue(at frame: Double) -> Vector {
        switch position {
        case let .combined(p): return p.value(at: frame)
        case let .split(x, y): return [x.value(at: frame).first ?? 0, y.value(at: frame).first ?? 0]
        }
    }

    /// The matrix at `frame`: anchor moved to the origin, scaled, skewed,
    /// rotated (clockwise on screen), then moved to the position.
    func matrix(at frame: Double, autoOrientAngle: Double? = nil) -> CGAffineTransform {
        let a = anchor.value(at: frame), p = positionValue(at: frame), s = scale.value(at: frame)
        var r = (rotation.value(at: frame).first ?? 0) * .pi / 180
        if let autoOrientAngle { r += autoOrientAngle }
        var m = CGAffineTransform(translationX: -(a.first ?? 0), y: -(a.count > 1 ? a[1] : 0))
        m = m.concatenating(CGAffineTransform(scaleX: (s.first ?? 100) / 100, y: (s.count > 1 ? s[1] : s.first ?? 100) / 100))
        if let skew, let k = skew.value(at: frame).first, k != 0 {
            let axis = (skewAxis?.value(at: frame).first ?? 0) * .pi / 180
            let shear = CGAffineTransform(a: 1, b: 0, c: tan(-k * .pi / 180), d: 1, tx: 0, ty: 0)
            m = m.concatenating(CGAffineTransform(rotationAngle: axis)).concatenating(shear)
                .concatenating(CGAffineTransform(rotationAngle: -axis))
        }
        if r != 0 { m = m.concatenating(CGAffineTransform(rotationAngle: r)) }
        return m.concatenating(CGAffineTransform(translationX: p.first ?? 0, y: p.count > 1 ? p[1] : 0))
    }

    /// Opacity at `frame`, 0…1.
    func opacityValue(at frame: Double) -> Double {
        min(max((opacity.value(at: frame).first ?? 100) / 100, 0), 1)
    }

    /// The direction of travel of the position at `frame` (auto-orient), radians.
    func travelAngle(at frame: Double) -> Double {
        let before = positionValue(at: frame - 0.01), after = positionValue(at: frame + 0.01)
        guard before.count >= 2, after.count >= 2 else { return 0 }
        let dx = after[0] - before[0], dy = after[1] - before[1]
        if dx == 0 && dy == 0 { return 0 }
        return atan2(dy, dx)
    }
}
