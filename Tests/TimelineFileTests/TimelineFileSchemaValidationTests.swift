import Foundation
import Testing
@testable import TimelineFile

/// The schema, run by a real JSON Schema validator (Python's jsonschema
/// through scripts/validate-schema), accepts every shipped timeline and
/// rejects each broken file that `check` rejects.
@Suite struct TimelineFileSchemaValidationTests {
    /// Broken files: each is one mistake people make, rejected by the reader.
    static let broken: [(String, String)] = [
        ("no type", #"{ layers: [ { size: 10, fill: "red" } ] }"#),
        ("unknown type", #"{ layers: [ { type: "circel", size: 10 } ] }"#),
        ("roundedRect without cornerRadius", #"{ layers: [ { type: "roundedRect", size: [10, 10] } ] }"#),
        ("text without text", #"{ layers: [ { type: "text", fontSize: 20 } ] }"#),
        ("linear keyframe without duration", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, keyframes: [ { to: 1 } ] } } ] }"#),
        ("curve and spring", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "easeIn", spring: "bouncy" } } ] }"#),
        ("stroke color and width", #"{ layers: [ { type: "circle", size: 10, stroke: { color: "red", width: 2 } } ] }"#),
        ("quoted size", #"{ layers: [ { type: "circle", size: "100" } ] }"#),
        ("repeat forever string", #"{ layers: [ { type: "rect", size: 1, rotation: { from: 0, to: 360, repeat: "forever" } } ] }"#),
        ("duration with unit", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, duration: "2s" } } ] }"#),
        ("unknown curve", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "easeOutQuint" } } ] }"#),
        ("timing on trim", #"{ layers: [ { type: "circle", size: 10, stroke: "red", trim: { from: 0, to: 1, duration: 2 } } ] }"#),
        ("{value} without value", #"{ layers: [ { type: "text", text: "{value}%" } ] }"#),
        ("polygon with sides and vertices", #"{ layers: [ { type: "polygon", sides: 5, vertices: [[0, 0], [1, 1]] } ] }"#),
        ("sequence with end", #"{ layers: [ { type: "sequence", start: 1, end: 2, layers: [] } ] }"#),
        ("opacity out of range", #"{ layers: [ { type: "rect", size: 1, opacity: 2 } ] }"#),
        ("autoreverses without repeat", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, autoreverses: false } } ] }"#),
        ("parameter of no type", #"{ params: { title: { type: "text", default: "Hi" } }, layers: [] }"#),
        ("missing layers", #"{ size: [10, 10] }"#),
        ("stagger below zero", #"{ layers: [ { type: "sequence", stagger: -0.1, layers: [] } ] }"#),
        // More single mistakes, new keys' among them (absolute keyframes, repeat, clip.anchor, numeric weights).
        ("svg-syntax", #"{ layers: [ { type: "path", d: "M 0 0 Q" } ] }"#),
        ("absolute-no-value", #"{ layers: [ { type: "rect", size: 1, opacity: { keyframes: [ { time: 0 } ] } } ] }"#),
        ("absolute-with-from", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, keyframes: [ { time: 0, value: 1 } ] } } ] }"#),
        ("anchor-value", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, anchor: "middle" } } ] }"#),
        ("bad-keyframe-time", #"{ layers: [ { type: "rect", size: 1, opacity: { keyframes: [ { time: "soon", value: 1 } ] } } ] }"#),
        ("clip-anchor-name", #"{ layers: [ { type: "rect", size: 1, clip: { type: "rect", anchor: "centre" } } ] }"#),
        ("clip-no-type", #"{ layers: [ { type: "rect", size: 1, clip: { size: 5 } } ] }"#),
        ("closed-on-regular", #"{ layers: [ { type: "polygon", sides: 5, closed: false } ] }"#),
        ("cornerRadius-with-vertices", #"{ layers: [ { type: "polygon", vertices: [[0, 0], [1, 1], [0, 1]], cornerRadius: 3 } ] }"#),
        ("curve-on-spring-keyframe", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, keyframes: [ { type: "spring", to: 1, curve: "easeIn" } ] } } ] }"#),
        ("duration-zero", #"{ duration: 0, layers: [] }"#),
        ("fill-rule", #"{ layers: [ { type: "rect", size: 1, fillRule: "evenodd" } ] }"#),
        ("fps-range", #"{ fps: 500, layers: [] }"#),
        ("gradient-no-stops", #"{ layers: [ { type: "rect", size: 1, fill: { type: "linear" } } ] }"#),
        ("gradient-type", #"{ layers: [ { type: "rect", size: 1, fill: { type: "conic", stops: ["red", "blue"] } } ] }"#),
        ("group-no-layers", #"{ layers: [ { type: "group" } ] }"#),
        ("image-no-file", #"{ layers: [ { type: "image", size: 10 } ] }"#),
        ("misspelt-key", #"{ layers: [ { type: "rect", size: 1, positon: [1, 1] } ] }"#),
        ("mixed-keyframes", #"{ layers: [ { type: "rect", size: 1, opacity: { keyframes: [ { time: 0, value: 0 }, { to: 1, duration: 1 } ] } } ] }"#),
        ("negative-linewidth", #"{ layers: [ { type: "rect", size: 1, stroke: { paint: "red", lineWidth: -2 } } ] }"#),
        ("padding-on-number", #"{ layers: [ { type: "rect", name: "a", size: 1 }, { type: "rect", size: 1, opacity: { follow: "a.opacity", padding: 2 } } ] }"#),
        ("param-default-null", #"{ params: { a: null }, layers: [] }"#),
        ("path-no-d", #"{ layers: [ { type: "path", fill: "red" } ] }"#),
        ("radial-no-endRadius", #"{ layers: [ { type: "rect", size: 1, fill: { type: "radial", stops: ["red", "blue"] } } ] }"#),
        ("repeat-items-and-count", #"{ layers: [ { type: "repeat", items: [1], count: 2, layers: [] } ] }"#),
        ("repeat-no-items", #"{ layers: [ { type: "repeat", layers: [] } ] }"#),
        ("shadow-no-radius", #"{ layers: [ { type: "rect", size: 1, shadow: { color: "red" } } ] }"#),
        ("size-zero", #"{ size: [0, 10], layers: [] }"#),
        ("spring-on-linear-keyframe", #"{ layers: [ { type: "rect", size: 1, opacity: { from: 0, keyframes: [ { to: 1, duration: 1, spring: "bouncy" } ] } } ] }"#),
        ("star-no-points", #"{ layers: [ { type: "star", size: 10 } ] }"#),
        ("strokeBorder-on-path", #"{ layers: [ { type: "path", d: "M 0 0 L 10 10", strokeBorder: "red" } ] }"#),
        ("tracking-range", #"{ layers: [ { type: "text", text: "x", tracking: { from: 0, to: 5000 } } ] }"#),
        ("unknown-anchor", #"{ layers: [ { type: "rect", size: 1, anchor: "middle" } ] }"#),
        ("unknown-blend", #"{ layers: [ { type: "rect", size: 1, blendMode: "add" } ] }"#),
        ("unknown-color", #"{ layers: [ { type: "rect", size: 1, fill: "bleu" } ] }"#),
        ("unknown-spring", #"{ layers: [ { type: "rect", size: 1, scale: { from: 0, to: 1, spring: "wobbly" } } ] }"#),
        ("unknown-symbol", #"{ layers: [ { type: "symbol", symbol: "stra.fill" } ] }"#),
        ("unknown-weight", #"{ layers: [ { type: "text", text: "x", weight: "extrabold" } ] }"#),
        ("value-without-placeholder", #"{ layers: [ { type: "text", text: "Score", value: 3 } ] }"#),
        ("weight-range", #"{ layers: [ { type: "text", text: "x", weight: 1200 } ] }"#),
    ]

    /// Mistakes only `check` can see: a JSON Schema cannot open files,
    /// resolve names and parameters, or compare two values.
    static let checkOnly: [(String, String)] = [
        ("anchor-end-too-long", #"{ duration: 1, layers: [ { type: "rect", size: 1, opacity: { from: 0, to: 1, duration: 2, anchor: "end" } } ] }"#),
        ("end-before-start", #"{ layers: [ { type: "rect", size: 1, start: 2, end: 1 } ] }"#),
        ("follow-unknown-layer", #"{ layers: [ { type: "rect", size: { follow: "nobody.size" } } ] }"#),
        ("image-missing", #"{ layers: [ { type: "image", file: "nope.png" } ] }"#),
        ("keyframe-order", #"{ layers: [ { type: "rect", size: 1, opacity: { keyframes: [ { time: 1, value: 0 }, { time: 0, value: 1 } ] } } ] }"#),
        ("unknown-param-ref", #"{ layers: [ { type: "rect", size: 1, fill: "$accent" } ] }"#),
    ]

    /// JSON text of a parsed JSON5 value (integers stay integers).
    static func json(_ value: JSONValue) -> Any {
        switch value.kind {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let n, let isInteger): return isInteger && abs(n) < 9e15 ? Int(n) as Any : n as Any
        case .string(let s): return s
        case .array(let items): return items.map(json)
        case .object(let members): return Dictionary(members.map { ($0.key, json($0.value)) }, uniquingKeysWith: { a, _ in a })
        }
    }

    /// The validator's errors per file, by the name given.
    func validate(_ files: [(String, [UInt8])]) throws -> [String: [String]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("schema.json")
        try Data(TimelineSchema.json.utf8).write(to: schema)
        var paths: [String: String] = [:]
        for (i, (name, bytes)) in files.enumerated() {
            let url = folder.appendingPathComponent("\(i).json")
            let value = try JSON5Parser.parse(bytes)
            try JSONSerialization.data(withJSONObject: Self.json(value), options: [.fragmentsAllowed]).write(to: url)
            paths[url.path] = name
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", TimelineTestSupport.root.appendingPathComponent("scripts/validate-schema").path, schema.path]
            + paths.keys.sorted()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/validate-schema failed (run scripts/install-deps): \(errors)")
        var result: [String: [String]] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            if let file = object?["file"] as? String, let name = paths[file] { result[name] = object?["errors"] as? [String] ?? [] }
        }
        return result
    }

    @Test func everyShippedTimelineIsValid() throws {
        let files = try TimelineTestSupport.exampleFiles.map { ($0.lastPathComponent, Array(try Data(contentsOf: $0))) }
        try #require(files.count >= 10)
        let verdicts = try validate(files)
        #expect(verdicts.count == files.count)
        for (name, errors) in verdicts.sorted(by: { $0.key < $1.key }) { #expect(errors.isEmpty, "\(name): \(errors)") }
    }

    @Test func everyBrokenFileIsRejectedByBothTheSchemaAndCheck() throws {
        let verdicts = try validate(Self.broken.map { ($0.0, Array($0.1.utf8)) })
        #expect(verdicts.count == Self.broken.count)
        for (name, text) in Self.broken {
            #expect(verdicts[name]?.isEmpty == false, "the schema accepts: \(name)")
            #expect(!TimelineTestSupport.problems(text).isEmpty, "check accepts: \(name)")
        }
        // Told apart by type and keys, never "not valid under any of the given schemas", which names no key.
        for (name, errors) in verdicts {
            #expect(!errors.contains { $0.contains("is not valid under any of the given schemas") }, "\(name): \(errors)")
        }
        // Without type, one error about type, not one per layer type's keys.
        let untyped = verdicts["no type"] ?? []
        #expect(untyped.count == 1 && untyped.first?.contains("'type' is a required property") == true, "\(untyped)")
    }

    /// The measure of issue 36: of the single mistakes `check` rejects here,
    /// the share the schema rejects too (all but what a schema cannot see).
    @Test func theSchemaCatchesWhatCheckCatchesExceptWhatNoSchemaCan() throws {
        let verdicts = try validate(Self.checkOnly.map { ($0.0, Array($0.1.utf8)) })
        for (name, text) in Self.checkOnly {
            #expect(!TimelineTestSupport.problems(text).isEmpty,
                    "check accepts: \(name)")
            #expect(verdicts[name]?.isEmpty == true, "the schema now rejects \(name): move it to broken")
        }
        let caught = Double(Self.broken.count), all = Double(Self.broken.count + Self.checkOnly.count)
        #expect(caught / all >= 0.9, "\(caught) of \(all)")
    }

    /// Every key of the root, of a layer and of an animation says what it is
    /// and shows an example.
    @Test func everyKeyHasADescriptionAndAnExample() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(TimelineSchema.json.utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        var keys: [(String, [String: Any])] = []
        for (key, value) in schema["properties"] as? [String: Any] ?? [:] where key != "$schema" && key != "description" {
            keys.append(("root.\(key)", value as? [String: Any] ?? [:]))
        }
        for (name, value) in defs where name.hasPrefix("layer_") { keys.append((name, value as? [String: Any] ?? [:])) }
        for (key, value) in (defs["numberAnimation"] as? [String: Any])?["properties"] as? [String: Any] ?? [:] {
            keys.append(("numberAnimation.\(key)", value as? [String: Any] ?? [:]))
        }
        #expect(keys.count > 70)
        for (name, value) in keys {
            #expect((value["description"] as? String)?.isEmpty == false, "\(name) has no description")
            #expect((value["examples"] as? [Any])?.isEmpty == false, "\(name) has no example")
        }
    }

    /// The keys typed inside a clip, shadow, stroke, gradient, binding and
    /// keyframe say what they are and show an example too.
    @Test func nestedKeysHaveADescriptionAndAnExample() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(TimelineSchema.json.utf8)) as? [String: Any])
        let defs = try #require(schema["$defs"] as? [String: Any])
        /// The closed objects (`additionalProperties: false`) under `value`.
        func closed(_ value: Any) -> [[String: Any]] {
            if let o = value as? [String: Any] {
                let here = o["additionalProperties"] as? Bool == false ? [o] : []
                return here + o.values.flatMap(closed)
            }
            return (value as? [Any])?.flatMap(closed) ?? []
        }
        var checked = 0
        for name in ["layer_clip", "layer_shadow", "stroke", "paint", "binding", "numberKeyframes"] {
            for object in closed(try #require(defs[name], "\(name)")) {
                for (key, value) in object["properties"] as? [String: Any] ?? [:] {
                    guard let property = value as? [String: Any] else { continue }  // `false`: a key refused there
                    checked += 1
                    #expect((property["description"] as? String)?.isEmpty == false, "\(name).\(key) has no description")
                    #expect((property["examples"] as? [Any])?.isEmpty == false, "\(name).\(key) has no example")
                }
            }
        }
        #expect(checked > 40)
    }
}
