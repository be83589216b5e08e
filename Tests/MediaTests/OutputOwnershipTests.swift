import Foundation
import ImageFiles
@testable import Media
import Raster
import Testing
import TestSupport
import Timeline

/// Issue 16 Deliver 1 and issue 22 items 6 and 8: the media layer names its
/// temporary files exactly, removes only its own, and sweeps only
/// leftovers that are old and whose process is gone.
@Suite struct OutputOwnershipTests {
    /// A temporary name adds "." + ".partial-" + a pid of up to 10 digits +
    /// "-" + a random serial of up to 9 digits = 30 bytes, so 255 − 30 = 225
    /// bytes is the longest output name the pre-flight check may accept.
    @Test func outputNamesTooLongForTheirTemporaryNameFailBeforeRendering() throws {
        let folder = NSTemporaryDirectory() + "animgen-long-names-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try OutputLocation.check(folder + "/" + String(repeating: "a", count: 221) + ".mp4")
        #expect(throws: MediaError.self) {
            try OutputLocation.check(folder + "/" + String(repeating: "a", count: 222) + ".mp4")
        }
        do {
            try OutputLocation.check(folder + "/" + String(repeating: "a", count: 240) + ".mp4")
            Issue.record("a 244-byte name passed the check")
        } catch let error as MediaError {
            #expect("\(error)".contains("at most 225 bytes"), "\(error)")
        }
    }

    @Test func temporaryNamesParseWholeNeverByPrefix() {
        let name = TemporaryName(parsing: ".victim.partial-3456-1.mp4")
        #expect(name?.processID == 3456)
        #expect(name?.serial == 1)
        #expect(name?.stem == "victim")
        #expect(name?.pathExtension == "mp4")
        #expect(TemporaryName(parsing: ".seq.partial-12-3")?.processID == 12)
        // A stem may itself contain the marker; the last one counts.
        #expect(TemporaryName(parsing: ".a.partial-1-2.partial-7-9.gif")?.processID == 7)
        for other in ["victim.partial-3456-1.mp4", ".victim.partial-3456.mp4", ".victim.partial-34x6-1.mp4",
                      ".victim.partial--1.mp4", ".v.partial-0345-1.mp4",
                      ".v.partial-3456-1-2.mp4", ".v.partial-3456-1.mp4.", ".v.partial-+3-1.mp4"] {
            #expect(TemporaryName(parsing: other) == nil, "\(other)")
        }
    }

    @Test func cancellingRemovesOnlyItsOwnTemporaryFile() throws {
        let dir = scratchFolder()
        // What a process whose pid starts with ours would have in progress,
        // and a name with our pid that this process never made.
        let others = [".a.partial-\(getpid())6-1.mp4", ".a.partial-\(getpid())-999999.mp4", ".a.partial-\(getpid()).mp4"]
        for name in others { try Data([1]).write(to: dir.appendingPathComponent(name)) }
        let enc = try makeEncoder(for: dir.appendingPathComponent("a.mp4"), width: 16, height: 16, frameRate: try FrameRate(numerator: 30, denominator: 1))
        try enc.append(testFrame(0, width: 16, height: 16))
        #expect(contents(dir).count == others.count + 1)
        enc.cancel()
        #expect(contents(dir) == others.sorted())
    }

    /// Sets a file's modification time `age` seconds into the past.
    func age(_ url: URL, by age: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
    }

    @Test func staleTemporariesOfDeadProcessesAreSweptOnTheNextRender() throws {
        let dir = scratchFolder()
        let day: TimeInterval = 24 * 60 * 60
        // No process can have this pid: it is above Linux's pid_max (2^22).
        let dead = Int32.max
        #expect(kill(dead, 0) != 0 && errno == ESRCH)
        // pid 1 always exists.
        let leftovers: [(name: String, age: TimeInterval, swept: Bool)] = [
            (".fx.partial-\(dead)-1.mp4", 2 * day, true),
            (".fx.partial-\(dead)-2.mp4", day - 600, false),      // too young: may be another machine's
            (".fx.partial-1-3.mp4", 2 * day, false),               // its process is alive
            (".fx.partial-\(getpid())-999999.gif", 2 * day, false), // ours
            (".fx.partial-x\(dead)-1.mp4", 2 * day, false),        // not our name
            ("notes.txt", 2 * day, false),
        ]
        for item in leftovers {
            let url = dir.appendingPathComponent(item.name)
            try Data([1]).write(to: url)
            try age(url, by: item.age)
        }
        // A sequence's staging folder of a killed render, with a frame in it.
        let staging = dir.appendingPathComponent(".seq.partial-\(dead)-4")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data([1]).write(to: staging.appendingPathComponent("0000.png"))
        try age(staging, by: 3 * day)

        let enc = try makeEncoder(for: dir.appendingPathComponent("other.gif"), width: 8, height: 8, frameRate: try FrameRate(numerator: 10, denominator: 1))
        try enc.append(testFrame(0, width: 8, height: 8))
        try enc.finish()
        let kept = leftovers.filter { !$0.swept }.map(\.name) + ["other.gif"]
        #expect(contents(dir) == kept.sorted())
    }

    @Test(arguments: ["a.mp4", "a.webm", "a.gif", "a.png", "s/%03d.png"])
    func cancellationBeforeTheCommitRemovesEverythingAndKeepsTheOlderFile(name: String) throws {
        let dir = scratchFolder()
        let final = name.contains("%") ? dir.appendingPathComponent("s/000.png") : dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: final.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("older".utf8).write(to: final)
        let flag = CancellationFlag()
        let enc = try makeEncoder(for: dir.appendingPathComponent(name), width: 16, height: 16, frameRate: try FrameRate(numerator: 30, denominator: 1))
        try enc.append(testFrame(0, width: 16, height: 16))
        flag.cancel()
        let e = #expect(throws: MediaError.self) { try enc.finish(unless: flag) }
        #expect(e?.kind == .cancelled)
        #expect(try Data(contentsOf: final) == Data("older".utf8))
        #expect(contents(final.deletingLastPathComponent()) == [final.lastPathComponent])
        // After a commit the flag refuses cancellation: signals are then ignored.
        let done = CancellationFlag()
        let again = try makeEncoder(for: dir.appendingPathComponent(name), width: 16, height: 16, frameRate: try FrameRate(numerator: 30, denominator: 1))
        try again.append(testFrame(0, width: 16, height: 16))
        try again.finish(unless: done)
        #expect(done.isCommitted && !done.cancel() && !done.isCancelled)
        #expect(try Data(contentsOf: final) != Data("older".utf8))
    }

    @Test func sequencePatternsAreExact() throws {
        let p = try #require(try SequencePattern("out/seq/f_%04d.png"))
        #expect(p.path(forFrame: 7) == "out/seq/f_0007.png")
        #expect(p.path(forFrame: 12345) == "out/seq/f_12345.png")
        #expect(p.frameIndex(ofFileName: "f_0007.png") == 7)
        #expect(p.frameIndex(ofFileName: "f_12345.png") == 12345)
        for other in ["f_007.png", "f_00007.png", "f_0007.png.bak", "g_0007.png", "f_.png", "f_-001.png"] {
            #expect(p.frameIndex(ofFileName: other) == nil, "\(other)")
        }
        #expect(try SequencePattern("a/b.png") == nil)
        for bad in ["a/%4d.png", "a/%04d_%d.png", "a/%%.png", "a/%010d.png", "a%d/b.png"] {
            #expect(throws: MediaError.self, "\(bad)") { _ = try SequencePattern(bad) }
        }
        #expect(try OutputFormat.forPath("x/%d.png") == .pngSequence)
        #expect(try OutputFormat.forPath("x/A.M4V") == .mp4)
        #expect(throws: MediaError.self) { _ = try OutputFormat.forPath("x/%d.gif") }
    }

    /// A sequence is staged in a hidden folder: nothing under a final name
    /// before the end, and re-rendering replaces the older sequence whole.
    @Test func sequenceAppearsOnlyWhenCompleteAndReplacesAnOlderOne() throws {
        let dir = scratchFolder()
        let pattern = dir.appendingPathComponent("new/seq/%02d.png")
        let enc = try makeEncoder(for: pattern, width: 8, height: 8, frameRate: try FrameRate(numerator: 10, denominator: 1))
        for i in 0..<4 { try enc.append(testFrame(i, width: 8, height: 8)) }
        #expect(contents(dir.appendingPathComponent("new")).count == 1)
        #expect(contents(dir.appendingPathComponent("new")).allSatisfy { TemporaryName(parsing: $0) != nil })
        try enc.finish()
        #expect(contents(dir.appendingPathComponent("new")) == ["seq"])
        let seq = dir.appendingPathComponent("new/seq")
        #expect(contents(seq) == ["00.png", "01.png", "02.png", "03.png"])

        // Into the existing folder: other files stay, frames past the new end go.
        try Data("mine".utf8).write(to: seq.appendingPathComponent("notes.txt"))
        try Data("mine".utf8).write(to: seq.appendingPathComponent("001.png"))
        let shorter = try makeEncoder(for: pattern, width: 8, height: 8, frameRate: try FrameRate(numerator: 10, denominator: 1))
        for i in 0..<2 { try shorter.append(testFrame(i + 5, width: 8, height: 8)) }
        #expect(contents(seq).count == 7)  // the staging folder inside, nothing replaced yet
        try shorter.finish()
        #expect(contents(seq) == ["00.png", "001.png", "01.png", "notes.txt"])
    }
}
