import Foundation
@testable import Preview
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 35, fault 14: the preview keeps answering its page while another
/// client trickles requests byte by byte or holds long-polls, and another
/// site's page cannot long-poll at all.
@Suite(.serialized) struct PreviewLoadTests {
    private func started() throws -> (Preview, UInt16) {
        let preview = Preview(scene: SlowScene(delay: 0))
        try preview.start()
        return (preview, UInt16(preview.url!.split(separator: ":").last!.dropLast())!)
    }

    private func json(_ response: RawResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test func eventsNeedThePagesTokenOrOrigin() throws {
        let (preview, port) = try started()
        defer { preview.stop() }
        let token = try #require(try json(RawHTTP.get("/state", port: port))["token"] as? String)
        #expect(token.count >= 16)
        // What a page of another site can send: no token, its own Origin or none.
        #expect(try RawHTTP.get("/events?since=-1", port: port).status == 403)
        #expect(try RawHTTP.get("/events?since=-1&token=x\(token)", port: port).status == 403)
        let foreign = "GET /events?since=-1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\nConnection: close\r\n\r\n"
        #expect(try RawHTTP.send(foreign, port: port).status == 403)
        let own = "GET /events?since=-1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        #expect(try RawHTTP.send(own, port: port).status == 200)
        #expect(try RawHTTP.get("/events?since=-1&token=\(token)", port: port).status == 200)
    }

    /// 40 long-polls waiting (the attack, here with the token): the
    /// page and its state still answer at once, and polls past the first
    /// few answer at once instead of holding a connection.
    @Test func fortyLongPollsLeaveThePageAnswered() throws {
        let (preview, port) = try started()
        defer { preview.stop() }
        let state = try json(RawHTTP.get("/state", port: port))
        let token = try #require(state["token"] as? String), generation = try #require(state["generation"] as? Int)
        let lock = NSLock()
        nonisolated(unsafe) var quick = 0
        let group = DispatchGroup()
        for _ in 0..<40 {
            group.enter()
            Thread {
                let start = Date()
                _ = try? RawHTTP.get("/events?since=\(generation)&token=\(token)", port: port)
                // A waiting poll takes 25 s.
                if Date().timeIntervalSince(start) < 12 { lock.withLock { quick += 1 } }
                group.leave()
            }.start()
        }
        usleep(500_000)
        let start = Date()
        #expect(try RawHTTP.get("/", port: port).status == 200)
        #expect(try RawHTTP.get("/state", port: port).status == 200)
        #expect(Date().timeIntervalSince(start) < 12, "not held behind the 25 s polls")
        #expect(lock.withLock { quick } >= 30, "polls beyond the first few answer at once")
        preview.stop()  // ends the waiting polls
        group.wait()
    }

    /// 40 connections from another address sending a byte every 0.2 s: the
    /// server closes each at its deadline though bytes keep coming, caps
    /// the one address's connections, and answers the page meanwhile.
    @Test func trickledRequestsAreCutAtTheirDeadline() throws {
        let server = try HTTPServer(host: "127.0.0.1", port: 0, perClientLimit: 16, deadline: 1) { _ in .text(200, "ok") }
        defer { server.stop() }
        let sockets = (0..<40).compactMap { _ in try? connected(from: "127.0.0.2", port: server.port) }
        defer { sockets.forEach { close($0) } }
        #expect(sockets.count == 40)
        let line = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: ".utf8)
        for fd in sockets { _ = send(fd, line, line.count, Int32(MSG_NOSIGNAL)) }
        let started = Date()
        var answered: TimeInterval?
        while Date().timeIntervalSince(started) < 2.5 {
            for fd in sockets { _ = send(fd, "y", 1, Int32(MSG_NOSIGNAL)) }
            if answered == nil, Date().timeIntervalSince(started) > 0.3 {
                let t = Date()
                #expect(try RawHTTP.get("/", port: server.port).status == 200)
                answered = Date().timeIntervalSince(t)
            }
            usleep(200_000)
        }
        #expect((answered ?? 99) < 1, "the page waited \(answered ?? -1) s")
        // Every slow connection is closed by now (2.5 s > the 1 s deadline + the sweep).
        var open = 0
        for fd in sockets {
            var byte: UInt8 = 0
            let n = recv(fd, &byte, 1, Int32(MSG_DONTWAIT))
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { open += 1 }
        }
        #expect(open == 0, "\(open) trickling connections still open")
    }
}

/// A TCP connection to 127.0.0.1:`port` from the local address `source`.
private func connected(from source: String, port: UInt16) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var local = sockaddr_in()
    local.sin_family = sa_family_t(AF_INET)
    inet_pton(AF_INET, source, &local.sin_addr)
    let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else { close(fd); throw RawHTTP.Failure("bind \(source): errno \(errno)") }
    do { try RawHTTP.connect(fd, address: "127.0.0.1", port: port) } catch { close(fd); throw error }
    return fd
}

/// Issue 35, fault 8: a reload fingerprints each referenced file by its
/// size, time, identity and both ends, never reading it whole.
@Suite struct FileFingerprintTests {
    @Test func aHugeFileIsFingerprintedFromItsEnds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-fingerprint-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.png").path
        // A sparse 2 GiB file: reading it whole would take 2 GiB.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, 2 << 30) == 0)
        var before = rusage(), after = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &before)
        let first = FileFingerprint.of(path)
        getrusage(Int32(RUSAGE_SELF.rawValue), &after)
        #expect((after.ru_maxrss - before.ru_maxrss) / 1024 < 100)
        #expect(first.count < 2 * FileFingerprint.sampledBytes + 200)
        #expect(FileFingerprint.of(path) == first)
        // A byte changed at the end, with the size and time put back: still seen.
        var times = [timespec](repeating: timespec(), count: 2)
        var info = stat()
        stat(path, &info)
        times[0] = info.st_atim
        times[1] = info.st_mtim
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: (2 << 30) - 10)
        try handle.write(contentsOf: Data([1]))
        try handle.close()
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        #expect(FileFingerprint.of(path) != first)
        #expect(FileFingerprint.of(folder.appendingPathComponent("none").path) == Array("missing".utf8))
    }
}
