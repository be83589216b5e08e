extension FunctionCompiler {
    /// Whether evaluating `e` can write anything (so that it must run under its own mask).
    static func hasSideEffects(_ e: Expr) -> Bool {
        switch e.kind {
        case .assign, .postfix: return true
        case .unary(let op, let a): return op == "++" || op == "--" || hasSideEffects(a)
        case .call: return true
        case .binary(_, let a, let b), .index(let a, let b): return hasSideEffects(a) || hasSideEffects(b)
        case .ternary(let a, let b, let c): return hasSideEffects(a) || hasSideEffects(b) || hasSideEffects(c)
        case .construct(_, let args), .list(let args): return args.contains(where: hasSideEffects)
        case .method(let base, _, let args): return hasSideEffects(base) || args.contains(where: hasSideEffects)
        case .cast(_, let a), .member(let a, _): return hasSideEffects(a)
        default: return false
        }
    }

    /// Evaluates `e` with only the lanes of `m` running (for && || ?: with side effects).
    func masked(_ m: Int32, _ e: Expr) throws(ShaderCompileError) -> Value {
        guard Self.hasSideEffects(e) else { return try expression(e) }
        let saved = mask
        mask = m
        defer { mask = saved }
        return try expression(e)
    }

    func unary(_ op: String, _ a: Expr, at: SourceLocation) throws(ShaderCompileError) -> Value {
        switch op {
        case "++", "--":
            let place = try lvalue(a)
            let old = read(place)
            let one = try implicit(Value(type: .scalar(.int), slots: [constant(int: 1)]), to: try scalarOf(old.type, at: at),
                                   at: at, "")
            let new = try implicit(try arithmetic(op == "++" ? "+" : "-", old, one, at: at), to: place.type, at: at, "")
            write(place, new)
            return place.indexed == nil ? read(place) : new
        case "+":
            let v = try expression(a)
            guard v.type.scalarKind != nil else { throw error(at, "invalid argument type \(v.type) to unary '+'") }
            return v
        case "-":
            var v = try expression(a)
            guard let k = v.type.scalarKind else { throw error(at, "invalid argument type \(v.type) to unary '-'") }
            if k == .bool { v = convert(v, to: .int) }
            let floating = v.type.scalarKind!.isFloating
            return Value(type: v.type, slots: v.slots.map { s in
                if let bits = constantOf[s] {
                    return floating ? constant(float: -Float(bitPattern: bits)) : constant(int: 0 &- Int32(bitPattern: bits))
                }
                return op1(floating ? .negF : .negI, s)
            })
        case "!":
            let v = try expression(a)
            guard v.type.isNumericScalarOrVector else { throw error(at, "invalid argument type \(v.type) to '!'") }
            let b = convert(v, to: .bool)
            return Value(type: b.type, slots: b.slots.map { op1(.not, $0) })
        default: // "~"
            let v = try expression(a)
            guard let k = v.type.scalarKind, k.isInteger, v.type.width != nil else {
                throw error(at, "invalid argument type \(v.type) to '~'", hint: "'~' needs int or uint")
            }
            return Value(type: v.type, slots: v.slots.map { op1(.not, $0) })
        }
    }

    func binary(_ op: String, _ a: Expr, _ b: Expr, at: SourceLocation) throws(ShaderCompileError) -> Value {
        switch op {
        case ",":
            _ = try expression(a)
            return try expression(b)
        case "&&", "||":
            let x = try expression(a)
            guard case .scalar(let kx) = x.type else {
                throw error(a.location, "'\(op)' needs scalar operands, not \(x.type)", hint: "use all(…), any(…) or select(…) on vectors")
            }
            let xb = convertSlot(x.slots[0], from: kx, to: .bool)
            let running = op == "&&" ? maskAnd(mask, xb) : op2(.andNot, mask, xb)
            let y = try masked(running, b)
            guard case .scalar(let ky) = y.type else {
                throw error(b.location, "'\(op)' needs scalar operands, not \(y.type)", hint: "use all(…), any(…) or select(…) on vectors")
            }
            let yb = convertSlot(y.slots[0], from: ky, to: .bool)
            return Value(type: .scalar(.bool), slots: [op2(op == "&&" ? .and : .or, xb, yb)])
        default:
            return try arithmetic(op, try expression(a), try expression(b), at: at)
        }
    }

    /// The type both operands convert to: a vector's type, or the wider scalar.
    func commonType(_ op: String, _ x: ShaderType, _ y: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> ShaderType {
        guard let kx = x.scalarKind, let ky = y.scalarKind else {
            throw error(at, "invalid operands to binary expression ('\(x)' and '\(y)')")
        }
        switch (x, y) {
        case (.scalar, .scalar):
            return .scalar(max(kx == .bool ? .int : kx, ky == .bool ? .int : ky))
        case (.scalar, _): return y
        case (_, .scalar): return x
        default:
            guard x == y else {
                throw error(at, "invalid operands to binary expression ('\(x)' and '\(y)')",
                            hint: x.with(ky) == y || y.with(kx) == x ? "convert one side explicitly, e.g. \(y)(…)" : "")
            }
            return x
        }
    }

    func arithmetic(_ op: String, _ x: Value, _ y: Value, at: SourceLocation) throws(ShaderCompileError) -> Value {
        if op == "*", let product = try matrixProduct(x, y, at: at) { return product }
        var type = try commonType(op, x.type, y.type, at: at)
        let isComparison = ["<", "<=", ">", ">=", "==", "!="].contains(op)
        var kind = type.scalarKind!
        if kind == .bool && !["&", "|", "^", "==", "!="].contains(op) {
            kind = .int
            type = type.with(.int)
        }
        if case .matrix = type, !["+", "-", "*", "/"].contains(op) {
            throw error(at, "invalid operands to binary expression ('\(x.type)' and '\(y.type)')")
        }
        let a = try widen(x, to: type), b = try widen(y, to: type)
        let opcode: Opcode
        var negate = false
        switch (op, kind) {
        case ("+", .float), ("+", .half): opcode = .addF
        case ("-", .float), ("-", .half): opcode = .subF
        case ("*", .float), ("*", .half): opcode = .mulF
        case ("/", .float), ("/", .half): opcode = .divF
        case ("+", _): opcode = .addI
        case ("-", _): opcode = .subI
        case ("*", _): opcode = .mulI
        case ("/", .int): opcode = .divI
        case ("/", _): opcode = .divU
        case ("%", .int): opcode = .modI
        case ("%", .uint): opcode = .modU
        case ("%", _): throw error(at, "'%' needs integer operands, not \(type)", hint: "use fmod(x, y) for floating point")
        case ("<", .float), ("<", .half): opcode = .ltF
        case ("<=", .float), ("<=", .half): opcode = .leF
        case (">", .float), (">", .half): opcode = .gtF
        case (">=", .float), (">=", .half): opcode = .geF
        case ("==", .float), ("==", .half): opcode = .eqF
        case ("!=", .float), ("!=", .half): opcode = .neF
        case ("<", .int): opcode = .ltI
        case ("<=", .int): opcode = .leI
        case (">", .int): opcode = .gtI
        case (">=", .int): opcode = .geI
        case ("<", _): opcode = .ltU
        case ("<=", _): opcode = .leU
        case (">", _): opcode = .gtU
        case (">=", _): opcode = .geU
        case ("==", _): opcode = .eqI
        case ("!=", _): opcode = .eqI; negate = true
        case ("&", .float), ("&", .half), ("|", .float), ("|", .half), ("^", .float), ("^", .half),
             ("<<", .float), ("<<", .half), (">>", .float), (">>", .half):
            throw error(at, "'\(op)' needs integer or bool operands, not \(type)")
        case ("&", _): opcode = .and
        case ("|", _): opcode = .or
        case ("^", _): opcode = .xor
        case ("<<", _): opcode = .shlI
        case (">>", .int): opcode = .shrI
        case (">>", _): opcode = .shrU
        default: throw error(at, "unsupported operator '\(op)'")
        }
        let slots = zip(a.slots, b.slots).map { (s, t) -> Int32 in
            let r = fold(opcode, s, t) ?? op2(opcode, s, t)
            return negate ? op1(.not, r) : r
        }
        return Value(type: isComparison ? type.with(.bool) : type, slots: slots)
    }

    /// Folds float arithmetic on two constants (so `2.0 * M_PI_F` costs nothing).
    private func fold(_ op: Opcode, _ a: Int32, _ b: Int32) -> Int32? {
        guard let x = constantOf[a].map(Float.init(bitPattern:)), let y = constantOf[b].map(Float.init(bitPattern:)) else { return nil }
        switch op {
        case .addF: return constant(float: x + y)
        case .subF: return constant(float: x - y)
        case .mulF: return constant(float: x * y)
        case .divF: return constant(float: x / y)
        default: return nil
        }
    }

    /// A scalar or vector brought to `type` (scalars are replicated).
    func widen(_ v: Value, to type: ShaderType) throws(ShaderCompileError) -> Value {
        let k = type.scalarKind!
        let c = convert(v, to: k)
        if c.slots.count == type.slotCount { return Value(type: type, slots: c.slots) }
        return Value(type: type, slots: Array(repeating: c.slots[0], count: type.slotCount))
    }

    /// Matrix × vector, vector × matrix and matrix × matrix (linear algebra, not component-wise).
    private func matrixProduct(_ x: Value, _ y: Value, at: SourceLocation) throws(ShaderCompileError) -> Value? {
        func dotSlots(_ a: [Int32], _ b: [Int32]) -> Int32 {
            var sum = op2(.mulF, a[0], b[0])
            for i in 1..<a.count { sum = op3(.fmaF, a[i], b[i], sum) }
            return sum
        }
        switch (x.type, y.type) {
        case (.matrix(let k, let c, let r), .vector(let kv, let n)):
            guard k == kv, n == c else { throw error(at, "cannot multiply \(x.type) by \(y.type)") }
            let rows = (0..<r).map { j in dotSlots((0..<c).map { x.slots[$0 * r + j] }, y.slots) }
            return Value(type: .vector(k, r), slots: rows)
        case (.vector(let kv, let n), .matrix(let k, let c, let r)):
            guard k == kv, n == r else { throw error(at, "cannot multiply \(x.type) by \(y.type)") }
            let columns = (0..<c).map { i in dotSlots(x.slots, Array(y.slots[i * r..<(i + 1) * r])) }
            return Value(type: .vector(k, c), slots: columns)
        case (.matrix(let k, let c1, let r), .matrix(let k2, let c2, let r2)):
            guard k == k2, r2 == c1 else { throw error(at, "cannot multiply \(x.type) by \(y.type)") }
            var slots: [Int32] = []
            for col in 0..<c2 {
                for j in 0..<r {
                    slots.append(dotSlots((0..<c1).map { x.slots[$0 * r + j] }, Array(y.slots[col * r2..<(col + 1) * r2])))
                }
            }
            return Value(type: .matrix(k, columns: c2, rows: r), slots: slots)
        default:
            return nil
        }
    }

    func ternary(_ c: Expr, _ a: Expr, _ b: Expr, at: SourceLocation) throws(ShaderCompileError) -> Value {
        let cv = try expression(c)
        guard let ck = cv.type.scalarKind, cv.type.width != nil else {
            throw error(c.location, "the condition of '?:' must be a scalar or vector, not \(cv.type)")
        }
        let cond = convert(cv, to: .bool)
        let scalarCondition = cond.slots.count == 1
        let yes = try masked(scalarCondition ? maskAnd(mask, cond.slots[0]) : mask, a)
        let no = try masked(scalarCondition ? op2(.andNot, mask, cond.slots[0]) : mask, b)
        _ = ck
        var type: ShaderType
        if yes.type == no.type { type = yes.type }
        else { type = try commonType("?:", yes.type, no.type, at: at) }
        if !scalarCondition && type.width != cond.slots.count {
            throw error(at, "a \(cv.type) condition needs \(cv.type.width!)-component values, not \(type)")
        }
        let y = try widenAny(yes, to: type, at: a.location), n = try widenAny(no, to: type, at: b.location)
        let slots = (0..<type.slotCount).map { i in
            op3(.select, scalarCondition ? cond.slots[0] : cond.slots[i], y.slots[i], n.slots[i])
        }
        return Value(type: type, slots: slots)
    }

    private func widenAny(_ v: Value, to type: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> Value {
        if v.type == type { return v }
        guard type.isNumericScalarOrVector else { throw error(at, "cannot convert \(v.type) to \(type)") }
        return try widen(v, to: type)
    }
}
