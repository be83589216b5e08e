import Foundation

/// The Lottie JSON inside a file's bytes: plain JSON, gzip (.tgs) or a
/// dotLottie zip (manifest.json, animations/<id>.json or a/<id>.json, and
/// images/ or i/), chosen by the bytes themselves.
enum LottieContainer {
    struct Contents {
        var json: Data
        /// Image files of a .lottie archive, by file name and by path inside it.
        var images: [String: Data] = [:]
    }

    static func unpack(_ data: Data, limits: LottieLimits) throws -> Contents {
        let head = [UInt8](data.prefix(4))
        if head.count >= 2 && head[0] == 0x1F && head[1] == 0x8B {
            return Contents(json: try Inflate.inflate(data, format: .gzip, limit: limits.maxInflatedBytes, what: "the .tgs file"))
        }
        if head == [0x50, 0x4B, 0x03, 0x04] || head == [0x50, 0x4B, 0x05, 0x06] {
            return try dotLottie(data, limits: limits)
        }
        return Contents(json: data)
    }

    static func dotLottie(_ data: Data, limits: LottieLimits) throws -> Contents {
        let zip = try ZipArchive(data, limit: limits.maxInflatedBytes)
        var id: String?
        if let manifest = zip.entry(named: "manifest.json"),
           let object = try? JSONSerialization.jsonObject(with: try zip.contents(of: manifest)) as? [String: Any],
           let animations = object["animations"] as? [[String: Any]], let first = animations.first {
            id = first["id"] as? String
        }
        let candidates = id.map { ["animations/\($0).json", "a/\($0).json"] } ?? []
        let entry = candidates.lazy.compactMap { zip.entry(named: $0) }.first
            ?? zip.entries.first { ($0.name.hasPrefix("animations/") || $0.name.hasPrefix("a/")) && $0.name.hasSuffix(".json") }
        guard let entry else {
            throw LottieError(at: nil, "the .lottie archive holds no animation (no animations/*.json or a/*.json)",
                              fix: "give a dotLottie file made by a dotLottie tool, or the animation's JSON")
        }
        var contents = Contents(json: try zip.contents(of: entry))
        var total = contents.json.count
        for image in zip.entries where (image.name.hasPrefix("images/") || image.name.hasPrefix("i/")) && !image.name.hasSuffix("/") {
            let bytes = try zip.contents(of: image)
            total += bytes.count
            guard total <= limits.maxInflatedBytes else {
                throw LottieError(at: nil, "the .lottie archive inflates to more than \(limits.maxInflatedBytes) bytes",
                                  fix: "use smaller images (this may be a compression bomb)")
            }
            contents.images[image.name] = bytes
            contents.images[String(image.name.split(separator: "/").last ?? "")] = bytes
            contents.images["/" + image.name] = bytes
        }
        return contents
    }
}
