#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One output file written atomically: the renderer writes
/// ``temporaryPath`` (a hidden name in the same folder, same extension so
/// libavformat still infers the format), then ``commit()`` renames it onto
/// ``finalPath``. Nothing ever appears under the final name half-written.
struct OutputFile: Sendable, Equatable {
    var finalPath: String
    var temporaryPath: String

    init(finalPath: String, processID: Int32 = getpid()) {
        self.finalPath = finalPath
        let directory = FilePath.directory(of: finalPath)
        let name = FilePath.lastComponent(finalPath)
        let ext = FilePath.extension(of: name)
        let temporaryName = "." + FilePath.stem(of: name) + OutputFile.partialMarker(processID) + (ext.isEmpty ? "" : "." + ext)
        temporaryPath = directory.isEmpty ? temporaryName : directory + "/" + temporaryName
    }

    /// Part of every temporary name this process creates, used to find
    /// leftovers after an error or interruption.
    static func partialMarker(_ processID: Int32 = getpid()) -> String { ".partial-\(processID)" }

    /// Moves the finished temporary file onto the final name (rename(2):
    /// atomic within one file system).
    func commit() throws {
        if rename(temporaryPath, finalPath) != 0 {
            let reason = String(cString: strerror(errno))
            throw CLIError.runtime("could not move the finished file into place", at: "\(finalPath): \(reason)",
                                   fix: "check that the folder is still writable")
        }
    }

    /// Removes the temporary file if it exists.
    func discard() {
        unlink(temporaryPath)
    }
}
