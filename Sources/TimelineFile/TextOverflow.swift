// Text that does not fit: a long `--param name=…` pushed past its box, a
// clip or the canvas renders cut off although the file is valid, so `check`
// lays every text out at several instants (as the render would) and warns.
import SwiftUICore
import Foundation
import Geometry

extension DocumentRenderer {
    /// One warning per text layer and kind of overflow (its box, a clip,
    /// the canvas; a word longer than wrapWidth is broken, as SwiftUI
    /// breaks it), at the instant it overflows least. Text that only passes a clip's or the canvas's edge while it moves (a slide
    /// in, a wipe) is meant: those two count when more than a quarter of
    /// the instants the text shows have it.
    func textOverflows(at times: [Double]) -> [TimelineFileDiagnostic] {
        var found: [String: TimelineFileDiagnostic] = [:]
        var order: [String] = []
        var hits: [String: Int] = [:], shown: [String: Int] = [:]
        let canvas = CGRect(x: 0, y: 0, width: document.width, height: document.height)
        var least: [String: Double] = [:]
        // The instant it overflows least is the one reported: "even at its most open, the clip cuts N pt".
        func note(_ layer: LayerSpec, _ kind: String, _ amount: Double, _ message: String, _ fix: String) {
            let key = layer.keyPath + "|" + kind
            hits[key, default: 0] += 1
            if let before = least[key], before <= amount { return }
            least[key] = amount
            if found[key] == nil { order.append(key) }
            found[key] = TimelineFileDiagnostic(file: document.file, position: layer.source, path: layer.keyPath + ".text",
                                                message: message, fix: fix)
        }
        struct Clip { var rect: CGRect; var toCanvas: CGAffineTransform; var owner: String }
        func walk(_ layers: [LayerSpec], parentFrame: CGRect, toCanvas: CGAffineTransform, clips: [Clip], time: Double) {
            for layer in layers {
                let t = time - layer.clockShift.seconds
                guard layer.isVisible(at: t), layer.opacity.value(at: t) > 0,
                      let place = try? placement(of: layer, parentFrame: parentFrame, at: t) else { continue }
                let m = place.transform.concatenating(toCanvas)
                var clips = clips
                if let clip = layer.clip, !clip.inverse {
                    clips.append(Clip(rect: clipRect(clip, frame: place.frame, at: t), toCanvas: m, owner: layer.keyPath))
                }
                switch layer.content {
                case .group(let children):
                    walk(children, parentFrame: place.frame, toCanvas: m, clips: clips, time: t)
                case .text(let spec):
                    guard let layout = try? resources.text(spec, key: layer.keyPath, at: t) else { continue }
                    shown[layer.keyPath, default: 0] += 1
                    check(layer, spec, box: textBox(layout.size, alignment: spec.alignment, in: place.frame),
                          frame: place.frame, toCanvas: m, clips: clips, time: time)
                default: continue
                }
            }
        }
        func check(_ layer: LayerSpec, _ spec: TextSpec, box: CGRect, frame: CGRect, toCanvas m: CGAffineTransform,
                   clips: [Clip], time: Double) {
            let shown = "\"\(Self.shortened(spec.string(at: time - layer.clockShift.seconds)))\""
            let at = "at \(Suggestion.format((time * 1000).rounded() / 1000)) s"
            let size = "\(Suggestion.format(box.width.rounded())) × \(Suggestion.format(box.height.rounded()))"
            let fit = "let the box follow the text (size: { follow: \"NAME.size\", padding: [24, 12] } on the box, with name: \"NAME\" on this text), set wrapWidth, or use a smaller fontSize"
            if layer.size != nil, let (over, amount) = Self.overhang(box, beyond: frame) {
                note(layer, "box", amount, "the text \(shown) (\(size) \(at)) is larger than its layer's size by \(over)", fit)
            }
            let inCanvas = box.applying(m)
            for clip in clips.reversed() {
                let inClip = inCanvas.applying(clip.toCanvas.inverted())
                if let (over, amount) = Self.overhang(inClip, beyond: clip.rect) {
                    note(layer, "clip", amount, "the text \(shown) (\(size) \(at)) overflows the clip of \(clip.owner) by \(over): part of it is cut off", fit)
                    break
                }
            }
            let canvas = CGRect(x: 0, y: 0, width: document.width, height: document.height)
            if let (over, amount) = Self.overhang(inCanvas, beyond: canvas) {
                note(layer, "canvas", amount, "the text \(shown) (\(size) \(at)) runs off the canvas by \(over)", fit)
            }
        }
        for time in times {
            walk(document.layers, parentFrame: canvas, toCanvas: .identity, clips: [], time: time)
        }
        return order.filter { key in
            let parts = key.split(separator: "|")
            guard parts.last == "clip" || parts.last == "canvas" else { return true }
            return (hits[key] ?? 0) * 4 > (shown[String(parts[0])] ?? 0)
        }.compactMap { found[$0] }
    }

    /// "84 pt on the right" and the largest overhang, or nil when `rect`
    /// lies inside `bounds` (half a point of slack).
    static func overhang(_ rect: CGRect, beyond bounds: CGRect) -> (String, Double)? {
        let sides: [(String, Double)] = [("left", bounds.minX - rect.minX), ("right", rect.maxX - bounds.maxX),
                                         ("top", bounds.minY - rect.minY), ("bottom", rect.maxY - bounds.maxY)]
        let over = sides.filter { $0.1 > 0.5 }
        guard !over.isEmpty else { return nil }
        let words = over.map { side -> String in "\(Suggestion.format(side.1.rounded(.up))) pt on the \(side.0)" }
        let largest: Double = over.map { $0.1 }.max() ?? 0
        return (words.joined(separator: " and "), largest)
    }

    static func shortened(_ text: String) -> String {
        let line = text.replacingOccurrences(of: "\n", with: " ")
        return line.count <= 40 ? line : String(line.prefix(39)) + "…"
    }
}

extension TimelineFileScene {
    /// What `animgen check` warns about beyond ``TimelineDocument/warnings``:
    /// text that overflows its box, a clip or the canvas at
    /// any of 21 instants spread over the timeline (its start, its end, and
    /// every twentieth between). Loads fonts and images like a render.
    /// - Throws: ``TimelineFileError`` when a font or image cannot be used.
    public func layoutWarnings() throws -> [TimelineFileDiagnostic] {
        let renderer = try TimelineFileRenderer(document: document, settings: defaultSettings, fit: fit)
        let rate = document.frameRate, last = max(document.frameCount - 1, 0)
        let frames = Set((0...20).map { last * $0 / 20 }).sorted()
        return renderer.renderer.textOverflows(at: frames.map { rate.time(ofFrame: $0) })
    }
}
