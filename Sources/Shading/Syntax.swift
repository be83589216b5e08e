/// A type as written: a name (namespace-qualified parts joined by `::`),
/// template arguments (`texture2d<half>`), pointer or reference, array size.
struct TypeSyntax: Sendable {
    var name: String
    var templateArguments: [TypeSyntax] = []
    var location: SourceLocation
    var isPointer = false
    var isReference = false
    /// The address space written before it (`device`, `constant`, `thread`), if any.
    var addressSpace: String?
}

/// An expression and where it starts.
final class Expr: Sendable {
    enum Kind: Sendable {
        case integer(UInt64, unsigned: Bool)
        case floating(Double, half: Bool)
        case boolean(Bool)
        /// A name; namespace qualifiers (`metal::`, `SwiftUI::`) already dropped.
        case name(String)
        case unary(String, Expr)
        case postfix(String, Expr)
        case binary(String, Expr, Expr)
        case assign(String, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case call(String, [Expr])
        case construct(TypeSyntax, [Expr])
        case cast(TypeSyntax, Expr)
        case member(Expr, String)
        case method(Expr, String, [Expr])
        case index(Expr, Expr)
        case list([Expr])
    }
    let kind: Kind
    let location: SourceLocation
    init(_ kind: Kind, _ location: SourceLocation) { self.kind = kind; self.location = location }
}

/// One declared name of a declaration statement: `x = 1` in `float x = 1, y;`.
struct VariableSyntax: Sendable {
    var type: TypeSyntax
    var name: String
    var location: SourceLocation
    var arraySize: Expr?
    var initializer: Expr?
    /// `constexpr sampler s(filter::linear)`: constructor arguments after the name.
    var constructorArguments: [Expr]?
    var isConstant = false
}

/// A statement and where it starts.
final class Stmt: Sendable {
    enum Kind: Sendable {
        case declaration([VariableSyntax])
        case expression(Expr)
        case block([Stmt])
        case ifElse(Expr, Stmt, Stmt?)
        case forLoop(initial: Stmt?, condition: Expr?, step: Expr?, body: Stmt)
        case whileLoop(Expr, Stmt)
        case doWhile(Stmt, Expr)
        case breakStatement, continueStatement
        case returnStatement(Expr?)
        case empty
    }
    let kind: Kind
    let location: SourceLocation
    init(_ kind: Kind, _ location: SourceLocation) { self.kind = kind; self.location = location }
}

/// A function parameter.
struct ParameterSyntax: Sendable {
    var type: TypeSyntax
    var name: String
    var location: SourceLocation
}

/// A function definition.
struct FunctionSyntax: Sendable {
    var name: String
    var location: SourceLocation
    var returnType: TypeSyntax
    var parameters: [ParameterSyntax]
    var body: [Stmt]
    var isStitchable: Bool
}

/// `struct S { float a; float2 b; };`
struct StructSyntax: Sendable {
    var name: String
    var location: SourceLocation
    var fields: [VariableSyntax]
}

/// A whole source file.
struct FileSyntax: Sendable {
    var functions: [FunctionSyntax] = []
    var globals: [VariableSyntax] = []
    var structs: [StructSyntax] = []
}
