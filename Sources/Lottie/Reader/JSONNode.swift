import Foundation

/// What the reader has counted so far and what it has to report; one per
/// document read.
final class ReadState {
    let limits: LottieLimits
    var diagnostics: [LottieDiagnostic] = []
    var layers = 0
    var keyframes = 0
    var vertices = 0
    var imagePixels = 0
    /// The document's in and out points, for layers that omit theirs.
    var defaultInPoint = 0.0
    var defaultOutPoint = 0.0
    /// The document's fonts (`fonts.list` by name) and glyphs (`chars`), read before the layers that set text with them.
    var fonts: [String: FontModel] = [:]
    var glyphs: [GlyphKey: GlyphModel] = [:] {
        didSet { glyphFamilies = Set(glyphs.keys.map(\.family)) }
    }
    private(set) var glyphFamilies: Set<String> = []
    /// Sets text in fonts the document has no glyphs for.
    var textShaper: (any LottieTextShaper)?
    /// Messages already reported, so a feature used a thousand times is reported once per message.
    private var seen: Set<String> = []

    init(limits: LottieLimits) { self.limits = limits }

    func report(_ path: JSONPath, _ message: String) {
        guard diagnostics.count < 500 else { return }
        if seen.insert(message).inserted || diagnostics.count < 100 {
            diagnostics.append(LottieDiagnostic(path, message))
        }
    }

    func countLayer(_ path: JSONPath) throws {
        layers += 1
        if layers > limits.maxLayers {
            throw LottieError(at: path, "more than \(limits.maxLayers) layers",
                              fix: "split the animation or flatten precompositions")
        }
    }

    func countKeyframes(_ n: Int, _ path: JSONPath) throws {
        keyframes += n
        if keyframes > limits.maxKeyframes {
            throw LottieError(at: path, "more than \(limits.maxKeyframes) keyframes in the document",
                              fix: "bake fewer keyframes when exporting")
        }
    }

    func countVertices(_ n: Int, _ path: JSONPath) throws {
        if n > limits.maxPathVertices {
            throw LottieError(at: path, "a path of \(n) vertices (at most \(limits.maxPathVertices))",
                              fix: "simplify the path")
        }
        vertices += n
        if vertices > limits.maxTotalVertices {
            throw LottieError(at: path, "more than \(limits.maxTotalVertices) path vertices in the document",
                              fix: "simplify the paths or bake fewer shape keyframes")
        }
    }
}

/// A JSON value with its path in the document, and typed accessors whose
/// errors name that path.
struct Node {
    let value: Any
    let path: JSONPath
    let state: ReadState

    subscript(key: String) -> Node? {
        guard let object = value as? [String: Any], let v = object[key], !(v is NSNull) else { return nil }
        return Node(value: v, path: path.appending(key), state: state)
    }

    func has(_ key: String) -> Bool { self[key] != nil }

    var isObject: Bool { value is [String: Any] }
    var isArray: Bool { value is [Any] }
    var keys: [String] { (value as? [String: Any]).map { Array($0.keys) } ?? [] }

    /// The value as a number (a JSON bool counts as 0 or 1).
    var number: Double? {
        if let n = value as? NSNumber {
            let d = n.doubleValue
            return d.isFinite ? d : nil
        }
        return nil
    }

    func double() throws -> Double {
        guard let d = number else {
            throw LottieError(at: path, "expected a number, found \(kind)", fix: "write a finite number here")
        }
        return d
    }

    func int() throws -> Int {
        let d = try double()
        guard abs(d) < 1e15 else {
            throw LottieError(at: path, "the number \(d) is out of range", fix: "use a smaller whole number")
        }
        return Int(d.rounded())
    }

    var string: String? { value as? String }

    func array() throws -> [Node] {
        guard let a = value as? [Any] else {
            throw LottieError(at: path, "expected an array, found \(kind)", fix: "write a JSON array [ … ] here")
        }
        return a.enumerated().map { Node(value: $0.element, path: path.appending($0.offset), state: state) }
    }

    func object() throws -> Node {
        guard isObject else {
            throw LottieError(at: path, "expected an object, found \(kind)", fix: "write a JSON object { … } here")
        }
        return self
    }

    /// A list of numbers; a lone number is a list of one.
    func numbers() throws -> [Double] {
        if let d = number { return [d] }
        let items = try array()
        return try items.map { try $0.double() }
    }

    func required(_ key: String, _ meaning: String) throws -> Node {
        guard let n = self[key] else {
            throw LottieError(at: path.appending(key), "missing \(meaning)", fix: "add \"\(key)\" to this object")
        }
        return n
    }

    func double(_ key: String, default d: Double) throws -> Double {
        try self[key]?.double() ?? d
    }

    func bool(_ key: String) -> Bool {
        guard let n = self[key] else { return false }
        if let b = n.value as? Bool { return b }
        return (n.number ?? 0) != 0
    }

    var kind: String {
        switch value {
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        case let n as NSNumber: return n.doubleValue.isFinite ? "a number" : "a non-finite number"
        default: return "a value of another kind"
        }
    }
}
