import Foundation
import Geometry
import Testing
@testable import TimelineFile

/// The JSON Schema agrees with the reader and is committed for editors.
@Suite struct TimelineFileSchemaTests {
    func schemaObject() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(TimelineSchema.json.utf8)) as? [String: Any])
    }

    @Test func isDraft2020AndClosedAtTheRoot() throws {
        let s = try schemaObject()
        #expect(s["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(s["additionalProperties"] as? Bool == false)
        let keys = Set((s["properties"] as? [String: Any] ?? [:]).keys)
        #expect(keys == Set(DocumentReader.rootKeys))
    }

    @Test func everyLayerTypeAllowsExactlyTheReadersKeys() throws {
        let s = try schemaObject()
        let layer = try #require((s["$defs"] as? [String: Any])?["layer"] as? [String: Any])
        let branches = try #require(layer["allOf"] as? [[String: Any]])
        #expect(branches.count == DocumentReader.layerTypeOrder.count)
        for (type, branch) in zip(DocumentReader.layerTypeOrder, branches) {
            let condition = ((branch["if"] as? [String: Any])?["properties"] as? [String: Any])?["type"] as? [String: Any]
            #expect(condition?["const"] as? String == type)
            let then = try #require(branch["then"] as? [String: Any])
            let keys = Set((then["properties"] as? [String: Any] ?? [:]).keys)
            #expect(keys == Set(DocumentReader.commonLayerKeys + DocumentReader.layerTypes[type]!), "\(type)")
        }
    }

    @Test func committedSchemaMatchesTheCommand() throws {
        let committed = try String(contentsOf: TimelineTestSupport.root.appendingPathComponent("docs/timeline.schema.json"),
                                   encoding: .utf8)
        #expect(committed == TimelineSchema.json, "regenerate with: animgen schema > docs/timeline.schema.json")
    }

    /// `animgen schema` prints through the console, which cuts lines over
    /// 2000 characters (TerminalText): no line of the schema may be that long.
    @Test func noLineIsLongerThanTheConsolePrints() {
        let longest = TimelineSchema.json.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 2000, "\(longest)")
    }

    /// The schema's pattern for SVG path data agrees with Geometry's parser
    /// on what is path data.
    @Test func pathDataPatternAgreesWithTheParser() throws {
        let pattern = try #require(TimelineSchema.svgPathData["pattern"] as? String)
        let regex = try NSRegularExpression(pattern: pattern)
        let samples = ["M 0 0 L 100 0 L 50 80 Z", "M0,0 C 40 -60 120 -60 160 0 S 280 60 320 0", "M10-5.5.5 1l1e3,2", "m0 0h10v10h-10z",
                       "M 0 0 a25,25 -30 0,1 50,-25 a25 25 -30 0150-25", "M0 0 10 10 20 20", "M 0 0 Q 1 1 2 2 T 4 4 Z M 5 5 L 6 6",
                       " M1 1 ", "M 0 0 Q", "L 0 0", "M 0", "M 0 0 C 1 2 3", "M 0 0 Z 5 5", "M 0 0 X 1 1", "M 1 1 L 1", "M 1 1 A 1 1 0 2 0 3 3"]
        for text in samples {
            let matches = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            let parses = (try? Path(svgPathData: text)) != nil
            #expect(matches == parses, "\(text): pattern \(matches), parser \(parses)")
        }
    }
}
