// README.md's first Swift block, verbatim, as the body of a function (a
// test target cannot hold top-level code). ReadmeExampleTests checks that
// the text is the README's own, so the README shows code that compiles.
import AnimGen

func readmeLibraryExample() throws {
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
    try pixmap.writePNG(to: "ring.png")
}
