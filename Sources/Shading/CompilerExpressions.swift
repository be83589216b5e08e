/// An assignable place: slots, or an array element chosen per lane.
struct LValue {
    struct Indexed {
        var base: Int32
        var stride: Int
        var count: Int
        var index: Int32
        /// Slot offsets inside the element that this place covers.
        var offsets: [Int]
    }
    var type: ShaderType
    var slots: [Int32]
    var indexed: Indexed?
}

extension FunctionCompiler {
    static let builtinConstants: [String: (ScalarKind, Double)] = {
        var c: [String: (ScalarKind, Double)] = [:]
        let pi = 3.14159265358979323846
        let named: [(String, Double)] = [
            ("PI", pi), ("PI_2", pi / 2), ("PI_4", pi / 4), ("1_PI", 1 / pi), ("2_PI", 2 / pi),
            ("2_SQRTPI", 2 / pi.squareRoot()), ("SQRT2", 2.0.squareRoot()), ("SQRT1_2", 0.5.squareRoot()),
            ("E", 2.71828182845904523536), ("LOG2E", 1.44269504088896340736), ("LOG10E", 0.434294481903251827651),
            ("LN2", 0.693147180559945309417), ("LN10", 2.30258509299404568402),
        ]
        for (n, v) in named { c["M_\(n)_F"] = (.float, v); c["M_\(n)_H"] = (.half, v) }
        c["MAXFLOAT"] = (.float, Double(Float.greatestFiniteMagnitude))
        c["FLT_MAX"] = (.float, Double(Float.greatestFiniteMagnitude))
        c["FLT_MIN"] = (.float, Double(Float.leastNormalMagnitude))
        c["FLT_EPSILON"] = (.float, Double(Float.ulpOfOne))
        c["INFINITY"] = (.float, .infinity)
        c["HUGE_VALF"] = (.float, .infinity)
        c["NAN"] = (.float, .nan)
        c["HALF_MAX"] = (.half, 65504)
        c["HALF_MIN"] = (.half, 6.103515625e-05)
        c["HALF_EPSILON"] = (.half, 0.0009765625)
        c["INT_MAX"] = (.int, Double(Int32.max))
        c["INT_MIN"] = (.int, Double(Int32.min))
        c["UINT_MAX"] = (.uint, Double(UInt32.max))
        return c
    }()

    func expression(_ e: Expr) throws(ShaderCompileError) -> Value {
        switch e.kind {
        case .integer(let v, let unsigned):
            if unsigned || v > UInt64(Int32.max) {
                return Value(type: .scalar(.uint), slots: [constant(UInt32(truncatingIfNeeded: v))])
            }
            return Value(type: .scalar(.int), slots: [constant(int: Int32(v))])
        case .floating(let v, let half):
            return Value(type: .scalar(half ? .half : .float), slots: [constant(float: Float(v))])
        case .boolean(let b):
            return Value(type: .scalar(.bool), slots: [constant(b ? ~0 : 0)])
        case .name(let name):
            if let v = lookup(name) { return v.value }
            if let (kind, v) = Self.builtinConstants[name] { return constantValue(kind, v) }
            let candidates = visibleNames() + Array(Self.builtinConstants.keys)
            throw error(e.location, "use of undeclared identifier '\(name)'", hint: Suggestion.hint(for: name, among: candidates))
        case .unary(let op, let a):
            return try unary(op, a, at: e.location)
        case .postfix(let op, let a):
            let place = try lvalue(a)
            let old = read(place)
            let copy = Value(type: old.type, slots: old.slots.map { op1(.copy, $0) })
            let one = try implicit(Value(type: .scalar(.int), slots: [constant(int: 1)]), to: scalarOf(old.type, at: a.location),
                                   at: e.location, "")
            let new = try arithmetic(op == "++" ? "+" : "-", copy, one, at: e.location)
            write(place, try implicit(new, to: place.type, at: e.location, ""))
            return copy
        case .binary(let op, let a, let b):
            return try binary(op, a, b, at: e.location)
        case .assign(let op, let target, let source):
            let place = try lvalue(target)
            var value: Value
            if op == "=" {
                if case .list(let items) = source.kind {
                    value = try aggregate(place.type, items, at: source.location)
                } else {
                    value = try implicit(try expression(source), to: place.type, at: source.location, "in the assignment")
                }
            } else {
                let rhs = try expression(source)
                let result = try arithmetic(String(op.dropLast()), read(place), rhs, at: e.location)
                value = try implicitOrNarrow(result, to: place.type, at: e.location)
            }
            write(place, value)
            return place.indexed == nil ? read(place) : value
        case .ternary(let c, let a, let b):
            return try ternary(c, a, b, at: e.location)
        case .call(let name, let args):
            return try call(name, args, at: e.location)
        case .construct(let t, let args):
            if t.name == "sampler" { throw error(e.location, "declare samplers as 'constexpr sampler s(…);'") }
            return try construct(try resolve(t), args, at: e.location)
        case .cast(let t, let a):
            return try explicit(try expression(a), to: try resolve(t), at: e.location)
        case .member(let base, let name):
            return try member(try expression(base), name, at: e.location)
        case .method(let base, let name, let args):
            return try method(try expression(base), name, args, at: e.location)
        case .index(let base, let index):
            let place = try indexPlace(try expression(base), index, at: e.location)
            return read(place)
        case .list:
            throw error(e.location, "an initializer list needs a declared type here")
        }
    }

    /// Compound assignment (`h *= 2.0` on a half): converts back like C does.
    private func implicitOrNarrow(_ v: Value, to type: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> Value {
        if let k = type.scalarKind, v.type.with(k) == type { return convert(v, to: k) }
        return try implicit(v, to: type, at: at, "in the compound assignment")
    }

    func scalarOf(_ t: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> ShaderType {
        guard let k = t.scalarKind else { throw error(at, "'\(t)' is not a number") }
        return .scalar(k)
    }

    // MARK: Places

    func lvalue(_ e: Expr) throws(ShaderCompileError) -> LValue {
        switch e.kind {
        case .name(let name):
            guard let v = lookup(name) else {
                _ = try expression(e)
                throw error(e.location, "cannot assign to '\(name)'")
            }
            if v.isConstant { throw error(e.location, "cannot assign to constant '\(name)'") }
            guard v.value.type.slotCount > 0 else { throw error(e.location, "cannot assign to '\(name)' of type \(v.value.type)") }
            return LValue(type: v.value.type, slots: v.value.slots)
        case .member(let base, let name):
            let place = try lvalue(base)
            if case .structure(let info) = place.type {
                let (offset, type) = try field(info, name, at: e.location)
                return subset(place, type: type, offsets: Array(offset..<offset + type.slotCount))
            }
            let (kind, indices) = try swizzle(place.type, name, at: e.location)
            if Set(indices).count != indices.count {
                throw error(e.location, "cannot assign to the swizzle '\(name)': it repeats a component")
            }
            return subset(place, type: .vectorOrScalar(kind, indices.count), offsets: indices)
        case .index(let base, let index):
            let place = try lvalue(base)
            return try indexLValue(place, index, at: e.location)
        default:
            throw error(e.location, "expression is not assignable")
        }
    }

    private func subset(_ place: LValue, type: ShaderType, offsets: [Int]) -> LValue {
        if var indexed = place.indexed {
            indexed.offsets = offsets.map { indexed.offsets[$0] }
            return LValue(type: type, slots: [], indexed: indexed)
        }
        return LValue(type: type, slots: offsets.map { place.slots[$0] })
    }

    private func indexLValue(_ place: LValue, _ index: Expr, at: SourceLocation) throws(ShaderCompileError) -> LValue {
        let (element, count) = try elementType(place.type, at: at)
        let i = try indexSlot(index)
        let stride = element.slotCount
        if let bits = constantOf[i] {
            let k = Int(Int32(bitPattern: bits))
            guard k >= 0 && k < count else { throw error(index.location, "index \(k) is outside \(place.type) (0…\(count - 1))") }
            return subset(place, type: element, offsets: Array(k * stride..<(k + 1) * stride))
        }
        guard place.indexed == nil else {
            throw error(at, "indexing twice with run-time indices is \(outsideSubset)")
        }
        if case .array = place.type {
            return LValue(type: element, slots: [], indexed: .init(base: place.slots[0], stride: stride, count: count,
                                                                    index: i, offsets: Array(0..<stride)))
        }
        throw error(at, "assigning to a vector or matrix component chosen at run time is \(outsideSubset)",
                    hint: "use a constant index or a swizzle")
    }

    func elementType(_ t: ShaderType, at: SourceLocation) throws(ShaderCompileError) -> (ShaderType, Int) {
        switch t {
        case .array(let e, let n): return (e, n)
        case .vector(let k, let n): return (.scalar(k), n)
        case .matrix(let k, let c, let r): return (.vector(k, r), c)
        default: throw error(at, "subscripted value of type \(t) is not an array, vector or matrix")
        }
    }

    func indexSlot(_ index: Expr) throws(ShaderCompileError) -> Int32 {
        let v = try expression(index)
        guard case .scalar(let k) = v.type, k.isInteger || k == .bool else {
            throw error(index.location, "array subscript must be an integer, not \(v.type)", hint: "convert with int(…)")
        }
        return v.slots[0]
    }

    /// Reading `base[index]`: constant indices pick slots; run-time ones select.
    func indexPlace(_ base: Value, _ index: Expr, at: SourceLocation) throws(ShaderCompileError) -> LValue {
        if case .pointer(let element) = base.type {
            guard element.isNumericScalarOrVector, element.scalarKind != .bool else {
                throw error(at, "reading a \(base.type) buffer is \(outsideSubset)",
                            hint: "pass floats as .floatArray and colors as .colorArray")
            }
            let i = try indexSlot(index)
            let stride = element.slotCount
            let slots = (0..<stride).map { c -> Int32 in
                let d = temp()
                emit(.gather, d, i, Int32(stride), Int32(c), e: base.resource)
                return d
            }
            return LValue(type: element, slots: slots)
        }
        let (element, count) = try elementType(base.type, at: at)
        let i = try indexSlot(index)
        let stride = element.slotCount
        if let bits = constantOf[i] {
            let k = Int(Int32(bitPattern: bits))
            guard k >= 0 && k < count else { throw error(index.location, "index \(k) is outside \(base.type) (0…\(count - 1))") }
            return LValue(type: element, slots: Array(base.slots[k * stride..<(k + 1) * stride]))
        }
        if case .array = base.type, isContiguous(base.slots) {
            let slots = (0..<stride).map { c -> Int32 in
                let d = temp()
                emit(.readIndexed, d, base.slots[c], i, Int32(stride), e: Int32(count))
                return d
            }
            return LValue(type: element, slots: slots)
        }
        // A vector or matrix: a select per possible index.
        var result = Array(base.slots[0..<stride])
        for k in 1..<count {
            let hit = op2(.eqI, i, constant(int: Int32(k)))
            result = (0..<stride).map { c in op3(.select, hit, base.slots[k * stride + c], result[c]) }
        }
        return LValue(type: element, slots: result)
    }

    func isContiguous(_ slots: [Int32]) -> Bool {
        zip(slots, slots.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }

    func read(_ place: LValue) -> Value {
        guard let x = place.indexed else { return Value(type: place.type, slots: place.slots) }
        let slots = x.offsets.map { offset -> Int32 in
            let d = temp()
            emit(.readIndexed, d, x.base + Int32(offset), x.index, Int32(x.stride), e: Int32(x.count))
            return d
        }
        return Value(type: place.type, slots: slots)
    }

    func write(_ place: LValue, _ value: Value) {
        guard let x = place.indexed else { store(place.slots, value.slots); return }
        for (offset, s) in zip(x.offsets, value.slots) {
            emit(.writeIndexed, x.base + Int32(offset), s, x.index, mask, e: Int32(x.count << 16 | x.stride))
        }
    }

    // MARK: Members

    func field(_ info: StructInfo, _ name: String, at: SourceLocation) throws(ShaderCompileError) -> (Int, ShaderType) {
        var offset = 0
        for f in info.fields {
            if f.name == name { return (offset, f.type) }
            offset += f.type.slotCount
        }
        throw error(at, "no member named '\(name)' in '\(info.name)'", hint: Suggestion.hint(for: name, among: info.fields.map(\.name)))
    }

    func swizzle(_ t: ShaderType, _ name: String, at: SourceLocation) throws(ShaderCompileError) -> (ScalarKind, [Int]) {
        guard case .vector(let kind, let n) = t else {
            throw error(at, "member reference '.\(name)' on \(t), which is not a vector or struct")
        }
        let sets = ["xyzw", "rgba"]
        for set in sets where name.allSatisfy(set.contains) {
            let indices = name.map { c in set.distance(from: set.startIndex, to: set.firstIndex(of: c)!) }
            guard indices.count <= 4 else { break }
            if let bad = indices.first(where: { $0 >= n }) {
                throw error(at, "swizzle '\(name)' reads component \(bad) of \(t), which has \(n)")
            }
            return (kind, indices)
        }
        throw error(at, "'\(name)' is not a swizzle of \(t)", hint: "use up to four of x y z w or of r g b a, not mixed")
    }

    func member(_ base: Value, _ name: String, at: SourceLocation) throws(ShaderCompileError) -> Value {
        if case .structure(let info) = base.type {
            let (offset, type) = try field(info, name, at: at)
            return Value(type: type, slots: Array(base.slots[offset..<offset + type.slotCount]))
        }
        let (kind, indices) = try swizzle(base.type, name, at: at)
        return Value(type: .vectorOrScalar(kind, indices.count), slots: indices.map { base.slots[$0] })
    }
}
