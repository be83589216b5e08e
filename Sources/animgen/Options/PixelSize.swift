/// A frame size in pixels, parsed from `WxH`.
import Timeline

struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    var description: String { "\(width)x\(height)" }

    /// Parses `--size`: `WxH` (or `WXH`), each side a whole number from 1 to
    /// ``RenderLimits/maximumSide``. With `aspect`, one side may be left out
    /// (`640x`, `x360`): it follows that size's aspect ratio, rounded.
    static func parse(_ text: String, option: String = "--size", aspect: PixelSize? = nil) throws -> PixelSize {
        let location = "\(option) \(text)"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        let digits = { (s: Substring) in s.allSatisfy(\.isASCII) && s.allSatisfy(\.isNumber) }
        let oneSide = aspect != nil && parts.count == 2 && parts.filter(\.isEmpty).count == 1
        guard parts.count == 2, parts.allSatisfy({ ($0.isEmpty && oneSide) || (!$0.isEmpty && digits($0)) })
        else {
            throw CLIError.usage("the size must be WIDTHxHEIGHT in pixels" + (aspect == nil ? "" : ", or WIDTHx / xHEIGHT to keep the aspect ratio"),
                                 at: location, fix: "write e.g. --size 1280x720" + (aspect == nil ? "" : " or --size 640x"))
        }
        // Int(_:) returns nil on overflow, so 99999999999999999999 cannot trap.
        var sides = parts.map { $0.isEmpty ? 0 : Int($0) ?? Int.max }
        if oneSide, let aspect, let given = sides.first(where: { $0 > 0 }), given <= RenderLimits.maximumSide {
            // The missing side: given × (other / this) of the aspect, rounded, at least 1.
            sides = sides[0] == 0
                ? [max(1, (given * aspect.width * 2 + aspect.height) / (2 * aspect.height)), given]
                : [given, max(1, (given * aspect.height * 2 + aspect.width) / (2 * aspect.width))]
        }
        let limit = RenderLimits.maximumSide
        for (side, name) in zip(sides, ["width", "height"]) {
            if side == 0 {
                throw CLIError.usage("the \(name) must be at least 1 pixel", at: location,
                                     fix: "write e.g. --size 1280x720")
            }
            if side > limit {
                throw CLIError.usage("the \(name) must be at most \(limit) pixels", at: location,
                                     fix: "choose a size up to \(limit)x\(limit)")
            }
        }
        return PixelSize(width: sides[0], height: sides[1])
    }

    /// Both sides times `factor`, rounded (at least 1).
    func scaled(by factor: Double) -> PixelSize {
        PixelSize(width: max(1, Int((Double(width) * factor).rounded())), height: max(1, Int((Double(height) * factor).rounded())))
    }

    /// Whether `other` has another aspect ratio (compared exactly, as fractions).
    func hasOtherAspect(than other: PixelSize) -> Bool { width * other.height != height * other.width }
}

extension PixelSize {
    /// `--scale N`: a factor for the frame size, 0.1–8 (`2` renders at twice the pixels).
    static func parseScale(_ text: String) throws -> Double {
        guard let factor = Double(text), factor.isFinite, factor >= 0.1, factor <= 8 else {
            throw CLIError.usage("the scale must be a number from 0.1 to 8", at: "--scale \(text)",
                                 fix: "write e.g. --scale 2 (twice the pixels) or --scale 0.5")
        }
        return factor
    }
}
