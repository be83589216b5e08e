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

/// Canvases kept in typed properties, spelled as SwiftUI code spells them.
struct StoredCanvases: View {
    let plain: Canvas<EmptyView> = Canvas { context, size in
        context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
    }

    var body: some View {
        HStack(spacing: 0) {
            plain.frame(width: 10, height: 10)
            marked.frame(width: 10, height: 10)
        }
    }

    var marked: some View {
        Canvas { context, size in
            if let dot = context.resolveSymbol(id: 0) {
                context.draw(dot, in: CGRect(origin: .zero, size: size))
            }
        } symbols: {
            Color.blue.frame(width: 6, height: 6).tag(0)
        }
    }
}

/// A canvas filling with `.foreground`, styled from outside as views are.
struct ForegroundCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .foreground)
        }
        .frame(width: 20, height: 20)
        .foregroundStyle(Color(red: 0, green: 0.6, blue: 0))
        .padding(10)
    }
}

/// Older CoreGraphics drawing code run inside a Canvas.
struct CoreGraphicsSketch: View {
    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
                cg.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
                cg.translateBy(x: 40, y: 0)
                cg.setStrokeColor(gray: 0, alpha: 1)
                cg.setLineWidth(4)
                cg.move(to: CGPoint(x: 0, y: 50))
                cg.addLine(to: CGPoint(x: 40, y: 50))
                cg.strokePath()
                cg.saveGState()
                cg.setAlpha(0.5)
                cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
                cg.restoreGState()
                cg.fill(CGRect(x: 30, y: 70, width: 10, height: 10))   // red again, alpha 1
            }
            var faded = context
            faded.opacity = 0.5
            faded.withCGContext { cg in
                cg.setFillColor(.black)
                cg.fill(CGRect(x: 0, y: 90, width: 10, height: 10))
            }
        }
        .frame(width: 100, height: 100)
    }
}
