import Raster

/// An image asset, decoded once when the document is read.
struct ImageAsset: @unchecked Sendable {
    var width: Double
    var height: Double
    /// Nil when the image could not be loaded (reported).
    var pixmap: Pixmap?
}

/// A parsed Lottie document: the main composition, its assets and what the
/// reader had to report.
struct DocumentModel: Sendable {
    var version: String
    var frameRate: Double
    var inPoint: Double
    var outPoint: Double
    var width: Int
    var height: Int
    var layers: [LayerModel]
    var precomps: [String: [LayerModel]]
    var images: [String: ImageAsset]
    var diagnostics: [LottieDiagnostic]
}
