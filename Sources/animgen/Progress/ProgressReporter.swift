import Synchronization

/// Live progress on stderr: a one-line bar redrawn in place at most ten
/// times a second, cut to the terminal's width, when stderr is a terminal;
/// otherwise (a CI log, a file) a plain line every few seconds, so a long
/// render never looks hung; nothing with `--quiet`. The rate behind the ETA
/// is that of the last few seconds, not of the whole run (the first frames,
/// slower while threads and caches warm up, would keep it low). Thread-safe:
/// the render and encode stages may report from any thread.
final class ProgressReporter: Sendable {
    enum Mode: Sendable, Equatable {
        /// Redraw a bar on stderr (a terminal).
        case bar
        /// Print a plain line now and then (stderr is not a terminal).
        case log
        /// Print nothing.
        case silent
    }

    let totalFrames: Int
    let mode: Mode
    private let console: Console
    private let start = ContinuousClock.now
    private let state = Mutex(State())
    private let lateNotes = Mutex<[String]>([])

    private struct State {
        var done = 0
        var lastDraw: ContinuousClock.Instant?
        var drewSomething = false
        /// (time, frames done) at recent draws, oldest first, for the rate.
        var samples: [(ContinuousClock.Instant, Int)] = []
    }

    /// Shortest time between two redraws.
    static let redrawInterval = Duration.milliseconds(100)
    /// How far back the rate behind the ETA looks.
    static let rateWindow = Duration.seconds(5)
    private let interval: Duration

    /// - Parameter logInterval: time between plain lines in `.log` mode.
    init(totalFrames: Int, mode: Mode, console: Console, logInterval: Duration = .seconds(5)) {
        self.totalFrames = totalFrames
        self.mode = mode
        self.console = console
        interval = mode == .log ? logInterval : Self.redrawInterval
    }

    /// The bar on a terminal, plain lines elsewhere; silent when quiet.
    convenience init(totalFrames: Int, quiet: Bool, console: Console, logInterval: Duration = .seconds(5)) {
        self.init(totalFrames: totalFrames, mode: quiet ? .silent : console.stderrIsTerminal ? .bar : .log,
                  console: console, logInterval: logInterval)
    }

    /// One more frame is finished (encoded, or written for PNG outputs).
    func frameCompleted() { advance { $0 + 1 } }

    /// `count` frames are finished in total.
    func update(framesDone count: Int) { advance { _ in count } }

    /// A note learnt while rendering (printed after the summary, unless quiet).
    func addNote(_ text: String) { lateNotes.withLock { $0.append(text) } }

    /// The notes added while rendering, in order.
    var notes: [String] { lateNotes.withLock { $0 } }

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
            switch mode {
            case .silent:
                return nil
            case .log:
                // The first line after one interval, not at the start: a short render stays quiet.
                guard now - (state.lastDraw ?? start) >= interval, state.done < totalFrames else { return nil }
            case .bar:
                let due = state.lastDraw.map { now - $0 >= interval } ?? true
                guard due || state.done == totalFrames else { return nil }
            }
            state.lastDraw = now
            state.drewSomething = true
            state.samples.append((now, state.done))
            while state.samples.count > 2, now - state.samples[1].0 >= Self.rateWindow { state.samples.removeFirst() }
            var recent: Double?
            if let (t0, d0) = state.samples.first, now - t0 >= .seconds(1) {
                recent = Double(state.done - d0) / Self.seconds(now - t0)
            }
            let elapsed = Self.seconds(now - start)
            if mode == .log {
                return ProgressLine.plain(done: state.done, total: totalFrames, elapsed: elapsed, recentRate: recent)
            }
            return ProgressLine.bar(done: state.done, total: totalFrames, elapsed: elapsed, recentRate: recent,
                                    width: console.terminalColumns)
        }
        guard let line else { return }
        if mode == .log { console.printError(line + "\n") } else { console.redrawLine(line) }
    }

    private static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
