// Small views built from the custom shapes, laid out away from the origin:
// padding, stacks, overlays, offsets, GeometryReader and Canvas.
import AnimGen

struct RatingView: View {
    var rating = 3

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<5) { index in
                Star()
                    .fill(index < rating ? Color.yellow : Color.gray)
                    .frame(width: 30, height: 30)
            }
        }
        .padding(20)
    }
}

struct HeartBadge: View {
    var body: some View {
        VStack(spacing: 8) {
            Heart()
                .fill(.red)
                .frame(width: 60, height: 54)
            Capsule()
                .fill(.pink)
                .frame(width: 80, height: 12)
        }
        .padding(.top, 30)
        .padding(.leading, 40)
        .frame(width: 200, height: 150, alignment: .topLeading)
    }
}

struct ArrowButton: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(.blue)
            .frame(width: 100, height: 60)
            .overlay(
                Arrow()
                    .fill(.white)
                    .padding(15)
            )
            .offset(x: 30, y: 20)
            .frame(width: 200, height: 120, alignment: .topLeading)
    }
}

struct CenteredDot: View {
    var body: some View {
        GeometryReader { proxy in
            Circle()
                .fill(.green)
                .frame(width: 20, height: 20)
                .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        }
        .frame(width: 100, height: 80)
        .padding(.leading, 50)
    }
}

struct EllipseCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
        }
        .frame(width: 60, height: 40)
        .padding(25)
    }
}

struct StarWindow: View {
    var body: some View {
        Color.purple
            .frame(width: 80, height: 80)
            .clipShape(Star())
            .padding(40)
    }
}

struct ProgressCard: View {
    @State private var progress = 0.0

    var body: some View {
        ProgressArc(progress: progress)
            .stroke(Color.mint, style: StrokeStyle(lineWidth: 10, lineCap: .butt))
            .frame(width: 100, height: 100)
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1)) {
                    progress = 1
                }
            }
    }
}

struct GrowingBar: View {
    @State private var grown = false

    var body: some View {
        Bar(fraction: grown ? 1 : 0.25, cornerRadius: grown ? 10 : 0)
            .fill(Color.indigo)
            .frame(width: 40, height: 100)
            .padding(.leading, 30)
            .frame(width: 100, height: 100, alignment: .leading)
            .onAppear {
                withAnimation(.easeInOut(duration: 2)) {
                    grown = true
                }
            }
    }
}

/// Apple's `hidden()` example with squares for the circles: the third one
/// keeps its place in the row but is not drawn.
struct RowWithAHiddenItem: View {
    var body: some View {
        HStack(spacing: 0) {
            Rectangle().fill(.red).frame(width: 10, height: 10)
            Rectangle().fill(.green).frame(width: 10, height: 10)
            Rectangle().fill(.blue).frame(width: 10, height: 10)
                .hidden()
            Rectangle().fill(.black).frame(width: 10, height: 10)
        }
    }
}
