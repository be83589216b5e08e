// The checks `concat` runs on a set of chunk files before joining them, from
// their tags alone: one render, every chunk once, frames tiling the whole
// animation. Each failure names the file at fault and how to fix it.
import ImageFiles

/// A chunk file and the tag read from it.
public struct SegmentFile: Sendable, Equatable {
    /// Where the chunk file is.
    public var path: String
    /// What its container metadata says it holds.
    public var tag: SegmentTag
    /// A chunk file and its tag.
    public init(path: String, tag: SegmentTag) {
        self.path = path
        self.tag = tag
    }
}

/// The checks on a set of chunks (see the file comment).
public enum SegmentSet {
    /// The chunks ordered by index, or an error naming the chunk at fault.
    public static func ordered(_ files: [SegmentFile]) throws -> [SegmentFile] {
        guard let first = files.first else {
            throw MediaError(.fileNotFound, what: "no chunk files to join", fix: "render the chunks first (`segment: I/N`), or name them")
        }
        for file in files.dropFirst() {
            let (a, b) = (first.tag, file.tag)
            if b.renderID != a.renderID || b.count != a.count || b.totalFrames != a.totalFrames || b.frameRate != a.frameRate
                || b.finalEncode != a.finalEncode {
                throw MediaError(.corruptInput, what: "chunk \(b.index)/\(b.count) belongs to another render than chunk \(a.index)/\(a.count) of \(first.path) (render \(b.renderID), \(b.totalFrames) frames, against render \(a.renderID), \(a.totalFrames) frames)",
                                 at: file.path, fix: "re-render this chunk with the same command and options as the others, or remove stale chunks")
            }
        }
        try refuseMixedEncoding(files)
        var byIndex: [Int: SegmentFile] = [:]
        for file in files {
            if let other = byIndex[file.tag.index] {
                throw MediaError(.corruptInput, what: "chunk \(file.tag.index)/\(file.tag.count) is given twice: also \(other.path)",
                                 at: file.path, fix: "name each chunk once")
            }
            byIndex[file.tag.index] = file
        }
        let count = first.tag.count, total = first.tag.totalFrames
        var ordered: [SegmentFile] = []
        for index in 0..<count {
            guard let file = byIndex[index] else {
                throw MediaError(.fileNotFound, what: "chunk \(index)/\(count) is missing (frames \(describe(SegmentTag.frames(index: index, count: count, totalFrames: total, grid: first.tag.keyframeGrid))))",
                                 at: first.path, fix: "render it with `segment: \(index)/\(count)` (or re-run array task \(index))")
            }
            ordered.append(file)
        }
        var next = 0
        for file in ordered {
            let frames = file.tag.frames
            if frames.lowerBound != next || frames.isEmpty || frames.upperBound > total {
                let what = frames.lowerBound < next ? "overlaps the chunk before (which ends at frame \(next - 1))"
                    : frames.lowerBound > next ? "leaves a gap (frames \(describe(next..<frames.lowerBound)) are in no chunk)"
                    : "runs past the last frame, \(total - 1)"
                throw MediaError(.corruptInput, what: "chunk \(file.tag.index)/\(count) holds frames \(describe(frames)), which \(what)",
                                 at: file.path, fix: "re-render it with `segment: \(file.tag.index)/\(count)`")
            }
            next = frames.upperBound
        }
        if next != total {
            throw MediaError(.corruptInput, what: "the chunks end at frame \(next - 1) but the render has \(total) frames",
                             at: ordered.last!.path, fix: "re-render the last chunk")
        }
        return ordered
    }

    /// Chunks of one render encoded in both ``EncodingMode``s (some with
    /// `--reproducible`, some without) would join into a file that plays
    /// well but whose bytes no single render gives: neither reproducible
    /// nor the fast render's. Refused, naming the fewer chunks to redo.
    static func refuseMixedEncoding(_ files: [SegmentFile]) throws {
        let modes = Dictionary(grouping: files) { $0.tag.encoding ?? .reproducible }
        guard modes.count > 1, let fewer = modes.min(by: { ($0.value.count, $0.key.rawValue) < ($1.value.count, $1.key.rawValue) }) else { return }
        let other: EncodingMode = fewer.key == .fast ? .reproducible : .fast
        let chunks = fewer.value.map(\.tag.index).sorted()
        let named = chunks.prefix(8).map { "\($0)/\(files[0].tag.count)" }.joined(separator: ", ") + (chunks.count > 8 ? ", …" : "")
        let flag = other == .reproducible ? "with `encoding: .reproducible`" : "with `encoding: .fast`"
        throw MediaError(.corruptInput, what: "chunk(s) \(named) were encoded \(fewer.key == .fast ? "fast (the machine's own x264 kernels and threads)" : "reproducibly (`encoding: .reproducible`)") but the other \(modes[other]!.count) \(other == .fast ? "fast" : "reproducibly"); joined, the MP4 would play, but its bytes would be neither a reproducible render's nor a fast one's",
                         at: fewer.value[0].path, fix: "render chunk(s) \(named) again \(flag), as the others were")
    }

    static func describe(_ frames: Range<Int>) -> String {
        frames.isEmpty ? "none" : "\(frames.lowerBound)–\(frames.upperBound - 1)"
    }
}
