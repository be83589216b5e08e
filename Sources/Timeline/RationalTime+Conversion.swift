// Times people write and times code passes, both made exact before any
// frame is picked, so that a time maps to a frame on integers alone (one
// rule, in FrameRate) instead of a floating-point product nudged by an
// epsilon wherever a time is turned into a frame.

extension RationalTime {
    /// The most seconds a written time may name (about 31 years): larger
    /// values could overflow the exact frame arithmetic.
    public static let maximumParsedSeconds = 1_000_000_000

    /// A time as a person writes it, exactly: `2.5`, `2.5s` or
    /// `[H:]MM:SS[.f]` (`1:05.5` is 131/2 s), with at most 9 decimals; nil
    /// for anything else (negative, `nan`, exponents, a minutes or seconds
    /// field of 60 or more after a colon, more than ``maximumParsedSeconds``).
    public init?(parsing text: String) {
        let hasUnit = text.hasSuffix("s")
        let body = hasUnit ? text.dropLast() : Substring(text)
        let fields = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(fields.count), !(hasUnit && fields.count > 1) else { return nil }
        // Hours and minutes: whole; a field after the first is under 60.
        var whole = 0
        for (i, field) in fields.dropLast().enumerated() {
            guard let value = Self.digits(field), i == 0 || value < 60 else { return nil }
            whole = whole * 60 + value
        }
        // Seconds: whole digits, then an optional fraction of at most 9 digits.
        let parts = fields[fields.count - 1].split(separator: ".", omittingEmptySubsequences: false)
        // `.5` is half a second, as in most tools.
        let wholePart = parts.count == 2 && parts[0].isEmpty ? 0 : Self.digits(parts[0])
        guard parts.count <= 2, let seconds = wholePart, fields.count == 1 || seconds < 60 else { return nil }
        var numerator = 0, denominator = 1
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].count <= 9, let fraction = Self.digits(parts[1]) else { return nil }
            numerator = fraction
            for _ in 0..<parts[1].count { denominator *= 10 }
        }
        let wholeSeconds = whole * 60 + seconds
        guard wholeSeconds <= Self.maximumParsedSeconds else { return nil }
        self.init(wholeSeconds * denominator + numerator, denominator)
    }

    /// The fraction a Double stands for: the simplest one within a few ulps
    /// of `seconds` (0.1 → 1/10, 2.0 / 3.0 → 2/3, and 7 × (1001.0 / 30000.0)
    /// → 7007/30000 although that product is rounded twice), else the
    /// closest with a denominator up to 10⁹ (a sum of many 1/60 steps → a
    /// multiple of 1/60). Found by continued fractions. Nil for a value that
    /// is not finite or lies beyond ±``maximumParsedSeconds``.
    public init?(approximating seconds: Double) {
        guard seconds.isFinite, abs(seconds) <= Double(Self.maximumParsedSeconds) else { return nil }
        let sign = seconds < 0 ? -1 : 1
        let x = abs(seconds)
        // A Double computed from a time by a few operations is off by rounding alone.
        let tolerance = 8 * x.ulp
        // Convergents p/q of x's continued fraction; (p1, q1) is the latest.
        var (p0, q0, p1, q1) = (0, 1, 1, 0)
        var rest = x
        for _ in 0..<64 {
            let a = rest.rounded(.down)
            guard a <= Double(Self.maximumParsedSeconds) else { break }
            let ai = Int(a)
            let (p2, q2) = (ai * p1 + p0, ai * q1 + q0)
            guard q2 <= 1_000_000_000 else { break }
            (p0, q0, p1, q1) = (p1, q1, p2, q2)
            if abs(Double(p2) / Double(q2) - x) <= tolerance { break }
            let fraction = rest - a
            guard fraction > 0 else { break }
            rest = 1 / fraction
        }
        self.init(sign * p1, max(q1, 1))
    }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 10, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
