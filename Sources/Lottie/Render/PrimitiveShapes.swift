import Foundation
import Geometry

/// Rectangles, ellipses and polystars as bezier shapes, starting and turning
/// where After Effects starts and turns them (trim paths depend on it).
enum PrimitiveShapes {
    /// The circle's cubic handle length, as a fraction of the radius.
    static let kappa = 0.5519150244935105707435627

    static func rect(center c: Vector, size s: Vector, roundness: Double, reversed: Bool) -> BezierShape {
        let w = (s.first ?? 0) / 2, h = (s.count > 1 ? s[1] : 0) / 2
        let cx = c.first ?? 0, cy = c.count > 1 ? c[1] : 0
        let r = max(0, min(roundness, min(w, h)))
        let left = cx - w, right = cx + w, top = cy - h, bottom = cy + h
        var v: [CGPoint] = [], i: [CGPoint] = [], o: [CGPoint] = []
        func add(_ x: Double, _ y: Double, inT: (Double, Double) = (0, 0), outT: (Double, Double) = (0, 0)) {
            v.append(CGPoint(x: x, y: y)); i.append(CGPoint(x: inT.0, y: inT.1)); o.append(CGPoint(x: outT.0, y: outT.1))
        }
        if r == 0 {
            add(right, top); add(right, bottom); add(left, bottom); add(left, top)
        } else {
            let k = r * (1 - kappa)
            let d = r - k
            // Clockwise from the right edge's top: each corner is an in/out pair.
            add(right, top + r, inT: (0, -d)); add(right, bottom - r, outT: (0, d))
            add(right - r, bottom, inT: (d, 0)); add(left + r, bottom, outT: (-d, 0))
            add(left, bottom - r, inT: (0, d)); add(left, top + r, outT: (0, -d))
            add(left + r, top, inT: (-d, 0)); add(right - r, top, outT: (d, 0))
        }
        let shape = BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
        return reversed ? shape.reversed : shape
    }

    static func ellipse(center c: Vector, size s: Vector, reversed: Bool) -> BezierShape {
        let rx = (s.first ?? 0) / 2, ry = (s.count > 1 ? s[1] : 0) / 2
        let cx = c.first ?? 0, cy = c.count > 1 ? c[1] : 0
        let kx = rx * kappa, ky = ry * kappa
        // Top, right, bottom, left: clockwise on screen.
        let v = [CGPoint(x: cx, y: cy - ry), CGPoint(x: cx + rx, y: cy), CGPoint(x: cx, y: cy + ry), CGPoint(x: cx - rx, y: cy)]
        let i = [CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky), CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky)]
        let o = [CGPoint(x: kx, y: 0), CGPoint(x: 0, y: ky), CGPoint(x: -kx, y: 0), CGPoint(x: 0, y: -ky)]
        let shape = BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
        return reversed ? shape.reversed : shape
    }

    static func star(_ s: StarModel, at f: Double) -> BezierShape {
        let points = max(0, min(Int((s.points.value(at: f).first ?? 0).rounded(.down)), 10_000))
        guard points > 0 else { return .empty }
        let p = s.position.value(at: f)
        let cx = p.first ?? 0, cy = p.count > 1 ? p[1] : 0
        let outer = s.outerRadius.value(at: f).first ?? 0
        let outerRound = (s.outerRoundness.value(at: f).first ?? 0) / 100
        let inner = s.innerRadius?.value(at: f).first ?? 0
        let innerRound = (s.innerRoundness?.value(at: f).first ?? 0) / 100
        let count = s.isStar ? points * 2 : points
        let step = 2 * Double.pi / Double(count)
        var angle = -Double.pi / 2 + (s.rotation.value(at: f).first ?? 0) * .pi / 180
        let dir: Double = s.reversed ? -1 : 1
        var v: [CGPoint] = [], i: [CGPoint] = [], o: [CGPoint] = []
        var long = true
        for _ in 0..<count {
            let rad = long || !s.isStar ? outer : inner
            let round = long || !s.isStar ? outerRound : innerRound
            let perim = 2 * Double.pi * rad / Double(count * (s.isStar ? 2 : 4)) * (s.isStar ? 1 : 1)
            let x = rad * cos(angle), y = rad * sin(angle)
            let len = (x * x + y * y).squareRoot()
            let ox = len == 0 ? 0 : y / len, oy = len == 0 ? 0 : -x / len
            let t = perim * round * dir
            v.append(CGPoint(x: cx + x, y: cy + y))
            o.append(CGPoint(x: -ox * t, y: -oy * t))
            i.append(CGPoint(x: ox * t, y: oy * t))
            long.toggle()
            angle += step * dir
        }
        return BezierShape(vertices: v, inTangents: i, outTangents: o, closed: true)
    }
}

extension BezierShape {
    /// The same outline travelled the other way, from the same first vertex.
    var reversed: BezierShape {
        guard vertices.count > 1 else { return self }
        let order = [0] + Array((1..<vertices.count).reversed())
        return BezierShape(vertices: order.map { vertices[$0] }, inTangents: order.map { outTangents[$0] },
                           outTangents: order.map { inTangents[$0] }, closed: closed)
    }
}
