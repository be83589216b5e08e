// Animations started and paced the way app code does it: from the main
// queue after a delay, from timers, from a `.task` that sleeps. Only
// `import SwiftUI` became `import AnimGen`.
import AnimGen

/// A shimmer band that starts sweeping a quarter second after the view appears.
struct DelayedShimmer: View {
    @State private var bandX: CGFloat = -20

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(Color.gray)
            Rectangle()
                .fill(Color.white)
                .frame(width: 20)
                .offset(x: bandX)
        }
        .frame(width: 200, height: 20)
        .clipped()
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    bandX = 200
                }
            }
        }
    }
}

/// The ring every progress view draws: a quarter more each tick.
struct TickRing: View {
    var progress: Double

    var body: some View {
        Circle()
            .trim(from: 0, to: progress)
            .stroke(Color.blue, lineWidth: 10)
            .rotationEffect(.degrees(-90))
            .frame(width: 80, height: 80)
    }
}

/// A ring filled by a scheduled timer that stops itself after three ticks.
struct ScheduledTimerRing: View {
    @State private var ticks = 0

    var body: some View {
        TickRing(progress: Double(ticks) * 0.25)
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                    ticks += 1
                    if ticks == 3 {
                        timer.invalidate()
                    }
                }
            }
    }
}

/// A ring filled by `Timer.publish`, each tick animated over the next half second.
struct PublishedTimerRing: View {
    @State private var progress = 0.0
    let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

    var body: some View {
        TickRing(progress: progress)
            .onReceive(timer) { _ in
                withAnimation(.linear(duration: 0.5)) {
                    progress = min(progress + 0.25, 1)
                }
            }
    }
}

/// Three dots raised one after the other by a sleeping task.
struct TypingIndicator: View {
    @State private var raised = [false, false, false]

    var body: some View {
        HStack(spacing: 10) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 20, height: 20)
                    .offset(y: raised[index] ? -10 : 0)
            }
        }
        .task {
            for index in 0..<3 {
                try? await Task.sleep(for: .seconds(0.2))
                withAnimation(.easeInOut(duration: 0.4)) {
                    raised[index] = true
                }
            }
        }
    }
}

/// A dot that fades in after a `Task` started in `onAppear` sleeps 300 ms.
struct DelayedDot: View {
    @State private var visible = false

    var body: some View {
        Circle()
            .fill(Color.black)
            .frame(width: 20, height: 20)
            .opacity(visible ? 1 : 0)
            .onAppear {
                Task {
                    try await Task.sleep(nanoseconds: 300_000_000)
                    visible = true
                }
            }
    }
}

/// Work sent to a background queue: not on a render's clock.
struct BackgroundQueueDot: View {
    var body: some View {
        Circle()
            .onAppear {
                DispatchQueue.global(qos: .userInitiated).async {
                    let total = (1...1000).reduce(0, +)
                    print(total)
                }
            }
    }
}
