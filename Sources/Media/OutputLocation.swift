// Where an output may go: the one place that decides whether a destination
// is usable, creates its missing folders and removes them again when the
// output is abandoned (an interrupted render leaves no empty folder behind).
import Foundation
import ImageFiles

/// Checks on an output path, made before rendering so a bad destination
/// fails in milliseconds.
public enum OutputLocation {
    /// Refuses a path naming an existing folder.
    public static func refuseFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            let inside = path.hasSuffix("/") ? path : path + "/"
            throw MediaError(.outputIsDirectory, what: "the output path is a folder", at: path,
                             fix: "name a file inside it, e.g. \(inside)fx.mp4")
        }
    }

    /// Refuses an output that is, lies inside or contains one of `inputs`
    /// (each with a word for what it is: "the timeline file", "the params
    /// file"), compared by device and inode with links resolved, so no
    /// spelling of a path (`./t.png`, a link, `a/../t.png`) lets a render
    /// replace what it reads. Inputs that do not exist are skipped.
    public static func refuseOverwriting(inputs: [(path: String, role: String)], output: String) throws {
        let resolvedOutput = resolved(output)
        let outputChain = identityChain(ofResolved: resolvedOutput)
        let outputItself = identity(of: resolvedOutput)
        for input in inputs {
            guard let inputID = identity(of: input.path) else { continue }
            let relation: String?
            if inputID == outputItself {
                relation = "is"
            } else if outputChain.dropFirst().contains(inputID) {
                relation = "lies inside"
            } else if let outputItself, identityChain(ofResolved: resolved(input.path)).dropFirst().contains(outputItself) {
                relation = "contains"
            } else {
                relation = nil
            }
            if let relation {
                throw MediaError(.invalidOption, what: "the output \(relation) \(input.role) \(input.path): writing it would destroy an input",
                                 at: output, fix: "write the output somewhere else")
            }
        }
    }

    /// Device and inode of what `path` leads to (links followed), nil when nothing.
    private static func identity(of path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }

    /// `path` as the kernel will see it once the missing folders are made:
    /// its longest existing part through realpath(3) (links resolved), the
    /// rest with `.` and `..` applied by name.
    private static func resolved(_ path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var rest: [Substring] = []
        while identity(of: existing) == nil, existing != "/", existing != "." {
            rest.insert(Substring((existing as NSString).lastPathComponent), at: 0)
            existing = folder(of: existing)
        }
        guard let real = realpath(existing, nil) else { return path }
        var components = String(cString: real).split(separator: "/")
        free(real)
        for part in rest {
            if part == ".." { _ = components.popLast() } else if part != "." && !part.isEmpty { components.append(part) }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The identities of a resolved path: itself first (an empty entry
    /// when it does not exist), then every existing folder above it.
    private static func identityChain(ofResolved path: String) -> [[UInt64]] {
        var chain: [[UInt64]] = [identity(of: path) ?? []]
        var current = path
        while current != "/" {
            current = folder(of: current)
            if let id = identity(of: current) { chain.append(id) }
        }
        return chain
    }

    /// Checks, without creating anything (a probe file is made and removed
    /// at once), that `path` (for a PNG sequence: any frame's path) can be
    /// written: it is no folder, and its nearest existing ancestor is a
    /// folder we may write into.
    public static func check(_ path: String) throws {
        try refuseFolder(path)
        try checkNameLength(path)
        let parent = folder(of: path)
        var ancestor = parent
        var isDirectory: ObjCBool = false
        // Walk up to the first ancestor that exists; the rest will be created.
        while !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            ancestor = folder(of: ancestor)
        }
        guard isDirectory.boolValue else {
            throw MediaError(.outputNotWritable, what: "the output's folder cannot be created because \(ancestor) is a file",
                             at: path, fix: "choose a path whose folders are folders")
        }
        if ancestor == parent {
            try probeWritable(parent, for: path)
        } else if access(ancestor, W_OK | X_OK) != 0 {
            throw unwritable(ancestor, reason: String(cString: strerror(errno)), path: path)
        }
    }

    /// Most file systems allow 255 bytes a name (NAME_MAX).
    static let maximumNameBytes = 255

    /// Refuses a file name whose temporary name (the longest one this
    /// process could make for it) would be too long: the pre-flight check
    /// must fail where the write would.
    static func checkNameLength(_ path: String) throws {
        let name = String(path[(path.lastIndex(of: "/").map(path.index(after:)) ?? path.startIndex)...])
        let longest = TemporaryName.next(for: name).withLongestNumbers.fileName
        let extra = longest.utf8.count - name.utf8.count
        guard longest.utf8.count > maximumNameBytes else { return }
        throw MediaError(.outputNotWritable,
                         what: "the output's file name is \(name.utf8.count) bytes; written under a temporary name "
                             + "\(extra) bytes longer, it would pass the file system's limit of \(maximumNameBytes)",
                         at: path, fix: "use a name of at most \(maximumNameBytes - extra) bytes")
    }

    /// The folder `path` is in ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// Creates `folder` and its missing ancestors; returns the ones it
    /// created, outermost first, for `removeCreated(_:)`.
    static func createFolders(_ folder: String, for path: String) throws -> [String] {
        var missing: [String] = []
        var current = folder
        while !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = Self.folder(of: current)
        }
        var created: [String] = []
        for folder in missing.reversed() {
            if mkdir(folder, 0o777) != 0 && errno != EEXIST {
                let reason = String(cString: strerror(errno))
                removeCreated(created)
                throw MediaError(.outputNotWritable, what: "could not create the output folder \(folder): \(reason)",
                                 at: path, fix: "create it yourself or choose a writable location")
            }
            created.append(folder)
            CreatedFiles.register(folder, .folder)
        }
        return created
    }

    /// Removes folders `createFolders` made, innermost first, where still
    /// empty (another render may have put files there meanwhile).
    static func removeCreated(_ created: [String]) {
        for folder in created.reversed() { rmdir(folder) }
        CreatedFiles.forget(created)
    }

    /// Creating a file is the only reliable test: access(2) says yes to root
    /// even where the file system refuses (read-only mounts, /sys).
    static func probeWritable(_ folder: String, for path: String? = nil) throws {
        do {
            let probe = try TemporaryFile.create(in: folder, for: "animgen-probe", mode: 0o600)
            close(probe.descriptor)
            unlink(probe.path)
            CreatedFiles.forget([probe.path])
        } catch {
            throw unwritable(folder, reason: error.reason, path: path ?? folder)
        }
    }

    private static func unwritable(_ folder: String, reason: String, path: String) -> MediaError {
        MediaError(.outputNotWritable, what: "cannot write into the output folder \(folder): \(reason)", at: path,
                   fix: "choose another location or make the folder writable")
    }
}
