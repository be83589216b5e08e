extension Parser {
    mutating func block() throws(ShaderCompileError) -> Stmt {
        let open = take()
        var statements: [Stmt] = []
        while !current.isPunct("}") {
            guard current.kind != .end else { throw error("expected '}' closing the block opened here", at: open) }
            statements.append(try statement())
        }
        _ = take()
        return Stmt(.block(statements), open.location)
    }

    mutating func statement() throws(ShaderCompileError) -> Stmt {
        let start = current
        if current.isPunct("{") { return try block() }
        if accept(";") { return Stmt(.empty, start.location) }
        switch current.identifier {
        case "if":
            _ = take()
            try expect("(", "after 'if'")
            let condition = try expression()
            try expect(")", "closing the condition")
            let then = try statement()
            var otherwise: Stmt?
            if current.identifier == "else" { _ = take(); otherwise = try statement() }
            return Stmt(.ifElse(condition, then, otherwise), start.location)
        case "for":
            _ = take()
            try expect("(", "after 'for'")
            var initial: Stmt?
            if !accept(";") {
                initial = typeStartsHere() ? try declaration() : Stmt(.expression(try expression()), current.location)
                if case .expression = initial!.kind { try expect(";", "after the loop's initialization") }
            }
            let condition = current.isPunct(";") ? nil : try expression()
            try expect(";", "after the loop condition")
            let step = current.isPunct(")") ? nil : try expression()
            try expect(")", "closing the loop header")
            return Stmt(.forLoop(initial: initial, condition: condition, step: step, body: try statement()), start.location)
        case "while":
            _ = take()
            try expect("(", "after 'while'")
            let condition = try expression()
            try expect(")", "closing the condition")
            return Stmt(.whileLoop(condition, try statement()), start.location)
        case "do":
            _ = take()
            let body = try statement()
            guard current.identifier == "while" else { throw error("expected 'while' after the body of 'do'") }
            _ = take()
            try expect("(", "after 'while'")
            let condition = try expression()
            try expect(")", "closing the condition")
            try expect(";", "after 'do … while (…)'")
            return Stmt(.doWhile(body, condition), start.location)
        case "break":
            _ = take(); try expect(";", "after 'break'")
            return Stmt(.breakStatement, start.location)
        case "continue":
            _ = take(); try expect(";", "after 'continue'")
            return Stmt(.continueStatement, start.location)
        case "return":
            _ = take()
            if accept(";") { return Stmt(.returnStatement(nil), start.location) }
            let value = try expression()
            try expect(";", "after the returned value")
            return Stmt(.returnStatement(value), start.location)
        case "switch", "goto":
            throw error("'\(current.identifier!)' is \(outsideSubset)", hint: "use if/else")
        case "discard_fragment":
            throw error("discard_fragment() is \(outsideSubset)", hint: "return a transparent half4(0) instead")
        default:
            break
        }
        if typeStartsHere() && !(peek().isPunct("(") && !Parser.qualifiers.contains(current.identifier ?? "")) {
            return try declaration()
        }
        let e = try expression()
        try expect(";", "after the expression")
        return Stmt(.expression(e), start.location)
    }

    /// A declaration statement, through its `;`.
    mutating func declaration() throws(ShaderCompileError) -> Stmt {
        let start = current
        let isConstant = ["const", "constexpr", "constant"].contains(current.identifier ?? "")
        let t = try type()
        let first = try identifier("a variable name after the type '\(t.name)'")
        var variables = try declarators(t, first: first)
        for i in variables.indices { variables[i].isConstant = isConstant }
        try expect(";", "after the declaration")
        return Stmt(.declaration(variables), start.location)
    }
}
