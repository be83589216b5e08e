// Transitions as SwiftUI code writes them: push, a custom Transition, a
// modifier transition, an attached animation and blurReplace. Each card is
// 40 × 40 at (10, 10) in a 60 × 60 picture and changes at t = 0.
import AnimGen

/// A card that comes in (or goes out) through `transition`.
struct TransitionStage: View {
    var transition: AnyTransition
    var inserting = true
    var animated = true
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown != !inserting {
                Color.blue
                    .frame(width: 40, height: 40)
                    .transition(transition)
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

struct RisingCard: View {
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown {
                Color.blue
                    .frame(width: 40, height: 40)
                    .transition(RiseAndFade())
            }
        }
        .frame(width: 40, height: 40)
        .padding(10)
        .onAppear {
            withAnimation(.linear(duration: 1)) { shown = true }
        }
    }
}

struct BlurringCard: View {
    @State private var shown = false

    var body: some View {
        ZStack {
            if shown {
                Color.blue
                    .frame(width: 40, height: 40)
                    .transition(.blurReplace)
            }
        }
        .frame(width: 40, height: 40)
        .padding(10)
        .onAppear {
            withAnimation(.linear(duration: 1)) { shown = true }
        }
    }
}
