extension Pixmap {
    /// The smallest rectangle (x0, y0, x1, y1, ends exclusive) holding every
    /// pixel that is not all zero bytes; nil when every pixel is. Outside it
    /// a source-over composite of this pixmap changes nothing.
    package func nonZeroBounds() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let words = UnsafeRawPointer(data)
        var x0 = width, y0 = -1, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = words + y * rowBytes
            let first = InkScan.firstNonZero(row, width)
            if first == width { continue }
            let last = InkScan.lastNonZero(row, width)
            if y0 < 0 { y0 = y }
            y1 = y + 1
            x0 = min(x0, first)
            x1 = max(x1, last + 1)
        }
        return y0 < 0 ? nil : (x0, y0, x1, y1)
    }
}

/// Where the non-zero part of a row of 32-bit words begins and ends, found
/// four words at a time (rows of empty layer margins are skipped at memory
/// speed). Words are read unaligned: a row of a byte plane may start anywhere.
enum InkScan {
    @inline(__always) private static func word(_ row: UnsafeRawPointer, _ i: Int) -> UInt32 {
        row.loadUnaligned(fromByteOffset: i &<< 2, as: UInt32.self)
    }

    /// Words i..<i+16 or-ed together in four lanes: empty stretches are
    /// skipped sixteen words a test.
    @inline(__always) private static func sixteen(_ row: UnsafeRawPointer, _ i: Int) -> SIMD4<UInt32> {
        let b = i &<< 2
        return row.loadUnaligned(fromByteOffset: b, as: SIMD4<UInt32>.self)
            | row.loadUnaligned(fromByteOffset: b + 16, as: SIMD4<UInt32>.self)
            | row.loadUnaligned(fromByteOffset: b + 32, as: SIMD4<UInt32>.self)
            | row.loadUnaligned(fromByteOffset: b + 48, as: SIMD4<UInt32>.self)
    }

    /// The first index whose word (and `mask`) is not zero (`count` when none is).
    @inline(__always) static func firstNonZero(_ row: UnsafeRawPointer, _ count: Int, mask: UInt32 = ~0) -> Int {
        var i = 0
        while i + 16 <= count && sixteen(row, i) & mask == .zero { i += 16 }
        while i + 4 <= count && row.loadUnaligned(fromByteOffset: i &<< 2, as: SIMD4<UInt32>.self) & mask == .zero { i += 4 }
        while i < count && word(row, i) & mask == 0 { i += 1 }
        return i
    }

    /// The last index whose word (and `mask`) is not zero, for a row holding one.
    @inline(__always) static func lastNonZero(_ row: UnsafeRawPointer, _ count: Int, mask: UInt32 = ~0) -> Int {
        var end = count
        while end >= 16 && sixteen(row, end - 16) & mask == .zero { end -= 16 }
        while end >= 4 && row.loadUnaligned(fromByteOffset: (end - 4) &<< 2, as: SIMD4<UInt32>.self) & mask == .zero { end -= 4 }
        var last = end - 1
        while word(row, last) & mask == 0 { last -= 1 }
        return last
    }
}
