// GIF's variable-length-code LZW (GIF89a, appendix F), written for speed: the
// string table is an open-addressing hash of (prefix code, next index), so a
// pixel costs one or two probes; codes go into a 64-bit bit buffer. The code
// width grows when the code just assigned needs one more bit (the decoder,
// one entry behind, grows at the same code), and a clear code resets the
// table when code 4095 has been assigned.

/// Compresses `count` palette indices, each below `1 << minCodeSize`, into
/// GIF image data sub-blocks (without the leading minimum-code-size byte,
/// with the zero-length terminator), appended to `out`.
/// `alternates` (nil: none) gives each pixel a second index that shows the
/// same: where the string so far has no entry with the pixel's own index
/// but has one with the alternate, the string goes on with that.
func gifLZW(_ indices: UnsafePointer<UInt8>, alternates: UnsafePointer<UInt8>? = nil, count: Int, minCodeSize: Int, into out: inout [UInt8]) {
    precondition((2...8).contains(minCodeSize) && count > 0)
    let clear = 1 << minCodeSize, end = clear + 1
    let tableSize = 1 << 13, mask = tableSize - 1
    var keys = [Int32](repeating: -1, count: tableSize)
    var codes = [Int16](repeating: 0, count: tableSize)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count / 2 + 64)
    var buffer: UInt64 = 0, bits = 0
    var codeSize = minCodeSize + 1, next = end + 1

    @inline(__always) func emit(_ code: Int, _ size: Int) {
        buffer |= UInt64(code) << UInt64(bits)
        bits += size
        while bits >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bits -= 8
        }
    }

    keys.withUnsafeMutableBufferPointer { keys in
        codes.withUnsafeMutableBufferPointer { codes in
            emit(clear, codeSize)
            var prefix = Int(indices[0])
            for i in 1..<count {
                let c = Int(indices[i])
                let key = Int32(prefix << 8 | c)
                var slot = Int((UInt32(bitPattern: key) &* 0x9E37_79B1) >> 19) & mask
                var found = -1
                while keys[slot] != -1 {
                    if keys[slot] == key { found = Int(codes[slot]); break }
                    slot = (slot + 1) & mask
                }
                if found >= 0 { prefix = found; continue }
                if let alternates, alternates[i] != indices[i] {
                    let key2 = Int32(prefix << 8 | Int(alternates[i]))
                    var slot2 = Int((UInt32(bitPattern: key2) &* 0x9E37_79B1) >> 19) & mask
                    while keys[slot2] != -1 {
                        if keys[slot2] == key2 { found = Int(codes[slot2]); break }
                        slot2 = (slot2 + 1) & mask
                    }
                    if found >= 0 { prefix = found; continue }
                }
                emit(prefix, codeSize)
                keys[slot] = key
                codes[slot] = Int16(next)
                if next >= 1 << codeSize { codeSize += 1 }
                next += 1
                if next == 4096 {
                    emit(clear, codeSize)
                    for k in 0..<tableSize { keys[k] = -1 }
                    codeSize = minCodeSize + 1
                    next = end + 1
                }
                prefix = c
            }
            emit(prefix, codeSize)
            // The decoder adds an entry on reading that last code, and may widen once more.
            emit(end, next == 1 << codeSize && codeSize < 12 ? codeSize + 1 : codeSize)
            if bits > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        }
    }
    var p = 0
    out.reserveCapacity(out.count + bytes.count + bytes.count / 255 + 2)
    while p < bytes.count {
        let n = min(255, bytes.count - p)
        out.append(UInt8(n))
        out.append(contentsOf: bytes[p..<(p + n)])
        p += n
    }
    out.append(0)
}
