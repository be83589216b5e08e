import Synchronization

/// Live progress on stderr: a one-line bar redrawn in place at most ten
/// times a second when stderr is a terminal, silence otherwise or with
/// `--quiet`. Thread-safe: the render and encode stages may report from
/// any thread.
final class ProgressReporter: Sendable {
    enum Mode: Sendable, Equatable {
        /// Redraw a bar on stderr (a terminal).
        case bar
        /// Print nothing.
        case silent
    }

    let totalFrames: Int
    let mode: Mode
    private let console: Console
    private let start = ContinuousClock.now
    private let state = Mutex(State())

    private struct State {
        var done = 0
        var lastDraw: ContinuousClock.Instant?
        var drewSomething = false
    }

    /// Shortest time between two redraws.
    static let redrawInterval = Duration.milliseconds(100)

    init(totalFrames: Int, mode: Mode, console: Console) {
        self.totalFrames = totalFrames
        self.mode = mode
        self.console = console
    }

    /// The bar on a terminal unless quiet; silent otherwise.
    convenience init(totalFrames: Int, quiet: Bool, console: Console) {
        self.init(totalFrames: totalFrames, mode: !quiet && console.stderrIsTerminal ? .bar : .silent,
                  console: console)
    }

    /// One more frame is finished (encoded, or written for PNG outputs).
    func frameCompleted() { advance { $0 + 1 } }

    /// `count` frames are finished in total.
    func update(framesDone count: Int) { advance { _ in count } }

    /// Frames finished so far.
    var framesDone: Int { state.withLock { $0.done } }

    /// Seconds since the reporter was created.
    var elapsedSeconds: Double { Self.seconds(ContinuousClock.now - start) }

    /// Removes the bar so the summary or an error starts on a clean line.
    func finish() {
        guard mode == .bar else { return }
        let drew = state.withLock { $0.drewSomething }
        if drew { console.redrawLine(nil) }
    }

    private func advance(_ change: (Int) -> Int) {
        let now = ContinuousClock.now
        let line: String? = state.withLock { state in
            state.done = min(change(state.done), totalFrames)
            guard mode == .bar else { return nil }
            let due = state.lastDraw.map { now - $0 >= Self.redrawInterval } ?? true
            guard due || state.done == totalFrames else { return nil }
            state.lastDraw = now
            state.drewSomething = true
            return ProgressLine.bar(done: state.done, total: totalFrames, elapsed: Self.seconds(now - start))
        }
        if let line { console.redrawLine(line) }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
