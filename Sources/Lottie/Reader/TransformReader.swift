/// Reads a transform object (`ks` of a layer, `tr` of a group, `tr` of a repeater).
extension Node {
    func transformModel() throws -> TransformModel {
        _ = try object()
        var t = TransformModel()
        t.anchor = try vectorProperty("a", [0, 0])
        if let p = self["p"] {
            if p.bool("s") {
                t.position = .split(x: try p.vectorProperty("x", [0]), y: try p.vectorProperty("y", [0]))
            } else {
                t.position = .combined(try p.asVectorProperty())
            }
        }
        t.scale = try vectorProperty("s", [100, 100])
        if has("r") {
            t.rotation = try vectorProperty("r")
        } else if has("rz") {
            t.rotation = try vectorProperty("rz")
        }
        for key in ["rx", "ry"] where has(key) {
            if case let .constant(v) = try vectorProperty(key).animation, v.allSatisfy({ $0 == 0 }) { continue }
            state.report(path.appending(key), "3D rotation is not drawn; the layer is drawn flat")
        }
        t.opacity = try vectorProperty("o", [100])
        t.skew = try optionalVectorProperty("sk")
        t.skewAxis = try optionalVectorProperty("sa")
        return t
    }
}
