/// An exact frame rate, numerator/denominator frames per second, in lowest
/// terms. Frame i shows time i × denominator / numerator seconds, computed
/// from integers (DESIGN.md: time is exact).
struct FrameRate: Sendable, Equatable, Hashable, CustomStringConvertible {
    let numerator: Int
    let denominator: Int

    /// Reduces the fraction; both parts must be positive.
    init(numerator: Int, denominator: Int) {
        precondition(numerator > 0 && denominator > 0, "FrameRate parts must be positive")
        let divisor = FrameRate.gcd(numerator, denominator)
        self.numerator = numerator / divisor
        self.denominator = denominator / divisor
    }

    var framesPerSecond: Double { Double(numerator) / Double(denominator) }

    /// The time at which frame `index` is shown, in seconds.
    func time(ofFrame index: Int) -> Double {
        Double(index) * Double(denominator) / Double(numerator)
    }

    /// `60`, `30000/1001`.
    var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }

    /// `60`, `29.97` — for summaries.
    var decimalDescription: String {
        if denominator == 1 { return "\(numerator)" }
        let hundredths = (framesPerSecond * 100).rounded() / 100
        return "\(hundredths)"
    }

    /// The broadcast rates written as decimals that mean N×1000/1001.
    static let ntscDecimals: [String: Int] = [
        "14.985": 15, "23.976": 24, "23.98": 24, "29.97": 30, "47.952": 48,
        "59.94": 60, "119.88": 120, "239.76": 240,
    ]

    /// Parses `--fps`: a whole number (`60`), a decimal (`12.5` = 25/2; the
    /// NTSC decimals 23.976, 29.97, 59.94 … mean 24000/1001, 30000/1001,
    /// 60000/1001 …) or a fraction (`30000/1001`). The value must lie in
    /// ``RenderLimits/frameRates``.
    static func parse(_ text: String, option: String = "--fps") throws -> FrameRate {
        let location = "\(option) \(text)"
        let malformed = CLIError.usage("the frame rate must be a positive number or fraction", at: location,
                                       fix: "write e.g. --fps 60, --fps 29.97 or --fps 30000/1001")
        let rate: FrameRate
        if let ntsc = ntscDecimals[withoutTrailingZeros(text)] {
            rate = FrameRate(numerator: ntsc * 1000, denominator: 1001)
        } else if let slash = text.firstIndex(of: "/") {
            guard let numerator = wholeNumber(text[..<slash]),
                  let denominator = wholeNumber(text[text.index(after: slash)...]) else { throw malformed }
            if numerator == 0 || denominator == 0 { throw outOfRange(location) }
            rate = FrameRate(numerator: numerator, denominator: denominator)
        } else if let decimal = exactDecimal(text) {
            if decimal.numerator == 0 { throw outOfRange(location) }
            rate = FrameRate(numerator: decimal.numerator, denominator: decimal.denominator)
        } else if let number = Double(text), !number.isNaN {
            // Negative numbers, infinities, exponents: numbers, but out of range.
            throw outOfRange(location)
        } else {
            throw malformed
        }
        guard RenderLimits.frameRates.contains(rate.framesPerSecond) else { throw outOfRange(location) }
        return rate
    }

    private static func outOfRange(_ location: String) -> CLIError {
        let range = RenderLimits.frameRates
        return CLIError.usage("the frame rate must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) frames per second",
                              at: location, fix: "write e.g. --fps 60 or --fps 30000/1001")
    }

    /// `29.970` → `29.97`, so the NTSC table matches however it is written.
    private static func withoutTrailingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var trimmed = Substring(text)
        while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// Digits only, at most 9 of them (so products cannot overflow).
    private static func wholeNumber(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// `12.5` → 125/10, exactly; nil unless digits with at most one point.
    private static func exactDecimal(_ text: String) -> (numerator: Int, denominator: Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = parts.first.flatMap({ $0.isEmpty ? 0 : wholeNumber($0) }) else { return nil }
        guard parts.count == 2 else { return (whole, 1) }
        let fraction = parts[1]
        guard fraction.count <= 6, let digits = fraction.isEmpty ? 0 : wholeNumber(fraction),
              !(parts[0].isEmpty && fraction.isEmpty) else { return nil }
        var scale = 1
        for _ in 0..<fraction.count { scale *= 10 }
        return (whole * scale + digits, scale)
    }

    private static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }
}
