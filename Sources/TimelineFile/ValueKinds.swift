// The constant forms of each property type: numbers with their allowed
// range, points, sizes, angles (degrees), unit points and colors.
import SwiftUICore
import Foundation
import Timeline
import Geometry

extension ValueKind where V == Double {
    /// A finite number in `range`.
    static func number(_ range: ClosedRange<Double>) -> ValueKind { ValueKind { $0.number(range) } }
}

extension ValueKind where V == Angle {
    /// An angle in degrees (clockwise on screen, y down).
    static let degrees = ValueKind { node in node.number(-1_000_000...1_000_000).map { Angle(degrees: $0) } }
}

extension ValueKind where V == CGPoint {
    /// `[x, y]` or `{x, y}`, each in `range`.
    static func point(_ range: ClosedRange<Double> = -1_000_000...1_000_000) -> ValueKind {
        ValueKind { $0.pair(("x", "y"), range: range).map { CGPoint(x: $0.0, y: $0.1) } }
    }

    /// A unit point: a name (`center`, `topLeading`…) or `[x, y]` with 0…1
    /// spanning the frame (values outside reach beyond it).
    static let unitPoint = ValueKind { node -> CGPoint? in
        if node.value.string != nil {
            guard let chosen = node.choice(UnitPointNames.all.map(\.0), what: "unit point") else { return nil }
            let p = UnitPointNames.all.first { $0.0 == chosen }!.1
            return CGPoint(x: p.x, y: p.y)
        }
        return node.pair(("x", "y"), range: -100...100).map { CGPoint(x: $0.0, y: $0.1) }
    }
}

extension ValueKind where V == CGSize {
    /// `[width, height]`, `{width, height}`, or one number for both.
    static func size(_ range: ClosedRange<Double> = 0...100_000) -> ValueKind {
        ValueKind { node in
            if node.value.number != nil { return node.number(range).map { CGSize(width: $0, height: $0) } }
            if let hint = node.value.string.flatMap(Node.numberHint) {
                node.error("expected a size but found a string", fix: hint + " (or [width, height])")
                return nil
            }
            return node.pair(("width", "height"), range: range).map { CGSize(width: $0.0, height: $0.1) }
        }
    }
}

extension ValueKind where V == Color.Resolved {
    /// A color string: a SwiftUI name, `#RGB[A]`/`#RRGGBB[AA]`,
    /// `rgb(r, g, b)` or `rgba(r, g, b, a)` (0–255, alpha 0–1).
    static let color = ValueKind { node in node.color() }
}

enum UnitPointNames {
    static let all: [(String, UnitPoint)] = [
        ("center", .center), ("top", .top), ("bottom", .bottom), ("leading", .leading), ("trailing", .trailing),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing), ("zero", .zero),
    ]
}

extension Node {
    /// Two numbers as `[a, b]` or `{keys.0: a, keys.1: b}`.
    func pair(_ keys: (String, String), range: ClosedRange<Double>) -> (Double, Double)? {
        if value.members != nil {
            guard let o = object("{\(keys.0), \(keys.1)}", allowed: [keys.0, keys.1]) else { return nil }
            let a = o.require(keys.0, "a number", example: "0")?.number(range)
            let b = o.require(keys.1, "a number", example: "0")?.number(range)
            guard let a, let b else { return nil }
            return (a, b)
        }
        guard value.elements != nil else {
            error("expected [\(keys.0), \(keys.1)] but found \(value.typeName)", fix: "write e.g. [100, 50]")
            return nil
        }
        guard let items = array("[\(keys.0), \(keys.1)]", count: 2...2) else { return nil }
        let a = items[0].number(range), b = items[1].number(range)
        guard let a, let b else { return nil }
        return (a, b)
    }

    /// A color string, resolved (SwiftUI animates colors through their resolved form).
    func color() -> Color.Resolved? {
        guard let text = value.string else {
            error("expected a color (a name such as \"blue\", \"#FF8800\" or \"rgba(255, 136, 0, 0.5)\") but found \(value.typeName)")
            return nil
        }
        let s = text.trimmingCharacters(in: .whitespaces)
        if s.hasPrefix("#") {
            do { return try Color(hex: s).resolved } catch {
                self.error(error.description)
                return nil
            }
        }
        let lower = s.lowercased()
        if lower.hasPrefix("rgb(") || lower.hasPrefix("rgba(") {
            return functionalColor(s)
        }
        if let named = Color.named(s) { return named.resolved }
        let names = Color.namedColors.map(\.name)
        let near = Suggestion.nearest(to: s, among: names)
        error("unknown color \"\(s)\"",
              fix: (near.map { "did you mean \"\($0)\"? " } ?? "") + "write a name (\(names.joined(separator: ", "))), #RRGGBB, #RRGGBBAA or rgba(r, g, b, a)")
        return nil
    }

    private func functionalColor(_ s: String) -> Color.Resolved? {
        let hasAlpha = s.lowercased().hasPrefix("rgba(")
        let fix = hasAlpha ? "write rgba(255, 136, 0, 0.5): red, green, blue 0–255, alpha 0–1"
            : "write rgb(255, 136, 0): red, green, blue 0–255"
        guard s.hasSuffix(")"), let open = s.firstIndex(of: "(") else {
            error("malformed color \"\(s)\"", fix: fix)
            return nil
        }
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == (hasAlpha ? 4 : 3), parts.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            error("malformed color \"\(s)\"", fix: fix)
            return nil
        }
        let v = parts.map { $0! }
        guard v[0...2].allSatisfy({ (0...255).contains($0) }), !hasAlpha || (0...1).contains(v[3]) else {
            error("color components out of range in \"\(s)\"", fix: fix)
            return nil
        }
        return Color(.sRGB, red: v[0] / 255, green: v[1] / 255, blue: v[2] / 255, opacity: hasAlpha ? v[3] : 1).resolved
    }
}
