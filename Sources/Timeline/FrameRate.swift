// The frame clock. Frame i of a render at `rate` shows time i / rate, computed
// from integers every time (never by adding a floating step), so frame
// 107 892 at 29.97 fps is at 107892·1001/30000 s exactly, and rendering one
// frame alone sees the same time as rendering it inside a whole video.

/// A frame rate as an exact fraction: `numerator` frames every `denominator` seconds.
///
/// NTSC rates are fractions: 29.97 fps is 30000/1001. Parse them with
/// ``init(parsing:)``; see there for the rule applied to decimal strings.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
    /// Frames per `denominator` seconds; always > 0, and coprime with `denominator`.
    public let numerator: Int
    /// Seconds per `numerator` frames; always > 0.
    public let denominator: Int

    private init(exact numerator: Int, _ denominator: Int) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// 24 frames per second (film).
    public static let fps24 = FrameRate(exact: 24, 1)
    /// 25 frames per second (PAL video).
    public static let fps25 = FrameRate(exact: 25, 1)
    /// 30 frames per second.
    public static let fps30 = FrameRate(exact: 30, 1)
    /// 50 frames per second.
    public static let fps50 = FrameRate(exact: 50, 1)
    /// 60 frames per second.
    public static let fps60 = FrameRate(exact: 60, 1)
    /// 24000/1001 ("23.976").
    public static let ntsc23_976 = FrameRate(exact: 24000, 1001)
    /// 30000/1001 ("29.97").
    public static let ntsc29_97 = FrameRate(exact: 30000, 1001)
    /// 60000/1001 ("59.94").
    public static let ntsc59_94 = FrameRate(exact: 60000, 1001)

    /// Largest numerator or denominator: keeps every product of the frame
    /// clock (index × denominator, duration × numerator) far from overflow.
    public static let maximumTerm = 1_000_000

    /// Whole frames per second, e.g. `FrameRate(60)`.
    public init(_ framesPerSecond: Int) throws {
        try self.init(numerator: framesPerSecond, denominator: 1)
    }

    /// `numerator / denominator` frames per second, reduced to lowest terms.
    public init(numerator: Int, denominator: Int) throws {
        guard numerator > 0, denominator > 0 else {
            throw TimelineError("frame rate \(numerator)/\(denominator) is not positive; use e.g. 30, 60 or 30000/1001")
        }
        guard numerator <= Self.maximumTerm, denominator <= Self.maximumTerm else {
            throw TimelineError("frame rate \(numerator)/\(denominator) has terms above \(Self.maximumTerm); reduce the fraction")
        }
        let g = gcd(numerator, denominator)
        self.numerator = numerator / g
        self.denominator = denominator / g
    }

    /// Parses "60", "30000/1001", "12.5" or an NTSC decimal such as "29.97".
    ///
    /// The rule for decimals: a value within 0.005 of N·1000/1001 for a whole
    /// N ≥ 10 (23.976, 29.97, 47.952, 59.94, 119.88, …) is the
    /// NTSC rate N·1000/1001, because that is what those labels mean in video.
    /// Any other decimal is taken literally (12.5 → 25/2). Write the fraction
    /// ("2997/100") to force a literal NTSC-looking value.
    public init(parsing text: String) throws {
        let s = text.trimmingWhitespace()
        if let slash = s.firstIndex(of: "/") {
            guard let n = Int(s[..<slash]), let d = Int(s[s.index(after: slash)...]) else {
                throw TimelineError("frame rate \"\(text)\" is not a fraction of whole numbers; write e.g. 30000/1001")
            }
            try self.init(numerator: n, denominator: d)
            return
        }
        if let whole = Int(s) { try self.init(numerator: whole, denominator: 1); return }
        guard let value = Double(s), value.isFinite, value > 0 else {
            throw TimelineError("frame rate \"\(text)\" is not a number; write e.g. 30, 29.97 or 30000/1001")
        }
        // Checked here, while it is a Double: converting a larger value to Int traps.
        guard value <= Double(Self.maximumTerm) else {
            throw TimelineError("frame rate \"\(text)\" is above \(Self.maximumTerm) frames per second; use e.g. 30, 60 or 30000/1001")
        }
        let n = (value * 1.001).rounded()
        if n >= 10, abs(value - n / 1.001) < 0.005,
           abs(value - n) > 0.005 {
            try self.init(numerator: Int(n) * 1000, denominator: 1001)
            return
        }
        // Literal decimal: count the fraction digits the user wrote.
        let digits = s.split(separator: ".").dropFirst().first.map { $0.count } ?? 0
        guard digits <= 6 else {
            throw TimelineError("frame rate \"\(text)\" has more than 6 decimals; write it as a fraction")
        }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        guard value * Double(scale) <= Double(Self.maximumTerm) else {
            throw TimelineError("frame rate \"\(text)\" has terms above \(Self.maximumTerm) as a fraction; use fewer decimals")
        }
        try self.init(numerator: Int((value * Double(scale)).rounded()), denominator: scale)
    }

    /// The rate as a floating value (for display; time math uses the fraction).
    public var framesPerSecond: Double { Double(numerator) / Double(denominator) }

    /// The exact length of one frame, in seconds.
    public var frameDuration: RationalTime { RationalTime(denominator, numerator) }

    /// The exact time at which frame `index` is shown: index·denominator/numerator s.
    public func exactTime(ofFrame index: Int) -> RationalTime {
        RationalTime(index * denominator, numerator)
    }

    /// Frame `index`'s time as the Double nearest to the exact fraction
    /// (one correctly rounded division of two integers, both exact in a Double
    /// up to 2^53, i.e. for any frame index a render can reach).
    public func time(ofFrame index: Int) -> Double {
        Double(index * denominator) / Double(numerator)
    }

    /// The number of frames a render of `seconds` shows: every frame whose
    /// start time is before the end, i.e. ⌈seconds·rate⌉.
    ///
    /// So a duration of a whole number of frames gives exactly that many
    /// (2 s at 30 fps → 60 frames: 0 … 59, the last at 59/30 s), and a partial
    /// last frame still gets a frame. The duration is taken as its exact
    /// fraction (``RationalTime/init(approximating:)``), so 0.1 s at 30 fps is
    /// 3 frames, not the 4 that 0.1 × 30 = 3.0000000000000004 would give.
    public func frameCount(forDuration seconds: Double) -> Int {
        guard seconds > 0 else { return 0 }
        guard let exact = RationalTime(approximating: seconds) else { return saturatingInt((seconds * framesPerSecond).rounded(.up)) }
        return frameCount(forDuration: exact)
    }

    /// The exact count for an exact duration: ⌈duration·rate⌉.
    public func frameCount(forDuration duration: RationalTime) -> Int {
        guard duration.numerator > 0 else { return 0 }
        let (num, den) = product(duration)
        return num / den + (num % den == 0 ? 0 : 1)
    }

    /// The whole number of frames nearest to an exact duration (halves
    /// round up), on integers: 2 s is 60 frames at 30 fps, 60 at 29.97.
    public func nearestFrameCount(forDuration duration: RationalTime) -> Int {
        let num = duration.numerator * numerator
        let den = duration.denominator * denominator
        return num >= 0 ? (2 * num + den) / (2 * den) : -((-2 * num + den) / (2 * den))
    }

    /// The frame shown at time `seconds`: the last frame starting at or
    /// before it, from the time's exact fraction (``RationalTime/init(approximating:)``),
    /// so 0.1 s at 30 fps is frame 3 although 0.1 × 30 is 2.9999… in a Double.
    public func frame(at seconds: Double) -> Int {
        guard let exact = RationalTime(approximating: seconds) else { return saturatingInt((seconds * framesPerSecond).rounded(.down)) }
        return frame(at: exact)
    }

    /// The frame shown at `time`: ⌊time·rate⌋, on integers.
    public func frame(at time: RationalTime) -> Int {
        let (num, den) = product(time)
        return num >= 0 ? num / den : -((-num + den - 1) / den)
    }

    /// `time`·rate as a fraction num/den (den > 0), saturating far past any render.
    private func product(_ time: RationalTime) -> (Int, Int) {
        let (num, o1) = time.numerator.multipliedReportingOverflow(by: numerator)
        let (den, o2) = time.denominator.multipliedReportingOverflow(by: denominator)
        if o1 || o2 { return (saturatingInt((time.seconds * framesPerSecond).rounded(.down)), 1) }
        return (num, den)
    }

    /// The context drawing code receives for frame `index`.
    public func context(forFrame index: Int) -> FrameContext {
        FrameContext(frame: index, rate: self)
    }

    /// Contexts for every frame of a render lasting `seconds` (see ``frameCount(forDuration:)-(Double)``).
    public func frames(forDuration seconds: Double) -> [FrameContext] {
        (0..<frameCount(forDuration: seconds)).map { context(forFrame: $0) }
    }

    public var description: String {
        denominator == 1 ? "\(numerator) fps" : "\(numerator)/\(denominator) fps"
    }
}

/// `value` (whole) as an Int, clamped to Int's range instead of trapping.
func saturatingInt(_ value: Double) -> Int {
    if value.isNaN { return 0 }
    if value >= 9.2233720368547758e18 { return .max }
    if value <= -9.2233720368547758e18 { return .min }
    return Int(value)
}

@usableFromInline
func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return max(x, 1)
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
