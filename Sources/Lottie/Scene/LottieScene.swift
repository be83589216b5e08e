import Foundation
import Frames
import Geometry
import Raster
import Timeline

/// A Lottie animation (Bodymovin JSON, a dotLottie `.lottie` zip or a
/// Telegram `.tgs` sticker) as an ``AnimationScene``.
///
/// The file is read and checked once; frames are drawn from the parsed
/// document. Frame *i* shows Lottie frame `ip + i` at the file's own rate,
/// or the frame at time *i* / fps when another rate is asked for. The
/// defaults are the file's size, frame rate and length; another size fits
/// the composition inside, centred, keeping its aspect ratio.
public struct LottieScene: AnimationScene {
    /// How the composition fills a canvas of another aspect ratio.
    public enum Fit: String, Sendable, CaseIterable {
        /// Scaled to fit inside, centred.
        case contain
        /// Scaled to fill, centred, cropping.
        case cover
        /// Scaled to the canvas on each axis.
        case stretch
    }

    /// The scene's name, from the file name.
    public let name: String
    /// One line: size, rate, length and layer count.
    public let summary: String
    /// The file's size, frame rate and length.
    public let defaultSettings: SceneSettings
    /// What is drawn differently from what the file asks, each at a JSON path.
    public let diagnostics: [LottieDiagnostic]
    /// How another canvas size is filled (default: contain).
    public var fit: Fit = .contain
    /// The limits the file was read within, also applied while drawing.
    public let limits: LottieLimits
    /// Where its renders keep coverage and blur results (the process's
    /// shared set by default). Give a render its own to keep its caches
    /// apart from the process's other renders or to give them other
    /// budgets; the pixels are the same either way.
    public var resources: RenderResources = .shared

    let document: DocumentModel

    /// Reads the Lottie file at `url` (JSON, `.lottie` or `.tgs`, told apart
    /// by content). Text in fonts the file has no glyphs for is set by
    /// `textShaper` (left out, and reported, without one).
    /// - Throws: ``LottieError`` naming the JSON path of what is wrong and how to fix it.
    public init(contentsOf url: URL, limits: LottieLimits = LottieLimits(), textShaper: (any LottieTextShaper)? = nil) throws {
        let data = try LottieFile.read(url, limits: limits)
        try self.init(data: data, name: url.deletingPathExtension().lastPathComponent,
                      baseURL: url.deletingLastPathComponent(), limits: limits, textShaper: textShaper)
    }

    /// Reads a Lottie document from bytes (JSON, gzip or zip); side-by-side
    /// images are looked up under `baseURL` when given.
    public init(data: Data, name: String = "lottie", baseURL: URL? = nil, limits: LottieLimits = LottieLimits(),
                textShaper: (any LottieTextShaper)? = nil) throws {
        let contents = try LottieContainer.unpack(data, limits: limits)
        let document = try DocumentReader.read(json: contents.json, baseURL: baseURL, limits: limits, extraImages: contents.images,
                                               textShaper: textShaper)
        self.document = document
        self.limits = limits
        self.name = name
        self.diagnostics = document.diagnostics
        let rate = LottieFile.frameRate(document.frameRate)
        defaultSettings = SceneSettings(width: document.width, height: document.height, frameRate: rate,
                                        duration: (document.outPoint - document.inPoint) / rate.framesPerSecond)
        summary = "Lottie \(document.version.isEmpty ? "" : document.version + " ")\(document.width)x\(document.height), "
            + "\(LottieFile.format(document.frameRate)) fps, frames \(LottieFile.format(document.inPoint))–\(LottieFile.format(document.outPoint)), "
            + "\(document.layers.count) layer(s), \(document.precomps.count) precomp(s), \(document.images.count) image(s)"
    }

    /// The file's frame rate (`fr`).
    public var frameRate: Double { document.frameRate }
    /// The first frame (`ip`).
    public var inPoint: Double { document.inPoint }
    /// The frame after the last (`op`).
    public var outPoint: Double { document.outPoint }

    /// Makes a renderer for `settings` (any size, rate and length).
    public func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        try LottieRenderer(document: document, settings: settings, fit: fit, limits: limits, resources: resources)
    }

    /// Lottie frame `lottieFrame` (fractional frames interpolate) on a
    /// `width`×`height` canvas, the composition fitted as `fit` says: for
    /// players that pick frames by their own clock.
    /// - Throws: ``LottieError`` for a size that is not positive.
    public func render(lottieFrame: Double, width: Int, height: Int) throws -> Pixmap {
        var settings = defaultSettings
        settings.width = width
        settings.height = height
        let renderer = try LottieRenderer(document: document, settings: settings, fit: fit, limits: limits,
                                          resources: resources)
        let pixmap = Pixmap(width: width, height: height)
        try renderer.render(lottieFrame: lottieFrame, into: pixmap)
        return pixmap
    }

    /// True when `data` holds a Lottie document: gzip or zip bytes, or a
    /// JSON object with `v`, `fr`, `ip`, `op` and `layers` near its start.
    public static func looksLikeLottie(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(4))
        if head.count >= 2 && head[0] == 0x1F && head[1] == 0x8B { return true }
        if head == [0x50, 0x4B, 0x03, 0x04] { return true }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return ["fr", "ip", "op", "layers"].allSatisfy { object[$0] != nil }
    }
}

/// Reading files and the frame rate.
enum LottieFile {
    static func read(_ url: URL, limits: LottieLimits) throws -> Data {
        let path = url.path
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else {
            throw LottieError(at: nil, "no Lottie file at \(path)", fix: "check the path")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            throw LottieError(at: nil, "\(path) is not a regular file", fix: "name a .json, .lottie or .tgs file")
        }
        if let size = attributes?[.size] as? Int, size > limits.maxJSONBytes {
            throw LottieError(at: nil, "\(path) is \(size) bytes (at most \(limits.maxJSONBytes))", fix: "give a smaller animation")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LottieError(at: nil, "\(path) cannot be read", fix: "check its permissions")
        }
        return data
    }

    /// The exact rate for `fr`: whole numbers as they are, 29.97-like values
    /// as NTSC fractions, others to six decimals.
    static func frameRate(_ fr: Double) -> FrameRate {
        var text = String(format: "%.6f", fr)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return (try? FrameRate(parsing: text)) ?? .fps30
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%.3f", x)
    }
}

/// Draws frames of a Lottie document.
final class LottieRenderer: SceneRenderer, @unchecked Sendable {
    let settings: SceneSettings
    let renderer: CompositionRenderer
    let base: CGAffineTransform
    let documentRate: FrameRate
    let document: DocumentModel
    /// The caches every frame's contexts draw with.
    let resources: RenderResources

    init(document: DocumentModel, settings: SceneSettings, fit: LottieScene.Fit, limits: LottieLimits,
         resources: RenderResources = .shared) throws {
        guard settings.width > 0, settings.height > 0 else {
            throw LottieError(at: nil, "canvas size \(settings.width)x\(settings.height)", fix: "use a positive size")
        }
        self.settings = settings
        self.document = document
        self.resources = resources
        let sx = Double(settings.width) / Double(document.width), sy = Double(settings.height) / Double(document.height)
        var scaleX = sx, scaleY = sy
        switch fit {
        case .contain: scaleX = min(sx, sy); scaleY = scaleX
        case .cover: scaleX = max(sx, sy); scaleY = scaleX
        case .stretch: break
        }
        base = CGAffineTransform(scaleX: scaleX, y: scaleY).concatenating(CGAffineTransform(
            translationX: (Double(settings.width) - Double(document.width) * scaleX) / 2,
            y: (Double(settings.height) - Double(document.height) * scaleY) / 2))
        documentRate = LottieFile.frameRate(document.frameRate)
        renderer = CompositionRenderer(document: document, limits: limits, width: settings.width, height: settings.height,
                                       scale: (scaleX * scaleY).squareRoot())
    }

    /// The Lottie frame shown at render frame `index`.
    func lottieFrame(_ index: Int) -> Double {
        if settings.frameRate == documentRate { return document.inPoint + Double(index) }
        return document.inPoint + settings.frameRate.time(ofFrame: index) * document.frameRate
    }

    func render(frame index: Int) throws -> Pixmap {
        let pixmap = Pixmap(width: settings.width, height: settings.height)
        try render(frame: index, into: pixmap)
        return pixmap
    }

    func render(frame index: Int, into canvas: Pixmap) throws {
        try render(lottieFrame: lottieFrame(index), into: canvas)
    }

    func render(lottieFrame: Double, into canvas: Pixmap) throws {
        canvas.clear()
        let ctx = RasterContext(target: canvas, resources: resources)
        try renderer.draw(frame: lottieFrame, base: base, into: ctx)
        try ctx.flush()
    }
}
