// Times that must land on frames exactly (a sequence's start, a stagger
// step) are read as fractions, not Doubles: 0.1 s is 1/10 s, so the fifth
// staggered child starts at 1/2 s on the dot, where 5 × 0.1 in floating
// point would be a hair later and miss the frame at 30 fps.
import Foundation
import Timeline

extension RationalTime {
    static let zero = RationalTime(0, 1)

    /// `self - other`, or nil when the exact terms would overflow.
    func subtracting(_ other: RationalTime) -> RationalTime? {
        let (a, o1) = numerator.multipliedReportingOverflow(by: other.denominator)
        let (b, o2) = other.numerator.multipliedReportingOverflow(by: denominator)
        let (d, o3) = denominator.multipliedReportingOverflow(by: other.denominator)
        let (n, o4) = a.subtractingReportingOverflow(b)
        guard !(o1 || o2 || o3 || o4) else { return nil }
        return RationalTime(n, d)
    }

    func adding(_ other: RationalTime) -> RationalTime? {
        subtracting(RationalTime(-other.numerator, other.denominator))
    }

    /// `self × count`, or nil on overflow.
    func multiplied(by count: Int) -> RationalTime? {
        let (n, overflow) = numerator.multipliedReportingOverflow(by: count)
        return overflow ? nil : RationalTime(n, denominator)
    }

    /// The decimal a Double prints as (its shortest round-trip form), as a
    /// fraction with at most `maximumDecimals` decimals; nil beyond.
    init?(decimal value: Double, maximumDecimals: Int = 6) {
        guard value.isFinite, abs(value) < 1e9 else { return nil }
        // "1e-05" and "3600.0" both occur; Decimal reads either exactly.
        guard var decimal = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        var denominator = 1
        for _ in 0...maximumDecimals {
            var rounded = Decimal()
            NSDecimalRound(&rounded, &decimal, 0, .plain)
            if rounded == decimal {
                self.init(NSDecimalNumber(decimal: decimal).intValue, denominator)
                return
            }
            decimal *= 10
            denominator *= 10
        }
        return nil
    }
}

extension Node {
    /// A time in seconds within `range`, kept exact: a number with at most
    /// 6 decimals, or a fraction written as a string ("1/3").
    func exactTime(_ range: ClosedRange<Double>) -> RationalTime? {
        if let text = value.string, let slash = text.firstIndex(of: "/") {
            let parts = (text[..<slash].trimmingCharacters(in: .whitespaces), text[text.index(after: slash)...].trimmingCharacters(in: .whitespaces))
            guard let n = Int(parts.0), let d = Int(parts.1), (0...1_000_000_000).contains(n), (1...1_000_000).contains(d) else {
                error("\"\(text)\" is not a fraction of seconds", fix: "write e.g. \"1/3\" (whole numbers, the second at most 1000000) or a number such as 0.25")
                return nil
            }
            let time = RationalTime(n, d)
            guard range.contains(time.seconds) else {
                error("\(text) s is out of range", fix: "use a value \(Suggestion.describe(range))")
                return nil
            }
            return time
        }
        guard let seconds = number(range) else { return nil }
        guard let time = RationalTime(decimal: seconds) else {
            error("\(Suggestion.format(seconds)) s has more than 6 decimals", fix: "round it, or write a fraction such as \"1/3\"")
            return nil
        }
        return time
    }
}
