import Foundation

/// Checks and prepares the place the output goes, so that a bad `-o` fails
/// in milliseconds, before any frame is rendered.
enum OutputPreparation {
    /// Refuses an `-o` naming an existing folder, before the extension is
    /// looked at (`-o out` should say "folder", not "no extension").
    static func refuseFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            let inside = path.hasSuffix("/") ? path : path + "/"
            throw CLIError.usage("the output path is a folder", at: "-o \(path)",
                                 fix: "name a file inside it, e.g. -o \(inside)fx.mp4")
        }
    }

    /// Side-effect-free checks (apart from a probe file created and removed
    /// at once): the path is not a folder; the nearest existing ancestor is a
    /// folder we may write into.
    static func check(_ target: OutputTarget) throws {
        let manager = FileManager.default
        let finalPath = target.path(forFrame: 0)
        try refuseFolder(finalPath)
        var isDirectory: ObjCBool = false
        let parent = effectiveDirectory(of: finalPath)
        // Walk up to the first ancestor that exists; the rest will be created.
        var ancestor = parent
        while !manager.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            let up = FilePath.directory(of: ancestor)
            ancestor = up.isEmpty ? "." : up
        }
        guard isDirectory.boolValue else {
            throw CLIError.usage("the output's folder cannot be created because \(ancestor) is a file",
                                 at: "-o \(target.path)", fix: "choose a path whose folders are folders")
        }
        if ancestor == parent {
            try probeWritable(parent, target: target)
        } else if access(ancestor, W_OK) != 0 {
            throw unwritable(ancestor, reason: String(cString: strerror(errno)), target: target)
        }
    }

    /// Creates the missing folders of the output path (after ``check(_:)``,
    /// right before rendering).
    static func prepare(_ target: OutputTarget) throws {
        let parent = effectiveDirectory(of: target.path(forFrame: 0))
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw CLIError.runtime("could not create the output folder", at: parent,
                                   fix: "create it yourself or choose another -o location")
        }
        try probeWritable(parent, target: target)
    }

    /// Removes every temporary file this process left in the output folder
    /// (after an error or an interruption).
    static func discardTemporaries(_ target: OutputTarget) {
        let parent = effectiveDirectory(of: target.path(forFrame: 0))
        let marker = OutputFile.partialMarker()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(".") && name.contains(marker) {
            unlink(parent + "/" + name)
        }
    }

    private static func effectiveDirectory(of path: String) -> String {
        let directory = FilePath.directory(of: path)
        return directory.isEmpty ? "." : directory
    }

    /// Creating a file is the only reliable test: access(2) says yes to root
    /// even where the file system refuses (read-only mounts, /sys).
    private static func probeWritable(_ directory: String, target: OutputTarget) throws {
        let probe = directory + "/.animgen-probe" + OutputFile.partialMarker()
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if descriptor < 0 {
            let reason = String(cString: strerror(errno))
            throw unwritable(directory, reason: reason, target: target)
        }
        close(descriptor)
        unlink(probe)
    }

    private static func unwritable(_ directory: String, reason: String, target: OutputTarget) -> CLIError {
        CLIError.usage("cannot write into the output folder \(directory)", at: "\(reason)",
                       fix: "choose another -o location or make the folder writable")
    }
}
