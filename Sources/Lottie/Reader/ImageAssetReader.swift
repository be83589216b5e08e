import Foundation
import ImageFiles
import Raster

/// Reads an image asset: embedded (`data:` URI, base64) or a file beside the
/// animation (`u` + `p`), or an entry of a .lottie archive.
extension Node {
    func imageAsset(baseURL: URL?, extra: [String: Data]) throws -> ImageAsset {
        let w = try double("w", default: 0), h = try double("h", default: 0)
        let p = self["p"]?.string ?? ""
        let u = self["u"]?.string ?? ""
        let limits = state.limits
        var bytes: Data?
        if p.hasPrefix("data:") {
            guard let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64") else {
                state.report(path.appending("p"), "an embedded image that is not base64 data; it is not drawn")
                return ImageAsset(width: w, height: h, pixmap: nil)
            }
            let base64 = p[p.index(after: comma)...]
            guard base64.utf8.count / 4 * 3 <= limits.maxImageBytes else {
                throw LottieError(at: path.appending("p"), "an embedded image over \(limits.maxImageBytes) bytes",
                                  fix: "use a smaller image")
            }
            bytes = Data(base64Encoded: String(base64), options: .ignoreUnknownCharacters)
            if bytes == nil { state.report(path.appending("p"), "the embedded image's base64 data is malformed; it is not drawn") }
        } else if let data = extra[(u + p)] ?? extra[p] ?? extra["images/" + p] {
            bytes = data
        } else if let baseURL, !p.isEmpty, !p.contains("..") && !p.hasPrefix("/") && !u.hasPrefix("/") && !u.contains("..") && !u.contains("://") {
            let url = baseURL.appendingPathComponent(u).appendingPathComponent(p)
            if inputFileProblem(atPath: url.path) == nil, let d = FileManager.default.contents(atPath: url.path) {
                bytes = d
            } else {
                state.report(path.appending("p"), "image file \(u + p) not found beside the animation; it is not drawn")
            }
        } else {
            state.report(path.appending("p"), "image \"\(u + p)\" cannot be loaded (only embedded images and files beside the animation are read)")
        }
        guard let bytes else { return ImageAsset(width: w, height: h, pixmap: nil) }
        guard bytes.count <= limits.maxImageBytes else {
            throw LottieError(at: path.appending("p"), "an image of \(bytes.count) bytes (at most \(limits.maxImageBytes))",
                              fix: "use a smaller image")
        }
        return ImageAsset(width: w, height: h, pixmap: try decode(bytes))
    }

    /// Decodes through a private temporary file (the decoder reads files),
    /// checking the header's size first.
    private func decode(_ bytes: Data) throws -> Pixmap? {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animgen-lottie-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false,
                                                 attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("image")
        guard (try? bytes.write(to: file)) != nil else {
            state.report(path, "the image could not be staged for decoding; it is not drawn")
            return nil
        }
        let limits = state.limits
        if let (iw, ih) = imageDimensions(atPath: file.path) {
            guard iw <= limits.maxImageSide && ih <= limits.maxImageSide else {
                throw LottieError(at: path.appending("p"), "an image of \(iw)x\(ih) pixels (at most \(limits.maxImageSide) a side)",
                                  fix: "scale the image down")
            }
        }
        do {
            let pixmap = try decodeImage(at: file)
            guard pixmap.width <= limits.maxImageSide && pixmap.height <= limits.maxImageSide else {
                throw LottieError(at: path.appending("p"), "an image of \(pixmap.width)x\(pixmap.height) pixels (at most \(limits.maxImageSide) a side)",
                                  fix: "scale the image down")
            }
            state.imagePixels += pixmap.width * pixmap.height
            guard state.imagePixels <= limits.maxImagePixels else {
                throw LottieError(at: path, "images of more than \(limits.maxImagePixels) pixels in all", fix: "use fewer or smaller images")
            }
            return pixmap
        } catch let error as LottieError {
            throw error
        } catch {
            state.report(path.appending("p"), "the image could not be decoded (\(error)); it is not drawn")
            return nil
        }
    }
}
