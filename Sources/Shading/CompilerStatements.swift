extension FunctionCompiler {
    /// Whether a statement may leave its block early (return, break, continue).
    static func mayExit(_ s: Stmt) -> Bool {
        switch s.kind {
        case .returnStatement, .breakStatement, .continueStatement: return true
        case .block(let b): return b.contains(where: mayExit)
        case .ifElse(_, let t, let e): return mayExit(t) || e.map(mayExit) == true
        case .forLoop(_, _, _, let body), .whileLoop(_, let body), .doWhile(let body, _): return mayExit(body)
        default: return false
        }
    }

    func block(_ statements: [Stmt]) throws(ShaderCompileError) {
        try withScope { () throws(ShaderCompileError) in
            var skips: [Int] = []
            for s in statements {
                try statement(s)
                if Self.mayExit(s) {
                    refreshMask()
                    skips.append(jumpIfNone(mask))
                }
            }
            skips.forEach(patch)
        }
    }

    func statement(_ s: Stmt) throws(ShaderCompileError) {
        switch s.kind {
        case .empty: break
        case .block(let b): try block(b)
        case .expression(let e): try statement { () throws(ShaderCompileError) in _ = try expression(e) }
        case .declaration(let variables):
            for v in variables { try statement { () throws(ShaderCompileError) in try declare(v) } }
        case .ifElse(let c, let then, let otherwise):
            try statement { () throws(ShaderCompileError) in
                let saved = mask
                var cond = try condition(c)
                // The branch may assign the variable the condition reads.
                if !liveTemps.contains(cond) { cond = op1(.copy, cond) }
                let thenMask = maskAnd(mask, cond)
                let elseMask = otherwise == nil ? 0 : op2(.andNot, mask, cond)
                let skipThen = jumpIfNone(thenMask)
                mask = thenMask
                try withScope { () throws(ShaderCompileError) in try statement(then) }
                mask = saved
                patch(skipThen)
                if let otherwise {
                    let skipElse = jumpIfNone(elseMask)
                    mask = elseMask
                    try withScope { () throws(ShaderCompileError) in try statement(otherwise) }
                    mask = saved
                    patch(skipElse)
                }
            }
        case .forLoop(let initial, let cond, let step, let body):
            try withScope { () throws(ShaderCompileError) in
                if let initial { try statement(initial) }
                try loop(at: s.location, condition: cond, step: step, body: body, testFirst: true)
            }
        case .whileLoop(let cond, let body):
            try loop(at: s.location, condition: cond, step: nil, body: body, testFirst: true)
        case .doWhile(let body, let cond):
            try loop(at: s.location, condition: cond, step: nil, body: body, testFirst: false)
        case .breakStatement, .continueStatement:
            guard let frame = frames.last, loops.count > frame.loopBase else {
                throw error(s.location, "'\(s.kind.keyword)' outside a loop")
            }
            let inner = loops[loops.count - 1]
            try statement { () throws(ShaderCompileError) in
                if case .breakStatement = s.kind { emit(.andNot, inner.live, inner.live, mask) }
                emit(.andNot, inner.iteration, inner.iteration, mask)
            }
        case .returnStatement(let e):
            try statement { () throws(ShaderCompileError) in try returnStatement(e, at: s.location) }
        }
    }

    private func returnStatement(_ e: Expr?, at: SourceLocation) throws(ShaderCompileError) {
        let frame = frames[frames.count - 1]
        if let e {
            guard frame.returnType != .void else { throw error(e.location, "void function '\(frame.name)' cannot return a value") }
            let v = try implicit(try expression(e), to: frame.returnType, at: e.location, "in the return of '\(frame.name)'")
            store(frame.returnSlots, v.slots)
        } else if frame.returnType != .void {
            throw error(at, "non-void function '\(frame.name)' must return a \(frame.returnType)")
        }
        emit(.or, frame.returned, frame.returned, mask)
        for loop in loops[frame.loopBase...] {
            emit(.andNot, loop.live, loop.live, mask)
            emit(.andNot, loop.iteration, loop.iteration, mask)
        }
    }

    /// `for`/`while` (`testFirst`) and `do … while`: lanes leave as their
    /// condition fails; the loop ends when none is left.
    private func loop(at: SourceLocation, condition cond: Expr?, step: Expr?, body: Stmt, testFirst: Bool) throws(ShaderCompileError) {
        try statement { () throws(ShaderCompileError) in
            let saved = mask
            let live = temp(), iteration = temp()
            emit(.copy, live, mask)
            let counter = Int32(loopLocations.count)
            loopLocations.append(at)
            emit(.loopReset, 0, counter)
            let top = Int32(code.count)
            emit(.loopCount, 0, counter)
            var exits: [Int] = []
            func test() throws(ShaderCompileError) {
                guard let cond else { return }
                mask = live
                try statement { () throws(ShaderCompileError) in
                    let c = try condition(cond)
                    emit(.and, live, live, c)
                }
                exits.append(jumpIfNone(live))
            }
            if testFirst { try test() }
            emit(.copy, iteration, live)
            loops.append(Loop(live: live, iteration: iteration))
            mask = iteration
            try withScope { () throws(ShaderCompileError) in try statement(body) }
            loops.removeLast()
            mask = live
            if let step { try statement { () throws(ShaderCompileError) in _ = try expression(step) } }
            if !testFirst { try test() }
            if cond == nil || !testFirst { exits.append(jumpIfNone(live)) }
            emit(.jump, e: top)
            exits.forEach(patch)
            mask = saved
        }
    }

    private func declare(_ v: VariableSyntax) throws(ShaderCompileError) {
        if v.type.name == "sampler" {
            try declare(v.name, Variable(value: Value(type: .sampler, slots: [], resource: try sampler(v)),
                                         isConstant: true, location: v.location))
            return
        }
        if v.type.isReference { throw error(v.location, "reference variables are \(outsideSubset)") }
        var type: ShaderType
        if v.type.name == "auto" {
            guard let initial = v.initializer else { throw error(v.location, "'auto' needs an initializer") }
            let value = try expression(initial)
            try bind(v, Value(type: value.type, slots: value.slots, resource: value.resource, sizeSlots: value.sizeSlots))
            return
        }
        type = try resolve(v.type)
        if case .void = type { throw error(v.type.location, "variable '\(v.name)' cannot be void") }
        if case .texture = type { throw error(v.type.location, "texture variables are \(outsideSubset); use the parameter") }
        if let size = v.arraySize {
            let n = try integerConstant(size)
            guard n > 0 && n <= 4096 else { throw error(size.location, "array size must be 1…4096, got \(n)") }
            type = .array(type, n)
        }
        var value: Value
        if let initial = v.initializer {
            if case .list(let items) = initial.kind {
                value = try aggregate(type, items, at: initial.location)
            } else {
                value = try implicit(try expression(initial), to: type, at: initial.location, "in the initialization of '\(v.name)'")
            }
        } else if let args = v.constructorArguments {
            value = try construct(type, args, at: v.location)
        } else {
            value = Value(type: type, slots: Array(repeating: constant(0), count: type.slotCount))
        }
        if case .array = type {} else if case .structure = type {} else if adopt(value) {
            try declare(v.name, Variable(value: value, isConstant: v.isConstant, location: v.location))
            return
        }
        let slots = variableSlots(type)
        for (d, s) in zip(slots, value.slots) { emit(.copy, d, s) }
        try declare(v.name, Variable(value: Value(type: type, slots: slots), isConstant: v.isConstant, location: v.location))
    }

    private func bind(_ v: VariableSyntax, _ value: Value) throws(ShaderCompileError) {
        if value.type.slotCount == 0 || adopt(value) {
            try declare(v.name, Variable(value: value, isConstant: v.isConstant, location: v.location))
            return
        }
        let slots = variableSlots(value.type)
        for (d, s) in zip(slots, value.slots) { emit(.copy, d, s) }
        try declare(v.name, Variable(value: Value(type: value.type, slots: slots), isConstant: v.isConstant, location: v.location))
    }

    /// A compile-time integer (array sizes): literals, constant names, + - * /.
    func integerConstant(_ e: Expr) throws(ShaderCompileError) -> Int {
        switch e.kind {
        case .integer(let v, _): return Int(clamping: v)
        case .binary(let op, let a, let b):
            let x = try integerConstant(a), y = try integerConstant(b)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            case "/" where y != 0: return x / y
            default: break
            }
        case .name:
            let v = try expression(e)
            if v.slots.count == 1, let bits = constantOf[v.slots[0]], v.type == .scalar(.int) || v.type == .scalar(.uint) {
                return Int(Int32(bitPattern: bits))
            }
        default: break
        }
        throw error(e.location, "expected an integer constant")
    }

    private func sampler(_ v: VariableSyntax) throws(ShaderCompileError) -> Int32 {
        var state = SamplerState()
        for arg in v.constructorArguments ?? [] {
            guard case .name(let option) = arg.kind else {
                throw error(arg.location, "sampler options must be names like filter::linear")
            }
            switch option {
            case "filter::linear", "mag_filter::linear", "min_filter::linear": state.linear = true
            case "filter::nearest", "mag_filter::nearest", "min_filter::nearest": state.linear = false
            case "address::clamp_to_edge": state.addressS = .clampToEdge; state.addressT = .clampToEdge
            case "address::repeat": state.addressS = .repeating; state.addressT = .repeating
            case "address::mirrored_repeat": state.addressS = .mirroredRepeat; state.addressT = .mirroredRepeat
            case "address::clamp_to_zero", "address::clamp_to_border":
                state.addressS = .clampToZero; state.addressT = .clampToZero
            case "s_address::clamp_to_edge": state.addressS = .clampToEdge
            case "s_address::repeat": state.addressS = .repeating
            case "s_address::mirrored_repeat": state.addressS = .mirroredRepeat
            case "s_address::clamp_to_zero", "s_address::clamp_to_border": state.addressS = .clampToZero
            case "t_address::clamp_to_edge": state.addressT = .clampToEdge
            case "t_address::repeat": state.addressT = .repeating
            case "t_address::mirrored_repeat": state.addressT = .mirroredRepeat
            case "t_address::clamp_to_zero", "t_address::clamp_to_border": state.addressT = .clampToZero
            case "coord::normalized": state.pixelCoordinates = false
            case "coord::pixel": state.pixelCoordinates = true
            case "mip_filter::none", "mip_filter::nearest", "mip_filter::linear", "border_color::transparent_black": break
            default:
                throw error(arg.location, "sampler option '\(option)' is \(outsideSubset)",
                            hint: "use filter::, address::, s_address::, t_address:: or coord:: options")
            }
        }
        samplers.append(state)
        return Int32(samplers.count - 1)
    }
}

extension Stmt.Kind {
    var keyword: String {
        switch self {
        case .breakStatement: return "break"
        case .continueStatement: return "continue"
        default: return "statement"
        }
    }
}
