import Foundation
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
}
