// Image, the SwiftUI way, for a headless renderer: bitmaps from PNG/JPEG
// files (decoded by the Media layer) and a small set of built-in vector
// symbols standing in for SF Symbols.
//
// SwiftUI's `Image("name")` looks the name up in an asset catalog; so does
// ours (an image set of the `.xcassets` catalogs in `bundle`, the main
// bundle by default: Image/ImageSetFile.swift), and failing that takes the
// name as a file path (absolute, or relative to the current directory or
// to `bundle`'s resources), tried as given and then with ".png", ".jpg" and
// ".jpeg" appended. Such initializers cannot throw (as in SwiftUI), so the
// file is read when the image is first drawn or resolved. A name nothing
// answers to is an empty image (zero size, draws nothing) with one warning
// on stderr, as SwiftUI draws nothing and logs "No image named … found in
// asset catalog"; a file that is found but cannot be decoded is an error
// thrown by the render. `Image(contentsOfFile:)` reads at once and throws.
import Foundation
import Geometry
import ImageFiles
import Raster

/// An image to draw in a `GraphicsContext`, as SwiftUI's `Image`.
public struct Image: Sendable {
    enum Source: Sendable {
        case bitmap(ImageBitmap)
        case file(ImageFile)
        case symbol(String)
    }

    /// How an image is sampled when drawn at another size, as SwiftUI's
    /// `Image.Interpolation`: `.none` is nearest-neighbour (crisp pixels),
    /// the others are bilinear.
    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    /// How a resizable image fills a larger frame.
    public enum ResizingMode: Hashable, Sendable {
        /// Scales the whole image to the frame.
        case stretch
        /// Repeats the image at its own size.
        case tile
    }

    /// Whether an image draws its own colors or only its shape, as
    /// SwiftUI's `Image.TemplateRenderingMode`.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Only the alpha is used, filled with the foreground style (or the
        /// resolved image's shading).
        case template
        /// The image's own colors.
        case original
    }

    let source: Source
    var templateMode: TemplateRenderingMode?
    var interpolationQuality: Interpolation = .high
    var isResizable = false
    var resizingMode: ResizingMode = .stretch
    var isAntialiased = true
    var symbolMode: SymbolRenderingMode?

    init(source: Source) { self.source = source }

    /// The image file `name`: a path, tried as given and with ".png",
    /// ".jpg", ".jpeg" appended, relative to the current directory or to
    /// `bundle`'s resources. Read when first drawn.
    public init(_ name: String, bundle: Bundle? = nil) {
        self.init(source: .file(ImageFile(name: name, bundle: bundle)))
    }

    /// The image file `name`, marked as decorative (no accessibility label;
    /// drawn the same).
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A built-in symbol image (see ``Image/systemSymbolNames``), drawn from
    /// vector outlines in the foreground style. An unknown name is an empty
    /// image (zero size, draws nothing), as in SwiftUI, with one warning on
    /// stderr per name.
    public init(systemName: String) {
        self.init(source: .symbol(systemName))
    }

    /// The image in the file at `path`, read now (ours; SwiftUI has no such
    /// initializer).
    /// - Throws: ``ImageError`` when the file is missing or not a readable image.
    public init(contentsOfFile path: String) throws {
        try self.init(contentsOf: URL(fileURLWithPath: path))
    }

    /// The image in the file at `url`, read now.
    /// - Throws: ``ImageError`` when the file is missing or not a readable image.
    public init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, maximumPixels: maximumImageSide * maximumImageSide)
    }

    /// The image in the file at `url`, read now, refused before decoding
    /// when it holds more than `maximumPixels` pixels (a render's budget).
    package init(contentsOf url: URL, maximumPixels: Int) throws {
        let file = ImageFile(resolvedURL: url, maximumPixels: maximumPixels)
        _ = try file.load()
        self.init(source: .file(file))
    }

    /// An image of `pixmap`'s pixels; `scale` pixels make one point.
    public init(pixmap: Pixmap, scale: CGFloat = 1) {
        self.init(source: .bitmap(ImageBitmap(pixmap: pixmap, scale: scale)))
    }

    /// The image sampled with `interpolation` when scaled.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationQuality = interpolation
        return copy
    }

    /// The image resizes to the frame it is drawn in (`draw(_:in:)`);
    /// otherwise it keeps its own size, centred in that frame.
    public func resizable(resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the image's own colors or, as a template, its shape filled with
    /// the foreground style. Symbols are templates unless set otherwise
    /// (ours draw black as `.original`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.templateMode = renderingMode
        return copy
    }

    /// Whether the image's edges are anti-aliased when drawn at a fractional
    /// position or under rotation.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var copy = self
        copy.isAntialiased = isAntialiased
        return copy
    }
}

/// Why an image could not be drawn: what, where, and how to fix it.
public struct ImageError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What went wrong: a missing file, a file that cannot be decoded, a symbol
    /// name we do not know, or a use the image cannot serve (tiling a symbol).
    public enum Kind: Sendable, Equatable { case fileNotFound, unreadable, unknownSymbol, unsupported }
    /// Which kind of failure this is.
    public let kind: Kind
    public let description: String
}

/// Decoded pixels and their scale (pixels per point).
final class ImageBitmap: Sendable {
    let pixmap: Pixmap
    let scale: CGFloat
    /// `pixmap` with a one-pixel border repeating its edge pixels, so that
    /// bilinear sampling at the image's edges does not fade out.
    let padded: Pixmap

    init(pixmap: Pixmap, scale: CGFloat) {
        self.pixmap = pixmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        padded = pixmap.paddedByRepeatingEdges()
    }

    /// Size in points.
    var size: CGSize { CGSize(width: CGFloat(pixmap.width) / scale, height: CGFloat(pixmap.height) / scale) }
}

/// A named image file, found and decoded once, on first use.
final class ImageFile: @unchecked Sendable {
    private let name: String
    private let bundle: Bundle?
    private let resolved: URL?
    private let maximumPixels: Int
    private let lock = NSLock()
    private var result: Result<ImageBitmap, ImageError>?

    init(name: String, bundle: Bundle?) {
        self.name = name; self.bundle = bundle; resolved = nil; maximumPixels = maximumImageSide * maximumImageSide
    }
    init(resolvedURL: URL, maximumPixels: Int) {
        name = resolvedURL.path; bundle = nil; resolved = resolvedURL; self.maximumPixels = maximumPixels
    }

    /// Whether the image was named (`Image("name")`), not given as a
    /// resolved file: a name nothing answers to draws nothing, as in SwiftUI.
    var isLookedUpByName: Bool { resolved == nil }

    func load() throws(ImageError) -> ImageBitmap {
        lock.lock(); defer { lock.unlock() }
        if result == nil { result = Result { () throws(ImageError) in try read() } }
        return try result!.get()
    }

    private func candidates() -> [URL] {
        if let resolved { return [resolved] }
        var bases = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath)]
        if let dir = bundle?.resourceURL { bases.insert(dir, at: 0) }
        let names = [name, name + ".png", name + ".jpg", name + ".jpeg"]
        return names.flatMap { n in
            n.hasPrefix("/") ? [URL(fileURLWithPath: n)] : bases.map { $0.appendingPathComponent(n) }
        }
    }

    private func read() throws(ImageError) -> ImageBitmap {
        if resolved == nil, let set = try ImageSetFile.image(named: name, in: bundle) {
            do {
                return ImageBitmap(pixmap: try decodeImage(at: set.file), scale: set.scale)
            } catch {
                throw ImageError(kind: .unreadable, description: "Image \"\(name)\" (\(set.file.path)) cannot be read: \(error)")
            }
        }
        let urls = candidates()
        guard let url = urls.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
            throw ImageError(kind: .fileNotFound, description: "No image named '\(name)' found in asset catalog or as a file "
                + "(looked for " + urls.map(\.path).joined(separator: ", ") + "); it draws nothing. Add an image set named '\(name)' "
                + "to an .xcassets catalog, or pass the path of a PNG or JPEG file (absolute, or relative to the current directory).")
        }
        do {
            return ImageBitmap(pixmap: try decodeImage(at: url, maximumPixels: maximumPixels), scale: 1)
        } catch {
            throw ImageError(kind: .unreadable, description: "Image \"\(name)\" (\(url.path)) cannot be read: \(error)")
        }
    }
}
