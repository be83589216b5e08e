import Foundation

/// Bad SVG path data: where it went wrong and why.
public struct SVGPathError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Offset of the offending character, in Unicode scalars from the start.
    public var offset: Int
    /// What was wrong and what was expected instead.
    public var message: String

    public var description: String {
        "invalid SVG path data at offset \(offset): \(message)"
    }
}

extension Path {
    /// Reads SVG path data (the `d` attribute): all commands M L H V C S Q T
    /// A Z in absolute and relative forms, implicit repeats, compact numbers
    /// (`10-5`, `.5.5`, `1e3`) and arc flags written without separators.
    /// Elliptical arcs become cubic curves; zero radii give a line, as the
    /// SVG specification says.
    ///
    /// - Throws: `SVGPathError` with the offset of the first character that
    ///   does not fit the grammar, e.g. a missing number or unknown command.
    public init(svgPathData data: String) throws {
        self.init()
        var parser = SVGPathParser(Array(data.unicodeScalars))
        try parser.parse(into: &self)
    }
}

struct SVGPathParser {
    let s: [Unicode.Scalar]
    var i = 0

    init(_ s: [Unicode.Scalar]) { self.s = s }

    func fail(_ message: String, at pos: Int? = nil) -> SVGPathError {
        SVGPathError(offset: pos ?? i, message: message)
    }

    var atEnd: Bool { i >= s.count }

    mutating func skipSpace() {
        while i < s.count, s[i] == " " || s[i] == "\t" || s[i] == "\n" || s[i] == "\r" || s[i] == "\u{0C}" { i += 1 }
    }

    /// Skips spaces and at most one comma (the SVG comma-wsp).
    mutating func skipCommaSpace() {
        skipSpace()
        if i < s.count, s[i] == "," { i += 1; skipSpace() }
    }

    func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    var startsNumber: Bool {
        guard i < s.count else { return false }
        let c = s[i]
        return isDigit(c) || c == "-" || c == "+" || c == "."
    }

    mutating func number(_ what: String, _ cmd: Unicode.Scalar) throws -> CGFloat {
        skipCommaSpace()
        let start = i
        if i < s.count, s[i] == "+" || s[i] == "-" { i += 1 }
        var digits = 0
        while i < s.count, isDigit(s[i]) { i += 1; digits += 1 }
        if i < s.count, s[i] == "." {
            i += 1
            while i < s.count, isDigit(s[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else {
            let found = start < s.count ? "'\(s[start])'" : "end of data"
            throw fail("expected a number (\(what)) for command '\(cmd)', found \(found)", at: start)
        }
        if i < s.count, s[i] == "e" || s[i] == "E" {
            var j = i + 1
            if j < s.count, s[j] == "+" || s[j] == "-" { j += 1 }
            if j < s.count, isDigit(s[j]) {
                while j < s.count, isDigit(s[j]) { j += 1 }
                i = j
            }
        }
        let text = String(String.UnicodeScalarView(s[start..<i]))
        guard let v = Double(text), v.isFinite else {
            throw fail("number '\(text)' is out of range", at: start)
        }
        return CGFloat(v)
    }

    mutating func flag(_ what: String) throws -> Bool {
        skipCommaSpace()
        guard i < s.count, s[i] == "0" || s[i] == "1" else {
            throw fail("expected the \(what) flag of an arc, 0 or 1")
        }
        defer { i += 1 }
        return s[i] == "1"
    }

    mutating func parse(into path: inout Path) throws {
        var cur = CGPoint.zero, start = CGPoint.zero
        var lastCubicCtrl: CGPoint? = nil, lastQuadCtrl: CGPoint? = nil
        var cmd: Unicode.Scalar? = nil
        skipSpace()
        while true {
            skipCommaSpace()
            if atEnd { break }
            let c = s[i]
            if c.properties.isAlphabetic {
                guard "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(c) else {
                    throw fail("unknown command '\(c)'; expected one of M L H V C S Q T A Z (or lower case)")
                }
                if cmd == nil && c != "M" && c != "m" {
                    throw fail("path data must start with a moveto (M or m), found '\(c)'")
                }
                cmd = c
                i += 1
            } else if let prev = cmd, startsNumber, prev != "Z", prev != "z" {
                // Implicit repeat; a repeated moveto means lineto.
                if prev == "M" { cmd = "L" } else if prev == "m" { cmd = "l" }
            } else if cmd == nil {
                throw fail("path data must start with a moveto (M or m), found '\(c)'")
            } else {
                throw fail("unexpected '\(c)'; expected a command letter or a number")
            }
            let k = cmd!
            let rel = k.properties.isLowercase
            let o = rel ? cur : .zero
            func P(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: o.x + x, y: o.y + y) }
            var cubicCtrl: CGPoint? = nil, quadCtrl: CGPoint? = nil
            switch k {
            case "M", "m":
                let p = P(try number("x", k), try number("y", k))
                path.move(to: p); cur = p; start = p
            case "L", "l":
                let p = P(try number("x", k), try number("y", k))
                path.addLine(to: p); cur = p
            case "H", "h":
                let x = try number("x", k)
                let p = CGPoint(x: rel ? cur.x + x : x, y: cur.y)
                path.addLine(to: p); cur = p
            case "V", "v":
                let y = try number("y", k)
                let p = CGPoint(x: cur.x, y: rel ? cur.y + y : y)
                path.addLine(to: p); cur = p
            case "C", "c":
                let c1 = P(try number("x1", k), try number("y1", k))
                let c2 = P(try number("x2", k), try number("y2", k))
                let p = P(try number("x", k), try number("y", k))
                path.addCurve(to: p, control1: c1, control2: c2); cur = p; cubicCtrl = c2
            case "S", "s":
                let c1 = lastCubicCtrl.map { cur + (cur - $0) } ?? cur
                let c2 = P(try number("x2", k), try number("y2", k))
                let p = P(try number("x", k), try number("y", k))
                path.addCurve(to: p, control1: c1, control2: c2); cur = p; cubicCtrl = c2
            case "Q", "q":
                let c1 = P(try number("x1", k), try number("y1", k))
                let p = P(try number("x", k), try number("y", k))
                path.addQuadCurve(to: p, control: c1); cur = p; quadCtrl = c1
            case "T", "t":
                let c1 = lastQuadCtrl.map { cur + (cur - $0) } ?? cur
                let p = P(try number("x", k), try number("y", k))
                path.addQuadCurve(to: p, control: c1); cur = p; quadCtrl = c1
            case "A", "a":
                let rx = try number("rx", k), ry = try number("ry", k)
                let rot = try number("x-axis-rotation", k)
                let large = try flag("large-arc"), sweep = try flag("sweep")
                let p = P(try number("x", k), try number("y", k))
                path.addSVGArc(from: cur, to: p, rx: rx, ry: ry, rotationDegrees: rot, largeArc: large, sweep: sweep)
                cur = p
            default: // Z, z
                path.closeSubpath(); cur = start
            }
            lastCubicCtrl = cubicCtrl
            lastQuadCtrl = quadCtrl
        }
    }
}

extension Path {
    /// An SVG elliptical arc from `p1` to `p2` (SVG 1.1, appendix F.6.5:
    /// endpoint to centre parameterisation, radii scaled up when too small).
    mutating func addSVGArc(from p1: CGPoint, to p2: CGPoint, rx rx0: CGFloat, ry ry0: CGFloat,
                            rotationDegrees: CGFloat, largeArc: Bool, sweep: Bool) {
        if p1 == p2 { return }
        var rx = abs(rx0), ry = abs(ry0)
        if rx == 0 || ry == 0 { addLine(to: p2); return }
        let phi = rotationDegrees * .pi / 180
        let cp = cos(phi), sp = sin(phi)
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cp * dx + sp * dy, y1 = -sp * dx + cp * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { let f = lambda.squareRoot(); rx *= f; ry *= f }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var co = den > 0 ? max(num / den, 0).squareRoot() : 0
        if largeArc == sweep { co = -co }
        let cx1 = co * rx * y1 / ry, cy1 = -co * ry * x1 / rx
        let cx = cp * cx1 - sp * cy1 + (p1.x + p2.x) / 2
        let cy = sp * cx1 + cp * cy1 + (p1.y + p2.y) / 2
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // A unit circle arc mapped by scale, rotation and translation.
        let t = CGAffineTransform(a: rx * cp, b: rx * sp, c: -ry * sp, d: ry * cp, tx: cx, ty: cy)
        appendArc(center: .zero, radius: 1, start: theta1, sweep: delta, transform: t, connect: false)
        // Land exactly on the requested end point despite rounding.
        if verbs.last == .cubic { points[points.count - 1] = p2 }
    }
}
