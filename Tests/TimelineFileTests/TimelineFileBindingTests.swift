import Foundation
import Geometry
import Testing
@testable import TimelineFile

/// `follow`: a value taken from another layer at the same instant, scaled
/// and offset; each layer read on its own clock; cycles refused by name.
@Suite struct TimelineFileBindingTests {
    /// A bar growing from 0 to 80 pixels high in 1 s, inside a sequence
    /// starting at 1 s; a label outside the sequence follows it.
    let chart = """
        { size: [100, 100], fps: 10, duration: 3, layers: [
          { type: "sequence", start: 1, layers: [
            { type: "rect", name: "bar", anchor: "bottom", position: [50, 90],
              size: { from: [10, 0], to: [10, 80], duration: 1, curve: "linear" } } ] },
          { type: "text", name: "label", text: "{value}", value: { follow: "bar.size.height", scale: 0.5 },
            anchor: "bottom", position: [50, 90], offset: { follow: "bar.size", scale: [0, -1], offset: [0, -4] } },
          { type: "rect", name: "echo", size: 1, opacity: { follow: "label.value", scale: 0.01 } } ] }
        """

    @Test func aLabelRidesOnItsBarOnTheBarsClock() throws {
        let d = try TimelineTestSupport.document(chart)
        let label = d.layers[1], echo = d.layers[2]
        guard case .text(let text) = label.content, let value = text.value else { Issue.record("no value"); return }
        // At 1.5 s the bar is 0.5 s into its sequence: 40 pixels high.
        #expect(value.value(at: 1.5) == 20)
        #expect(label.offset.value(at: 1.5) == CGPoint(x: 0, y: -44))
        // Before the sequence starts the bar is at its first value, 0 high.
        #expect(value.value(at: 0.5) == 0)
        #expect(label.offset.value(at: 3) == CGPoint(x: 0, y: -84))
        // A binding can follow a bound value: 40 × 0.01.
        #expect(echo.opacity.value(at: 3) == 0.4)
    }

    func problems(_ layers: String) -> [TimelineFileDiagnostic] {
        TimelineTestSupport.problems("{ layers: [ \(layers) ] }")
    }

    @Test func aCycleIsNamed() throws {
        let found = problems("""
            { type: "rect", name: "a", size: 1, opacity: { follow: "b.opacity" } },
            { type: "rect", name: "b", size: 1, opacity: { follow: "c.opacity" } },
            { type: "rect", name: "c", size: 1, opacity: { follow: "a.opacity" } }
            """)
        #expect(!found.isEmpty)
        #expect(found.contains { $0.message.contains("a.opacity → b.opacity → c.opacity → a.opacity") }, "\(found)")
        let itself = problems(#"{ type: "rect", name: "a", size: 1, rotation: { follow: "a.rotation" } }"#)
        #expect(itself.contains { $0.message.contains("a.rotation → a.rotation") }, "\(itself)")
    }

    @Test func wrongTargetsAreExplained() throws {
        let unknown = problems(#"{ type: "rect", name: "bar", size: 1 }, { type: "rect", size: 1, opacity: { follow: "bra.opacity" } }"#)
        #expect(unknown.count == 1 && unknown[0].fix == "did you mean \"bar\"?")
        let kind = problems(#"{ type: "rect", name: "bar", size: 1 }, { type: "rect", size: 1, opacity: { follow: "bar.offset" } }"#)
        #expect(kind.count == 1 && kind[0].message.contains("not the kind of value"))
        let twice = problems(#"{ type: "rect", name: "bar", size: 1 }, { type: "rect", name: "bar", size: 1 }, { type: "rect", size: 1, opacity: { follow: "bar.opacity" } }"#)
        #expect(twice.count == 1 && twice[0].message.contains("2 layers are named \"bar\""))
        let property = problems(#"{ type: "rect", name: "bar", size: 1 }, { type: "rect", size: 1, opacity: { follow: "bar.colour" } }"#)
        #expect(property.count == 1 && property[0].fix?.contains("bar.size.height") == true)
    }
}
