// What one frame of a timeline render may cost, checked before the work:
// a small file must not be able to ask for gigabytes (a dash pattern of
// 0.004 px over long paths, a 16000×16000 PNG, megabytes of text).
import Foundation

/// Resource limits of a timeline render. Each is checked before the work it
/// bounds, and going over is an error naming the layer, its key path and
/// the budget.
///
/// Raise them with the environment variable `ANIMGEN_FRAME_BUDGET`, a comma
/// list of `name=value` pairs, e.g. `ANIMGEN_FRAME_BUDGET=segments=20000000,imagePixels=400000000`.
public struct FrameBudget: Sendable, Equatable {
    /// Path segments one frame may stroke and fill, after flattening and
    /// dashing (about 32 bytes each while the frame renders).
    public var segments = 4_000_000
    /// Pixels of all the decoded images of a render together (each file is
    /// decoded once and kept; 4 bytes a pixel).
    public var imagePixels = 100_000_000
    /// Characters of all the text layers together (each is shaped once and
    /// kept, about 1 KB per glyph with its outlines).
    public var glyphs = 200_000
    /// Pixels of the offscreen layers one frame composites (groups with
    /// opacity, clips, blur and shadow each take a canvas-sized layer).
    public var layerPixels = 200_000_000
    /// Fireworks of all the fireworks layers together, as launches a second
    /// times density (the particles alive scale with both): the built-in
    /// show is 1.5; one layer at the maxima (50 launches a second, density
    /// 20) is 1000, about 0.7 s and 35 MB a frame.
    public var fireworks = 2_000

    /// The built-in limits, ignoring `ANIMGEN_FRAME_BUDGET` (``current(environment:)`` reads it).
    public init() {}

    /// The environment variable that raises (or lowers) the budget.
    public static let environmentVariable = "ANIMGEN_FRAME_BUDGET"

    static let names = ["segments", "imagePixels", "glyphs", "layerPixels", "fireworks"]

    /// The budget for `--help`, with the default values.
    public static var helpText: String {
        let b = FrameBudget()
        return """
            Budget: a timeline render refuses, before doing the work, a frame of more
            than \(b.segments) path segments (after flattening and dashing) or
            \(b.layerPixels) offscreen-layer pixels, and files whose images hold more
            than \(b.imagePixels) pixels, whose texts more than \(b.glyphs) glyphs or
            whose fireworks layers more than \(b.fireworks) launches a second × density.
            Raise a limit with \(environmentVariable), e.g.
              \(environmentVariable)=segments=20000000,imagePixels=400000000 animgen render …
            """
    }

    /// The defaults, with `ANIMGEN_FRAME_BUDGET`'s values applied.
    /// - Throws: ``TimelineFileError`` when the variable is malformed.
    public static func current(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> FrameBudget {
        var budget = FrameBudget()
        guard let text = environment[environmentVariable], !text.isEmpty else { return budget }
        for item in text.split(separator: ",") {
            let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Int(parts[1].replacingOccurrences(of: "_", with: "")), value > 0 else {
                throw malformed("\"\(item)\" is not name=positive whole number")
            }
            switch parts[0] {
            case "segments": budget.segments = value
            case "imagePixels": budget.imagePixels = value
            case "glyphs": budget.glyphs = value
            case "layerPixels": budget.layerPixels = value
            case "fireworks": budget.fireworks = value
            default:
                let near = Suggestion.nearest(to: parts[0], among: names).map { " (did you mean \($0)?)" } ?? ""
                throw malformed("unknown budget \"\(parts[0])\"\(near)")
            }
        }
        return budget
    }

    private static func malformed(_ what: String) -> TimelineFileError {
        TimelineFileError([TimelineFileDiagnostic(position: nil, path: nil, message: "\(environmentVariable): \(what)",
                                                  fix: "write e.g. \(environmentVariable)=segments=8000000,glyphs=400000 (names: \(names.joined(separator: ", ")))")])
    }

    /// The error for `layer` needing `need` of the budget `name` whose limit is `limit`.
    func exceeded(_ name: String, need: Int, limit: Int, what: String, layer: LayerSpec, file: String?,
                  keyPath: String? = nil, fix: String) -> TimelineFileError {
        TimelineFileError([TimelineFileDiagnostic(
            file: file, position: layer.source, path: keyPath ?? layer.keyPath,
            message: "\(what): about \(need) \(name == "glyphs" ? "glyphs" : name == "segments" ? "path segments" : name == "fireworks" ? "launches a second × density" : "pixels"), over the \(name) budget of \(limit)",
            fix: fix + ", or raise the budget: \(Self.environmentVariable)=\(name)=\(Self.suggestedLimit(need))")])
    }

    /// A round number above `need`.
    static func suggestedLimit(_ need: Int) -> Int {
        var step = 1
        while step <= need / 10 { step *= 10 }
        return (need / step + 1) * step
    }
}

/// The part of the budget one frame has used so far (frames render on
/// several threads: each has its own meter).
final class BudgetMeter {
    let budget: FrameBudget
    let file: String?
    private(set) var segments = 0
    private(set) var layerPixels = 0
    let canvasPixels: Int
    /// The render's pool shared with the frames drawn meanwhile, and this frame's ticket.
    private let pool: (pool: LayerPixelPool, ticket: Int)?
    /// What this frame took from the pool.
    private var pooled = 0

    init(budget: FrameBudget, file: String?, canvasPixels: Int, pool: LayerPixelPool? = nil) {
        self.budget = budget
        self.file = file
        self.canvasPixels = canvasPixels
        self.pool = pool.map { ($0, $0.begin()) }
    }

    /// The frame is done: what it took from the pool is free for other frames.
    func finish() {
        pool?.pool.end(ticket: pool!.ticket, releasing: pooled)
    }

    /// Takes over what another meter of the same frame has charged (the
    /// layers a ``StaticPrefix`` drew), so the limits fall where they would.
    func resume(segments: Int, layerPixels: Int) {
        self.segments = segments
        self.layerPixels = layerPixels
    }

    /// Charges `count` path segments to `layer`, or throws before they are made.
    func chargeSegments(_ count: Int, layer: LayerSpec, what: String) throws {
        segments += count
        guard segments <= budget.segments else {
            let need = count > budget.segments ? count : segments
            throw budget.exceeded("segments", need: need, limit: budget.segments,
                                  what: count > budget.segments ? "this layer's \(what)" : "this frame, up to this layer's \(what)",
                                  layer: layer, file: file,
                                  fix: "draw fewer or simpler paths (a coarser dash pattern, fewer subpaths, a smaller scale)")
        }
    }

    /// Charges one offscreen layer the size of the canvas.
    func chargeLayer(_ layer: LayerSpec) throws {
        layerPixels += canvasPixels
        guard layerPixels <= budget.layerPixels else {
            throw budget.exceeded("layerPixels", need: layerPixels, limit: budget.layerPixels,
                                  what: "this frame's offscreen layers, up to this one", layer: layer, file: file,
                                  fix: "use fewer layers with opacity, clip, blur or shadow, or a smaller canvas")
        }
        if let pool {
            pool.pool.reserve(canvasPixels, ticket: pool.ticket)
            pooled += canvasPixels
        }
    }
}
