// Drop and inner shadows: the content's alpha (or its inverse) is moved,
// blurred as one 8-bit plane, tinted, and combined with the content.
//
// Blurring the alpha alone and tinting afterwards is what Apple documents
// for drop shadows ("blurring, tinting and offsetting its per-pixel alpha
// values") and a quarter of the work of blurring four tinted channels.

/// Where a shadow goes relative to the content casting it.
package enum ShadowPlacement: Sendable, Hashable {
    /// Beneath the content (content drawn over it, source-over).
    case beneath
    /// Over the content, combined with it by `blendMode`.
    case above(BlendMode)
    /// The shadow alone, without the content.
    case alone
}

/// A shadow cast by a pixmap's alpha.
package struct DropShadow: Sendable, Hashable {
    /// The shadow's color, premultiplied.
    package var color: RGBA8
    package var blur: GaussianBlur
    /// Offset in whole pixels (x right, y down).
    package var dx: Int, dy: Int
    /// Cast from where the content is transparent (an inner shadow, kept
    /// only where the content is).
    package var invertsAlpha: Bool
    package var placement: ShadowPlacement

    package init(color: RGBA8, blur: GaussianBlur, dx: Int, dy: Int, invertsAlpha: Bool = false,
                placement: ShadowPlacement = .beneath) {
        self.color = color; self.blur = blur; self.dx = dx; self.dy = dy
        self.invertsAlpha = invertsAlpha; self.placement = placement
    }
}

extension Pixmap {
    /// Combines this pixmap with `shadow`, in place, on up to `threads`
    /// threads (the bytes do not depend on `threads`). Beyond the pixmap the
    /// content is transparent.
    package func cast(_ shadow: DropShadow, threads: Int = 1) {
        FilterCache.shared.apply(.shadow(shadow), to: self) { castUncached(shadow, threads: threads) }
    }

    private func castUncached(_ shadow: DropShadow, threads: Int) {
        let w = width, h = height
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { mask.deallocate() }
        let words = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: w * h)
        let job = ShadowJob(content: words, mask: mask, width: w, height: h, shadow: shadow)
        let chunk = 16, items = (h + chunk - 1) / chunk
        let workers = min(max(1, threads), items)
        RasterContext.run(workers: workers, items: items, chunk: 1) { item, _ in
            for y in (item * chunk)..<min(h, item * chunk + chunk) { job.maskRow(y) }
        }
        BlurPlane(base: mask, width: w, height: h).blur(shadow.blur, edges: .transparent, threads: workers)
        RasterContext.run(workers: workers, items: items, chunk: 1) { item, _ in
            job.combineRows((item * chunk)..<min(h, item * chunk + chunk))
        }
    }
}

/// The buffers of one `cast`; rows are written by one thread each.
private struct ShadowJob: @unchecked Sendable {
    let content: UnsafeMutablePointer<UInt32>
    let mask: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int
    let shadow: DropShadow

    /// Row `y` of the moved (and maybe inverted) alpha.
    func maskRow(_ y: Int) {
        assert(y >= 0 && y < height, "mask row \(y) outside 0..<\(height)")
        let out = mask + y * width
        let flip: UInt8 = shadow.invertsAlpha ? 255 : 0
        let sy = y - shadow.dy
        guard sy >= 0 && sy < height else { out.update(repeating: flip, count: width); return }
        let src = content + sy * width
        // Columns x whose source column x − dx lies inside the pixmap.
        let lo = min(width, max(0, shadow.dx)), hi = max(lo, min(width, width + shadow.dx))
        out.update(repeating: flip, count: lo)
        (out + hi).update(repeating: flip, count: width - hi)
        // Eight alpha bytes at a time (the scalar loop stayed one byte per
        // iteration and was the costliest part of a shadow's mask).
        let moved = src - shadow.dx, flips = SIMD8<UInt8>(repeating: flip)
        var x = lo
        while x + 8 <= hi {
            let v = UnsafeRawPointer(moved + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(out + x).storeBytes(of: truncated(truncated(v &>> 24)) ^ flips, as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < hi {
            assert(x - shadow.dx >= 0 && x - shadow.dx < width, "source column \(x - shadow.dx) outside the row")
            out[x] = UInt8(truncatingIfNeeded: moved[x] >> 24) ^ flip
            x += 1
        }
    }

    /// Tints the blurred alpha of `rows` and combines it with the content.
    func combineRows(_ rows: Range<Int>) {
        let c = shadow.color
        let tint = UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
        let row = UnsafeMutablePointer<UInt32>.allocate(capacity: width)
        let coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        defer { row.deallocate(); coverage.deallocate() }
        coverage.update(repeating: 255, count: width)
        // A drop shadow beneath the content changes nothing where its mask
        // is zero (content over a transparent shadow is the content): only
        // the columns between the row's first and last non-zero mask bytes.
        let sparse = shadow.placement == .beneath && !shadow.invertsAlpha
        let plane = BlurPlane(base: mask, width: width, height: height)
        for y in rows {
            assert(y >= 0 && y < height, "shadow row \(y) outside 0..<\(height)")
            let m = mask + y * width, dst = content + y * width
            if sparse {
                // The content over the tint scaled by the mask: a solid fill
                // of the tint, the mask its coverage, drawn beneath.
                if let (lo, last) = plane.inkColumns(m) {
                    Compositor.destinationOverSolid(dst + lo, m + lo, tint, last + 1 - lo)
                }
                continue
            }
            for x in 0..<width {
                var s = scalePixel(tint, UInt32(m[x]))
                // An inner shadow shows only where the content is.
                if shadow.invertsAlpha { s = scalePixel(s, dst[x] >> 24) }
                row[x] = s
            }
            switch shadow.placement {
            case .alone:
                dst.update(from: row, count: width)
            case .beneath:
                for x in 0..<width { dst[x] = Compositor.srcOver(row[x], dst[x]) }
            case .above(.normal):
                for x in 0..<width { dst[x] = Compositor.srcOver(dst[x], row[x]) }
            case .above(let mode):
                Compositor.composite(mode, dst: dst, coverage: coverage, src: row, solid: nil, count: width)
            }
        }
    }
}
