/// Tokens to syntax: the declarations, statements and C-precedence
/// expressions of the MSL subset. Knows type names so that `float2(1, 2)`
/// is a construction, `(float)x` a cast and `float2 p = …` a declaration.
struct Parser {
    let tokens: [Token]
    var k = 0
    let path: String
    var structNames: Set<String> = []
    var namespaces: Set<String> = ["metal", "SwiftUI", "precise", "fast", "simd"]

    static let scalarNames: [String] = ["bool", "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong",
                                        "float", "half"]
    static let builtinTypeNames: Set<String> = {
        var s: Set<String> = ["void", "auto", "texture2d", "sampler", "Layer", "size_t"]
        for n in scalarNames {
            s.insert(n)
            for c in 2...4 { s.insert("\(n)\(c)") }
        }
        for n in ["float", "half"] { for c in 2...4 { for r in 2...4 { s.insert("\(n)\(c)x\(r)") } } }
        return s
    }()
    static let qualifiers: Set<String> = ["const", "constant", "constexpr", "thread", "device", "static", "inline",
                                          "threadgroup"]

    init(tokens: [Token], path: String) { self.tokens = tokens; self.path = path }

    var current: Token { tokens[k] }
    func peek(_ n: Int = 1) -> Token { tokens[min(k + n, tokens.count - 1)] }

    func error(_ message: String, at: Token? = nil, hint: String = "") -> ShaderCompileError {
        ShaderCompileError(path: path, at: (at ?? current).location, message, hint: hint)
    }

    mutating func take() -> Token { let t = tokens[k]; if k < tokens.count - 1 { k += 1 }; return t }

    mutating func accept(_ p: String) -> Bool {
        if current.isPunct(p) { _ = take(); return true }
        return false
    }

    mutating func expect(_ p: String, _ what: String) throws(ShaderCompileError) {
        guard accept(p) else {
            throw error("expected '\(p)' \(what), found '\(current.text)'")
        }
    }

    mutating func identifier(_ what: String) throws(ShaderCompileError) -> Token {
        guard current.identifier != nil else { throw error("expected \(what), found '\(current.text)'") }
        return take()
    }

    // MARK: Names and types

    /// `a::b::c` with the known namespaces dropped.
    mutating func qualifiedName() throws(ShaderCompileError) -> String {
        var parts = [try identifier("a name").identifier!]
        while current.isPunct("::") {
            _ = take()
            parts.append(try identifier("a name after '::'").identifier!)
        }
        while parts.count > 1 && namespaces.contains(parts[0]) { parts.removeFirst() }
        return parts.joined(separator: "::")
    }

    func isTypeName(_ name: String) -> Bool { Parser.builtinTypeNames.contains(name) || structNames.contains(name) }

    /// Whether a type starts at the current token (after optional qualifiers).
    func typeStartsHere(offset: Int = 0) -> Bool {
        var j = offset
        while let id = peek(j).identifier, Parser.qualifiers.contains(id) { j += 1 }
        // A possibly qualified name: skip `ns ::`.
        while peek(j).identifier != nil && peek(j + 1).isPunct("::") { j += 2 }
        guard let name = peek(j).identifier else { return false }
        return isTypeName(name)
    }

    mutating func type() throws(ShaderCompileError) -> TypeSyntax {
        var addressSpace: String?
        while let id = current.identifier, Parser.qualifiers.contains(id) {
            if id == "device" || id == "constant" || id == "thread" || id == "threadgroup" { addressSpace = id }
            _ = take()
        }
        let start = current
        let name = try qualifiedName()
        var t = TypeSyntax(name: name, location: start.location, addressSpace: addressSpace)
        if current.isPunct("<") {
            _ = take()
            while !current.isPunct(">") {
                let at = current
                if case .integer(let v, _) = current.kind { _ = take(); t.templateArguments.append(TypeSyntax(name: "\(v)", location: at.location)) }
                else { t.templateArguments.append(TypeSyntax(name: try qualifiedName(), location: at.location)) }
                if !accept(",") { break }
            }
            try expect(">", "closing the template arguments")
        }
        while let id = current.identifier, id == "const" { _ = take() }
        if accept("*") { t.isPointer = true } else if accept("&") { t.isReference = true }
        while let id = current.identifier, id == "const" { _ = take() }
        return t
    }

    // MARK: File

    mutating func file() throws(ShaderCompileError) -> FileSyntax {
        var file = FileSyntax()
        var depth = 0
        while current.kind != .end {
            if accept(";") { continue }
            if current.isPunct("}") && depth > 0 { _ = take(); depth -= 1; continue }
            if current.identifier == "using" {
                _ = take()
                if current.identifier == "namespace" { _ = take(); _ = try qualifiedName(); try expect(";", "after 'using namespace'"); continue }
                throw error("'using' aliases are \(outsideSubset)", hint: "write the type out or use a #define")
            }
            if current.identifier == "namespace" {
                _ = take()
                let name = try identifier("a namespace name")
                namespaces.insert(name.identifier!)
                try expect("{", "opening the namespace")
                depth += 1
                continue
            }
            if current.identifier == "struct" {
                file.structs.append(try structDeclaration())
                continue
            }
            for unsupported in ["typedef", "template", "class", "enum", "union", "kernel", "vertex", "fragment", "extern"]
            where current.identifier == unsupported {
                throw error("'\(unsupported)' declarations are \(outsideSubset)")
            }
            var stitchable = false
            while current.isPunct("[") && peek().isPunct("[") {
                let attributeStart = current
                _ = take(); _ = take()
                while !(current.isPunct("]") && peek().isPunct("]")) {
                    guard current.kind != .end else { throw error("unterminated attribute [[ …", at: attributeStart) }
                    if current.identifier == "stitchable" { stitchable = true }
                    _ = take()
                }
                _ = take(); _ = take()
            }
            let isConstant = current.identifier == "constant" || current.identifier == "constexpr"
            guard typeStartsHere() else {
                if let name = current.identifier {
                    throw error("unknown type name '\(name)'",
                                hint: Suggestion.hint(for: name, among: Parser.builtinTypeNames.union(structNames)))
                }
                throw error("expected a declaration, found '\(current.text)'")
            }
            let t = try type()
            let nameToken = try identifier("a name after the type")
            if current.isPunct("(") {
                file.functions.append(try function(returnType: t, name: nameToken, stitchable: stitchable))
            } else {
                var variables = try declarators(t, first: nameToken)
                for i in variables.indices { variables[i].isConstant = isConstant }
                file.globals += variables
                try expect(";", "after the declaration")
            }
        }
        if depth > 0 { throw error("expected '}' closing a namespace") }
        return file
    }

    mutating func structDeclaration() throws(ShaderCompileError) -> StructSyntax {
        _ = take()
        let name = try identifier("a struct name")
        structNames.insert(name.identifier!)
        try expect("{", "opening the struct")
        var fields: [VariableSyntax] = []
        while !accept("}") {
            guard typeStartsHere() else { throw error("expected a field declaration, found '\(current.text)'") }
            let t = try type()
            let first = try identifier("a field name")
            fields += try declarators(t, first: first)
            try expect(";", "after the field")
        }
        try expect(";", "after the struct")
        return StructSyntax(name: name.identifier!, location: name.location, fields: fields)
    }

    mutating func function(returnType: TypeSyntax, name: Token, stitchable: Bool) throws(ShaderCompileError) -> FunctionSyntax {
        try expect("(", "opening the parameters")
        var parameters: [ParameterSyntax] = []
        if current.identifier == "void" && peek().isPunct(")") { _ = take() }
        while !current.isPunct(")") {
            guard typeStartsHere() else {
                if let n = current.identifier {
                    throw error("unknown type name '\(n)'",
                                hint: Suggestion.hint(for: n, among: Parser.builtinTypeNames.union(structNames)))
                }
                throw error("expected a parameter, found '\(current.text)'")
            }
            let t = try type()
            let p = try identifier("a parameter name")
            if current.isPunct("[") && peek().isPunct("[") {
                while !(current.isPunct("]") && peek().isPunct("]")) && current.kind != .end { _ = take() }
                _ = take(); _ = take()
            }
            parameters.append(ParameterSyntax(type: t, name: p.identifier!, location: p.location))
            if !accept(",") { break }
        }
        try expect(")", "closing the parameters")
        if accept(";") {
            throw error("function declarations without a body are \(outsideSubset)", at: name, hint: "define the function before its use")
        }
        guard current.isPunct("{") else { throw error("expected '{' starting the body of '\(name.identifier!)'") }
        let body = try block()
        guard case .block(let statements) = body.kind else { fatalError("block() returns a block") }
        return FunctionSyntax(name: name.identifier!, location: name.location, returnType: returnType,
                              parameters: parameters, body: statements, isStitchable: stitchable)
    }

    /// `name [N] = init, name2 (args)…` after the type.
    mutating func declarators(_ t: TypeSyntax, first: Token) throws(ShaderCompileError) -> [VariableSyntax] {
        var out: [VariableSyntax] = []
        var nameToken = first
        while true {
            var v = VariableSyntax(type: t, name: nameToken.identifier!, location: nameToken.location)
            if accept("[") {
                v.arraySize = try expression()
                try expect("]", "closing the array size")
            }
            if accept("=") {
                v.initializer = current.isPunct("{") ? try initializerList() : try assignment()
            } else if current.isPunct("(") {
                _ = take()
                var args: [Expr] = []
                while !current.isPunct(")") { args.append(try assignment()); if !accept(",") { break } }
                try expect(")", "closing the constructor arguments")
                v.constructorArguments = args
            } else if current.isPunct("{") {
                v.initializer = try initializerList()
            }
            out.append(v)
            guard accept(",") else { return out }
            nameToken = try identifier("a name")
        }
    }

    mutating func initializerList() throws(ShaderCompileError) -> Expr {
        let open = take()
        var items: [Expr] = []
        while !current.isPunct("}") {
            items.append(current.isPunct("{") ? try initializerList() : try assignment())
            if !accept(",") { break }
        }
        try expect("}", "closing the initializer list")
        return Expr(.list(items), open.location)
    }
}
