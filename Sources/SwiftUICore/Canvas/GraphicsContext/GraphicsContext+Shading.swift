import Foundation
import Geometry
import Raster
import ImageFiles

extension GraphicsContext {
    /// Options that change how a gradient shading continues and mixes, as
    /// SwiftUI's `GraphicsContext.GradientOptions`.
    public struct GradientOptions: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt32
        /// Options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Beyond its end points the gradient starts over.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Beyond its end points the gradient runs back and forth
        /// (wins over `.repeat` when both are given).
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Colors mix in linear light instead of gamma-encoded sRGB.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)

        var spread: SpreadMode {
            contains(.mirror) ? .mirror : contains(.repeat) ? .repeat : .pad
        }
    }

    /// A color or pattern to fill or stroke with, as SwiftUI's
    /// `GraphicsContext.Shading`. Gradient geometry is in the user space of
    /// the context at the time of drawing (absolute points, not unit points).
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case paint(ResolvedPaint)
            case style(AnyShapeStyle)
            case foreground
            case tiledImage(Image, origin: CGPoint, sourceRect: CGRect, scale: CGFloat)
            case palette([Shading])
            case shader(Shader, bounds: CGRect)
        }
        let kind: Kind

        /// The context's foreground style (black unless the canvas sets one).
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// One color. A dynamic color (`.primary`, `.secondary`, the system
        /// colors) shows the appearance of the context it is drawn in, as in
        /// SwiftUI, where a shading is resolved when it is drawn.
        public static func color(_ color: Color) -> Shading {
            color.dark == nil ? Shading(kind: .paint(.color(RGBAColor(color)))) : .style(color)
        }

        /// One color from components in `colorSpace`.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
                                 blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// One color, gray.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style, resolved against the bounds of what is drawn
        /// (so a `LinearGradient` with unit points spans the shape).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(kind: .style(AnyShapeStyle(style)))
        }

        /// A linear gradient from `startPoint` (first stop) to `endPoint`
        /// (last stop), in user-space points.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            gradientShading(gradient, options) { .linearGradient($0, start: startPoint, end: endPoint) }
        }

        /// A radial gradient around `center`: the first stop on the circle
        /// of `startRadius`, the last on the circle of `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                          endRadius: CGFloat, options: GradientOptions = GradientOptions()) -> Shading {
            gradientShading(gradient, options) {
                .radialGradient($0, center: center, startRadius: max(startRadius, 0), endRadius: max(endRadius, 0),
                                transform: .identity)
            }
        }

        /// A conic gradient: one clockwise turn around `center` starting at
        /// `angle` (0 points along +x, towards the trailing edge).
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            gradientShading(gradient, options) { .conicGradient($0, center: center, startAngle: angle.radians) }
        }

        /// `image` repeated in both directions: the part `sourceRect` (unit
        /// coordinates of the image) is one tile, drawn at `scale` times its
        /// size with a tile corner at `origin` (user space).
        public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                      sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                      scale: CGFloat = 1) -> Shading {
            Shading(kind: .tiledImage(image, origin: origin, sourceRect: sourceRect, scale: scale))
        }

        /// Several shadings, one per layer of a multi-layer symbol drawn
        /// in the hierarchical or palette mode, as SwiftUI's `palette(_:)`
        /// (layers past the list take the first shading's level). Any
        /// other fill uses the first shading (nothing when the list is empty).
        public static func palette(_ array: [Shading]) -> Shading {
            Shading(kind: .palette(array))
        }

        /// `gradient` painted as `paint` makes it from its resolved stops. A
        /// gradient with dynamic colors (`.primary`, `.blue`, …) is resolved
        /// when drawn, in the appearance of the context it is drawn in, as
        /// `color(_:)` does for one color.
        static func gradientShading(_ gradient: Gradient, _ options: GradientOptions,
                             _ paint: @escaping @Sendable (ResolvedGradient) -> ResolvedPaint) -> Shading {
            guard gradient.stops.contains(where: { $0.color.isDynamic }) else {
                return Shading(kind: .paint(paint(resolve(gradient, options, in: .light))))
            }
            return .style(AppearanceGradientStyle(gradient: gradient, options: options, paint: paint))
        }

        static func resolve(_ gradient: Gradient, _ options: GradientOptions, in scheme: ColorScheme) -> ResolvedGradient {
            ResolvedGradient(gradient, linearColor: options.contains(.linearColor), spread: options.spread, in: scheme)
        }
    }
}

/// A context gradient with dynamic colors, resolved in the appearance of
/// the context that draws it; its geometry is already in user space.
private struct AppearanceGradientStyle: ShapeStyle {
    let gradient: Gradient
    let options: GraphicsContext.GradientOptions
    let paint: @Sendable (ResolvedGradient) -> ResolvedPaint

    func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        paint(GraphicsContext.Shading.resolve(gradient, options, in: context.environment.colorScheme))
    }

    func _effects(in context: PaintContext) -> ShapeStyleEffects { ShapeStyleEffects() }
}
