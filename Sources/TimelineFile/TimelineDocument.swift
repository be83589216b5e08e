// A whole timeline file, checked and ready to render: canvas, clock, seed,
// background and the layer tree. Loading reads, parses and checks the file
// and reports every problem it finds in one error.
import SwiftUICore
import Foundation
import ImageFiles
import Geometry
import Timeline

/// A validated timeline file.
public struct TimelineDocument: Sendable {
    /// Canvas width in pixels.
    public var width: Int
    /// Canvas height in pixels.
    public var height: Int
    /// The frame clock: frame i is shown at i / fps seconds.
    public var frameRate: FrameRate
    /// Seconds; the render has ⌈duration × fps⌉ frames.
    public var duration: Double
    /// Seeds every random choice (fireworks layers without their own seed), so a
    /// render is the same on every run.
    public var seed: UInt64
    /// Painted over the whole canvas before the layers (nil: transparent).
    var background: PaintSpec?
    /// Bottom to top (after sorting by zIndex).
    var layers: [LayerSpec]
    /// The scene's name for messages: the file name without extension.
    public var name: String
    /// The optional `description` key, one line.
    public var summary: String?
    /// The file as named when loaded, for messages.
    public var file: String?
    /// How many properties are animations or keyframe tracks.
    public var animatedProperties: Int
    /// What is valid but probably not meant (a spinner that swings back,
    /// an animation starting after the end), in file order.
    public var warnings: [TimelineFileDiagnostic] = []
    /// The file's `reproducible` render setting: its MP4s are to have the
    /// same bytes on every machine (Media's `EncodingMode.reproducible`).
    public var reproducible = false
    /// Each parameter's value as used (the default or the one given), as text.
    public var parameters: [String: String] = [:]

    /// Largest file read: larger ones are refused before parsing.
    public static let maximumFileBytes = 16 << 20
    /// Largest number of layers (groups included) in one file.
    public static let maximumLayers = 20_000

    /// Reads, parses and checks the timeline file at `path`.
    /// - Throws: ``TimelineFileError`` listing every problem found.
    /// `parameters` replace the defaults of the file's `params`.
    public static func load(path: String, parameters: TimelineParameters = TimelineParameters()) throws -> TimelineDocument {
        let url = URL(fileURLWithPath: path)
        func fail(_ message: String, _ fix: String) -> TimelineFileError {
            TimelineFileError([TimelineFileDiagnostic(file: path, position: nil, path: nil, message: message, fix: fix)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw fail("no such file (tried \(url.standardizedFileURL.path))", "check the path; timelines/ holds examples")
        }
        guard !isDirectory.boolValue else {
            throw fail("this is a folder, not a timeline file", "name a .json5 file inside it")
        }
        if let problem = inputFileProblem(atPath: path) {
            throw fail("this \(problem)", "name a .json5 file; to read standard input, save it to a file first")
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = (attributes?[.size] as? NSNumber)?.intValue, size > maximumFileBytes {
            throw fail("the file is \(size) bytes; timeline files are limited to \(maximumFileBytes) bytes (16 MiB)",
                       "check that this is the right file; split huge data into smaller layers")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw fail("the file cannot be read", "check its permissions")
        }
        let name = url.deletingPathExtension().lastPathComponent
        return try parse(Array(data), file: path, name: name, baseDirectory: url.deletingLastPathComponent().path,
                         parameters: parameters)
    }

    /// Parses and checks timeline text. Relative image and font paths are
    /// resolved against `baseDirectory`.
    /// - Throws: ``TimelineFileError`` listing every problem found.
    public static func parse(_ bytes: [UInt8], file: String? = nil, name: String = "timeline",
                             baseDirectory: String = ".", parameters: TimelineParameters = TimelineParameters()) throws -> TimelineDocument {
        guard bytes.count <= maximumFileBytes else {
            throw TimelineFileError([TimelineFileDiagnostic(file: file, position: nil, path: nil,
                                                            message: "the text is \(bytes.count) bytes; the limit is \(maximumFileBytes)")])
        }
        let parsed: JSONValue
        do {
            parsed = try JSON5Parser.parse(bytes)
        } catch {
            throw TimelineFileError([TimelineFileDiagnostic(file: file, position: error.position, path: nil,
                                                            message: "syntax error: " + error.message, fix: error.fix)])
        }
        let diagnostics = Diagnostics()
        defer { diagnostics.releaseNodes() }
        var resolver = ParameterResolver(diagnostics: diagnostics)
        let root = resolver.resolve(parsed, given: parameters, file: file)
        var reader = DocumentReader(diagnostics: diagnostics, baseDirectory: baseDirectory)
        let document = reader.read(Node(value: root, path: "", diagnostics: diagnostics), name: name, file: file)
        if document == nil, diagnostics.isEmpty {
            diagnostics.add(root.position, "", "the timeline could not be read")
        }
        guard diagnostics.isEmpty, var document else {
            var items = diagnostics.items.map { d -> TimelineFileDiagnostic in
                var d = d
                d.file = file
                return d
            }
            items.sort { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) }
            if diagnostics.dropped > 0 {
                items.append(TimelineFileDiagnostic(file: file, position: nil, path: nil,
                                                    message: "… and \(diagnostics.dropped) more problems not shown"))
            }
            throw TimelineFileError(items)
        }
        document.file = file
        document.parameters = resolver.recorded
        document.warnings = document.warnings.map { w in
            var w = w
            w.file = file
            return w
        }
        return document
    }

    /// Frames in the whole animation.
    public var frameCount: Int { frameRate.frameCount(forDuration: duration) }

    /// Every layer, groups included, depth first.
    package var allLayers: [LayerSpec] {
        func walk(_ layers: [LayerSpec]) -> [LayerSpec] {
            layers.flatMap { layer -> [LayerSpec] in
                if case .group(let children) = layer.content { return [layer] + walk(children) }
                return [layer]
            }
        }
        return walk(layers)
    }

    /// One line for `animgen check`: size, clock, layer count.
    public var overview: String {
        let count = allLayers.count
        return "\(width)x\(height), \(frameRate.decimalText) fps, \(Suggestion.format(duration)) s (\(frameCount) frames), "
            + "\(count) layer\(count == 1 ? "" : "s"), \(animatedProperties) animated propert\(animatedProperties == 1 ? "y" : "ies"), seed \(seed)"
    }
}

extension FrameRate {
    /// "60", "29.97".
    var decimalText: String {
        denominator == 1 ? "\(numerator)" : Suggestion.format((framesPerSecond * 1000).rounded() / 1000)
    }
}
