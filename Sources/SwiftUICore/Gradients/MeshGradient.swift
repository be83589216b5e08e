// iOS 18's MeshGradient: a grid of positioned colours. Each cell between
// four vertices is a Bézier patch: its edges are the cubic curves between
// neighbouring vertices through their control points (given explicitly by
// `BezierPoint`s, or implied), its inside the bicubic Hermite (Ferguson)
// surface with zero twists those edges span. Implied control points sit a
// third of the way along the central difference of the neighbours
// (one-sided at the edges): Apple documents implicit control points but not
// how they are derived; this choice keeps a regular grid exactly regular.
// Colours follow cubic curves derived from how they change between
// neighbours (the same central differences), or with `smoothsColors: false`
// mix bilinearly; in `.device` (sRGB components) or `.perceptual` (Oklab)
// space. The tessellation lives in MeshGradient+Render.swift.
import Foundation
import Raster

/// A two-dimensional gradient defined by a grid of positioned colors, as
/// SwiftUI's `MeshGradient` (a shape style and a view).
public struct MeshGradient: ShapeStyle, Equatable {
    /// Vertices per row.
    public var width: Int
    /// Vertices per column.
    public var height: Int
    /// The vertices' positions (and control points), `width × height`, row by row.
    public var locations: Locations
    /// The vertices' colors, `width × height`, row by row.
    public var colors: Colors
    /// Fills what the mesh does not cover.
    public var background: Color
    /// Whether colours follow cubic curves through the vertices (true) or
    /// mix linearly across each cell.
    public var smoothsColors: Bool
    /// The space colours mix in: `.device` (sRGB components) or `.perceptual` (Oklab).
    public var colorSpace: Gradient.ColorSpace

    /// Where the vertices are, as SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Vertices at these unit-space positions, their control points implied.
        case points([SIMD2<Float>])
        /// Vertices explicitly specifying their location and control points.
        case bezierPoints([BezierPoint])
    }

    /// The vertices' colors, as SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// Colors to resolve.
        case colors([Color])
        /// Colors already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// One location in a gradient mesh, with the four Bézier control points around it, as SwiftUI's
    /// `MeshGradient.BezierPoint`. A vertex on an edge or corner ignores the control points towards the
    /// neighbours it lacks.
    public struct BezierPoint: Equatable, Sendable {
        /// The position of the vertex (unit space).
        public var position: SIMD2<Float>
        /// The control point of the curve to the vertex's leading (left) neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve to the vertex's top neighbour.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve to the vertex's trailing (right) neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve to the vertex's bottom neighbour.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with its four control points, in the space the gradient is interpreted in.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// A `width` × `height` grid of vertices at `locations` with `colors`, both row by row with
    /// `width × height` entries; `background` fills what the mesh leaves uncovered.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A `width` × `height` grid of vertices: `points` in unit coordinates and `colors`, both row by row
    /// with `width × height` entries; `background` fills what the mesh leaves uncovered.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A `width` × `height` grid of vertices with explicit control points and `colors`, both row by row
    /// with `width × height` entries.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// The background: the mesh itself is painted from ``ShapeStyleEffects/meshFill``.
    public func resolvePaint(in context: PaintContext) -> ResolvedPaint {
        .color(RGBAColor(background.appearing(in: context.environment.colorScheme)))
    }

    public func _effects(in context: PaintContext) -> ShapeStyleEffects {
        var effects = ShapeStyleEffects()
        effects.meshFill = appearing(in: context.environment.colorScheme)
        return effects
    }

    /// This mesh with its dynamic colors (`.blue`, `.primary`, …) and
    /// background as they appear in `scheme`, as SwiftUI resolves colors
    /// where they are drawn.
    func appearing(in scheme: ColorScheme) -> MeshGradient {
        var mesh = self
        if case .colors(let c) = colors { mesh.colors = .colors(c.map { $0.appearing(in: scheme) }) }
        mesh.background = background.appearing(in: scheme)
        return mesh
    }
}

extension MeshGradient.Locations {
    /// How many vertices the locations give.
    var count: Int {
        switch self {
        case .points(let p): return p.count
        case .bezierPoints(let b): return b.count
        }
    }
}

extension MeshGradient.Colors {
    /// The colors, resolved.
    var resolved: [Color.Resolved] {
        switch self {
        case .colors(let c): return c.map(\.resolved)
        case .resolvedColors(let r): return r
        }
    }
}
