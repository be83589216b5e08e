/// Where a value sits in a Lottie document, written as
/// `layers[3].shapes[1].ks.k[0]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    var components: [Component] = []

    /// The document's root.
    public static let root = JSONPath()

    func appending(_ key: String) -> JSONPath {
        var p = self; p.components.append(.key(key)); return p
    }

    func appending(_ index: Int) -> JSONPath {
        var p = self; p.components.append(.index(index)); return p
    }

    /// The path as written in messages; `(root)` for the document itself.
    public var description: String {
        var out = ""
        for c in components {
            switch c {
            case let .key(k): out += out.isEmpty ? k : "." + k
            case let .index(i): out += "[\(i)]"
            }
        }
        return out.isEmpty ? "(root)" : out
    }
}
