// Views started by a tap or moved by a drag, written as apps write them:
// their state is `@State private`, so only a scripted touch can change it.
import AnimGen

/// A button that bursts eight dots out from behind it when tapped.
struct ConfettiButton: View {
    @State private var burst = false
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]

    var body: some View {
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                let angle = Double(i) * .pi / 4
                Circle()
                    .fill(colors[i])
                    .frame(width: 12, height: 12)
                    .offset(x: burst ? cos(angle) * 120 : 0, y: burst ? sin(angle) * 120 : 0)
            }
            .allowsHitTesting(false)
            Button("Celebrate") {
                withAnimation(.linear(duration: 1)) { burst = true }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

/// Four tabs with a highlight that slides to the tab tapped.
struct SlidingTabs: View {
    @Namespace private var tabs
    @State private var selected = 0

    var body: some View {
        ZStack(alignment: .topLeading) {
            HStack(spacing: 0) {
                ForEach(0..<4) { index in
                    Color.clear
                        .frame(width: 30, height: 10)
                        .matchedGeometryEffect(id: index, in: tabs)
                        .contentShape(Rectangle())
                        .onTapGesture {
                            withAnimation(.linear(duration: 1)) { selected = index }
                        }
                        .accessibilityIdentifier("tab\(index)")
                }
            }
            Rectangle()
                .fill(.black)
                .matchedGeometryEffect(id: selected, in: tabs, isSource: false)
                .allowsHitTesting(false)
        }
        .frame(width: 120, height: 10, alignment: .topLeading)
    }
}

/// A settings row whose switch is flipped by a tap.
struct WiFiRow: View {
    @State private var isOn = false

    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
    }
}

/// A card that follows a drag and stays where it is dropped.
struct DraggableCard: View {
    @State private var position = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(.blue)
            .frame(width: 40, height: 40)
            .offset(x: position.width + dragOffset.width, y: position.height + dragOffset.height)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        position.width += value.translation.width
                        position.height += value.translation.height
                    }
            )
            .accessibilityIdentifier("card")
    }
}

/// A custom button style that turns red while pressed, and a lamp the button lights.
struct PressableLamp: View {
    @State private var lit = false

    var body: some View {
        VStack(spacing: 10) {
            Circle()
                .fill(lit ? Color.green : Color.gray)
                .frame(width: 20, height: 20)
            Button {
                lit.toggle()
            } label: {
                Color.clear.frame(width: 60, height: 30)
            }
            .buttonStyle(RedWhenPressed())
            .accessibilityLabel("Light")
        }
    }
}

struct RedWhenPressed: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .background(configuration.isPressed ? Color.red : Color.blue)
    }
}

/// A prominent button, for its own pressed look.
struct ProminentButton: View {
    var body: some View {
        Button("Save") {}
            .buttonStyle(.borderedProminent)
            .tint(.blue)
    }
}
