// The box passes of `GaussianBlur` sixteen lines at a time: each 32-bit
// lane of a SIMD16 carries its own line (a byte column of the plane for the
// vertical passes; a channel of one of 16 / channels rows for the
// horizontal ones), so one vector add slides sixteen box sums. The scalar
// passes (`BlurLines`) carry one running sum each, a serial chain of adds
// and a 64-bit multiply per byte.
//
// The mean is the scalar one, ⌊(sum + ⌊d/2⌋) / d⌋, computed in floats
// without any conversion instruction: n is turned into a float by or-ing
// it into the mantissa of 2²³, and y = n·(1/d) + (1/(2d) − 1/2) is rounded
// to the nearest integer by adding 1.5·2²³. Writing n = q·d + r (0 ≤ r < d),
// n/d + 1/(2d) − 1/2 lies within 1/2 − 1/(2d) of q, while the float
// arithmetic is off by less than 2⁻¹⁴ for n < 2¹⁶; so the rounding gives q
// exactly whenever 1/(2d) > 2⁻¹⁴, for every box up to 256 wide
// (`BlurLanesTests` checks every n of every width). Wider boxes take the
// scalar passes.

/// The exact box mean of `LaneBlur`, sixteen lanes at a time.
struct LaneMean {
    let half: Int32, reciprocal: Float, offset: Float

    /// The mean over boxes of `size` elements; nil when the float form is
    /// not exact for that size.
    init?(size: Int) {
        guard size >= 1 && size <= 256 else { return nil }
        half = Int32(size / 2)
        reciprocal = 1 / Float(size)
        offset = 0.5 / Float(size) - 0.5
    }

    /// ⌊(sum + ⌊d/2⌋) / d⌋ in every lane, for sums in 0...255·d.
    @inline(__always) func callAsFunction(_ sum: SIMD16<Int32>) -> SIMD16<Int32> {
        let n = sum &+ half
        let f = unsafeBitCast(n | 0x4B00_0000, to: SIMD16<Float>.self) - 8_388_608
        let y = f * reciprocal + offset + 12_582_912
        return unsafeBitCast(y, to: SIMD16<Int32>.self) & 0x3F_FFFF
    }
}

/// A byte plane blurred by the lane passes: `rowBytes` bytes a row,
/// `channels` bytes an element (1 for an alpha plane, 4 for RGBA pixels).
struct LaneBlur: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let rowBytes: Int
    let channels: Int
    let steps: [(mean: LaneMean, left: Int, right: Int)]
    let pad: Int
    let extend: Bool

    /// Nil when a box is too wide for `LaneMean` (or `channels` does not
    /// divide the sixteen lanes).
    init?(base: UnsafeMutablePointer<UInt8>, rowBytes: Int, channels: Int, blur: GaussianBlur, extend: Bool) {
        guard channels > 0, 16 % channels == 0 else { return nil }
        var steps: [(mean: LaneMean, left: Int, right: Int)] = []
        for p in blur.passes {
            guard let mean = LaneMean(size: p.left + p.right + 1) else { return nil }
            steps.append((mean, p.left, p.right))
        }
        self.base = base; self.rowBytes = rowBytes; self.channels = channels
        self.steps = steps; pad = blur.pad; self.extend = extend
    }

    /// Blurs elements x0...x1 of rows y0...y1 along rows (only `inkRows`,
    /// the others hold nothing to spread), then down columns.
    func run(x0: Int, x1: Int, y0: Int, y1: Int, inkRows: ClosedRange<Int>, threads: Int) {
        let rowsPerItem = 16 / channels
        let rowItems = (inkRows.count + rowsPerItem - 1) / rowsPerItem
        let length = x1 - x0 + 1
        RasterContext.run(workers: min(threads, rowItems), items: rowItems, chunk: 1) { item, _ in
            let lines = LaneLines(length: length, pad: pad)
            defer { lines.deallocate() }
            let first = inkRows.lowerBound + item * rowsPerItem
            let rows = min(rowsPerItem, inkRows.upperBound + 1 - first)
            gatherRows(first, rows, x0, lines)
            lines.blur(steps, extend: extend)
            scatterRows(first, rows, x0, lines)
        }
        let bx0 = x0 * channels, byteColumns = length * channels
        let strips = (byteColumns + 15) / 16
        let height = y1 - y0 + 1
        RasterContext.run(workers: min(threads, strips), items: strips, chunk: 1) { item, _ in
            let lines = LaneLines(length: height, pad: pad)
            defer { lines.deallocate() }
            let bx = bx0 + item * 16, count = min(16, bx0 + byteColumns - bx)
            for i in 0..<height {
                let row = base + (y0 + i) * rowBytes + bx
                if count == 16 {
                    let bytes = UnsafeRawPointer(row).loadUnaligned(as: SIMD16<UInt8>.self)
                    lines.store(SIMD16<Int32>(truncatingIfNeeded: bytes), at: i)
                } else {
                    for k in 0..<count { lines.lane(i, k).pointee = Int32(row[k]) }
                }
            }
            lines.blur(steps, extend: extend)
            for i in 0..<height {
                let row = base + (y0 + i) * rowBytes + bx
                if count == 16 {
                    UnsafeMutableRawPointer(row).storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: lines.load(at: i)),
                                                            as: SIMD16<UInt8>.self)
                } else {
                    for k in 0..<count { row[k] = UInt8(truncatingIfNeeded: lines.lane(i, k).pointee) }
                }
            }
        }
    }

    /// Rows first..<first+rows, elements from x0 on, into lines: lane
    /// k·channels + c holds channel c of row first + k.
    private func gatherRows(_ first: Int, _ rows: Int, _ x0: Int, _ lines: LaneLines) {
        eachByte(first, rows, x0, lines) { byte, lane in lane.pointee = Int32(byte.pointee) }
    }

    private func scatterRows(_ first: Int, _ rows: Int, _ x0: Int, _ lines: LaneLines) {
        eachByte(first, rows, x0, lines) { byte, lane in byte.pointee = UInt8(truncatingIfNeeded: lane.pointee) }
    }

    /// Every byte of those rows with its lane.
    @inline(__always)
    private func eachByte(_ first: Int, _ rows: Int, _ x0: Int, _ lines: LaneLines,
                          _ body: (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int32>) -> Void) {
        let c = channels
        for k in 0..<rows {
            let row = base + (first + k) * rowBytes + x0 * c
            for i in 0..<lines.length {
                let lane = lines.lane(i, k * c)
                for ch in 0..<c { body(row + i * c + ch, lane + ch) }
            }
        }
    }
}

/// Two buffers of `length` + 2·`pad` slots of sixteen Int32 lanes; the
/// passes ping-pong between them. Unused lanes hold zeros (their sums stay
/// zero, never read back).
struct LaneLines {
    let length: Int, pad: Int
    let memory: UnsafeMutableRawPointer
    private var span: Int { length + 2 * pad }
    private static let slot = MemoryLayout<SIMD16<Int32>>.stride

    init(length: Int, pad: Int) {
        self.length = length; self.pad = pad
        let bytes = 2 * (length + 2 * pad) * Self.slot
        memory = .allocate(byteCount: bytes, alignment: 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    }

    func deallocate() { memory.deallocate() }

    /// Lane `lane` of element `index` (0..<length) of buffer 0.
    @inline(__always) func lane(_ index: Int, _ lane: Int) -> UnsafeMutablePointer<Int32> {
        assert(index >= 0 && index < length && lane >= 0 && lane < 16, "lane (\(index), \(lane)) outside the lines")
        return (memory + (pad + index) * Self.slot).assumingMemoryBound(to: Int32.self) + lane
    }

    @inline(__always) func store(_ v: SIMD16<Int32>, at index: Int) {
        memory.storeBytes(of: v, toByteOffset: (pad + index) * Self.slot, as: SIMD16<Int32>.self)
    }

    @inline(__always) func load(at index: Int) -> SIMD16<Int32> {
        memory.load(fromByteOffset: (pad + index) * Self.slot, as: SIMD16<Int32>.self)
    }

    /// The passes over every lane, the result left in buffer 0.
    func blur(_ steps: [(mean: LaneMean, left: Int, right: Int)], extend: Bool) {
        var src = memory, dst = memory + span * Self.slot
        for (mean, left, right) in steps {
            assert(left >= 0 && right >= 0 && left < pad && right < pad, "box (\(left), \(right)) wider than the padding \(pad)")
            fillPadding(src, extend: extend)
            Self.slide(src, dst, length, pad, left, right, mean)
            swap(&src, &dst)
        }
        if src != memory { memory.copyMemory(from: src, byteCount: span * Self.slot) }
    }

    /// Zeros, or the edge elements, in the `pad` slots beyond each end.
    private func fillPadding(_ v: UnsafeMutableRawPointer, extend: Bool) {
        let s = Self.slot
        let lo = extend ? v.load(fromByteOffset: pad * s, as: SIMD16<Int32>.self) : .zero
        let hi = extend ? v.load(fromByteOffset: (pad + length - 1) * s, as: SIMD16<Int32>.self) : .zero
        for i in 0..<pad {
            v.storeBytes(of: lo, toByteOffset: i * s, as: SIMD16<Int32>.self)
            v.storeBytes(of: hi, toByteOffset: (pad + length + i) * s, as: SIMD16<Int32>.self)
        }
    }

    /// One box pass: out slot i = mean of v slots i − left … i + right.
    @inline(__always)
    private static func slide(_ v: UnsafeMutableRawPointer, _ out: UnsafeMutableRawPointer, _ n: Int,
                              _ pad: Int, _ left: Int, _ right: Int, _ mean: LaneMean) {
        let s = slot
        var sum = SIMD16<Int32>.zero
        for i in (pad - left)...(pad + right) { sum &+= v.load(fromByteOffset: i * s, as: SIMD16<Int32>.self) }
        var add = v + (pad + right + 1) * s, sub = v + (pad - left) * s, o = out + pad * s
        for _ in 0..<n {
            o.storeBytes(of: mean(sum), as: SIMD16<Int32>.self)
            sum &+= add.load(as: SIMD16<Int32>.self) &- sub.load(as: SIMD16<Int32>.self)
            add += s; sub += s; o += s
        }
    }
}
