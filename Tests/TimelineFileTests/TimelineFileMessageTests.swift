import Testing
@testable import TimelineFile

/// The mistakes people make first each get one message that says what to
/// write instead.
@Suite struct TimelineFileMessageTests {
    /// The one problem of a one-layer file with `layer` as its layer.
    func problem(_ layer: String) throws -> TimelineFileDiagnostic {
        let found = TimelineTestSupport.problems("{ layers: [ \(layer) ] }")
        try #require(found.count == 1, "\(found)")
        return found[0]
    }

    @Test func strokeWithCSSKeys() throws {
        let p = try problem(#"{ type: "circle", size: 10, stroke: { color: "red", width: 2 } }"#)
        #expect(p.message.contains("paint and lineWidth"))
        #expect(p.fix?.contains("rename color and width to paint and lineWidth") == true)
    }

    @Test func quotedNumber() throws {
        let p = try problem(#"{ type: "circle", size: "100" }"#)
        #expect(p.fix == "write it without quotes: 100 (or [width, height])")
    }

    @Test func repeatForeverString() throws {
        let p = try problem(#"{ type: "rect", size: 1, rotation: { from: 0, to: 360, repeat: "forever" } }"#)
        #expect(p.fix?.contains("repeat: true") == true && p.fix?.contains("autoreverses: false") == true)
    }

    @Test func durationWithUnit() throws {
        #expect(try problem(#"{ type: "rect", size: 1, opacity: { from: 0, to: 1, duration: "2s" } }"#).fix
                == "drop the unit and the quotes: 2")
        #expect(try problem(#"{ type: "rect", size: 1, opacity: { from: 0, to: 1, duration: "250ms" } }"#).fix
                == "drop the unit and the quotes: 0.25 (seconds)")
    }

    @Test func unknownCurveShowsTheBezierForm() throws {
        let p = try problem(#"{ type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "easeOutQuint" } }"#)
        #expect(p.fix?.contains("[x1, y1, x2, y2]") == true)
        // easings.net's easeOutQuint, as the Bézier that draws it.
        #expect(p.fix?.contains("write curve: [0.22, 1, 0.36, 1]") == true)
        // A name no library uses still lists the curves there are.
        let q = try problem(#"{ type: "rect", size: 1, opacity: { from: 0, to: 1, curve: "wobbly" } }"#)
        #expect(q.fix?.contains("easeOutBack") == true && q.fix?.contains("steps(N)") == true)
    }

    @Test func timingOnTheTrim() throws {
        let p = try problem(#"{ type: "circle", size: 10, stroke: "red", trim: { from: 0, to: 1, duration: 2 } }"#)
        #expect(p.message.contains("trim has no duration"))
        #expect(p.fix?.contains("trim: { to: { from: 0, to: 1, duration: 2 } }") == true)
    }

    @Test func valuePlaceholderWithoutValue() throws {
        let p = try problem(#"{ type: "text", text: "{value}%" }"#)
        #expect(p.message.contains("no value") && p.fix?.contains("value:") == true)
    }
}

/// Fonts a file names are installed families (fontconfig), found by the
/// name fc-list shows; a missing one names the nearest installed families.
@Suite struct TimelineFileFontTests {
    func renderer(_ font: String) throws {
        let scene = TimelineFileScene(document: try TimelineTestSupport.document(
            #"{ size: [40, 20], layers: [ { type: "text", text: "你a", font: "\#(font)" } ] }"#))
        _ = try scene.makeRenderer(for: scene.defaultSettings)
    }

    @Test func anInstalledFamilyIsUsed() throws {
        try renderer("Droid Sans Fallback")
    }

    @Test func aMissingFamilyNamesTheNearest() throws {
        do {
            try renderer("Droid Sanz")
            Issue.record("expected an error")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.count == 1)
            let message = error.diagnostics.first?.description ?? ""
            #expect(message.contains("layers[0].font") && message.contains("\"Droid Sans Fallback\""), "\(message)")
            #expect(!message.contains("/usr/share/fonts"))
        }
    }
}
