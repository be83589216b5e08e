// The DocC articles' code (Sources/AnimGen/AnimGen.docc), verbatim: each
// function's body is its article's `swift` blocks in order, so the articles
// show code that compiles. DocCArticleChecks compares the text and runs it.
import AnimGen

func drawAShapeArticle() throws {
    struct Star: Shape {
        var points = 5

        func path(in rect: CGRect) -> Path {
            let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
            let outer = min(rect.width, rect.height) / 2, inner = outer * 0.4
            var path = Path()
            for corner in 0..<(points * 2) {
                let radius = corner.isMultiple(of: 2) ? outer : inner
                let angle = Double(corner) * .pi / Double(points) - .pi / 2
                let point = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
                if corner == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
    }

    let badge = ZStack {
        Circle().fill(Color.indigo)
        Star().fill(Color.yellow).padding(12)
    }
    .frame(width: 100, height: 100)

    let renderer = ImageRenderer(content: badge)
    renderer.scale = 2
    try renderer.render().writePNG(to: "badge.png")
    let canvas = Canvas { context, size in
        let bar = Path(roundedRect: CGRect(x: 10, y: 10, width: size.width - 20, height: 20), cornerRadius: 10)
        context.fill(bar, with: .color(.green))
        context.stroke(bar, with: .color(.black), lineWidth: 2)
    }
    try canvas.render(width: 200, height: 40).writePNG(to: "bar.png")
}

@discardableResult
func animateAValueArticle() throws -> Pixmap {
    struct Gauge: Shape {
        var level: Double

        var animatableData: Double {
            get { level }
            set { level = newValue }
        }

        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * level, height: rect.height))
        }
    }

    struct Meter: View {
        var level: Double
        var body: some View {
            Gauge(level: level).fill(Color.orange).frame(width: 200, height: 20)
        }
    }

    let animation = ViewAnimation(Meter(level: 0), width: 200, height: 20)
        .at(0.5, animation: .easeInOut(duration: 1)) { $0.level = 1 }
    let scene = ViewScene(name: "meter", summary: "A gauge that fills", animation: animation,
                          defaultSettings: SceneSettings(width: 200, height: 20, frameRate: .fps30, duration: 2))
    let renderer = try scene.makeRenderer(for: scene.defaultSettings)
    let halfway = try renderer.render(frame: 30)
    return halfway
}

func renderASceneToAFileArticle() throws {
    let settings = SceneSettings(width: 320, height: 180, frameRate: .fps30, duration: 1)
    try FireworksScene().render(to: "fireworks.mp4", settings: settings,
                                options: EncodeOptions(crf: 20, preset: .fast)) { done, total in
        if done == total { print("wrote \(total) frames") }
    }
}

func renderAViewToAVideoArticle() throws {
    struct Pulse: View {
        @State private var grown = false

        var body: some View {
            Circle()
                .fill(.blue)
                .frame(width: 40, height: 40)
                .scaleEffect(grown ? 2 : 1)
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.easeInOut(duration: 1).repeatForever()) {
                            grown = true
                        }
                    }
                }
        }
    }

    try ViewAnimation(Pulse(), width: 100, height: 100, scale: 2).render(to: "pulse.gif", duration: 2)
}
