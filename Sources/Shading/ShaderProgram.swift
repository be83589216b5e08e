/// A `.metal` source compiled for the CPU: its `[[ stitchable ]]` functions,
/// each ready to bind to SwiftUI shader arguments and run over lanes.
package final class ShaderProgram: Sendable {
    /// The source's name, used in diagnostics.
    package let path: String
    private let functions: [String: CompiledFunction]
    private let order: [String]

    /// Compiles MSL source. `path` is used in diagnostics ("wave.metal:12:5: error: …").
    package init(source: String, path: String) throws(ShaderCompileError) {
        self.path = path
        var lexer = Lexer(source, path: path)
        var preprocessor = Preprocessor(path: path)
        let tokens = try preprocessor.run(try lexer.tokens())
        var parser = Parser(tokens: tokens, path: path)
        let file = try parser.file()
        var structs: [String: StructInfo] = [:]
        for s in file.structs {
            var fields: [(name: String, type: ShaderType)] = []
            let resolver = FunctionCompiler(context: ProgramContext(path: path, functions: [:], structs: structs, globals: []))
            for f in s.fields {
                var t = try resolver.resolve(f.type)
                guard t.slotCount > 0 else {
                    throw ShaderCompileError(path: path, at: f.location, "a struct field of type \(t) is \(outsideSubset)")
                }
                if let size = f.arraySize { t = .array(t, try resolver.integerConstant(size)) }
                fields.append((f.name, t))
            }
            structs[s.name] = StructInfo(name: s.name, fields: fields)
        }
        var byName: [String: [FunctionSyntax]] = [:]
        for f in file.functions { byName[f.name, default: []].append(f) }
        let context = ProgramContext(path: path, functions: byName, structs: structs, globals: file.globals)
        var compiled: [String: CompiledFunction] = [:]
        var order: [String] = []
        for f in file.functions {
            let function = try FunctionCompiler(context: context).compileEntry(f)
            if f.isStitchable {
                if compiled[f.name] != nil {
                    throw ShaderCompileError(path: path, at: f.location, "redefinition of stitchable function '\(f.name)'",
                                             hint: "stitchable functions cannot be overloaded")
                }
                compiled[f.name] = function
                order.append(f.name)
            }
        }
        functions = compiled
        self.order = order
    }

    /// The `[[ stitchable ]]` functions in source order.
    package var stitchableFunctionNames: [String] { order }

    /// The stitchable function called `name`, or nil.
    package func function(named name: String) -> ShaderEntryPoint? {
        functions[name].map(ShaderEntryPoint.init)
    }

    /// The closest stitchable name to `name`, for "did you mean" in the caller's errors.
    package func suggestion(for name: String) -> String? { Suggestion.closest(to: name, among: order) }
}
