// Line-at-a-time output for `animgen previews`.
extension Console {
    /// Writes `text` and a newline to stderr.
    func printErrorLine(_ text: String) { printError(text + "\n") }

    /// A console that prints nothing (for --quiet builds).
    static var silent: Console { Console(stderrIsTerminal: false) { _, _ in } }

    /// The live line, only on a terminal.
    func progress(_ line: String?) { if stderrIsTerminal { redrawLine(line) } }
}
