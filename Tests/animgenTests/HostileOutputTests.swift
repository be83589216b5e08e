import Foundation
import Testing
@testable import animgen
import TestSupport

/// Issue 35 through the real binary: outputs never replace inputs,
/// `verify --record` removes only what its manifest listed, every
/// terminating signal and a full disk leave nothing behind, tampered
/// reports and huge numbers are refused, and the distributed verify works.
@Suite struct HostileOutputTests {
    /// A 32x32 timeline drawing `image` (a file beside it) for one second.
    static func writeTimeline(in folder: TemporaryFolder, image: String? = nil) throws -> String {
        let layers = image.map { #"{ type: "image", file: "\#($0)", size: [32, 32] }"# } ?? #"{ type: "rect", size: [10, 10], fill: "red" }"#
        let path = folder.path + "/t.json5"
        try Data("{ size: [32, 32], duration: 1, fps: 10, layers: [ \(layers) ] }".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    /// Hidden leftovers (`.x.partial-…`) anywhere under `folder`.
    static func leftovers(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.contains(".partial-") }
    }

    // MARK: Fault 1: outputs that are inputs

    @Test func renderRefusesEveryOutputThatIsOneOfItsInputs() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let made = try Tool.run(["render", try Self.writeTimeline(in: folder), "--frame", "0", "-o", folder.path + "/img.png"])
        #expect(made.status == 0, "\(made.stderr)")
        let timeline = try Self.writeTimeline(in: folder, image: "img.png")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/link.png", withDestinationPath: "t.json5")
        try FileManager.default.copyItem(atPath: folder.path + "/img.png", toPath: folder.path + "/0000.png")
        let sequenceTimeline = folder.path + "/seq.json5"
        try Data(#"{ size: [32, 32], duration: 1, fps: 10, layers: [ { type: "image", file: "0000.png", size: [32, 32] } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: sequenceTimeline))
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { ($0, Self.bytes(folder.path + "/" + $0)) }
        let cases: [(arguments: [String], names: String)] = [
            (["render", timeline, "--frame", "0", "-o", folder.path + "/img.png"], "a file the timeline reads, \(folder.path)/img.png"),
            (["render", timeline, "--frame", "0", "-o", folder.path + "/./sub/../img.png"], "img.png"),
            (["render", timeline, "--frame", "0", "-o", folder.path + "/link.png"], "the input \(timeline)"),
            (["render", sequenceTimeline, "--frames", "0-2", "-o", folder.path + "/%04d.png"], "0000.png"),
            (["render", timeline, "--frame", "0", "-o", timeline + "/x.png"], timeline),
            (["sheet", timeline, "-o", folder.path + "/img.png"], "img.png"),
        ]
        for (arguments, names) in cases {
            let run = try Tool.run(arguments)
            #expect(run.status == 2 || run.status == 1, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(names), "\(arguments): \(run.stderr)")
        }
        let after = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { ($0, Self.bytes(folder.path + "/" + $0)) }
        #expect(after.map(\.0) == before.map(\.0))
        #expect(after.map(\.1) == before.map(\.1), "an input changed")
    }

    @Test func concatRefusesAnOutputNamingOneOfItsChunks() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = try Self.writeTimeline(in: folder)
        for index in 0..<2 {
            let run = try Tool.run(["render", timeline, "--chunk", "\(index)/2", "-o", folder.path + "/v.webm"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let chunk = folder.path + "/v.chunk-0000-of-0002.webm"
        let original = Self.bytes(chunk)
        let run = try Tool.run(["concat", chunk, folder.path + "/v.chunk-0001-of-0002.webm", "-o", chunk])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("the output is the chunk"), "\(run.stderr)")
        #expect(Self.bytes(chunk) == original)
    }

    // MARK: Fault 2: verify --record owns what its manifest lists

    @Test func recordingRemovesOnlyGoldensItsManifestListed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = try Self.writeTimeline(in: folder)
        let golden = folder.path + "/g"
        try FileManager.default.createDirectory(atPath: golden + "/frame-00003.png", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: golden + "/frame-00003.png/inner"))
        for name in ["frame-00002.png", "frame-00004.png", "frame-00005.diff.png"] {
            try Data("user's \(name)".utf8).write(to: URL(fileURLWithPath: golden + "/" + name))
        }
        var run = try Tool.run(["verify", timeline, "--golden", golden, "--record", "--frames", "0,1"])
        #expect(run.status == 0, "\(run.stderr)")
        run = try Tool.run(["verify", timeline, "--golden", golden, "--record", "--frames", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: golden))
        // Frame 0 was ours (the first manifest listed it): gone. The user's files stay.
        #expect(names == ["manifest.json", "frame-00001.png", "frame-00002.png", "frame-00003.png", "frame-00004.png", "frame-00005.diff.png"])
        #expect(Self.bytes(golden + "/frame-00002.png") == Data("user's frame-00002.png".utf8))
        #expect(Self.bytes(golden + "/frame-00003.png/inner") == Data("keep".utf8))
    }

    // MARK: Fault 4: signals and full disks

    @Test(arguments: [SIGHUP, SIGTERM, SIGPIPE, SIGINT])
    func everyTerminatingSignalRemovesWhatTheRunCreated(signal: Int32) throws {
        let folder = try TemporaryFolder()
        let logs = try TemporaryFolder()
        defer { folder.cleanUp(); logs.cleanUp() }
        let output = folder.path + "/new/deeper/fx.mp4"
        let pid = try InterruptTests.spawn(["fireworks", "--seconds", "600", "--size", "320x180", "-o", output],
                                           stdout: logs.path + "/out", stderr: logs.path + "/err")
        var exited = false, status: Int32 = 0
        defer { if !exited { kill(pid, SIGKILL); waitpid(pid, &status, 0) } }
        func poll() -> Bool {
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true }
            return exited
        }
        var deadline = Date().addingTimeInterval(60)
        while Date() < deadline, !poll(), Self.leftovers(folder.path).isEmpty { usleep(20_000) }
        #expect(!Self.leftovers(folder.path).isEmpty, "no temporary file appeared")
        kill(pid, signal)
        deadline = Date().addingTimeInterval(30)
        while Date() < deadline, !poll() { usleep(10_000) }
        #expect(exited, "animgen did not stop within 30 s of signal \(signal)")
        guard exited else { return }
        #expect(status & 0x7f == 0, "killed by signal \(status & 0x7f)")
        #expect((status >> 8) & 0xff == 130)
        // The temporary file and the folders made for it are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// Fault 12: a frame that takes tens of seconds (two fireworks layers
    /// at high settings, 60 s of preroll, frame 290) checks no flag for
    /// long stretches; the grace watchdog still ends the run within a second
    /// of one SIGINT, with status 130 and nothing left behind.
    @Test func oneSignalEndsALongPhaseWithinASecond() throws {
        let folder = try TemporaryFolder()
        let logs = try TemporaryFolder()
        defer { folder.cleanUp(); logs.cleanUp() }
        let timeline = folder.path + "/heavy.json5"
        let layer = #"{ type: "fireworks", launchesPerSecond: 50, density: 10, preroll: 60 }"#
        try Data("{ size: [640, 360], duration: 10, fps: 30, layers: [ \(layer), \(layer) ] }".utf8).write(to: URL(fileURLWithPath: timeline))
        let pid = try InterruptTests.spawn(["render", timeline, "--frame", "290", "-o", folder.path + "/new/h.png"],
                                           stdout: logs.path + "/out", stderr: logs.path + "/err")
        var exited = false, status: Int32 = 0
        defer { if !exited { kill(pid, SIGKILL); waitpid(pid, &status, 0) } }
        func poll() -> Bool {
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true }
            return exited
        }
        var deadline = Date().addingTimeInterval(2)
        while Date() < deadline, !poll() { usleep(20_000) }
        #expect(!exited, "the heavy frame finished within 2 s: the test proves nothing")
        kill(pid, SIGINT)
        let signalled = Date()
        deadline = signalled.addingTimeInterval(10)
        while Date() < deadline, !poll() { usleep(10_000) }
        #expect(exited)
        #expect(Date().timeIntervalSince(signalled) < 1.5, "took \(Date().timeIntervalSince(signalled)) s")
        #expect(status & 0x7f == 0 && (status >> 8) & 0xff == 130)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["heavy.json5"])
    }

    /// Fault 9: fireworks layers are in the budget (launches a second ×
    /// density, summed): three layers at the maxima are refused at once.
    @Test func fireworksLayersAreInTheBudget() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.path + "/many.json5"
        let layer = #"{ type: "fireworks", launchesPerSecond: 50, density: 20 }"#
        try Data("{ size: [640, 360], duration: 1, layers: [ \(layer), \(layer), \(layer) ] }".utf8).write(to: URL(fileURLWithPath: timeline))
        let started = Date()
        let run = try Tool.run(["check", timeline])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("layers[2]: the fireworks layers up to this one: about 3000 launches a second × density, over the fireworks budget of 2000"), "\(run.stderr)")
        #expect(Date().timeIntervalSince(started) < 10)
    }

    /// A write limit (`ulimit -f`, SIGXFSZ ignored) fails writes with EFBIG
    /// as a full disk fails them with ENOSPC: the run fails cleanly and
    /// leaves no staging folder or temporary behind.
    @Test(arguments: ["sequence", "golden", "video"])
    func aFullDiskLeavesNothingBehind(kind: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = folder.path + "/t.json5"
        // Noise-like gradients: frames that compress badly, over the limit.
        try Data(#"{ size: [256, 256], duration: 1, fps: 10, layers: [ { type: "rect", size: [256, 256], fill: { type: "angular", stops: ["red", "blue", "green", "yellow", "red"] } } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: timeline))
        let arguments: [String]
        switch kind {
        case "sequence": arguments = ["render", timeline, "-o", folder.path + "/seq/%04d.png"]
        case "golden": arguments = ["verify", timeline, "--golden", folder.path + "/g", "--record", "--frames", "0-3"]
        default: arguments = ["render", timeline, "-o", folder.path + "/out/v.mp4"]
        }
        let quoted = ([Tool.executable.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        let result = try runProcess(URL(fileURLWithPath: "/usr/bin/timeout"),
                                    ["60", "/bin/sh", "-c", "trap '' XFSZ; ulimit -f 1; exec \(quoted)"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("File too large"), "\(result.stderr)")
        #expect(Self.leftovers(folder.path).isEmpty, "\(Self.leftovers(folder.path))")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(names == ["t.json5"] || (kind == "golden" && names == ["t.json5", "g"]), "\(names)")
        if kind == "golden" { #expect((try? FileManager.default.contentsOfDirectory(atPath: folder.path + "/g")) ?? [] == []) }
    }

    // MARK: Faults 5 and 6: numbers nobody checked, the distributed verify

    @Test func theDocumentedDistributedVerifyWorksEndToEnd() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = try Self.writeTimeline(in: folder)
        let golden = folder.path + "/g", report = folder.path + "/r.tsv"
        var run = try Tool.run(["verify", timeline, "--golden", golden, "--record", "--frames", "0-5"])
        #expect(run.status == 0, "\(run.stderr)")
        for index in 0..<3 {
            run = try Tool.run(["verify", timeline, "--golden", golden, "--frames", "0-5", "--chunk", "\(index)/3", "--report", report])
            #expect(run.status == 0, "\(run.stderr)")
        }
        run = try Tool.run(["verify", timeline, "--golden", golden, "--frames", "0-5", "--merge", report, "--chunks", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("6 of 6 frames match the goldens (3 chunk reports)"), "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 7)

        // A row with a cell too many is refused, naming file and line; no trap.
        let second = folder.path + "/r.chunk-0001-of-0003.tsv"
        var text = try String(contentsOfFile: second, encoding: .utf8)
        text = text.replacingOccurrences(of: "\tpass\n", with: "\textra\tpass\n")
        try Data(text.utf8).write(to: URL(fileURLWithPath: second))
        run = try Tool.run(["verify", timeline, "--golden", golden, "--frames", "0-5", "--merge", report, "--chunks", "3"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("r.chunk-0001-of-0003.tsv:2"), "\(run.stderr)")

        // Tampered tags: count −1, a total of Int.max, a count of 10¹² with a grid.
        for tag in ["chunk=1/-1", "total=\(Int.max)", "chunk=1/1000000000000 grid=10"] {
            var lines = try String(contentsOfFile: second, encoding: .utf8).split(separator: "\n").map(String.init)
            lines[0] = lines[0].split(separator: " ").map { word in
                let key = tag.split(separator: "=")[0]
                return word.hasPrefix(key + "=") ? tag : String(word)
            }.joined(separator: " ")
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: second))
            run = try Tool.run(["verify", timeline, "--golden", golden, "--frames", "0-5", "--merge", report, "--chunks", "3"])
            #expect(run.status == 1, "\(tag): \(run.stderr)")
            #expect(run.stderr.contains("not a verify chunk report"), "\(tag): \(run.stderr)")
        }
    }

    @Test func hugeCountsAndRangesAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = try Self.writeTimeline(in: folder)
        let cases: [([String], String)] = [
            (["concat", "-o", folder.path + "/x.mp4", "--chunks", "99999999999"], "more than the 100000"),
            (["concat", "-o", folder.path + "/x.mp4", "--chunks", "10000000"], "more than the 100000"),
            (["sheet", timeline, "--frames", "0-99999999999999", "-o", folder.path + "/s.png"], "is past the last frame, 9"),
            (["verify", timeline, "--golden", folder.path + "/g", "--frames", "0-99999999", "--record"], "is past the last frame, 9"),
        ]
        for (arguments, message) in cases {
            let started = Date()
            let run = try Tool.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
            #expect(Date().timeIntervalSince(started) < 20)
        }
    }

    // MARK: Faults 8 and 13: capped reads, cut messages, bench

    @Test func aHugeParamsFileOrManifestIsRefusedWithoutReadingIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let timeline = try Self.writeTimeline(in: folder)
        // Sparse: 2 GiB long, nothing on disk.
        for path in [folder.path + "/p.json", folder.path + "/g/manifest.json"] {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, 2 << 30) == 0)
        }
        var run = try Tool.run(["render", timeline, "--params", folder.path + "/p.json", "--frame", "0", "-o", folder.path + "/a.png"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("is 2147483648 bytes; the limit is"), "\(run.stderr)")
        run = try Tool.run(["verify", timeline, "--golden", folder.path + "/g", "--frames", "0"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("is 2147483648 bytes; the limit is"), "\(run.stderr)")
        // A manifest that is a FIFO or a folder says so.
        try FileManager.default.removeItem(atPath: folder.path + "/g/manifest.json")
        #expect(mkfifo(folder.path + "/g/manifest.json", 0o600) == 0)
        run = try Tool.run(["verify", timeline, "--golden", folder.path + "/g", "--frames", "0"])
        #expect(run.stderr.contains("is a named pipe (FIFO), not a file"), "\(run.stderr)")
    }

    @Test func longValuesAreCutInMessages() {
        let long = String(repeating: "k", count: 1_000_000)
        let shown = TerminalText.escaped("unknown key \(long) here\nnext line\n")
        #expect(shown.count < TerminalText.maximumLineLength + 100)
        #expect(shown.hasPrefix("unknown key kkk"))
        #expect(shown.hasSuffix("kk here\nnext line\n"))
        // The first line is "unknown key " + the key + " here\n": 1,000,018 characters.
        #expect(shown.contains("(\(1_000_018 - TerminalText.maximumLineLength) characters cut)"))
    }

    @Test func benchWordsItsErrorsLikeEveryCommand() throws {
        var run = try Tool.run(["bench", "--repeat", "x"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("animgen: error: --repeat needs a positive integer"))
        run = try Tool.run(["bench", "--scene", "particles", "--repeat", "1", "--out", "/dev/full"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("Error Domain"), "\(run.stderr)")
        #expect(run.stderr.contains("(--out /dev/full)"), "\(run.stderr)")
    }
}
