// How different a frame may be and still pass. Exact by default: a pass then
// means the same bytes.

/// The limits a frame's difference from its golden must stay within.
///
/// - `maxChannelDifference` N: a pixel counts as *differing* when one of its
///   four premultiplied channels differs by more than N (default 0: any
///   difference; 255 when a PSNR limit is the only one given).
/// - `maxDifferingFraction` f: at most ⌊f × pixel count⌋ differing pixels
///   (default 0: none).
/// - `minimumPSNR` p: the PSNR over all R, G, B, A samples must be at least
///   p dB (identical frames have infinite PSNR); nil: not checked.
///
/// So `.exact` passes only identical frames; `maxChannelDifference: 2` passes
/// frames whose every channel is within 2; adding `maxDifferingFraction: 0.001`
/// lets 0.1 % of the pixels differ by more; `.psnr(40)` alone accepts any
/// difference whose PSNR is at least 40 dB.
public struct Tolerance: Sendable, Hashable, CustomStringConvertible {
    /// A pixel differs when one of its channels differs by more than this (0…255).
    public var maxChannelDifference: Int
    /// Largest share of differing pixels that still passes (0…1).
    public var maxDifferingFraction: Double
    /// Least PSNR in dB over all samples; nil: not checked.
    public var minimumPSNR: Double?

    /// - Parameter maxChannelDifference: nil means 0, except with only a PSNR
    ///   limit, where it means 255 (the PSNR alone decides).
    public init(maxChannelDifference: Int? = nil, maxDifferingFraction: Double = 0, minimumPSNR: Double? = nil) {
        self.maxChannelDifference = maxChannelDifference ?? (minimumPSNR != nil && maxDifferingFraction == 0 ? 255 : 0)
        self.maxDifferingFraction = maxDifferingFraction
        self.minimumPSNR = minimumPSNR
    }

    /// Identical bytes only.
    public static let exact = Tolerance()

    /// Every channel within `n` of the golden.
    public static func maxChannelDifference(_ n: Int) -> Tolerance { Tolerance(maxChannelDifference: n) }

    /// At most `fraction` (0.001 = 0.1 %) of the pixels differ at all.
    public static func maxDifferingFraction(_ fraction: Double) -> Tolerance { Tolerance(maxDifferingFraction: fraction) }

    /// PSNR at least `decibels`, however many pixels differ.
    public static func psnr(_ decibels: Double) -> Tolerance { Tolerance(minimumPSNR: decibels) }

    /// Whether only identical frames pass.
    public var isExact: Bool { maxChannelDifference == 0 && maxDifferingFraction == 0 && minimumPSNR == nil }

    /// Checks the values, so a typo cannot silently accept everything.
    public func validated() throws -> Tolerance {
        guard (0...255).contains(maxChannelDifference) else {
            throw VerificationError(.invalidArgument, "The maximum channel difference \(maxChannelDifference) must be 0–255 (0 = exact).")
        }
        guard maxDifferingFraction.isFinite, (0...1).contains(maxDifferingFraction) else {
            throw VerificationError(.invalidArgument, "The share of differing pixels \(maxDifferingFraction) must be from 0 to 1 (0.001 = 0.1 %).")
        }
        if let p = minimumPSNR, !(p > 0) || p.isNaN {
            throw VerificationError(.invalidArgument, "The minimum PSNR \(p) must be a positive number of decibels, e.g. 40.")
        }
        return self
    }

    /// Whether a frame with these figures passes.
    public func accepts(_ d: FrameDifference) -> Bool {
        guard d.sizeMatches else { return false }
        let allowed = Int((maxDifferingFraction * Double(d.pixelCount)).rounded(.down))
        if d.pixelsDiffering(moreThan: maxChannelDifference) > allowed { return false }
        if let p = minimumPSNR, d.psnr < p { return false }
        return true
    }

    public var description: String {
        if isExact { return "exact" }
        var parts: [String] = []
        if maxChannelDifference > 0, maxChannelDifference < 255 || minimumPSNR == nil {
            parts.append("channel difference ≤ \(maxChannelDifference)")
        }
        if maxDifferingFraction > 0 { parts.append("differing pixels ≤ \(maxDifferingFraction * 100) %") }
        if let p = minimumPSNR { parts.append("PSNR ≥ \(p) dB") }
        return parts.joined(separator: ", ")
    }
}

extension Tolerance {
    /// Parses a share of pixels: `0.1%` or a fraction `0.001`.
    public static func parseFraction(_ text: String) throws -> Double {
        let trimmed = text.trimmingSpaces()
        let isPercent = trimmed.hasSuffix("%")
        guard let value = Double(isPercent ? String(trimmed.dropLast()) : trimmed), value.isFinite else {
            throw VerificationError(.invalidArgument, "\"\(text)\" is not a share of pixels; write a percentage like 0.1% or a fraction like 0.001.")
        }
        let fraction = isPercent ? value / 100 : value
        guard (0...1).contains(fraction) else {
            throw VerificationError(.invalidArgument, "The share of differing pixels \"\(text)\" must be from 0 to 100 %.")
        }
        return fraction
    }
}

extension String {
    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String { Substring(self).trimmingSpaces() }
}
