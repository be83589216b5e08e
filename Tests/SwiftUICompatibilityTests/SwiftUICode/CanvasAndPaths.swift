// Canvas with symbol views, and shapes built with path boolean operations.
import AnimGen

struct DotRow: View {
    var body: some View {
        Canvas { context, size in
            guard let dot = context.resolveSymbol(id: "dot") else { return }
            for index in 0..<4 {
                context.draw(dot, at: CGPoint(x: 20 + CGFloat(index) * 40, y: size.height / 2))
            }
        } symbols: {
            Circle()
                .fill(.blue)
                .frame(width: 16, height: 16)
                .tag("dot")
        }
        .frame(width: 160, height: 40)
    }
}

struct Donut: Shape {
    func path(in rect: CGRect) -> Path {
        let outer = Path(ellipseIn: rect)
        let inner = Path(ellipseIn: rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return outer.subtracting(inner)
    }
}

struct DonutView: View {
    var body: some View {
        Donut()
            .fill(.teal)
            .frame(width: 80, height: 80)
            .padding(10)
    }
}
