import Foundation
import Frames
import Testing
@testable import TimelineFile

/// Broken files: each mistake gives a message with the position, the key
/// path and what to write instead, and nothing crashes.
@Suite struct TimelineFileErrorTests {
    typealias S = TimelineTestSupport

    func only(_ text: String) -> TimelineFileDiagnostic? {
        let problems = S.problems(text)
        #expect(problems.count == 1, "expected one problem, got \(problems.map(\.description))")
        return problems.first
    }

    @Test func syntaxErrorNamesLineColumnAndWhatWasExpected() throws {
        let d = only("{\n  size: [10, 10]\n  layers: []\n}")
        #expect(d?.position == SourcePosition(line: 3, column: 3))
        #expect(d?.message.contains("expected , or }") == true)
        #expect(d?.description.hasPrefix("test.json5:3:3: syntax error") == true)
    }

    /// `reproducible` is a render setting: true or false, false when absent.
    @Test func reproducibleIsABooleanRenderSetting() throws {
        #expect(try S.document("{ reproducible: true, layers: [] }").reproducible)
        #expect(try !S.document("{ layers: [] }").reproducible)
        let d = only("{ reproducible: \"yes\", layers: [] }")
        #expect(d?.path == "reproducible")
        #expect(d?.message.contains("expected true or false") == true)
    }

    @Test func unknownKeySuggestsTheClosestValidKey() {
        let d = only(#"{ layers: [ { type: "circle", size: 10, positon: [1, 2] } ] }"#)
        #expect(d?.path == "layers[0].positon")
        #expect(d?.fix == #"did you mean "position"?"#)
        #expect(d?.position == SourcePosition(line: 1, column: 41))
    }

    @Test func unknownKeyIsComparedWithTheKeysOfThatLayerType() {
        // cornerRadius exists on roundedRect, not on circle: no suggestion
        // of a key the circle cannot have.
        let d = only(#"{ layers: [ { type: "roundedRect", size: 10, cornerRadus: 4 } ] }"#)
        #expect(d?.fix == #"did you mean "cornerRadius"?"#)
        let e = only(#"{ layers: [ { type: "circel", size: 10 } ] }"#)
        #expect(e?.message == #"unknown layer type "circel""#)
        #expect(e?.fix == #"did you mean "circle"?"#)
    }

    @Test func wrongTypeGivesKeyPathAndPosition() {
        let d = only(#"{ layers: [ { type: "rect", size: 10, opacity: "half" } ] }"#)
        #expect(d?.path == "layers[0].opacity")
        #expect(d?.message == "expected a number but found a string")
        #expect(d?.position == SourcePosition(line: 1, column: 48))
    }

    @Test func outOfRangeGivesTheAllowedRange() {
        let text = """
            {
              layers: [
                { type: "circle", size: 10 },
                { type: "circle", size: 10 },
                { type: "rect", size: 10,
                  stroke: { paint: "red", lineWidth: -2 } },
              ],
            }
            """
        let d = only(text)
        #expect(d?.path == "layers[2].stroke.lineWidth")
        #expect(d?.position == SourcePosition(line: 6, column: 42))
        #expect(d?.message == "-2 is out of range")
        #expect(d?.fix == "use a value from 0 to 10000")
    }

    @Test func nonFiniteNumbersAreRejectedWhereNumbersMustBeFinite() {
        let d = only("{ duration: Infinity, layers: [] }")
        #expect(d?.path == "duration")
        #expect(d?.message == "expected a finite number but found Infinity")
        let e = only(#"{ layers: [{ type: "rect", opacity: NaN }] }"#)
        #expect(e?.message == "expected a finite number but found NaN")
    }

    @Test func missingImageNamesThePathTried() {
        let dir = FileManager.default.temporaryDirectory.path
        let problems: [TimelineFileDiagnostic]
        do {
            _ = try TimelineDocument.parse(Array(#"{ layers: [{ type: "image", file: "nope/missing.png" }] }"#.utf8),
                                           file: "t.json5", baseDirectory: dir)
            problems = []
        } catch let error as TimelineFileError { problems = error.diagnostics } catch { problems = [] }
        #expect(problems.count == 1)
        #expect(problems.first?.path == "layers[0].file")
        let tried = URL(fileURLWithPath: dir).appendingPathComponent("nope/missing.png").standardizedFileURL.path
        #expect(problems.first?.message == "image file not found (tried \(tried))")
    }

    @Test func missingFontFileNamesThePathTried() {
        let d = only(#"{ layers: [{ type: "text", text: "Hi", font: "/no/such/font.ttf" }] }"#)
        #expect(d?.path == "layers[0].font")
        #expect(d?.message == "font file not found (tried /no/such/font.ttf)")
    }

    @Test func unknownFontFamilyFailsBeforeTheFirstFrameNamingTheLayer() throws {
        let doc = try S.document(#"{ layers: [{ type: "text", text: "Hi", font: "No Such Family Anywhere" }] }"#)
        let scene = TimelineFileScene(document: doc)
        do {
            _ = try scene.makeRenderer(for: scene.defaultSettings)
            Issue.record("an unknown font family must fail")
        } catch let error as TimelineFileError {
            #expect(error.diagnostics.first?.path == "layers[0].font")
            #expect(error.diagnostics.first?.position == SourcePosition(line: 1, column: 12))
            // Installed families are named (fontconfig), not guessed file paths.
            #expect(error.description.contains("the nearest installed families"))
            #expect(!error.description.contains("/usr/share/fonts"))
        }
    }

    @Test func emptyAndBlankFilesSayTheyAreEmpty() {
        for text in ["", "   \n\t ", "// only a comment\n/* and another */"] {
            let d = only(text)
            #expect(d?.message == "syntax error: the file is empty")
        }
    }

    @Test func hugeInputIsRefusedBeforeParsing() {
        let bytes = [UInt8](repeating: 0x20, count: TimelineDocument.maximumFileBytes + 1)
        let problems = S.problems(bytes: bytes)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("limit") == true)
    }

    @Test func tooManyLayersAreRefusedWithTheLimit() {
        let layer = #"{ type: "rect", size: 1 },"#
        let text = "{ layers: [" + String(repeating: layer, count: TimelineDocument.maximumLayers + 5) + "] }"
        let problems = S.problems(text)
        #expect(problems.count == 1)
        #expect(problems.first?.message == "more than \(TimelineDocument.maximumLayers) layers")
    }

    @Test func deepNestingStopsAtTheLimitWithoutCrashing() {
        for open in ["[", "{a:", "{ layers: [{ type: \"group\", layers: ["] {
            let text = String(repeating: open, count: 100_000)
            let problems = S.problems(text)
            #expect(problems.count == 1)
            #expect(problems.first?.message.contains("nested more than \(JSON5Parser.maximumDepth) levels") == true)
        }
    }

    @Test func binaryGarbageIsReportedAsNotText() {
        // A fixed pseudo-random byte string (a linear congruential sequence), with a NUL inside.
        var x: UInt32 = 12345
        let garbage: [UInt8] = (0..<4096).map { _ in x = x &* 1_103_515_245 &+ 12345; return UInt8(truncatingIfNeeded: x >> 16) }
        let problems = S.problems(bytes: garbage)
        #expect(problems.count == 1)
        #expect(problems.first?.message.contains("not text") == true || problems.first?.message.contains("not valid UTF-8") == true)
        let invalidUTF8 = S.problems(bytes: Array("{ layers: [] }".utf8) + [0xFF, 0xFE])
        #expect(invalidUTF8.first?.message.contains("not valid UTF-8") == true)
        #expect(invalidUTF8.first?.position == SourcePosition(line: 1, column: 15))
    }

    @Test func everyProblemIsListedInFileOrder() {
        let text = """
            {
              fps: 0,
              layers: [
                { type: "circle", fill: "bleu" },
                { type: "rect", strokeBorder: { paint: "red", lineCap: "rond" } },
                { type: "star", points: 1 },
              ],
            }
            """
        let problems = S.problems(text)
        #expect(problems.map(\.path) == ["fps", "layers[0].fill", "layers[1].strokeBorder.lineCap", "layers[2].points"])
        #expect(problems[1].fix?.hasPrefix(#"did you mean "blue"?"#) == true)
        #expect(problems[2].fix == #"did you mean "round"?"#)
    }

    @Test func json5ConveniencesAreAccepted() throws {
        let doc = try S.document("""
            // comments, unquoted and quoted keys, single quotes, hex, trailing commas
            {
              'size': [0x40, 32,],
              "fps": +30,
              duration: .5,
              seed: 0xFF,
              layers: [ { type: 'rect', size: [1e1, 10], fill: '#FFF', /* inline */ }, ],
            }
            """)
        #expect(doc.width == 64 && doc.height == 32)
        #expect(doc.seed == 255)
        #expect(doc.duration == 0.5)
        #expect(doc.frameCount == 15)
    }

    @Test func syntaxErrorsOfEveryKindHavePositions() {
        let cases: [(String, Int, Int, String)] = [
            ("{ a: 'open", 1, 6, "never closed"),
            ("{ /* open", 1, 3, "never closed"),
            ("{ a: 1 } }", 1, 10, "after the end"),
            ("{ a: 1, a: 2 }", 1, 9, "appears twice"),
            ("{ a: tru }", 1, 6, "the word \"tru\""),
            ("{ a: 12px }", 1, 6, "followed by \"px\""),
            ("[1 2]", 1, 4, "expected , or ]"),
            ("{ a: '\\x4' }", 1, 7, "hexadecimal digits"),
        ]
        for (text, line, column, fragment) in cases {
            let problems = S.problems(text)
            #expect(problems.count == 1, "\(text)")
            #expect(problems.first?.position == SourcePosition(line: line, column: column), "\(text): \(problems)")
            #expect(problems.first?.message.contains(fragment) == true, "\(text): \(problems)")
        }
    }

    /// Truncations and byte flips of every example file either load or fail
    /// with diagnostics; none traps.
    @Test func mangledExamplesNeverCrash() throws {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 { x ^= x << 13; x ^= x >> 7; x ^= x << 17; return x }
        for file in S.exampleFiles {
            let bytes = Array(try Data(contentsOf: file))
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                _ = S.problems(bytes: Array(bytes[..<cut]))
            }
            for _ in 0..<60 {
                var mangled = bytes
                for _ in 0..<3 {
                    let i = Int(next() % UInt64(mangled.count))
                    mangled[i] = UInt8(truncatingIfNeeded: next() % 128)
                }
                _ = S.problems(bytes: mangled)
            }
        }
    }
}
