import Foundation
import Timeline

/// Reads a whole Lottie document from its JSON value.
enum DocumentReader {
    /// The document in `data` (JSON text); `baseURL` is the folder side-by-side images are looked up in.
    static func read(json data: Data, baseURL: URL?, limits: LottieLimits,
                     extraImages: [String: Data] = [:], textShaper: (any LottieTextShaper)? = nil) throws -> DocumentModel {
        let value = try JSONText.parse(data, limits: limits)
        let state = ReadState(limits: limits)
        state.textShaper = textShaper
        let root = Node(value: value, path: .root, state: state)
        guard root.isObject else {
            throw LottieError(at: nil, "the JSON is \(root.kind), not a Lottie object",
                              fix: "give a Lottie file: an object with v, fr, ip, op, w, h and layers")
        }
        let fr = try root.required("fr", "frame rate").double()
        // The bounds of a render are Timeline's (the file's rate, length and
        // size become the render's defaults), so a file is refused here, at
        // its JSON path, rather than by the encoder later.
        let rates = RenderLimits.frameRates
        guard rates.contains(fr) else {
            throw LottieError(at: root.path.appending("fr"), "frame rate \(fr)",
                              fix: "use a frame rate from \(Int(rates.lowerBound)) to \(Int(rates.upperBound)), e.g. 30 or 60")
        }
        let ip = try root.required("ip", "in-point (first frame)").double()
        let op = try root.required("op", "out-point (frame after the last)").double()
        guard op > ip else {
            throw LottieError(at: root.path.appending("op"), "out-point \(op) is not after the in-point \(ip)",
                              fix: "make op greater than ip: the animation shows frames ip ..< op")
        }
        guard (op - ip) / fr <= RenderLimits.maximumSeconds else {
            throw LottieError(at: root.path.appending("op"), "\(LottieFile.format(op - ip)) frames at \(LottieFile.format(fr)) fps",
                              fix: "make the animation at most \(Int(RenderLimits.maximumSeconds)) seconds long")
        }
        state.defaultInPoint = ip
        state.defaultOutPoint = op
        let w = try root.required("w", "width").int(), h = try root.required("h", "height").int()
        let maxSide = RenderLimits.maximumSide
        guard (1...maxSide).contains(w), (1...maxSide).contains(h) else {
            throw LottieError(at: root.path.appending(w < 1 || w > maxSide ? "w" : "h"), "composition size \(w)x\(h)",
                              fix: "use a width and height from 1 to \(maxSide)")
        }
        state.fonts = try root["fonts"]?.fontList() ?? [:]
        state.glyphs = try root["chars"]?.glyphs() ?? [:]
        let layers = try root.required("layers", "layer list").layers()
        var precomps: [String: [LayerModel]] = [:]
        var images: [String: ImageAsset] = [:]
        if let assets = root["assets"] {
            for asset in try assets.array() {
                _ = try asset.object()
                guard let id = asset["id"]?.string ?? asset["id"]?.number.map({ String(Int($0)) }) else {
                    throw LottieError(at: asset.path.appending("id"), "an asset without id", fix: "give every asset an \"id\" string")
                }
                if let list = asset["layers"] {
                    precomps[id] = try list.layers()
                } else if asset.has("p") {
                    images[id] = try asset.imageAsset(baseURL: baseURL, extra: extraImages)
                }
            }
        }
        if root.has("markers"), let m = try? root["markers"]!.array(), !m.isEmpty { /* markers change nothing drawn */ }
        if root.has("slots") { state.report(root.path.appending("slots"), "slots are not applied; the values written in the layers are used") }
        let document = DocumentModel(version: root["v"]?.string ?? "", frameRate: fr, inPoint: ip, outPoint: op,
                                     width: w, height: h, layers: layers, precomps: precomps, images: images,
                                     diagnostics: [])
        try PrecompCheck(document: document, limits: limits, state: state).run()
        var out = document
        out.diagnostics = state.diagnostics
        return out
    }
}

/// Refuses precompositions that include themselves (directly or through
/// others), chains deeper than the limit, unknown references, and trees
/// that would draw more layer instances per frame than the limit.
struct PrecompCheck {
    let document: DocumentModel
    let limits: LottieLimits
    let state: ReadState

    func run() throws {
        var instances: [String: Int] = [:]
        var visiting: Set<String> = []
        func count(_ layers: [LayerModel], depth: Int) throws -> Int {
            var total = 0
            for layer in layers {
                total += 1
                if case let .precomp(id, _, _) = layer.content {
                    total += try expand(id, from: layer, depth: depth + 1)
                }
                if total > limits.maxLayerInstances {
                    throw LottieError(at: layer.path, "precompositions expand to more than \(limits.maxLayerInstances) layers in one frame",
                                      fix: "reuse fewer nested precomps")
                }
            }
            return total
        }
        func expand(_ id: String, from layer: LayerModel, depth: Int) throws -> Int {
            guard let layers = document.precomps[id] else {
                state.report(layer.path.appending("refId"), "no precomp asset with id \"\(id)\"; the layer draws nothing")
                return 0
            }
            if visiting.contains(id) {
                throw LottieError(at: layer.path.appending("refId"), "precomp \"\(id)\" includes itself",
                                  fix: "break the cycle: a precomp cannot contain a layer that refers back to it")
            }
            guard depth <= limits.maxPrecompDepth else {
                throw LottieError(at: layer.path.appending("refId"), "precomps nested more than \(limits.maxPrecompDepth) deep",
                                  fix: "flatten the precompositions")
            }
            if let known = instances[id] { return known }
            visiting.insert(id)
            let n = try count(layers, depth: depth)
            visiting.remove(id)
            instances[id] = n
            return n
        }
        _ = try count(document.layers, depth: 0)
    }
}
