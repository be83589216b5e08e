// Transitions as SwiftUI code writes them: push, a custom Transition, a
// modifier transition, an attached animation and blurReplace. Each card is
// 40 × 40 at (10, 10) in a 60 × 60 picture and changes at t = 0.
import AnimGen

/// A stage where `card` comes in (or goes out) at t = 0.
struct TransitionStage<Card: View>: View {
    var inserting = true
    var animated = true
    @ViewBuilder var card: Card
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown != !inserting {
                card
            }
        }
        .frame(width: 40, height: 40)
        .padding(10)
        .onAppear {
            if animated {
                withAnimation(.linear(duration: 1)) { shown = true }
            } else {
                shown = true
            }
        }
    }
}

/// The blue card of every stage.
struct BlueCard: View {
    var body: some View {
        Color.blue.frame(width: 40, height: 40)
    }
}

/// Rises from below while fading in; sinks while fading out.
struct RiseAndFade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .opacity(phase.isIdentity ? 1 : 0)
            .offset(y: phase.value * -20)
    }
}

struct Dim: ViewModifier {
    var level: Double

    func body(content: Content) -> some View {
        content.opacity(level)
    }
}

/// A greeting that grows and turns red, its glyphs interpolated.
struct GrowingGreeting: View {
    var big = false

    var body: some View {
        Text("Hi")
            .font(.system(size: big ? 40 : 20))
            .foregroundStyle(big ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
            .contentTransition(.interpolate)
            .frame(width: 120, height: 60)
    }
}

/// The greeting drawn still at one size and colour.
struct StillGreeting: View {
    var size: CGFloat
    var color: Color

    var body: some View {
        Text("Hi")
            .font(.system(size: size))
            .foregroundStyle(color)
            .frame(width: 120, height: 60)
    }
}
