import Foundation
import Geometry
import Raster
import SwiftUICore
import Particles

/// The everyday scenes of bench/SCENES.md (cards, text, images, blur),
/// drawn through `GraphicsContext` the way a SwiftUI `Canvas` would.
enum EverydayBenchScene: String, CaseIterable {
    case cards, text, images, blur

    static let width = BenchScene.width, height = BenchScene.height

    struct Card { var rect: CGRect; var shadowRadius: Double; var c0, c1: Color; var title: String }
    struct Placement { var cx, cy, scale, angle, opacity: Double }

    /// Everything drawn, generated once (not timed).
    enum Items {
        case cards([Card])
        case text
        case images(Image, [Placement])
        case blur(BenchScene.Items)
    }

    func items() -> Items {
        switch self {
        case .cards:
            var rng = SplitMix64(seed: 4)
            return .cards((0..<12).map { i in
                let rect = CGRect(x: 40 + Double(i % 4) * 310, y: 40 + Double(i / 4) * 230, width: 270, height: 190)
                let radius = 8 + rng.nextUnit() * 22
                let (r0, g0, b0) = BenchScene.hsv(rng.nextUnit(), 0.5, 1.0)
                let (r1, g1, b1) = BenchScene.hsv(rng.nextUnit(), 0.7, 0.8)
                return Card(rect: rect, shadowRadius: radius, c0: Color(red: r0, green: g0, blue: b0),
                            c1: Color(red: r1, green: g1, blue: b1), title: "Card \(i + 1)")
            })
        case .text:
            return .text
        case .images:
            var rng = SplitMix64(seed: 5)
            let placements = (0..<40).map { _ in
                Placement(cx: rng.nextUnit() * 1280, cy: rng.nextUnit() * 720, scale: 0.25 + rng.nextUnit(),
                          angle: rng.nextUnit() * 2 * Double.pi, opacity: 0.3 + rng.nextUnit() * 0.7)
            }
            return .images(Image(pixmap: Self.sourceImage()), placements)
        case .blur:
            return .blur(BenchScene.stars.items())
        }
    }

    /// The images scene's picture: 256 × 256, red = x, green = y, blue 255
    /// on the dark squares of a 32-pixel checkerboard, opaque.
    static func sourceImage() -> Pixmap {
        let p = Pixmap(width: 256, height: 256)
        for y in 0..<256 {
            for x in 0..<256 {
                p.setPixel(x: x, y: y, RGBA8(r: UInt8(x), g: UInt8(y), b: (x / 32 + y / 32) % 2 == 1 ? 255 : 0, a: 255))
            }
        }
        return p
    }

    static let bodyLines = ["Lorem ipsum dolor sit amet,", "consectetur 12.34 €"]
    static let paragraph = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs."
    static let rightToLeft = "שלום עולם, זוהי שורה מימין לשמאל"
    /// Line k of the text scene: size, design, baseline-free top y.
    static func textLine(_ k: Int) -> (size: Double, design: Font.Design, top: Double) {
        let sizes: [Double] = [12, 14, 16, 18, 24, 32]
        let designs: [Font.Design] = [.default, .serif, .monospaced]
        var top = 16.0
        for j in 0..<k { top += sizes[j % 6] * 1.5 }
        return (sizes[k % 6], designs[k % 3], top)
    }
    static let textLines = 21
    static let rightToLeftLine = 10

    /// One timed frame: clear, build every path, paint and text, draw everything.
    static func draw(_ items: Items, into pixmap: Pixmap, threads: Int) throws {
        pixmap.clear(to: RGBA8(r: 255, g: 255, b: 255, a: 255))
        try GraphicsContext.draw(into: pixmap, threads: threads) { context in
            switch items {
            case .cards(let cards):
                for card in cards {
                    var shadowed = context
                    shadowed.addFilter(.shadow(color: Color(.sRGB, white: 0, opacity: 0.35), radius: card.shadowRadius,
                                               x: 0, y: card.shadowRadius / 2))
                    let gradient = Gradient(colors: [card.c0, card.c1])
                    shadowed.fill(Path(roundedRect: card.rect, cornerRadius: 16, style: .circular),
                                  with: .linearGradient(gradient, startPoint: CGPoint(x: card.rect.minX, y: card.rect.minY),
                                                        endPoint: CGPoint(x: card.rect.minX, y: card.rect.maxY)))
                    let x = card.rect.minX + 20
                    context.draw(Text(card.title).font(.system(size: 22, weight: .bold)).foregroundColor(.white),
                                 at: CGPoint(x: x, y: card.rect.minY + 20), anchor: .topLeading)
                    for (k, line) in bodyLines.enumerated() {
                        context.draw(Text(line).font(.system(size: 14)).foregroundColor(.white),
                                     at: CGPoint(x: x, y: card.rect.minY + 60 + Double(k) * 22), anchor: .topLeading)
                    }
                }
            case .text:
                for k in 0..<textLines {
                    let line = textLine(k)
                    let font = Font.system(size: line.size, design: line.design)
                    if k == rightToLeftLine {
                        // DejaVu Sans, the face with Hebrew.
                        context.draw(Text(rightToLeft).font(.system(size: line.size)).foregroundColor(.black),
                                     at: CGPoint(x: 1260, y: line.top), anchor: .topTrailing)
                    } else {
                        context.draw(Text(paragraph).font(font).foregroundColor(.black),
                                     at: CGPoint(x: 20, y: line.top), anchor: .topLeading)
                    }
                }
            case let .images(image, placements):
                let resolved = context.resolve(image)
                for p in placements {
                    var c = context
                    c.opacity = p.opacity
                    c.translateBy(x: p.cx, y: p.cy)
                    c.rotate(by: .radians(p.angle))
                    c.scaleBy(x: p.scale, y: p.scale)
                    c.draw(resolved, at: .zero, anchor: .center)
                }
            case .blur(let stars):
                var blurred = context
                blurred.addFilter(.blur(radius: 12))
                blurred.drawLayer { layer in
                    guard case .stars(let list) = stars else { return }
                    for s in list {
                        var path = Path()
                        path.move(to: s.points[0])
                        for q in s.points.dropFirst() { path.addLine(to: q) }
                        path.closeSubpath()
                        BenchScene.addCircle(&path, s.cx, s.cy, 0.3 * s.radius)
                        let gradient = Gradient(colors: [Self.color(s.c0), Self.color(s.c1)])
                        layer.fill(path, with: .linearGradient(gradient, startPoint: CGPoint(x: s.cx, y: s.cy - s.radius),
                                                               endPoint: CGPoint(x: s.cx, y: s.cy + s.radius)),
                                   style: FillStyle(eoFill: s.evenOdd))
                    }
                }
            }
        }
    }

    private static func color(_ c: RGBAColor) -> Color {
        Color(red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }
}
