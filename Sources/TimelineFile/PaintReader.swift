// Reading paints (colors, gradients), strokes and shadows.
import SwiftUICore
import Foundation
import Timeline
import Geometry

extension Node {
    static let gradientTypes = ["linear", "radial", "angular", "elliptical"]
    static let strokeKeys = ["paint", "lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"]

    /// A color (constant or animated) or a gradient object `{ type: "linear", … }`.
    func paint() -> PaintSpec? {
        if let members = value.members, members.contains(where: { $0.key == "type" }) {
            return gradient()
        }
        if value.members != nil, !isAnimationObject {
            error("expected a color or a gradient but found an object without type",
                  fix: "write a color such as \"blue\", or a gradient { type: \"linear\", stops: [\"red\", \"blue\"] }")
            return nil
        }
        return animated(.color).map { .color($0) }
    }

    private func gradient() -> PaintSpec? {
        let common = ["type", "stops", "interpolation"]
        let geometry: [String: [String]] = [
            "linear": ["startPoint", "endPoint"],
            "radial": ["center", "startRadius", "endRadius"],
            "angular": ["center", "angle", "startAngle", "endAngle"],
            "elliptical": ["center", "startRadiusFraction", "endRadiusFraction"],
        ]
        guard let typeNode = self.value["type"].map({ child("type", $0) }),
              let type = typeNode.choice(Node.gradientTypes, what: "gradient type") else { return nil }
        guard let o = object("a \(type) gradient", allowed: common + geometry[type]!) else { return nil }
        let perceptual = o["interpolation"].map { $0.choice(["device", "perceptual"], what: "interpolation") }
        let gradient = o.require("stops", "the gradient's colors", example: "[\"red\", \"blue\"]")?.gradientStops()
        guard let gradient, let p = perceptual ?? "device" else { return nil }
        let spec = GradientSpec(stops: gradient, perceptual: p == "perceptual")
        func unit(_ key: String, _ fallback: CGPoint) -> Animated<CGPoint>? {
            o[key].map { $0.animated(.unitPoint) } ?? .constant(fallback)
        }
        func number(_ key: String, _ range: ClosedRange<Double>, _ fallback: Double?) -> Animated<Double>? {
            if let n = o[key] { return n.animated(.number(range)) }
            if let fallback { return .constant(fallback) }
            o.node.error("missing \(key) for a \(type) gradient", fix: "add \(key): 100")
            return nil
        }
        let center = CGPoint(x: 0.5, y: 0.5)
        switch type {
        case "linear":
            guard let s = unit("startPoint", CGPoint(x: 0.5, y: 0)), let e = unit("endPoint", CGPoint(x: 0.5, y: 1)) else { return nil }
            return .linear(spec, startPoint: s, endPoint: e)
        case "radial":
            guard let c = unit("center", center), let r0 = number("startRadius", 0...100_000, 0),
                  let r1 = number("endRadius", 0...100_000, nil) else { return nil }
            return .radial(spec, center: c, startRadius: r0, endRadius: r1)
        case "angular":
            if o.has("angle"), o.has("startAngle") || o.has("endAngle") {
                o["angle"]?.error("angle (a full turn) and startAngle/endAngle (a sweep) cannot be combined",
                                  fix: "keep angle alone, or startAngle and endAngle")
                return nil
            }
            guard let c = unit("center", center) else { return nil }
            let start = (o["angle"] ?? o["startAngle"]).map { $0.animated(.degrees) } ?? .constant(.zero)
            let end = o["endAngle"].map { $0.animated(.degrees) }
            guard let start else { return nil }
            if let end, end == nil { return nil }
            return .angular(spec, center: c, startAngle: start, endAngle: end ?? nil)
        default:
            guard let c = unit("center", center), let f0 = number("startRadiusFraction", 0...100, 0),
                  let f1 = number("endRadiusFraction", 0...100, 0.5) else { return nil }
            return .elliptical(spec, center: c, startRadiusFraction: f0, endRadiusFraction: f1)
        }
    }

    /// `["red", "blue"]` (evenly spaced) or `[{ color: "red", location: 0 }, …]`.
    private func gradientStops() -> [GradientSpec.Stop]? {
        guard let items = array("gradient stops", count: 1...1024) else { return nil }
        var stops: [GradientSpec.Stop] = []
        var ok = true
        for item in items {
            if let members = item.value.members, members.contains(where: { $0.key == "color" }) {
                guard let o = item.object("a gradient stop", allowed: ["color", "location"]),
                      let color = o["color"]?.animated(.color) else { ok = false; continue }
                let location = o["location"].map { $0.animated(.number(0...1)) }
                if let location, location == nil { ok = false; continue }
                stops.append(GradientSpec.Stop(color: color, location: location ?? nil))
            } else if let color = item.animated(.color) {
                stops.append(GradientSpec.Stop(color: color, location: nil))
            } else {
                ok = false
            }
        }
        let located = stops.filter { $0.location != nil }.count
        if ok, located != 0, located != stops.count {
            error("either every gradient stop has a location or none has",
                  fix: "add location to each stop, or write only colors to spread them evenly")
            return nil
        }
        return ok ? stops : nil
    }

    /// A stroke object, or a paint alone (a 1-point stroke of it).
    func strokeSpec() -> StrokeSpec? {
        let keys = value.members?.map(\.key) ?? []
        // CSS and SVG habits: { color, width } means { paint, lineWidth }.
        let habits = [("color", "paint"), ("width", "lineWidth")].filter { keys.contains($0.0) }
        if !habits.isEmpty, !isAnimationObject {
            let written = habits.map(\.0).joined(separator: " and "), meant = habits.map(\.1).joined(separator: " and ")
            error("a stroke's keys are paint and lineWidth, not \(written)",
                  fix: "rename \(written) to \(meant): stroke: { paint: \"white\", lineWidth: 4 }")
            return nil
        }
        let isStrokeObject = keys.contains { Node.strokeKeys.contains($0) }
        guard isStrokeObject else {
            return paint().map {
                StrokeSpec(paint: $0, lineWidth: .constant(1), lineCap: .butt, lineJoin: .miter, miterLimit: .constant(10),
                           dash: [], dashPhase: .constant(0))
            }
        }
        guard let o = object("a stroke", allowed: Node.strokeKeys) else { return nil }
        let paint = o.require("paint", "the stroke's color or gradient", example: "\"white\"")?.paint()
        let lineWidth = o["lineWidth"].map { $0.animated(.number(0...10_000)) } ?? .constant(1)
        let cap = o["lineCap"].map { $0.choice(["butt", "round", "square"], what: "line cap") } ?? "butt"
        let join = o["lineJoin"].map { $0.choice(["miter", "round", "bevel"], what: "line join") } ?? "miter"
        let miter = o["miterLimit"].map { $0.animated(.number(1...1000)) } ?? .constant(10)
        let phase = o["dashPhase"].map { $0.animated(.number(-100_000...100_000)) } ?? .constant(0)
        var dash: [Animated<Double>]? = []
        if let d = o["dash"] {
            let parts = d.array("dash lengths", count: 0...64)?.map { $0.animated(.number(0...100_000)) }
            dash = parts.flatMap { $0.contains { $0 == nil } ? nil : $0.map { $0! } }
        }
        guard let paint, let lineWidth, let cap, let join, let miter, let phase, let dash else { return nil }
        let lineCap: CGLineCap = cap == "round" ? .round : cap == "square" ? .square : .butt
        let lineJoin: CGLineJoin = join == "round" ? .round : join == "bevel" ? .bevel : .miter
        return StrokeSpec(paint: paint, lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                          miterLimit: miter, dash: dash, dashPhase: phase)
    }

    /// `{ color, radius, x, y }`.
    func shadowSpec() -> ShadowSpec? {
        guard let o = object("a shadow", allowed: ["color", "radius", "x", "y"]) else { return nil }
        let color = o["color"].map { $0.animated(.color) }
            ?? .constant(Color(.sRGBLinear, white: 0, opacity: 0.33).resolved)
        let radius = o.require("radius", "the blur radius of the shadow", example: "8")?.animated(.number(0...1000))
        let x = o["x"].map { $0.animated(.number(-100_000...100_000)) } ?? .constant(0)
        let y = o["y"].map { $0.animated(.number(-100_000...100_000)) } ?? .constant(0)
        guard let color, let radius, let x, let y else { return nil }
        return ShadowSpec(color: color, radius: radius, x: x, y: y)
    }
}
