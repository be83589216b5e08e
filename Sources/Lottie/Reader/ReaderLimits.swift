/// Bounds on what a Lottie file may ask for, checked while reading, so an
/// untrusted file can neither exhaust memory nor run for ever. The frame
/// rate, length and composition size are bounded by Timeline's
/// `RenderLimits`, like every render's.
public struct LottieLimits: Sendable, Hashable {
    /// Largest JSON text, in bytes (after decompression).
    public var maxJSONBytes = 64 << 20
    /// Deepest nesting of JSON arrays and objects.
    public var maxNesting = 200
    /// Most layers in the document (all compositions together).
    public var maxLayers = 20_000
    /// Most keyframes in the document.
    public var maxKeyframes = 2_000_000
    /// Most vertices of one bezier shape.
    public var maxPathVertices = 100_000
    /// Most vertices in the document (every keyframe of every shape).
    public var maxTotalVertices = 8_000_000
    /// Deepest chain of precompositions.
    public var maxPrecompDepth = 32
    /// Most layer instances one frame can draw (precomps expanded).
    public var maxLayerInstances = 100_000
    /// Widest or tallest image asset, in pixels.
    public var maxImageSide = 8192
    /// Most decoded image pixels in the document.
    public var maxImagePixels = 128 << 20
    /// Largest compressed image data, in bytes.
    public var maxImageBytes = 32 << 20
    /// Largest output of inflating a .tgs or a .lottie entry, in bytes.
    public var maxInflatedBytes = 64 << 20
    /// Most copies a repeater makes.
    public var maxRepeaterCopies = 1000
    /// Most paths filled or stroked in one frame.
    public var maxDrawsPerFrame = 200_000

    /// The default limits, generous for every real animation.
    public init() {}
}
