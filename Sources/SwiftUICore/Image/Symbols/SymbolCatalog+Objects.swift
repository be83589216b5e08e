// Everyday objects: gear, bell, envelope, person, house, weather, battery…
import Foundation
import Geometry

extension SymbolImage {
    static func addObjects(to t: inout [String: SymbolImage]) {
        // A gear of eight teeth with a round hole.
        let gear = Path { p in
            let teeth = 8
            for i in 0..<(teeth * 4) {
                let a = CGFloat(i) * .pi / CGFloat(teeth * 2) - .pi / CGFloat(teeth * 4)
                let r: CGFloat = (i % 4 == 1 || i % 4 == 2) ? 0.49 : 0.37
                let q = pt(0.5 + r * cos(a), 0.5 + r * sin(a))
                if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
        }
        let hole = circle(0.5, 0.5, 0.15)
        t["gearshape.fill"] = SymbolImage(parts: [gear], cutouts: [hole])
        t["gearshape"] = SymbolImage(parts: [outlined(gear), stroked(hole)])
        t["gear"] = t["gearshape"]

        let bell = Path { p in
            p.move(to: pt(0.5, 0.1))
            p.addCurve(to: pt(0.2, 0.46), control1: pt(0.3, 0.1), control2: pt(0.2, 0.28))
            p.addLine(to: pt(0.2, 0.66)); p.addLine(to: pt(0.08, 0.8)); p.addLine(to: pt(0.92, 0.8))
            p.addLine(to: pt(0.8, 0.66)); p.addLine(to: pt(0.8, 0.46))
            p.addCurve(to: pt(0.5, 0.1), control1: pt(0.8, 0.28), control2: pt(0.7, 0.1))
            p.closeSubpath()
        }
        let clapper = Path { p in
            p.addArc(center: pt(0.5, 0.84), radius: 0.11, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
            p.closeSubpath()
        }
        t["bell.fill"] = SymbolImage(parts: [bell, clapper, circle(0.5, 0.08, 0.06)])
        t["bell"] = SymbolImage(parts: [outlined(bell), stroked(clapper), circle(0.5, 0.06, 0.05)])

        let letter = Path(roundedRect: CGRect(x: 0.04, y: 0.14, width: 1.27, height: 0.72), cornerRadius: 0.08)
        let flap = polyline([(0.1, 0.2), (0.675, 0.58), (1.25, 0.2)])
        t["envelope.fill"] = SymbolImage(aspect: 1.35, parts: [letter], cutouts: [stroked(flap, 0.07)])
        t["envelope"] = SymbolImage(aspect: 1.35, parts: [outlined(letter, aspect: 1.35), stroked(flap)])

        let head = circle(0.5, 0.27, 0.21)
        let shoulders = Path { p in
            p.move(to: pt(0.08, 0.96))
            p.addCurve(to: pt(0.92, 0.96), control1: pt(0.08, 0.5), control2: pt(0.92, 0.5))
            p.closeSubpath()
        }
        t["person.fill"] = SymbolImage(parts: [head, shoulders])
        t["person"] = SymbolImage(parts: [outlined(head), outlined(shoulders)])
        let bust = [scaled(head, 0.62, about: 0.5, 0.38), scaled(shoulders, 0.62, about: 0.5, 0.38)]
        t["person.circle.fill"] = SymbolImage(glyph: bust, ground: circle(0.5, 0.5, 0.48), filled: true)
        t["person.circle"] = SymbolImage(glyph: bust, ground: stroked(circle(0.5, 0.5, 0.455)), filled: false)

        let house = polygon([(0.5, 0.05), (0.97, 0.48), (0.84, 0.48), (0.84, 0.95), (0.16, 0.95), (0.16, 0.48), (0.03, 0.48)])
        let door = CGRect(x: 0.4, y: 0.62, width: 0.2, height: 0.33)
        t["house.fill"] = SymbolImage(parts: [house], cutouts: [Path(door)])
        t["house"] = SymbolImage(parts: [outlined(house), stroked(polyline([(0.42, 0.92), (0.42, 0.64), (0.58, 0.64), (0.58, 0.92)]))])

        t["magnifyingglass"] = SymbolImage(parts: [stroked(circle(0.41, 0.41, 0.3), 0.1),
                                                  stroked(polyline([(0.63, 0.63), (0.92, 0.92)]), 0.14)])

        let can = polygon([(0.2, 0.3), (0.8, 0.3), (0.74, 0.95), (0.26, 0.95)])
        let lid = stroked(polyline([(0.1, 0.2), (0.9, 0.2)]), 0.09)
        let handle = stroked(polyline([(0.37, 0.19), (0.37, 0.07), (0.63, 0.07), (0.63, 0.19)]), 0.08)
        t["trash.fill"] = SymbolImage(parts: [can, lid, handle])
        t["trash"] = SymbolImage(parts: [outlined(can), lid, handle,
                                        stroked(Path { p in
                                            p.move(to: pt(0.42, 0.44)); p.addLine(to: pt(0.43, 0.82))
                                            p.move(to: pt(0.58, 0.44)); p.addLine(to: pt(0.57, 0.82))
                                        }, 0.07)])

        t["bolt"] = SymbolImage(aspect: 0.7, parts: [outlined(t["bolt.fill"]!.parts[0], aspect: 0.7)])

        let flame = Path { p in
            p.move(to: pt(0.52, 0.03))
            p.addCurve(to: pt(0.86, 0.62), control1: pt(0.62, 0.26), control2: pt(0.86, 0.36))
            p.addCurve(to: pt(0.5, 0.97), control1: pt(0.86, 0.84), control2: pt(0.7, 0.97))
            p.addCurve(to: pt(0.14, 0.62), control1: pt(0.3, 0.97), control2: pt(0.14, 0.84))
            p.addCurve(to: pt(0.34, 0.3), control1: pt(0.14, 0.48), control2: pt(0.26, 0.38))
            p.addCurve(to: pt(0.52, 0.03), control1: pt(0.44, 0.2), control2: pt(0.52, 0.12))
            p.closeSubpath()
        }
        pair(&t, "flame", flame)

        let drop = Path { p in
            p.move(to: pt(0.5, 0.03))
            p.addCurve(to: pt(0.84, 0.63), control1: pt(0.6, 0.22), control2: pt(0.84, 0.4))
            p.addArc(center: pt(0.5, 0.63), radius: 0.34, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
            p.addCurve(to: pt(0.5, 0.03), control1: pt(0.16, 0.4), control2: pt(0.4, 0.22))
            p.closeSubpath()
        }
        pair(&t, "drop", drop)

        // A cloud: three circles on a flat base, traced along their outer arcs.
        let c1 = pt(0.36, 0.62), r1: CGFloat = 0.24, c2 = pt(0.7, 0.44), r2: CGFloat = 0.31, c3 = pt(1.04, 0.62), r3: CGFloat = 0.24
        let x12 = upper(crossings(c1, r1, c2, r2)), x23 = upper(crossings(c2, r2, c3, r3))
        let cloud = Path { p in
            p.move(to: pt(c1.x, c1.y + r1))
            p.addArc(center: c1, radius: r1, startAngle: .degrees(90), endAngle: angle(of: x12, around: c1), clockwise: false)
            p.addArc(center: c2, radius: r2, startAngle: angle(of: x12, around: c2), endAngle: angle(of: x23, around: c2), clockwise: false)
            p.addArc(center: c3, radius: r3, startAngle: angle(of: x23, around: c3), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
        }
        pair(&t, "cloud", aspect: 1.4, cloud)

        let rays = stroked(Path { p in
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                p.move(to: pt(0.5 + 0.34 * cos(a), 0.5 + 0.34 * sin(a)))
                p.addLine(to: pt(0.5 + 0.46 * cos(a), 0.5 + 0.46 * sin(a)))
            }
        }, 0.08)
        t["sun.max.fill"] = SymbolImage(parts: [circle(0.5, 0.5, 0.22), rays])
        t["sun.max"] = SymbolImage(parts: [stroked(circle(0.5, 0.5, 0.19), 0.08), rays])

        // A crescent: the big disc minus a smaller one up and to the right.
        let big = pt(0.5, 0.5), rb: CGFloat = 0.45, small = pt(0.72, 0.34), rs: CGFloat = 0.36
        let (m1, m2) = crossings(big, rb, small, rs)
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        let moon = Path { p in
            p.move(to: m1)
            arc(&p, big, rb, from: m1, to: m2) { distance($0, small) > rs }
            arc(&p, small, rs, from: m2, to: m1) { distance($0, big) < rb }
            p.closeSubpath()
        }
        pair(&t, "moon", moon)

        // A globe: its rim, the equator and two parallels, the central
        // meridian and one meridian drawn as an ellipse (the Xcode template's
        // symbol, so the most common one in previews).
        let chord = (0.45 * 0.45 - 0.23 * 0.23 as CGFloat).squareRoot()
        t["globe"] = SymbolImage(parts: [
            stroked(circle(0.5, 0.5, 0.45), 0.07),
            stroked(Path(ellipseIn: CGRect(x: 0.3, y: 0.05, width: 0.4, height: 0.9)), 0.07),
            stroked(polyline([(0.5, 0.05), (0.5, 0.95)]), 0.07),
            stroked(polyline([(0.05, 0.5), (0.95, 0.5)]), 0.07),
            stroked(polyline([(0.5 - chord, 0.27), (0.5 + chord, 0.27)]), 0.07),
            stroked(polyline([(0.5 - chord, 0.73), (0.5 + chord, 0.73)]), 0.07),
        ])

        t["wifi"] = SymbolImage(aspect: 1.1, parts: [circle(0.55, 0.86, 0.075)] + [0.26, 0.47, 0.68].map { r in
            stroked(Path { p in
                p.addArc(center: pt(0.55, 0.86), radius: r, startAngle: .degrees(-135), endAngle: .degrees(-45), clockwise: false)
            }, 0.1)
        })

        let shell = stroked(Path(roundedRect: CGRect(x: 0.05, y: 0.24, width: 1.5, height: 0.52), cornerRadius: 0.13), 0.07)
        let nub = Path(roundedRect: CGRect(x: 1.62, y: 0.39, width: 0.1, height: 0.22), cornerRadius: 0.04)
        for level in [0, 25, 50, 75, 100] {
            var parts = [shell, nub]
            if level > 0 {
                parts.append(Path(roundedRect: CGRect(x: 0.15, y: 0.34, width: 1.3 * CGFloat(level) / 100, height: 0.32), cornerRadius: 0.05))
            }
            t["battery.\(level)"] = SymbolImage(aspect: 1.8, parts: parts)
        }

        let body = Path(roundedRect: CGRect(x: 0.14, y: 0.44, width: 0.72, height: 0.52), cornerRadius: 0.1)
        let shackle = stroked(Path { p in
            p.move(to: pt(0.29, 0.46)); p.addLine(to: pt(0.29, 0.3))
            p.addArc(center: pt(0.5, 0.3), radius: 0.21, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
            p.addLine(to: pt(0.71, 0.46))
        }, 0.1)
        let openShackle = stroked(Path { p in
            p.move(to: pt(0.71, 0.46)); p.addLine(to: pt(0.71, 0.26))
            p.addArc(center: pt(0.5, 0.26), radius: 0.21, startAngle: .zero, endAngle: .degrees(180), clockwise: true)
            p.addLine(to: pt(0.29, 0.32))
        }, 0.1)
        t["lock.fill"] = SymbolImage(parts: [body, shackle])
        t["lock"] = SymbolImage(parts: [outlined(body), shackle])
        t["lock.open.fill"] = SymbolImage(parts: [body, openShackle])
        t["lock.open"] = SymbolImage(parts: [outlined(body), openShackle])

        let hands = stroked(polyline([(0.5, 0.22), (0.5, 0.5), (0.7, 0.62)]), 0.09)
        t["clock.fill"] = SymbolImage(glyph: [hands], ground: circle(0.5, 0.5, 0.48), filled: true)
        t["clock"] = SymbolImage(glyph: [hands], ground: stroked(circle(0.5, 0.5, 0.455)), filled: false)

        let almond = Path { p in
            p.move(to: pt(0.03, 0.5))
            p.addCurve(to: pt(0.97, 0.5), control1: pt(0.3, 0.1), control2: pt(0.7, 0.1))
            p.addCurve(to: pt(0.03, 0.5), control1: pt(0.7, 0.9), control2: pt(0.3, 0.9))
            p.closeSubpath()
        }
        t["eye.fill"] = SymbolImage(parts: [almond], cutouts: [stroked(circle(0.5, 0.5, 0.17), 0.07)])
        t["eye"] = SymbolImage(parts: [outlined(almond), circle(0.5, 0.5, 0.15)])

        let note = Path { p in
            p.addEllipse(in: CGRect(x: 0.14, y: 0.68, width: 0.36, height: 0.26))
        }
        t["music.note"] = SymbolImage(parts: [note, stroked(polyline([(0.46, 0.8), (0.46, 0.08)]), 0.08),
                                             stroked(Path { p in
                                                 p.move(to: pt(0.46, 0.08))
                                                 p.addQuadCurve(to: pt(0.84, 0.4), control: pt(0.82, 0.16))
                                             }, 0.08)])

        t["location.fill"] = SymbolImage(parts: [polygon([(0.92, 0.08), (0.52, 0.94), (0.45, 0.55), (0.06, 0.48)])])
        t["location"] = SymbolImage(parts: [outlined(polygon([(0.92, 0.08), (0.52, 0.94), (0.45, 0.55), (0.06, 0.48)]))])

        let bubble = Path(roundedRect: CGRect(x: 0.04, y: 0.08, width: 0.92, height: 0.66), cornerRadius: 0.22)
        let tail = polygon([(0.2, 0.64), (0.14, 0.94), (0.44, 0.72)])
        t["bubble.left.fill"] = SymbolImage(parts: [bubble, tail])
        t["bubble.left"] = SymbolImage(parts: [outlined(bubble), stroked(polyline([(0.22, 0.74), (0.16, 0.92), (0.42, 0.74)]))])

        t["square.and.arrow.up"] = SymbolImage(parts: [
            stroked(polyline([(0.5, 0.62), (0.5, 0.07)]), 0.08),
            stroked(polyline([(0.31, 0.25), (0.5, 0.07), (0.69, 0.25)]), 0.08),
            stroked(polyline([(0.35, 0.4), (0.16, 0.4), (0.16, 0.94), (0.84, 0.94), (0.84, 0.4), (0.65, 0.4)]), 0.08),
        ])
    }

    /// The crossing with the smaller y (higher on screen).
    static func upper(_ pair: (CGPoint, CGPoint)) -> CGPoint { pair.0.y < pair.1.y ? pair.0 : pair.1 }
}
