// Per-pixel color filters on premultiplied pixels: a 4×5 color matrix on
// straight components (optionally in linear light), an alpha threshold, and
// making pixels opaque. Each pixel depends only on itself.

/// A 4×5 matrix on straight RGBA in 0…1, rows r, g, b, a, each
/// (×r, ×g, ×b, ×a, +constant): r' = m[0]·r + m[1]·g + m[2]·b + m[3]·a + m[4].
package struct ColorMatrixCoefficients: Sendable, Hashable {
    /// 20 coefficients, row by row.
    package let values: [Float]

    /// - Precondition: `values` holds 20 coefficients.
    package init(_ values: [Float]) {
        precondition(values.count == 20, "a color matrix has 20 coefficients (4 rows of 5), got \(values.count)")
        self.values = values
    }
}

/// The transfer function between encoded bytes and linear light, for
/// matrices applied in linear light.
package struct ColorTransfer: Sendable {
    /// Linear value of each encoded byte value (256 entries).
    package let decode: [Float]
    /// Linear (0…1) to encoded (0…1).
    package let encode: @Sendable (Float) -> Float

    package init(decode: [Float], encode: @escaping @Sendable (Float) -> Float) {
        precondition(decode.count == 256, "a decoding table has 256 entries, got \(decode.count)")
        self.decode = decode
        self.encode = encode
    }
}

extension ColorMatrixCoefficients {
    /// Whether a transparent pixel stays transparent (the alpha row adds
    /// nothing), so the matrix may skip empty pixels or be left unapplied
    /// where nothing was drawn.
    package var keepsTransparent: Bool { values[19] <= 0 }

    /// The result for each alpha when no row reads red, green or blue (a
    /// fill effect: colour replaced, alpha kept): entry `a` is what `apply`
    /// makes of any pixel of alpha `a`, so a lookup gives the same bytes
    /// for a few operations a pixel. Nil when the matrix reads colour or
    /// when a transfer is given.
    package func alphaLookup(transfer: ColorTransfer? = nil) -> AlphaLookup? {
        // A zero coefficient times a finite straight component is ±0, which
        // adds nothing: the colour of the pixel cannot change the result.
        guard transfer == nil, [0, 1, 2, 5, 6, 7, 10, 11, 12, 15, 16, 17].allSatisfy({ values[$0] == 0 }) else {
            return nil
        }
        var table = (0..<256).map { (UInt32($0) << 24).littleEndian }
        table.withUnsafeMutableBufferPointer { apply(to: $0.baseAddress!, count: 256) }
        return AlphaLookup(table: table)
    }

    /// Applies the matrix to `count` packed pixels in place: unpremultiply,
    /// transform (in linear light through `transfer` when given), clamp to
    /// 0…1, premultiply, rounding to nearest.
    package func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int, transfer: ColorTransfer? = nil) {
        let m = values
        let decode = transfer?.decode ?? []
        // A transparent pixel stays transparent when the alpha row adds
        // nothing: most of a layer's canvas is empty, so skip those exactly.
        let keepsEmpty = keepsTransparent
        // A pixel's result depends only on its own bytes, and a layer is
        // mostly runs of one colour: the last pixel's result is remembered
        // and reused for the same bytes (what it computes is unchanged).
        var lastIn: UInt32 = 0, lastOut: UInt32 = 0, remembered = false
        for i in 0..<count {
            let word = pixels[i]
            if keepsEmpty && word == 0 { continue }
            if remembered && word == lastIn {
                pixels[i] = lastOut
                continue
            }
            let q = UnsafeMutableRawPointer(pixels + i).assumingMemoryBound(to: UInt8.self)
            let a = Float(q[3]) / 255
            var r: Float = 0, g: Float = 0, b: Float = 0
            if q[3] > 0 {
                r = Float(q[0]) / 255 / a; g = Float(q[1]) / 255 / a; b = Float(q[2]) / 255 / a
                if transfer != nil {
                    r = decode[Int(min(r, 1) * 255 + 0.5)]
                    g = decode[Int(min(g, 1) * 255 + 0.5)]
                    b = decode[Int(min(b, 1) * 255 + 0.5)]
                }
            }
            var nr = m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]
            var ng = m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9]
            var nb = m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14]
            let na = min(max(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19], 0), 1)
            nr = min(max(nr, 0), 1); ng = min(max(ng, 0), 1); nb = min(max(nb, 0), 1)
            if let transfer {
                nr = transfer.encode(nr); ng = transfer.encode(ng); nb = transfer.encode(nb)
            }
            let ab = (na * 255 + 0.5).rounded(.down)
            q[0] = UInt8(min((nr * na * 255 + 0.5).rounded(.down), ab))
            q[1] = UInt8(min((ng * na * 255 + 0.5).rounded(.down), ab))
            q[2] = UInt8(min((nb * na * 255 + 0.5).rounded(.down), ab))
            q[3] = UInt8(ab)
            lastIn = word
            lastOut = pixels[i]
            remembered = true
        }
    }
}

/// A per-pixel change that depends on the alpha alone, as a table
/// (`ColorMatrixCoefficients.alphaLookup`).
package struct AlphaLookup: Sendable {
    /// Entry `a`: the packed pixel a pixel of alpha `a` becomes.
    let table: [UInt32]

    /// Replaces `count` packed premultiplied pixels in place; transparent
    /// ones are left as they are when the table keeps them transparent.
    package func apply(to pixels: UnsafeMutablePointer<UInt32>, count: Int) {
        table.withUnsafeBufferPointer { t in
            let entries = t.baseAddress!
            for i in 0..<count {
                let word = UInt32(littleEndian: pixels[i])
                pixels[i] = entries[Int(word >> 24)]
            }
        }
    }
}

extension Pixmap {
    /// Applies `matrix` to every pixel (see `ColorMatrixCoefficients.apply(to:count:transfer:)`).
    package func apply(_ matrix: ColorMatrixCoefficients, transfer: ColorTransfer? = nil) {
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        matrix.apply(to: words, count: width * height, transfer: transfer)
    }

    /// Pixels whose alpha (0…1) lies in `min…max` become `color`, the
    /// others transparent (none when `min > max`).
    package func threshold(alphaMin lo: Double, max hi: Double, color: RGBA8) {
        forEachPixel { q in
            let alpha = Double(q[3]) / 255
            let inside = alpha >= lo && alpha <= hi
            q[0] = inside ? color.r : 0; q[1] = inside ? color.g : 0
            q[2] = inside ? color.b : 0; q[3] = inside ? color.a : 0
        }
    }

    /// Sets every alpha to 255, keeping the straight colors (transparent
    /// pixels become black).
    package func makeOpaque() {
        forEachPixel { q in
            let a = UInt32(q[3])
            guard a != 255 else { return }
            if a == 0 { q[0] = 0; q[1] = 0; q[2] = 0 } else {
                for c in 0..<3 { q[c] = UInt8(min(255, (UInt32(q[c]) * 255 + a / 2) / a)) }
            }
            q[3] = 255
        }
    }

    /// Runs `body` on the four bytes of every pixel, in order.
    @inline(__always)
    private func forEachPixel(_ body: (UnsafeMutablePointer<UInt8>) -> Void) {
        let count = width * height
        for i in 0..<count {
            assert(i * 4 + 3 < byteCount, "pixel \(i) outside the pixmap")
            body(data + i * 4)
        }
    }
}
