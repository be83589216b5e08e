import Foundation
import Geometry
import Raster
import Particles

/// The three scenes of bench/SCENES.md: items drawn once from SplitMix64,
/// then drawn into a context as often as the timing asks.
enum BenchScene: String, CaseIterable {
    case particles, strokes, stars

    static let width = 1280, height = 720

    struct Particle { var cx, cy, r: Double; var color: RGBAColor }
    struct Stroke { var p: [CGPoint]; var width: Double; var color: RGBAColor }
    struct Star { var points: [CGPoint]; var cx, cy, radius: Double; var c0, c1: RGBAColor; var evenOdd: Bool }

    enum Items {
        case particles([Particle]), strokes([Stroke]), stars([Star])
    }

    /// Generates the items, drawing random values in exactly the documented order.
    func items() -> Items {
        switch self {
        case .particles:
            var rng = SplitMix64(seed: 1)
            return .particles((0..<1500).map { _ in
                let cx = rng.nextUnit() * 1280, cy = rng.nextUnit() * 720, r = 2 + rng.nextUnit() * 38, h = rng.nextUnit()
                let (red, green, blue) = BenchScene.hsv(h, 0.8, 1.0)
                return Particle(cx: cx, cy: cy, r: r, color: RGBAColor(red: Float(red), green: Float(green), blue: Float(blue)))
            })
        case .strokes:
            var rng = SplitMix64(seed: 2)
            return .strokes((0..<400).map { _ in
                var p: [CGPoint] = []
                for _ in 0..<4 { let x = rng.nextUnit() * 1280, y = rng.nextUnit() * 720; p.append(CGPoint(x: x, y: y)) }
                let w = 1 + rng.nextUnit() * 15
                let r = rng.nextUnit(), g = rng.nextUnit(), b = rng.nextUnit()
                return Stroke(p: p, width: w, color: RGBAColor(red: Float(r), green: Float(g), blue: Float(b), alpha: 0.6))
            })
        case .stars:
            var rng = SplitMix64(seed: 3)
            return .stars((0..<300).map { i in
                let cx = rng.nextUnit() * 1280, cy = rng.nextUnit() * 720, R = 10 + rng.nextUnit() * 120
                let n = 5 + Int((rng.nextUnit() * 8).rounded(.down))
                let rot = rng.nextUnit() * 2 * Double.pi
                let c0 = RGBAColor(red: Float(rng.nextUnit()), green: Float(rng.nextUnit()), blue: Float(rng.nextUnit()), alpha: 0.8)
                let c1 = RGBAColor(red: Float(rng.nextUnit()), green: Float(rng.nextUnit()), blue: Float(rng.nextUnit()), alpha: 0.8)
                let points = (0..<(2 * n)).map { k -> CGPoint in
                    let angle = rot + Double(k) * Double.pi / Double(n)
                    let radius = k % 2 == 0 ? R : 0.4 * R
                    return CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle))
                }
                return Star(points: points, cx: cx, cy: cy, radius: R, c0: c0, c1: c1, evenOdd: i % 2 == 1)
            })
        }
    }

    var background: RGBA8 {
        self == .particles ? RGBA8(r: 0, g: 0, b: 0, a: 255) : RGBA8(r: 255, g: 255, b: 255, a: 255)
    }

    /// One timed frame: clear, build every path and paint, draw every item.
    static func draw(_ items: Items, into context: RasterContext, background: RGBA8) throws {
        context.clear(to: background)
        switch items {
        case .particles(let list):
            for p in list {
                var path = Path()
                addCircle(&path, p.cx, p.cy, p.r)
                var transparent = p.color
                transparent.alpha = 0
                let stops = GradientStops([.init(location: 0, color: p.color), .init(location: 1, color: transparent)])
                let center = CGPoint(x: p.cx, y: p.cy)
                context.fill(path, paint: Paint(.radialGradient(stops, startCenter: center, startRadius: 0,
                                                                endCenter: center, endRadius: p.r),
                                                blendMode: .screen))
            }
        case .strokes(let list):
            for s in list {
                var curve = Path()
                curve.move(to: s.p[0])
                curve.addCurve(to: s.p[3], control1: s.p[1], control2: s.p[2])
                context.stroke(curve, style: StrokeParameters(lineWidth: s.width, lineCap: .round, lineJoin: .round),
                               paint: .color(s.color))
            }
        case .stars(let list):
            for s in list {
                var path = Path()
                path.move(to: s.points[0])
                for q in s.points.dropFirst() { path.addLine(to: q) }
                path.closeSubpath()
                addCircle(&path, s.cx, s.cy, 0.3 * s.radius)
                let stops = GradientStops([.init(location: 0, color: s.c0), .init(location: 1, color: s.c1)])
                context.fill(path, style: FillParameters(eoFill: s.evenOdd),
                             paint: Paint(.linearGradient(stops, start: CGPoint(x: s.cx, y: s.cy - s.radius),
                                                          end: CGPoint(x: s.cx, y: s.cy + s.radius))))
            }
        }
        try context.flush()
    }

    /// A circle as four cubic arcs, traced with its angle increasing
    /// (clockwise on screen, y down), starting at angle 0.
    static func addCircle(_ path: inout Path, _ cx: Double, _ cy: Double, _ r: Double) {
        let k = 0.552_284_749_830_793_6 * r
        path.move(to: CGPoint(x: cx + r, y: cy))
        path.addCurve(to: CGPoint(x: cx, y: cy + r), control1: CGPoint(x: cx + r, y: cy + k), control2: CGPoint(x: cx + k, y: cy + r))
        path.addCurve(to: CGPoint(x: cx - r, y: cy), control1: CGPoint(x: cx - k, y: cy + r), control2: CGPoint(x: cx - r, y: cy + k))
        path.addCurve(to: CGPoint(x: cx, y: cy - r), control1: CGPoint(x: cx - r, y: cy - k), control2: CGPoint(x: cx - k, y: cy - r))
        path.addCurve(to: CGPoint(x: cx + r, y: cy), control1: CGPoint(x: cx + k, y: cy - r), control2: CGPoint(x: cx + r, y: cy - k))
        path.closeSubpath()
    }

    /// Hexcone HSV to RGB, h in [0, 1).
    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> (Double, Double, Double) {
        let i = Int(h * 6), f = h * 6 - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i % 6 {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
