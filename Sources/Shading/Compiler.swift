/// A value during compilation: its type and the slots holding its components
/// (a swizzle or constructor only rearranges slots, so it emits nothing).
struct Value {
    var type: ShaderType
    var slots: [Int32]
    /// Texture, buffer or sampler index for resource types.
    var resource: Int32 = -1
    /// A texture's width and height slots.
    var sizeSlots: [Int32] = []
}

/// A named variable in scope.
struct Variable {
    var value: Value
    var isConstant: Bool
    var location: SourceLocation
    /// False for a reference parameter bound to the caller's slots.
    var owned = true
}

/// The file's declarations every function compiler sees.
struct ProgramContext {
    var path: String
    var functions: [String: [FunctionSyntax]]
    var structs: [String: StructInfo]
    var globals: [VariableSyntax]
}

/// Compiles one function (and, inlined, the helpers it calls) to a flat
/// instruction list. Control flow runs on masks: the compiler knows at every
/// point which slot holds the lanes still running (`mask`; slot 0 is all
/// lanes), writes to variables select by it, and jumps skip code no lane runs.
final class FunctionCompiler {
    struct Frame {
        var name: String
        var returnType: ShaderType
        var returnSlots: [Int32]
        /// Lanes that have returned.
        var returned: Int32
        var loopBase: Int
        var scopeBase: Int
    }
    struct Loop {
        /// Lanes still looping, and lanes still in this iteration.
        var live: Int32
        var iteration: Int32
    }

    let context: ProgramContext
    var code: [Instruction] = []
    var slotCount: Int32 = 1
    var freeSlots: [Int32] = []
    var constants: [UInt32: Int32] = [:]
    var constantOf: [Int32: UInt32] = [:]
    var samplers: [SamplerState] = []
    var loopLocations: [SourceLocation] = []
    var scopes: [[String: Variable]] = [[:]]
    var mask: Int32 = 0
    var loops: [Loop] = []
    var frames: [Frame] = []
    var temps: [Int32] = []
    var liveTemps: Set<Int32> = []
    var bufferCount: Int32 = 0
    var textureCount: Int32 = 0

    init(context: ProgramContext) { self.context = context }

    var path: String { context.path }

    func error(_ at: SourceLocation, _ message: String, hint: String = "") -> ShaderCompileError {
        ShaderCompileError(path: path, at: at, message, hint: hint)
    }

    // MARK: Slots

    /// A slot that lives until the end of the current statement.
    func temp() -> Int32 {
        let s = freeSlots.popLast() ?? newSlot()
        temps.append(s)
        liveTemps.insert(s)
        return s
    }

    func temps(_ n: Int) -> [Int32] { (0..<n).map { _ in temp() } }

    func newSlot() -> Int32 { defer { slotCount += 1 }; return slotCount }

    /// `n` consecutive slots that stay until released (arrays index them).
    func contiguousSlots(_ n: Int) -> [Int32] {
        let base = slotCount
        slotCount += Int32(n)
        return (0..<Int32(n)).map { base + $0 }
    }

    /// Slots for a variable: not freed at the end of the statement.
    func variableSlots(_ type: ShaderType) -> [Int32] {
        if case .array = type { return contiguousSlots(type.slotCount) }
        if case .structure = type { return contiguousSlots(type.slotCount) }
        return (0..<type.slotCount).map { _ in freeSlots.popLast() ?? newSlot() }
    }

    func release(_ slots: [Int32]) {
        for s in slots where s != 0 && constantOf[s] == nil { freeSlots.append(s) }
    }

    /// Runs `body` as one statement: the temporaries it makes are freed after.
    func statement<T>(_ body: () throws(ShaderCompileError) -> T) throws(ShaderCompileError) -> T {
        let mark = temps.count
        let result = try body()
        for s in temps[mark...] where liveTemps.contains(s) {
            liveTemps.remove(s)
            freeSlots.append(s)
        }
        temps.removeSubrange(mark...)
        return result
    }

    /// Takes the temporaries of `value` out of the statement's list so that a
    /// variable can keep them; false when they are not all distinct temporaries.
    func adopt(_ value: Value) -> Bool {
        guard Set(value.slots).count == value.slots.count, value.slots.allSatisfy({ liveTemps.contains($0) }) else {
            return false
        }
        for s in value.slots { liveTemps.remove(s) }
        return true
    }

    func constant(_ bits: UInt32) -> Int32 {
        if let s = constants[bits] { return s }
        let s = newSlot()
        constants[bits] = s
        constantOf[s] = bits
        return s
    }

    func constant(float v: Float) -> Int32 { constant(v.bitPattern) }
    func constant(int v: Int32) -> Int32 { constant(UInt32(bitPattern: v)) }

    func constantValue(_ kind: ScalarKind, _ v: Double) -> Value {
        switch kind {
        case .bool: return Value(type: .scalar(.bool), slots: [constant(v != 0 ? ~0 : 0)])
        case .int: return Value(type: .scalar(.int), slots: [constant(int: Int32(truncatingIfNeeded: Int64(v)))])
        case .uint: return Value(type: .scalar(.uint), slots: [constant(UInt32(truncatingIfNeeded: Int64(v)))])
        case .half, .float: return Value(type: .scalar(kind), slots: [constant(float: Float(v))])
        }
    }

    // MARK: Emitting

    func emit(_ op: Opcode, _ d: Int32 = 0, _ a: Int32 = 0, _ b: Int32 = 0, _ c: Int32 = 0, e: Int32 = 0) {
        code.append(Instruction(op: op, d: d, a: a, b: b, c: c, e: e))
    }

    /// A jump to patch later: returns its index.
    func jumpIfNone(_ m: Int32) -> Int {
        emit(.jumpIfNone, 0, m)
        return code.count - 1
    }

    func patch(_ jump: Int) { code[jump].e = Int32(code.count) }

    func op1(_ op: Opcode, _ a: Int32) -> Int32 { let d = temp(); emit(op, d, a); return d }
    func op2(_ op: Opcode, _ a: Int32, _ b: Int32) -> Int32 { let d = temp(); emit(op, d, a, b); return d }
    func op3(_ op: Opcode, _ a: Int32, _ b: Int32, _ c: Int32) -> Int32 { let d = temp(); emit(op, d, a, b, c); return d }

    /// A mask slot that stays valid until the end of the enclosing statement.
    func maskAnd(_ a: Int32, _ b: Int32) -> Int32 { a == 0 ? b : (b == 0 ? a : op2(.and, a, b)) }

    /// Writes `source` into `destination` in the running lanes only.
    func store(_ destination: [Int32], _ source: [Int32]) {
        var source = source
        // `v.xy = v.yx`: read every source before the first write.
        let written = Set(destination)
        if zip(destination, source).contains(where: { $0 != $1 }) && source.contains(where: { written.contains($0) }) {
            source = source.map { s in written.contains(s) ? op1(.copy, s) : s }
        }
        for (d, s) in zip(destination, source) where d != s {
            if mask == 0 { emit(.copy, d, s) } else { emit(.select, d, mask, s, d) }
        }
    }

    /// After a statement that may return, break or continue: the lanes that
    /// left stop running the rest of the block.
    func refreshMask() {
        guard let frame = frames.last else { return }
        if loops.count > frame.loopBase {
            mask = maskAnd(mask, loops[loops.count - 1].iteration)
        } else {
            mask = op2(.andNot, mask, frame.returned)
        }
    }

    // MARK: Scopes

    func lookup(_ name: String) -> Variable? {
        let base = frames.last?.scopeBase ?? 0
        for scope in scopes[base...].reversed() { if let v = scope[name] { return v } }
        return scopes[0][name]
    }

    func visibleNames() -> [String] {
        let base = frames.last?.scopeBase ?? 0
        return scopes[base...].flatMap(\.keys) + scopes[0].keys
    }

    func declare(_ name: String, _ variable: Variable) throws(ShaderCompileError) {
        if let existing = scopes[scopes.count - 1][name] {
            throw error(variable.location, "redefinition of '\(name)'",
                        hint: "it was declared at \(existing.location.line):\(existing.location.column)")
        }
        scopes[scopes.count - 1][name] = variable
    }

    func withScope<T>(_ body: () throws(ShaderCompileError) -> T) throws(ShaderCompileError) -> T {
        scopes.append([:])
        let result = try body()
        for v in scopes.removeLast().values where v.owned { release(v.value.slots) }
        return result
    }

    // MARK: Types

    func resolve(_ t: TypeSyntax) throws(ShaderCompileError) -> ShaderType {
        if t.name == "auto" { throw error(t.location, "'auto' needs a value to infer its type from") }
        guard let type = ShaderType.named(t.name, structs: context.structs) else {
            let known = Parser.builtinTypeNames.union(context.structs.keys)
            throw error(t.location, "unknown type name '\(t.name)'", hint: Suggestion.hint(for: t.name, among: known))
        }
        if t.isPointer {
            if case .void = type { return .pointer(.void) }
            return .pointer(type)
        }
        if case .texture = type, let element = t.templateArguments.first?.name, element != "half", element != "float" {
            throw error(t.location, "texture2d<\(element)> is \(outsideSubset)", hint: "use texture2d<half>")
        }
        return type
    }
}
