/// Embedding levels for one paragraph: a reduced Unicode Bidirectional
/// Algorithm (UAX #9) without explicit embeddings or isolates.
///
/// Paragraph direction from the first strong character (P2–P3); marks take
/// their base's type (W1); European digits after Arabic letters become Arabic
/// digits (W2) and AL becomes R (W3); neutrals between characters of one
/// direction take it, others the paragraph's (N1–N2); implicit levels (I1–I2).
/// Lines are then reordered with `visualOrder` (L2), after trailing
/// whitespace is put back to the paragraph level (L1).
enum Bidi {
    enum Class { case l, r, al, en, an, nsm, ws, on }

    /// The bidirectional class of a scalar, from the Unicode blocks that are
    /// right-to-left and the general category.
    static func bidiClass(_ v: UInt32) -> Class {
        switch v {
        case 0x30...0x39, 0x6F0...0x6F9: return .en
        case 0x660...0x669, 0x66B...0x66C: return .an
        case 0x590...0x5FF, 0x7C0...0x85F, 0xFB1D...0xFB4F, 0x10800...0x10CFF, 0x10D40...0x10EBF, 0x10F00...0x10F2F,
             0x1E800...0x1EC6F, 0x1ED00...0x1EDFF:
            return isMark(v) ? .nsm : .r
        case 0x600...0x7BF, 0x860...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10D00...0x10D3F, 0x10EC0...0x10EFF,
             0x10F30...0x10F6F, 0x1EC70...0x1ECBF, 0x1EE00...0x1EEFF:
            return isMark(v) ? .nsm : .al
        default: break
        }
        guard let scalar = Unicode.Scalar(v) else { return .on }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return .nsm
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return .ws
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .spacingMark,
             .letterNumber, .otherNumber, .privateUse:
            return .l
        default: return .on
        }
    }

    private static func isMark(_ v: UInt32) -> Bool {
        guard let s = Unicode.Scalar(v) else { return false }
        let c = s.properties.generalCategory
        return c == .nonspacingMark || c == .enclosingMark
    }

    /// The paragraph level (0 left-to-right, 1 right-to-left) and the level of
    /// each scalar.
    static func levels(_ text: [UInt32]) -> (paragraph: UInt8, levels: [UInt8]) {
        var types = text.map(bidiClass)
        var paragraph: UInt8 = 0
        for t in types where t == .l || t == .r || t == .al {
            paragraph = t == .l ? 0 : 1
            break
        }
        let sos: Class = paragraph == 0 ? .l : .r
        // W1–W3.
        var previous = sos, lastStrong = sos
        for i in types.indices {
            if types[i] == .nsm { types[i] = previous }
            if types[i] == .en && lastStrong == .al { types[i] = .an }
            if types[i] == .l || types[i] == .r || types[i] == .al { lastStrong = types[i] }
            previous = types[i]
        }
        for i in types.indices where types[i] == .al { types[i] = .r }
        // W7: European digits after left-to-right text are left-to-right.
        lastStrong = sos
        for i in types.indices {
            if types[i] == .l || types[i] == .r { lastStrong = types[i] }
            if types[i] == .en && lastStrong == .l { types[i] = .l }
        }
        // N1–N2: digits count as R for the neutrals around them.
        func side(_ t: Class) -> Class { t == .l ? .l : .r }
        var i = 0
        while i < types.count {
            guard types[i] == .ws || types[i] == .on else { i += 1; continue }
            var end = i
            while end < types.count, types[end] == .ws || types[end] == .on { end += 1 }
            let before = i > 0 ? side(types[i - 1]) : sos
            let after = end < types.count ? side(types[end]) : sos
            let resolved: Class = before == after ? before : sos
            for j in i..<end { types[j] = resolved }
            i = end
        }
        // I1–I2.
        let levels: [UInt8] = types.map { t in
            if paragraph == 0 { return t == .r ? 1 : (t == .an || t == .en) ? 2 : 0 }
            return t == .r ? 1 : 2
        }
        return (paragraph, levels)
    }

    /// The visual order of runs with these levels (L2): from the highest
    /// level down to the lowest odd one, reverse every maximal sequence of
    /// runs at that level or higher.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max() else { return order }
        let lowestOdd = levels.filter { $0 & 1 == 1 }.min() ?? highest + 1
        var level = highest
        while level >= lowestOdd && level > 0 {
            var i = 0
            while i < order.count {
                guard levels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            level -= 1
        }
        return order
    }
}
