// The whole surface of the server: the page, its two assets, the state (now
// or on change), rendered frames and golden comparisons. Paths are matched
// whole against these patterns and only the numbers in them are used; no
// part of a request ever becomes a file name.
import Foundation
import ImageFiles
import Scenes
import TimelineFile
#if canImport(Glibc)
import Glibc
#endif

/// Maps a request to a response; knows nothing of sockets.
struct PreviewRoutes: Sendable {
    let state: PreviewState
    let cache: FrameCache
    let gate: RenderGate
    let golden: GoldenView?
    /// The Host header values accepted (the bound address and port).
    let allowedHosts: Set<String>
    /// Bound to every interface (0.0.0.0 or ::): any numeric address with
    /// the port is accepted too. A rebinding attack needs a name, never a number.
    var wildcardPort: UInt16?
    /// Seconds a request waits for a render slot before a 503.
    var renderWait: Double = 10
    /// The secret `/state` gives the page, which `/events` asks for: another
    /// site's page can send requests here but never read `/state`'s answer.
    var token = PreviewRoutes.newToken()
    /// Long-polls waiting at once; beyond, `/events` answers at once.
    var waiting = RenderGate(limit: 8)
    /// The page's backdrop behind transparent pixels (`#rrggbb[aa]`); nil: a checkerboard.
    var background: String?

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        // DNS rebinding: a page from another site that made its own name
        // resolve to 127.0.0.1 still sends its own name here.
        guard let host = request.host, allowedHosts.contains(host.lowercased()) || isNumeric(host) else {
            return .text(403, "forbidden: the Host header must be one of \(allowedHosts.sorted().joined(separator: ", "))")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return HTTPResponse(status: 405, contentType: "text/plain; charset=utf-8",
                                body: Array("only GET and HEAD\n".utf8), headers: [("Allow", "GET, HEAD")])
        }
        let parts = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        switch parts.count {
        case 1:
            switch parts[0] {
            case "": return page()
            case "app.js": return asset(PageAssets.script, "text/javascript; charset=utf-8")
            case "app.css": return asset(PageAssets.style, "text/css; charset=utf-8")
            case "state": return stateResponse()
            case "events":
                guard request.query["token"] == token || request.origin.map(isOwnOrigin) == true else {
                    return .text(403, "forbidden: /events answers the preview's own page (its token or its Origin)")
                }
                let since = request.query["since"].flatMap(Int.init) ?? -1
                _ = waiting.run(wait: 0) { state.wait(since: since, timeout: 25) }
                return stateResponse()
            default: break
            }
        case 3 where parts[0] == "frame":
            if let index = Self.number(parts[2], suffix: ".png") {
                return frame(hash: parts[1], index: index, half: request.query["scale"] == "half",
                             ifNoneMatch: request.ifNoneMatch)
            }
        case 4 where parts[0] == "golden":
            if let index = Self.number(parts[2], suffix: ""), ["golden.png", "diff.png", "figures.txt"].contains(parts[3]) {
                return goldenResponse(hash: parts[1], index: index, part: parts[3])
            }
        default: break
        }
        return .text(404, "not found: the preview serves /, /app.js, /app.css, /state, /events and /frame/HASH/N.png")
    }

    /// Whether an Origin header names this server (`http://` and an accepted Host).
    private func isOwnOrigin(_ origin: String) -> Bool {
        guard origin.hasPrefix("http://") else { return false }
        let host = String(origin.dropFirst("http://".count)).lowercased()
        return allowedHosts.contains(host) || isNumeric(host)
    }

    /// 128 random bits in hex.
    static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16) }.joined(separator: "-")
    }

    private func isNumeric(_ host: String) -> Bool {
        guard let port = wildcardPort, host.hasSuffix(":\(port)") else { return false }
        var address = String(host.dropLast(":\(port)".count))
        if address.hasPrefix("["), address.hasSuffix("]") { address = String(address.dropFirst().dropLast()) }
        var v4 = in_addr(), v6 = in6_addr()
        return inet_pton(AF_INET, address, &v4) == 1 || inet_pton(AF_INET6, address, &v6) == 1
    }

    /// `37.png` → 37: digits only, at most 9 of them.
    static func number(_ text: String, suffix: String) -> Int? {
        guard text.hasSuffix(suffix) else { return nil }
        let digits = text.dropLast(suffix.count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }

    private func asset(_ text: String, _ type: String, cache: String = "no-cache") -> HTTPResponse {
        HTTPResponse(status: 200, contentType: type, body: Array(text.utf8), headers: [
            ("Cache-Control", cache),
            ("Content-Security-Policy", "default-src 'self'; img-src 'self'; connect-src 'self'; frame-ancestors 'none'"),
        ])
    }

    private func frame(hash: String, index: Int, half: Bool, ifNoneMatch: String?) -> HTTPResponse {
        guard let scene = state.snapshot().scene, scene.hash == hash else {
            return .text(404, "no frames under \(hash): the scene was reloaded; GET /state for the current hash")
        }
        guard index < scene.settings.frameCount else {
            return .text(404, "frame \(index) is past the last frame, \(scene.settings.frameCount - 1)")
        }
        let etag = "\"\(hash)-\(index)\(half ? "-half" : "")\""
        // The URL holds the content hash, so its bytes never change: cache for good.
        let headers = [("ETag", etag), ("Cache-Control", "private, max-age=31536000, immutable")]
        if ifNoneMatch == etag { return HTTPResponse(status: 304, contentType: "image/png", body: [], headers: headers) }
        let key = FrameKey(hash: hash, index: index, half: half)
        if let bytes = cache.get(key) { return HTTPResponse(status: 200, contentType: "image/png", body: bytes, headers: headers) }
        var timing = ""
        let rendered: Result<[UInt8], Error>? = gate.run(wait: renderWait) {
            Result {
                let start = DispatchTime.now()
                let pixmap = try (half ? scene.halfRenderer() : scene.renderer).render(frame: index)
                let drawn = DispatchTime.now()
                let bytes = try pngData(pixmap, fast: true)
                timing = "render;dur=\(Self.milliseconds(start, drawn)), png;dur=\(Self.milliseconds(drawn, .now()))"
                return bytes
            }
        }
        switch rendered {
        case nil:
            return HTTPResponse(status: 503, contentType: "text/plain; charset=utf-8",
                                body: Array("busy: \(gate.limit) frames are rendering; try again\n".utf8),
                                headers: [("Retry-After", "1")])
        case .failure(let error)?:
            return .text(500, "frame \(index) cannot be rendered: \(problemLines(error).joined(separator: "\n"))")
        case .success(let bytes)?:
            cache.put(key, bytes)
            // Server-Timing: the page's latency figures split into drawing and compressing.
            return HTTPResponse(status: 200, contentType: "image/png", body: bytes,
                                headers: headers + [("Server-Timing", timing)])
        }
    }

    static func milliseconds(_ from: DispatchTime, _ to: DispatchTime) -> String {
        String(format: "%.1f", Double(to.uptimeNanoseconds - from.uptimeNanoseconds) / 1e6)
    }

    private func goldenResponse(hash: String, index: Int, part: String) -> HTTPResponse {
        guard let golden else { return .text(404, "no golden folder: start the preview with `golden: DIR`") }
        guard let scene = state.snapshot().scene, scene.hash == hash else {
            return .text(404, "no frames under \(hash): the scene was reloaded")
        }
        let result: Result<GoldenView.Comparison, Error>? = gate.run(wait: renderWait) { golden.comparison(scene, index: index) }
        switch result {
        case nil: return .text(503, "busy: try again")
        case .failure(let error)?: return .text(part == "figures.txt" ? 200 : 404, String(describing: error))
        case .success(let c)?:
            switch part {
            case "golden.png": return HTTPResponse(status: 200, contentType: "image/png", body: c.golden)
            case "diff.png": return HTTPResponse(status: 200, contentType: "image/png", body: c.diff)
            default: return .text(200, c.figures)
            }
        }
    }

    /// The page with the state inside it, so its first frame starts loading
    /// with the page (a screenshot taken at the load event shows it) rather
    /// than after a round trip to /state. `<` is escaped in the JSON, so no
    /// layer name can close the script element.
    private func page() -> HTTPResponse {
        let json = String(decoding: stateJSON(), as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        let html = PageAssets.html.replacingOccurrences(
            of: "</head>", with: "<script id=\"initial-state\" type=\"application/json\">\(json)</script>\n</head>")
        return asset(html, "text/html; charset=utf-8", cache: "no-store")
    }

    private func stateResponse() -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "application/json", body: stateJSON(), headers: [("Cache-Control", "no-store")])
    }

    private func stateJSON() -> [UInt8] {
        let (scene, problems, generation) = state.snapshot()
        var info = PageState(generation: generation, problems: problems, token: token)
        info.background = background
        if let scene {
            info.name = scene.name
            info.hash = scene.hash
            info.frameCount = scene.settings.frameCount
            info.width = scene.settings.width
            info.height = scene.settings.height
            info.fps = [scene.settings.frameRate.numerator, scene.settings.frameRate.denominator]
            info.tracks = scene.tracks.isEmpty ? nil : scene.tracks
        }
        if let golden {
            switch golden.recorded() {
            case .success(let frames): info.goldenFrames = frames
            case .failure(let error): info.goldenProblem = String(describing: error)
            }
        }
        return (try? JSONEncoder().encode(info)).map { [UInt8]($0) } ?? Array("{}".utf8)
    }
}

/// What `/state` and `/events` send the page.
struct PageState: Codable {
    var generation: Int
    var problems: [String]?
    /// What `/events` asks for (see ``PreviewRoutes/token``).
    var token: String?
    var name: String?
    var hash: String?
    var frameCount: Int?
    var width: Int?
    var height: Int?
    /// The exact frame rate, numerator and denominator.
    var fps: [Int]?
    var goldenFrames: [Int]?
    var goldenProblem: String?
    /// `#rrggbb[aa]` behind the frame; nil: a checkerboard.
    var background: String?
    /// Layers and sequences with their times on screen (timeline files).
    var tracks: [TimelineTrack]?
}
