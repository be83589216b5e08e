import Foundation
import Preview
import Testing

/// The safety points of the preview server, checked over real HTTP.
@Suite(.serialized) struct PreviewSecurityTests {
    private func started(_ scene: SlowScene = SlowScene(delay: 0), limit: Int = 2) throws -> (Preview, UInt16) {
        let preview = Preview(scene: scene)
        preview.renderLimit = limit
        try preview.start()
        let port = UInt16(preview.url!.split(separator: ":").last!.dropLast())!
        return (preview, port)
    }

    @Test func refusesForeignHostHeaders() throws {
        let (preview, port) = try started()
        defer { preview.stop() }
        #expect(try RawHTTP.get("/", port: port).status == 200)
        #expect(try RawHTTP.get("/", port: port, host: "localhost:\(port)").status == 200)
        // A rebinding attacker's page sends its own name; another port is another origin.
        for host in ["evil.example:\(port)", "evil.example", "127.0.0.1", "127.0.0.1:\(port &+ 1)", "127.0.0.1.evil.example:\(port)"] {
            let response = try RawHTTP.get("/state", port: port, host: host)
            #expect(response.status == 403, "Host: \(host)")
            #expect(!response.text.contains("frameCount"), "Host: \(host)")
        }
        // HTTP/1.0 without any Host header.
        let bare = try RawHTTP.send("GET /state HTTP/1.0\r\n\r\n", port: port)
        #expect(bare.status == 403 || bare.status == 400)
    }

    @Test func noRequestPathReachesTheFileSystem() throws {
        let (preview, port) = try started()
        defer { preview.stop() }
        let attempts = [
            "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
            "//etc/passwd", "/etc/passwd", "/app.js/../../../etc/passwd", "/frame/../../../etc/passwd",
            "/frame/0/../../../../etc/passwd.png", "/frame/%2e%2e/%2e%2e/etc/passwd.png",
            "/Package.swift", "/Sources/Preview/Preview.swift", "/golden/x/0/..%2f..%2fmanifest.json",
            "/frame/abc/-1.png", "/frame/abc/1e3.png", "/frame/abc/99999999999.png",
        ]
        for path in attempts {
            let response = try RawHTTP.get(path, port: port)
            #expect(response.status == 404 || response.status == 400, "\(path) → \(response.status)")
            #expect(!response.text.contains("root:"), "\(path)")
            #expect(!response.text.contains("import "), "\(path)")
        }
        #expect(try RawHTTP.send("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", port: port).status == 405)
    }

    @Test func listensOnLoopbackOnly() throws {
        let (preview, port) = try started()
        defer { preview.stop() }
        #expect(preview.url == "http://127.0.0.1:\(port)/")
        #expect(RawHTTP.accepts("127.0.0.1", port: port))
        if let outside = nonLoopbackAddress() {
            #expect(!RawHTTP.accepts(outside, port: port), "reachable on \(outside)")
        }
    }

    @Test func onEveryInterfaceNamesAreStillRefused() throws {
        let preview = Preview(scene: SlowScene(delay: 0))
        preview.host = "0.0.0.0"
        try preview.start()
        defer { preview.stop() }
        let port = UInt16(preview.url!.split(separator: ":").last!.dropLast())!
        #expect(!preview.isLoopback)
        #expect(try RawHTTP.get("/", port: port, host: "127.0.0.1:\(port)").status == 200)
        #expect(try RawHTTP.get("/", port: port, host: "evil.example:\(port)").status == 403)
        #expect(try RawHTTP.get("/", port: port, host: "localhost:\(port)").status == 403)
    }

    @Test func rendersAtMostTheLimitAtOnce() throws {
        let scene = SlowScene(delay: 0.15)
        let (preview, port) = try started(scene, limit: 2)
        defer { preview.stop() }
        let hash = try #require(try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/state", port: port).body)) as? [String: Any])["hash"] as! String
        let statuses = NSLock()
        nonisolated(unsafe) var codes: [Int] = []
        // Threads of our own: a dispatch pool would itself cap them at the core count.
        let group = DispatchGroup()
        for i in 0..<8 {
            group.enter()
            Thread {
                let code = (try? RawHTTP.get("/frame/\(hash)/\(i).png", port: port).status) ?? -1
                statuses.withLock { codes.append(code) }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(codes.allSatisfy { $0 == 200 }, "\(codes)")
        #expect(scene.rendered == 8)
        #expect(scene.mostAtOnce == 2)
    }

    @Test func stopsAtOnceWhileAPageIsWaitingForChanges() throws {
        let (preview, port) = try started()
        let token = try #require(try JSONSerialization.jsonObject(with: Data(RawHTTP.get("/state", port: port).body)) as? [String: Any])["token"] as! String
        let waiting = Thread { _ = try? RawHTTP.get("/events?since=1&token=\(token)", port: port) }
        waiting.start()
        usleep(200_000)
        let start = Date()
        preview.stop()
        #expect(Date().timeIntervalSince(start) < 12, "not after the poll's 25 s")
        #expect(!RawHTTP.accepts("127.0.0.1", port: port))
    }
}
