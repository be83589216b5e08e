// The shadow combine's kernel against the arithmetic written out: each
// channel d + round(round(s·c/255)·(255 − d.a)/255), premultiplied bytes.
import Testing
@testable import Raster

@Suite struct DestinationOverTests {
    private func rounded(_ a: Int, _ b: Int) -> Int { (a * b + 127) / 255 }

    @Test func matchesTheChannelArithmetic() {
        var state: UInt64 = 3
        func next() -> UInt32 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt32(truncatingIfNeeded: state >> 32)
        }
        let n = 203
        var dst = (0..<n).map { _ -> UInt32 in
            // Premultiplied: each color channel at most the alpha.
            let a = next() & 255
            return (0..<3).reduce(a << 24) { $0 | (a == 0 ? 0 : next() % (a + 1)) << (8 * UInt32($1)) }
        }
        // Runs of zero and full coverage beside ragged values.
        let cov = (0..<n).map { i -> UInt8 in i % 37 < 9 ? 0 : i % 37 < 17 ? 255 : UInt8(truncatingIfNeeded: next()) }
        let s: UInt32 = 0x8020_4060  // a = 0x80, premultiplied
        let expected = (0..<n).map { i -> UInt32 in
            let d = dst[i], c = Int(cov[i])
            let da = Int(d >> 24)
            return (0..<4).reduce(UInt32(0)) { word, k in
                let sc = rounded(Int(s >> (8 * UInt32(k)) & 255), c)
                let v = Int(d >> (8 * UInt32(k)) & 255) + rounded(sc, 255 - da)
                return word | UInt32(v) << (8 * UInt32(k))
            }
        }
        dst.withUnsafeMutableBufferPointer { d in
            cov.withUnsafeBufferPointer { c in Compositor.destinationOverSolid(d.baseAddress!, c.baseAddress!, s, n) }
        }
        #expect(dst == expected)
    }
}
