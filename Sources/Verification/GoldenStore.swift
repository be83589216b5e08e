// A golden folder on disk:
//
//     manifest.json          scene, parameters, per-frame time and SHA-256
//     frame-00037.png        golden frame 37 (straight-alpha RGBA PNG)
//
// and, in an artifacts folder outside it (``GoldenCheck/artifactsDirectory``;
// the golden folder is committed, the pictures of a failure are not):
//
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

    /// A manifest lists at most a few thousand frames of ~200 bytes: 64 MiB
    /// is far beyond any real one and far below what would hurt to read.
    public static let maximumManifestBytes = 64 << 20

    /// Where the folder's manifest is.
    public var manifestURL: URL { directory.appendingPathComponent(Self.manifestName) }

    /// Where the golden PNG of frame `index` is.
    public func url(forFrame index: Int) -> URL { directory.appendingPathComponent(Self.fileName(forFrame: index)) }

    /// Where `artifact` of frame `index` is written in `folder` (default:
    /// the golden folder, where versions before the artifacts folder wrote them).
    public func url(forFrame index: Int, artifact: Artifact, in folder: URL? = nil) -> URL {
        (folder ?? directory).appendingPathComponent(Self.fileName(forFrame: index, artifact: artifact))
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
            throw VerificationError(.missingGolden, "\(what). Record them first (`record: .missing`; ANIMGEN_RECORD=missing in tests).")
        }
        let data: [UInt8]
        do { data = try readInputFile(atPath: path, limit: Self.maximumManifestBytes) } catch {
            throw VerificationError(.corruptManifest, "The golden manifest \(path) \(error.problem). Restore it from version control or re-record the goldens (`record: .all`).")
        }
        return try GoldenManifest.decode(Data(data), path: path)
    }

    /// The golden pixels of `entry`, checked against the manifest's digest and size.
    public func readGolden(_ entry: GoldenManifest.Frame, parameters: GoldenParameters) throws -> Pixmap {
        let url = directory.appendingPathComponent(entry.file)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw VerificationError(.missingGolden,
                "The golden frame \(url.path) listed in \(Self.manifestName) is missing. Restore it from version control or re-record it (`record: .all`).")
        }
        let wrongSize = { (size: String) in
            VerificationError(.corruptGolden,
                "The golden frame \(url.path) is \(size) but the manifest says \(parameters.width)x\(parameters.height). Re-record it (`record: .all`).")
        }
        // Checked from the header, and capped in the decoder, before any pixel is decoded.
        if let (w, h) = imageDimensions(atPath: url.path), w != parameters.width || h != parameters.height { throw wrongSize("\(w)x\(h)") }
        let pixmap: Pixmap
        do { pixmap = try decodeImage(at: url, maximumPixels: max(1, min(parameters.width, 1 << 20) * min(parameters.height, 1 << 20))) } catch {
            throw VerificationError(.corruptGolden,
                "The golden frame \(url.path) cannot be decoded: \(error). Restore it from version control or re-record it (`record: .all`).")
        }
        guard pixmap.width == parameters.width, pixmap.height == parameters.height else { throw wrongSize("\(pixmap.width)x\(pixmap.height)") }
        guard pixmap.sha256 == entry.sha256 else {
            throw VerificationError(.corruptGolden,
                "The golden frame \(url.path) does not hold the pixels its manifest entry describes (SHA-256 differs): it was edited or damaged. Restore it from version control or re-record it (`record: .all`).")
        }
        return pixmap
    }

    // MARK: Writing

    /// Writes `frames` (index and pixels, rendered on demand) as the new
    /// golden set and returns its manifest. The store owns only what its
    /// manifest lists: goldens of frames the previous manifest listed and
    /// the new set drops are removed, with the failure pictures of frames
    /// either lists; no other file in the folder is touched. Each golden
    /// is written to a temporary file created exclusively (ImageFiles' `TemporaryFile`)
    /// and renamed into place only once all are written.
    ///
    /// With `keeping`, those entries of the previous manifest stay (files
    /// untouched) beside the new frames: how `--record missing|failed` adds
    /// or replaces frames in a set.
    @discardableResult
    public func record(scene: String, parameters: GoldenParameters, frames: [Int], frameRate: FrameRate,
                       keeping kept: [GoldenManifest.Frame] = [],
                       render: (Int) throws -> Pixmap) throws -> GoldenManifest {
        try createDirectory()
        let previous = try? readManifest()
        var written: [(temporary: String, final: URL)] = []
        var entries: [GoldenManifest.Frame] = []
        do {
            for index in frames {
                let pixmap = try render(index)
                let final = url(forFrame: index)
                written.append((try writeTemporary(try pngData(pixmap), for: final), final))
                entries.append(GoldenManifest.Frame(index: index, frameRate: frameRate, sha256: pixmap.sha256))
            }
        } catch {
            for file in written { unlink(file.temporary) }
            CreatedFiles.forget(written.map(\.temporary))
            throw error
        }
        defer { CreatedFiles.forget(written.map(\.temporary)) }
        for (moved, file) in written.enumerated() where rename(file.temporary, file.final.path) != 0 {
            let reason = String(cString: strerror(errno))
            for file in written[moved...] { unlink(file.temporary) }
            throw VerificationError(.writeFailed, "Cannot move the new golden into place at \(file.final.path): \(reason).")
        }
        let recorded = Set(frames)
        let manifest = GoldenManifest(scene: scene, parameters: parameters,
                                      frames: entries + kept.filter { !recorded.contains($0.index) })
        try writeAtomically(try manifest.encoded(), to: manifestURL)
        removeStaleFiles(previous: previous, keeping: Set(manifest.frames.map(\.index)))
        return manifest
    }

    /// Writes the failure pictures of frame `index` into `folder` (created
    /// when missing; default: the golden folder); returns their URLs.
    public func writeArtifacts(forFrame index: Int, actual: Pixmap, diff: Pixmap, sheet: Pixmap,
                               in folder: URL? = nil) throws -> [Artifact: URL] {
        if let folder { try Self.createDirectory(folder, what: "artifacts folder") }
        var urls: [Artifact: URL] = [:]
        for (artifact, pixmap) in [(Artifact.actual, actual), (.diff, diff), (.sheet, sheet)] {
            let target = url(forFrame: index, artifact: artifact, in: folder)
            try writeAtomically(try pngData(pixmap), to: target)
            urls[artifact] = target
        }
        return urls
    }

    /// Removes the failure pictures of frame `index` (after it passes again):
    /// regular files only, never a folder or what a link points to.
    public func removeArtifacts(forFrame index: Int, in folder: URL? = nil) {
        for artifact in Artifact.allCases { Self.removeRegularFile(url(forFrame: index, artifact: artifact, in: folder).path) }
    }

    // MARK: Files

    private func createDirectory() throws { try Self.createDirectory(directory, what: "golden folder") }

    private static func createDirectory(_ folder: URL, what: String) throws {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw VerificationError(.writeFailed, "Cannot create the \(what) \(folder.path): \(error.localizedDescription). Check the path and permissions.")
        }
    }

    private func writeAtomically(_ data: some DataProtocol, to url: URL) throws {
        let temporary = try writeTemporary(data, for: url)
        defer { CreatedFiles.forget([temporary]) }
        guard rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw VerificationError(.writeFailed, "Cannot write \(url.path): \(reason). Check the folder's permissions.")
        }
    }

    /// Writes `data` into a new temporary file beside `url`; returns its path.
    /// A failed write (a full disk) removes it.
    private func writeTemporary(_ data: some DataProtocol, for url: URL) throws -> String {
        let file: TemporaryFile
        do {
            file = try TemporaryFile.create(in: url.deletingLastPathComponent().path, for: url.lastPathComponent)
        } catch {
            throw VerificationError(.writeFailed, "Cannot write \(url.path): \(error.reason). Check the folder's permissions.")
        }
        if let failure = Array(data).withUnsafeBytes({ TemporaryFile.writeAll($0, to: file.descriptor) }) {
            unlink(file.path)
            CreatedFiles.forget([file.path])
            throw VerificationError(.writeFailed, "Cannot write \(url.path): \(failure.reason). Check the free space.")
        }
        return file.path
    }

    /// Deletes the goldens `previous` listed that are not in `keeping`, and
    /// every failure picture of a frame either set names (a fresh recording
    /// has no failures). Only entries named by this store's scheme, only
    /// regular files.
    private func removeStaleFiles(previous: GoldenManifest?, keeping: Set<Int>) {
        for entry in previous?.frames ?? [] where entry.file == Self.fileName(forFrame: entry.index) {
            if !keeping.contains(entry.index) { Self.removeRegularFile(url(forFrame: entry.index).path) }
            removeArtifacts(forFrame: entry.index)
        }
        for index in keeping { removeArtifacts(forFrame: index) }
    }

    private static func removeRegularFile(_ path: String) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
    }

    private static func padded(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }
}
