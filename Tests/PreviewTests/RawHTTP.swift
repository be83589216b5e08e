// A bare HTTP/1.1 client over a socket, so the tests can send what a browser
// would not: forged Host headers, unnormalised paths, no Host at all.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

struct RawResponse {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]
    var text: String { String(decoding: body, as: UTF8.self) }
}

enum RawHTTP {
    /// Sends `request` verbatim to `address`:`port` and reads until the server closes.
    static func send(_ request: String, to address: String = "127.0.0.1", port: UInt16) throws -> RawResponse {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure("socket: \(errno)") }
        defer { close(fd) }
        // Longer than the server's 25 s long poll, so a slow answer is read, not cut.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        try connect(fd, address: address, port: port)
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(fd, $0.baseAddress, $0.count, 0) }) == bytes.count else {
            throw Failure("send failed")
        }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { break }
            data += chunk[0..<n]
        }
        return try parse(data)
    }

    /// A GET with the Host header the server expects unless `host` says otherwise.
    static func get(_ path: String, port: UInt16, host: String? = nil) throws -> RawResponse {
        try send("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n", port: port)
    }

    static func connect(_ fd: Int32, address: String, port: UInt16) throws {
        var addr = sockaddr_in()
        addr.sin_family = sa_family_t(AF_INET)
        addr.sin_port = port.bigEndian
        inet_pton(AF_INET, address, &addr.sin_addr)
        let result = withUnsafePointer(to: &addr) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw Failure("connect to \(address):\(port): errno \(errno)") }
    }

    /// Whether a TCP connection to `address`:`port` is accepted.
    static func accepts(_ address: String, port: UInt16) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        return (try? connect(fd, address: address, port: port)) != nil
    }

    private static func parse(_ data: [UInt8]) throws -> RawResponse {
        let marker: [UInt8] = [13, 10, 13, 10]
        guard let end = (0...(max(0, data.count - 4))).first(where: { Array(data[$0..<min(data.count, $0 + 4)]) == marker }) else {
            throw Failure("no header end in \(data.count) bytes")
        }
        let head = String(decoding: data[0..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw Failure("bad status line \(head[0])") }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return RawResponse(status: status, headers: headers, body: Array(data[(end + 4)...]))
    }

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ d: String) { description = d } }
}

/// The machine's first IPv4 address that is not loopback, if it has one.
func nonLoopbackAddress() -> String? {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return nil }
    defer { freeifaddrs(list) }
    var cursor = list
    while let entry = cursor {
        defer { cursor = entry.pointee.ifa_next }
        guard let addr = entry.pointee.ifa_addr, addr.pointee.sa_family == sa_family_t(AF_INET) else { continue }
        var buffer = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        let text = addr.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin -> String in
            var a = sin.pointee.sin_addr
            inet_ntop(AF_INET, &a, &buffer, socklen_t(buffer.count))
            return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        if !text.hasPrefix("127.") { return text }
    }
    return nil
}
