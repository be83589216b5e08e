/// A frame size in pixels, parsed from `WxH`.
struct PixelSize: Sendable, Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    var description: String { "\(width)x\(height)" }

    /// Parses `--size`: `WxH` (or `WXH`), each side a whole number from 1 to
    /// ``RenderLimits/maximumSide``.
    static func parse(_ text: String, option: String = "--size") throws -> PixelSize {
        let location = "\(option) \(text)"
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "X", omittingEmptySubsequences: false) }
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
        else {
            throw CLIError.usage("the size must be WIDTHxHEIGHT in pixels", at: location,
                                 fix: "write e.g. --size 1280x720")
        }
        // Int(_:) returns nil on overflow, so 99999999999999999999 cannot trap.
        let sides = parts.map { Int($0) ?? Int.max }
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
}
