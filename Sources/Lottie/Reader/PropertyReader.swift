import Foundation
import Geometry

/// Reads animatable properties (`{"a": 0|1, "k": value or keyframes, "x": expression}`).
extension Node {
    /// A numeric property (scalar, point, colour); `fallback` when absent.
    func vectorProperty(_ key: String, _ fallback: Vector? = nil) throws -> Property<Vector> {
        guard let node = self[key] else {
            if let fallback { return .constant(fallback) }
            throw LottieError(at: path.appending(key), "missing property \"\(key)\"", fix: "add \"\(key)\": {\"a\": 0, \"k\": …}")
        }
        return try node.asVectorProperty()
    }

    func optionalVectorProperty(_ key: String) throws -> Property<Vector>? {
        guard let node = self[key] else { return nil }
        return try node.asVectorProperty()
    }

    func asVectorProperty() throws -> Property<Vector> {
        if number != nil || isArray && !looksKeyframed {
            // A bare value where a property object belongs: exporters do this.
            return .constant(try numbers())
        }
        _ = try object()
        return try property { try $0.numbers() }
    }

    func shapeProperty(_ key: String) throws -> Property<BezierShape> {
        let node = try required(key, "shape data")
        return try node.property { try $0.bezierShape() }
    }

    /// True when `k` (or this array) is a list of keyframe objects.
    var looksKeyframed: Bool {
        guard let items = value as? [Any], let first = items.first as? [String: Any] else { return false }
        return first["t"] != nil
    }

    func property<V: Sendable>(_ read: (Node) throws -> V) throws -> Property<V> {
        let k = try required("k", "value")
        let loop = readExpression()
        if k.looksKeyframed {
            return Property(.keyframed(try k.keyframes(read)), loop: loop)
        }
        return Property(.constant(try read(k)), loop: loop)
    }

    func keyframes<V: Sendable>(_ read: (Node) throws -> V) throws -> [Keyframe<V>] {
        let items = try array()
        try state.countKeyframes(items.count, path)
        var out: [Keyframe<V>] = []
        out.reserveCapacity(items.count)
        for item in items {
            _ = try item.object()
            let t = try item.required("t", "keyframe time").double()
            var start: V
            if let s = item["s"] {
                // Old exports wrap values in an array: [[…]] for shapes.
                start = try read(s)
            } else if let previous = out.last {
                start = previous.end ?? previous.start
            } else {
                throw LottieError(at: item.path.appending("s"), "the first keyframe has no value",
                                  fix: "add \"s\": the value at time \(t)")
            }
            let end = try item["e"].map(read)
            let hold = (item["h"]?.number ?? 0) != 0
            var kf = Keyframe(time: t, start: start, end: end, hold: hold,
                              outHandle: try item["o"].map { try $0.easing() },
                              inHandle: try item["i"].map { try $0.easing() })
            kf.spatialOut = try item["to"]?.numbers()
            kf.spatialIn = try item["ti"]?.numbers()
            if let last = out.last, t < last.time {
                throw LottieError(at: item.path.appending("t"), "keyframe time \(t) comes before the previous one (\(last.time))",
                                  fix: "order the keyframes by time")
            }
            out.append(kf)
        }
        guard !out.isEmpty else {
            throw LottieError(at: path, "an animated property with no keyframes", fix: "add keyframes or give a constant value")
        }
        return out
    }

    func easing() throws -> EasingHandle {
        _ = try object()
        return EasingHandle(x: try self["x"]?.numbers() ?? [], y: try self["y"]?.numbers() ?? [])
    }

    /// A bezier shape `{v, i, o, c}` (or the one-element array old exports write).
    func bezierShape() throws -> BezierShape {
        if let items = value as? [Any] {
            guard items.count == 1 else {
                if items.isEmpty { return .empty }
                throw LottieError(at: path, "expected one shape object, found an array of \(items.count)",
                                  fix: "write the shape as {\"v\": […], \"i\": […], \"o\": […], \"c\": true}")
            }
            return try array()[0].bezierShape()
        }
        _ = try object()
        let v = try points("v")
        try state.countVertices(v.count, path)
        var i = try self["i"] == nil ? [] : points("i")
        var o = try self["o"] == nil ? [] : points("o")
        if i.count != v.count || o.count != v.count {
            if i.count > v.count || o.count > v.count {
                throw LottieError(at: path, "\(v.count) vertices but \(i.count) in- and \(o.count) out-tangents",
                                  fix: "give one in- and one out-tangent per vertex")
            }
            i += Array(repeating: .zero, count: v.count - i.count)
            o += Array(repeating: .zero, count: v.count - o.count)
        }
        return BezierShape(vertices: v, inTangents: i, outTangents: o, closed: bool("c"))
    }

    private func points(_ key: String) throws -> [CGPoint] {
        let list = try required(key, "points").array()
        return try list.map { p in
            let xy = try p.numbers()
            guard xy.count >= 2 else {
                throw LottieError(at: p.path, "a point needs x and y, found \(xy.count) number(s)", fix: "write [x, y]")
            }
            return CGPoint(x: xy[0], y: xy[1])
        }
    }
}
