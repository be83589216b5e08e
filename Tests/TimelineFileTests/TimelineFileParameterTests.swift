import SwiftUICore
import Foundation
import Testing
@testable import TimelineFile

/// `params`: typed defaults, used as "$name" or inside strings as
/// "${name}", replaced by values given at render time.
@Suite struct TimelineFileParameterTests {
    let card = """
        { size: [100, 50], params: {
            title: "Hello", size: 24, accent: { type: "color", default: "#FF0000" }, shown: true },
          layers: [ { type: "text", text: "${title}, world", fontSize: "$size", fill: "$accent" },
                    { type: "rect", size: [10, 10], fill: "$accent", opacity: 0.5 } ] }
        """

    func doc(_ assignments: [(String, String)] = [], file: String? = nil) throws -> TimelineDocument {
        try TimelineDocument.parse(Array(card.utf8), file: "card.json5",
                                   parameters: TimelineParameters(assignments: assignments.map { (name: $0.0, value: $0.1) }, file: file))
    }

    func text(_ d: TimelineDocument) -> TextSpec? {
        if case .text(let t) = d.layers[0].content { return t }
        return nil
    }

    @Test func defaultsAreUsed() throws {
        let d = try doc()
        #expect(text(d)?.string == "Hello, world")
        #expect(text(d)?.fontSize.value(at: 0) == 24)
        guard case .color(let c)? = d.layers[1].fill else { Issue.record("no color fill"); return }
        #expect(c.value(at: 0) == Color.Resolved(red: 1, green: 0, blue: 0))
        #expect(d.parameters == ["title": "Hello", "size": "24", "accent": "#FF0000", "shown": "true"])
    }

    @Test func givenValuesReplaceDefaultsWithTheirTypes() throws {
        let d = try doc([("title", "Bonjour"), ("size", "30"), ("accent", "blue")])
        #expect(text(d)?.string == "Bonjour, world")
        #expect(text(d)?.fontSize.value(at: 0) == 30)
        #expect(d.parameters["accent"] == "blue")
    }

    @Test func aParamsFileIsReadAndTheCommandLineWins() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("params-\(UUID().uuidString).json")
        try Data(#"{ "title": "Hola", "size": 12 }"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let d = try doc([("size", "40")], file: url.path)
        #expect(text(d)?.string == "Hola, world")
        #expect(text(d)?.fontSize.value(at: 0) == 40)
    }

    func problems(_ assignments: [(String, String)]) -> [TimelineFileDiagnostic] {
        do { _ = try doc(assignments); return [] } catch let e as TimelineFileError { return e.diagnostics } catch { return [] }
    }

    @Test func wrongTypesAndUnknownNamesAreReported() throws {
        let number = problems([("size", "big")])
        // Placed at the parameter as a library caller passes it, not at a command-line flag.
        #expect(number.count == 1 && number[0].path == "`parameters.assignments: size`" && number[0].message.contains("expected a number"))
        let color = problems([("accent", "blurple")])
        #expect(color.count == 1 && color[0].path == "`parameters.assignments: accent`")
        let boolean = problems([("shown", "yes")])
        #expect(boolean.count == 1 && boolean[0].message.contains("true or false"))
        let unknown = problems([("titel", "x")])
        #expect(unknown.count == 1 && unknown[0].fix == "did you mean \"title\"?")
    }

    @Test func aParamsFileProblemNamesTheFileParameter() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("params-\(UUID().uuidString).json")
        try Data("[1, 2]".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        var found: [TimelineFileDiagnostic] = []
        do { _ = try doc(file: url.path) } catch let e as TimelineFileError { found = e.diagnostics }
        #expect(found.count == 1 && found[0].path == "`parameters.file: \(url.path)`" && found[0].message.contains("expected an object"))
        let missing = url.path + ".absent"
        found = []
        do { _ = try doc(file: missing) } catch let e as TimelineFileError { found = e.diagnostics }
        #expect(found.count == 1 && found[0].path == "`parameters.file`" && found[0].message.contains(missing))
        #expect(!found.contains { $0.description.contains("--param") })
    }

    @Test func referencesAreCheckedInTheFile() throws {
        let unknown = TimelineTestSupport.problems(#"{ params: { title: "Hi" }, layers: [ { type: "text", text: "$titel" } ] }"#)
        #expect(unknown.count == 1 && unknown[0].fix == "did you mean \"$title\"?" && unknown[0].position?.line == 1)
        // A parameter used where its type does not fit is reported where it is used.
        let misfit = TimelineTestSupport.problems(#"{ params: { title: "Hi" }, layers: [ { type: "rect", size: [1, 1], opacity: "$title" } ] }"#)
        #expect(misfit.count == 1 && misfit[0].path == "layers[0].opacity" && misfit[0].message.contains("expected a number"))
        let badDefault = TimelineTestSupport.problems(#"{ params: { c: { type: "color", default: 3 } }, layers: [] }"#)
        #expect(badDefault.count == 1 && badDefault[0].path == "params.c.default")
        // "$$" writes a literal dollar; "$5" is no name and stays as written.
        let d = try TimelineTestSupport.document(#"{ layers: [ { type: "text", text: "$$title" }, { type: "text", text: "$5 off" } ] }"#)
        guard case .text(let a) = d.layers[0].content, case .text(let b) = d.layers[1].content else { Issue.record("not text"); return }
        #expect(a.string == "$title" && b.string == "$5 off")
    }
}
