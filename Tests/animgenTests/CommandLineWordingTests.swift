@testable import animgen
import Foundation
import Testing

/// Library messages name settings as the library spells them; the command
/// line prints its flags in their place, and leaves other code alone.
@Suite struct CommandLineWordingTests {
    @Test func settingsBecomeFlags() {
        #expect(CommandLineWording.rewrite("Record them first (`record: .missing`; ANIMGEN_RECORD=missing in tests).")
                == "Record them first (--record missing; ANIMGEN_RECORD=missing in tests).")
        #expect(CommandLineWording.rewrite("re-render it with `segment: 2/4`") == "re-render it with --chunk 2/4")
        #expect(CommandLineWording.rewrite("Lower `gifFrameRate` or raise `frameRate`.") == "Lower --gif-fps or raise --fps.")
        #expect(CommandLineWording.rewrite("again with `encoding: .reproducible`") == "again with --reproducible")
        #expect(CommandLineWording.rewrite("again with `encoding: .fast`") == "again with no --reproducible")
        #expect(CommandLineWording.rewrite("(leave out `frames`) or use `record: .all`") == "(leave out --frames) or use --record all")
        #expect(CommandLineWording.rewrite("card.json5:2:13: `parameters.assignments: size`: expected a number")
                == "card.json5:2:13: --param size: expected a number")
        #expect(CommandLineWording.rewrite("<timeline>: `parameters.file: p.json`: expected an object") == "<timeline>: --params p.json: expected an object")
        #expect(CommandLineWording.rewrite("<timeline>: `parameters.file`: the params file p.json is missing")
                == "<timeline>: --params: the params file p.json is missing")
    }

    @Test func otherCodeAndUnpairedBackticksStay() {
        #expect(CommandLineWording.rewrite("add `#Preview { MyView() }` to a file") == "add `#Preview { MyView() }` to a file")
        #expect(CommandLineWording.rewrite("an empty `` pair, then `record") == "an empty `` pair, then `record")
        #expect(CommandLineWording.rewrite("no backticks") == "no backticks")
    }

    /// End to end: a timeline parameter's problem reaches the terminal as the flag that gave the value.
    @Test func aWrongParameterNamesItsFlag() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.url.appendingPathComponent("card.json5")
        try Data(#"{ size: [40, 20], params: { width: 10 }, layers: [ { type: "rect", size: ["$width", 20] } ] }"#.utf8)
            .write(to: timeline)
        let run = try Tool.run(["check", timeline.path, "--param", "width=wide"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("--param width: expected a number"), "\(run.stderr)")
        #expect(!run.stderr.contains("`parameters"), "\(run.stderr)")
    }

    /// End to end: a library error about goldens reaches the terminal with the flag.
    @Test func verifyWithoutGoldensNamesTheFlag() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let run = try Tool.run(["verify", "fireworks", "--golden", folder.path + "/none", "--size", "64x36", "--seconds", "0.1"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--record missing") || run.stderr.contains("--record all"), "\(run.stderr)")
        #expect(!run.stderr.contains("`record"), "\(run.stderr)")
    }
}
