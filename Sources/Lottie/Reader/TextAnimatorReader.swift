/// Reads a text layer's animators (`t.a`), reporting what is not applied.
extension Node {
    func textAnimators() throws -> [TextAnimatorModel] {
        var animators: [TextAnimatorModel] = []
        for animator in try array() {
            _ = try animator.object()
            guard let s = animator["s"] else {
                state.report(animator.path, "a text animator without a range selector (s) is not applied")
                continue
            }
            _ = try s.object()
            if (try s["t"]?.int() ?? 0) == 1 || s.has("x") {
                state.report(s.path, "an expression selector is not applied; the animator is left out")
                continue
            }
            if (try s["rn"]?.int() ?? 0) != 0 {
                state.report(s.path.appending("rn"), "randomised order is not applied; units are taken in order")
            }
            if let sm = s["sm"], case let .constant(v) = try sm.asVectorProperty().animation, (v.first ?? 100) != 100 {
                state.report(sm.path, "square-shape smoothness is not applied")
            }
            let units = try s["b"]?.int() ?? 1, shape = try s["sh"]?.int() ?? 1
            let selector = TextRangeSelector(
                start: try s.vectorProperty("s", [0]), end: try s.vectorProperty("e", [100]), offset: try s.vectorProperty("o", [0]),
                amount: try s.vectorProperty("a", [100]), maxEase: try s.vectorProperty("xe", [0]),
                minEase: try s.vectorProperty("ne", [0]), inIndices: (try s["r"]?.int() ?? 1) == 2,
                basedOn: TextRangeSelector.Unit(rawValue: units) ?? .characters,
                shape: TextRangeSelector.Shape(rawValue: shape) ?? .square)
            if TextRangeSelector.Unit(rawValue: units) == nil { state.report(s.path.appending("b"), "unknown unit \(units); characters are used") }
            if TextRangeSelector.Shape(rawValue: shape) == nil { state.report(s.path.appending("sh"), "unknown shape \(shape); square is used") }
            let a = animator["a"]
            for key in ["a", "sk", "sa", "fh", "fs", "fb", "rx", "ry", "bl"] where a?.has(key) == true {
                state.report(a!.path.appending(key), "this text animator property is not applied")
            }
            animators.append(TextAnimatorModel(
                selector: selector, position: try a?.optionalVectorProperty("p"), scale: try a?.optionalVectorProperty("s"),
                rotation: try a?.optionalVectorProperty("r") ?? a?.optionalVectorProperty("rz"),
                opacity: try a?.optionalVectorProperty("o"), fillColor: try a?.optionalVectorProperty("fc"),
                strokeColor: try a?.optionalVectorProperty("sc"), strokeWidth: try a?.optionalVectorProperty("sw"),
                tracking: try a?.optionalVectorProperty("t")))
        }
        return animators
    }
}
