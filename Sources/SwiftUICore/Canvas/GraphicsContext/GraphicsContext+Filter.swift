// Filters, as SwiftUI's GraphicsContext.Filter: each later drawing
// operation is drawn alone into an offscreen region, the filters run over
// it, and the result is composited with the context's opacity, blend mode
// and clip. Each filter added wraps the drawing that follows, so the one
// added last runs first: SwiftUI's metaball idiom adds `.alphaThreshold`
// and then `.blur`, and gets blur-then-threshold.
//
// Lengths (blur radius, shadow offset) are in the user space of the moment
// the filter was added; they are mapped to pixels with that transform.
import Foundation
import Geometry
import Raster
import Shading
import ImageFiles

/// A 4×5 matrix applied to straight (not premultiplied) RGBA colors, as
/// SwiftUI's `ColorMatrix`: r' = r1·r + r2·g + r3·b + r4·a + r5, and so on.
public struct ColorMatrix: Hashable, Sendable {
    /// The red row: weights of input r, g, b, a and a constant (identity by default).
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row: weights of input r, g, b, a and a constant.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row: weights of input r, g, b, a and a constant.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row: weights of input r, g, b, a and a constant.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity matrix.
    public init() {}
}

extension GraphicsContext {
    /// Options for a shadow filter, as SwiftUI's `GraphicsContext.ShadowOptions`.
    public struct ShadowOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draw the shadow over the content instead of beneath it.
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        /// Draw only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        /// Cast the shadow from where the content is transparent (an inner shadow).
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        /// Accepted for source compatibility; shadow and content are always
        /// composited together here.
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// Options for a blur filter, as SwiftUI's `GraphicsContext.BlurOptions`.
    public struct BlurOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Edge pixels extend outwards instead of fading to transparent, and
        /// the result is made fully opaque.
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// Accepted for source compatibility; results are 8-bit already.
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }

    /// Options for `addFilter`, as SwiftUI's `GraphicsContext.FilterOptions`.
    public struct FilterOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Color matrices work on linear-light components instead of
        /// gamma-encoded sRGB.
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }

    /// An effect applied to drawing operations, as SwiftUI's
    /// `GraphicsContext.Filter`.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case shadow(color: RGBAColor, radius: CGFloat, x: CGFloat, y: CGFloat, blendMode: BlendMode,
                        options: ShadowOptions)
            case blur(radius: CGFloat, options: BlurOptions)
            case colorMatrix(ColorMatrix)
            case alphaThreshold(min: Double, max: Double, color: RGBAColor)
            case projection(ProjectionTransform)
            case shader(Shader, usage: ShaderUsage, maxSampleOffset: CGSize, bounds: CGRect)
        }
        var kind: Kind
        /// The color of a shadow, color multiply or alpha threshold as given
        /// when it is dynamic (`.primary`, system colors): `addFilter`
        /// resolves it in the context's appearance.
        var dynamicColor: Color?

        /// A shadow of the content's alpha, in `color`, blurred by `radius`
        /// (a Gaussian of standard deviation radius / 2) and moved by (x, y).
        /// SwiftUI's default color is black at 33 % in linear light.
        /// `blendMode` combines the shadow with the content when it is drawn
        /// over it (`.shadowAbove`); a shadow beneath is covered normally.
        /// Offsets are rounded to whole pixels.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
                                  x: CGFloat = 0, y: CGFloat = 0, blendMode: BlendMode = .normal,
                                  options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(kind: .shadow(color: RGBAColor(color), radius: radius, x: x, y: y, blendMode: blendMode,
                                 options: options), dynamicColor: color.dark == nil ? nil : color)
        }

        /// A Gaussian blur of standard deviation radius / 2, approximated by
        /// three box blurs (the SVG 1.1 feGaussianBlur construction; see
        /// Raster's `GaussianBlur`).
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, options: options))
        }

        /// Any color matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .colorMatrix(matrix)) }

        /// Multiplies every component, alpha included, by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter {
            let c = RGBAColor(color)
            var m = ColorMatrix()
            m.r1 = c.red; m.g2 = c.green; m.b3 = c.blue; m.a4 = c.alpha
            return Filter(kind: .colorMatrix(m), dynamicColor: color.isDynamic ? color : nil)
        }

        /// Adds `amount` to red, green and blue (0: unchanged, 1: white).
        public static func brightness(_ amount: Double) -> Filter {
            var m = ColorMatrix()
            m.r5 = Float(amount); m.g5 = Float(amount); m.b5 = Float(amount)
            return .colorMatrix(m)
        }

        /// Scales the distance of each component from 0.5 by `amount`.
        public static func contrast(_ amount: Double) -> Filter {
            let k = Float(amount), o = 0.5 * (1 - k)
            var m = ColorMatrix()
            m.r1 = k; m.g2 = k; m.b3 = k
            m.r5 = o; m.g5 = o; m.b5 = o
            return .colorMatrix(m)
        }

        /// Saturation: 0 is gray, 1 unchanged, above 1 more vivid (the SVG /
        /// CSS `saturate` matrix with Rec. 709 luma weights).
        public static func saturation(_ amount: Double) -> Filter {
            let s = Float(amount)
            let lr: Float = 0.2126, lg: Float = 0.7152, lb: Float = 0.0722
            var m = ColorMatrix()
            m.r1 = lr + (1 - lr) * s; m.r2 = lg - lg * s; m.r3 = lb - lb * s
            m.g1 = lr - lr * s; m.g2 = lg + (1 - lg) * s; m.g3 = lb - lb * s
            m.b1 = lr - lr * s; m.b2 = lg - lg * s; m.b3 = lb + (1 - lb) * s
            return .colorMatrix(m)
        }

        /// Removes `amount` (0…1) of the color: the same as saturation(1 − amount).
        public static func grayscale(_ amount: Double) -> Filter {
            saturation(1 - min(max(amount, 0), 1))
        }

        /// Rotates hues by `angle` (the SVG `hueRotate` matrix).
        public static func hueRotation(_ angle: Angle) -> Filter {
            let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
            var m = ColorMatrix()
            m.r1 = 0.213 + c * 0.787 - s * 0.213; m.r2 = 0.715 - c * 0.715 - s * 0.715; m.r3 = 0.072 - c * 0.072 + s * 0.928
            m.g1 = 0.213 - c * 0.213 + s * 0.143; m.g2 = 0.715 + c * 0.285 + s * 0.140; m.g3 = 0.072 - c * 0.072 - s * 0.283
            m.b1 = 0.213 - c * 0.213 - s * 0.787; m.b2 = 0.715 - c * 0.715 + s * 0.715; m.b3 = 0.072 + c * 0.928 + s * 0.072
            return .colorMatrix(m)
        }

        /// Inverts the colors by `amount` (1: fully inverted).
        public static func colorInvert(_ amount: Double = 1) -> Filter {
            let a = Float(amount), k = 1 - 2 * a
            var m = ColorMatrix()
            m.r1 = k; m.g2 = k; m.b3 = k
            m.r5 = a; m.g5 = a; m.b5 = a
            return .colorMatrix(m)
        }

        /// Multiplies alpha by `amount`.
        public static func opacity(_ amount: Double) -> Filter {
            var m = ColorMatrix()
            m.a4 = Float(min(max(amount, 0), 1))
            return .colorMatrix(m)
        }

        /// Pixels whose alpha lies in `min…max` become `color`, all others
        /// transparent (with a blur first, the "gooey" metaball effect).
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: RGBAColor(color)), dynamicColor: color.isDynamic ? color : nil)
        }

        /// Moves the rasterized pixels of each later drawing through
        /// `matrix` (user space of the moment the filter is added), as
        /// SwiftUI's `projectionTransform(_:)`: every pixel samples the
        /// drawing, bilinearly, where the inverse projection sends its
        /// centre. Content beyond the canvas is not brought in.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }

        /// Black with the content's luminance as alpha (the SVG matrix).
        public static var luminanceToAlpha: Filter {
            var m = ColorMatrix()
            m.r1 = 0; m.g2 = 0; m.b3 = 0; m.a4 = 0
            m.a1 = 0.2125; m.a2 = 0.7154; m.a3 = 0.0721
            return .colorMatrix(m)
        }
    }

    /// Adds `filter` to the filters applied to later drawing operations.
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        var filter = filter
        if let dynamic = filter.dynamicColor {
            // A dynamic color shows this context's appearance, as a shading's does.
            let shown = dynamic.appearing(in: environment.colorScheme)
            switch filter.kind {
            case let .shadow(_, radius, x, y, blendMode, options):
                filter.kind = .shadow(color: RGBAColor(shown), radius: radius, x: x, y: y, blendMode: blendMode, options: options)
            case let .alphaThreshold(min, max, _):
                filter.kind = .alphaThreshold(min: min, max: max, color: RGBAColor(shown))
            case .colorMatrix:
                filter.kind = Filter.colorMultiply(shown).kind
            default:
                break
            }
        }
        var bound = BoundFilter(filter: filter, transform: canvasTransform, linear: options.contains(.linearColor))
        if case let .shader(s, usage, _, bounds) = filter.kind {
            // Arguments resolve here, in this context's environment; a shader
            // that cannot run is reported and the filter left out.
            do { bound.shader = try s.bind(as: usage, resolving: argumentResolution(bounds: bounds)) } catch {
                record(error)
                return
            }
        }
        filters.append(bound)
    }
}

/// A filter with the transform (user space to canvas pixels) it was added under.
struct BoundFilter: Sendable {
    let filter: GraphicsContext.Filter
    let transform: CGAffineTransform
    let linear: Bool
    /// A shader filter's compiled function with its arguments.
    var shader: BoundShader?

    /// The filter's blur in pixels. The radius is taken as two standard
    /// deviations (σ = radius / 2, scaled by the transform). Apple documents
    /// `GraphicsContext.Filter.blur(radius:)`'s radius as "the standard
    /// deviation", but `View.blur(radius:)` only as "the radial size" and
    /// `shadow(radius:)` as "a measure of how much to blur"; the project
    /// gives all of them one meaning, the one its goldens were recorded
    /// with, and that choice is kept here (changing σ would change every
    /// blurred pixel, not the speed this code is about).
    private func blur(_ radius: CGFloat) -> GaussianBlur {
        let scale = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        return GaussianBlur(sigma: Double(max(0, radius.isFinite ? radius : 0) / 2 * scale))
    }

    private func offset(_ x: CGFloat, _ y: CGFloat) -> (Int, Int) {
        let dx = transform.a * x + transform.c * y, dy = transform.b * x + transform.d * y
        return (Int((dx.isFinite ? dx : 0).rounded()), Int((dy.isFinite ? dy : 0).rounded()))
    }

    /// Whether the filter reads its layer away from each pixel (a distortion or layer shader).
    var samplesAround: Bool {
        if case let .shader(_, usage, _, _) = filter.kind { return usage != .colorEffect }
        return false
    }

    /// The canvas region whose pixels can change once content inside `r`
    /// is filtered.
    func expand(_ r: CGRect) -> CGRect {
        switch filter.kind {
        case .colorMatrix, .alphaThreshold:
            return r
        case let .blur(radius, _):
            let m = CGFloat(blur(radius).reach)
            return r.insetBy(dx: -m, dy: -m)
        case let .shadow(_, radius, x, y, _, _):
            let m = CGFloat(blur(radius).reach)
            let (dx, dy) = offset(x, y)
            return r.union(r.offsetBy(dx: CGFloat(dx), dy: CGFloat(dy)).insetBy(dx: -m, dy: -m))
        case .projection(let p):
            let moved = Path(r).applying(canvasProjection(p)).boundingRect
            return moved.isNull || !moved.width.isFinite || !moved.height.isFinite ? .infinite : r.union(moved)
        case let .shader(_, usage, reach, _):
            guard usage != .colorEffect else { return r }
            let s = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
            let dx = abs(reach.width) * s, dy = abs(reach.height) * s
            return dx.isFinite && dy.isFinite ? r.insetBy(dx: -dx.rounded(.up), dy: -dy.rounded(.up)) : .infinite
        }
    }

    /// `p` (user space) as a map of canvas pixels.
    private func canvasProjection(_ p: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(transform.inverted()).concatenating(p).concatenating(ProjectionTransform(transform))
    }

    /// The filtered pixels (`pixels`, changed in place or replaced), whose
    /// corner is canvas pixel `origin`.
    func apply(to pixels: Pixmap, origin: (x: Int, y: Int), threads: Int, resources: RenderResources) throws -> Pixmap {
        switch filter.kind {
        case .projection(let p):
            let corner = CGAffineTransform(translationX: CGFloat(origin.x), y: CGFloat(origin.y))
            let local = ProjectionTransform(corner).concatenating(canvasProjection(p))
                .concatenating(ProjectionTransform(corner.inverted()))
            let moved = RenderSurface(width: pixels.width, height: pixels.height, originX: origin.x, originY: origin.y,
                                      threads: threads, resources: resources)
            let outline = Path(CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height)).applying(local)
            moved.raster.fill(outline, paint: Paint(.projectedImage(pixels, transform: local, filter: .bilinear)), clip: nil)
            try moved.raster.flush()
            return moved.pixmap
        case .colorMatrix(let m):
            pixels.apply(m.coefficients, transfer: linear ? Self.linearTransfer : nil)
        case let .alphaThreshold(lo, hi, color):
            pixels.threshold(alphaMin: lo, max: hi, color: Self.bytes(color))
        case let .blur(radius, options):
            let opaque = options.contains(.opaque)
            pixels.blur(blur(radius), edges: opaque ? .extend : .transparent, threads: threads, resources: resources)
            if opaque { pixels.makeOpaque() }
        case let .shadow(color, radius, x, y, blendMode, options):
            let (dx, dy) = offset(x, y)
            let placement: ShadowPlacement = options.contains(.shadowOnly) ? .alone
                : options.contains(.shadowAbove) ? .above(blendMode.rasterMode) : .beneath
            pixels.cast(DropShadow(color: Self.bytes(color), blur: blur(radius), dx: dx, dy: dy,
                                   invertsAlpha: options.contains(.invertsAlpha), placement: placement),
                        threads: threads, resources: resources)
        case let .shader(source, usage, _, _):
            guard let shader else { return pixels }
            let dithers = source.dithersColor
            let userFromPixel = CGAffineTransform(translationX: CGFloat(origin.x), y: CGFloat(origin.y))
                .concatenating(transform.inverted())
            switch usage {
            case .colorEffect: return try shader.colorEffect(pixels, userFromPixel: userFromPixel, threads: threads, dithers: dithers)
            case .layerEffect: return try shader.layerEffect(pixels, userFromPixel: userFromPixel, threads: threads, dithers: dithers)
            case .distortionEffect: return try shader.distortion(pixels, userFromPixel: userFromPixel, threads: threads)
            case .shapeStyle: return pixels
            }
        }
        return pixels
    }

    /// `color` premultiplied, each component rounded to the nearest byte.
    private static func bytes(_ color: RGBAColor) -> RGBA8 {
        let (r, g, b, a) = color.premultipliedComponents
        func byte(_ v: Float) -> UInt8 { UInt8((v * 255 + 0.5).rounded(.down)) }
        return RGBA8(r: byte(r), g: byte(g), b: byte(b), a: byte(a))
    }

    /// sRGB bytes to linear light and back, for `.linearColor` matrices.
    private static let linearTransfer = ColorTransfer(
        decode: (0..<256).map { Float(ColorSpaceConversion.decode(Double($0) / 255)) },
        encode: { Float(ColorSpaceConversion.encode(Double($0))) })
}

extension ColorMatrix {
    /// The 20 coefficients, row by row, as Raster takes them.
    var coefficients: ColorMatrixCoefficients {
        ColorMatrixCoefficients([r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5])
    }
}
