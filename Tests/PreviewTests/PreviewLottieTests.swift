import Foundation
import Lottie
import Preview
import Testing

/// A Lottie file previewed through `PreviewSource.file`: saving it reloads
/// the page's state (here its frame count, from the file's in and out points).
@Suite(.serialized) struct PreviewLottieTests {
    /// `/state`, or with `since` the `/events` long-poll (which needs the page's token from `/state`).
    private func state(_ port: UInt16, since: Int? = nil) throws -> [String: Any] {
        func get(_ path: String) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(RawHTTP.get(path, port: port).body)) as? [String: Any])
        }
        guard let since else { return try get("/state") }
        let token = try #require(try get("/state")["token"] as? String)
        return try get("/events?since=\(since)&token=\(token)")
    }

    private func lottie(op: Int) -> String {
        "{\"v\":\"5.7.0\",\"fr\":30,\"ip\":0,\"op\":\(op),\"w\":20,\"h\":20,\"layers\":[]}"
    }

    @Test func savingTheLottieFileReloads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-lottie-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("anim.json")
        try lottie(op: 30).write(to: file, atomically: false, encoding: .utf8)
        let path = file.path
        let preview = Preview(source: .file(path) { try LottieScene(contentsOf: URL(fileURLWithPath: path)) })
        try preview.start()
        defer { preview.stop() }
        let port = UInt16(preview.url!.split(separator: ":").last!.dropLast())!
        let first = try state(port)
        #expect(first["frameCount"] as? Int == 30)
        try lottie(op: 45).write(to: file, atomically: true, encoding: .utf8)
        let second = try state(port, since: (first["generation"] as! Int))
        #expect(second["frameCount"] as? Int == 45)
        // A broken save keeps the last good animation and reports the problem.
        try "{\"v\":\"5.7.0\",\"fr\":30}".write(to: file, atomically: false, encoding: .utf8)
        let third = try state(port, since: (second["generation"] as! Int))
        #expect((third["problems"] as? [String])?.isEmpty == false)
        #expect(third["frameCount"] as? Int == 45)
    }
}
