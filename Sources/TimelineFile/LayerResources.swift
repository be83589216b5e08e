// What a render of a timeline prepares once and shares between frames and
// threads: loaded images, shaped texts and fireworks simulations. Each is
// keyed by the layer's key path (unique in a document); an image file is
// decoded once however many layers show it, after its size, read from the
// file's header, has been charged to the budget.
import SwiftUICore
import Foundation
import Geometry
import ImageFiles
import Particles
import Raster
import Timeline
import Typesetting

final class LayerResources: @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: (image: Image, size: CGSize)] = [:]
    private var texts: [String: (style: TextStyleKey, string: String, layout: TypesetLayout)] = [:]
    private var fireworks: [String: (show: FireworksPool, size: CGSize)] = [:]
    /// Each fireworks layer's frame painter, at the pixel size it is drawn.
    private var fireworksFrames: [String: FireworksFrames] = [:]
    /// Decoded image files by path, shared by every layer showing them.
    private var files: [String: Image] = [:]
    /// The document's seed, or the one given on the command line.
    let seed: UInt64
    let canvas: CGSize
    let budget: FrameBudget
    /// The render's caches: its text layouts and its fireworks layers' drawing.
    let caches: RenderResources

    init(seed: UInt64, canvas: CGSize, budget: FrameBudget = FrameBudget(), caches: RenderResources = .shared) {
        self.seed = seed
        self.canvas = canvas
        self.budget = budget
        self.caches = caches
    }

    /// Loads every image and shapes every text once, so a missing file or
    /// font is reported before the first frame, with the layer's key path.
    func prepare(_ layers: [LayerSpec], file: String?) throws {
        var problems: [TimelineFileDiagnostic] = []
        var imagePixels = 0, glyphs = 0, fireworksLoad = 0.0
        var charged: Set<String> = [], refused: Set<String> = []
        func walk(_ layers: [LayerSpec]) {
            for layer in layers {
                var key = layer.keyPath
                do {
                    switch layer.content {
                    case .image(let spec):
                        key += ".file"
                        if refused.contains(spec.path) { continue }  // reported at its first layer
                        let first = charged.insert(spec.path).inserted
                        // Charged from the header before decoding; formats without a header
                        // reader (SVG) are capped in the decoder by what is left of the budget.
                        let header = first ? imageDimensions(atPath: spec.path) : nil
                        func charge(_ width: Int, _ height: Int) throws {
                            imagePixels += width * height
                            guard imagePixels <= budget.imagePixels else {
                                refused.insert(spec.path)
                                throw budget.exceeded("imagePixels", need: imagePixels, limit: budget.imagePixels,
                                                      what: "the images up to this one (\(width)x\(height))",
                                                      layer: layer, file: file, keyPath: key,
                                                      fix: "scale the image down before using it")
                            }
                        }
                        let left = max(1, budget.imagePixels - imagePixels)
                        if let header { try charge(header.width, header.height) }
                        let size = try image(spec, key: layer.keyPath, maximumPixels: left).size
                        if first, header == nil { try charge(Int(size.width), Int(size.height)) }
                    case .text(let spec):
                        key += spec.font == nil ? "" : ".font"
                        glyphs += spec.string(at: 0).unicodeScalars.count
                        guard glyphs <= budget.glyphs else {
                            throw budget.exceeded("glyphs", need: glyphs, limit: budget.glyphs,
                                                  what: "the text layers up to this one", layer: layer, file: file,
                                                  keyPath: layer.keyPath + ".text", fix: "show less text")
                        }
                        _ = try text(spec, key: layer.keyPath, at: 0)
                    case .fireworks(let spec):
                        let load = (spec.launchesPerSecond ?? FireworksConfiguration(width: 1, height: 1, seed: 0).launchesPerSecond) * (spec.density ?? 1)
                        fireworksLoad += load
                        guard fireworksLoad <= Double(budget.fireworks) else {
                            throw budget.exceeded("fireworks", need: Int(fireworksLoad.rounded(.up)), limit: budget.fireworks,
                                                  what: "the fireworks layers up to this one", layer: layer, file: file,
                                                  fix: "use fewer fireworks layers or lower launchesPerSecond and density")
                        }
                        _ = try fireworks(spec, key: layer.keyPath, size: layer.size?.value(at: 0) ?? canvas)
                    case .group(let children): walk(children)
                    case .shape, .symbol: break
                    }
                } catch let error as TimelineFileError {
                    problems += error.diagnostics
                } catch {
                    problems.append(TimelineFileDiagnostic(file: file, position: layer.source, path: key,
                                                           message: String(describing: error)))
                }
            }
        }
        walk(layers)
        if !problems.isEmpty { throw TimelineFileError(problems) }
    }

    /// How many image files have been decoded (each once, whatever the layers).
    var decodedFileCount: Int {
        lock.lock(); defer { lock.unlock() }
        return files.count
    }

    /// A symbol image, resizable, and its natural size in points.
    func symbol(_ name: String) throws -> (image: Image, size: CGSize) {
        lock.lock(); defer { lock.unlock() }
        if let loaded = images["symbol:" + name] { return loaded }
        let image = Image(systemName: name).resizable()
        var size = CGSize.zero
        _ = try GraphicsContext.render(width: 1, height: 1) { context, _ in size = context.resolve(image).size }
        images["symbol:" + name] = (image, size)
        return (image, size)
    }

    /// The image and its natural size in points, read once.
    func image(_ spec: ImageSpec, key: String, maximumPixels: Int? = nil) throws -> (image: Image, size: CGSize) {
        lock.lock(); defer { lock.unlock() }
        if let loaded = images[key] { return loaded }
        let file = try files[spec.path] ?? Image(contentsOf: URL(fileURLWithPath: spec.path),
                                                 maximumPixels: maximumPixels ?? budget.imagePixels)
        files[spec.path] = file
        let image = file.interpolation(spec.interpolation).resizable()
        var size = CGSize.zero
        _ = try GraphicsContext.render(width: 1, height: 1) { context, _ in size = context.resolve(image).size }
        images[key] = (image, size)
        return (image, size)
    }

    /// The text laid out at its font size at `time` (re-shaped only when
    /// the size changes).
    func text(_ spec: TextSpec, key: String, at time: Double) throws -> TypesetLayout {
        let style = TextStyleKey(spec, at: time)
        let string = spec.string(at: time)
        lock.lock()
        if let cached = texts[key], cached.style == style, cached.string == string { lock.unlock(); return cached.layout }
        lock.unlock()
        let layout = try spec.layout(string, style, resources: caches)
        lock.lock()
        texts[key] = (style, string, layout)
        lock.unlock()
        return layout
    }

    /// The layer's show at `size`, its simulations pooled for the render's threads.
    func fireworks(_ spec: FireworksSpec, key: String, size: CGSize) throws -> FireworksPool {
        lock.lock(); defer { lock.unlock() }
        if let cached = fireworks[key], cached.size == size { return cached.show }
        var configuration = FireworksConfiguration(width: max(1, Int(size.width.rounded())),
                                                   height: max(1, Int(size.height.rounded())), seed: spec.seed ?? seed)
        if let v = spec.launchesPerSecond { configuration.launchesPerSecond = v }
        if let v = spec.gravity { configuration.gravity = v }
        if let v = spec.dragScale { configuration.dragScale = v }
        if let v = spec.density { configuration.density = v }
        if let v = spec.wind { configuration.wind = v }
        if let v = spec.preroll { configuration.preroll = v }
        let show = FireworksPool(try Fireworks(configuration))
        fireworks[key] = (show, size)
        fireworksFrames[key] = nil
        return show
    }

    /// The painter of `show`'s frames (simulated at `size`) at `scale`
    /// pixels per point, made once per layer and scale.
    func fireworksFrames(_ spec: FireworksSpec, show: FireworksPool, key: String, size: CGSize,
                         scale: CGFloat) throws -> FireworksFrames {
        lock.lock(); defer { lock.unlock() }
        let (w, h) = (max(1, Int(size.width.rounded())), max(1, Int(size.height.rounded())))
        let pixels = (max(1, Int((CGFloat(w) * scale).rounded())), max(1, Int((CGFloat(h) * scale).rounded())))
        if let cached = fireworksFrames[key], (cached.width, cached.height) == pixels { return cached }
        let frames = try FireworksFrames(showWidth: w, showHeight: h, scale: scale, sky: spec.sky ? show.sky : nil,
                                         blooms: spec.bloom, resources: caches)
        fireworksFrames[key] = frames
        return frames
    }
}

extension TextSpec {
    /// The string at `time`, with `{value}` replaced by the formatted value.
    func string(at time: Double) -> String {
        guard let value else { return string }
        let v = value.value(at: time)
        // Round half away from zero at `decimals` digits; never print "-0".
        var text = String(format: "%.\(decimals)f", v)
        if text.hasPrefix("-"), Double(text) == 0 { text.removeFirst() }
        return string.replacingOccurrences(of: "{value}", with: text)
    }

    /// The laid-out box at `time` (zero when the font cannot be loaded:
    /// the render reports that before any frame).
    func measuredSize(at time: Double) -> CGSize {
        (try? layout(string(at: time), TextStyleKey(self, at: time)).size) ?? .zero
    }

    /// `string` laid out with the animated values of `style`, by the text
    /// engine itself (a timeline's text is one run in one style), kept in `resources`.
    func layout(_ string: String, _ style: TextStyleKey, resources: RenderResources = .shared) throws -> TypesetLayout {
        try Typesetter.layout([TypeRun(string, typeStyle(size: style.size, tracking: style.tracking))],
                              width: style.wrapWidth, alignment: LineAlignment(alignment), lineSpacing: style.lineSpacing,
                              lineLimit: lineLimit, resources: resources)
    }

    /// The engine style of this text at font size `size`: its font as a
    /// SwiftUI `Font` would be written, converted where SwiftUICore converts
    /// every `Text`.
    func typeStyle(size: Double, tracking: Double) -> TypeStyle {
        var font: Font = self.font.map { Font.custom($0, size: size) } ?? .system(size: size, design: design)
        if let weight { font = font.weight(weight) }
        if italic { font = font.italic() }
        return TypeStyle(font, tracking: tracking, underline: underline, strikethrough: strikethrough)
    }
}

/// A text's animatable layout values at one instant: the same values give
/// the same layout.
struct TextStyleKey: Equatable {
    var size: Double
    var tracking: Double
    var lineSpacing: Double
    var wrapWidth: Double?

    init(_ spec: TextSpec, at time: Double) {
        size = spec.fontSize.value(at: time)
        tracking = spec.tracking.value(at: time)
        lineSpacing = spec.lineSpacing.value(at: time)
        wrapWidth = spec.wrapWidth?.value(at: time)
    }
}
