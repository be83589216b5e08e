import Testing
@testable import Raster

/// `PaletteMapper.trim` on a 16×16 image drawing 140 entries, one pixel
/// each: 127 reds two levels apart, 13 more in between (odd reds). Any 13
/// entries can go for one level of red each, 13 in all; 127 entries plus the
/// transparent index fit a 128-entry table.
@Suite struct PaletteTrimmingTests {
    static let entries: [UInt32] = (0..<127).map { UInt32(2 * $0) << 16 } + (0..<13).map { UInt32(2 * $0 + 1) << 16 }

    struct Image {
        var source = [UInt8](repeating: 0, count: 256 * 4)
        var displayed = [UInt8](repeating: 0, count: 256 * 4)
        var indices = [UInt8](repeating: 140, count: 256)
        init() {
            for k in 0..<140 {
                let red = UInt8(PaletteTrimmingTests.entries[k] >> 16)
                source[4 * k] = red; source[4 * k + 3] = 255
                displayed[4 * k] = red; displayed[4 * k + 3] = 255
                indices[k] = UInt8(k)
            }
        }
        /// Squared error of the screen against the source.
        var error: Int { (0..<256).reduce(0) { e, i in e + (0..<3).reduce(0) { let d = Int(displayed[4 * i + $1]) - Int(source[4 * i + $1]); return $0 + d * d } } }
        var used: Set<UInt8> { Set(indices.filter { $0 != 140 }) }
    }

    func trim(_ image: inout Image, budget: Double) -> Bool {
        let mapper = PaletteMapper(width: 16, height: 16)
        mapper.setPalette(Self.entries)
        return image.source.withUnsafeBufferPointer { s in
            image.indices.withUnsafeMutableBufferPointer { i in
                image.displayed.withUnsafeMutableBufferPointer { d in
                    mapper.trim(source: s.baseAddress!, indices: i.baseAddress!, displayed: d.baseAddress!, rect: (0, 0, 16, 16), budget: budget)
                }
            }
        }
    }

    @Test func dropsTheEntriesOverATablesWorth() {
        var image = Image()
        #expect(trim(&image, budget: 13))
        #expect(image.used.count == 127)
        #expect(image.error == 13)
        // The screen shows each pixel's new entry.
        for i in 0..<140 { #expect(UInt32(image.displayed[4 * i]) << 16 == Self.entries[Int(image.indices[i])]) }
    }

    @Test func refusesBeyondTheBudget() {
        var image = Image()
        let before = image.indices
        #expect(!trim(&image, budget: 12))
        #expect(image.indices == before)
        #expect(image.error == 0)
    }
}
