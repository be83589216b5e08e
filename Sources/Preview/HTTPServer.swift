// The one place that talks to libmicrohttpd: start a daemon on an address,
// turn each GET into an `HTTPRequest`, send back an `HTTPResponse`. Routing
// and everything the preview knows live above it (PreviewRoutes).
import CMicroHTTPD
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the server hands to the routes: method, path, query and the Host and Origin headers.
struct HTTPRequest: Sendable {
    var method: String
    /// The path without its query (`/frame/ab12/37.png`), exactly as sent.
    var path: String
    var query: [String: String]
    var host: String?
    var ifNoneMatch: String?
    var origin: String?
}

/// A complete response: status, headers and body bytes.
struct HTTPResponse: Sendable {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    init(status: Int, contentType: String, body: [UInt8], headers: [(String, String)] = []) {
        self.status = status
        self.headers = [("Content-Type", contentType), ("X-Content-Type-Options", "nosniff")] + headers
        self.body = body
    }

    static func text(_ status: Int, _ text: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((text + "\n").utf8))
    }
}

/// An error starting the server, with what to do about it.
public struct PreviewServerError: Error, CustomStringConvertible, Sendable {
    /// What failed (the address, the port) and what to do about it.
    public let description: String
}

/// A libmicrohttpd daemon, one thread per connection, bounded connections:
/// `connectionLimit` in all, `perClientLimit` from one address, each given
/// `deadline` seconds per request outside the handler however it trickles
/// its bytes (``ConnectionDeadlines``).
///
/// The handler runs on the connection's thread and may block (long-polls do);
/// `stop()` returns once every connection thread has finished.
final class HTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    let host: String
    private(set) var port: UInt16 = 0
    private let handler: Handler
    private var daemon: OpaquePointer?
    fileprivate let deadlines: ConnectionDeadlines

    /// Binds `host` (a numeric IPv4 or IPv6 address) and `port` (0: a free one).
    init(host: String, port: UInt16, connectionLimit: UInt32 = 128, perClientLimit: UInt32 = 32, deadline: Double = 10,
         handler: @escaping Handler) throws {
        self.host = host
        self.handler = handler
        deadlines = ConnectionDeadlines(seconds: deadline)
        let context = Unmanaged.passUnretained(self).toOpaque()
        var flags = UInt32(MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue)
        var v4 = sockaddr_in(), v6 = sockaddr_in6()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            daemon = withUnsafePointer(to: &v4) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    animgen_mhd_start(flags, $0, connectionLimit, perClientLimit, 30, serverAccess, context,
                                      connectionNotice, requestCompleted)
                }
            }
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            flags |= UInt32(MHD_USE_IPv6.rawValue)
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            daemon = withUnsafePointer(to: &v6) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    animgen_mhd_start(flags, $0, connectionLimit, perClientLimit, 30, serverAccess, context,
                                      connectionNotice, requestCompleted)
                }
            }
        } else {
            deadlines.stop()
            throw PreviewServerError(description: "`host: \(host)` is not a numeric IP address; use 127.0.0.1 (the default), ::1, or the address of one of this machine's interfaces")
        }
        guard let daemon else {
            deadlines.stop()
            throw PreviewServerError(description: "cannot listen on \(host) port \(port) (\(String(cString: strerror(errno)))); choose another `port`, or leave it out for a free one")
        }
        self.port = animgen_mhd_port(daemon)
    }

    /// `host:port` as a browser writes it in the Host header.
    var authority: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// Closes the socket and waits for the connection threads.
    func stop() {
        if let d = daemon { MHD_stop_daemon(d) }
        daemon = nil
        deadlines.stop()
    }

    deinit { stop() }

    fileprivate func respond(to connection: OpaquePointer, url: String, method: String) -> MHD_Result {
        var query: [String: String] = [:]
        // The query is read through libmicrohttpd (already unescaped); keys we
        // do not know are ignored by the routes.
        for key in ["since", "scale", "token"] {
            if let v = MHD_lookup_connection_value(connection, MHD_ValueKind.GET_ARGUMENT_KIND, key) {
                query[key] = String(cString: v)
            }
        }
        func header(_ name: String) -> String? {
            MHD_lookup_connection_value(connection, MHD_ValueKind.HEADER_KIND, name).map { String(cString: $0) }
        }
        let request = HTTPRequest(method: method, path: url, query: query, host: header("Host"),
                                  ifNoneMatch: header("If-None-Match"), origin: header("Origin"))
        deadlines.handlerStarted(connection)
        let response = handler(request)
        deadlines.restart(connection)
        let body = response.body
        guard let r = body.withUnsafeBytes({ raw in
            animgen_mhd_copied_response(raw.count, raw.baseAddress)
        }) else { return MHD_Result.NO }
        defer { MHD_destroy_response(r) }
        for (name, value) in response.headers { MHD_add_response_header(r, name, value) }
        return MHD_queue_response(connection, UInt32(response.status), r)
    }
}

/// libmicrohttpd calls this once when the headers are in and again for the
/// (empty) body of a GET; answering on the second call is its documented way.
private func serverAccess(_ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
                          _ url: UnsafePointer<CChar>?, _ method: UnsafePointer<CChar>?,
                          _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
                          _ uploadSize: UnsafeMutablePointer<Int>?,
                          _ requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> MHD_Result {
    guard let cls, let connection, let url, let method, let requestState else { return MHD_Result.NO }
    if requestState.pointee == nil {
        requestState.pointee = UnsafeMutableRawPointer(bitPattern: 1)
        return MHD_Result.YES
    }
    // A body (a POST to us) is never read: drop it and answer 405 below.
    if let uploadSize, uploadSize.pointee != 0 {
        uploadSize.pointee = 0
        return MHD_Result.YES
    }
    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
    return server.respond(to: connection, url: String(cString: url), method: String(cString: method))
}

/// libmicrohttpd's word that a connection opened or closed (closed: before its socket is).
private func connectionNotice(_ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
                              _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                              _ code: MHD_ConnectionNotificationCode) {
    guard let cls, let connection else { return }
    let deadlines = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().deadlines
    if animgen_mhd_opened(code) != 0 {
        deadlines.opened(connection, socket: animgen_mhd_connection_fd(connection))
    } else {
        deadlines.closed(connection)
    }
}

/// A request ended (answered or not): the next one's deadline starts now.
private func requestCompleted(_ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
                              _ requestState: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                              _ code: MHD_RequestTerminationCode) {
    guard let cls, let connection else { return }
    Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue().deadlines.restart(connection)
}
