import AnimGen
import TestSupport
import Testing
@testable import animgen

@Suite struct ChunkOptionsTests {
    func chunk(_ arguments: [String], environment: [String: String] = [:], frames: Int = 300,
               output: String = "/tmp/animgen-chunk.mp4") throws -> ChunkRequest? {
        let parsed = try ArgumentParser.parse(arguments + ["-o", output], for: FireworksCommand.spec)
        return try ChunkOptions.parse(parsed, frameCount: frames, output: try OutputTarget.parse(output),
                                      singleFrame: false, environment: environment)
    }

    @Test func chunkIsZeroBasedIndexOverCount() throws {
        let request = try fireworksRequest(["--chunk", "3/4", "-o", "/tmp/animgen-chunk.mp4"])
        #expect(request.chunk?.index == 3 && request.chunk?.count == 4)
        // 300 frames in 4: ⌊3·300/4⌋ = 225, rounded to the MP4's key-frame grid (60 frames at 60 fps): 240–299.
        #expect(request.frameIndices == 240..<300)
        #expect(request.writtenPath(forFrame: 240) == "/tmp/animgen-chunk.chunk-0003-of-0004.mp4")
    }

    @Test(arguments: ["4/4", "-1/4", "1/0", "1", "a/b", "1/4/5"])
    func badChunksAreUsageErrors(text: String) {
        let error = cliError { _ = try chunk(["--chunk", text]) }
        #expect(error?.kind == .usage)
        #expect(error?.location == "--chunk \(text)")
    }

    @Test func environmentGivesTheIndex() throws {
        let slurm = try chunk(["--chunk-from-env"], environment: ["SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_COUNT": "4"])
        #expect(slurm?.index == 2 && slurm?.count == 4)
        // --chunks wins over Slurm's count (an array re-submitted for one task has a count of 1).
        let resubmitted = try chunk(["--chunk-from-env", "--chunks", "4"], environment: ["SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_COUNT": "1"])
        #expect(resubmitted?.index == 3 && resubmitted?.count == 4)
        let kubernetes = try chunk(["--chunk-from-env", "--chunks", "10"], environment: ["JOB_COMPLETION_INDEX": "9"])
        #expect(kubernetes?.index == 9 && kubernetes?.count == 10)
        let batch = try chunk(["--chunk-from-env", "--chunks", "2"], environment: ["AWS_BATCH_JOB_ARRAY_INDEX": "0"])
        #expect(batch?.index == 0 && batch?.count == 2)
    }

    @Test func environmentProblemsAreNamed() {
        let none = cliError { _ = try chunk(["--chunk-from-env", "--chunks", "4"]) }
        #expect(none?.description.contains("SLURM_ARRAY_TASK_ID") == true)
        let noCount = cliError { _ = try chunk(["--chunk-from-env"], environment: ["JOB_COMPLETION_INDEX": "1"]) }
        #expect(noCount?.description.contains("--chunks N") == true)
        let past = cliError { _ = try chunk(["--chunk-from-env"], environment: ["SLURM_ARRAY_TASK_ID": "4", "SLURM_ARRAY_TASK_COUNT": "4"]) }
        #expect(past?.description.contains("--array=0-3") == true)
        let both = cliError { _ = try chunk(["--chunk-from-env", "--chunk", "0/2"], environment: ["JOB_COMPLETION_INDEX": "1"]) }
        #expect(both?.kind == .usage)
        let tooMany = cliError { _ = try chunk(["--chunk", "0/11"], frames: 10) }
        #expect(tooMany?.description.contains("at most 10 chunks") == true)
        let single = cliError { _ = try chunk(["--chunk", "0/2"], output: "/tmp/animgen-chunk.png") }
        #expect(single?.kind == .usage)
    }

    @Test func chunksOfOneRenderShareAnIDAndOtherSettingsDoNot() throws {
        let a = try fireworksRequest(["--chunk", "0/4", "-o", "/tmp/animgen-chunk.mp4"])
        let b = try fireworksRequest(["--chunk", "3/4", "--threads", "1", "-o", "/tmp/animgen-chunk.mp4"])
        let c = try fireworksRequest(["--chunk", "3/4", "--seed", "8", "-o", "/tmp/animgen-chunk.mp4"])
        let d = try fireworksRequest(["--chunk", "3/4", "--crf", "20", "-o", "/tmp/animgen-chunk.mp4"])
        let id = { (r: RenderRequest) in r.chunk!.renderID(for: r) }
        #expect(id(a) == id(b))
        #expect(id(a) != id(c))
        #expect(id(a) != id(d))
    }
}

@Suite struct ChunkedRenderTests {
    @Test func chunksOfTheToolJoinIntoTheFramesOfOneRender() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-chunks-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let render = ["fireworks", "--seconds", "0.5", "--size", "160x90", "-q"]
        for index in [2, 0, 1] {
            let run = try Tool.run(render + ["--chunk", "\(index)/3", "-o", "fx.mp4"], in: folder)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let missing = try Tool.run(["concat", "-o", "fx.mp4", "fx.chunk-0000-of-0003.mp4", "fx.chunk-0002-of-0003.mp4"], in: folder)
        #expect(missing.status == 1 && missing.stderr.lowercased().contains("chunk 1/3 is missing"))
        let joined = try Tool.run(["concat", "-o", "fx.mp4"], in: folder)
        #expect(joined.status == 0, "\(joined.stderr)")
        let single = try Tool.run(render + ["-o", "single.mp4"], in: folder)
        #expect(single.status == 0)
        let (stream, format) = try MediaProbe.probe(folder.appendingPathComponent("fx.mp4").path)
        #expect(stream.text("nb_read_frames") == "30")
        #expect(format.text("duration") == "0.500000")
        #expect(try MediaProbe.frameHashes(folder.appendingPathComponent("single.mp4").path).count == 30)
        // 3 chunks of half a second are off the 1 s grid: each starts a second of its own.
        #expect(FileManager.default.contents(atPath: folder.path + "/fx.mp4") != FileManager.default.contents(atPath: folder.path + "/single.mp4"))
    }

    /// On the key-frame grid the joined MP4 is the single-process MP4, byte for byte.
    @Test func chunksOnTheGridJoinIntoTheSingleProcessBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let render = ["fireworks", "--seconds", "3", "--fps", "20", "--size", "96x54", "-q", "--reproducible"]
        for index in [1, 2, 0] {
            let run = try Tool.run(render + ["--chunk", "\(index)/3", "-o", "fx.mp4"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let joined = try Tool.run(["concat", "-o", "fx.mp4"], in: folder.url)
        #expect(joined.status == 0, "\(joined.stderr)")
        let single = try Tool.run(render + ["--threads", "1", "-o", "single.mp4"], in: folder.url)
        #expect(single.status == 0, "\(single.stderr)")
        let a = FileManager.default.contents(atPath: folder.path + "/fx.mp4")
        #expect(a != nil && a == FileManager.default.contents(atPath: folder.path + "/single.mp4"))
        #expect(try MediaProbe.probe(folder.path + "/fx.mp4").stream.text("nb_read_frames") == "60")
    }

    /// A timeline file's `reproducible: true` is `--reproducible`: its chunks
    /// say so in their tags (and join); without the key they are fast.
    @Test func aTimelineFileCanAskForReproducibleBytes() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let body = "size: [32, 32], fps: 10, duration: 2, background: \"#102030\", layers: [{ type: \"circle\", size: 10, fill: \"white\" }]"
        try "{ reproducible: true, \(body) }".write(toFile: folder.path + "/dot.json5", atomically: true, encoding: .utf8)
        try "{ \(body) }".write(toFile: folder.path + "/plain.json5", atomically: true, encoding: .utf8)
        for index in 0..<2 {
            let run = try Tool.run(["render", "dot.json5", "--chunk", "\(index)/2", "-q", "-o", "dot.mp4"], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try readSegmentTag(atPath: folder.path + "/dot.chunk-000\(index)-of-0002.mp4").encoding == .reproducible)
        }
        let joined = try Tool.run(["concat", "-o", "dot.mp4"], in: folder.url)
        #expect(joined.status == 0, "\(joined.stderr)")
        let plain = try Tool.run(["render", "plain.json5", "--chunk", "1/2", "-q", "-o", "plain.mp4"], in: folder.url)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try readSegmentTag(atPath: folder.path + "/plain.chunk-0001-of-0002.mp4").encoding == .fast)
    }

    /// The final encode of a GIF or WebP keeps the options the chunks were
    /// rendered with: the joined file has the bytes of one process's.
    @Test(arguments: [
        ("fx.gif", ["--loop", "3", "--gif-fps", "20", "--background", "#336699"]),
        ("fx.webp", ["--loop", "2", "--webp-quality", "40", "--background", "white"]),
    ])
    func concatEncodesWithTheChunksOptions(output: String, options: [String]) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let render = ["fireworks", "--fps", "30", "--seconds", "0.4", "--size", "64x36", "-q"] + options
        for index in [1, 0] {
            let run = try Tool.run(render + ["--chunk", "\(index)/2", "-o", output], in: folder.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let joined = try Tool.run(["concat", "-o", output], in: folder.url)
        #expect(joined.status == 0, "\(joined.stderr)")
        let single = try Tool.run(render + ["-o", "single-" + output], in: folder.url)
        #expect(single.status == 0, "\(single.stderr)")
        let a = FileManager.default.contents(atPath: folder.path + "/" + output)
        let b = FileManager.default.contents(atPath: folder.path + "/single-" + output)
        #expect(a != nil && a == b)
        // Read by FFmpeg too: the GIF's 20 fps, 5 cs a frame (the default would be 3-4 cs at 30 fps).
        if output.hasSuffix(".gif") {
            let durations = try MediaProbe.frameDurations(folder.path + "/" + output)
            #expect(!durations.isEmpty && durations.allSatisfy { $0 == 5 }, "\(durations)")
        }
    }
}
