// A mesh gradient animates, as SwiftUI's does (moving a vertex or changing
// a colour inside `withAnimation` morphs the mesh): its animatable data is
// every vertex position (with its control points when they are explicit)
// and every colour's linear components and opacity, ×128 as `Color`'s, in
// each appearance (light, then dark, as `Color` animates: a dynamic colour
// such as `.blue` keeps its dark appearance while the mesh moves). A
// change of grid size or of location kind does not interpolate: the new
// mesh shows at once.
import Foundation

/// A flat vector of floats, the animatable data of a ``MeshGradient``.
public struct _MeshGradientAnimatableData: VectorArithmetic, Sendable {
    var components: [Float]

    public static var zero: Self { Self(components: []) }

    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }
    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    // The zero vector is empty: a missing component counts as 0.
    private static func combine(_ a: Self, _ b: Self, _ op: (Float, Float) -> Float) -> Self {
        let n = max(a.components.count, b.components.count)
        return Self(components: (0..<n).map { i in
            op(i < a.components.count ? a.components[i] : 0, i < b.components.count ? b.components[i] : 0)
        })
    }

    public mutating func scale(by rhs: Double) { components = components.map { $0 * Float(rhs) } }

    public var magnitudeSquared: Double { components.reduce(0) { $0 + Double($1) * Double($1) } }

    public static func == (lhs: Self, rhs: Self) -> Bool { (lhs - rhs).magnitudeSquared == 0 }
}

extension MeshGradient: Animatable {
    /// Positions (and explicit control points) and colours, as one vector.
    public var animatableData: _MeshGradientAnimatableData {
        get {
            var v: [Float] = []
            switch locations {
            case .points(let p): for s in p { v += [s.x, s.y] }
            case .bezierPoints(let b):
                for s in b {
                    for q in [s.position, s.leadingControlPoint, s.topControlPoint, s.trailingControlPoint, s.bottomControlPoint] {
                        v += [q.x, q.y]
                    }
                }
            }
            func add(_ c: Color.Resolved) { v += [c.linearRed * 128, c.linearGreen * 128, c.linearBlue * 128, c.opacity * 128] }
            switch colors {
            case .colors(let list):
                for c in list { add(c.appearing(in: .light).resolved); add(c.appearing(in: .dark).resolved) }
            case .resolvedColors(let list):
                for c in list { add(c); add(c) }
            }
            return _MeshGradientAnimatableData(components: v)
        }
        set {
            let v = newValue.components
            let n = locations.count, perVertex = { if case .bezierPoints = locations { return 10 } else { return 2 } }()
            let colorCount = colors.resolved.count
            guard v.count == n * perVertex + colorCount * 8 else { return }
            func point(_ k: Int) -> SIMD2<Float> { SIMD2(v[k], v[k + 1]) }
            switch locations {
            case .points: locations = .points((0..<n).map { point($0 * 2) })
            case .bezierPoints:
                locations = .bezierPoints((0..<n).map { i in
                    let k = i * 10
                    return BezierPoint(position: point(k), leadingControlPoint: point(k + 2), topControlPoint: point(k + 4),
                                       trailingControlPoint: point(k + 6), bottomControlPoint: point(k + 8))
                })
            }
            let base = n * perVertex
            func resolved(_ k: Int) -> Color.Resolved {
                var c = Color.Resolved(colorSpace: .sRGBLinear, red: 0, green: 0, blue: 0, opacity: v[k + 3] / 128)
                c.linearRed = v[k] / 128
                c.linearGreen = v[k + 1] / 128
                c.linearBlue = v[k + 2] / 128
                return c
            }
            switch colors {
            case .colors:
                colors = .colors((0..<colorCount).map { i in
                    let k = base + i * 8
                    let light = Color(resolved(k))
                    return v[k ..< k + 4].elementsEqual(v[k + 4 ..< k + 8]) ? light : light.dynamic(dark: Color(resolved(k + 4)))
                })
            case .resolvedColors:
                colors = .resolvedColors((0..<colorCount).map { resolved(base + $0 * 8) })
            }
        }
    }
}
