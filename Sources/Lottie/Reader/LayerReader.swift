import Raster

/// Reads layers (`layers` of the document or of a precomp asset).
extension Node {
    func layers() throws -> [LayerModel] {
        try array().map { try $0.layer() }
    }

    func layer() throws -> LayerModel {
        _ = try object()
        try state.countLayer(path)
        let ty = try required("ty", "layer type").int()
        // Exporters leave these out now and then; players use the composition's.
        let ip = try self["ip"]?.double() ?? state.defaultInPoint
        let op = try self["op"]?.double() ?? state.defaultOutPoint
        let content: LayerContent
        switch ty {
        case 0:
            guard let id = self["refId"]?.string else {
                throw LottieError(at: path.appending("refId"), "a precomp layer without refId", fix: "name the precomp asset's id in \"refId\"")
            }
            content = .precomp(id: id, width: try double("w", default: 0), height: try double("h", default: 0))
        case 1:
            content = .solid(color: SolidColor.parse(self["sc"]?.string ?? "#000000"),
                             width: try double("sw", default: 0), height: try double("sh", default: 0))
        case 2:
            guard let id = self["refId"]?.string else {
                throw LottieError(at: path.appending("refId"), "an image layer without refId", fix: "name the image asset's id in \"refId\"")
            }
            content = .image(id: id)
        case 3: content = .null
        case 4: content = .shapes(try self["shapes"]?.shapeItems() ?? [])
        case 5:
            content = .text(try required("t", "text data").textLayer())
        case 13:
            state.report(path, "3D cameras are not applied; the composition is drawn flat")
            content = .nothing
        default:
            state.report(path.appending("ty"), "layer type \(ty) is not supported; the layer is skipped")
            content = .nothing
        }
        if bool("ddd") && ty != 13 { state.report(path.appending("ddd"), "3D layers are drawn flat (no perspective)") }
        var masks: [MaskModel] = []
        if bool("hasMask") || has("masksProperties"), let m = self["masksProperties"] {
            masks = try m.array().compactMap { try $0.mask() }
        }
        let effects = try self["ef"]?.array().compactMap { try $0.effect() } ?? []
        let tt = self["tt"]?.number.map { Int($0) }
        var matte: MatteMode?
        if let tt, tt != 0 {
            matte = MatteMode(rawValue: tt)
            if matte == nil { state.report(path.appending("tt"), "matte mode \(tt) is not supported; the matte is ignored") }
        }
        let blend = BlendModes.mode(Int(self["bm"]?.number ?? 0))
        if blend == nil { state.report(path.appending("bm"), "blend mode \(Int(self["bm"]?.number ?? 0)) is not supported; normal is used") }
        if has("tm") && ty != 0 { state.report(path.appending("tm"), "time remapping on a layer that is not a precomp is ignored") }
        let stretch = try double("sr", default: 1)
        return LayerModel(
            name: self["nm"]?.string ?? "", path: path, content: content,
            index: self["ind"]?.number.map { Int($0) }, parent: self["parent"]?.number.map { Int($0) },
            inPoint: ip, outPoint: op, startTime: try double("st", default: 0),
            stretch: stretch == 0 ? 1 : stretch,
            transform: try self["ks"]?.transformModel() ?? .identity,
            autoOrient: bool("ao"), blendMode: blend ?? .normal, masks: masks,
            matteMode: matte, isMatteSource: bool("td"), matteParent: self["tp"]?.number.map { Int($0) },
            hidden: bool("hd"), timeRemap: ty == 0 ? try optionalVectorProperty("tm") : nil, effects: effects)
    }

    func mask() throws -> MaskModel? {
        _ = try object()
        let mode: MaskModel.Mode
        switch self["mode"]?.string ?? "a" {
        case "a": mode = .add
        case "s": mode = .subtract
        case "i": mode = .intersect
        case "l": mode = .lighten
        case "d": mode = .darken
        case "f": mode = .difference
        case "n": mode = .none
        case let other:
            throw LottieError(at: path.appending("mode"), "unknown mask mode \"\(other)\"", fix: "use one of a, s, i, l, d, f, n")
        }
        let feather = try optionalVectorProperty("f")
        return MaskModel(mode: mode, shape: try shapeProperty("pt"), opacity: try vectorProperty("o", [100]),
                         expansion: try optionalVectorProperty("x"), feather: feather, inverted: bool("inv"))
    }

    /// An effect (`ef`), or nil (reported) when it is not drawn.
    func effect() throws -> EffectModel? {
        _ = try object()
        if self["en"].map({ ($0.number ?? 1) == 0 }) == true { return nil }
        let ty = try self["ty"]?.int() ?? -1
        let values = try self["ef"]?.array() ?? []
        func value(_ i: Int, _ fallback: Vector) throws -> Property<Vector> {
            guard i < values.count else { return .constant(fallback) }
            return try values[i].vectorProperty("v", fallback)
        }
        switch ty {
        case 25:
            let only = try value(5, [0]).constantValue?.first ?? 0
            return .dropShadow(color: try value(0, [0, 0, 0, 1]), opacity: try value(1, [128]), direction: try value(2, [135]),
                               distance: try value(3, [5]), softness: try value(4, [0]), shadowOnly: only != 0)
        case 29:
            let dims = Int(try value(1, [1]).constantValue?.first ?? 1)
            return .gaussianBlur(blurriness: try value(0, [0]), dimensions: dims)
        case 21:
            return .fill(color: try value(2, [1, 0, 0, 1]), opacity: try value(6, [1]))
        case 20:
            return .tint(black: try value(0, [0, 0, 0, 1]), white: try value(1, [1, 1, 1, 1]), amount: try value(2, [100]))
        case 23:
            return .tritone(highlights: try value(0, [1, 1, 1, 1]), midtones: try value(1, [0.5, 0.5, 0.5, 1]),
                            shadows: try value(2, [0, 0, 0, 1]), blend: try value(3, [0]))
        case 5:
            // Effect groups used as expression controls (sliders, colours): nothing to draw.
            return nil
        default:
            let name = self["nm"]?.string ?? "type \(ty)"
            state.report(path, "effect \"\(name)\" (ty \(ty)) is not drawn")
            return nil
        }
    }
}

/// Parses a solid layer's `sc` colour, `#rrggbb`.
enum SolidColor {
    static func parse(_ text: String) -> Vector {
        var s = Substring(text)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.count == 6 || s.count == 8, let v = UInt32(s, radix: 16) else { return [0, 0, 0] }
        let shift: UInt32 = s.count == 8 ? 8 : 0
        return [Double((v >> (16 + shift)) & 0xFF) / 255, Double((v >> (8 + shift)) & 0xFF) / 255, Double((v >> shift) & 0xFF) / 255]
    }
}

/// Lottie's blend mode numbers (`bm`) as Raster's modes.
enum BlendModes {
    static func mode(_ n: Int) -> BlendOperation? {
        let table: [BlendOperation] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
                                  .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
                                  .plusLighter]
        return table.indices.contains(n) ? table[n] : nil
    }
}
