// A custom shape is a view: every view modifier applies to it directly,
// as in SwiftUI, not only the ones someone thought to forward.
import AnimGen

/// The upper-left half of its rect.
struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.addLines([.zero, CGPoint(x: rect.width, y: 0), CGPoint(x: 0, y: rect.height)])
            path.closeSubpath()
        }
    }
}

struct WedgeStrip: View {
    var body: some View {
        HStack(spacing: 0) {
            Wedge()
                .foregroundStyle(.red, .blue)
                .frame(width: 40, height: 40)
            Wedge()
                .colorInvert()
                .frame(width: 40, height: 40)
            Wedge()
                .overlay(.blue, in: Rectangle().inset(by: 10))
                .frame(width: 40, height: 40)
            Wedge()
                .contentShape(Rectangle())
                .id("last")
                .transition(.opacity)
                .tint(.green)
                .alignmentGuide(VerticalAlignment.center) { $0[VerticalAlignment.center] }
                .frame(width: 40, height: 40)
        }
    }
}

/// A custom shape returned where a view is expected, and erased.
func wedgeIcon() -> some View { Wedge() }
func erasedWedges() -> [AnyView] { [AnyView(Wedge()), AnyView(Wedge().offset(x: 5))] }
