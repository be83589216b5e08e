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
        // Without type, one error about type, not one per layer type's keys.
        let untyped = verdicts["no type"] ?? []
        #expect(untyped.count == 1 && untyped.first?.contains("'type' is a required property") == true, "\(untyped)")
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
}
