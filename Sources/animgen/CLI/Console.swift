#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command line writes text. The C globals `stdout`/`stderr` are
/// not usable in Swift 6 mode, so this writes to the file descriptors with
/// write(2).
///
/// Policy: stdout carries only data a command was asked to print (help,
/// `list`, `schema`, `--version`); progress, the final summary, notes and
/// errors go to stderr so that stdout stays pipeable.
struct Console: Sendable {
    /// Whether stderr is a terminal (drives the live progress bar).
    var stderrIsTerminal: Bool
    /// The terminal's width in columns, when stderr is one and says so.
    var terminalColumns: Int?
    private let sink: @Sendable (String, Stream) -> Void

    enum Stream: Sendable { case output, error }

    init(stderrIsTerminal: Bool, sink: @escaping @Sendable (String, Stream) -> Void) {
        self.stderrIsTerminal = stderrIsTerminal
        self.sink = sink
    }

    /// The process's own stdout and stderr.
    static var standard: Console {
        var console = Console(stderrIsTerminal: isatty(2) == 1) { text, stream in
            writeAll(text, to: stream == .output ? 1 : 2)
        }
        var size = winsize()
        if console.stderrIsTerminal, ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            console.terminalColumns = Int(size.ws_col)
        }
        return console
    }

    /// Writes `text` to stdout, control characters escaped (``TerminalText``).
    func print(_ text: String) { sink(TerminalText.escaped(text), .output) }

    /// Writes `text` to stderr, control characters escaped (``TerminalText``),
    /// library settings named as flags (``CommandLineWording``): errors,
    /// notes and reports come from the libraries.
    func printError(_ text: String) { sink(TerminalText.escaped(CommandLineWording.rewrite(text)), .error) }

    /// Redraws the live line on stderr: `\r`, `line` escaped, then `ESC[K`
    /// to clear what a longer previous line left; nil just clears it.
    func redrawLine(_ line: String?) {
        sink("\r" + (line.map(TerminalText.escaped) ?? "") + "\u{1B}[K", .error)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // nowhere left to report a broken stdout/stderr
                }
                offset += written
            }
        }
    }
}
