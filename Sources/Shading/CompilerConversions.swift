extension FunctionCompiler {
    /// One slot converted from `from` to `to` (folded for constants).
    func convertSlot(_ s: Int32, from: ScalarKind, to: ScalarKind) -> Int32 {
        if from == to { return s }
        let op: Opcode?
        switch (from, to) {
        case (.bool, .int), (.bool, .uint): op = .boolToInt
        case (.bool, _): op = .boolToFloat
        case (.int, .uint), (.uint, .int), (.half, .float), (.float, .half): op = nil
        case (.int, .bool), (.uint, .bool): op = .intToBool
        case (.int, _): op = .intToFloat
        case (.uint, _): op = .uintToFloat
        case (_, .int): op = .floatToInt
        case (_, .uint): op = .floatToUint
        default: op = .floatToBool
        }
        guard let op else { return s }
        if let bits = constantOf[s] { return constant(Self.fold(op, bits)) }
        return op1(op, s)
    }

    static func fold(_ op: Opcode, _ x: UInt32) -> UInt32 {
        switch op {
        case .boolToInt: return x != 0 ? 1 : 0
        case .boolToFloat: return x != 0 ? Float(1).bitPattern : 0
        case .intToBool: return x != 0 ? ~0 : 0
        case .intToFloat: return Float(Int32(bitPattern: x)).bitPattern
        case .uintToFloat: return Float(x).bitPattern
        case .floatToInt: return UInt32(bitPattern: LaneMath.toInt(Float(bitPattern: x)))
        case .floatToUint: return LaneMath.toUInt(Float(bitPattern: x))
        default: return Float(bitPattern: x) != 0 ? ~0 : 0
        }
    }

    /// Component-wise conversion of a scalar, vector or matrix to another scalar kind.
    func convert(_ v: Value, to kind: ScalarKind) -> Value {
        guard let from = v.type.scalarKind, from != kind else { return v }
        return Value(type: v.type.with(kind), slots: v.slots.map { convertSlot($0, from: from, to: kind) })
    }

    /// The implicit conversions of MSL: between scalars, and a scalar
    /// replicated into a vector; never between vector element types.
    func implicit(_ v: Value, to type: ShaderType, at: SourceLocation, _ what: String) throws(ShaderCompileError) -> Value {
        if v.type == type { return v }
        switch (v.type, type) {
        case (.scalar(let from), .scalar(let to)):
            return Value(type: type, slots: [convertSlot(v.slots[0], from: from, to: to)])
        case (.scalar(let from), .vector(let to, let n)):
            let s = convertSlot(v.slots[0], from: from, to: to)
            return Value(type: type, slots: Array(repeating: s, count: n))
        case (.vector(_, let n), .vector(_, let m)) where n == m:
            throw error(at, "cannot convert \(v.type) to \(type) \(what)", hint: "MSL converts vectors only explicitly: write \(type)(…)")
        default:
            throw error(at, "cannot convert \(v.type) to \(type) \(what)")
        }
    }

    /// A scalar condition as a bool mask slot.
    func condition(_ e: Expr) throws(ShaderCompileError) -> Int32 {
        let v = try expression(e)
        guard case .scalar(let k) = v.type else {
            if case .vector(.bool, _) = v.type {
                throw error(e.location, "a condition must be a scalar, not \(v.type)", hint: "use all(…) or any(…)")
            }
            throw error(e.location, "a condition must be a scalar, not \(v.type)")
        }
        return convertSlot(v.slots[0], from: k, to: .bool)
    }
}
