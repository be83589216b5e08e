extension FunctionCompiler {
    static let floatUnary: [String: Opcode] = [
        "sin": .sinF, "cos": .cosF, "tan": .tanF, "asin": .asinF, "acos": .acosF, "atan": .atanF,
        "sinh": .sinhF, "cosh": .coshF, "tanh": .tanhF, "exp": .expF, "exp2": .exp2F, "log": .logF,
        "log2": .log2F, "log10": .log10F, "sqrt": .sqrtF, "rsqrt": .rsqrtF, "floor": .floorF, "ceil": .ceilF,
        "round": .roundF, "rint": .rintF, "trunc": .truncF, "fract": .fractF, "sign": .signF, "saturate": .saturateF,
        "fabs": .absF,
    ]
    static let floatBinary: [String: Opcode] = [
        "pow": .powF, "powr": .powF, "fmod": .fmodF, "atan2": .atan2F, "step": .stepF, "fmin": .minF, "fmax": .maxF,
    ]
    static let otherBuiltins: Set<String> = [
        "abs", "min", "max", "clamp", "mix", "smoothstep", "fma", "select", "dot", "length", "length_squared",
        "distance", "distance_squared", "normalize", "cross", "reflect", "all", "any", "isnan", "isinf", "exp10",
        "refract", "faceforward", "transpose", "determinant",
    ]
    static var builtinNames: Set<String> { Set(floatUnary.keys).union(floatBinary.keys).union(otherBuiltins) }

    /// The common shape of a built-in's arguments: the first vector's type,
    /// scalars replicated into it; all floating for `floating` functions.
    private func common(_ name: String, _ values: [Value], _ locations: [SourceLocation], floating: Bool,
                        at: SourceLocation) throws(ShaderCompileError) -> (ShaderType, [Value]) {
        var type: ShaderType?
        for (v, loc) in zip(values, locations) {
            guard v.type.isNumericScalarOrVector else {
                throw error(loc, "no matching function for call to '\(name)': argument of type \(v.type)")
            }
            if case .vector = v.type {
                if let t = type, case .vector = t, t != v.type {
                    throw error(at, "no matching function for call to '\(name)' with arguments (\(values.map { "\($0.type)" }.joined(separator: ", ")))",
                                hint: "convert the arguments to one type, e.g. \(t)(…)")
                }
                if type == nil || type!.width == 1 { type = v.type }
            } else if type == nil || type!.width == 1 {
                let k = v.type.scalarKind!
                type = .scalar(max(type?.scalarKind ?? .bool, k))
            }
        }
        var t = type!
        if floating && !t.scalarKind!.isFloating {
            guard t.width == 1 else {
                throw error(at, "no matching function for call to '\(name)' with \(t)", hint: "convert to float\(t.width!)(…)")
            }
            t = .scalar(.float)
        }
        if t.scalarKind == .bool { t = t.with(.int) }
        var out: [Value] = []
        for v in values { out.append(try widen(v, to: t)) }
        return (t, out)
    }

    private func perComponent(_ t: ShaderType, _ args: [Value], _ op: Opcode) -> Value {
        Value(type: t, slots: (0..<t.slotCount).map { i in
            let d = temp()
            emit(op, d, args[0].slots[i], args.count > 1 ? args[1].slots[i] : 0, args.count > 2 ? args[2].slots[i] : 0)
            return d
        })
    }

    private func dot(_ a: [Int32], _ b: [Int32]) -> Int32 {
        var sum = op2(.mulF, a[0], b[0])
        for i in 1..<a.count { sum = op3(.fmaF, a[i], b[i], sum) }
        return sum
    }

    private func arity(_ name: String, _ values: [Value], _ n: Int, at: SourceLocation) throws(ShaderCompileError) {
        guard values.count == n else {
            throw error(at, "'\(name)' takes \(n) argument\(n == 1 ? "" : "s"), got \(values.count)")
        }
    }

    /// A call of a built-in function, or nil when `name` is not one.
    func builtin(_ name: String, _ values: [Value], _ locations: [SourceLocation], at: SourceLocation) throws(ShaderCompileError) -> Value? {
        if let op = Self.floatUnary[name] {
            try arity(name, values, 1, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            return perComponent(t, args, op)
        }
        if let op = Self.floatBinary[name] {
            try arity(name, values, 2, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            return perComponent(t, args, op)
        }
        switch name {
        case "abs", "min", "max", "clamp":
            try arity(name, values, name == "abs" ? 1 : (name == "clamp" ? 3 : 2), at: at)
            let (t, args) = try common(name, values, locations, floating: false, at: at)
            let k = t.scalarKind!
            let ops: [String: (Opcode, Opcode, Opcode)] = [
                "abs": (.absF, .absI, .copy), "min": (.minF, .minI, .minU), "max": (.maxF, .maxI, .maxU),
                "clamp": (.clampF, .clampI, .clampU),
            ]
            let (f, i, u) = ops[name]!
            return perComponent(t, args, k.isFloating ? f : (k == .int ? i : u))
        case "mix", "smoothstep", "fma":
            try arity(name, values, 3, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            return perComponent(t, args, name == "mix" ? .mixF : (name == "fma" ? .fmaF : .smoothstepF))
        case "exp10":
            try arity(name, values, 1, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            let scaled = perComponent(t, [args[0], Value(type: t, slots: Array(repeating: constant(float: 3.321928094887362), count: t.slotCount))], .mulF)
            return perComponent(t, [scaled], .exp2F)
        case "select":
            // select(a, b, c): c ? b : a, component-wise.
            try arity(name, values, 3, at: at)
            let (t, args) = try common(name, Array(values[0...1]), Array(locations[0...1]), floating: false, at: at)
            let c = values[2]
            guard c.type.scalarKind == .bool, c.type.width == 1 || c.type.width == t.width else {
                throw error(locations[2], "the third argument of 'select' must be bool or a bool vector of \(t.width!), not \(c.type)")
            }
            return Value(type: t, slots: (0..<t.slotCount).map { i in
                op3(.select, c.slots.count == 1 ? c.slots[0] : c.slots[i], args[1].slots[i], args[0].slots[i])
            })
        case "all", "any":
            try arity(name, values, 1, at: at)
            let b = convert(values[0], to: .bool)
            guard b.type.isNumericScalarOrVector else { throw error(at, "'\(name)' needs a bool vector") }
            var r = b.slots[0]
            for s in b.slots.dropFirst() { r = op2(name == "all" ? .and : .or, r, s) }
            return Value(type: .scalar(.bool), slots: [r])
        case "isnan", "isinf":
            try arity(name, values, 1, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            return Value(type: t.with(.bool), slots: perComponent(t, args, name == "isnan" ? .isnanF : .isinfF).slots)
        case "dot", "distance", "distance_squared":
            try arity(name, values, 2, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            let k = t.scalarKind!
            if name == "dot" { return Value(type: .scalar(k), slots: [dot(args[0].slots, args[1].slots)]) }
            let d = perComponent(t, args, .subF)
            let squared = dot(d.slots, d.slots)
            return Value(type: .scalar(k), slots: [name == "distance" ? op1(.sqrtF, squared) : squared])
        case "length", "length_squared", "normalize":
            try arity(name, values, 1, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            let k = t.scalarKind!
            let squared = dot(args[0].slots, args[0].slots)
            if name == "length_squared" { return Value(type: .scalar(k), slots: [squared]) }
            if name == "length" { return Value(type: .scalar(k), slots: [op1(.sqrtF, squared)]) }
            let inverse = op1(.rsqrtF, squared)
            return Value(type: t, slots: args[0].slots.map { op2(.mulF, $0, inverse) })
        case "cross":
            try arity(name, values, 2, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            guard t.width == 3 else { throw error(at, "'cross' needs two 3-component vectors, not \(t)") }
            let a = args[0].slots, b = args[1].slots
            func term(_ i: Int, _ j: Int) -> Int32 { op2(.subF, op2(.mulF, a[i], b[j]), op2(.mulF, a[j], b[i])) }
            return Value(type: t, slots: [term(1, 2), term(2, 0), term(0, 1)])
        case "reflect":
            // i - 2 dot(n, i) n
            try arity(name, values, 2, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            let i = args[0].slots, n = args[1].slots
            let twice = op2(.mulF, dot(n, i), constant(float: 2))
            return Value(type: t, slots: zip(i, n).map { op2(.subF, $0, op2(.mulF, twice, $1)) })
        case "refract":
            // k = 1 - eta² (1 - dot(n, i)²); k < 0 ? 0 : eta i - (eta dot(n, i) + sqrt(k)) n
            try arity(name, values, 3, at: at)
            let (t, args) = try common(name, Array(values[0...1]), Array(locations[0...1]), floating: true, at: at)
            let eta = try widen(values[2], to: .scalar(t.scalarKind!)).slots[0]
            let i = args[0].slots, n = args[1].slots
            let d = dot(n, i)
            let k = op2(.subF, constant(float: 1), op2(.mulF, op2(.mulF, eta, eta), op2(.subF, constant(float: 1), op2(.mulF, d, d))))
            let negative = op2(.ltF, k, constant(float: 0))
            let factor = op2(.addF, op2(.mulF, eta, d), op1(.sqrtF, k))
            return Value(type: t, slots: zip(i, n).map { (ic, nc) in
                op3(.select, negative, constant(float: 0), op2(.subF, op2(.mulF, eta, ic), op2(.mulF, factor, nc)))
            })
        case "faceforward":
            // dot(nref, i) < 0 ? n : -n
            try arity(name, values, 3, at: at)
            let (t, args) = try common(name, values, locations, floating: true, at: at)
            let front = op2(.ltF, dot(args[2].slots, args[1].slots), constant(float: 0))
            return Value(type: t, slots: args[0].slots.map { op3(.select, front, $0, op1(.negF, $0)) })
        case "transpose":
            try arity(name, values, 1, at: at)
            guard case .matrix(let k, let c, let r) = values[0].type else { throw error(at, "'transpose' needs a matrix") }
            let s = values[0].slots
            return Value(type: .matrix(k, columns: r, rows: c), slots: (0..<r).flatMap { j in (0..<c).map { i in s[i * r + j] } })
        case "determinant":
            try arity(name, values, 1, at: at)
            guard case .matrix(let k, 2, 2) = values[0].type else {
                throw error(at, "'determinant' is supported for 2x2 matrices only (\(outsideSubset))")
            }
            let s = values[0].slots
            return Value(type: .scalar(k), slots: [op2(.subF, op2(.mulF, s[0], s[3]), op2(.mulF, s[2], s[1]))])
        default:
            return nil
        }
    }

    static let unsupportedBuiltins: Set<String> = [
        "dfdx", "dfdy", "fwidth", "discard_fragment", "as_type", "threadgroup_barrier", "simd_sum", "simd_shuffle",
    ]
}
