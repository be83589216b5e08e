import Foundation

// Arcs with CoreGraphics' semantics as SwiftUI exposes them in its y-down
// space: angles grow from +x towards +y (clockwise on screen), and
// `clockwise: false` means "towards growing angles" — so it looks clockwise
// on screen. (`clockwise: false` from -90° to 0° goes 12 → 3 o'clock.)

extension Path {
    /// A circular arc from `start` to `end` (radians), joined to the current
    /// point by a line: SwiftUICore's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// and CGMutablePath's call it. The sweep runs towards growing angles
    /// when `clockwise` is false, towards shrinking angles when true, and is
    /// reduced modulo a full turn; a difference of a full turn or more in
    /// the requested direction draws the whole circle. Equal angles, a zero
    /// or negative radius, or non-finite input add only the start point.
    package mutating func addArc(center: CGPoint, radius: CGFloat, startRadians start: CGFloat, endRadians end: CGFloat,
                                 clockwise: Bool, transform: CGAffineTransform = .identity) {
        let full = 2 * CGFloat.pi
        var delta = clockwise ? start - end : end - start
        if !delta.isFinite {
            delta = 0
        } else if delta >= full {
            delta = full
        } else {
            delta = delta.truncatingRemainder(dividingBy: full)
            if delta < 0 { delta += full }
        }
        appendArc(center: center, radius: radius, start: start,
                  sweep: clockwise ? -delta : delta, transform: transform)
    }

    /// An arc of `delta` radians from `start` (positive deltas grow the
    /// angle, clockwise on screen), joined to the current point by a line;
    /// sweeps beyond a full turn are limited to one turn.
    package mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startRadians start: CGFloat, deltaRadians delta: CGFloat,
                                         transform: CGAffineTransform = .identity) {
        let full = 2 * CGFloat.pi
        let d = delta.isFinite ? min(max(delta, -full), full) : 0
        appendArc(center: center, radius: radius, start: start, sweep: d, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from `tangent1End` to `tangent2End`,
    /// preceded by a line from the current point to the first tangent point.
    /// When the three points are collinear or the radius is zero, only a line
    /// to `tangent1End` is added. On an empty path the current point is taken
    /// to be `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        // Work in user space: the current point is in transformed space.
        let inv = transform.inverted()
        guard let cur = currentPoint?.applying(inv) else {
            move(to: p1.applying(transform))
            return
        }
        let u = p1 - cur, v = p2 - p1
        let lu = u.length, lv = v.length
        let cross = u.cross(v)
        guard radius > 0, radius.isFinite, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            addLine(to: p1.applying(transform))
            return
        }
        let du = u * (1 / lu), dv = v * (1 / lv)
        // Turn angle between the two lines; the tangent points sit
        // r·tan(turn/2) from the corner.
        let cosTurn = min(max(du.dot(dv), -1), 1)
        let turn = acos(cosTurn)
        let dist = radius * tan(turn / 2)
        let t1 = p1 - du * dist
        // The centre lies on the inner side of the corner.
        let side: CGFloat = cross > 0 ? 1 : -1
        let normal = CGPoint(x: -du.y * side, y: du.x * side)
        let center = t1 + normal * radius
        let a0 = atan2(t1.y - center.y, t1.x - center.x)
        let sweep = side * turn
        appendArc(center: center, radius: radius, start: a0, sweep: sweep, transform: transform)
    }

    /// Appends an arc as cubic curves of at most a quarter turn each, with a
    /// line (or move) to its start point.
    /// With `connect` false the current point is taken to be the start
    /// already and nothing is added before the curves.
    mutating func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                            transform t: CGAffineTransform, connect: Bool = true) {
        let r = radius.isFinite && radius > 0 ? radius : 0
        let s = start.isFinite ? start : 0
        func point(_ a: CGFloat) -> CGPoint {
            let (sn, cs) = Path.exactSinCos(a)
            return CGPoint(x: center.x + r * cs, y: center.y + r * sn)
        }
        if connect {
            let p0 = point(s).applying(t)
            if isEmpty || verbs.last == .close { move(to: p0) } else { addLine(to: p0) }
        }
        guard r > 0, sweep != 0, sweep.isFinite else { return }
        let n = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = s
        for i in 0..<n {
            let b = i == n - 1 ? s + sweep : a + step
            let (sa, ca) = Path.exactSinCos(a), (sb, cb) = Path.exactSinCos(b)
            let c1 = CGPoint(x: center.x + r * (ca - k * sa), y: center.y + r * (sa + k * ca))
            let c2 = CGPoint(x: center.x + r * (cb + k * sb), y: center.y + r * (sb - k * cb))
            addCurve(to: CGPoint(x: center.x + r * cb, y: center.y + r * sb).applying(t),
                     control1: c1.applying(t), control2: c2.applying(t))
            a = b
        }
    }

    /// sin and cos that are exact at multiples of a quarter turn, so that
    /// arcs between the compass points end exactly on them.
    static func exactSinCos(_ a: CGFloat) -> (CGFloat, CGFloat) {
        let q = a / (.pi / 2)
        let rq = q.rounded()
        if abs(q - rq) < 1e-12, abs(rq) < 1e15 {
            switch Int(rq) & 3 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(a), cos(a))
    }
}
