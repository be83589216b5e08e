// SwiftUI's Shader: a stitchable function of a shader library with its
// uniform arguments bound. The function is Metal Shading Language source;
// animgen compiles and runs it on the CPU (the Shading target), so the same
// `.metal` files a SwiftUI app ships draw here.
import Foundation
import Raster
import Shading

/// A reference to a function in a shader library, with its bound uniform
/// argument values, as SwiftUI's `Shader`.
///
/// Use one as a view's `colorEffect(_:isEnabled:)`,
/// `distortionEffect(_:maxSampleOffset:isEnabled:)` or
/// `layerEffect(_:maxSampleOffset:isEnabled:)`, as a `ShapeStyle` that fills
/// shapes and text, or in a `GraphicsContext` as a filter or a shading.
/// The function is Metal Shading Language source compiled by animgen
/// (docs/shaders.md lists the subset it accepts).
public struct Shader: Sendable {
    /// The shader function called.
    public var function: ShaderFunction
    /// The uniform values bound to the function's parameters after the ones the usage supplies.
    public var arguments: [Argument]
    /// Whether returned colors get dither noise before rounding to the output's bit depth (against banding
    /// in smooth gradients). The noise is a hash of each pixel's place, so frames stay bit-identical.
    public var dithersColor: Bool = false

    /// The shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// The different ways a shader may be used to render, as SwiftUI's `Shader.UsageType`.
    public struct UsageType: Hashable, Sendable {
        let usage: ShaderUsage
        /// The shader fills shapes as a `ShapeStyle`: `half4 name(float2 position, args…)`.
        public static let shapeStyle = UsageType(usage: .shapeStyle)
        /// A color effect: `half4 name(float2 position, half4 color, args…)`.
        public static let colorEffect = UsageType(usage: .colorEffect)
        /// A layer effect: `half4 name(float2 position, SwiftUI::Layer layer, args…)`.
        public static let layerEffect = UsageType(usage: .layerEffect)
        /// A distortion effect: `float2 name(float2 position, args…)`.
        public static let distortionEffect = UsageType(usage: .distortionEffect)
    }

    /// Compiles the function and checks it against `type` and the current
    /// arguments ahead of first use, as SwiftUI's `compile(as:)`; throws the
    /// compile or binding error that drawing with it would report.
    public func compile(as type: UsageType) async throws {
        _ = try bind(as: type.usage, resolving: ShaderArgumentResolution(environment: EnvironmentValues(), bounds: .zero,
                                                                          image: { _ in Raster.Pixmap(width: 1, height: 1) }))
    }

    /// The compiled function bound to this shader's arguments, resolved by `resolution`.
    func bind(as usage: ShaderUsage, resolving resolution: ShaderArgumentResolution) throws -> BoundShader {
        let entry = try function.library.entryPoint(named: function.name)
        let values = try arguments.map { try $0.value(resolution) }
        return try entry.bind(as: usage, arguments: values)
    }
}

/// A function in a shader library, as SwiftUI's `ShaderFunction`; calling
/// it with arguments makes a ``Shader``.
@dynamicCallable
public struct ShaderFunction: Sendable {
    /// The library holding the function.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function called `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader passing `args` to the function's parameters after the ones
    /// its usage supplies: `ShaderLibrary.default.wave(.float(t))`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}
