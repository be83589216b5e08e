// manifest.json of a golden folder: what was rendered (scene and parameters)
// and, per frame, its exact time, file name and the SHA-256 of its pixels.
// Written with sorted keys, so re-recording the same frames gives the same
// bytes and version control shows real changes only.
import Foundation
import Frames
import Raster
import Timeline

/// The parameters that fix a render's pixels. Goldens recorded with other
/// parameters cannot be compared and must be re-recorded.
public struct GoldenParameters: Codable, Sendable, Hashable {
    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// Exact rate as `"60"` or `"30000/1001"`.
    public var fps: String
    /// Length in seconds.
    public var seconds: Double
    /// Frames in the whole render, ⌈seconds × fps⌉.
    public var frameCount: Int
    /// Seed of the render's random choices.
    public var seed: UInt64
    /// A timeline file's params as used (nil when it has none, and in
    /// manifests written before params existed).
    public var params: [String: String]?

    /// Parameters of a render; `frameRate` is written exactly, as `fps`.
    public init(width: Int, height: Int, frameRate: FrameRate, seconds: Double, frameCount: Int, seed: UInt64) {
        self.width = width
        self.height = height
        fps = frameRate.denominator == 1 ? "\(frameRate.numerator)" : "\(frameRate.numerator)/\(frameRate.denominator)"
        self.seconds = seconds
        self.frameCount = frameCount
        self.seed = seed
    }

    /// The parameters of a render of a scene with `settings`.
    public init(_ settings: SceneSettings) {
        self.init(width: settings.width, height: settings.height, frameRate: settings.frameRate,
                  seconds: settings.duration, frameCount: settings.frameCount, seed: settings.seed)
    }

    /// Each parameter that differs, as `name recorded → now`.
    public func differences(from recorded: GoldenParameters) -> [String] {
        var list: [String] = []
        func check(_ name: String, _ old: String, _ new: String) {
            if old != new { list.append("\(name) \(old) → \(new)") }
        }
        check("size", "\(recorded.width)x\(recorded.height)", "\(width)x\(height)")
        check("fps", recorded.fps, fps)
        check("seconds", "\(recorded.seconds)", "\(seconds)")
        check("frame count", "\(recorded.frameCount)", "\(frameCount)")
        check("seed", "\(recorded.seed)", "\(seed)")
        for name in Set((recorded.params ?? [:]).keys).union((params ?? [:]).keys).sorted() {
            check("param \(name)", recorded.params?[name] ?? "(none)", params?[name] ?? "(none)")
        }
        return list
    }
}

/// The contents of a golden folder's `manifest.json`.
public struct GoldenManifest: Codable, Sendable, Hashable {
    /// One recorded frame.
    public struct Frame: Codable, Sendable, Hashable {
        /// The frame's index, from 0.
        public var index: Int
        /// Exact time as a fraction of seconds, `"37/60"`.
        public var time: String
        /// The same time in seconds (for reading; `time` is the exact one).
        public var seconds: Double
        /// The PNG's file name inside the golden folder.
        public var file: String
        /// SHA-256 of the frame's premultiplied RGBA8 pixel bytes, rows top to bottom.
        public var sha256: String

        /// The entry for frame `index`: its exact time at `frameRate`, its file name
        /// and the SHA-256 of its pixels.
        public init(index: Int, frameRate: FrameRate, sha256: String) {
            self.index = index
            let exact = frameRate.exactTime(ofFrame: index)
            time = exact.denominator == 1 ? "\(exact.numerator)" : "\(exact.numerator)/\(exact.denominator)"
            seconds = frameRate.time(ofFrame: index)
            file = GoldenStore.fileName(forFrame: index)
            self.sha256 = sha256
        }
    }

    /// Version of this file's layout.
    public var format: Int
    /// The scene's name (a built-in, a timeline file, or a test's name).
    public var scene: String
    /// The render the goldens were recorded with.
    public var parameters: GoldenParameters
    /// Recorded frames, by ascending index.
    public var frames: [Frame]

    /// A manifest in the current layout; `frames` are sorted by index.
    public init(scene: String, parameters: GoldenParameters, frames: [Frame]) {
        format = 1
        self.scene = scene
        self.parameters = parameters
        self.frames = frames.sorted { $0.index < $1.index }
    }

    /// The recorded frame `index`, or nil when it was not recorded.
    public func frame(_ index: Int) -> Frame? { frames.first { $0.index == index } }

    /// The manifest as JSON text (pretty, keys sorted, final newline).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Reads a manifest, naming `path` and the broken key in the error.
    public static func decode(_ data: Data, path: String) throws -> GoldenManifest {
        let manifest: GoldenManifest
        do {
            manifest = try JSONDecoder().decode(GoldenManifest.self, from: data)
        } catch let error as DecodingError {
            throw VerificationError(.corruptManifest,
                "The golden manifest \(path) cannot be read: \(describe(error)). Restore it from version control or re-record the goldens (`record: .all`; ANIMGEN_RECORD=all in tests).")
        }
        guard manifest.format == 1 else {
            throw VerificationError(.corruptManifest,
                "The golden manifest \(path) has format \(manifest.format); this animgen reads format 1. Re-record the goldens (`record: .all`).")
        }
        for frame in manifest.frames where frame.sha256.count != 64 || frame.file.contains("/") {
            throw VerificationError(.corruptManifest,
                "The golden manifest \(path) has a malformed entry for frame \(frame.index) (file \"\(frame.file)\", sha256 \"\(frame.sha256)\"). Re-record the goldens (`record: .all`).")
        }
        return manifest
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path.hasPrefix(".") ? String(path.dropFirst()) : path)"
        }
        switch error {
        case .dataCorrupted(let c): return "not valid JSON\(at(c))"
        case .keyNotFound(let key, let c): return "missing key \"\(key.stringValue)\"\(at(c))"
        case .typeMismatch(_, let c), .valueNotFound(_, let c): return "wrong type\(at(c)) (\(c.debugDescription))"
        @unknown default: return "\(error)"
        }
    }
}

extension Pixmap {
    /// SHA-256 of the pixel bytes (premultiplied RGBA8, rows top to bottom), as hex.
    public var sha256: String { withUnsafeBytes { SHA256.hex(of: $0) } }
}
