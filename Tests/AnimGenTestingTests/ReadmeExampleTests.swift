import AnimGen
import Foundation
import Testing

/// The library example in README.md, verbatim apart from the output path:
/// it must compile against `import AnimGen` and draw what it says.
@Test func readmeRingExampleRenders() throws {
    let canvas = Canvas { context, size in
        let ring = Path { p in
            p.addArc(center: CGPoint(x: size.width / 2, y: size.height / 2), radius: 40,
                     startAngle: .degrees(-90), endAngle: .degrees(200), clockwise: false)
        }
        context.stroke(ring, with: .linearGradient(Gradient(colors: [.pink, .orange]),
                                                   startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)),
                       style: StrokeStyle(lineWidth: 12, lineCap: .round))
    }
    let pixmap = try canvas.render(width: 120, height: 120, scale: 2)
    #expect(pixmap.width == 240 && pixmap.height == 240)
    // The ring passes through 12 o'clock (start, x = 60 pt) and 3 o'clock
    // (x = 100 pt, y = 60 pt) but not 10 o'clock (240° → 290°: not swept).
    #expect(pixmap.pixel(x: 120, y: 40).a == 255)            // (60, 20) pt: top of the ring
    #expect(pixmap.pixel(x: 200, y: 120).a == 255)           // (100, 60) pt: right of the ring
    let tenOClock = (x: 60 + 40 * cos(Double.pi * 7 / 6), y: 60 + 40 * sin(Double.pi * 7 / 6))
    #expect(pixmap.pixel(x: Int(tenOClock.x * 2), y: Int(tenOClock.y * 2)).a == 0)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("readme-ring-\(getpid()).png")
    try pixmap.writePNG(to: url.path)
    #expect(FileManager.default.fileExists(atPath: url.path))
    try? FileManager.default.removeItem(at: url)
}
