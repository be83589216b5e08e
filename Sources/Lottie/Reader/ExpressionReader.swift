import Foundation

/// Expressions (`x`) are JavaScript; they are never run. `loopOut`/`loopIn`
/// alone are applied as the loop they describe; anything else is reported
/// and the property keeps its keyframed value.
extension Node {
    func readExpression() -> PropertyLoop? {
        guard let x = self["x"] else { return nil }
        guard let text = x.string else {
            state.report(x.path, "an expression that is not a string; ignored")
            return nil
        }
        if let loop = Self.parseLoop(text) { return loop }
        // The first line that says something (exports open with `var $bm_rt;`).
        let lines = text.replacingOccurrences(of: "var $bm_rt;", with: "").replacingOccurrences(of: "$bm_rt = ", with: "")
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let firstLine = lines.first { !$0.isEmpty } ?? ""
        let shown = firstLine.count > 60 ? String(firstLine.prefix(60)) + "…" : firstLine
        state.report(x.path, "expression not run (\"\(shown)\"); the property's own value is used")
        return nil
    }

    /// `loopOut()`, `loopOut("cycle")`, `loopIn('pingpong', 2)`, optionally
    /// as `$bm_rt = …;` or `var $bm_rt; $bm_rt = …;`.
    static func parseLoop(_ text: String) -> PropertyLoop? {
        var s = text.replacingOccurrences(of: "var $bm_rt;", with: "")
        s = s.replacingOccurrences(of: "$bm_rt =", with: "").replacingOccurrences(of: "$bm_rt=", with: "")
        s = s.trimmingCharacters(in: .whitespacesAndNewlines)
        while s.hasSuffix(";") { s.removeLast(); s = s.trimmingCharacters(in: .whitespacesAndNewlines) }
        let isOut: Bool
        if s.hasPrefix("loopOut(") { isOut = true } else if s.hasPrefix("loopIn(") { isOut = false } else { return nil }
        guard s.hasSuffix(")"), let open = s.firstIndex(of: "(") else { return nil }
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        guard !inner.contains("(") else { return nil }
        let args = inner.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
        var kind = PropertyLoop.Kind.cycle
        if let first = args.first, !first.isEmpty {
            switch first {
            case "cycle": kind = .cycle
            case "pingpong": kind = .pingpong
            case "offset": kind = .offset
            case "continue": kind = .continue
            default: return nil
            }
        }
        var count = 0
        if args.count > 1 {
            guard let n = Int(args[1]), n >= 0 else { return nil }
            count = n
        }
        return PropertyLoop(isOut: isOut, kind: kind, keyframes: count)
    }
}
