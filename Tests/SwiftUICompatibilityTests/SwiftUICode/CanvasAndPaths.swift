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

/// CoreGraphics drawing code as it is written for UIKit views, run inside a
/// Canvas: a gradient, a shadowed card, an image drawn upright with the
/// usual flip, and a bitmap context's picture.
struct CoreGraphicsCard: View {
    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
                let locations: [CGFloat] = [0, 1]
                let space = CGColorSpaceCreateDeviceRGB()
                guard let gradient = CGGradient(colorsSpace: space, colors: colors as CFArray, locations: locations) else { return }
                cg.saveGState()
                cg.addRect(CGRect(x: 0, y: 0, width: 100, height: 20))
                cg.clip()
                cg.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
                cg.restoreGState()

                cg.saveGState()
                cg.setShadow(offset: CGSize(width: 4, height: 4), blur: 0, color: UIStyleShadow.color)
                cg.setFillColor(CGColor(gray: 1, alpha: 1))
                cg.fill(CGRect(x: 10, y: 30, width: 30, height: 20))
                cg.restoreGState()

                if let image = Self.checker() {
                    cg.saveGState()
                    cg.translateBy(x: 0, y: size.height)
                    cg.scaleBy(x: 1, y: -1)
                    cg.interpolationQuality = .none
                    cg.draw(image, in: CGRect(x: 60, y: 0, width: 20, height: 20))   // bottom-left corner of the canvas, upright
                    cg.restoreGState()
                }
            }
        }
        .frame(width: 100, height: 100)
    }

    /// A 2 × 2 picture drawn in a bitmap context: red on the bottom row (y up), clear above.
    static func checker() -> CGImage? {
        guard let bitmap = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(),
                                     bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        bitmap.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        return bitmap.makeImage()
    }
}

/// A shadow colour kept as UIKit code keeps it.
enum UIStyleShadow {
    static let color = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
}
