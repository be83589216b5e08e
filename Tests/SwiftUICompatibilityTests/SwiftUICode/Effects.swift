// Geometry effects, animatable modifiers, implicit animation and borders,
// written the way SwiftUI code writes them.
import AnimGen

/// The "wrong password" shake: one unit of animatableData is three shakes.
struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

struct ShakeDemo: View {
    @State private var attempts = 0

    var body: some View {
        Rectangle()
            .fill(.red)
            .frame(width: 40, height: 40)
            .modifier(Shake(animatableData: CGFloat(attempts)))
            .padding(20)
            .onAppear {
                withAnimation(.linear(duration: 1)) {
                    attempts += 1
                }
            }
    }
}

struct FlipCard: View {
    var angle: Double
    var perspective: CGFloat = 1

    var body: some View {
        Color.blue
            .frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0), perspective: perspective)
            .padding(20)
    }
}

/// A fill that grows from the leading edge as `progress` animates.
struct ProgressFill: AnimatableModifier {
    var progress: CGFloat

    var animatableData: CGFloat {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content.overlay(alignment: .leading) {
            GeometryReader { proxy in
                Rectangle()
                    .fill(.green)
                    .frame(width: proxy.size.width * progress)
            }
        }
    }
}

struct LoadingBar: View {
    @State private var progress: CGFloat = 0

    var body: some View {
        Color.white
            .frame(width: 200, height: 20)
            .modifier(ProgressFill(progress: progress))
            .padding(10)
            .onAppear {
                withAnimation(.linear(duration: 1)) {
                    progress = 1
                }
            }
    }
}

struct Pulse: View {
    @State private var expanded = false

    var body: some View {
        Circle()
            .fill(.orange)
            .frame(width: expanded ? 80 : 40, height: expanded ? 80 : 40)
            .animation(.linear(duration: 1))
            .frame(width: 100, height: 100)
            .onAppear {
                expanded = true
            }
    }
}

struct BorderedTile: View {
    var body: some View {
        Color.yellow
            .frame(width: 60, height: 40)
            .border(Color.black, width: 4)
            .padding(10)
    }
}

/// Only the fade is animated; the width change jumps.
struct ScopedFade: View {
    @State private var on = false

    var body: some View {
        Color.blue
            .frame(width: on ? 40 : 20, height: 20)
            .animation(.linear(duration: 1)) { content in
                content.opacity(on ? 1 : 0.2)
            }
            .frame(width: 60, height: 40)
            .onAppear { on = true }
    }
}

/// The fade runs twice as fast as the change's animation; the width follows the change.
struct QuickFade: View {
    @State private var on = false

    var body: some View {
        Color.blue
            .frame(width: on ? 40 : 20, height: 20)
            .transaction { transaction in
                transaction.animation = transaction.animation?.speed(2)
            } body: { content in
                content.opacity(on ? 1 : 0)
            }
            .frame(width: 60, height: 40)
            .onAppear {
                withAnimation(.linear(duration: 1)) { on = true }
            }
    }
}

/// A bar grown inside `withTransaction(\.animation, …)`.
struct KeyPathTransactionBar: View {
    @State private var wide = false

    var body: some View {
        Color.green
            .frame(width: wide ? 60 : 20, height: 10)
            .frame(width: 60, height: 10, alignment: .leading)
            .onAppear {
                withTransaction(\.animation, .linear(duration: 1)) { wide = true }
            }
    }
}

/// A bar whose length follows the timeline's date: 10 + 20 per second.
struct ScheduledBar<Schedule: TimelineSchedule>: View {
    var schedule: Schedule

    var body: some View {
        TimelineView(schedule) { context in
            Color.orange
                .frame(width: 10 + 20 * context.date.timeIntervalSinceReferenceDate, height: 10)
                .opacity(context.cadence == .live ? 1 : 0)
                .frame(width: 100, height: 10, alignment: .leading)
        }
    }
}
