extension Pixmap {
    /// The smallest rectangle (x0, y0, x1, y1, ends exclusive) holding every
    /// pixel that is not all zero bytes; nil when every pixel is. Outside it
    /// a source-over composite of this pixmap changes nothing.
    package func nonZeroBounds() -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        var x0 = width, y0 = -1, x1 = 0, y1 = 0
        for y in 0..<height {
            let row = words + y * width
            var first = 0
            while first < width && row[first] == 0 { first += 1 }
            if first == width { continue }
            var last = width - 1
            while row[last] == 0 { last -= 1 }
            if y0 < 0 { y0 = y }
            y1 = y + 1
            x0 = min(x0, first)
            x1 = max(x1, last + 1)
        }
        return y0 < 0 ? nil : (x0, y0, x1, y1)
    }
}
