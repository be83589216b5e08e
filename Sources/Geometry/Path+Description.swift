import Foundation

// Two text forms of a path: SwiftUI's `description` (PostScript-like postfix
// operators "m l q c h", which `Path(_: String)` reads back) and SVG path data.

extension Path: CustomStringConvertible {
    /// The path as SwiftUI prints it: `x y m`, `x y l`, `cx cy x y q`,
    /// `c1x c1y c2x c2y x y c`, `h`, separated by spaces.
    public var description: String {
        var out: [String] = []
        out.reserveCapacity(verbs.count)
        forEach { e in
            switch e {
            case .move(let p): out.append("\(Path.num(p.x)) \(Path.num(p.y)) m")
            case .line(let p): out.append("\(Path.num(p.x)) \(Path.num(p.y)) l")
            case .quadCurve(let p, let c):
                out.append("\(Path.num(c.x)) \(Path.num(c.y)) \(Path.num(p.x)) \(Path.num(p.y)) q")
            case .curve(let p, let c1, let c2):
                out.append("\(Path.num(c1.x)) \(Path.num(c1.y)) \(Path.num(c2.x)) \(Path.num(c2.y)) "
                           + "\(Path.num(p.x)) \(Path.num(p.y)) c")
            case .closeSubpath: out.append("h")
            }
        }
        return out.joined(separator: " ")
    }

    /// Reads the format of `description` back, as SwiftUI's `Path(_:)`
    /// does; nil when the string is not in that format.
    public init?(_ string: String) {
        self.init()
        var stack: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let v = Double(token) { stack.append(CGFloat(v)); continue }
            func pt(_ i: Int) -> CGPoint { CGPoint(x: stack[i], y: stack[i + 1]) }
            switch (token, stack.count) {
            case ("m", 2): move(to: pt(0))
            case ("l", 2): addLine(to: pt(0))
            case ("q", 4): addQuadCurve(to: pt(2), control: pt(0))
            case ("c", 6): addCurve(to: pt(4), control1: pt(0), control2: pt(2))
            case ("h", 0): closeSubpath()
            default: return nil
            }
            stack.removeAll(keepingCapacity: true)
        }
        if !stack.isEmpty { return nil }
    }

    /// The path as SVG path data (`M L Q C Z`, absolute coordinates), which
    /// `Path(svgPathData:)` reads back to an equal path.
    public var svgPathData: String {
        var out: [String] = []
        out.reserveCapacity(verbs.count)
        forEach { e in
            switch e {
            case .move(let p): out.append("M\(Path.num(p.x)) \(Path.num(p.y))")
            case .line(let p): out.append("L\(Path.num(p.x)) \(Path.num(p.y))")
            case .quadCurve(let p, let c):
                out.append("Q\(Path.num(c.x)) \(Path.num(c.y)) \(Path.num(p.x)) \(Path.num(p.y))")
            case .curve(let p, let c1, let c2):
                out.append("C\(Path.num(c1.x)) \(Path.num(c1.y)) \(Path.num(c2.x)) \(Path.num(c2.y)) "
                           + "\(Path.num(p.x)) \(Path.num(p.y))")
            case .closeSubpath: out.append("Z")
            }
        }
        return out.joined(separator: " ")
    }

    /// Shortest text that reads back to the same Double; integers without
    /// a fraction. Non-finite values print as `nan`/`inf` (not valid SVG).
    static func num(_ v: CGFloat) -> String {
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(Double(v))"
    }
}
