// The catalog's designs turned into paths, checked against geometry worked
// out by hand from the designs' numbers (unit box, y down).
import Foundation
import Testing
import Symbols
import Geometry

@Suite struct SymbolGeometryTests {
    func symbol(_ name: String) throws -> SymbolGeometry { try #require(SymbolCatalog.geometry(named: name)) }

    func close(_ a: CGPoint, _ b: CGPoint, within e: CGFloat = 1e-12) -> Bool { abs(a.x - b.x) <= e && abs(a.y - b.y) <= e }

    func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    /// The end point of every element that has one.
    func ends(_ path: Path) -> [CGPoint] {
        path.elements.compactMap {
            switch $0 {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    @Test func diamondIsItsFourVertices() throws {
        let d = try symbol("diamond.fill")
        #expect(d.aspect == 1 && d.cutouts.isEmpty && d.layers == nil)
        #expect(d.parts == [Path { p in
            p.move(to: CGPoint(x: 0.5, y: 0.03)); p.addLine(to: CGPoint(x: 0.97, y: 0.5))
            p.addLine(to: CGPoint(x: 0.5, y: 0.97)); p.addLine(to: CGPoint(x: 0.03, y: 0.5)); p.closeSubpath()
        }])
        // The outline: a 0.09 stroke of the diamond shrunk by 0.09 about its
        // centre keeps within the diamond's bounds 0.03…0.97.
        let b = try symbol("diamond").parts[0].boundingRect
        #expect(abs(b.minX - 0.03) < 0.003 && abs(b.maxX - 0.97) < 0.003 && abs(b.minY - 0.03) < 0.003)
    }

    @Test func hexagonCornersLieOnItsCircle() throws {
        // Corners at −90° + k · 60° on the circle of radius 0.48 about the centre.
        let h = 0.48 * 3.0.squareRoot() / 2
        let expected = [(0.5, 0.02), (0.5 + h, 0.26), (0.5 + h, 0.74), (0.5, 0.98), (0.5 - h, 0.74), (0.5 - h, 0.26)]
            .map { CGPoint(x: $0.0, y: $0.1) }
        let corners = ends(try symbol("hexagon.fill").parts[0])
        #expect(corners.count == 6)
        for (c, e) in zip(corners, expected) { #expect(close(c, e), "\(c) ≠ \(e)") }
    }

    @Test func gearTeethAlternateBetweenTwoRadii() throws {
        let gear = try symbol("gearshape.fill")
        let corners = ends(gear.parts[0])
        #expect(corners.count == 32)
        // Corner i at i · 180°/16 − 180°/32: out at i ≡ 1, 2 (mod 4), in otherwise.
        for (i, c) in corners.enumerated() {
            let a = Double(i) * .pi / 16 - .pi / 32, r = (i % 4 == 1 || i % 4 == 2) ? 0.49 : 0.37
            #expect(close(c, CGPoint(x: 0.5 + r * cos(a), y: 0.5 + r * sin(a))))
        }
        // The hole: a circle of radius 0.15, knocked out.
        #expect(gear.cutouts.count == 1)
        #expect(close(ends(gear.cutouts[0])[0], CGPoint(x: 0.65, y: 0.5)))
    }

    @Test func circledGlyphSitsInItsRingOrIsKnockedOutOfItsDisc() throws {
        // The ring: the circle of radius 0.455 stroked 0.09 wide, so every
        // outline point lies at 0.41 or 0.5 from the centre (curves
        // flattened to within 0.002).
        let ring = try symbol("checkmark.circle")
        let layers = try #require(ring.layers)
        #expect(layers.count == 2 && ring.cutouts.isEmpty && ring.parts.count == 2)
        for p in ends(layers[1].parts[0]) {
            let r = ((p.x - 0.5) * (p.x - 0.5) + (p.y - 0.5) * (p.y - 0.5)).squareRoot()
            #expect(abs(r - 0.41) < 0.003 || abs(r - 0.5) < 0.003, "\(p) at \(r)")
        }
        // The check (0.16, 0.53) → (0.4, 0.78) → (0.84, 0.22) stroked 0.17 wide
        // spans x 0.075…0.925, y 0.135…0.865; scaled 0.56 about the centre,
        // x 0.262…0.738, y 0.2956…0.7044.
        let check = layers[0].parts[0].boundingRect
        #expect(abs(check.minX - 0.262) < 0.003 && abs(check.maxX - 0.738) < 0.003)
        #expect(abs(check.minY - 0.2956) < 0.003 && abs(check.maxY - 0.7044) < 0.003)

        // Filled: the disc of radius 0.48, the same check cut out of it.
        let filled = try symbol("checkmark.circle.fill")
        let quarters = [(0.98, 0.5), (0.5, 0.98), (0.02, 0.5), (0.5, 0.02), (0.98, 0.5)].map { CGPoint(x: $0.0, y: $0.1) }
        #expect(zip(ends(filled.parts[0]), quarters).allSatisfy { close($0, $1) } && ends(filled.parts[0]).count == 5)
        #expect(filled.cutouts == [layers[0].parts[0]])
        let filledLayers = try #require(filled.layers)
        #expect(filledLayers[0].parts == filled.cutouts && filledLayers[1].cutouts == filled.cutouts)
    }

    @Test func turnedAndMirroredDesignsLandWhereTheTurnPutsThem() throws {
        // chevron.right's tip is the stroke's round join at x 0.72 + 0.065;
        // turned half a turn about the centre, chevron.left's is at 1 − 0.785.
        let right = try symbol("chevron.right").parts[0].boundingRect
        let left = try symbol("chevron.left").parts[0].boundingRect
        #expect(abs(right.maxX - 0.785) < 0.003 && abs(left.minX - 0.215) < 0.003)
        #expect(abs(left.maxX - (1 - right.minX)) < 1e-12)
        // backward.fill is forward.fill mirrored in its box 1.4 wide.
        let forward = ends(try symbol("forward.fill").parts[0]), backward = ends(try symbol("backward.fill").parts[0])
        #expect(zip(forward, backward).allSatisfy { close($1, CGPoint(x: 1.4 - $0.x, y: $0.y)) })
    }

    @Test func crescentAndCloudFollowTheirCircles() throws {
        // The moon starts where its two circles cross: 0.45 from (0.5, 0.5)
        // and 0.36 from (0.72, 0.34).
        let start = ends(try symbol("moon.fill").parts[0])[0]
        #expect(abs(distance(start, CGPoint(x: 0.5, y: 0.5)) - 0.45) < 1e-12)
        #expect(abs(distance(start, CGPoint(x: 0.72, y: 0.34)) - 0.36) < 1e-12)
        // The cloud starts at the bottom of its first circle and tops out
        // at the top of the middle one, 0.44 − 0.31.
        let cloud = try symbol("cloud.fill")
        #expect(cloud.aspect == 1.4)
        #expect(close(ends(cloud.parts[0])[0], CGPoint(x: 0.36, y: 0.86)))
        #expect(abs(cloud.parts[0].boundingRect.minY - 0.13) < 0.001)
    }

    @Test func batteryChargeAndHouseDoorAreTheirRectangles() throws {
        let battery = try symbol("battery.50")
        #expect(battery.aspect == 1.8 && battery.parts.count == 3)
        let charge = battery.parts[2].boundingRect
        #expect(abs(charge.minX - 0.15) < 1e-12 && abs(charge.width - 0.65) < 1e-12 && abs(charge.height - 0.32) < 1e-12)
        #expect(try symbol("battery.0").parts.count == 2)
        #expect(try symbol("house.fill").cutouts == [Path(CGRect(x: 0.4, y: 0.62, width: 0.2, height: 0.33))])
    }

    @Test func everyNameResolvesToPathsInsideItsBox() throws {
        #expect(SymbolCatalog.names.count >= 110)
        #expect(SymbolCatalog.names == SymbolCatalog.names.sorted())
        for name in SymbolCatalog.names {
            let s = try symbol(name)
            #expect(s.aspect > 0, "\(name)")
            #expect(!s.parts.isEmpty, "\(name) has no parts")
            for path in s.parts + s.cutouts + (s.layers ?? []).flatMap({ $0.parts + $0.cutouts }) {
                #expect(!path.isEmpty, "\(name) has an empty path")
                let b = path.boundingRect
                #expect(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= s.aspect + 1e-9 && b.maxY <= 1 + 1e-9,
                        "\(name) spills out of its \(s.aspect) × 1 box: \(b)")
            }
        }
        #expect(SymbolCatalog.geometry(named: "no.such.symbol") == nil)
    }
}

/// The everyday symbols' geometry, from their designs' numbers.
@Suite struct EverydaySymbolTests {
    func symbol(_ name: String) throws -> SymbolGeometry { try #require(SymbolCatalog.geometry(named: name)) }

    @Test func globeIsARingWithItsMeridianAndParallels() throws {
        let globe = try symbol("globe")
        #expect(globe.aspect == 1 && globe.parts.count == 2 && globe.cutouts.isEmpty)
        // The rim: radius 0.455 stroked 0.09 wide spans 0.455 + 0.045 round the centre.
        let rim = globe.parts[0].boundingRect
        #expect(abs(rim.minX) < 0.003 && abs(rim.maxX - 1) < 0.003 && abs(rim.minY) < 0.003 && abs(rim.maxY - 1) < 0.003)
        // The lines: the meridian ellipse 0.4 wide and the equator 0.91 long, stroked 0.07 with round caps:
        // x 0.045 − 0.035 … 0.955 + 0.035.
        let lines = globe.parts[1].boundingRect
        #expect(abs(lines.minX - 0.01) < 0.003 && abs(lines.maxX - 0.99) < 0.003)
    }

    @Test func snowflakeHasSixArmsSixtyDegreesApart() throws {
        // Six spokes of 0.46 from the centre stroked 0.07 (round caps): the arm
        // pointing right ends at x 0.5 + 0.46 + 0.035. No arm points straight
        // down (they are at 0°, 60°, …): the lowest ink is a chevron tip of the
        // 60° arm, 0.42 along it and 0.12 across, y 0.5 + 0.42 sin 60° +
        // 0.12 cos 60° + 0.035 = 0.9587, below its spoke's end (0.933).
        let flake = try symbol("snowflake")
        let b = flake.parts[0].boundingRect
        #expect(abs(b.maxX - 0.995) < 0.003 && abs(b.minX - 0.005) < 0.003)
        #expect(abs(b.maxY - 0.9587) < 0.003, "\(b)")
    }

    @Test func fillsCutWhatTheirOutlinesDraw() throws {
        // A filled style cuts the fold, hole or vein its outline style draws as a line.
        for name in ["paperplane", "doc", "leaf", "tag", "camera"] {
            #expect(try symbol(name).cutouts.isEmpty, "\(name)")
            #expect(try symbol(name + ".fill").cutouts.count == 1, "\(name).fill")
        }
        // The tag's hole: a circle of radius 0.07 at (0.26, 0.28).
        let hole = try symbol("tag.fill").cutouts[0].boundingRect
        #expect(abs(hole.midX - 0.26) < 1e-9 && abs(hole.midY - 0.28) < 1e-9 && abs(hole.width - 0.14) < 1e-9)
    }
}
