import Foundation
import Preview
import TimelineFile
import Testing

/// Saving the timeline file reloads the page's state (the watcher is woken
/// by the file system, not a polling interval, so no wall-clock bound is
/// asserted: that would fail only on a loaded machine); a broken file keeps
/// the last good frames and reports its problems.
@Suite(.serialized) struct PreviewWatchTests {
    static let example = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../timelines/spring-ball.json5").standardizedFileURL

    /// `/state` now, or, given `since`, the first state past that generation.
    /// A long poll answers unchanged after its 25 s, so a loaded machine that
    /// reloads slowly asks again; the test's time limit bounds the whole.
    private func state(_ port: UInt16, since: Int? = nil) throws -> [String: Any] {
        guard let since else { return try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/state", port: port).body)) as! [String: Any] }
        let token = try state(port)["token"] as! String
        while true {
            let answer = try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/events?since=\(since)&token=\(token)", port: port).body)) as! [String: Any]
            if let generation = answer["generation"] as? Int, generation > since { return answer }
        }
    }

    @Test(.timeLimit(.minutes(5))) func reloadsOnSaveAndShowsProblemsOverTheLastGoodScene() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-watch-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ball.json5")
        let original = try String(contentsOf: Self.example, encoding: .utf8)
        try original.write(to: file, atomically: false, encoding: .utf8)

        let preview = Preview(source: .timelineFile(file.path))
        try preview.start()
        defer { preview.stop() }
        let port = UInt16(preview.url!.split(separator: ":").last!.dropLast())!
        let first = try state(port)
        #expect(first["problems"] == nil)
        #expect(first["frameCount"] as? Int == 180)  // 3 s at 60 fps in the file

        // An editor that writes a new file and renames it over the old one.
        let longer = original.replacingOccurrences(of: "duration: 3,", with: "duration: 4,")
        #expect(longer != original)
        try longer.write(to: file, atomically: true, encoding: .utf8)
        let second = try state(port, since: (first["generation"] as! Int))
        #expect(second["frameCount"] as? Int == 240)
        #expect(second["hash"] as? String != first["hash"] as? String)

        // In place, as `sed -i` or a plain write does; line 8 column 3 holds the key.
        let broken = original.replacingOccurrences(of: "duration: 3,", with: "durration: 3,")
        try broken.write(to: file, atomically: false, encoding: .utf8)
        let third = try state(port, since: (second["generation"] as! Int))
        let problems = try #require(third["problems"] as? [String])
        #expect(problems.first?.hasPrefix("\(file.path):8:3: durration: unknown key") == true, "\(problems)")
        #expect(third["hash"] as? String == second["hash"] as? String)
    }
}

/// A problem reads on the page as the caller words it: the command line
/// names `--param` where the library names its parameter.
@Suite struct PreviewWordingTests {
    @Test func problemsAreWordedByTheCaller() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-wording-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("card.json5")
        try #"{ size: [40, 20], params: { width: 10 }, layers: [ { type: "rect", size: ["$width", 20] } ] }"#
            .write(to: file, atomically: false, encoding: .utf8)
        let source = PreviewSource.timelineFile(file.path, parameters: TimelineParameters(assignments: [("width", "wide")]))

        let plain = Preview(source: source)
        try plain.start()
        let libraryWords = try #require(plain.problems?.first)
        plain.stop()
        #expect(libraryWords.contains("`parameters.assignments: width`"), "\(libraryWords)")

        let worded = Preview(source: source)
        worded.wording = { $0.replacingOccurrences(of: "`parameters.assignments: width`", with: "--param width") }
        try worded.start()
        defer { worded.stop() }
        let port = UInt16(worded.url!.split(separator: ":").last!.dropLast())!
        let state = try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/state", port: port).body)) as! [String: Any]
        let problems = try #require(state["problems"] as? [String])
        #expect(problems.first?.contains("--param width: expected a number") == true, "\(problems)")
    }
}
