extension FunctionCompiler {
    func call(_ name: String, _ args: [Expr], at: SourceLocation) throws(ShaderCompileError) -> Value {
        if Self.unsupportedBuiltins.contains(name) {
            throw error(at, "'\(name)' is \(outsideSubset)")
        }
        if let overloads = context.functions[name] {
            return try callUser(name, overloads, args, at: at)
        }
        var values: [Value] = []
        for a in args { values.append(try expression(a)) }
        if let v = try builtin(name, values, args.map(\.location), at: at) { return v }
        let candidates = Self.builtinNames.union(context.functions.keys)
        throw error(at, "use of undeclared function '\(name)'", hint: Suggestion.hint(for: name, among: candidates))
    }

    /// Helpers are inlined: parameters become fresh variables (references
    /// alias the caller's), and the callee's returns are masked like any other.
    private func callUser(_ name: String, _ overloads: [FunctionSyntax], _ args: [Expr], at: SourceLocation) throws(ShaderCompileError) -> Value {
        if frames.contains(where: { $0.name == name }) {
            throw error(at, "recursive call of '\(name)' is \(outsideSubset)", hint: "write it as a loop")
        }
        let candidates = overloads.filter { $0.parameters.count == args.count }
        guard !candidates.isEmpty else {
            let counts = overloads.map { "\($0.parameters.count)" }.joined(separator: " or ")
            throw error(at, "'\(name)' takes \(counts) argument(s), got \(args.count)")
        }
        var values: [Value] = []
        var places: [LValue?] = []
        for (a, i) in zip(args, args.indices) {
            if candidates.contains(where: { $0.parameters[i].type.isReference }) {
                let place = try lvalue(a)
                places.append(place)
                values.append(read(place))
            } else {
                places.append(nil)
                values.append(try expression(a))
            }
        }
        // Exact types first, then any implicit conversion.
        var chosen: FunctionSyntax?
        var parameterTypes: [ShaderType] = []
        for exact in [true, false] where chosen == nil {
            for f in candidates {
                var types: [ShaderType] = []
                for p in f.parameters { types.append(try resolve(p.type)) }
                let fits = zip(values, types).allSatisfy { v, t in
                    exact ? v.type == t : (v.type == t || (v.type.width == 1 && t.isNumericScalarOrVector))
                }
                if fits { chosen = f; parameterTypes = types; break }
            }
        }
        guard let f = chosen else {
            let f = candidates[0]
            for (i, v) in values.enumerated() {
                let t = try resolve(f.parameters[i].type)
                _ = try implicit(v, to: t, at: args[i].location, "for the parameter '\(f.parameters[i].name)' of '\(name)'")
            }
            throw error(at, "no matching function for call to '\(name)'")
        }
        let returnType = try resolve(f.returnType)
        let returnSlots = variableSlots(returnType)
        for s in returnSlots { emit(.copy, s, constant(0)) }
        let returned = temp()
        emit(.copy, returned, constant(0))
        var bound: [(String, Variable)] = []
        for (i, p) in f.parameters.enumerated() {
            let t = parameterTypes[i]
            if p.type.isReference {
                guard let place = places[i], place.indexed == nil, values[i].type == t else {
                    throw error(args[i].location, "the reference parameter '\(p.name)' of '\(name)' needs a variable of type \(t)")
                }
                bound.append((p.name, Variable(value: Value(type: t, slots: place.slots), isConstant: false,
                                               location: p.location, owned: false)))
                continue
            }
            let v = try implicit(values[i], to: t, at: args[i].location, "for the parameter '\(p.name)' of '\(name)'")
            if t.slotCount == 0 {
                bound.append((p.name, Variable(value: v, isConstant: true, location: p.location, owned: false)))
                continue
            }
            let slots = variableSlots(t)
            for (d, s) in zip(slots, v.slots) { emit(.copy, d, s) }
            bound.append((p.name, Variable(value: Value(type: t, slots: slots), isConstant: false, location: p.location)))
        }
        let savedMask = mask
        frames.append(Frame(name: name, returnType: returnType, returnSlots: returnSlots, returned: returned,
                            loopBase: loops.count, scopeBase: scopes.count))
        scopes.append([:])
        for (n, v) in bound { try declare(n, v) }
        try block(f.body)
        for v in scopes.removeLast().values where v.owned { release(v.value.slots) }
        frames.removeLast()
        mask = savedMask
        // The result lives until the end of the caller's statement.
        for s in returnSlots { temps.append(s); liveTemps.insert(s) }
        return Value(type: returnType, slots: returnSlots)
    }

    func method(_ base: Value, _ name: String, _ args: [Expr], at: SourceLocation) throws(ShaderCompileError) -> Value {
        var values: [Value] = []
        for a in args { values.append(try expression(a)) }
        func point(_ i: Int, _ kind: ScalarKind) throws(ShaderCompileError) -> Value {
            guard values.count > i else { throw error(at, "'\(name)' needs a coordinate argument") }
            let v = values[i]
            guard case .vector(let k, 2) = v.type else {
                throw error(args[i].location, "'\(name)' needs a 2-component coordinate, not \(v.type)")
            }
            if kind.isFloating && !k.isFloating {
                throw error(args[i].location, "'\(name)' needs float2 coordinates, not \(v.type)", hint: "write float2(…)")
            }
            return convert(v, to: kind)
        }
        switch (base.type, name) {
        case (.layer, "sample"):
            guard values.count == 1 else { throw error(at, "'layer.sample' takes one float2 position") }
            let p = try point(0, .float)
            let d = contiguousTemps(4)
            emit(.layerSample, d[0], p.slots[0], p.slots[1])
            return Value(type: .vector(.half, 4), slots: d)
        case (.texture, "sample"):
            guard values.count == 2, case .sampler = values[0].type else {
                throw error(at, "'sample' takes a sampler and a float2 coordinate", hint: "declare constexpr sampler s(filter::linear);")
            }
            let p = try point(1, .float)
            let d = contiguousTemps(4)
            emit(.textureSample, d[0], p.slots[0], p.slots[1], values[0].resource, e: base.resource)
            return Value(type: .vector(.half, 4), slots: d)
        case (.texture, "read"):
            guard values.count >= 1 else { throw error(at, "'read' takes a uint2 coordinate") }
            let p = try point(0, .uint)
            let d = contiguousTemps(4)
            emit(.textureRead, d[0], p.slots[0], p.slots[1], e: base.resource)
            return Value(type: .vector(.half, 4), slots: d)
        case (.texture, "get_width"), (.texture, "get_height"):
            return Value(type: .scalar(.uint), slots: [base.sizeSlots[name == "get_width" ? 0 : 1]])
        case (.layer, _), (.texture, _):
            let known = base.type == .layer ? ["sample"] : ["sample", "read", "get_width", "get_height"]
            throw error(at, "no member named '\(name)' in \(base.type)", hint: Suggestion.hint(for: name, among: known))
        default:
            throw error(at, "\(base.type) has no methods; '\(name)(…)' is not callable on it")
        }
    }

    /// Four consecutive temporaries (what the sampling instructions write).
    private func contiguousTemps(_ n: Int) -> [Int32] {
        let slots = contiguousSlots(n)
        for s in slots { temps.append(s); liveTemps.insert(s) }
        return slots
    }
}
