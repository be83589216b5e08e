import Foundation

/// A minimal reader of TrueType tables, written for the tests so that they
/// check the layout against the font file itself, not against FreeType or
/// HarfBuzz: head, hhea, hmtx, cmap (format 4), loca, glyf and kern (format 0).
struct FontTables {
    let data: [UInt8]
    let tables: [String: (offset: Int, length: Int)]

    init(path: String) throws {
        data = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        var tables: [String: (Int, Int)] = [:]
        let count = Int(Self.u16(data, 4))
        for i in 0..<count {
            let record = 12 + 16 * i
            let tag = String(decoding: data[record..<(record + 4)], as: UTF8.self)
            tables[tag] = (Int(Self.u32(data, record + 8)), Int(Self.u32(data, record + 12)))
        }
        self.tables = tables
    }

    static func u16(_ d: [UInt8], _ o: Int) -> UInt16 { UInt16(d[o]) << 8 | UInt16(d[o + 1]) }
    static func u32(_ d: [UInt8], _ o: Int) -> UInt32 { UInt32(u16(d, o)) << 16 | UInt32(u16(d, o + 2)) }
    func u16(_ o: Int) -> Int { Int(Self.u16(data, o)) }
    func i16(_ o: Int) -> Int { Int(Int16(bitPattern: Self.u16(data, o))) }
    func table(_ tag: String) -> Int { tables[tag]!.offset }

    var unitsPerEm: Int { u16(table("head") + 18) }
    var ascender: Int { i16(table("hhea") + 4) }
    var descender: Int { i16(table("hhea") + 6) }
    var lineGap: Int { i16(table("hhea") + 8) }
    /// post: top of the underline and its thickness.
    var underlinePosition: Int { i16(table("post") + 8) }
    var underlineThickness: Int { i16(table("post") + 10) }
    /// OS/2: strikeout thickness and the top of its stroke.
    var strikeoutSize: Int { i16(table("OS/2") + 26) }
    var strikeoutPosition: Int { i16(table("OS/2") + 28) }

    /// Advance width of glyph `g` (hmtx; glyphs past numberOfHMetrics repeat the last).
    func advance(_ g: Int) -> Int {
        let n = u16(table("hhea") + 34)
        return u16(table("hmtx") + 4 * min(g, n - 1))
    }

    /// The glyph of a BMP character, from the Windows Unicode cmap (format 4).
    func glyph(_ c: Character) -> Int {
        let code = Int(c.unicodeScalars.first!.value)
        let cmap = table("cmap")
        for i in 0..<u16(cmap + 2) {
            let record = cmap + 4 + 8 * i
            guard u16(record) == 3, u16(record + 2) == 1 else { continue }
            let sub = cmap + Int(Self.u32(data, record + 4))
            precondition(u16(sub) == 4)
            let segX2 = u16(sub + 6)
            let ends = sub + 14, starts = ends + segX2 + 2, deltas = starts + segX2, offsets = deltas + segX2
            for s in stride(from: 0, to: segX2, by: 2) where code <= u16(ends + s) {
                guard code >= u16(starts + s) else { return 0 }
                let rangeOffset = u16(offsets + s)
                if rangeOffset == 0 { return (code + u16(deltas + s)) & 0xFFFF }
                let g = u16(offsets + s + rangeOffset + 2 * (code - u16(starts + s)))
                return g == 0 ? 0 : (g + u16(deltas + s)) & 0xFFFF
            }
        }
        return 0
    }

    /// The glyph's bounding box from its glyf header (xMin, yMin, xMax, yMax).
    func bbox(_ g: Int) -> (Int, Int, Int, Int) {
        let long = i16(table("head") + 50) == 1
        let loca = table("loca")
        let start = long ? Int(Self.u32(data, loca + 4 * g)) : 2 * u16(loca + 2 * g)
        let o = table("glyf") + start
        return (i16(o + 2), i16(o + 4), i16(o + 6), i16(o + 8))
    }

    /// The kerning value of a pair from the first format-0 subtable of `kern`.
    func kerning(_ left: Int, _ right: Int) -> Int {
        let kern = table("kern")
        let sub = kern + 4
        let pairs = u16(sub + 6)
        for i in 0..<pairs {
            let p = sub + 14 + 6 * i
            if u16(p) == left && u16(p + 2) == right { return i16(p + 4) }
        }
        return 0
    }
}
