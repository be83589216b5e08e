// A golden folder on disk:
//
//     manifest.json          scene, parameters, per-frame time and SHA-256
//     frame-00037.png        golden frame 37 (straight-alpha RGBA PNG)
//     frame-00037.actual.png the frame as rendered, when it failed
//     frame-00037.diff.png   the diff picture, when it failed
//     frame-00037.sheet.png  golden | actual | diff, labelled, when it failed
//
// Recording renders every frame to hidden temporary files first; only when
// all are written are they renamed into place and the manifest (written
// last) replaced, so an error or Ctrl-C leaves the previous set intact.
import Foundation
import ImageFiles
import Raster
import Timeline

/// Reads and writes one golden folder.
public struct GoldenStore: Sendable {
    /// The golden folder (standardized: `.` and `..` resolved).
    public let directory: URL

    /// The golden folder at `directory`; nothing is read until a check runs.
    public init(directory: URL) { self.directory = directory.standardizedFileURL }
    /// The golden folder at `path` (relative to the current directory).
    public init(path: String) { self.init(directory: URL(fileURLWithPath: path)) }

    /// The manifest's file name inside the folder.
    public static let manifestName = "manifest.json"

    /// `frame-00037.png`: five digits (more for frames past 99999), so names sort by frame.
    public static func fileName(forFrame index: Int) -> String {
        "frame-\(padded(index)).png"
    }

    /// The files written beside a failed frame.
    public enum Artifact: String, CaseIterable, Sendable {
        case actual, diff, sheet
    }

    /// `frame-00037.diff.png`: the name of `artifact` for frame `index`.
    public static func fileName(forFrame index: Int, artifact: Artifact) -> String {
        "frame-\(padded(index)).\(artifact.rawValue).png"
    }

    /// Where the folder's manifest is.
    public var manifestURL: URL { directory.appendingPathComponent(Self.manifestName) }

    /// Where the golden PNG of frame `index` is.
    public func url(forFrame index: Int) -> URL { directory.appendingPathComponent(Self.fileName(forFrame: index)) }

    /// Where `artifact` of frame `index` is written.
    public func url(forFrame index: Int, artifact: Artifact) -> URL {
        directory.appendingPathComponent(Self.fileName(forFrame: index, artifact: artifact))
    }

    // MARK: Reading

    /// The manifest. Throws ``VerificationError`` `.missingGolden` when the
    /// folder or manifest does not exist, `.corruptManifest` when unreadable.
    public func readManifest() throws -> GoldenManifest {
        let path = manifestURL.path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw VerificationError(.missingGolden, "The golden folder \(directory.path) is a file, not a folder. Name a folder for the goldens.")
        }
        guard FileManager.default.fileExists(atPath: path) else {
            let what = FileManager.default.fileExists(atPath: directory.path)
                ? "The golden folder \(directory.path) has no \(Self.manifestName)"
                : "There are no goldens at \(directory.path)"
            throw VerificationError(.missingGolden, "\(what). Record them first with --record (ANIMGEN_RECORD=1 in tests).")
        }
        let data: Data
        do { data = try Data(contentsOf: manifestURL) } catch {
            throw VerificationError(.corruptManifest, "The golden manifest \(path) cannot be read (\(error.localizedDescription)). Check its permissions.")
        }
        return try GoldenManifest.decode(data, path: path)
    }

    /// The golden pixels of `entry`, checked against the manifest's digest and size.
    public func readGolden(_ entry: GoldenManifest.Frame, parameters: GoldenParameters) throws -> Pixmap {
        let url = directory.appendingPathComponent(entry.file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VerificationError(.missingGolden,
                "The golden frame \(url.path) listed in \(Self.manifestName) is missing. Restore it from version control or re-record with --record.")
        }
        let pixmap: Pixmap
        do { pixmap = try decodeImage(at: url) } catch {
            throw VerificationError(.corruptGolden,
                "The golden frame \(url.path) cannot be decoded: \(error). Restore it from version control or re-record with --record.")
        }
        guard pixmap.width == parameters.width, pixmap.height == parameters.height else {
            throw VerificationError(.corruptGolden,
                "The golden frame \(url.path) is \(pixmap.width)x\(pixmap.height) but the manifest says \(parameters.width)x\(parameters.height). Re-record with --record.")
        }
        guard pixmap.sha256 == entry.sha256 else {
            throw VerificationError(.corruptGolden,
                "The golden frame \(url.path) does not hold the pixels its manifest entry describes (SHA-256 differs): it was edited or damaged. Restore it from version control or re-record with --record.")
        }
        return pixmap
    }

    // MARK: Writing

    /// Writes `frames` (index and pixels, rendered on demand) as the new
    /// golden set and returns its manifest. Goldens and artifacts of frames
    /// not in the new set are removed.
    @discardableResult
    public func record(scene: String, parameters: GoldenParameters, frames: [Int], frameRate: FrameRate,
                       render: (Int) throws -> Pixmap) throws -> GoldenManifest {
        try createDirectory()
        var written: [(temporary: URL, final: URL)] = []
        var entries: [GoldenManifest.Frame] = []
        do {
            for index in frames {
                let pixmap = try render(index)
                let final = url(forFrame: index)
                let temporary = directory.appendingPathComponent(".\(final.lastPathComponent).partial-\(getpid())")
                try writeFile(try pngData(pixmap), to: temporary, naming: final.path)
                written.append((temporary, final))
                entries.append(GoldenManifest.Frame(index: index, frameRate: frameRate, sha256: pixmap.sha256))
            }
        } catch {
            for file in written { try? FileManager.default.removeItem(at: file.temporary) }
            throw error
        }
        for file in written {
            guard rename(file.temporary.path, file.final.path) == 0 else {
                throw VerificationError(.writeFailed, "Cannot move the new golden into place at \(file.final.path): \(String(cString: strerror(errno))).")
            }
        }
        let manifest = GoldenManifest(scene: scene, parameters: parameters, frames: entries)
        try writeAtomically(try manifest.encoded(), to: manifestURL)
        removeStaleFiles(keeping: Set(frames))
        return manifest
    }

    /// Writes the failure pictures of frame `index`; returns their URLs.
    public func writeArtifacts(forFrame index: Int, actual: Pixmap, diff: Pixmap, sheet: Pixmap) throws -> [Artifact: URL] {
        var urls: [Artifact: URL] = [:]
        for (artifact, pixmap) in [(Artifact.actual, actual), (.diff, diff), (.sheet, sheet)] {
            let target = url(forFrame: index, artifact: artifact)
            try writeAtomically(try pngData(pixmap), to: target)
            urls[artifact] = target
        }
        return urls
    }

    /// Removes the failure pictures of frame `index` (after it passes again).
    public func removeArtifacts(forFrame index: Int) {
        for artifact in Artifact.allCases { try? FileManager.default.removeItem(at: url(forFrame: index, artifact: artifact)) }
    }

    // MARK: Files

    private func createDirectory() throws {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw VerificationError(.writeFailed, "Cannot create the golden folder \(directory.path): \(error.localizedDescription). Check the path and permissions.")
        }
    }

    private func writeAtomically(_ data: some DataProtocol, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())")
        try writeFile(data, to: temporary, naming: url.path)
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw VerificationError(.writeFailed, "Cannot write \(url.path): \(reason). Check the folder's permissions.")
        }
    }

    private func writeFile(_ data: some DataProtocol, to url: URL, naming path: String) throws {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(data).write(to: url)
        } catch {
            throw VerificationError(.writeFailed, "Cannot write \(path): \(error.localizedDescription). Check the folder's permissions and free space.")
        }
    }

    /// Deletes `frame-NNNNN[.artifact].png` files of frames outside `keeping`
    /// and every artifact (a fresh recording has no failures).
    private func removeStaleFiles(keeping: Set<Int>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names {
            guard let (index, isArtifact) = Self.parseFileName(name) else { continue }
            if isArtifact || !keeping.contains(index) {
                try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
        }
    }

    /// The frame index of a file named by this store's scheme, and whether it is an artifact.
    static func parseFileName(_ name: String) -> (Int, Bool)? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let parts = name.dropFirst(6).dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        guard let first = parts.first, first.count >= 5, first.allSatisfy(\.isASCII), let index = Int(first) else { return nil }
        if parts.count == 1 { return (index, false) }
        if parts.count == 2, Artifact(rawValue: String(parts[1])) != nil { return (index, true) }
        return nil
    }

    private static func padded(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
