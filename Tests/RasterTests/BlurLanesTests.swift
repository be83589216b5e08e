// The sixteen-lane box passes against integer division and against a
// direct three-box blur written here (each output byte the rounded mean of
// its window, SVG 1.1's box extents, transparent or repeated edges).
import Testing
@testable import Raster

@Suite struct BlurLanesTests {
    @Test func laneMeanIsExactForEveryBoxSumOfEveryWidth() {
        #expect(LaneMean(size: 257) == nil)
        for size in 1...256 {
            guard let mean = LaneMean(size: size) else { Issue.record("no lane mean for \(size)"); continue }
            var sum: Int32 = 0
            var wrong = 0
            while sum <= 255 * Int32(size) {
                let lanes = SIMD16<Int32>((0..<16).map { sum + Int32($0) })
                let got = mean(lanes)
                for k in 0..<16 where sum + Int32(k) <= 255 * Int32(size) {
                    if got[k] != (sum + Int32(k) + Int32(size / 2)) / Int32(size) { wrong += 1 }
                }
                sum += 16
            }
            #expect(wrong == 0, "box \(size): \(wrong) wrong means")
        }
    }

    /// One direction of three box passes over `line`, as SVG 1.1 describes.
    private func boxes(_ line: [Int], width d: Int, extend: Bool) -> [Int] {
        let h = d / 2
        let extents = d % 2 == 1 ? [(h, h), (h, h), (h, h)] : [(h, h - 1), (h - 1, h), (h, h)]
        var v = line
        for (left, right) in extents {
            let size = left + right + 1
            v = (0..<v.count).map { i in
                var sum = 0
                for j in (i - left)...(i + right) {
                    sum += j >= 0 && j < v.count ? v[j] : extend ? v[max(0, min(v.count - 1, j))] : 0
                }
                return (sum + size / 2) / size
            }
        }
        return v
    }

    /// `bytes` (rows of `width` elements of `channels` bytes) blurred rows
    /// first, then columns, channel by channel, over the whole plane.
    private func reference(_ bytes: [UInt8], width: Int, height: Int, channels: Int, d: Int, extend: Bool) -> [UInt8] {
        var v = bytes.map(Int.init)
        for y in 0..<height {
            for c in 0..<channels {
                let line = (0..<width).map { v[(y * width + $0) * channels + c] }
                for (x, b) in boxes(line, width: d, extend: extend).enumerated() { v[(y * width + x) * channels + c] = b }
            }
        }
        for x in 0..<width {
            for c in 0..<channels {
                let line = (0..<height).map { v[($0 * width + x) * channels + c] }
                for (y, b) in boxes(line, width: d, extend: extend).enumerated() { v[(y * width + x) * channels + c] = b }
            }
        }
        return v.map { UInt8($0) }
    }

    private func randomBytes(_ count: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test(arguments: [(1.5, 1), (4.0, 2), (6.0, 1), (20.0, 2), (140.0, 1)])
    func alphaPlaneMatchesTheDirectBlur(sigma: Double, threads: Int) {
        // 37 x 29: strips of 16 columns and 16 rows with ragged ends.
        let width = 37, height = 29
        let blur = GaussianBlur(sigma: sigma)
        var bytes = randomBytes(width * height, seed: 7)
        let expected = reference(bytes, width: width, height: height, channels: 1, d: blur.boxWidth, extend: false)
        bytes.withUnsafeMutableBufferPointer { b in
            BlurPlane(base: b.baseAddress!, width: width, height: height).blur(blur, edges: .transparent, threads: threads)
        }
        #expect(bytes == expected)
    }

    @Test(arguments: [BlurEdges.transparent, .extend])
    func pixelsMatchTheDirectBlur(edges: BlurEdges) {
        let width = 23, height = 19
        let blur = GaussianBlur(sigma: 3)
        let p = Pixmap(width: width, height: height)
        let bytes = randomBytes(width * height * 4, seed: 11)
        p.data.update(from: bytes, count: bytes.count)
        let expected = reference(bytes, width: width, height: height, channels: 4, d: blur.boxWidth, extend: edges == .extend)
        p.blur(blur, edges: edges, threads: 2)
        #expect(Array(UnsafeBufferPointer(start: p.data, count: bytes.count)) == expected)
    }
}
