extension Parser {
    private static let binaryLevels: [[String]] = [
        ["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", "<=", ">", ">="], ["<<", ">>"], ["+", "-"],
        ["*", "/", "%"],
    ]
    private static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    /// A full expression, comma operator included.
    mutating func expression() throws(ShaderCompileError) -> Expr {
        var e = try assignment()
        while current.isPunct(",") {
            let op = take()
            e = Expr(.binary(",", e, try assignment()), op.location)
        }
        return e
    }

    mutating func assignment() throws(ShaderCompileError) -> Expr {
        let lhs = try ternary()
        if case .punct(let p) = current.kind, Parser.assignments.contains(p) {
            let op = take()
            return Expr(.assign(p, lhs, try assignment()), op.location)
        }
        return lhs
    }

    mutating func ternary() throws(ShaderCompileError) -> Expr {
        let condition = try binary(0)
        guard current.isPunct("?") else { return condition }
        let q = take()
        let a = try assignment()
        try expect(":", "in the conditional expression")
        let b = try assignment()
        return Expr(.ternary(condition, a, b), q.location)
    }

    mutating func binary(_ level: Int) throws(ShaderCompileError) -> Expr {
        if level == Parser.binaryLevels.count { return try unary() }
        var lhs = try binary(level + 1)
        while case .punct(let p) = current.kind, Parser.binaryLevels[level].contains(p) {
            let op = take()
            lhs = Expr(.binary(p, lhs, try binary(level + 1)), op.location)
        }
        return lhs
    }

    mutating func unary() throws(ShaderCompileError) -> Expr {
        let start = current
        if case .punct(let p) = current.kind, ["-", "+", "!", "~", "++", "--"].contains(p) {
            _ = take()
            return Expr(.unary(p, try unary()), start.location)
        }
        if case .punct("&") = current.kind { throw error("taking an address with '&' is \(outsideSubset)") }
        if case .punct("*") = current.kind { throw error("dereferencing a pointer with '*' is \(outsideSubset)", hint: "index it: p[0]") }
        // `(type) expr` is a cast; `(float2(…))` is not.
        if current.isPunct("("), typeStartsHere(offset: 1) {
            let save = k
            _ = take()
            let t = try type()
            if accept(")") {
                return Expr(.cast(t, try unary()), start.location)
            }
            k = save
        }
        return try postfix()
    }

    mutating func postfix() throws(ShaderCompileError) -> Expr {
        var e = try primary()
        while true {
            let op = current
            if accept("[") {
                let index = try expression()
                try expect("]", "closing the subscript")
                e = Expr(.index(e, index), op.location)
            } else if accept(".") || accept("->") {
                let name = try identifier("a member name after '.'")
                if current.isPunct("(") {
                    e = Expr(.method(e, name.identifier!, try arguments()), name.location)
                } else {
                    e = Expr(.member(e, name.identifier!), name.location)
                }
            } else if current.isPunct("++") || current.isPunct("--") {
                _ = take()
                e = Expr(.postfix(op.text, e), op.location)
            } else {
                return e
            }
        }
    }

    mutating func arguments() throws(ShaderCompileError) -> [Expr] {
        try expect("(", "opening the arguments")
        var args: [Expr] = []
        while !current.isPunct(")") {
            args.append(try assignment())
            if !accept(",") { break }
        }
        try expect(")", "closing the arguments")
        return args
    }

    mutating func primary() throws(ShaderCompileError) -> Expr {
        let start = current
        switch current.kind {
        case .integer(let v, let u):
            _ = take()
            return Expr(.integer(v, unsigned: u), start.location)
        case .floating(let v, let h):
            _ = take()
            return Expr(.floating(v, half: h), start.location)
        case .punct("("):
            _ = take()
            let e = try expression()
            try expect(")", "closing the parenthesis")
            return e
        case .punct("{"):
            return try initializerList()
        case .identifier(let id):
            if id == "true" || id == "false" { _ = take(); return Expr(.boolean(id == "true"), start.location) }
            if typeStartsHere() {
                let t = try type()
                if current.isPunct("{") {
                    let list = try initializerList()
                    guard case .list(let items) = list.kind else { fatalError() }
                    return Expr(.construct(t, items), start.location)
                }
                guard current.isPunct("(") else {
                    throw error("expected '(' after the type name '\(t.name)' to construct a value")
                }
                return Expr(.construct(t, try arguments()), start.location)
            }
            let name = try qualifiedName()
            if current.isPunct("(") { return Expr(.call(name, try arguments()), start.location) }
            return Expr(.name(name), start.location)
        case .end:
            throw error("expected an expression, found the end of the file")
        default:
            throw error("expected an expression, found '\(current.text)'")
        }
    }
}
