import Foundation
import Geometry

/// The inverse of a paint's transform in Float, mapping canvas points to
/// shader space.
@usableFromInline
struct InverseMap: Sendable {
    var a: Float, b: Float, c: Float, d: Float, tx: Float, ty: Float
    /// Nil when the transform is not invertible (nothing is painted).
    init?(_ t: CGAffineTransform) {
        let det = t.a * t.d - t.b * t.c
        guard det != 0, det.isFinite else { return nil }
        let i = t.inverted()
        a = Float(i.a); b = Float(i.b); c = Float(i.c); d = Float(i.d); tx = Float(i.tx); ty = Float(i.ty)
    }
    /// The offset when the map only moves by whole pixels (an offscreen
    /// layer composited back, an image drawn unscaled at a pixel corner):
    /// then a pixel centre maps to a texel centre exactly, in Float too,
    /// below 2²⁰.
    var integerOffset: (Int, Int)? {
        guard a == 1, b == 0, c == 0, d == 1, tx == tx.rounded(), ty == ty.rounded(),
              abs(tx) < 1_048_576, abs(ty) < 1_048_576 else { return nil }
        return (Int(tx), Int(ty))
    }
    @inline(__always) func x(_ px: Float, _ py: Float) -> Float { a * px + c * py + tx }
    @inline(__always) func y(_ px: Float, _ py: Float) -> Float { b * px + d * py + ty }
}

extension InverseMap: ImageInverseMap {
    @usableFromInline @inline(__always) func map(_ px: Float, _ py: Float) -> (u: Float, v: Float) { (x(px, py), y(px, py)) }
}

/// The inverse of a projective paint transform in Float: canvas points to
/// image pixels, with the division by w; points whose w is not positive
/// (behind the eye plane) map outside every image. The exact inverse keeps
/// the sign: an image point q with forward w > 0 lands at p, and p maps
/// back with w = 1/w(q) > 0.
@usableFromInline
struct ProjectiveInverseMap: ImageInverseMap, Sendable {
    var m11: Float, m12: Float, m13: Float, m21: Float, m22: Float, m23: Float, m31: Float, m32: Float, m33: Float
    /// Nil when the transform is singular (nothing is painted).
    init?(_ t: ProjectiveTransform) {
        var i = t
        guard i.invert() else { return nil }
        m11 = Float(i.m11); m12 = Float(i.m12); m13 = Float(i.m13)
        m21 = Float(i.m21); m22 = Float(i.m22); m23 = Float(i.m23)
        m31 = Float(i.m31); m32 = Float(i.m32); m33 = Float(i.m33)
    }
    @usableFromInline @inline(__always) func map(_ px: Float, _ py: Float) -> (u: Float, v: Float) {
        let w = px * m13 + py * m23 + m33
        guard w > 0 else { return (-1, -1) }
        return ((px * m11 + py * m21 + m31) / w, (px * m12 + py * m22 + m32) / w)
    }
}

/// A shader prepared for one fill: transforms inverted, gradient tables built,
/// opacity folded in. Rows are shaded by one switch per span.
///
/// A plain value (tables and images are borrowed pointers, valid for the
/// flush that prepared it), so band workers copy it without reference counting.
@usableFromInline
enum CompiledShader: @unchecked Sendable {
    case none
    case solid(UInt32)
    case linear(GradientTable, InverseMap, x0: Float, y0: Float, dx: Float, dy: Float)
    /// One centre: t = (distance − r0) / (r1 − r0).
    case radial(GradientTable, InverseMap, cx: Float, cy: Float, r0: Float, invDr: Float)
    case conical(GradientTable, InverseMap, TwoPointConical)
    case conic(GradientTable, InverseMap, cx: Float, cy: Float, start: Float, invSpan: Float)
    case image(ImagePixels, InverseMap, ImageFilter, opacity: UInt32)
    case projectedImage(ImagePixels, ProjectiveInverseMap, ImageFilter, opacity: UInt32)

    /// Prepares `paint`, taking gradient table memory from `arena`. With
    /// `fillTables` false, a gradient's table is left for
    /// `Paint.fill(_:)`, so it can be computed right before the
    /// pixels that read it (while it is in cache), on the thread that draws them.
    init(_ paint: Paint, arena: TableArena, fillTables: Bool) {
        let opacity = paint.clampedOpacity
        func table(_ g: GradientStops) -> GradientTable {
            let t = GradientTable(g, opacity: opacity, entries: arena.allocateTable())
            if fillTables { t.fill(g, opacity: opacity) }
            return t
        }
        // A degenerate gradient paints its last color, when unlimited;
        // with limits (CoreGraphics' unextended gradients) it has no extent.
        func solidLast(_ g: GradientStops) -> CompiledShader {
            guard g.isUnlimited, let c = g.stops.last?.color else { return .none }
            return .solid(premultipliedWord(r: c.red, g: c.green, b: c.blue, a: c.alpha * opacity))
        }
        switch paint.shader {
        case .solid(let c):
            self = .solid(premultipliedWord(r: c.red, g: c.green, b: c.blue, a: c.alpha * opacity))
        case let .linearGradient(g, start, end, transform):
            guard !g.stops.isEmpty, let inv = InverseMap(transform) else { self = .none; return }
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let len2 = dx * dx + dy * dy
            guard len2 > 0, len2.isFinite else { self = solidLast(g); return }
            self = .linear(table(g), inv, x0: Float(start.x), y0: Float(start.y),
                           dx: Float(dx / len2), dy: Float(dy / len2))
        case let .radialGradient(g, c0, r0, c1, r1, transform):
            guard !g.stops.isEmpty, let inv = InverseMap(transform) else { self = .none; return }
            if c0 == c1 {
                guard r0 != r1 else { self = solidLast(g); return }
                self = .radial(table(g), inv, cx: Float(c0.x), cy: Float(c0.y),
                               r0: Float(r0), invDr: Float(1 / (r1 - r0)))
            } else {
                self = .conical(table(g), inv,
                                TwoPointConical(c0: c0, r0: r0, c1: c1, r1: r1, limits: g.limits))
            }
        case let .conicGradient(g, center, startAngle, endAngle, transform):
            guard !g.stops.isEmpty, let inv = InverseMap(transform) else { self = .none; return }
            let span = endAngle - startAngle
            guard span != 0, span.isFinite else { self = solidLast(g); return }
            self = .conic(table(g), inv, cx: Float(center.x), cy: Float(center.y),
                          start: Float(startAngle), invSpan: Float(1 / span))
        case let .image(pixmap, transform, filter):
            guard let inv = InverseMap(transform) else { self = .none; return }
            self = .image(ImagePixels(pixmap), inv, filter, opacity: unitToByte(opacity))
        case let .projectedImage(pixmap, transform, filter):
            guard let inv = ProjectiveInverseMap(transform) else { self = .none; return }
            self = .projectedImage(ImagePixels(pixmap), inv, filter, opacity: unitToByte(opacity))
        }
    }

    /// The gradient table left unfilled at compile time, if any: fill it
    /// with `Paint.fill(_:)` (of the paint this shader came from) before shading.
    var unfilledTable: GradientTable? {
        switch self {
        case let .linear(t, _, _, _, _, _), let .radial(t, _, _, _, _, _), let .conical(t, _, _), let .conic(t, _, _, _, _, _):
            return t.isFilled ? nil : t
        case .none, .solid, .image, .projectedImage:
            return nil
        }
    }

    /// The one word every pixel of row `y` gets, when the shader does not vary
    /// along rows (a linear gradient perpendicular to them): the span can then
    /// be composited as a solid color, with identical bytes.
    func rowConstant(y: Int) -> UInt32? {
        guard case let .linear(table, m, gx0, gy0, dx, dy) = self, m.a * dx + m.b * dy == 0,
              table.lower == -.infinity, table.upper == .infinity else { return nil }
        let py = Float(y) + 0.5, fx: Float = 0.5
        let v = (m.x(fx, py) - gx0) * dx + (m.y(fx, py) - gy0) * dy
        var t = v
        switch table.spread {
        case .pad: t = v > 0 ? (v < 1 ? v : 1) : 0
        case .repeat, .mirror: return nil
        }
        return table.entry(unit: t)
    }

    /// Whether every shaded pixel is the same word (`solid`).
    var solidWord: UInt32? { if case .solid(let w) = self { return w } else { return nil } }

    /// Shades pixels `x0..<x0+count` of row `y` into `out` (premultiplied,
    /// packed), using `t` as scratch for gradient parameters.
    func shade(y: Int, x0: Int, count: Int, out: UnsafeMutablePointer<UInt32>, t: UnsafeMutablePointer<Float>) {
        let py = Float(y) + 0.5
        switch self {
        case .none:
            out.update(repeating: 0, count: count)
        case .solid(let w):
            out.update(repeating: w, count: count)
        case let .linear(table, m, gx0, gy0, dx, dy):
            if table.padsEverywhere {
                // t is affine in x: t(x0 + i) = t0 + i·step (a product, not a running
                // sum, so each pixel's value does not depend on the span's length).
                let fx = Float(x0) + 0.5
                let t0 = (m.x(fx, py) - gx0) * dx + (m.y(fx, py) - gy0) * dy
                let step = m.a * dx + m.b * dy
                // Four pixels per step; `fi` holds the lanes' exact offsets i…i+3.
                var fi = SIMD4<Float>(0, 1, 2, 3)
                var i = 0
                let whole = count & ~3
                while i < whole {
                    table.store4(padded: t0 + fi * step, to: out + i)
                    fi += 4
                    i &+= 4
                }
                while i < count {
                    let v = t0 + Float(i) * step
                    out[i] = table.entry(unit: v > 0 ? (v < 1 ? v : 1) : 0)
                    i += 1
                }
                return
            }
            for i in 0..<count {
                let px = Float(x0 + i) + 0.5
                t[i] = (m.x(px, py) - gx0) * dx + (m.y(px, py) - gy0) * dy
            }
            table.lookup(t, out, count)
        case let .radial(table, m, cx, cy, r0, invDr):
            if table.padsEverywhere {
                // The common case in one pass: distance, clamp, table. The offset
                // from the centre is affine in x: e(x0 + i) = e0 + i·(a, b).
                let fx = Float(x0) + 0.5
                let ex0 = m.x(fx, py) - cx, ey0 = m.y(fx, py) - cy
                // Four pixels per step; `fi` holds the lanes' exact offsets
                // i…i+3 (integers, exact in Float). The square roots are
                // written per lane (a vector square root would be a libm
                // call on Linux); the optimizer merges them into one sqrtps.
                var fi = SIMD4<Float>(0, 1, 2, 3)
                var i = 0
                let whole = count & ~3
                while i < whole {
                    let ex = ex0 + fi * m.a, ey = ey0 + fi * m.b
                    let d2 = ex * ex + ey * ey
                    let d = SIMD4(d2.x.squareRoot(), d2.y.squareRoot(), d2.z.squareRoot(), d2.w.squareRoot())
                    table.store4(padded: (d - r0) * invDr, to: out + i)
                    fi += 4
                    i &+= 4
                }
                while i < count {
                    let fi = Float(i)
                    let ex = ex0 + fi * m.a, ey = ey0 + fi * m.b
                    let v = ((ex * ex + ey * ey).squareRoot() - r0) * invDr
                    out[i] = table.entry(unit: v > 0 ? (v < 1 ? v : 1) : 0)
                    i += 1
                }
                return
            }
            for i in 0..<count {
                let px = Float(x0 + i) + 0.5
                let ex = m.x(px, py) - cx, ey = m.y(px, py) - cy
                t[i] = ((ex * ex + ey * ey).squareRoot() - r0) * invDr
            }
            table.lookup(t, out, count)
        case let .conical(table, m, cone):
            // Four pixels per step: the point is affine in x, the roots and
            // the choice between them are lane-wise selects.
            let fx = Float(x0) + 0.5
            let qx0 = m.x(fx, py) - cone.c0x, qy0 = m.y(fx, py) - cone.c0y
            var fi = SIMD4<Float>(0, 1, 2, 3)
            var i = 0
            let whole = count & ~3
            if table.spread == .pad && cone.isQuadratic {
                // Parameter and color in one pass (no parameter buffer).
                while i < whole {
                    table.store4(limited: cone.parameters(qx0 + fi * m.a, qy0 + fi * m.b), to: out + i)
                    fi += 4
                    i &+= 4
                }
                for j in i..<count {
                    let f = Float(j)
                    t[j] = cone.parameter(qx0 + f * m.a, qy0 + f * m.b)
                }
                table.lookup(t + i, out + i, count - i)
            } else {
                for j in 0..<count {
                    let f = Float(j)
                    t[j] = cone.parameter(qx0 + f * m.a, qy0 + f * m.b)
                }
                table.lookup(t, out, count)
            }
        case let .conic(table, m, cx, cy, start, invSpan):
            let twoPi = Float.pi * 2
            for i in 0..<count {
                let px = Float(x0 + i) + 0.5
                var a = atan2(m.y(px, py) - cy, m.x(px, py) - cx) - start
                a -= twoPi * (a / twoPi).rounded(.down)  // into [0, 2π)
                t[i] = a * invSpan
            }
            table.lookup(t, out, count)
        case let .image(pixmap, m, filter, opacity):
            if let (dx, dy) = m.integerOffset, x0 + count < 1 << 21, y < 1 << 21 {
                ImageSampler.copy(pixmap, dx: dx, dy: dy, opacity: opacity, y: py, x0: x0, count: count, out: out)
            } else {
                ImageSampler.sample(pixmap, m, filter, opacity: opacity, y: py, x0: x0, count: count, out: out)
            }
        case let .projectedImage(pixmap, m, filter, opacity):
            ImageSampler.sample(pixmap, m, filter, opacity: opacity, y: py, x0: x0, count: count, out: out)
        }
    }
}

/// The two-point conical gradient parameter, as CoreGraphics (and PDF's
/// radial shadings) define it: the largest t within the limits whose
/// circle (c0 + t·(c1 − c0), r0 + t·(r1 − r0)) passes through the point
/// with a non-negative radius, or NaN where no such circle exists.
/// Points are given relative to c0. With q = p − c0, Δc = c1 − c0 and
/// Δr = r1 − r0, t solves a·t² − 2b·t + c = 0 with a = |Δc|² − Δr²,
/// b = q·Δc + r0·Δr, c = |q|² − r0².
@usableFromInline
struct TwoPointConical: Sendable {
    let cdx: Float, cdy: Float, r0: Float, dr: Float, a: Float, c0x: Float, c0y: Float
    let lower: Float, upper: Float
    /// 1 / a, so that both forms multiply by the same value.
    let inverseA: Float

    init(c0: CGPoint, r0: CGFloat, c1: CGPoint, r1: CGFloat, limits: ClosedRange<Float>) {
        c0x = Float(c0.x); c0y = Float(c0.y)
        cdx = Float(c1.x - c0.x); cdy = Float(c1.y - c0.y)
        self.r0 = Float(r0); dr = Float(r1 - r0)
        a = cdx * cdx + cdy * cdy - dr * dr
        inverseA = 1 / a
        lower = limits.lowerBound; upper = limits.upperBound
    }

    /// Whether t solves a quadratic (else a linear equation: one circle
    /// touches the other from inside).
    var isQuadratic: Bool { abs(a) >= 1e-6 }

    /// Whether t is a usable root: inside the limits with a radius ≥ 0.
    @inline(__always) private func usable(_ t: Float) -> Bool { t >= lower && t <= upper && r0 + t * dr >= 0 }

    /// The parameter at (qx, qy), relative to c0.
    @inline(__always) func parameter(_ qx: Float, _ qy: Float) -> Float {
        let b = qx * cdx + qy * cdy + r0 * dr
        let c = qx * qx + qy * qy - r0 * r0
        if !isQuadratic {
            guard b != 0 else { return .nan }
            let t = c / (2 * b)
            return usable(t) ? t : .nan
        }
        let disc = b * b - a * c
        guard disc >= 0 else { return .nan }
        let s = disc.squareRoot()
        let u = (b + s) * inverseA, v = (b - s) * inverseA
        let hi = max(u, v), lo = min(u, v)
        if usable(hi) { return hi }
        if usable(lo) { return lo }
        return .nan
    }

    /// `parameter` for four points at once (the same values lane by lane).
    /// Written as single-mask selects (no mask conjunctions), and with the
    /// larger root known from a's sign, which the optimizer keeps in SSE.
    /// Only for a quadratic cone (`isQuadratic`).
    @inline(__always) func parameters(_ qx: SIMD4<Float>, _ qy: SIMD4<Float>) -> SIMD4<Float> {
        let b = qx * cdx + qy * cdy + r0 * dr
        let c = qx * qx + qy * qy - r0 * r0
        let disc = b * b - a * c
        // Per lane (a vector square root would be a libm call on Linux), of
        // the magnitude: the optimizer then knows no lane is negative, drops
        // libm's error path and merges the lanes into one sqrtps. Lanes with
        // a negative discriminant (no circle) are set to NaN at the end.
        let s = SIMD4(disc.x.magnitude.squareRoot(), disc.y.magnitude.squareRoot(),
                      disc.z.magnitude.squareRoot(), disc.w.magnitude.squareRoot())
        // (b + s)/a is the larger root when a > 0, (b − s)/a when a < 0.
        let u = (b + s) * inverseA, v = (b - s) * inverseA
        let hi = a > 0 ? u : v, lo = a > 0 ? v : u
        var result = hi, low = lo
        result.replace(with: .nan, where: hi .< lower)
        result.replace(with: .nan, where: hi .> upper)
        result.replace(with: .nan, where: r0 + hi * dr .< 0)
        low.replace(with: .nan, where: lo .< lower)
        low.replace(with: .nan, where: lo .> upper)
        low.replace(with: .nan, where: r0 + lo * dr .< 0)
        result.replace(with: low, where: result .!= result)
        result.replace(with: .nan, where: disc .< 0)
        return result
    }
}

extension Paint {
    /// The opacity shaders fold in: clamped to 0...1, NaN as 0.
    var clampedOpacity: Float { min(max(opacity.isFinite ? opacity : 0, 0), 1) }

    /// Fills `table`, compiled from this paint's gradient and left unfilled.
    func fill(_ table: GradientTable) {
        switch shader {
        case let .linearGradient(g, _, _, _), let .radialGradient(g, _, _, _, _, _), let .conicGradient(g, _, _, _, _):
            table.fill(g, opacity: clampedOpacity)
        case .solid, .image, .projectedImage:
            break
        }
    }
}
