/// One token of MSL source after preprocessing.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case identifier(String)
        /// An integer literal; `unsigned` for a `u` suffix.
        case integer(UInt64, unsigned: Bool)
        /// A floating literal; `half` for an `h` suffix.
        case floating(Double, half: Bool)
        /// An operator or punctuation mark (`+=`, `::`, `{`).
        case punct(String)
        case end
    }
    var kind: Kind
    var location: SourceLocation
    /// Whether the token starts its line (what makes `#` a directive).
    var startsLine = false

    var text: String {
        switch kind {
        case .identifier(let s), .punct(let s): return s
        case .integer(let v, let u): return "\(v)" + (u ? "u" : "")
        case .floating(let v, let h): return "\(v)" + (h ? "h" : "")
        case .end: return "end of file"
        }
    }

    func isPunct(_ p: String) -> Bool { kind == .punct(p) }
    var identifier: String? { if case .identifier(let s) = kind { return s }; return nil }
}
