extension FunctionCompiler {
    /// Compiles `f` as a function called from outside: parameters become
    /// slots (values), buffers and textures (resources); globals are
    /// evaluated first; the return value lands in fresh slots.
    func compileEntry(_ f: FunctionSyntax) throws(ShaderCompileError) -> CompiledFunction {
        var parameters: [CompiledParameter] = []
        let returnType = try resolve(f.returnType)
        let returnSlots = contiguousSlots(returnType.slotCount)
        for s in returnSlots { emit(.copy, s, constant(0)) }
        let returned = newSlot()
        emit(.copy, returned, constant(0))
        frames.append(Frame(name: f.name, returnType: returnType, returnSlots: returnSlots, returned: returned,
                            loopBase: 0, scopeBase: 1))
        for g in context.globals {
            try statement { () throws(ShaderCompileError) in try declareGlobal(g) }
        }
        scopes.append([:])
        for p in f.parameters {
            let type = try resolve(p.type)
            var value: Value
            var parameter = CompiledParameter(name: p.name, type: type, location: p.location, slots: [])
            switch type {
            case .pointer:
                value = Value(type: type, slots: [], resource: bufferCount)
                parameter.resource = bufferCount
                bufferCount += 1
            case .texture:
                let size = [newSlot(), newSlot()]
                value = Value(type: type, slots: [], resource: textureCount, sizeSlots: size)
                parameter.resource = textureCount
                parameter.sizeSlots = size
                textureCount += 1
            case .layer, .sampler:
                value = Value(type: type, slots: [])
            case .void:
                throw error(p.location, "parameter '\(p.name)' cannot be void")
            default:
                if p.type.isReference && f.isStitchable {
                    throw error(p.location, "the reference parameter '\(p.name)' of a stitchable function is \(outsideSubset)")
                }
                value = Value(type: type, slots: contiguousSlots(type.slotCount))
                parameter.slots = value.slots
            }
            parameters.append(parameter)
            try declare(p.name, Variable(value: value, isConstant: false, location: p.location, owned: false))
        }
        try block(f.body)
        return CompiledFunction(name: f.name, path: path, location: f.location, code: code, slotCount: Int(slotCount),
                                constants: constants.map { ($0.value, $0.key) }.sorted { $0.0 < $1.0 },
                                samplers: samplers, loopLocations: loopLocations, returnType: returnType,
                                returnSlots: returnSlots, parameters: parameters,
                                bufferCount: Int(bufferCount), textureCount: Int(textureCount))
    }

    /// `constant float k = …;` and `constexpr sampler s(…);` at file scope.
    private func declareGlobal(_ g: VariableSyntax) throws(ShaderCompileError) {
        let saved = scopes
        scopes = [scopes[0]]
        defer { let globals = scopes[0]; scopes = saved; scopes[0] = globals }
        guard g.isConstant || g.type.name == "sampler" else {
            throw error(g.location, "the global '\(g.name)' must be 'constant' or 'constexpr'",
                        hint: "mutable globals are \(outsideSubset)")
        }
        let stmt = Stmt(.declaration([g]), g.location)
        try statement(stmt)
    }
}
