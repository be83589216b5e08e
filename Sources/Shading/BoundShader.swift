/// A stitchable function with its arguments, ready to run over lanes.
package struct BoundShader: Sendable {
    let function: CompiledFunction
    let usage: ShaderUsage
    let uniforms: [(Int32, UInt32)]
    let resources: RunResources

    /// Lanes per pass: columns of this many words stay in cache.
    static let chunk = 256

    /// Runs the function on `positions.count` lanes. `colors` (premultiplied 0...1) is required for colorEffect,
    /// `layer` for layerEffect. Output is the returned half4 as (r,g,b,a) or the returned float2 as (x,y,0,0).
    /// Reentrant: may be called from several threads at once. Throws only for runaway loops with the source location.
    package func run(positions: UnsafeBufferPointer<SIMD2<Float>>, colors: UnsafeBufferPointer<SIMD4<Float>>?,
                     layer: ShaderLayer?, into output: UnsafeMutableBufferPointer<SIMD4<Float>>) throws(ShaderRuntimeError) {
        let count = min(positions.count, output.count)
        guard count > 0 else { return }
        let width = min(count, Self.chunk)
        let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: function.slotCount * width)
        defer { scratch.deallocate() }
        var resources = self.resources
        resources.layer = layer
        let parameters = function.parameters
        let positionSlots = parameters[0].slots
        let colorSlots = usage == .colorEffect ? parameters[1].slots : []
        let out = function.returnSlots
        var start = 0
        while start < count {
            let n = min(width, count - start)
            let machine = Executor(s: scratch, n: n)
            machine.col(0).update(repeating: ~0, count: n)
            for (slot, bits) in zip(function.constantSlots, function.constantBits) {
                machine.col(slot).update(repeating: bits, count: n)
            }
            for (slot, bits) in uniforms { machine.col(slot).update(repeating: bits, count: n) }
            let px = machine.col(positionSlots[0]), py = machine.col(positionSlots[1])
            for i in 0..<n {
                px[i] = positions[start + i].x.bitPattern
                py[i] = positions[start + i].y.bitPattern
            }
            if !colorSlots.isEmpty {
                let c = colorSlots.map(machine.col)
                for i in 0..<n {
                    let v = colors.map { $0[start + i] } ?? .zero
                    c[0][i] = v.x.bitPattern; c[1][i] = v.y.bitPattern; c[2][i] = v.z.bitPattern; c[3][i] = v.w.bitPattern
                }
            }
            try machine.run(function, resources)
            let columns = out.map(machine.col)
            if columns.count == 4 {
                for i in 0..<n {
                    output[start + i] = SIMD4(Float(bitPattern: columns[0][i]), Float(bitPattern: columns[1][i]),
                                              Float(bitPattern: columns[2][i]), Float(bitPattern: columns[3][i]))
                }
            } else {
                for i in 0..<n {
                    output[start + i] = SIMD4(Float(bitPattern: columns[0][i]), Float(bitPattern: columns[1][i]), 0, 0)
                }
            }
            start += n
        }
    }

    /// `run` over arrays, for tests and one-off calls.
    package func run(positions: [SIMD2<Float>], colors: [SIMD4<Float>]? = nil, layer: ShaderLayer? = nil) throws(ShaderRuntimeError) -> [SIMD4<Float>] {
        var output = [SIMD4<Float>](repeating: .zero, count: positions.count)
        let colors = colors ?? []
        do {
            try positions.withUnsafeBufferPointer { p in
                try colors.withUnsafeBufferPointer { c in
                    try output.withUnsafeMutableBufferPointer { o in
                        try run(positions: p, colors: colors.isEmpty ? nil : c, layer: layer, into: o)
                    }
                }
            }
        } catch let e as ShaderRuntimeError {
            throw e
        } catch {
            fatalError("run throws only ShaderRuntimeError")
        }
        return output
    }
}
