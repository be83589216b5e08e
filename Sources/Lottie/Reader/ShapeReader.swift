import Geometry

/// Reads shape items (`shapes` of a shape layer, `it` of a group).
extension Node {
    func shapeItems(depth: Int = 0) throws -> [ShapeItem] {
        guard depth < state.limits.maxNesting else {
            throw LottieError(at: path, "groups nested more than \(state.limits.maxNesting) deep", fix: "flatten the groups")
        }
        var items: [ShapeItem] = []
        for node in try array() {
            _ = try node.object()
            if node.bool("hd") { continue }
            if let item = try node.shapeItem(depth: depth) { items.append(item) }
        }
        return items
    }

    func shapeItem(depth: Int) throws -> ShapeItem? {
        guard let ty = self["ty"]?.string else {
            throw LottieError(at: path.appending("ty"), "a shape item without a type", fix: "add \"ty\", e.g. \"gr\", \"sh\", \"fl\"")
        }
        let reversed = (self["d"]?.number ?? 1) == 3
        switch ty {
        case "gr":
            let children = try self["it"]?.shapeItems(depth: depth + 1) ?? []
            var transform: TransformModel?
            var rest: [ShapeItem] = []
            for c in children {
                if case let .transform(t) = c { transform = t } else { rest.append(c) }
            }
            return .group(rest, transform)
        case "tr": return .transform(try transformModel())
        case "rc":
            return .rect(position: try vectorProperty("p", [0, 0]), size: try vectorProperty("s", [0, 0]),
                         roundness: try vectorProperty("r", [0]), reversed: reversed)
        case "el":
            return .ellipse(position: try vectorProperty("p", [0, 0]), size: try vectorProperty("s", [0, 0]), reversed: reversed)
        case "sr":
            let isStar = (self["sy"]?.number ?? 1) == 1
            return .star(StarModel(isStar: isStar, position: try vectorProperty("p", [0, 0]), points: try vectorProperty("pt", [5]),
                                   rotation: try vectorProperty("r", [0]), outerRadius: try vectorProperty("or", [0]),
                                   outerRoundness: try vectorProperty("os", [0]),
                                   innerRadius: isStar ? try vectorProperty("ir", [0]) : nil,
                                   innerRoundness: isStar ? try vectorProperty("is", [0]) : nil, reversed: reversed))
        case "sh": return .path(try shapeProperty("ks"), reversed: reversed)
        case "fl":
            return .fill(color: try vectorProperty("c", [0, 0, 0]), opacity: try vectorProperty("o", [100]),
                         evenOdd: (self["r"]?.number ?? 1) == 2)
        case "st":
            return .stroke(color: try vectorProperty("c", [0, 0, 0]), opacity: try vectorProperty("o", [100]), try strokeModel())
        case "gf":
            return .gradientFill(try gradientModel(), opacity: try vectorProperty("o", [100]), evenOdd: (self["r"]?.number ?? 1) == 2)
        case "gs":
            return .gradientStroke(try gradientModel(), opacity: try vectorProperty("o", [100]), try strokeModel())
        case "tm":
            return .trim(start: try vectorProperty("s", [0]), end: try vectorProperty("e", [100]),
                         offset: try vectorProperty("o", [0]), individually: (self["m"]?.number ?? 1) == 2)
        case "rp":
            let tr = try self["tr"]?.transformModel() ?? .identity
            var rep = RepeaterModel(copies: try vectorProperty("c", [1]), offset: try vectorProperty("o", [0]),
                                    above: (self["m"]?.number ?? 1) == 1, transform: tr,
                                    startOpacity: .constant([100]), endOpacity: .constant([100]))
            if let trNode = self["tr"] {
                rep.startOpacity = try trNode.vectorProperty("so", [100])
                rep.endOpacity = try trNode.vectorProperty("eo", [100])
            }
            return .repeater(rep)
        case "rd": return .roundedCorners(try vectorProperty("r", [0]))
        case "mm":
            return .merge(mode: Int(self["mm"]?.number ?? 1))
        case "op":
            return .offsetPath(amount: try vectorProperty("a", [0]), join: joinStyle(self["lj"]?.number ?? 2),
                               miterLimit: try vectorProperty("ml", [4]))
        case "pb": return .puckerBloat(try vectorProperty("a", [0]))
        case "zz":
            return .zigZag(size: try vectorProperty("s", [0]), ridges: try vectorProperty("r", [0]),
                           smooth: (try vectorProperty("pt", [1]).constantValue?.first ?? 1) == 2)
        default:
            state.report(path.appending("ty"), "shape item type \"\(ty)\" is not supported; it is skipped")
            return nil
        }
    }

    func strokeModel() throws -> StrokeModel {
        var dashes: [Property<Vector>] = []
        var offset: Property<Vector>?
        if let d = self["d"], d.isArray {
            for item in try d.array() {
                let n = item["n"]?.string ?? "d"
                let v = try item.vectorProperty("v", [0])
                if n == "o" { offset = v } else { dashes.append(v) }
            }
        }
        let cap: CGLineCap = switch self["lc"]?.number ?? 2 { case 1: .butt; case 3: .square; default: .round }
        return StrokeModel(width: try vectorProperty("w", [1]), cap: cap, join: joinStyle(self["lj"]?.number ?? 2),
                           miterLimit: self["ml"]?.number ?? 4, dashes: dashes, dashOffset: offset)
    }

    func joinStyle(_ n: Double) -> CGLineJoin {
        switch n { case 1: .miter; case 3: .bevel; default: .round }
    }

    func gradientModel() throws -> GradientModel {
        let g = try required("g", "gradient stops")
        let count = try g["p"]?.int() ?? 0
        guard count >= 0 && count <= 1000 else {
            throw LottieError(at: g.path.appending("p"), "\(count) gradient stops", fix: "use 0 to 1000 colour stops")
        }
        return GradientModel(count: count, stops: try g.vectorProperty("k"), type: try self["t"]?.int() ?? 1,
                             start: try vectorProperty("s", [0, 0]), end: try vectorProperty("e", [0, 0]),
                             highlightLength: try optionalVectorProperty("h"), highlightAngle: try optionalVectorProperty("a"))
    }
}

extension Property where Value == Vector {
    var constantValue: Vector? {
        if case let .constant(v) = animation { return v }
        return nil
    }
}
