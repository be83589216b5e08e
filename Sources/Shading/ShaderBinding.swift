import Raster

/// Which SwiftUI call runs the shader, deciding its leading parameters.
package enum ShaderUsage: Sendable {
    case colorEffect, distortionEffect, layerEffect, shapeStyle

    var name: String {
        switch self {
        case .colorEffect: return "colorEffect"
        case .distortionEffect: return "distortionEffect"
        case .layerEffect: return "layerEffect"
        case .shapeStyle: return "a shader fill"
        }
    }

    /// The signature SwiftUI calls, as written in MSL.
    var signature: String {
        switch self {
        case .colorEffect: return "half4 f(float2 position, half4 color, args...)"
        case .distortionEffect: return "float2 f(float2 position, args...)"
        case .layerEffect: return "half4 f(float2 position, SwiftUI::Layer layer, args...)"
        case .shapeStyle: return "half4 f(float2 position, args...)"
        }
    }
}

/// A value passed to a shader after its leading parameters (SwiftUI's `Shader.Argument`).
package enum ShaderArgumentValue: Sendable {
    /// `.float` … `.float4` (count 1…4).
    case floats([Float])
    /// Premultiplied RGBA 0…1; binds to half4 (or float4).
    case color(SIMD4<Float>)
    /// Binds to `device const float *ptr, int count` (two parameters).
    case floatArray([Float])
    /// Binds to `device const half4 *ptr, int count`.
    case colorArray([SIMD4<Float>])
    /// Binds to `device const void *ptr, int size_in_bytes`.
    case data([UInt8])
    /// Binds to `texture2d<half> tex`.
    case image(Pixmap)

    var kind: String {
        switch self {
        case .floats(let f): return f.count == 1 ? ".float" : ".float\(f.count)"
        case .color: return ".color"
        case .floatArray: return ".floatArray"
        case .colorArray: return ".colorArray"
        case .data: return ".data"
        case .image: return ".image"
        }
    }
}

/// One stitchable function of a `ShaderProgram`.
package struct ShaderEntryPoint: Sendable {
    let function: CompiledFunction

    init(_ function: CompiledFunction) { self.function = function }

    /// The function's name.
    package var name: String { function.name }

    private func error(_ at: SourceLocation, _ message: String, hint: String = "") -> ShaderCompileError {
        ShaderCompileError(path: function.path, at: at, message, hint: hint)
    }

    private func describe(_ p: CompiledParameter) -> String {
        "parameter '\(p.name)' (\(p.type)) at \(p.location.line):\(p.location.column)"
    }

    /// Checks the signature for the usage (colorEffect: half4 f(float2 position, half4 color, args…);
    /// distortionEffect: float2 f(float2 position, args…); layerEffect: half4 f(float2 position, SwiftUI::Layer layer, args…);
    /// shapeStyle: half4 f(float2 position, args…)) and the arguments against the remaining parameters.
    /// Errors name the parameter, its declared type and line:column, and the argument index and kind.
    package func bind(as usage: ShaderUsage, arguments: [ShaderArgumentValue]) throws(ShaderCompileError) -> BoundShader {
        let params = function.parameters
        let expected: [ShaderType] = switch usage {
        case .colorEffect: [.vector(.float, 2), .vector(.half, 4)]
        case .distortionEffect, .shapeStyle: [.vector(.float, 2)]
        case .layerEffect: [.vector(.float, 2), .layer]
        }
        let returnType: ShaderType = usage == .distortionEffect ? .vector(.float, 2) : .vector(.half, 4)
        let signatureHint = "\(usage.name) calls \(usage.signature)"
        guard function.returnType == returnType else {
            throw error(function.location, "'\(name)' returns \(function.returnType), but \(usage.name) needs \(returnType)",
                        hint: signatureHint)
        }
        for (i, t) in expected.enumerated() {
            guard i < params.count else {
                throw error(function.location, "'\(name)' has \(params.count) parameter(s); \(usage.name) passes \(t) as parameter \(i + 1)",
                            hint: signatureHint)
            }
            guard params[i].type == t || (t == .vector(.half, 4) && params[i].type == .vector(.float, 4)) else {
                throw error(params[i].location, "\(describe(params[i])) of '\(name)' must be \(t) for \(usage.name)",
                            hint: signatureHint)
            }
        }
        var uniforms: [(Int32, UInt32)] = []
        var buffers = [[Float]](repeating: [], count: function.bufferCount)
        var textures = [Pixmap?](repeating: nil, count: function.textureCount)
        var k = expected.count
        func needsCount(_ p: CompiledParameter, _ index: Int, _ argument: ShaderArgumentValue, _ count: Int) throws(ShaderCompileError) {
            guard k < params.count, params[k].type == .scalar(.int) || params[k].type == .scalar(.uint) else {
                throw error(p.location, "argument \(index) (\(argument.kind)) binds to \(describe(p)) and needs an 'int' count parameter after it",
                            hint: "declare it as \(p.type.description) \(p.name), int count")
            }
            uniforms.append((params[k].slots[0], UInt32(truncatingIfNeeded: count)))
            k += 1
        }
        for (index, argument) in arguments.enumerated() {
            guard k < params.count else {
                throw error(function.location, "'\(name)' takes \(params.count - expected.count) argument parameter(s) after the ones \(usage.name) passes, but got argument \(index) (\(argument.kind)) beyond them",
                            hint: "add a parameter for it or remove the argument")
            }
            let p = params[k]
            k += 1
            let mismatch = error(p.location, "argument \(index) (\(argument.kind)) does not fit \(describe(p))",
                                 hint: Self.fitting(argument))
            switch argument {
            case .floats(let values):
                guard (1...4).contains(values.count), let w = p.type.width, w == values.count, p.type.scalarKind!.isFloating else {
                    throw mismatch
                }
                for (s, v) in zip(p.slots, values) { uniforms.append((s, v.bitPattern)) }
            case .color(let c):
                guard p.type == .vector(.half, 4) || p.type == .vector(.float, 4) else { throw mismatch }
                for (s, v) in zip(p.slots, [c.x, c.y, c.z, c.w]) { uniforms.append((s, v.bitPattern)) }
            case .floatArray(let values):
                guard case .pointer(let e) = p.type, e == .scalar(.float) || e == .scalar(.half) else { throw mismatch }
                buffers[Int(p.resource)] = values
                try needsCount(p, index, argument, values.count)
            case .colorArray(let colors):
                guard case .pointer(let e) = p.type, e == .vector(.half, 4) || e == .vector(.float, 4) else { throw mismatch }
                buffers[Int(p.resource)] = colors.flatMap { [$0.x, $0.y, $0.z, $0.w] }
                try needsCount(p, index, argument, colors.count)
            case .data(let bytes):
                guard case .pointer = p.type else { throw mismatch }
                try needsCount(p, index, argument, bytes.count)
            case .image(let pixmap):
                guard p.type == .texture else { throw mismatch }
                textures[Int(p.resource)] = pixmap
                uniforms.append((p.sizeSlots[0], UInt32(pixmap.width)))
                uniforms.append((p.sizeSlots[1], UInt32(pixmap.height)))
            }
        }
        if k < params.count {
            let p = params[k]
            throw error(p.location, "\(describe(p)) of '\(name)' gets no argument: \(arguments.count) argument(s) given",
                        hint: "pass one more argument, e.g. \(Self.argumentFor(p.type))")
        }
        return BoundShader(function: function, usage: usage, uniforms: uniforms,
                           resources: RunResources(buffers: buffers, textures: textures.map { $0! }, layer: nil))
    }

    private static func fitting(_ argument: ShaderArgumentValue) -> String {
        switch argument {
        case .floats(let f): return "\(argument.kind) binds to a \(f.count == 1 ? "float" : "float\(f.count)") (or half) parameter"
        case .color: return ".color binds to a half4 parameter"
        case .floatArray: return ".floatArray binds to 'device const float *ptr, int count'"
        case .colorArray: return ".colorArray binds to 'device const half4 *ptr, int count'"
        case .data: return ".data binds to 'device const void *ptr, int size'"
        case .image: return ".image binds to a texture2d<half> parameter"
        }
    }

    private static func argumentFor(_ t: ShaderType) -> String {
        switch t {
        case .scalar: return ".float(…)"
        case .vector(_, let n): return n == 4 ? ".float4(…) or .color(…)" : ".float\(n)(…)"
        case .texture: return ".image(…)"
        case .pointer(let e): return e == .scalar(.float) ? ".floatArray(…)" : (e == .vector(.half, 4) ? ".colorArray(…)" : ".data(…)")
        default: return "an argument of type \(t)"
        }
    }
}
