// The uniform values a Shader binds, as SwiftUI's Shader.Argument. They are
// kept as SwiftUI values (a Color, an Image) and resolved where the shader
// draws: a color in that environment's color scheme, an image decoded at
// its scale, `.boundingRect` as the bounds of what is filled.
import Foundation
import Geometry
import Raster
import Shading

extension Shader {
    /// A single uniform argument value to a shader function, as SwiftUI's `Shader.Argument`.
    public struct Argument: Sendable {
        enum Value: Sendable {
            case floats([Float])
            case color(Color)
            case colorArray([Color])
            case floatArray([Float])
            case image(Image)
            case data(Data)
            case boundingRect
        }
        let value: Value

        /// The MSL value `float(x)`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// The MSL value `float2(x, y)`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }
        /// The MSL value `float2(point.x, point.y)`.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// The MSL value `float2(size.width, size.height)`.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// The MSL value `float2(vector.dx, vector.dy)`.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// The MSL value `float3(x, y, z)`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// The MSL value `float4(x, y, z, w)`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// `color` as a `half4`, premultiplied, in the output's color space (sRGB).
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// `array` as a `device const half4 *ptr, int count` pair of parameters (premultiplied).
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }
        /// `array` as a `device const float *ptr, int count` pair of parameters.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }
        /// `image` as a `texture2d<half>` parameter.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
        /// `data`'s bytes as a `device const void *ptr, int size_in_bytes` pair of parameters.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// The bounding rect of the shape or view the shader is attached to, as `float4(x, y, width, height)`
        /// (the `bounds:` given to a `GraphicsContext` shading; zero for a context's filters, where
        /// SwiftUI leaves it undefined).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }

        /// The value the shader program binds, resolved where the shader draws.
        func value(_ resolution: ShaderArgumentResolution) throws -> ShaderArgumentValue {
            switch value {
            case .floats(let v): return .floats(v)
            case .color(let c): return .color(resolution.premultiplied(c))
            case .colorArray(let cs): return .colorArray(cs.map(resolution.premultiplied))
            case .floatArray(let v): return .floatArray(v)
            case .image(let image): return .image(try resolution.image(image))
            case .data(let d): return .data([UInt8](d))
            case .boundingRect:
                let b = resolution.bounds
                return .floats([Float(b.minX), Float(b.minY), Float(b.width), Float(b.height)])
            }
        }
    }
}

/// What a shader's arguments resolve against where it draws.
struct ShaderArgumentResolution {
    let environment: EnvironmentValues
    /// `.boundingRect`, in the shader's user space.
    let bounds: CGRect
    /// An image's pixels (premultiplied), or the error decoding it.
    let image: (Image) throws -> Pixmap

    func premultiplied(_ color: Color) -> SIMD4<Float> {
        let (r, g, b, a) = RGBAColor(color.appearing(in: environment.colorScheme)).premultipliedComponents
        return SIMD4(r, g, b, a)
    }
}
