// Image(systemName:): the built-in stand-ins for SF Symbols. Pixel checks
// use the symbol designs' own unit-box coordinates (Sources/Symbols/Catalog/SymbolCatalog+*.swift)
// scaled to a 100 × 100 frame.
import Foundation
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct SymbolCatalogTests {
    static let common = [
        "heart", "heart.fill", "star", "star.fill", "checkmark", "checkmark.circle", "checkmark.circle.fill",
        "xmark", "xmark.circle", "xmark.circle.fill", "plus", "plus.circle", "plus.circle.fill", "minus",
        "minus.circle", "minus.circle.fill", "chevron.left", "chevron.right", "chevron.up", "chevron.down",
        "arrow.left", "arrow.right", "arrow.up", "arrow.down", "arrow.up.right", "arrow.clockwise",
        "arrow.counterclockwise", "circle", "circle.fill", "square", "square.fill", "triangle", "triangle.fill",
        "diamond", "diamond.fill", "hexagon", "hexagon.fill", "rectangle", "rectangle.fill", "capsule", "capsule.fill",
        "play", "play.fill", "play.circle", "play.circle.fill", "pause", "pause.fill", "stop", "stop.fill",
        "forward.fill", "backward.fill", "gear", "gearshape", "gearshape.fill", "bell", "bell.fill",
        "envelope", "envelope.fill", "person", "person.fill", "person.circle", "person.circle.fill",
        "house", "house.fill", "magnifyingglass", "trash", "trash.fill", "bolt", "bolt.fill", "flame", "flame.fill",
        "drop", "drop.fill", "cloud", "cloud.fill", "sun.max", "sun.max.fill", "moon", "moon.fill", "wifi",
        "battery.0", "battery.25", "battery.50", "battery.75", "battery.100", "lock", "lock.fill", "lock.open",
        "lock.open.fill", "info.circle", "info.circle.fill", "exclamationmark.circle", "exclamationmark.triangle",
        "exclamationmark.triangle.fill", "questionmark.circle", "questionmark.circle.fill", "ellipsis",
        "line.3.horizontal", "bookmark", "bookmark.fill", "clock", "clock.fill", "eye", "eye.fill", "music.note",
        "location", "location.fill", "bubble.left", "bubble.left.fill", "square.and.arrow.up",
        "sparkle", "sparkles", "mountain.2.fill", "globe",
    ]

    func draw(_ name: String, color: Color = Color(red: 0, green: 0, blue: 0), size: Int = 100) throws -> Pixmap {
        try renderContext(size, size) { c, _ in
            var image = c.resolve(Image(systemName: name).resizable())
            image.shading = .color(color)
            c.draw(image, in: CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixel(x: x, y: y).a) }

    @Test func commonNamesExistAndDrawInsideTheirBox() throws {
        #expect(Self.common.count >= 60)
        for name in Self.common {
            #expect(Image.systemSymbolNames.contains(name), "\(name)")
            // Drawn in the middle 60 × 60 of a 100 × 100 canvas: something
            // inside the frame, nothing outside it.
            let p = try renderContext(100, 100) { c, _ in
                c.draw(Image(systemName: name).resizable(), in: CGRect(x: 20, y: 20, width: 60, height: 60))
            }
            var inside = 0, outside = 0
            for y in 0..<100 {
                for x in 0..<100 where p.pixel(x: x, y: y).a > 0 {
                    if (20..<80).contains(x) && (20..<80).contains(y) { inside += 1 } else { outside += 1 }
                }
            }
            #expect(inside > 100, "\(name) draws \(inside) pixels")
            #expect(outside == 0, "\(name) spills \(outside) pixels out of its frame")
        }
    }

    @Test func unknownNamesDrawNothingAndDoNotFail() throws {
        var size = CGSize(width: -1, height: -1)
        let p = try renderContext(20, 20) { c, _ in
            let image = c.resolve(Image(systemName: "no.such.symbol.anywhere"))
            size = image.size
            c.draw(image, at: CGPoint(x: 10, y: 10))
            c.draw(Image(systemName: "no.such.symbol.anywhere").resizable(), in: CGRect(x: 0, y: 0, width: 20, height: 20))
            // Drawing goes on after the unknown symbol.
            c.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .color(.black))
        }
        #expect(size == .zero)
        #expect(alpha(p, 10, 10) == 0)
        #expect(px(p, 1, 1) == [0, 0, 0, 255])
    }

    @Test func filledCirclesKnockOutTheirGlyph() throws {
        // checkmark.circle.fill: the check's second stroke runs from
        // (0.4, 0.78) to (0.84, 0.22) scaled by 0.56 about the centre, i.e.
        // (44.4, 65.7) to (69.0, 34.3); its midpoint (56.7, 50) is a hole.
        let p = try draw("checkmark.circle.fill")
        #expect(alpha(p, 56, 50) == 0)
        #expect(alpha(p, 20, 50) == 255)          // disc, away from the glyph
        #expect(alpha(p, 1, 1) == 0)              // outside the disc (corner)
        let ring = try draw("checkmark.circle")
        #expect(alpha(ring, 56, 50) == 255)       // the glyph itself
        #expect(alpha(ring, 50, 3) == 255)        // the ring: radius 0.455 ± 0.045 at the top
        #expect(alpha(ring, 50, 25) == 0)         // between ring and glyph
    }

    @Test func cutoutsAndGapsAreWhereTheDesignPutsThem() throws {
        let house = try draw("house.fill")
        #expect(alpha(house, 50, 80) == 0)        // door: x 0.4…0.6, y 0.62…0.95
        #expect(alpha(house, 25, 70) == 255)      // wall
        let pause = try draw("pause.fill")
        #expect(alpha(pause, 50, 50) == 0)        // gap between bars at x 0.4…0.6
        #expect(alpha(pause, 28, 50) == 255 && alpha(pause, 72, 50) == 255)
        let right = try draw("chevron.right"), left = try draw("chevron.left")
        #expect(alpha(right, 71, 50) == 255 && alpha(right, 30, 50) == 0)   // tip at x 0.72
        #expect(alpha(left, 28, 50) == 255 && alpha(left, 70, 50) == 0)
        let up = try draw("arrow.up")
        #expect(alpha(up, 50, 12) == 255 && alpha(up, 20, 80) == 0)        // tip at the top, shaft on x 0.5
    }

    @Test func overlappingPartsArePaintedOnce() throws {
        // lock.fill: the shackle's legs (x 0.29 ± 0.05) run into the body
        // (y from 0.44); at (0.29, 0.455) both cover. Half-transparent black
        // must stay 50 % there, not 75 %.
        let p = try draw("lock.fill", color: Color(red: 0, green: 0, blue: 0, opacity: 128.0 / 255))
        #expect(alpha(p, 29, 45) == 128)
        #expect(alpha(p, 50, 70) == 128)          // body alone
    }

    @Test func symbolsAreSortedAndUnique() {
        let names = Image.systemSymbolNames
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }
}
