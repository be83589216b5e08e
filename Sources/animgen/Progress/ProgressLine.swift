/// The text of the live progress line and of the final summary, as pure
/// functions of the numbers (so they are testable without a terminal).
enum ProgressLine {
    static let barWidth = 24

    /// `[##########--------------]  120/300 frames   58.3 fps   ETA 0:03`
    ///
    /// - Parameters:
    ///   - recentRate: frames per second lately (nil: the average so far);
    ///     the ETA and the rate shown use it.
    ///   - width: the terminal's columns: the bar shrinks, then goes, then
    ///     the rate, so the line never wraps (a wrapped line cannot be redrawn).
    static func bar(done: Int, total: Int, elapsed: Double, recentRate: Double? = nil, width: Int? = nil) -> String {
        let total = max(total, 1)
        let done = min(max(done, 0), total)
        let count = " \(pad(String(done), to: String(total).count))/\(total) frames"
        var rate = "", eta = ""
        if elapsed > 0, done > 0 {
            let fps = recentRate.flatMap { $0 > 0 ? $0 : nil } ?? Double(done) / elapsed
            rate = "  \(pad(fixed(fps, decimals: 1), to: 6)) fps"
            eta = "  ETA " + clock(Double(total - done) / fps)
        }
        func bar(_ cells: Int) -> String {
            let filled = done * cells / total
            return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: cells - filled) + "]"
        }
        guard let width else { return bar(barWidth) + count + rate + eta }
        // One column spare: a line filling the last column wraps on some terminals.
        let room = width - 1
        let tail = count + rate + eta
        if tail.count + 2 + 10 <= room { return bar(min(barWidth, room - tail.count - 2)) + tail }
        for line in [String(tail.dropFirst()), String((count + eta).dropFirst()), String(count.dropFirst())] where line.count <= room {
            return line
        }
        return String(String(count.dropFirst()).prefix(max(0, room)))
    }

    /// `animgen: 120/300 frames (40%), 58.3 fps, ETA 0:03` — for logs.
    static func plain(done: Int, total: Int, elapsed: Double, recentRate: Double? = nil) -> String {
        let total = max(total, 1)
        var line = "animgen: \(done)/\(total) frames (\(done * 100 / total)%)"
        if elapsed > 0, done > 0 {
            let fps = recentRate.flatMap { $0 > 0 ? $0 : nil } ?? Double(done) / elapsed
            line += ", \(fixed(fps, decimals: 1)) fps, ETA " + clock(Double(total - done) / fps)
        }
        return line
    }

    /// `0:07`, `1:02:03`.
    static func clock(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0 else { return "--:--" }
        let whole = Int(seconds.rounded(.up))
        let (h, m, s) = (whole / 3600, whole / 60 % 60, whole % 60)
        let two = { (n: Int) in n < 10 ? "0\(n)" : "\(n)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    /// `2.5 MB`, `812 KB`, `97 B` (powers of 1000, as file managers show).
    static func bytes(_ count: Int64) -> String {
        if count < 1000 { return "\(count) B" }
        if count < 1_000_000 { return "\(fixed(Double(count) / 1e3, decimals: 0)) KB" }
        if count < 1_000_000_000 { return "\(fixed(Double(count) / 1e6, decimals: 1)) MB" }
        return "\(fixed(Double(count) / 1e9, decimals: 2)) GB"
    }

    /// A fixed-point decimal without Foundation's locale-dependent formatting.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        // Beyond Int64 (a --seconds 1e300 being reported): exponent form, no trap.
        guard value.isFinite, abs(value) * scale < 9e18 else { return "\(value)" }
        let scaled = Int64((abs(value) * scale).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        let whole = scaled / Int64(scale)
        guard decimals > 0 else { return sign + "\(whole)" }
        let fraction = String(scaled % Int64(scale))
        return sign + "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }

    /// Up to three decimals, trailing zeros dropped: `5`, `0.25`, `29.97`.
    static func number(_ value: Double) -> String {
        if value != 0, abs(value) < 0.0005 { return "\(value)" }  // 1e-300, not "0"
        var text = fixed(value, decimals: 3)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    private static func pad(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
