import Raster

/// What a layer draws.
enum LayerContent: Sendable {
    case precomp(id: String, width: Double, height: Double)
    case solid(color: Vector, width: Double, height: Double)
    case image(id: String)
    case null
    case shapes([ShapeItem])
    /// Text set as shape items, per text document keyframe.
    case text(TextLayerModel)
    /// 3D cameras and other kinds drawn as nothing (reported by the reader).
    case nothing
}

/// How a layer uses the layer chosen as its track matte.
enum MatteMode: Int, Sendable {
    case alpha = 1, alphaInverted = 2, luma = 3, lumaInverted = 4
}

/// A mask (`masksProperties`).
struct MaskModel: Sendable {
    enum Mode: Sendable { case add, subtract, intersect, lighten, darken, difference, none }
    var mode: Mode
    var shape: Property<BezierShape>
    var opacity: Property<Vector>
    var expansion: Property<Vector>?
    var feather: Property<Vector>?
    var inverted: Bool
}

/// A layer effect drawn by the renderer.
enum EffectModel: Sendable {
    case dropShadow(color: Property<Vector>, opacity: Property<Vector>, direction: Property<Vector>,
                    distance: Property<Vector>, softness: Property<Vector>, shadowOnly: Bool)
    case gaussianBlur(blurriness: Property<Vector>, dimensions: Int)
    case fill(color: Property<Vector>, opacity: Property<Vector>)
    case tint(black: Property<Vector>, white: Property<Vector>, amount: Property<Vector>)
    case tritone(highlights: Property<Vector>, midtones: Property<Vector>, shadows: Property<Vector>,
                 blend: Property<Vector>)
}

/// One layer of a composition.
struct LayerModel: Sendable {
    var name: String
    var path: JSONPath
    var content: LayerContent
    /// `ind`: the number parenting and `tp` refer to.
    var index: Int?
    var parent: Int?
    var inPoint: Double
    var outPoint: Double
    var startTime: Double
    var stretch: Double
    var transform: TransformModel
    var autoOrient: Bool
    var blendMode: BlendOperation
    var masks: [MaskModel]
    var matteMode: MatteMode?
    /// `td`: this layer is a matte for another and is not drawn itself.
    var isMatteSource: Bool
    /// `tp`: the `ind` of this layer's matte (newer exports).
    var matteParent: Int?
    var hidden: Bool
    /// Time remapping (`tm`), in seconds.
    var timeRemap: Property<Vector>?
    var effects: [EffectModel]
}
