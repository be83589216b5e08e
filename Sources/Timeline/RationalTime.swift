/// An exact time in seconds, `numerator / denominator`, kept in lowest terms.
///
/// Frame times are rationals (frame i at 29.97 fps is i·1001/30000 s); this
/// keeps them exact for comparisons and golden-file names, while ``seconds``
/// gives the Double that animation math uses.
public struct RationalTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numerator, in lowest terms with ``denominator`` (negative for times before zero).
    public let numerator: Int
    /// Always > 0.
    public let denominator: Int

    /// `numerator / denominator` seconds; a zero denominator is treated as 1.
    public init(_ numerator: Int, _ denominator: Int) {
        let d = denominator == 0 ? 1 : denominator
        let g = gcd(numerator, d)
        let sign = d < 0 ? -1 : 1
        self.numerator = sign * numerator / g
        self.denominator = sign * d / g
    }

    /// Whole seconds.
    public init(seconds: Int) { self.init(seconds, 1) }

    /// The Double nearest to the fraction (one correctly rounded division).
    public var seconds: Double { Double(numerator) / Double(denominator) }

    public static func < (l: RationalTime, r: RationalTime) -> Bool {
        l.numerator.multipliedFullWidth(by: r.denominator) < r.numerator.multipliedFullWidth(by: l.denominator)
    }

    /// The exact sum.
    public static func + (l: RationalTime, r: RationalTime) -> RationalTime {
        RationalTime(l.numerator * r.denominator + r.numerator * l.denominator, l.denominator * r.denominator)
    }

    /// The exact difference.
    public static func - (l: RationalTime, r: RationalTime) -> RationalTime {
        RationalTime(l.numerator * r.denominator - r.numerator * l.denominator, l.denominator * r.denominator)
    }

    public var description: String { denominator == 1 ? "\(numerator) s" : "\(numerator)/\(denominator) s" }
}
