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

/// A checkbox drawn by a custom toggle style.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            RoundedRectangle(cornerRadius: 4)
                .fill(configuration.isOn ? Color.green : Color.gray)
                .frame(width: 20, height: 20)
                .onTapGesture { configuration.isOn.toggle() }
                .accessibilityIdentifier("checkbox")
            configuration.label
        }
    }
}

/// A terms row ticked by a tap on its checkbox.
struct TermsRow: View {
    @State private var agreed = false

    var body: some View {
        Toggle("I agree", isOn: $agreed)
            .toggleStyle(CheckboxToggleStyle())
    }
}

/// A photo zoomed by pinching and moved by panning, as photo viewers write it: the pinch and the pan are
/// tracked in `@GestureState` while the fingers are down and kept in `@State` when they lift.
struct PinchToZoomPhoto: View {
    @State private var scale: CGFloat = 1
    @GestureState private var pinch: CGFloat = 1
    @State private var offset = CGSize.zero
    @GestureState private var pan = CGSize.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 0)
            .fill(.indigo)
            .frame(width: 60, height: 40)
            .scaleEffect(scale * pinch)
            .offset(x: offset.width + pan.width, y: offset.height + pan.height)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in
                        state = value.magnification
                    }
                    .onEnded { value in
                        scale *= value.magnification
                    }
                    .simultaneously(with: DragGesture()
                        .updating($pan) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        })
            )
            .accessibilityIdentifier("photo")
    }
}

/// A card turned by two fingers that stays where it is left.
struct RotatingCard: View {
    @State private var angle = Angle.zero
    @GestureState private var twist = Angle.zero

    var body: some View {
        RoundedRectangle(cornerRadius: 2)
            .fill(.orange)
            .frame(width: 80, height: 8)
            .rotationEffect(angle + twist)
            .gesture(
                RotateGesture()
                    .updating($twist) { value, state, _ in
                        state = value.rotation
                    }
                    .onEnded { value in
                        angle += value.rotation
                    }
            )
            .accessibilityIdentifier("card")
    }
}
