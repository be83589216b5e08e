// A timeline file as an AnimationScene: `animgen render FILE` and the tests render it
// through the same protocol as every built-in scene.
import SwiftUICore
import Foundation
import Frames
import Geometry
import Raster
import Timeline

/// How a canvas fills a frame of another aspect ratio.
public enum CanvasFit: String, Sendable, CaseIterable {
    /// Scaled uniformly to fit inside, centred; the rest of the frame is empty.
    case contain
    /// Scaled uniformly to fill the frame, centred; what overflows is cut off.
    case cover
    /// Scaled on each axis to the frame's size, distorting the picture.
    case stretch
}

/// A scene read from a timeline file (JSON5; see docs/timeline-format.md).
public struct TimelineFileScene: AnimationScene {
    /// The checked file this scene renders.
    public let document: TimelineDocument
    /// How the canvas fills a frame of another aspect ratio (default: contain).
    public var fit: CanvasFit = .contain
    /// Where its renders keep text layouts, coverage and filter results
    /// (the process's shared set by default). Give a render its own to keep
    /// its caches apart from the process's other renders (a server rendering
    /// unrelated files) or to give them other budgets; the pixels are the same.
    public var resources: RenderResources = .shared

    /// A scene for an already loaded or parsed document.
    public init(document: TimelineDocument) { self.document = document }

    /// Loads and checks the file at `path`.
    /// - Throws: ``TimelineFileError`` listing every problem in the file.
    public init(contentsOfFile path: String, parameters: TimelineParameters = TimelineParameters()) throws {
        document = try TimelineDocument.load(path: path, parameters: parameters)
    }

    public var name: String { document.name }

    public var summary: String { document.summary ?? "timeline file \(document.file ?? document.name)" }

    /// The file's own size, frame rate, duration and seed.
    public var defaultSettings: SceneSettings {
        SceneSettings(width: document.width, height: document.height, frameRate: document.frameRate,
                      duration: document.duration, seed: document.seed)
    }

    /// Loads the images, shapes the texts and starts the simulations the
    /// file uses, so a missing image or font fails here, before any frame.
    ///
    /// A size other than the file's scales the whole canvas uniformly to
    /// fit and centres it; a different frame rate or duration samples the
    /// same animation at other times; the seed replaces the file's.
    /// - Throws: ``TimelineFileError`` naming each layer whose image or font
    ///   cannot be used (with the paths tried).
    public func makeRenderer(for settings: SceneSettings) throws -> any SceneRenderer {
        try TimelineFileRenderer(document: document, settings: settings, fit: fit, resources: resources)
    }
}

/// Renders the frames of a timeline document.
final class TimelineFileRenderer: SceneRenderer {
    let settings: SceneSettings
    let renderer: DocumentRenderer
    /// What each frame may cost (``FrameBudget/current(environment:)``).
    let budget: FrameBudget
    let fit: CanvasFit
    /// The caches every frame draws with.
    let caches: RenderResources

    /// `budget` nil: ``FrameBudget/current(environment:)``.
    init(document: TimelineDocument, settings: SceneSettings, budget: FrameBudget? = nil, fit: CanvasFit = .contain,
         resources: RenderResources = .shared) throws {
        self.fit = fit
        caches = resources
        guard settings.width >= 1, settings.height >= 1, settings.width <= RenderLimits.maximumSide, settings.height <= RenderLimits.maximumSide else {
            throw TimelineFileError([TimelineFileDiagnostic(file: document.file, position: nil, path: nil,
                                                            message: "cannot render at \(settings.width)x\(settings.height)",
                                                            fix: "use a size from 1x1 to \(RenderLimits.maximumSide)x\(RenderLimits.maximumSide)")])
        }
        self.settings = settings
        self.budget = try budget ?? FrameBudget.current()
        let resources = LayerResources(seed: settings.seed,
                                       canvas: CGSize(width: document.width, height: document.height), budget: self.budget,
                                       caches: caches)
        try resources.prepare(document.layers, file: document.file)
        renderer = DocumentRenderer(document: document, resources: resources)
        prefix = StaticPrefix(document: document)
        layerPool = LayerPixelPool(capacity: self.budget.layerPixels)
    }

    /// The background and leading static layers, drawn once.
    let prefix: StaticPrefix
    /// The offscreen-layer pixels of all the frames drawing at once, bounded like one frame's.
    let layerPool: LayerPixelPool

    func render(frame index: Int) throws -> Pixmap {
        let canvas = Pixmap(width: settings.width, height: settings.height)
        try draw(frame: index, into: canvas)
        return canvas
    }

    /// Draws straight into a reused canvas (cleared first), so a video
    /// render allocates no frame per frame.
    func render(frame index: Int, into canvas: Pixmap) throws {
        guard canvas.width == settings.width, canvas.height == settings.height else {
            throw TimelineFileError([TimelineFileDiagnostic(position: nil, path: nil,
                message: "canvas \(canvas.width)x\(canvas.height) does not match the render size \(settings.width)x\(settings.height)")])
        }
        try draw(frame: index, into: canvas, clearing: true)
    }

    /// Draws frame `index` into `canvas`, cleared first when `clearing`
    /// (a new pixmap is transparent already).
    private func draw(frame index: Int, into canvas: Pixmap, clearing: Bool = false) throws {
        let meter = BudgetMeter(budget: budget, file: renderer.document.file, canvasPixels: settings.width * settings.height,
                                pool: layerPool)
        defer { meter.finish() }
        let instant = DocumentRenderer.Instant(frame: index, rate: settings.frameRate, meter: meter)
        guard let picture = prefix.picture(drawPrefix) else {
            if clearing { canvas.clear() }
            return try draw(instant, layers: renderer.document.layers.indices, background: true, into: canvas)
        }
        canvas.update(from: picture.pixels)
        meter.resume(segments: picture.segments, layerPixels: picture.layerPixels)
        try draw(instant, layers: prefix.layerCount..<renderer.document.layers.count, background: false, into: canvas)
    }

    private func draw(_ instant: DocumentRenderer.Instant, layers: Range<Int>, background: Bool, into canvas: Pixmap) throws {
        let document = renderer.document
        let sx = Double(settings.width) / Double(document.width), sy = Double(settings.height) / Double(document.height)
        let (ax, ay) = switch fit {
        case .contain: (min(sx, sy), min(sx, sy))
        case .cover: (max(sx, sy), max(sx, sy))
        case .stretch: (sx, sy)
        }
        try GraphicsContext.draw(into: canvas, resources: caches) { context in
            if sx != 1 || sy != 1 {
                context.translateBy(x: (Double(settings.width) - ax * Double(document.width)) / 2,
                                    y: (Double(settings.height) - ay * Double(document.height)) / 2)
                context.scaleBy(x: ax, y: ay)
            }
            try renderer.draw(into: &context, at: instant, layers: layers, background: background)
        }
    }

    /// The picture of the background and the static layers below the first
    /// animated one (any frame: they draw the same at every time).
    private func drawPrefix() throws -> StaticPrefix.Picture {
        let pixels = Pixmap(width: settings.width, height: settings.height)
        let meter = BudgetMeter(budget: budget, file: renderer.document.file, canvasPixels: settings.width * settings.height)
        try draw(DocumentRenderer.Instant(frame: 0, rate: settings.frameRate, meter: meter), layers: 0..<prefix.layerCount,
                 background: true, into: pixels)
        return StaticPrefix.Picture(pixels: pixels, segments: meter.segments, layerPixels: meter.layerPixels)
    }
}
