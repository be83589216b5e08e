// Work a view starts and SwiftUI stops when the view goes away: a `.task`
// ("SwiftUI will automatically cancel the task at some point after the
// view disappears") and an `onReceive` subscription. Each ticker counts
// into its parent's state while it is shown; the parent removes it after
// 0.35 s and draws the count as a bar 10 points a tick.
import AnimGen

/// Counts every 0.1 s in a task until it is cancelled.
struct TaskTicker: View {
    @Binding var ticks: Int
    @Binding var stopped: Bool

    var body: some View {
        Color.clear
            .frame(width: 10, height: 10)
            .task {
                while !Task.isCancelled {
                    do {
                        try await Task.sleep(for: .seconds(0.1))
                        try Task.checkCancellation()
                        ticks += 1
                    } catch {
                        stopped = true
                    }
                }
            }
    }
}

/// Counts each time a 0.1 s timer fires, through onReceive.
struct TimerTicker: View {
    @Binding var ticks: Int
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        Color.clear
            .frame(width: 10, height: 10)
            .onReceive(timer) { _ in
                ticks += 1
            }
    }
}

/// A ticker shown for 0.35 s, its count as a black bar (row 5) and, once
/// the task says it was cancelled, a red square (rows 10…19).
struct TickerHost: View {
    let usesTimer: Bool
    @State private var shown = true
    @State private var ticks = 0
    @State private var stopped = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Color.black.frame(width: CGFloat(ticks) * 10, height: 10)
            Color.red.frame(width: 10, height: 10).opacity(stopped ? 1 : 0)
            if shown {
                if usesTimer {
                    TimerTicker(ticks: $ticks)
                } else {
                    TaskTicker(ticks: $ticks, stopped: $stopped)
                }
            }
        }
        .frame(width: 100, height: 30, alignment: .topLeading)
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
                shown = false
            }
        }
    }
}
