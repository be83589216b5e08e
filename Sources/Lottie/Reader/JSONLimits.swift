import Foundation

/// Checks, before parsing, that JSON text is not too big and does not nest
/// deeper than the limit (the parser recurses; a deep file must not exhaust
/// the stack), then parses it.
enum JSONText {
    static func parse(_ data: Data, limits: LottieLimits) throws -> Any {
        guard data.count <= limits.maxJSONBytes else {
            throw LottieError(at: nil, "the JSON is \(data.count) bytes (at most \(limits.maxJSONBytes))",
                              fix: "simplify the animation or raise the limit")
        }
        try checkNesting(data, max: limits.maxNesting)
        do {
            return try JSONSerialization.jsonObject(with: data, options: [])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            throw LottieError(at: nil, "not valid JSON (\(detail))",
                              fix: "check that the file is a complete Lottie JSON export (lint it with a JSON validator)")
        }
    }

    /// Throws when arrays and objects nest deeper than `max` (strings skipped).
    static func checkNesting(_ data: Data, max: Int) throws {
        var depth = 0, inString = false, escaped = false
        for byte in data {
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                if depth > max {
                    throw LottieError(at: nil, "JSON nested more than \(max) levels deep",
                                      fix: "flatten the groups or precompositions of the animation")
                }
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
        }
    }
}
