// Reading the document root and the layer tree; each layer's keys depend
// on its type, so a misspelt key is always compared with the keys that
// type really has.
import SwiftUICore
import Foundation
import Geometry
import Timeline

struct DocumentReader {
    let diagnostics: Diagnostics
    /// Folder of the timeline file: relative image and font paths start here.
    let baseDirectory: String
    private var layerCount = 0

    init(diagnostics: Diagnostics, baseDirectory: String) {
        self.diagnostics = diagnostics
        self.baseDirectory = baseDirectory
    }

    static let rootKeys = ["$schema", "description", "params", "size", "fps", "duration", "background", "seed", "reproducible", "layers"]
    static let commonLayerKeys = ["type", "name", "size", "position", "offset", "anchor", "rotation", "scale",
                                  "opacity", "blendMode", "clip", "shadow", "blur", "start", "end", "zIndex"]
    static let paintKeys = ["fill", "fillRule", "stroke", "strokeBorder", "trim"]
    static let layerTypes: [String: [String]] = [
        "rect": paintKeys,
        "roundedRect": paintKeys + ["cornerRadius", "cornerStyle"],
        "unevenRoundedRect": paintKeys + ["cornerRadii", "cornerStyle"],
        "circle": paintKeys,
        "ellipse": paintKeys,
        "capsule": paintKeys + ["cornerStyle"],
        "path": paintKeys + ["d"],
        "polygon": paintKeys + ["sides", "vertices", "closed", "cornerRadius"],
        "star": paintKeys + ["points", "innerRadius", "cornerRadius"],
        "text": paintKeys + ["text", "value", "decimals", "font", "fontSize", "weight", "italic", "design", "alignment", "wrapWidth",
                             "lineSpacing", "lineLimit", "tracking", "underline", "strikethrough", "perCharacter"],
        "image": ["file", "interpolation"],
        "symbol": ["symbol", "fill"],
        "fireworks": ["seed", "launchesPerSecond", "gravity", "drag", "density", "wind", "preroll", "sky", "bloom"],
        "group": ["layers"],
        "sequence": ["layers", "duration", "stagger"],
        // Expanded into a sequence of copies before reading (RepeatLayers.swift); listed for suggestions and the schema.
        "repeat": ["items", "count", "layers", "duration", "stagger"],
    ]
    static let layerTypeOrder = ["rect", "roundedRect", "unevenRoundedRect", "circle", "ellipse", "capsule", "path",
                                 "polygon", "star", "text", "image", "symbol", "fireworks", "group", "sequence", "repeat"]
    static let blendModes: [(String, GraphicsContext.BlendMode)] = [
        ("normal", .normal), ("multiply", .multiply), ("screen", .screen), ("overlay", .overlay), ("darken", .darken),
        ("lighten", .lighten), ("colorDodge", .colorDodge), ("colorBurn", .colorBurn), ("softLight", .softLight),
        ("hardLight", .hardLight), ("difference", .difference), ("exclusion", .exclusion), ("hue", .hue),
        ("saturation", .saturation), ("color", .color), ("luminosity", .luminosity), ("clear", .clear),
        ("copy", .copy), ("sourceIn", .sourceIn), ("sourceOut", .sourceOut), ("sourceAtop", .sourceAtop),
        ("destinationOver", .destinationOver), ("destinationIn", .destinationIn), ("destinationOut", .destinationOut),
        ("destinationAtop", .destinationAtop), ("xor", .xor), ("plusDarker", .plusDarker), ("plusLighter", .plusLighter),
    ]

    mutating func read(_ root: Node, name: String, file: String?) -> TimelineDocument? {
        guard let o = root.object("a timeline (the top-level object)", allowed: Self.rootKeys) else { return nil }
        let size = o["size"].map { $0.pair(("width", "height"), range: 1...Double(RenderLimits.maximumSide)) } ?? (1280, 720)
        let rate = o["fps"].map { $0.frameRate() } ?? .fps60
        let duration = o["duration"].map { $0.number(0.001...RenderLimits.maximumSeconds) } ?? 5
        let seed = o["seed"].map { $0.number(0...9_007_199_254_740_992, integer: true) } ?? 2021
        let background = o["background"].map { $0.paint() }
        let summary = o["description"].map { $0.string() }
        let reproducible = o["reproducible"].map { $0.bool() } ?? false
        _ = o["$schema"]?.string()
        diagnostics.frameRate = rate ?? .fps60
        diagnostics.windows = [LayerWindow(start: 0, end: duration ?? 5)]
        let layers = o.require("layers", "the layers to draw, bottom first", example: "[ { type: \"circle\", … } ]")
            .map { readLayers($0) } ?? []
        guard let size, let rate, let duration, let seed else { return nil }
        Self.connectBindings(diagnostics, layers: layers)
        Self.warnLateAnimations(diagnostics, layers: layers, duration: duration)
        if let background, background == nil { return nil }
        if let summary, summary == nil { return nil }
        guard let reproducible else { return nil }
        var document = TimelineDocument(width: Int(size.0), height: Int(size.1), frameRate: rate, duration: duration,
                                seed: UInt64(seed), background: background ?? nil, layers: layers, name: name,
                                summary: summary ?? nil, file: file, animatedProperties: diagnostics.animatedProperties,
                                warnings: diagnostics.warnings)
        document.reproducible = reproducible
        return document
    }

    /// `stagger`: how far each child's clock runs behind the one before, in
    /// file order (a sequence's; zIndex does not change it).
    private mutating func readLayers(_ node: Node, stagger: RationalTime = .zero, staggerNode: Node? = nil) -> [LayerSpec] {
        guard let items = node.array("layers") else { return [] }
        var layers: [LayerSpec] = []
        for (index, item) in items.enumerated() {
            layerCount += 1
            if layerCount == TimelineDocument.maximumLayers + 1 {
                item.error("more than \(TimelineDocument.maximumLayers) layers", fix: "split the animation into several files")
            }
            guard layerCount <= TimelineDocument.maximumLayers else { break }
            let before = diagnostics.items.count + diagnostics.dropped + diagnostics.suppressed
            guard var layer = readLayer(item, shift: Double(index) * stagger.seconds) else {
                // Bindings to a layer that could not be read would only repeat its problem.
                if let name = item.value["name"]?.string { diagnostics.bindings.unreadable.insert(name) }
                if diagnostics.items.count + diagnostics.dropped + diagnostics.suppressed == before {
                    // Every failure path reports; this keeps a missed one from passing silently.
                    item.error("this layer could not be read")
                }
                continue
            }
            if stagger != .zero {
                guard let delay = stagger.multiplied(by: index), let shift = layer.clockShift.adding(delay) else {
                    staggerNode?.error("the stagger steps add up to more time than can be kept exact", fix: "use fewer decimals")
                    return []
                }
                layer.clockShift = shift
            }
            layers.append(layer)
        }
        // Stable: equal zIndex keeps file order.
        return layers.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    /// A sequence's children, each `stagger` seconds behind the one before
    /// (file order, whatever their zIndex).
    private mutating func readSequence(_ o: ObjectNode, _ layers: Node) -> LayerSpec.Content? {
        let stagger = o["stagger"].map { $0.exactTime(0...RenderLimits.maximumSeconds) } ?? .zero
        let children = readLayers(layers, stagger: stagger ?? .zero, staggerNode: o["stagger"])
        guard stagger != nil else { return nil }
        return .group(children)
    }

    private mutating func readLayer(_ node: Node, shift: Double = 0) -> LayerSpec? {
        guard node.value.members != nil else {
            node.error("expected a layer (an object { type: …, … }) but found \(node.value.typeName)")
            return nil
        }
        guard let typeNode = node.value["type"].map({ node.child("type", $0) }) else {
            node.error("missing type (what the layer draws)",
                       fix: "add type: one of \(Self.layerTypeOrder.joined(separator: ", "))")
            return nil
        }
        guard let type = typeNode.choice(Self.layerTypeOrder, what: "layer type") else { return nil }
        guard let o = node.object("a \(type) layer", allowed: Self.commonLayerKeys + Self.layerTypes[type]!) else { return nil }
        diagnostics.windows.append(Self.window(of: node.value, sequence: type == "sequence", shift: shift,
                                               parent: diagnostics.window))
        defer { diagnostics.windows.removeLast() }

        let content: LayerSpec.Content?
        switch type {
        case "text": content = o.textSpec(baseDirectory: baseDirectory).map { .text($0) }
        case "image": content = o.imageSpec(baseDirectory: baseDirectory).map { .image($0) }
        case "fireworks": content = o.fireworksSpec().map { .fireworks($0) }
        case "symbol":
            content = o.require("symbol", "the symbol's name", example: "\"star.fill\"")?
                .choice(Image.systemSymbolNames, what: "symbol").map { .symbol($0) }
        case "group": content = o.require("layers", "the group's layers", example: "[ … ]").map { .group(readLayers($0)) }
        case "sequence": content = o.require("layers", "the sequence's layers", example: "[ … ]").flatMap { readSequence(o, $0) }
        default: content = o.shapeSpec(type: type).map { .shape($0) }
        }

        let name = o["name"].map { $0.string() }
        let size = o["size"].map { $0.animated(.size()) }
        let position = o["position"].map { $0.animated(.point()) }
        let offset = o["offset"].map { $0.animated(.point()) } ?? .constant(.zero)
        let anchor = o["anchor"].map { $0.animated(.unitPoint) } ?? .constant(CGPoint(x: 0.5, y: 0.5))
        let rotation = o["rotation"].map { $0.animated(.degrees) } ?? .constant(.zero)
        if let r = o["rotation"] { Self.warnIfSwinging(r) }
        let scale = o["scale"].map { $0.animated(.size(-1000...1000)) } ?? .constant(CGSize(width: 1, height: 1))
        let opacity = o["opacity"].map { $0.animated(.number(0...1)) } ?? .constant(1)
        let blendName = o["blendMode"].map { $0.choice(Self.blendModes.map(\.0), what: "blend mode") } ?? "normal"
        let clip = o["clip"].map { $0.clipSpec() }
        let shadow = o["shadow"].map { $0.shadowSpec() }
        let blur = o["blur"].map { $0.animated(.number(0...1000)) }
        var start: Double??, end: Double??
        var clockShift = RationalTime.zero
        if type == "sequence" {
            // A sequence's start moves its clock; it shows from its own 0 for its duration.
            if let e = o["end"] { e.error("a sequence ends after its duration", fix: "replace end with duration: (end − start) seconds") }
            if let s = o["start"] {
                let shift = s.exactTime(0...RenderLimits.maximumSeconds)
                clockShift = shift ?? .zero
                start = shift.map { _ in 0 }
            }
            end = o["duration"].map { $0.number(0.001...RenderLimits.maximumSeconds) }
        } else {
            start = o["start"].map { $0.number(0...RenderLimits.maximumSeconds) }
            end = o["end"].map { $0.number(0...RenderLimits.maximumSeconds) }
        }
        let zIndex = o["zIndex"].map { $0.number(-1_000_000...1_000_000) } ?? 0
        let fill = o["fill"].map { $0.paint() }
        let fillRule = o["fillRule"].map { $0.choice(["nonZero", "evenOdd"], what: "fill rule") } ?? "nonZero"
        let stroke = o["stroke"].map { $0.strokeSpec() }
        let strokeBorder = o["strokeBorder"].map { $0.strokeSpec() }
        let trim = o["trim"].map { $0.trimSpec() }
        if case .shape(let s)? = content, !s.isInsettable, let n = o["strokeBorder"] {
            n.error("strokeBorder needs a shape that can be inset (rect, roundedRect, unevenRoundedRect, circle, ellipse, capsule)",
                    fix: "use stroke for a \(type)")
        }
        if let s = start ?? nil, let e = end ?? nil, e <= s {
            o["end"]?.error("end (\(Suggestion.format(e)) s) must be after start (\(Suggestion.format(s)) s)")
        }
        guard let content, let offset, let anchor, let rotation, let scale, let opacity, let blendName,
              let zIndex, let fillRule else { return nil }
        if let name, name == nil { return nil }
        if let size, size == nil { return nil }
        if let position, position == nil { return nil }
        if let clip, clip == nil { return nil }
        if let shadow, shadow == nil { return nil }
        if let blur, blur == nil { return nil }
        if let start, start == nil { return nil }
        if let end, end == nil { return nil }
        if let fill, fill == nil { return nil }
        if let stroke, stroke == nil { return nil }
        if let strokeBorder, strokeBorder == nil { return nil }
        if let trim, trim == nil { return nil }
        let layer = LayerSpec(name: name ?? nil, content: content, size: size ?? nil, position: position ?? nil,
                         offset: offset, anchor: anchor, rotation: rotation, scale: scale, opacity: opacity,
                         blendMode: Self.blendModes.first { $0.0 == blendName }!.1, clip: clip ?? nil,
                         fill: fill ?? nil, evenOddFill: fillRule == "evenOdd", strokeBorder: strokeBorder ?? nil,
                         stroke: stroke ?? nil, trim: trim ?? nil, shadow: shadow ?? nil, blur: blur ?? nil,
                         start: start ?? nil, end: end ?? nil, clockShift: clockShift, fillsParent: type == "sequence",
                         zIndex: zIndex, keyPath: node.path, source: node.position)
        register(layer)
        return layer
    }
}

extension DocumentReader {
    /// When a layer shows, on its own clock, from the keys as written (a
    /// wrong value is reported where it is read): a sequence from its 0 for
    /// its duration (at most until its parent ends); another layer from its
    /// `start` to its `end`, else its parent's.
    static func window(of layer: JSONValue, sequence: Bool, shift: Double, parent: LayerWindow) -> LayerWindow {
        func seconds(_ key: String) -> Double? {
            guard let v = layer[key] else { return nil }
            if let n = v.number { return n }
            guard let text = v.string, let slash = text.firstIndex(of: "/"),
                  let n = Double(text[..<slash].trimmingCharacters(in: .whitespaces)),
                  let d = Double(text[text.index(after: slash)...].trimmingCharacters(in: .whitespaces)), d > 0 else { return nil }
            return n / d
        }
        if sequence {
            let end = parent.end - shift - (seconds("start") ?? 0)
            return LayerWindow(start: 0, end: seconds("duration").map { min($0, end) } ?? end)
        }
        return LayerWindow(start: seconds("start") ?? max(0, parent.start - shift), end: seconds("end") ?? parent.end - shift)
    }
}

extension Node {
    /// 60, 29.97 (the NTSC rate 30000/1001) or "30000/1001".
    func frameRate() -> FrameRate? {
        let text: String
        if let s = value.string {
            text = s
        } else {
            guard let n = number(RenderLimits.frameRates) else { return nil }
            text = Suggestion.format(n)
        }
        // A number out of range is said so before parsing: "1e300" is no rate at all.
        if let n = Double(text.trimmingCharacters(in: .whitespaces)), !n.isNaN, !RenderLimits.frameRates.contains(n) {
            error("\(Suggestion.format(n)) fps is out of range", fix: "use a rate from \(Int(RenderLimits.frameRates.lowerBound)) to \(Int(RenderLimits.frameRates.upperBound))")
            return nil
        }
        do {
            let rate = try FrameRate(parsing: text)
            guard RenderLimits.frameRates.contains(rate.framesPerSecond) else {
                error("\(text) fps is out of range", fix: "use a rate from \(Int(RenderLimits.frameRates.lowerBound)) to \(Int(RenderLimits.frameRates.upperBound))")
                return nil
            }
            return rate
        } catch {
            self.error("\"\(text)\" is not a frame rate", fix: "write e.g. 60, 29.97 or \"30000/1001\"")
            return nil
        }
    }

    func trimSpec() -> TrimSpec? {
        // Timing keys written on the trim itself belong to the animated end.
        let timing = (value.members ?? []).map(\.key).filter { Node.animationKeys.contains($0) && $0 != "from" && $0 != "to" }
        if !timing.isEmpty {
            error("trim has no \(timing.joined(separator: ", ")): a trim's from and to are each a value or an animation",
                  fix: "move it into the end that moves: trim: { to: { from: 0, to: 1, duration: 2 } }")
            return nil
        }
        guard let o = object("a trim { from, to }", allowed: ["from", "to"]) else { return nil }
        let from = o["from"].map { $0.animated(.number(0...1)) } ?? .constant(0)
        let to = o["to"].map { $0.animated(.number(0...1)) } ?? .constant(1)
        guard let from, let to else { return nil }
        return TrimSpec(from: from, to: to)
    }
}
