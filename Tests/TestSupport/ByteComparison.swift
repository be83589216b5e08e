// Comparing large byte buffers in tests. `#expect(a == b)` on two `Data`
// values makes Swift Testing diff the collections when they differ, and its
// Myers diff of two 300 KB buffers ran for over 20 minutes in CI. These
// helpers compare in one pass and describe only the first difference.

/// Nil when `a` and `b` hold the same bytes; otherwise where they first
/// differ and how many bytes differ, short enough for a test message.
///
///     #expect(firstByteDifference(decodedA, decodedB) == nil)
public func firstByteDifference<A: Collection<UInt8>, B: Collection<UInt8>>(_ a: A, _ b: B) -> String? {
    var first: Int?, differing = 0, index = 0
    var ia = a.makeIterator(), ib = b.makeIterator()
    while true {
        switch (ia.next(), ib.next()) {
        case (nil, nil):
            guard let first else { return nil }
            return "\(differing) of \(a.count) bytes differ, the first at offset \(first)"
        case let (x?, y?):
            if x != y {
                if first == nil { first = index }
                differing += 1
            }
        default:
            return "lengths differ: \(a.count) vs \(b.count) bytes" + (first.map { ", first difference at offset \($0)" } ?? "")
        }
        index += 1
    }
}

/// Nil when two images of `width`×`height` pixels of `bytesPerPixel` bytes
/// are equal; otherwise the first differing pixel and the count of differing
/// pixels.
public func firstPixelDifference<A: Collection<UInt8>, B: Collection<UInt8>>(
    _ a: A, _ b: B, width: Int, height: Int, bytesPerPixel: Int
) -> String? {
    let x = Array(a), y = Array(b)
    let size = width * height * bytesPerPixel
    guard x.count == y.count, x.count % size == 0 else {
        return "lengths differ: \(x.count) vs \(y.count) bytes (one image is \(size))"
    }
    var first: (frame: Int, x: Int, y: Int)?, differing = 0
    for pixel in 0..<(x.count / bytesPerPixel) {
        let o = pixel * bytesPerPixel
        if x[o..<o + bytesPerPixel] != y[o..<o + bytesPerPixel] {
            differing += 1
            if first == nil {
                let inFrame = pixel % (width * height)
                first = (pixel / (width * height), inFrame % width, inFrame / width)
            }
        }
    }
    guard let first else { return nil }
    return "\(differing) pixels differ; the first in frame \(first.frame) at (\(first.x), \(first.y))"
}
