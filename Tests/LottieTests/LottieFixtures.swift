import Foundation
import Frames
import Raster
@testable import Lottie

/// Small Lottie documents written by hand for the tests, and helpers to
/// draw them. Every expected value in the tests is computed by hand from
/// these documents, not by another renderer.
enum Fixture {
    /// A document of `w`×`h` at 30 fps, frames 0..<`op`, with `layers`.
    static func document(w: Int = 20, h: Int = 20, op: Int = 30, layers: [[String: Any]],
                         assets: [[String: Any]] = []) -> [String: Any] {
        ["v": "5.7.0", "fr": 30, "ip": 0, "op": op, "w": w, "h": h, "layers": layers, "assets": assets]
    }

    static func shapeLayer(_ shapes: [[String: Any]], ks: [String: Any] = [:], op: Int = 1000,
                           extra: [String: Any] = [:]) -> [String: Any] {
        var l: [String: Any] = ["ty": 4, "ip": 0, "op": op, "st": 0, "ks": ks, "shapes": shapes]
        for (k, v) in extra { l[k] = v }
        return l
    }

    static func value(_ v: Any) -> [String: Any] { ["a": 0, "k": v] }

    static func rect(x: Double, y: Double, w: Double, h: Double, r: Double = 0) -> [String: Any] {
        ["ty": "rc", "p": value([x, y]), "s": value([w, h]), "r": value(r)]
    }

    static func fill(_ r: Double, _ g: Double, _ b: Double, opacity: Double = 100) -> [String: Any] {
        ["ty": "fl", "c": value([r, g, b, 1]), "o": value(opacity)]
    }

    static func data(_ object: [String: Any]) -> Data {
        try! JSONSerialization.data(withJSONObject: object)
    }

    static func scene(_ object: [String: Any], limits: LottieLimits = LottieLimits()) throws -> LottieScene {
        try LottieScene(data: data(object), limits: limits)
    }

    /// Frame `index` at the document's own size.
    static func render(_ object: [String: Any], frame index: Int = 0) throws -> Pixmap {
        let scene = try scene(object)
        return try scene.makeRenderer(for: scene.defaultSettings).render(frame: index)
    }

    /// The error reading `object` throws.
    static func error(_ object: [String: Any], limits: LottieLimits = LottieLimits()) -> LottieError? {
        error(data(object), limits: limits)
    }

    static func error(_ data: Data, limits: LottieLimits = LottieLimits()) -> LottieError? {
        do {
            _ = try LottieScene(data: data, limits: limits)
            return nil
        } catch let e as LottieError {
            return e
        } catch {
            return LottieError(at: nil, "unexpected \(error)", fix: "")
        }
    }

    /// A .tgs (gzip, made with Python's gzip module) of a 20×20 document with
    /// a blue 10×10 square centred at (10, 10).
    static let tgs = Data(base64Encoded: "H4sIAAAAAAACA3WNQQqDQAxF7/LXQTJtRchVxMUgiqWCMkqLDHP3fmuhDFKy+CR5L4l4wlAWVaEQ9AF2VcF9hjEmhmO+YBfGcMToty4ssDpi3WC3E76sn/ZBJia2g5+7H4/Q8hPRCH9wXFFz2uzwn3nI5pqSfK/1I6+1uaVCTdzuTdnGKc2G9QY8FP7G9wAAAA==")!

    /// The same document in a dotLottie zip (Python's zipfile, deflated):
    /// manifest.json naming animation "blue", animations/blue.json.
    static let dotLottie = Data(base64Encoded: "UEsDBBQAAAAIAIJgg128MnwsLQAAADAAAAANAAAAbWFuaWZlc3QuanNvbqtWKkstKs7Mz1OyUlAyVNJRUErMy8xNLAGKFAOFoquVMlNAUkk5palKtbG1AFBLAwQUAAAACACCYINdPBT+xn8AAAD3AAAAFAAAAGFuaW1hdGlvbnMvYmx1ZS5qc29udY1BCoNADEXv8tdBMm1FyFXExSCKpYIySosMc/d+a6EMUrL4JHkviXjCUBZVoRD0AXZVwX2GMSaGY75gF8ZwxOi3LiywOmLdYLcTvqyf9kEmJraDn7sfj9DyE9EIf3BcUXPa7PCfecjmmpJ8r/Ujr7W5pUJN3O5N2cYpzYb1BlBLAQIUAxQAAAAIAIJgg128MnwsLQAAADAAAAANAAAAAAAAAAAAAACAAQAAAABtYW5pZmVzdC5qc29uUEsBAhQDFAAAAAgAgmCDXTwU/sZ/AAAA9wAAABQAAAAAAAAAAAAAAIABWAAAAGFuaW1hdGlvbnMvYmx1ZS5qc29uUEsFBgAAAAACAAIAfQAAAAkBAAAAAA==")!

    /// 233 bytes of gzip that inflate to 200 002 bytes.
    static let bomb = Data(base64Encoded: "H4sIAAAAAAACA+3BQREAAAwCoCrr5a1/DTP4B3IAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwOwLb3FLE0INAwA=")!
}

extension Pixmap {
    /// The pixel at (x, y) as (r, g, b, a), premultiplied.
    func rgba(_ x: Int, _ y: Int) -> [UInt8] {
        let p = pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }
}
