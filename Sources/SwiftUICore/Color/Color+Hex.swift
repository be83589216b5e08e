import Foundation

extension Color {
    /// Why a hex color string could not be read.
    public struct HexParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The string as given.
        public var input: String
        /// What is wrong with it and how to write it instead.
        public var reason: String

        public var description: String {
            "invalid hex color \"\(input)\": \(reason); write #RGB, #RGBA, #RRGGBB or #RRGGBBAA "
                + "with hexadecimal digits 0-9 and A-F (the # is optional), e.g. \"#FF8800\""
        }
    }

    /// Creates an sRGB color from a CSS-style hex string: `"#RGB"`, `"#RGBA"`,
    /// `"#RRGGBB"` or `"#RRGGBBAA"`, with or without the leading `#`, in
    /// either letter case, surrounding whitespace ignored. A short digit
    /// stands for itself twice (`"F80"` is `"FF8800"`); alpha comes last.
    ///
    /// This initializer is ours (SwiftUI has none). It throws rather than
    /// returning nil so a typo in a timeline file is reported with the reason.
    public init(hex: String) throws(HexParseError) {
        let trimmed = hex.trimmingCharacters(in: .whitespacesAndNewlines)
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        var values: [UInt8] = []
        values.reserveCapacity(8)
        for ch in digits.unicodeScalars {
            guard let v = Color.hexValue(ch) else {
                throw HexParseError(input: hex, reason: "'\(ch)' is not a hexadecimal digit")
            }
            values.append(v)
        }
        let bytes: [Int]
        switch values.count {
        case 3, 4: bytes = values.map { Int($0) * 17 }                 // 0xF → 0xFF
        case 6, 8: bytes = stride(from: 0, to: values.count, by: 2).map { Int(values[$0]) * 16 + Int(values[$0 + 1]) }
        case 0: throw HexParseError(input: hex, reason: "it has no digits")
        default: throw HexParseError(input: hex, reason: "it has \(values.count) digits, not 3, 4, 6 or 8")
        }
        self.init(sRGB: Double(bytes[0]) / 255, Double(bytes[1]) / 255, Double(bytes[2]) / 255,
                  opacity: bytes.count == 4 ? Double(bytes[3]) / 255 : 1)
    }

    private static func hexValue(_ c: Unicode.Scalar) -> UInt8? {
        switch c.value {
        case 0x30...0x39: return UInt8(c.value - 0x30)
        case 0x41...0x46: return UInt8(c.value - 0x41 + 10)
        case 0x61...0x66: return UInt8(c.value - 0x61 + 10)
        default: return nil
        }
    }
}
