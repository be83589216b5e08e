import Foundation
import Preview
import Raster
import Testing
import TimelineFile

/// Issue 36, item 5: what the preview page learns from the server — params
/// in the frames, the backdrop colour, the track of layers and sequences —
/// and the state inside the page itself, so its first frame loads with it.
@Suite(.serialized) struct PreviewPageFeatureTests {
    /// A plate from 0.5 s to 2.5 s, a title from 0.6 s to 2.4 s, and a
    /// sequence starting at 2 s for 1 s whose child hides after its own 0.5 s.
    static let file = """
        { size: [64, 32], fps: 10, duration: 3, params: { name: "Ada" },
          layers: [
            { name: "plate", type: "rect", size: [40, 10], fill: "blue", start: 0.5, end: 2.5 },
            { name: "title</script>", type: "text", text: "${name}", fontSize: 8, fill: "white", start: 0.6, end: 2.4 },
            { name: "outro", type: "sequence", start: 2, duration: 1,
              layers: [ { name: "dot", type: "circle", size: [6, 6], fill: "orange", end: 0.5 } ] }
          ] }
        """

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-page-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func port(_ preview: Preview) -> UInt16 { UInt16(preview.url!.split(separator: ":").last!.dropLast())! }

    private func state(_ port: UInt16) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/state", port: port).body)) as! [String: Any]
    }

    @Test func theTrackGivesEachLayerItsTimeOnScreen() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("lt.json5")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        let preview = Preview(source: .timelineFile(file.path))
        try preview.start()
        defer { preview.stop() }
        let tracks = try #require(try state(port(preview))["tracks"] as? [[String: Any]])
        func row(_ i: Int) -> [String] {
            ["name", "kind", "depth", "start", "end"].map { tracks[i][$0].map { "\($0)" } ?? "-" }
        }
        #expect(tracks.count == 4)
        #expect(row(0) == ["plate", "layer", "0", "0.5", "2.5"])
        #expect(row(1) == ["title</script>", "layer", "0", "0.6", "2.4"])
        #expect(row(2) == ["outro", "sequence", "0", "2", "3"])
        // The dot's end (0.5 s) is on the sequence's clock, which starts at 2 s.
        #expect(row(3) == ["dot", "layer", "1", "2", "2.5"])
    }

    @Test func thePageCarriesItsStateWithoutAnEscape() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("lt.json5")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        let preview = Preview(source: .timelineFile(file.path))
        preview.background = RGBA8(r: 255, g: 128, b: 0, a: 255)
        try preview.start()
        defer { preview.stop() }
        let page = String(decoding: try RawHTTP.get("/", port: port(preview)).body, as: UTF8.self)
        let start = try #require(page.range(of: "<script id=\"initial-state\" type=\"application/json\">"))
        let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
        let json = String(page[start.upperBound..<end.lowerBound])
        // The layer named "title</script>" did not end the element early.
        #expect(json.contains(#"title\u003c\/script>"#))
        let embedded = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(embedded["hash"] as? String == (try state(port(preview)))["hash"] as? String)
        #expect(embedded["background"] as? String == "#ff8000ff")
    }

    @Test func paramsReachTheFramesAndTheirHash() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("lt.json5")
        try Self.file.write(to: file, atomically: true, encoding: .utf8)
        func frame(_ parameters: TimelineParameters) throws -> (hash: String, png: [UInt8]) {
            let preview = Preview(source: .timelineFile(file.path, parameters: parameters))
            try preview.start()
            defer { preview.stop() }
            let p = port(preview)
            let hash = try #require(try state(p)["hash"] as? String)
            return (hash, try RawHTTP.get("/frame/\(hash)/10.png", port: p).body)
        }
        let ada = try frame(TimelineParameters())
        let grace = try frame(TimelineParameters(assignments: [("name", "Grace")]))
        let again = try frame(TimelineParameters(assignments: [("name", "Grace")]))
        #expect(ada.hash != grace.hash, "another value, other frames: another hash")
        #expect(ada.png != grace.png)
        #expect(grace.hash == again.hash && grace.png == again.png)
    }
}
