// Per-corner radii, the container-relative shape, fixed-size shapes and
// animated corner radii and unit points, written as SwiftUI code uses them.
import AnimGen

struct TabCard: View {
    var body: some View {
        Rectangle()
            .fill(.indigo)
            .frame(width: 40, height: 40)
            .clipShape(.rect(topLeadingRadius: 20, style: .circular))
            .padding(10)
    }
}

struct SpeechBubble: View {
    var body: some View {
        UnevenRoundedRectangle(cornerRadii: .init(bottomTrailing: 20), style: .circular)
            .fill(.teal)
            .frame(width: 40, height: 40)
            .padding(10)
    }
}

struct WidgetTile: View {
    var body: some View {
        ZStack {
            ContainerRelativeShape()
                .fill(.orange)
            ContainerRelativeShape()
                .inset(by: 4)
                .fill(.white)
        }
        .frame(width: 30, height: 20)
        .padding(5)
    }
}

struct FixedDots: View {
    var body: some View {
        ZStack {
            Circle()
                .size(width: 20, height: 20)
                .fill(.red)
            Circle()
                .size(width: 20, height: 20, anchor: .bottomTrailing)
                .fill(.blue)
        }
        .frame(width: 60, height: 60)
        .padding(10)
    }
}

/// A dot that travels to `position`, animatable through its unit point.
struct Marker: Shape {
    var position: UnitPoint

    var animatableData: UnitPoint.AnimatableData {
        get { position.animatableData }
        set { position.animatableData = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.minX + rect.width * position.x, y: rect.minY + rect.height * position.y)
        return Path(ellipseIn: CGRect(x: center.x - 5, y: center.y - 5, width: 10, height: 10))
    }
}

struct TravellingMarker: View {
    @State private var end = false

    var body: some View {
        Marker(position: end ? .bottomTrailing : .topLeading)
            .fill(.black)
            .frame(width: 80, height: 80)
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1)) { end = true }
            }
    }
}

struct RoundingCorner: View {
    @State private var radius: CGFloat = 0

    var body: some View {
        UnevenRoundedRectangle(topLeadingRadius: radius, style: .circular)
            .fill(.green)
            .frame(width: 40, height: 40)
            .onAppear {
                withAnimation(.linear(duration: 1)) { radius = 40 }
            }
    }
}

/// A row whose tap area is the whole capsule, as list rows often do.
struct TappableRow: View {
    var body: some View {
        HStack(spacing: 0) {
            Circle().fill(.red).frame(width: 20, height: 20)
            Spacer().frame(width: 20)
        }
        .contentShape(Capsule())
        .contentShape(.hoverEffect, Rectangle())
        .allowsHitTesting(true)
        .padding(5)
    }
}

/// A platter clipped to the button border shape its container sets.
struct BorderPlatter: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 60, height: 20).clipShape(.buttonBorder)
            Color.blue.frame(width: 60, height: 20).clipShape(.buttonBorder).buttonBorderShape(.circle)
            Color.blue.frame(width: 60, height: 20).background(.red, in: .buttonBorder).buttonBorderShape(.roundedRectangle(radius: 0))
            ButtonBorderShape.capsule.inset(by: 5).fill(.green).frame(width: 60, height: 20)
        }
    }
}
