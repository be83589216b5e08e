/// The scalar kinds every value is made of. `half` is kept apart from
/// `float` for type checking (MSL does not convert `float4` to `half4`
/// implicitly) but is computed in 32-bit floats.
enum ScalarKind: Int, Sendable, Comparable {
    case bool, int, uint, half, float

    static func < (a: ScalarKind, b: ScalarKind) -> Bool { a.rawValue < b.rawValue }

    var isFloating: Bool { self == .half || self == .float }
    var isInteger: Bool { self == .int || self == .uint }
    var name: String { ["bool", "int", "uint", "half", "float"][rawValue] }
}

/// What a struct type holds, in declaration order.
final class StructInfo: Sendable {
    let name: String
    let fields: [(name: String, type: ShaderType)]
    init(name: String, fields: [(name: String, type: ShaderType)]) { self.name = name; self.fields = fields }
}

/// A checked type. Every value is a list of 32-bit slots (one per scalar
/// component), so vectors, matrices, arrays and structs are laid out at compile time.
indirect enum ShaderType: Sendable, Equatable, CustomStringConvertible {
    case void
    case scalar(ScalarKind)
    case vector(ScalarKind, Int)
    /// `floatCxR`: `columns` column vectors of `rows` components.
    case matrix(ScalarKind, columns: Int, rows: Int)
    case array(ShaderType, Int)
    case structure(StructInfo)
    /// `device const T *` of an argument buffer (floatArray, colorArray, data).
    case pointer(ShaderType)
    case texture
    case sampler
    case layer

    static func == (a: ShaderType, b: ShaderType) -> Bool {
        switch (a, b) {
        case (.void, .void), (.texture, .texture), (.sampler, .sampler), (.layer, .layer): return true
        case (.scalar(let x), .scalar(let y)): return x == y
        case (.vector(let x, let n), .vector(let y, let m)): return x == y && n == m
        case (.matrix(let x, let c, let r), .matrix(let y, let c2, let r2)): return x == y && c == c2 && r == r2
        case (.array(let x, let n), .array(let y, let m)): return x == y && n == m
        case (.structure(let x), .structure(let y)): return x === y
        case (.pointer(let x), .pointer(let y)): return x == y
        default: return false
        }
    }

    /// Scalar kind of a scalar, vector or matrix.
    var scalarKind: ScalarKind? {
        switch self {
        case .scalar(let k), .vector(let k, _), .matrix(let k, _, _): return k
        default: return nil
        }
    }

    /// Components of a scalar (1) or vector.
    var width: Int? {
        switch self {
        case .scalar: return 1
        case .vector(_, let n): return n
        default: return nil
        }
    }

    var isNumericScalarOrVector: Bool { width != nil }

    /// How many 32-bit slots a value takes.
    var slotCount: Int {
        switch self {
        case .void, .texture, .sampler, .layer, .pointer: return 0
        case .scalar: return 1
        case .vector(_, let n): return n
        case .matrix(_, let c, let r): return c * r
        case .array(let e, let n): return e.slotCount * n
        case .structure(let s): return s.fields.reduce(0) { $0 + $1.type.slotCount }
        }
    }

    /// The same shape with another scalar kind.
    func with(_ kind: ScalarKind) -> ShaderType {
        switch self {
        case .scalar: return .scalar(kind)
        case .vector(_, let n): return .vector(kind, n)
        case .matrix(_, let c, let r): return .matrix(kind, columns: c, rows: r)
        default: return self
        }
    }

    static func vectorOrScalar(_ kind: ScalarKind, _ n: Int) -> ShaderType { n == 1 ? .scalar(kind) : .vector(kind, n) }

    var description: String {
        switch self {
        case .void: return "void"
        case .scalar(let k): return k.name
        case .vector(let k, let n): return "\(k.name)\(n)"
        case .matrix(let k, let c, let r): return "\(k.name)\(c)x\(r)"
        case .array(let e, let n): return "\(e)[\(n)]"
        case .structure(let s): return s.name
        case .pointer(let e): return "device const \(e) *"
        case .texture: return "texture2d<half>"
        case .sampler: return "sampler"
        case .layer: return "SwiftUI::Layer"
        }
    }

    /// The type a `TypeSyntax` names, or nil when the name is unknown.
    static func named(_ name: String, structs: [String: StructInfo]) -> ShaderType? {
        if let s = structs[name] { return .structure(s) }
        switch name {
        case "void": return .void
        case "texture2d": return .texture
        case "sampler": return .sampler
        case "Layer": return .layer
        case "size_t": return .scalar(.uint)
        default: break
        }
        let aliases: [String: ScalarKind] = [
            "bool": .bool, "char": .int, "short": .int, "int": .int, "long": .int,
            "uchar": .uint, "ushort": .uint, "uint": .uint, "ulong": .uint, "half": .half, "float": .float,
        ]
        if let k = aliases[name] { return .scalar(k) }
        for (prefix, k) in aliases.sorted(by: { $0.key.count > $1.key.count }) where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.count == 1, let n = Int(rest), (2...4).contains(n) { return .vector(k, n) }
            if rest.count == 3, k.isFloating, let c = Int(rest.prefix(1)), let r = Int(rest.suffix(1)),
               rest.dropFirst().first == "x", (2...4).contains(c), (2...4).contains(r) {
                return .matrix(k, columns: c, rows: r)
            }
        }
        return nil
    }
}
