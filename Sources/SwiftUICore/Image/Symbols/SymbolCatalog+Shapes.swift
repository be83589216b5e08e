// Plain geometric symbols and the glyph-in-a-circle family.
import Foundation
import Geometry

extension SymbolImage {
    static func addShapes(to t: inout [String: SymbolImage]) {
        pair(&t, "diamond", polygon([(0.5, 0.03), (0.97, 0.5), (0.5, 0.97), (0.03, 0.5)]))
        pair(&t, "hexagon", polygon((0..<6).map { i in
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 3
            return (0.5 + 0.48 * cos(a), 0.5 + 0.48 * sin(a))
        }))
        t["triangle"] = SymbolImage(parts: [outlined(polygon([(0.5, 0.06), (0.97, 0.9), (0.03, 0.9)]))])
        pair(&t, "rectangle", aspect: 1.35, Path(roundedRect: CGRect(x: 0.04, y: 0.14, width: 1.27, height: 0.72), cornerRadius: 0.1))
        pair(&t, "capsule", aspect: 1.6, Path(roundedRect: CGRect(x: 0.03, y: 0.2, width: 1.54, height: 0.6), cornerRadius: 0.3))
        pair(&t, "bookmark", polygon([(0.2, 0.04), (0.8, 0.04), (0.8, 0.96), (0.5, 0.72), (0.2, 0.96)]))
        pair(&t, "play", polygon([(0.16, 0.05), (0.92, 0.5), (0.16, 0.95)]))
        pair(&t, "stop", Path(roundedRect: CGRect(x: 0.08, y: 0.08, width: 0.84, height: 0.84), cornerRadius: 0.12))
        let bars = [CGRect(x: 0.16, y: 0.06, width: 0.24, height: 0.88), CGRect(x: 0.6, y: 0.06, width: 0.24, height: 0.88)]
        t["pause.fill"] = SymbolImage(parts: [Path { p in for r in bars { p.addRoundedRect(in: r, cornerSize: CGSize(width: 0.06, height: 0.06)) } }])
        t["pause"] = SymbolImage(parts: bars.map { outlined(Path(roundedRect: $0, cornerRadius: 0.06)) })
        let forward = Path { p in
            p.addPath(polygon([(0.04, 0.14), (0.7, 0.5), (0.04, 0.86)]))
            p.addPath(polygon([(0.7, 0.14), (1.36, 0.5), (0.7, 0.86)]))
        }
        t["forward.fill"] = SymbolImage(aspect: 1.4, parts: [forward])
        t["backward.fill"] = SymbolImage(aspect: 1.4, parts: [mirrored(forward, aspect: 1.4)])
        t["ellipsis"] = SymbolImage(parts: [Path { p in
            for x in [0.16, 0.5, 0.84] as [CGFloat] { p.addPath(circle(x, 0.5, 0.085)) }
        }])
        t["line.3.horizontal"] = SymbolImage(parts: [stroked(Path { p in
            for y in [0.2, 0.5, 0.8] as [CGFloat] { p.move(to: pt(0.08, y)); p.addLine(to: pt(0.92, y)) }
        }, 0.1)])

        // Glyphs on their own and in circles (".circle", ".circle.fill").
        let check = Path { p in p.addLines([pt(0.16, 0.53), pt(0.4, 0.78), pt(0.84, 0.22)]) }
        let cross = Path { p in
            p.move(to: pt(0.2, 0.2)); p.addLine(to: pt(0.8, 0.8))
            p.move(to: pt(0.8, 0.2)); p.addLine(to: pt(0.2, 0.8))
        }
        let plusLines = Path { p in
            p.move(to: pt(0.5, 0.12)); p.addLine(to: pt(0.5, 0.88))
            p.move(to: pt(0.12, 0.5)); p.addLine(to: pt(0.88, 0.5))
        }
        let minusLine = Path { p in p.move(to: pt(0.1, 0.5)); p.addLine(to: pt(0.9, 0.5)) }
        t["minus"] = SymbolImage(parts: [stroked(minusLine, 0.12)])
        circled(&t, "checkmark", glyph: [stroked(check, 0.17)])
        circled(&t, "xmark", glyph: [stroked(cross, 0.17)])
        circled(&t, "plus", glyph: [stroked(plusLines, 0.17)])
        circled(&t, "minus", glyph: [stroked(minusLine, 0.17)])
        circled(&t, "play", glyph: [polygon([(0.3, 0.12), (0.9, 0.5), (0.3, 0.88)])], scale: 0.55)
        circled(&t, "info", glyph: infoGlyph, scale: 1)
        circled(&t, "exclamationmark", glyph: exclamationGlyph(top: 0.24), scale: 1)
        circled(&t, "questionmark", glyph: questionGlyph, scale: 1)
        let warning = polygon([(0.5, 0.04), (0.98, 0.92), (0.02, 0.92)])
        t["exclamationmark.triangle.fill"] = SymbolImage(glyph: exclamationGlyph(top: 0.36), ground: warning, filled: true)
        t["exclamationmark.triangle"] = SymbolImage(glyph: exclamationGlyph(top: 0.36), ground: outlined(warning), filled: false)
    }

    static var infoGlyph: [Path] {
        [circle(0.5, 0.29, 0.07), stroked(Path { p in p.move(to: pt(0.5, 0.46)); p.addLine(to: pt(0.5, 0.74)) }, 0.12)]
    }

    static func exclamationGlyph(top: CGFloat) -> [Path] {
        [stroked(Path { p in p.move(to: pt(0.5, top)); p.addLine(to: pt(0.5, top + 0.3)) }, 0.12),
         circle(0.5, top + 0.47, 0.07)]
    }

    static var questionGlyph: [Path] {
        let hook = Path { p in
            p.addArc(center: pt(0.5, 0.38), radius: 0.14, startAngle: .degrees(180), endAngle: .degrees(60), clockwise: false)
            p.addLine(to: pt(0.5, 0.6))
        }
        return [stroked(hook, 0.11), circle(0.5, 0.76, 0.07)]
    }
}
