// Images: sampling (nearest vs bilinear), layout in a frame, files, errors,
// symbols, tiling, PNG round trip.
import Foundation
import ImageFiles
import Testing
@testable import SwiftUICore
import Raster
import Geometry

@Suite struct ImageTests {
    // A 2×2 image: red, green / blue, white (opaque).
    static let corners: [[Double]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
    static func twoByTwo() -> Pixmap {
        let p = Pixmap(width: 2, height: 2)
        for (i, c) in corners.enumerated() {
            p.setPixel(x: i % 2, y: i / 2, RGBA8(r: UInt8(c[0]), g: UInt8(c[1]), b: UInt8(c[2]), a: 255))
        }
        return p
    }

    func drawScaled(_ interpolation: Image.Interpolation) throws -> Pixmap {
        try renderContext(100, 100) { c, _ in
            c.draw(Image(pixmap: Self.twoByTwo()).interpolation(interpolation).resizable(),
                   in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
    }

    @Test func nearestKeepsBlocks() throws {
        let p = try drawScaled(.none)
        #expect(px(p, 10, 10) == [255, 0, 0, 255] && px(p, 49, 49) == [255, 0, 0, 255])
        #expect(px(p, 50, 10) == [0, 255, 0, 255] && px(p, 10, 50) == [0, 0, 255, 255])
        #expect(px(p, 99, 99) == [255, 255, 255, 255])
    }

    @Test func bilinearMixesBetweenPixelCentres() throws {
        let p = try drawScaled(.high)
        // Pixel x samples image coordinate u = (x + 0.5)/50 − 0.5, clamped at
        // the edges (the image's edge pixels extend, they do not fade).
        func expected(_ x: Int, _ y: Int) -> [Double] {
            let u = min(max((Double(x) + 0.5) / 50 - 0.5, 0), 1), v = min(max((Double(y) + 0.5) / 50 - 0.5, 0), 1)
            let c = Self.corners
            var out: [Double] = []
            for k in 0..<3 {
                let top: Double = c[0][k] * (1 - u) + c[1][k] * u
                let bottom: Double = c[2][k] * (1 - u) + c[3][k] * u
                out.append(top * (1 - v) + bottom * v)
            }
            return out + [255]
        }
        for (x, y) in [(0, 0), (10, 10), (49, 10), (50, 10), (30, 60), (60, 45), (75, 75), (99, 99), (20, 99)] {
            #expect(near(px(p, x, y), expected(x, y), 1.5), "(\(x), \(y)): \(px(p, x, y)) vs \(expected(x, y))")
        }
        #expect(px(p, 49, 10) != px(p, 50, 10))
    }

    @Test func fixedSizeImageIsCentredInItsFrame() throws {
        let p = try renderContext(20, 20) { c, _ in
            c.draw(Image(pixmap: Self.twoByTwo()), in: CGRect(x: 0, y: 0, width: 10, height: 10))
            c.draw(Image(pixmap: Self.twoByTwo(), scale: 2), at: CGPoint(x: 15, y: 15), anchor: .topLeading)
        }
        #expect(px(p, 4, 4) == [255, 0, 0, 255] && px(p, 5, 5) == [255, 255, 255, 255])
        #expect(px(p, 3, 4)[3] == 0 && px(p, 6, 4)[3] == 0)
        // Scale 2: 2 pixels are 1 point, so the image is 1×1 point, averaged by bilinear sampling.
        #expect(px(p, 15, 15)[3] == 255 && px(p, 14, 15)[3] == 0 && px(p, 16, 15)[3] == 0)
    }

    @Test func resolvedImageReportsSize() throws {
        _ = try renderContext(4, 4) { c, _ in
            let r = c.resolve(Image(pixmap: Pixmap(width: 30, height: 12), scale: 3))
            #expect(r.size == CGSize(width: 10, height: 4) && r.baseline == 4)
            let s = c.resolve(Image(systemName: "sparkle"))
            #expect(s.size.width == s.size.height && s.size.height > 0)
        }
    }

    @Test func pngRoundTripThroughFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-image-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try renderContext(24, 16) { c, size in
            c.fill(Path(CGRect(origin: .zero, size: size)),
                   with: .linearGradient(Gradient(colors: [.orange, .purple]), startPoint: .zero,
                                         endPoint: CGPoint(x: 24, y: 16)))
        }
        let path = dir.appendingPathComponent("g.png").path
        try Data(pngData(original)).write(to: URL(fileURLWithPath: path))
        let image = try Image(contentsOfFile: path)
        let again = try renderContext(24, 16) { c, _ in c.draw(image, at: .zero, anchor: .topLeading) }
        #expect(again == original)
        // The same file by name, without its extension, relative to nothing.
        let byName = try renderContext(24, 16) { c, _ in
            c.draw(Image(String(path.dropLast(4))), at: .zero, anchor: .topLeading)
        }
        #expect(byName == original)
    }

    @Test func aMissingNameDrawsNothingAndWarnsACorruptFileIsAClearError() throws {
        // SwiftUI draws nothing for a name no asset catalog holds and logs
        // "No image named … found in asset catalog": an empty image, one warning.
        let missing = "/nonexistent/dir/picture"
        let p = try renderContext(4, 4) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .color(.white))
            c.draw(Image(missing), at: CGPoint(x: 2, y: 2))
        }
        #expect(px(p, 1, 1) == [255, 255, 255, 255] && px(p, 2, 2) == [255, 255, 255, 255])
        #expect(WarningLog.shared.hasGiven("No image named '\(missing)'"))
        #expect(WarningLog.shared.hasGiven(missing + ".png"))
        var size: CGSize?
        _ = try renderContext(4, 4) { c, _ in size = c.resolve(Image(missing)).size }
        #expect(size == .zero)
        #expect(throws: ImageError.self) { try Image(contentsOfFile: "/nonexistent/x.png") }

        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-corrupt-\(getpid()).png")
        try Data("not a png at all".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        do {
            _ = try Image(contentsOfFile: bad.path)
            Issue.record("expected an error")
        } catch let e as ImageError {
            #expect(e.kind == .unreadable && e.description.contains(bad.path))
        }
    }

    @Test func sparkleIsAFourPointedStar() throws {
        let p = try renderContext(100, 100) { c, _ in
            c.draw(Image(systemName: "sparkle").resizable(), in: CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(px(p, 50, 50) == [0, 0, 0, 255])              // foreground: black
        for (x, y) in [(50, 3), (96, 50), (50, 96), (3, 50)] { #expect(px(p, x, y)[3] > 0, "tip (\(x), \(y))") }
        for (x, y) in [(20, 20), (80, 20), (20, 80), (80, 80)] { #expect(px(p, x, y)[3] == 0, "gap (\(x), \(y))") }
        // Four-fold symmetric.
        for (x, y) in [(40, 30), (35, 45), (48, 12)] {
            #expect(abs(px(p, x, y)[3] - px(p, 99 - x, y)[3]) <= 1)
            #expect(abs(px(p, x, y)[3] - px(p, x, 99 - y)[3]) <= 1)
        }
    }

    @Test func symbolsTakeShading() throws {
        for name in ["star.fill", "heart.fill", "circle.fill", "mountain.2.fill", "sparkles", "checkmark"] {
            #expect(Image.systemSymbolNames.contains(name))
        }
        let p = try renderContext(40, 40) { c, _ in
            var star = c.resolve(Image(systemName: "star.fill"))
            star.shading = .color(rgb8(255, 204, 0))
            c.draw(star, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        #expect(px(p, 20, 21) == [255, 204, 0, 255])
        // Unknown names: see SymbolCatalogTests (SwiftUI draws nothing).
    }

    @Test func templateImagesUseOnlyTheirAlpha() throws {
        let icon = Pixmap(width: 2, height: 1)
        icon.setPixel(x: 0, y: 0, RGBA8(r: 200, g: 10, b: 10, a: 255))   // opaque
        icon.setPixel(x: 1, y: 0, RGBA8(r: 0, g: 0, b: 0, a: 0))         // clear
        let p = try renderContext(20, 10) { c, _ in
            var r = c.resolve(Image(pixmap: icon).renderingMode(.template).interpolation(.none).resizable())
            r.shading = .color(rgb8(0, 0, 255))
            c.draw(r, in: CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(px(p, 5, 5) == [0, 0, 255, 255] && px(p, 15, 5) == [0, 0, 0, 0])
    }

    @Test func tiledImageRepeats() throws {
        let p = try renderContext(60, 20) { c, _ in
            c.fill(Path(CGRect(x: 0, y: 0, width: 60, height: 20)),
                   with: .tiledImage(Image(pixmap: Self.twoByTwo()).interpolation(.none), origin: CGPoint(x: 3, y: 0),
                                     scale: 5))
        }
        // Tiles of 10×10 points starting at x = 3: image pixel (i, j) covers
        // x ∈ [3 + 10k + 5i, …+5), y ∈ [10m + 5j, …+5).
        for x in 0..<60 {
            for y in [2, 7] {
                let i = ((x - 3) % 10 + 10) % 10 / 5, j = y / 5
                #expect(px(p, x, y) == Self.corners[j * 2 + i].map(Int.init) + [255], "(\(x), \(y))")
            }
        }
    }
}
