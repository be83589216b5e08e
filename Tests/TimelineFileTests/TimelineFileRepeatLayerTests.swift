import Foundation
import Geometry
import Testing
@testable import TimelineFile

/// List parameters and repeat layers: one template drawn per item, with
/// `$index`, `$item`, `$count` and small expressions.
@Suite struct TimelineFileRepeatLayerTests {
    func document(_ text: String, _ assignments: [(String, String)] = []) throws -> TimelineDocument {
        try TimelineDocument.parse(Array(text.utf8), file: "t.json5", name: "t",
                                   parameters: TimelineParameters(assignments: assignments))
    }

    static let chart = """
        { size: [400, 200], params: { values: [10, 20, 30] }, layers: [
          { type: "repeat", items: "$values", stagger: 0.1, layers: [
            { type: "rect", name: "bar${index}", anchor: "bottom", position: ["$(50 + index * 100)", 180], size: [40, "$(item * 2)"] },
            { type: "text", text: "${index + 1}/${count}", position: ["$(50 + index * 100)", 190] } ] } ] }
        """

    /// The repeat's items, each the sequence of that item's copies.
    func items(_ doc: TimelineDocument) throws -> [LayerSpec] {
        guard case .group(let layers) = doc.layers[0].content else { throw TimelineFileError([]) }
        return layers
    }

    /// Every copy, item after item.
    func children(_ doc: TimelineDocument) throws -> [LayerSpec] {
        try items(doc).flatMap { item -> [LayerSpec] in
            guard case .group(let layers) = item.content else { throw TimelineFileError([]) }
            return layers
        }
    }

    @Test func oneCopyOfTheTemplatePerItem() throws {
        let layers = try children(try document(Self.chart))
        #expect(layers.count == 6)
        let bars = layers.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
        #expect(bars.map { $0.position!.value(at: 0) } == [CGPoint(x: 50, y: 180), CGPoint(x: 150, y: 180), CGPoint(x: 250, y: 180)])
        #expect(bars.map { $0.size!.value(at: 0).height } == [20, 40, 60])
        #expect(bars.map(\.name) == ["bar0", "bar1", "bar2"])
        let labels = layers.enumerated().filter { $0.offset % 2 == 1 }.compactMap { entry -> String? in
            if case .text(let t) = entry.element.content { return t.string }
            return nil
        }
        #expect(labels == ["1/3", "2/3", "3/3"])
        // The repeat is a sequence: its stagger starts item k's layers (a bar and its label) k × 0.1 s late.
        #expect(try items(try document(Self.chart)).map { $0.clockShift.seconds } == [0, 0.1, 0.2])
        #expect(layers.map { $0.clockShift.seconds } == [0, 0, 0, 0, 0, 0])
    }

    @Test func aListGivenWithParam() throws {
        let plain = try children(try document(Self.chart, [("values", "5, 15")]))
        #expect(plain.count == 4)
        #expect(plain[2].size!.value(at: 0).height == 30)
        let json = try children(try document(Self.chart, [("values", "[1, 2, 3, 4]")]))
        #expect(json.count == 8)
        #expect(try document(Self.chart, [("values", "[7]")]).parameters["values"] == "[7]")
    }

    @Test func objectsAndExpressions() throws {
        let doc = try document("""
            { params: { data: { type: "array", default: [{ label: "a", value: 4 }, { label: "b", value: 8 }] } }, layers: [
              { type: "repeat", items: "$data", layers: [
                { type: "text", text: "${item.label}", opacity: "$(item.value / max(data.value))",
                  position: ["$(round(sum(data.value) / count) + index)", "$(-(3 % 2) * 10)"] } ] } ] }
            """)
        let layers = try children(doc)
        #expect(layers.map { $0.opacity.value(at: 0) } == [0.5, 1])
        #expect(layers.map { $0.position!.value(at: 0) } == [CGPoint(x: 6, y: -10), CGPoint(x: 7, y: -10)])
        if case .text(let t) = layers[1].content { #expect(t.string == "b") } else { Issue.record("not text") }
    }

    @Test func countAndNestedRepeats() throws {
        let doc = try document("""
            { layers: [{ type: "repeat", count: 2, layers: [
              { type: "repeat", count: 3, layers: [{ type: "circle", size: "$(index + 1)" }] } ] }] }
            """)
        let outer = try children(doc)
        #expect(outer.count == 2)
        guard case .group(let inner) = outer[1].content else { Issue.record("not a group"); return }
        let sizes = inner.flatMap { item -> [Double] in
            guard case .group(let circles) = item.content else { return [] }
            return circles.map { $0.size!.value(at: 0).width }
        }
        #expect(sizes == [1, 2, 3])
    }

    @Test func mistakesInATemplateAreReportedOnceAtTheTemplate() {
        let found = TimelineTestSupport.problems("""
            { params: { values: [1, 2, 3] }, layers: [{ type: "repeat", items: "$values", layers: [
              { type: "rect", size: "$(item.value)" } ] }] }
            """)
        #expect(found.count == 1, "\(found)")
        #expect(found.first?.message.contains("needs an object { value: … }, but this is a number") == true)
        #expect(found.first?.position == SourcePosition(line: 2, column: 25))
        let unknown = TimelineTestSupport.problems(#"{ layers: [{ type: "repeat", count: 2, layers: [{ type: "circle", size: "$(indx * 2)" }] }] }"#)
        #expect(unknown.count == 1 && unknown.first?.fix == "did you mean \"$index\"?", "\(unknown)")
        let outside = TimelineTestSupport.problems(#"{ params: { v: [1] }, layers: [{ type: "repeat", items: "$v", layers: [{ type: "circle", size: "$(v[3])" }] }] }"#)
        #expect(outside.count == 1 && outside.first?.message == "index 3 is outside the list of 1", "\(outside)")
        let neither = TimelineTestSupport.problems(#"{ layers: [{ type: "repeat", layers: [] }] }"#)
        #expect(neither.count == 1 && neither.first?.message.contains("missing items") == true, "\(neither)")
        let zero = TimelineTestSupport.problems(#"{ layers: [{ type: "repeat", count: 1, layers: [{ type: "circle", size: "$(1 / (index))" }] }] }"#)
        #expect(zero.count == 1 && zero.first?.message == "division by zero", "\(zero)")
    }

    @Test func aListParameterMustBeAList() {
        let found = TimelineTestSupport.problems(#"{ params: { v: { type: "array", default: 3 } }, layers: [] }"#)
        #expect(found.count == 1 && found.first?.message.contains("expected a list") == true, "\(found)")
    }
}
