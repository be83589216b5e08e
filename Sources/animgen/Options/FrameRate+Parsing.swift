import Timeline

/// `--fps` for the command line: Timeline's exact ``FrameRate`` parsing, with
/// the command's limits and its usage-error wording.
extension FrameRate {
    /// Parses `--fps`: a whole number (`60`), a decimal (`12.5` = 25/2; the
    /// NTSC decimals 23.976, 29.97, 59.94 … mean 24000/1001, 30000/1001,
    /// 60000/1001 …) or a fraction (`30000/1001`). The value must lie in
    /// ``RenderLimits/frameRates``.
    static func parse(_ text: String, option: String = "--fps") throws -> FrameRate {
        let location = "\(option) \(text)"
        if let number = Double(text), !number.isNaN, !RenderLimits.frameRates.contains(number) {
            throw outOfRange(location)   // 0, negatives, 1e300, infinities: numbers, but out of range
        }
        let rate: FrameRate
        do {
            rate = try FrameRate(parsing: text)
        } catch let error as TimelineError {
            if text.contains("/"), text.split(separator: "/").contains(where: { Int($0) == 0 }) {
                throw outOfRange(location)
            }
            throw CLIError.usage(error.message, at: location,
                                 fix: "write e.g. --fps 60, --fps 29.97 or --fps 30000/1001")
        }
        guard RenderLimits.frameRates.contains(rate.framesPerSecond) else { throw outOfRange(location) }
        return rate
    }

    private static func outOfRange(_ location: String) -> CLIError {
        let range = RenderLimits.frameRates
        return CLIError.usage("the frame rate must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) frames per second",
                              at: location, fix: "write e.g. --fps 60 or --fps 30000/1001")
    }

    /// `60`, `29.97` — for summaries.
    var decimalDescription: String {
        if denominator == 1 { return "\(numerator)" }
        return "\((framesPerSecond * 100).rounded() / 100)"
    }
}
