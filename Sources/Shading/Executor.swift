#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// What one run reads besides its slots: argument buffers, textures, the layer.
struct RunResources {
    var buffers: [[Float]]
    var textures: [Pixmap]
    var layer: ShaderLayer?
}

/// Runs a compiled function over `n` lanes held column-wise in `slots`
/// (`slotCount * n` words): each instruction is one tight loop over the lanes.
struct Executor {
    let s: UnsafeMutablePointer<UInt32>
    let n: Int

    @inline(__always) func col(_ i: Int32) -> UnsafeMutablePointer<UInt32> { s + Int(i) * n }

    @inline(__always) func f1(_ x: Instruction, _ op: (Float) -> Float) {
        let d = col(x.d), a = col(x.a)
        for i in 0..<n { d[i] = op(Float(bitPattern: a[i])).bitPattern }
    }
    @inline(__always) func f2(_ x: Instruction, _ op: (Float, Float) -> Float) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = op(Float(bitPattern: a[i]), Float(bitPattern: b[i])).bitPattern }
    }
    @inline(__always) func f3(_ x: Instruction, _ op: (Float, Float, Float) -> Float) {
        let d = col(x.d), a = col(x.a), b = col(x.b), c = col(x.c)
        for i in 0..<n { d[i] = op(Float(bitPattern: a[i]), Float(bitPattern: b[i]), Float(bitPattern: c[i])).bitPattern }
    }
    @inline(__always) func fcmp(_ x: Instruction, _ op: (Float, Float) -> Bool) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = op(Float(bitPattern: a[i]), Float(bitPattern: b[i])) ? ~0 : 0 }
    }
    @inline(__always) func i1(_ x: Instruction, _ op: (Int32) -> Int32) {
        let d = col(x.d), a = col(x.a)
        for i in 0..<n { d[i] = UInt32(bitPattern: op(Int32(bitPattern: a[i]))) }
    }
    @inline(__always) func i2(_ x: Instruction, _ op: (Int32, Int32) -> Int32) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = UInt32(bitPattern: op(Int32(bitPattern: a[i]), Int32(bitPattern: b[i]))) }
    }
    @inline(__always) func icmp(_ x: Instruction, _ op: (Int32, Int32) -> Bool) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = op(Int32(bitPattern: a[i]), Int32(bitPattern: b[i])) ? ~0 : 0 }
    }
    @inline(__always) func u2(_ x: Instruction, _ op: (UInt32, UInt32) -> UInt32) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = op(a[i], b[i]) }
    }
    @inline(__always) func u3(_ x: Instruction, _ op: (UInt32, UInt32, UInt32) -> UInt32) {
        let d = col(x.d), a = col(x.a), b = col(x.b), c = col(x.c)
        for i in 0..<n { d[i] = op(a[i], b[i], c[i]) }
    }
    @inline(__always) func ucmp(_ x: Instruction, _ op: (UInt32, UInt32) -> Bool) {
        let d = col(x.d), a = col(x.a), b = col(x.b)
        for i in 0..<n { d[i] = op(a[i], b[i]) ? ~0 : 0 }
    }
    @inline(__always) func u1(_ x: Instruction, _ op: (UInt32) -> UInt32) {
        let d = col(x.d), a = col(x.a)
        for i in 0..<n { d[i] = op(a[i]) }
    }

    // swiftlint:disable:next cyclomatic_complexity function_body_length
    func run(_ function: CompiledFunction, _ resources: RunResources) throws(ShaderRuntimeError) {
        var counters = [Int](repeating: 0, count: function.loopLocations.count)
        try function.code.withUnsafeBufferPointer { code throws(ShaderRuntimeError) in
            var pc = 0
            while pc < code.count {
                let x = code[pc]
                pc += 1
                switch x.op {
                case .copy: col(x.d).update(from: col(x.a), count: n)
                case .select: u3(x) { m, t, f in (t & m) | (f & ~m) }
                case .addF: f2(x) { $0 + $1 }
                case .subF: f2(x) { $0 - $1 }
                case .mulF: f2(x) { $0 * $1 }
                case .divF: f2(x) { $0 / $1 }
                case .fmodF: f2(x) { LaneMath.fmod($0, $1) }
                case .minF: f2(x) { LaneMath.fmin($0, $1) }
                case .maxF: f2(x) { LaneMath.fmax($0, $1) }
                case .powF: f2(x) { LaneMath.pow($0, $1) }
                case .atan2F: f2(x) { LaneMath.atan2($0, $1) }
                case .stepF: f2(x) { LaneMath.step($0, $1) }
                case .negF: f1(x) { -$0 }
                case .absF: f1(x) { abs($0) }
                case .sinF: f1(x) { sinf($0) }
                case .cosF: f1(x) { cosf($0) }
                case .tanF, .asinF, .acosF, .atanF, .sinhF, .coshF, .tanhF, .expF, .exp2F, .logF, .log2F, .log10F:
                    let op = x.op
                    f1(x) { LaneMath.unary(op, $0) }
                case .sqrtF: f1(x) { $0.squareRoot() }
                case .rsqrtF: f1(x) { 1 / $0.squareRoot() }
                case .floorF: f1(x) { $0.rounded(.down) }
                case .ceilF: f1(x) { $0.rounded(.up) }
                case .roundF: f1(x) { $0.rounded(.toNearestOrAwayFromZero) }
                case .rintF: f1(x) { $0.rounded(.toNearestOrEven) }
                case .truncF: f1(x) { $0.rounded(.towardZero) }
                case .fractF: f1(x) { LaneMath.fract($0) }
                case .signF: f1(x) { LaneMath.sign($0) }
                case .saturateF: f1(x) { LaneMath.clamp($0, 0, 1) }
                case .isnanF:
                    let d = col(x.d), a = col(x.a)
                    for i in 0..<n { d[i] = Float(bitPattern: a[i]).isNaN ? ~0 : 0 }
                case .isinfF:
                    let d = col(x.d), a = col(x.a)
                    for i in 0..<n { d[i] = Float(bitPattern: a[i]).isInfinite ? ~0 : 0 }
                case .fmaF: f3(x) { $0 * $1 + $2 }
                case .mixF: f3(x) { LaneMath.mix($0, $1, $2) }
                case .clampF: f3(x) { LaneMath.clamp($0, $1, $2) }
                case .smoothstepF: f3(x) { LaneMath.smoothstep($0, $1, $2) }
                case .ltF: fcmp(x) { $0 < $1 }
                case .leF: fcmp(x) { $0 <= $1 }
                case .gtF: fcmp(x) { $0 > $1 }
                case .geF: fcmp(x) { $0 >= $1 }
                case .eqF: fcmp(x) { $0 == $1 }
                case .neF: fcmp(x) { $0 != $1 }
                case .addI: i2(x) { $0 &+ $1 }
                case .subI: i2(x) { $0 &- $1 }
                case .mulI: i2(x) { $0 &* $1 }
                case .divI: i2(x) { LaneMath.div($0, $1) }
                case .modI: i2(x) { LaneMath.mod($0, $1) }
                case .negI: i1(x) { 0 &- $0 }
                case .absI: i1(x) { $0 < 0 ? 0 &- $0 : $0 }
                case .minI: i2(x) { Swift.min($0, $1) }
                case .maxI: i2(x) { Swift.max($0, $1) }
                case .clampI:
                    let d = col(x.d), a = col(x.a), b = col(x.b), c = col(x.c)
                    for i in 0..<n {
                        let v = Swift.min(Swift.max(Int32(bitPattern: a[i]), Int32(bitPattern: b[i])), Int32(bitPattern: c[i]))
                        d[i] = UInt32(bitPattern: v)
                    }
                case .shlI: u2(x) { $0 << ($1 & 31) }
                case .shrI: i2(x) { $0 >> ($1 & 31) }
                case .ltI: icmp(x) { $0 < $1 }
                case .leI: icmp(x) { $0 <= $1 }
                case .gtI: icmp(x) { $0 > $1 }
                case .geI: icmp(x) { $0 >= $1 }
                case .eqI: ucmp(x) { $0 == $1 }
                case .divU: u2(x) { $1 == 0 ? 0 : $0 / $1 }
                case .modU: u2(x) { $1 == 0 ? 0 : $0 % $1 }
                case .minU: u2(x) { Swift.min($0, $1) }
                case .maxU: u2(x) { Swift.max($0, $1) }
                case .clampU: u3(x) { Swift.min(Swift.max($0, $1), $2) }
                case .shrU: u2(x) { $0 >> ($1 & 31) }
                case .ltU: ucmp(x) { $0 < $1 }
                case .leU: ucmp(x) { $0 <= $1 }
                case .gtU: ucmp(x) { $0 > $1 }
                case .geU: ucmp(x) { $0 >= $1 }
                case .and: u2(x) { $0 & $1 }
                case .or: u2(x) { $0 | $1 }
                case .xor: u2(x) { $0 ^ $1 }
                case .not: u1(x) { ~$0 }
                case .andNot: u2(x) { $0 & ~$1 }
                case .intToFloat: u1(x) { Float(Int32(bitPattern: $0)).bitPattern }
                case .uintToFloat: u1(x) { Float($0).bitPattern }
                case .floatToInt: u1(x) { UInt32(bitPattern: LaneMath.toInt(Float(bitPattern: $0))) }
                case .floatToUint: u1(x) { LaneMath.toUInt(Float(bitPattern: $0)) }
                case .boolToFloat: u1(x) { $0 != 0 ? Float(1).bitPattern : 0 }
                case .boolToInt: u1(x) { $0 != 0 ? 1 : 0 }
                case .floatToBool: u1(x) { Float(bitPattern: $0) != 0 ? ~0 : 0 }
                case .intToBool: u1(x) { $0 != 0 ? ~0 : 0 }
                case .jump: pc = Int(x.e)
                case .jumpIfNone:
                    let m = col(x.a)
                    var any: UInt32 = 0
                    for i in 0..<n { any |= m[i] }
                    if any == 0 { pc = Int(x.e) }
                case .loopReset: counters[Int(x.a)] = 0
                case .loopCount:
                    counters[Int(x.a)] += 1
                    if counters[Int(x.a)] > CompiledFunction.loopLimit {
                        let at = function.loopLocations[Int(x.a)]
                        throw ShaderRuntimeError(path: function.path, line: at.line, column: at.column,
                                                 message: "loop ran more than \(CompiledFunction.loopLimit) iterations in one pixel; check its condition")
                    }
                case .gather: gather(x, resources.buffers[Int(x.e)])
                case .readIndexed:
                    let d = col(x.d), index = col(x.b), count = Int(x.e), stride = Int(x.c), base = Int(x.a)
                    for i in 0..<n {
                        let k = Swift.min(Swift.max(Int(Int32(bitPattern: index[i])), 0), count - 1)
                        d[i] = s[(base + k * stride) * n + i]
                    }
                case .writeIndexed:
                    let value = col(x.a), index = col(x.b), mask = col(x.c)
                    let base = Int(x.d), count = Int(x.e >> 16), stride = Int(x.e & 0xFFFF)
                    for i in 0..<n where mask[i] != 0 {
                        let k = Int(Int32(bitPattern: index[i]))
                        if k >= 0 && k < count { s[(base + k * stride) * n + i] = value[i] }
                    }
                case .layerSample: layerSample(x, resources.layer)
                case .textureSample:
                    textureSample(x, resources.textures[Int(x.e)], function.samplers[Int(x.c)])
                case .textureRead: textureRead(x, resources.textures[Int(x.e)])
                }
            }
        }
    }

    private func gather(_ x: Instruction, _ buffer: [Float]) {
        let d = col(x.d), index = col(x.a), stride = Int(x.b), component = Int(x.c)
        let count = stride == 0 ? 0 : buffer.count / stride
        buffer.withUnsafeBufferPointer { buffer in
            for i in 0..<n {
                let k = Int(Int32(bitPattern: index[i]))
                d[i] = k >= 0 && k < count ? buffer[k * stride + component].bitPattern : 0
            }
        }
    }

    private func store(_ x: Instruction, _ i: Int, _ v: SIMD4<Float>) {
        s[Int(x.d) * n + i] = v.x.bitPattern
        s[(Int(x.d) + 1) * n + i] = v.y.bitPattern
        s[(Int(x.d) + 2) * n + i] = v.z.bitPattern
        s[(Int(x.d) + 3) * n + i] = v.w.bitPattern
    }

    private func layerSample(_ x: Instruction, _ layer: ShaderLayer?) {
        guard let layer else {
            for k in 0..<4 { col(x.d + Int32(k)).update(repeating: 0, count: n) }
            return
        }
        let px = col(x.a), py = col(x.b)
        layer.pixels.withUnsafeBytes { raw in
            let reader = TexelReader(bytes: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                     width: layer.pixels.width, height: layer.pixels.height)
            for i in 0..<n {
                let ux = Float(bitPattern: px[i]), uy = Float(bitPattern: py[i])
                let v = reader.bilinear(layer.a * ux + layer.c * uy + layer.tx, layer.b * ux + layer.d * uy + layer.ty,
                                        .clampToEdge, .clampToEdge)
                store(x, i, v)
            }
        }
    }

    private func textureSample(_ x: Instruction, _ texture: Pixmap, _ sampler: SamplerState) {
        let px = col(x.a), py = col(x.b)
        texture.withUnsafeBytes { raw in
            let reader = TexelReader(bytes: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                     width: texture.width, height: texture.height)
            let sx: Float = sampler.pixelCoordinates ? 1 : Float(texture.width)
            let sy: Float = sampler.pixelCoordinates ? 1 : Float(texture.height)
            for i in 0..<n {
                let u = Float(bitPattern: px[i]) * sx, v = Float(bitPattern: py[i]) * sy
                let value = sampler.linear ? reader.bilinear(u, v, sampler.addressS, sampler.addressT)
                                           : reader.nearest(u, v, sampler.addressS, sampler.addressT)
                store(x, i, value)
            }
        }
    }

    private func textureRead(_ x: Instruction, _ texture: Pixmap) {
        let px = col(x.a), py = col(x.b)
        texture.withUnsafeBytes { raw in
            let reader = TexelReader(bytes: raw.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                     width: texture.width, height: texture.height)
            for i in 0..<n {
                store(x, i, reader.texel(Int(px[i]), Int(py[i]), .clampToZero, .clampToZero))
            }
        }
    }
}
