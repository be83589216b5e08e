// Reading what a layer draws: shapes, paths, polygons, text, images,
// fireworks, and clip shapes.
import SwiftUICore
import Foundation
import ImageFiles
import Timeline
import Geometry

extension ObjectNode {
    func shapeSpec(type: String) -> ShapeSpec? {
        let style = self["cornerStyle"].map { $0.choice(["continuous", "circular"], what: "corner style") }
            ?? (type == "capsule" && Capsule().style == .circular ? "circular" : "continuous")
        guard let styleName = style else { return nil }
        let cornerStyle: RoundedCornerStyle = styleName == "circular" ? .circular : .continuous
        let radius = self["cornerRadius"].map { $0.animated(.number(0...100_000)) } ?? .constant(0)
        guard let radius else { return nil }
        switch type {
        case "rect": return .rectangle
        case "circle": return .circle
        case "ellipse": return .ellipse
        case "capsule": return .capsule(style: cornerStyle)
        case "roundedRect":
            guard require("cornerRadius", "the corners' radius", example: "12") != nil else { return nil }
            return .roundedRectangle(cornerRadius: radius, style: cornerStyle)
        case "unevenRoundedRect":
            guard let r = require("cornerRadii", "the four corner radii", example: "{ topLeading: 20, bottomTrailing: 20 }"),
                  let o = r.object("corner radii", allowed: ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"])
            else { return nil }
            func corner(_ key: String) -> Animated<Double>? { o[key].map { $0.animated(.number(0...100_000)) } ?? .constant(0) }
            guard let tl = corner("topLeading"), let tr = corner("topTrailing"), let bl = corner("bottomLeading"),
                  let br = corner("bottomTrailing") else { return nil }
            return .unevenRoundedRectangle(topLeading: tl, topTrailing: tr, bottomLeading: bl, bottomTrailing: br,
                                           style: cornerStyle)
        case "path":
            guard let d = require("d", "SVG path data", example: "\"M 0 0 L 100 0 L 50 80 Z\"") else { return nil }
            if d.value.members != nil { return pathMorph(d).map { .morph($0) } }
            guard let text = d.string() else { return nil }
            do {
                let path = try Path(svgPathData: text)
                if path.isEmpty { d.error("the path data draws nothing", fix: "start with a moveto such as M 0 0") }
                return .path(path)
            } catch let e as SVGPathError {
                d.error("invalid SVG path data at character \(e.offset + 1): \(e.message)")
                return nil
            } catch {
                d.error("invalid SVG path data: \(error)")
                return nil
            }
        case "polygon":
            if let v = self["vertices"] {
                if has("sides") { v.error("a polygon has either sides (regular) or vertices (any), not both") }
                if let c = self["cornerRadius"] {
                    c.error("cornerRadius rounds a regular polygon (sides), not one given by vertices",
                            fix: "remove cornerRadius, or use sides")
                }
                let closed = self["closed"].map { $0.bool() } ?? true
                guard let items = v.array("vertices", count: 2...100_000), let closed else { return nil }
                let points = items.map { $0.pair(("x", "y"), range: -1_000_000...1_000_000) }
                guard points.allSatisfy({ $0 != nil }) else { return nil }
                return .vertices(points.map { CGPoint(x: $0!.0, y: $0!.1) }, closed: closed)
            }
            if let c = self["closed"] { c.error("closed applies to a polygon with vertices", fix: "remove closed") }
            guard let sides = require("sides", "the number of sides", example: "6")?.int(3...1000) else { return nil }
            return .polygon(sides: sides, cornerRadius: radius)
        case "star":
            guard let points = require("points", "the number of tips", example: "5")?.int(2...1000) else { return nil }
            let inner = self["innerRadius"].map { $0.animated(.number(0...1)) } ?? .constant(0.5)
            guard let inner else { return nil }
            return .star(points: points, innerRadius: inner, cornerRadius: radius)
        default:
            return nil
        }
    }

    func textSpec(baseDirectory: String) -> TextSpec? {
        let string = require("text", "the text to draw", example: "\"Hello\"")?.string()
        let value = self["value"].map { $0.animated(.number(-1e12...1e12)) }
        let decimals = self["decimals"].map { $0.int(0...6) } ?? 0
        if let v = self["value"], let s = string, !s.contains("{value}") {
            v.error("the text has no {value} to show this number in", fix: "write e.g. text: \"{value}%\"")
        }
        if self["value"] == nil, let s = string, s.contains("{value}") {
            self["text"]?.error("the text shows {value} but the layer has no value",
                                fix: "add value: a number or an animation, e.g. value: { from: 0, to: 100, duration: 2 }")
        }
        let font = self["font"].map { $0.fontName(baseDirectory: baseDirectory) }
        let size = self["fontSize"].map { $0.animated(.number(0.5...2000)) } ?? .constant(17)
        let weights = Node.fontWeights
        let weight = self["weight"].map { $0.fontWeight() }
        let italic = self["italic"].map { $0.bool() } ?? false
        let designs: [(String, Font.Design)] = [("default", .default), ("serif", .serif), ("rounded", .rounded),
                                                ("monospaced", .monospaced)]
        let design = self["design"].map { $0.choice(designs.map(\.0), what: "font design") }
        let alignment = self["alignment"].map { $0.choice(["leading", "center", "trailing"], what: "text alignment") } ?? "center"
        let wrap = self["wrapWidth"].map { $0.animated(.number(1...100_000)) }
        let spacing = self["lineSpacing"].map { $0.animated(.number(-1000...1000)) } ?? .constant(0)
        let limit = self["lineLimit"].map { $0.int(1...10_000) }
        let tracking = self["tracking"].map { $0.animated(.number(-1000...1000)) } ?? .constant(0)
        let underline = self["underline"].map { $0.bool() } ?? false
        let strike = self["strikethrough"].map { $0.bool() } ?? false
        let perCharacter = self["perCharacter"].map { $0.perCharacterSpec() }
        if let perCharacter, perCharacter == nil { return nil }
        if let value, value == nil { return nil }
        guard let string, let decimals, let size, let italic, let alignment, let spacing, let tracking, let underline, let strike
        else { return nil }
        if let font, font == nil { return nil }
        if let weight, weight == nil { return nil }
        if let design, design == nil { return nil }
        if let wrap, wrap == nil { return nil }
        if let limit, limit == nil { return nil }
        let align: TextAlignment = alignment == "leading" ? .leading : alignment == "trailing" ? .trailing : .center
        return TextSpec(string: string, value: value ?? nil, decimals: decimals, font: font ?? nil, fontSize: size,
                        weight: (weight ?? nil).flatMap { w in weights.first { $0.0 == w }?.1 }, italic: italic,
                        design: (design ?? nil).flatMap { d in designs.first { $0.0 == d }?.1 }, alignment: align,
                        wrapWidth: wrap ?? nil, lineSpacing: spacing, lineLimit: limit ?? nil, tracking: tracking,
                        underline: underline, strikethrough: strike, perCharacter: perCharacter ?? nil)
    }

    func imageSpec(baseDirectory: String) -> ImageSpec? {
        guard let f = require("file", "the image file, relative to the timeline file", example: "\"logo.png\""),
              let file = f.string() else { return nil }
        let path = Node.resolve(file, in: baseDirectory)
        if !FileManager.default.fileExists(atPath: path) {
            f.error("image file not found (tried \(path))", fix: "paths are relative to the timeline file's folder")
            return nil
        }
        if let problem = inputFileProblem(atPath: path) {
            f.error("the image \(path) \(problem)", fix: "name a PNG or JPEG file")
            return nil
        }
        let quality = self["interpolation"].map { $0.choice(["none", "low", "medium", "high"], what: "interpolation") } ?? "high"
        guard let quality else { return nil }
        let interpolation: Image.Interpolation = quality == "none" ? .none : quality == "low" ? .low : quality == "medium" ? .medium : .high
        return ImageSpec(path: path, interpolation: interpolation)
    }

    func fireworksSpec() -> FireworksSpec? {
        func number(_ key: String, _ range: ClosedRange<Double>) -> Double?? { self[key].map { $0.number(range) } }
        let seed = self["seed"].map { $0.number(0...9_007_199_254_740_992, integer: true) }
        let launches = number("launchesPerSecond", 0.01...50), gravity = number("gravity", -10_000...10_000)
        let drag = number("drag", 0...100), density = number("density", 0.01...20)
        let wind = number("wind", -10_000...10_000), preroll = number("preroll", 0...60)
        let sky = self["sky"].map { $0.bool() } ?? true
        let bloom = self["bloom"].map { $0.bool() } ?? true
        let all: [Double??] = [seed, launches, gravity, drag, density, wind, preroll]
        guard let sky, let bloom, !all.contains(where: { $0 != nil && $0! == nil }) else { return nil }
        return FireworksSpec(seed: (seed ?? nil).map { UInt64($0) }, launchesPerSecond: launches ?? nil,
                             gravity: gravity ?? nil, dragScale: drag ?? nil, density: density ?? nil,
                             wind: wind ?? nil, preroll: preroll ?? nil, sky: sky, bloom: bloom)
    }
}

extension Node {
    /// SwiftUI's weights by name, lightest first; CSS's numbers 100–900 name
    /// them in the same order (100 ultraLight … 400 regular … 900 black).
    static let fontWeights: [(String, Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// A weight's name, or a CSS weight 1–1000 (the nearest of 100, 200 … 900).
    func fontWeight() -> String? {
        guard value.number != nil else {
            if let s = value.string, let n = Double(s), (1...1000).contains(n) {
                error("unknown font weight \"\(s)\"", fix: "write the number without quotes: weight: \(Suggestion.format(n))")
                return nil
            }
            return choice(Node.fontWeights.map(\.0), what: "font weight")
        }
        guard let n = number(1...1000) else { return nil }
        let index = min(max(Int((n / 100).rounded()), 1), 9) - 1
        return Node.fontWeights[index].0
    }

    /// `{ stagger, offset, scale, rotation, opacity }` for each character.
    func perCharacterSpec() -> PerCharacterSpec? {
        guard let o = object("a per-character animation { stagger, offset, scale, rotation, opacity }",
                             allowed: ["stagger", "offset", "scale", "rotation", "opacity"]) else { return nil }
        let stagger = o["stagger"].map { $0.exactTime(0...RenderLimits.maximumSeconds) } ?? .zero
        let offset = o["offset"].map { $0.animated(.point()) } ?? .constant(.zero)
        let scale = o["scale"].map { $0.animated(.size(-1000...1000)) } ?? .constant(CGSize(width: 1, height: 1))
        let rotation = o["rotation"].map { $0.animated(.degrees) } ?? .constant(.zero)
        let opacity = o["opacity"].map { $0.animated(.number(0...1)) } ?? .constant(1)
        guard let stagger, let offset, let scale, let rotation, let opacity else { return nil }
        return PerCharacterSpec(stagger: stagger, offset: offset, scale: scale, rotation: rotation, opacity: opacity)
    }

    /// A path as written in the file, made absolute against `directory`.
    static func resolve(_ path: String, in directory: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return expanded }
        return URL(fileURLWithPath: directory).appendingPathComponent(expanded).standardizedFileURL.path
    }

    /// A font family name, or a font file (`.ttf`, `.otf`, `.ttc`, or any
    /// name with a slash) that must exist.
    func fontName(baseDirectory: String) -> String? {
        guard let name = string() else { return nil }
        let lower = name.lowercased()
        let isFile = name.contains("/") || [".ttf", ".otf", ".ttc", ".otc"].contains { lower.hasSuffix($0) }
        guard isFile else { return name }
        let path = Node.resolve(name, in: baseDirectory)
        guard FileManager.default.fileExists(atPath: path) else {
            error("font file not found (tried \(path))",
                  fix: "paths are relative to the timeline file's folder; or name an installed family such as \"DejaVu Sans\"")
            return nil
        }
        if let problem = inputFileProblem(atPath: path) {
            error("the font \(path) \(problem)", fix: "name a .ttf, .otf or .ttc file")
            return nil
        }
        return path
    }

    /// `{ type: "circle" | …, cornerRadius…, position, size, inverse }`.
    func clipSpec() -> ClipSpec? {
        guard let typeNode = value["type"].map({ child("type", $0) }) else {
            error("missing type (the clip shape)", fix: "add type: \"circle\", \"roundedRect\", \"path\", …")
            return nil
        }
        let shapes = ["rect", "roundedRect", "unevenRoundedRect", "circle", "ellipse", "capsule", "path", "polygon", "star"]
        guard let type = typeNode.choice(shapes, what: "clip shape") else { return nil }
        let extra = (DocumentReader.layerTypes[type] ?? []).filter { !DocumentReader.paintKeys.contains($0) }
        guard let o = object("a \(type) clip", allowed: ["type", "position", "size", "anchor", "inverse"] + extra),
              let shape = o.shapeSpec(type: type) else { return nil }
        let position = o["position"].map { $0.animated(.point()) }
        let size = o["size"].map { $0.animated(.size()) }
        let anchor = o["anchor"].map { $0.animated(.unitPoint) }
        if let anchor, anchor == nil { return nil }
        let inverse = o["inverse"].map { $0.bool() } ?? false
        guard let inverse else { return nil }
        if let position, position == nil { return nil }
        if let size, size == nil { return nil }
        return ClipSpec(shape: shape, position: position ?? nil, size: size ?? nil, anchor: anchor ?? nil, inverse: inverse)
    }
}
