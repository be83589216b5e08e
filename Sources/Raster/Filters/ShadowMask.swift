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
    case above(BlendOperation)
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
    /// content is transparent. A result met before comes from `resources`.
    package func cast(_ shadow: DropShadow, threads: Int = 1, resources: RenderResources = .shared) {
        guard let window = shadowWindow(shadow) else {
            resources.filters.apply(.shadow(shadow), to: self) {
                castUncached(shadow, window: FilterWindow(x0: 0, y0: 0, x1: width, y1: height), threads: threads)
            }
            return
        }
        // Nothing to cast: transparent content, transparent result.
        guard window.x1 > window.x0, window.y1 > window.y0 else { return }
        resources.filters.apply(.shadow(shadow), to: self, window: window) {
            castUncached(shadow, window: window, threads: threads)
        }
    }

    /// For a shadow beneath the content or alone, cast from the content's
    /// alpha: the pixels that can change, the content's ink and its moved,
    /// blurred copy (empty when there is no ink), found by one vector scan.
    /// Beyond them the content is transparent and so is its shadow, so a
    /// layer as big as the canvas around a small knob is masked, blurred,
    /// hashed and combined over the knob's surroundings alone. Nil for the
    /// shadows that change transparent pixels (inner ones, those above the
    /// content with a blend mode).
    private func shadowWindow(_ shadow: DropShadow) -> FilterWindow? {
        switch shadow.placement {
        case .beneath, .alone: if shadow.invertsAlpha { return nil }
        case .above: return nil
        }
        guard let ink = nonZeroBounds() else { return FilterWindow(x0: 0, y0: 0, x1: 0, y1: 0) }
        let r = shadow.blur.reach
        return FilterWindow(x0: max(0, min(ink.x0, ink.x0 + shadow.dx - r)), y0: max(0, min(ink.y0, ink.y0 + shadow.dy - r)),
                            x1: min(width, max(ink.x1, ink.x1 + shadow.dx + r)),
                            y1: min(height, max(ink.y1, ink.y1 + shadow.dy + r)))
    }

    /// The shadow over the pixels of `window` (those beyond it stay as they are).
    private func castUncached(_ shadow: DropShadow, window: FilterWindow, threads: Int) {
        let w = window.x1 - window.x0, h = window.y1 - window.y0
        let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: w * h)
        defer { mask.deallocate() }
        let words = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: width * height)
        let job = ShadowJob(content: words, stride: width, contentHeight: height, window: window, mask: mask, shadow: shadow)
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
/// Rows and columns are the window's: row y is content row window.y0 + y.
private struct ShadowJob: @unchecked Sendable {
    let content: UnsafeMutablePointer<UInt32>
    /// Content words a row, and content rows.
    let stride: Int, contentHeight: Int
    let window: FilterWindow
    let mask: UnsafeMutablePointer<UInt8>
    let shadow: DropShadow
    var width: Int { window.x1 - window.x0 }
    var height: Int { window.y1 - window.y0 }

    init(content: UnsafeMutablePointer<UInt32>, stride: Int, contentHeight: Int, window: FilterWindow,
         mask: UnsafeMutablePointer<UInt8>, shadow: DropShadow) {
        self.content = content; self.stride = stride; self.contentHeight = contentHeight
        self.window = window; self.mask = mask; self.shadow = shadow
    }

    /// Row `y` of the moved (and maybe inverted) alpha.
    func maskRow(_ y: Int) {
        assert(y >= 0 && y < height, "mask row \(y) outside 0..<\(height)")
        let out = mask + y * width
        let flip: UInt8 = shadow.invertsAlpha ? 255 : 0
        let sy = window.y0 + y - shadow.dy
        guard sy >= 0 && sy < contentHeight else { out.update(repeating: flip, count: width); return }
        // Window column x reads content column window.x0 + x − dx; those
        // inside the content are lo..<hi.
        let shift = window.x0 - shadow.dx
        let moved = content + sy * stride + shift
        let lo = min(width, max(0, -shift)), hi = max(lo, min(width, stride - shift))
        out.update(repeating: flip, count: lo)
        (out + hi).update(repeating: flip, count: width - hi)
        // Eight alpha bytes at a time (the scalar loop stayed one byte per
        // iteration and was the costliest part of a shadow's mask).
        let flips = SIMD8<UInt8>(repeating: flip)
        var x = lo
        while x + 8 <= hi {
            let v = UnsafeRawPointer(moved + x).loadUnaligned(as: SIMD8<UInt32>.self)
            UnsafeMutableRawPointer(out + x).storeBytes(of: truncated(truncated(v &>> 24)) ^ flips, as: SIMD8<UInt8>.self)
            x += 8
        }
        while x < hi {
            assert(x + shift >= 0 && x + shift < stride, "source column \(x + shift) outside the row")
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
            let m = mask + y * width, dst = content + (window.y0 + y) * stride + window.x0
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
