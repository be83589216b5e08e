extension FunctionCompiler {
    /// `(T)x` and `T(x)` of one value: between scalar kinds, same-size vectors and matrices.
    func explicit(_ v: Value, to type: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> Value {
        if v.type == type { return v }
        switch (v.type, type) {
        case (.scalar, .scalar):
            return convert(v, to: type.scalarKind!)
        case (.vector, .vector) where v.type.width == type.width:
            return convert(v, to: type.scalarKind!)
        case (.matrix(_, let c, let r), .matrix(let k, let c2, let r2)) where c == c2 && r == r2:
            return convert(v, to: k)
        case (.scalar(let k), .vector(let k2, let n)):
            let s = convertSlot(v.slots[0], from: k, to: k2)
            return Value(type: type, slots: Array(repeating: s, count: n))
        case (.vector(_, let n), .vector(_, let m)) where n > m:
            let swizzle = String("xyzw".prefix(m))
            throw error(at, "cannot convert \(v.type) to \(type)", hint: "take the components you want: .\(swizzle)")
        default:
            throw error(at, "cannot convert \(v.type) to \(type)")
        }
    }

    /// `float4(p, 0, 1)`, `float2x2(a, b)`, `S(1, 2)`: components in order.
    func construct(_ type: ShaderType, _ args: [Expr], at: SourceLocation) throws(ShaderCompileError) -> Value {
        var values: [Value] = []
        for a in args { values.append(try expression(a)) }
        return try construct(type, values, locations: args.map(\.location), at: at)
    }

    func construct(_ type: ShaderType, _ values: [Value], locations: [SourceLocation], at: SourceLocation) throws(ShaderCompileError) -> Value {
        if values.isEmpty {
            guard type.slotCount > 0 else { throw error(at, "cannot construct \(type)") }
            return Value(type: type, slots: Array(repeating: constant(0), count: type.slotCount))
        }
        switch type {
        case .scalar:
            guard values.count == 1 else { throw error(at, "\(type)(…) takes one value, got \(values.count)") }
            return try explicit(values[0], to: type, at: locations[0])
        case .vector(let k, let n):
            if values.count == 1 { return try explicit(values[0], to: type, at: locations[0]) }
            var slots: [Int32] = []
            for (v, loc) in zip(values, locations) {
                guard v.type.isNumericScalarOrVector else { throw error(loc, "cannot use \(v.type) as components of \(type)") }
                slots += convert(v, to: k).slots
            }
            guard slots.count == n else {
                throw error(at, "\(type)(…) needs \(n) components, got \(slots.count)")
            }
            return Value(type: type, slots: slots)
        case .matrix(let k, let c, let r):
            if values.count == 1, case .scalar = values[0].type {
                let s = convert(values[0], to: k).slots[0]
                let zero = constant(0)
                return Value(type: type, slots: (0..<c * r).map { $0 / r == $0 % r ? s : zero })
            }
            if values.count == 1, case .matrix = values[0].type { return try explicit(values[0], to: type, at: locations[0]) }
            var slots: [Int32] = []
            for (v, loc) in zip(values, locations) {
                guard v.type.isNumericScalarOrVector else { throw error(loc, "cannot use \(v.type) as components of \(type)") }
                slots += convert(v, to: k).slots
            }
            guard slots.count == c * r else {
                throw error(at, "\(type)(…) needs \(c) columns of \(r) (\(c * r) components), got \(slots.count)")
            }
            return Value(type: type, slots: slots)
        case .structure(let info):
            guard values.count == info.fields.count else {
                throw error(at, "\(info.name)(…) needs \(info.fields.count) values, one per field, got \(values.count)")
            }
            var slots: [Int32] = []
            for ((v, loc), f) in zip(zip(values, locations), info.fields) {
                slots += try implicit(v, to: f.type, at: loc, "for the field '\(f.name)'").slots
            }
            return Value(type: type, slots: slots)
        default:
            throw error(at, "cannot construct \(type) with (…)", hint: "use an initializer list { … }")
        }
    }

    /// `{ … }` for arrays, structs and vectors; missing trailing items are zero.
    func aggregate(_ type: ShaderType, _ items: [Expr], at: SourceLocation) throws(ShaderCompileError) -> Value {
        func item(_ t: ShaderType, _ e: Expr) throws(ShaderCompileError) -> Value {
            if case .list(let inner) = e.kind { return try aggregate(t, inner, at: e.location) }
            return try implicit(try expression(e), to: t, at: e.location, "in the initializer list")
        }
        switch type {
        case .array(let element, let n):
            guard items.count <= n else { throw error(at, "too many initializers for \(type): \(items.count)") }
            var slots: [Int32] = []
            for e in items { slots += try item(element, e).slots }
            slots += Array(repeating: constant(0), count: (n - items.count) * element.slotCount)
            return Value(type: type, slots: slots)
        case .structure(let info):
            guard items.count <= info.fields.count else { throw error(at, "too many initializers for \(info.name)") }
            var slots: [Int32] = []
            for (e, f) in zip(items, info.fields) { slots += try item(f.type, e).slots }
            for f in info.fields.dropFirst(items.count) { slots += Array(repeating: constant(0), count: f.type.slotCount) }
            return Value(type: type, slots: slots)
        default:
            var values: [Value] = []
            for e in items { values.append(try expression(e)) }
            return try construct(type, values, locations: items.map(\.location), at: at)
        }
    }
}
