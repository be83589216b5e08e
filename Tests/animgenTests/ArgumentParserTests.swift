import AnimGen
import Media
import Spelling
import Testing
import TimelineFile
@testable import animgen

@Suite struct ArgumentParserTests {
    let spec = FireworksCommand.spec

    @Test func longOptionsTakeSeparateOrInlineValues() throws {
        let parsed = try ArgumentParser.parse(["--seconds", "5", "--fps=30", "-o", "a.mp4", "--quiet"], for: spec)
        #expect(parsed.value(.seconds) == "5")
        #expect(parsed.value(.fps) == "30")
        #expect(parsed.value(.output) == "a.mp4")
        #expect(parsed.has(.quiet))
        #expect(parsed.positionals.isEmpty)
    }

    @Test func shortOptionMayBeGluedToItsValue() throws {
        let parsed = try ArgumentParser.parse(["-oout/a.gif", "-q"], for: spec)
        #expect(parsed.value(.output) == "out/a.gif")
        #expect(parsed.has(.quiet))
    }

    @Test func negativeNumberIsAValueSoValidationCanExplainIt() throws {
        let parsed = try ArgumentParser.parse(["--seconds", "-1"], for: spec)
        #expect(parsed.value(.seconds) == "-1")
    }

    @Test func missingValueAtTheEnd() {
        let error = cliError { _ = try ArgumentParser.parse(["-o", "a.mp4", "--seconds"], for: spec) }
        #expect(error?.kind == .usage)
        #expect(error?.description.hasPrefix("animgen: error: --seconds needs a value (--seconds) — write --seconds S") == true)
    }

    @Test func missingValueBeforeAnotherOption() {
        let error = cliError { _ = try ArgumentParser.parse(["--fps", "--seconds", "5"], for: spec) }
        #expect(error?.what == "--fps needs a value")
    }

    @Test func unknownOptionSuggestsTheNearest() {
        let error = cliError { _ = try ArgumentParser.parse(["--secnds", "5"], for: spec) }
        #expect(error?.description
            == "animgen: error: unknown option --secnds (animgen fireworks) — did you mean --seconds? (see animgen fireworks --help)")
        let inline = cliError { _ = try ArgumentParser.parse(["--sede=5"], for: spec) }
        #expect(inline?.what == "unknown option --sede")
        #expect(inline?.fix?.hasPrefix("did you mean --seed?") == true)
    }

    @Test func unknownOptionFarFromAllGetsNoGuess() {
        let error = cliError { _ = try ArgumentParser.parse(["--bitrate", "5M"], for: spec) }
        #expect(error?.fix == "see animgen fireworks --help for the options")
    }

    @Test func flagRefusesAValue() {
        let error = cliError { _ = try ArgumentParser.parse(["--quiet=yes"], for: spec) }
        #expect(error?.what == "--quiet takes no value")
    }

    @Test func repeatedOptionIsRefused() {
        let error = cliError { _ = try ArgumentParser.parse(["--seed", "1", "--seed", "2"], for: spec) }
        #expect(error?.what == "--seed is given more than once")
    }

    @Test func doubleDashEndsOptions() throws {
        let command = CommandSpec(name: "check", summary: "", synopsis: "FILE",
                                  positionals: [PositionalSpec(name: "FILE", help: "timeline file")],
                                  options: [], run: { _ in })
        let parsed = try ArgumentParser.parse(["--", "--odd-name.json5"], for: command)
        #expect(parsed.positionals == ["--odd-name.json5"])
        let missing = cliError { _ = try ArgumentParser.parse([], for: command) }
        #expect(missing?.what == "missing FILE (timeline file)")
    }

    @Test func unexpectedPositional() {
        let error = cliError { _ = try ArgumentParser.parse(["-o", "a.mp4", "extra"], for: spec) }
        #expect(error?.what == "unexpected argument \"extra\"")
    }
}

@Suite struct EditDistanceTests {
    @Test func classicDistances() {
        // Textbook values: kitten→sitting needs 3 edits; a swap of neighbours is 1.
        #expect(NearestName.distance("kitten", "sitting") == 3)
        #expect(NearestName.distance("ab", "ba") == 1)
        #expect(NearestName.distance("", "abc") == 3)
        #expect(NearestName.distance("seed", "seed") == 0)
    }

    @Test func nearestPicksTyposOnly() {
        #expect(NearestName.nearest(to: "firewroks", among: ["fireworks", "render"]) == "fireworks")
        #expect(NearestName.nearest(to: "medum", among: X264Preset.allCases.map(\.rawValue)) == "medium")
        #expect(NearestName.nearest(to: "zzzzzzzz", among: ["fireworks", "render"]) == nil)
    }
}

@Suite struct OddArgumentsTests {
    /// Strange spellings must end in a usage error, never a trap.
    @Test(arguments: [
        ["-"], ["--"], ["---"], ["--="], ["-="], ["fireworks", "--", "extra"], ["fireworks", "---"], ["fireworks", "--="],
        ["fireworks", "-"], ["fireworks", "-="], ["fireworks", "-o"], ["fireworks", "--output="],
        ["fireworks", "-o", ""], ["fireworks", "--fps", "🎆", "-o", "a.mp4"], ["fireworks", "-o", "a.📼"],
        ["fireworks", "--size", String(repeating: "9", count: 5000) + "x1", "-o", "a.mp4"],
        ["fireworks", "--seconds", "1e308", "-o", "a.mp4"], ["fireworks", "--time", "-0", "-o", "a.mp4"],
        ["fireworks", "--frame", "-1", "-o", "a.png"], ["fireworks", "--frame", "99999999999999999999", "-o", "a.png"],
        ["fireworks", "--fps", "999999999/1", "-o", "a.mp4"], ["fireworks", "--fps", "1/999999999", "-o", "a.mp4"],
        ["fireworks", "--fps", "0.0000001", "-o", "a.mp4"], ["fireworks", "-o", "%", "--frame", "0"],
        ["fireworks", "-o", "%0d.png"], [String(repeating: "x", count: 10_000)],
    ])
    func endsInAUsageError(arguments: [String]) {
        let capture = CapturedConsole()
        let status = AnimgenCLI.run(arguments, console: capture.console(terminal: false), cancellation: CancellationFlag())
        #expect(status == .usage)
        #expect(capture.stderr.hasSuffix("\n") && capture.stderr.contains("animgen: error: "))
        #expect(capture.stdout.isEmpty)
    }
}
