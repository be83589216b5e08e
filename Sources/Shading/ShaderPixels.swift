// Running a bound shader over pixels (the runner beneath SwiftUICore's
// shader effects and fills): a row at a time, in spans of lanes,
// each pixel's position the user-space point at its centre. Rows are
// independent, so they are shared among threads with the same result.
import Foundation
import Geometry
import Raster

extension BoundShader {
    /// Lanes per call into the shader: long enough to pay for the call, short enough to stay in cache.
    private static let span = 256

    /// Runs the shader for every pixel of a `width` × `height` grid, handing
    /// `body` each span's returned values: row `y`, first column `x`.
    private func forEachSpan(width: Int, height: Int, userFromPixel: CGAffineTransform, threads: Int,
                             colors: (@Sendable (Int, Int, UnsafeMutableBufferPointer<SIMD4<Float>>) -> Void)?,
                             layer: ShaderLayer?,
                             _ body: @Sendable (Int, Int, UnsafeBufferPointer<SIMD4<Float>>) -> Void) throws {
        let t = userFromPixel
        let failure = ShaderFailure()
        @Sendable func rows(_ y0: Int, _ y1: Int) {
            let span = Self.span
            let positions = UnsafeMutableBufferPointer<SIMD2<Float>>.allocate(capacity: span)
            let input = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: span)
            let output = UnsafeMutableBufferPointer<SIMD4<Float>>.allocate(capacity: span)
            defer { positions.deallocate(); input.deallocate(); output.deallocate() }
            for y in y0..<y1 {
                var x = 0
                while x < width {
                    let n = min(span, width - x)
                    let cy = CGFloat(y) + 0.5
                    for i in 0..<n {
                        let cx = CGFloat(x + i) + 0.5
                        positions[i] = SIMD2(Float(t.a * cx + t.c * cy + t.tx), Float(t.b * cx + t.d * cy + t.ty))
                    }
                    let lanes = UnsafeBufferPointer(rebasing: positions[0..<n])
                    var colorLanes: UnsafeBufferPointer<SIMD4<Float>>?
                    if let colors {
                        colors(x, y, UnsafeMutableBufferPointer(rebasing: input[0..<n]))
                        colorLanes = UnsafeBufferPointer(rebasing: input[0..<n])
                    }
                    do {
                        try self.run(positions: lanes, colors: colorLanes, layer: layer,
                                     into: UnsafeMutableBufferPointer(rebasing: output[0..<n]))
                    } catch {
                        failure.record(error)
                        return
                    }
                    body(x, y, UnsafeBufferPointer(rebasing: output[0..<n]))
                    x += n
                }
            }
        }
        let workers = max(1, min(threads, height / 16))
        if workers == 1 {
            rows(0, height)
        } else {
            Dispatch.DispatchQueue.concurrentPerform(iterations: workers) { w in
                rows(height * w / workers, height * (w + 1) / workers)
            }
        }
        if let error = failure.error { throw error }
    }

    /// A shape style's colors over a `width` × `height` grid of pixels.
    package func fill(width: Int, height: Int, userFromPixel: CGAffineTransform, threads: Int, dithers: Bool) throws -> Pixmap {
        let out = Pixmap(width: width, height: height)
        let target = PixelRows(out)
        try forEachSpan(width: width, height: height, userFromPixel: userFromPixel, threads: threads,
                        colors: nil, layer: nil) { x, y, values in target.store(values, x: x, y: y, dithers: dithers) }
        return out
    }

    /// `pixels` with each one's color replaced by what the shader returns for it (a color effect).
    package func colorEffect(_ pixels: Pixmap, userFromPixel: CGAffineTransform, threads: Int, dithers: Bool) throws -> Pixmap {
        let out = Pixmap(width: pixels.width, height: pixels.height)
        let source = PixelRows(pixels), target = PixelRows(out)
        try forEachSpan(width: pixels.width, height: pixels.height, userFromPixel: userFromPixel, threads: threads,
                        colors: { x, y, lanes in source.load(into: lanes, x: x, y: y) }, layer: nil) { x, y, values in
            target.store(values, x: x, y: y, dithers: dithers)
        }
        return out
    }

    /// What the shader returns for each pixel, given `pixels` as its layer (a layer effect).
    package func layerEffect(_ pixels: Pixmap, userFromPixel: CGAffineTransform, threads: Int, dithers: Bool) throws -> Pixmap {
        let out = Pixmap(width: pixels.width, height: pixels.height)
        let target = PixelRows(out)
        let layer = ShaderLayer(pixels: pixels, userToPixel: userFromPixel.inverted())
        try forEachSpan(width: pixels.width, height: pixels.height, userFromPixel: userFromPixel, threads: threads,
                        colors: nil, layer: layer) { x, y, values in target.store(values, x: x, y: y, dithers: dithers) }
        return out
    }

    /// `pixels` moved: each pixel takes the layer's color, sampled bilinearly, at the user-space point the
    /// shader returns for it (a distortion effect).
    package func distortion(_ pixels: Pixmap, userFromPixel: CGAffineTransform, threads: Int) throws -> Pixmap {
        let out = Pixmap(width: pixels.width, height: pixels.height)
        let target = PixelRows(out)
        let layer = ShaderLayer(pixels: pixels, userToPixel: userFromPixel.inverted())
        try forEachSpan(width: pixels.width, height: pixels.height, userFromPixel: userFromPixel, threads: threads,
                        colors: nil, layer: nil) { x, y, points in
            withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: points.count) { sampled in
                for i in 0..<points.count { sampled[i] = layer.sample(SIMD2(points[i].x, points[i].y)) }
                target.store(UnsafeBufferPointer(sampled), x: x, y: y, dithers: false)
            }
        }
        return out
    }
}

/// The first error of a run on several threads.
private final class ShaderFailure: @unchecked Sendable {
    private let lock = NSLock()
    private var first: (any Error)?
    func record(_ e: any Error) { lock.lock(); if first == nil { first = e }; lock.unlock() }
    var error: (any Error)? { lock.lock(); defer { lock.unlock() }; return first }
}

/// A pixmap's bytes as spans of premultiplied float colors. Each thread
/// writes only its own rows.
private struct PixelRows: @unchecked Sendable {
    let pixmap: Pixmap
    init(_ pixmap: Pixmap) { self.pixmap = pixmap }

    func load(into lanes: UnsafeMutableBufferPointer<SIMD4<Float>>, x: Int, y: Int) {
        let w = pixmap.width
        pixmap.withUnsafeBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + (y * w + x) * 4
            for i in 0..<lanes.count {
                let q = p + i * 4
                lanes[i] = SIMD4(Float(q[0]), Float(q[1]), Float(q[2]), Float(q[3])) / 255
            }
        }
    }

    /// Stores returned colors, clamped to 0…1 and to premultiplied form (no component above alpha, which
    /// the compositor relies on), rounded to the nearest byte; `dithers` adds up to half a level of noise
    /// first, a hash of the pixel's place, so that the same pixel always gets the same noise.
    func store(_ values: UnsafeBufferPointer<SIMD4<Float>>, x: Int, y: Int, dithers: Bool) {
        let w = pixmap.width
        pixmap.withUnsafeMutableBytes { raw in
            let p = raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + (y * w + x) * 4
            for i in 0..<values.count {
                let v = values[i]
                let a = Self.unit(v.w)
                let c = SIMD4(Swift.min(Self.unit(v.x), a), Swift.min(Self.unit(v.y), a), Swift.min(Self.unit(v.z), a), a)
                var b = c * 255 + 0.5
                if dithers {
                    let n = Self.noise(x + i, y)
                    b = SIMD4(b.x + n, b.y + n, b.z + n, b.w)
                }
                b = b.rounded(.down).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: c.w * 255 + 0.5).rounded(.down))
                let q = p + i * 4
                q[0] = UInt8(b.x); q[1] = UInt8(b.y); q[2] = UInt8(b.z); q[3] = UInt8(b.w)
            }
        }
    }

    /// Noise in −0.5…0.5 from a pixel's coordinates (an integer hash: the same on every machine).
    private static func noise(_ x: Int, _ y: Int) -> Float {
        var h = UInt32(truncatingIfNeeded: x) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: y) &* 0x85EB_CA77
        h ^= h >> 15; h = h &* 0x2C1B_3C6D; h ^= h >> 12
        return Float(h >> 8) / Float(1 << 24) - 0.5
    }

    private static func unit(_ v: Float) -> Float { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
}
