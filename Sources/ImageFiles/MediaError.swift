// Errors of the media layers (ImageFiles and Media): one type whose message
// says what went wrong, where (the file), and how to fix it, with FFmpeg's
// own last log line when a library call failed.
import CFFmpeg
import Foundation

/// An error from encoding, decoding or writing media.
///
/// `description` is a complete sentence for a person: what failed, on which
/// file, and what to do about it. `kind` lets code and tests tell cases apart.
public struct MediaError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure this is.
    public enum Kind: String, Sendable {
        /// The output extension names no format we write.
        case unsupportedFormat
        /// The frame size cannot be encoded in the chosen format, or an
        /// input image holds more pixels than allowed.
        case invalidSize
        /// An encode option (crf, preset, …) is out of range or unknown.
        case invalidOption
        /// The output path is an existing folder.
        case outputIsDirectory
        /// The output folder cannot be created or written.
        case outputNotWritable
        /// The FFmpeg build on this machine lacks a needed encoder/decoder.
        case codecMissing
        /// A file to read does not exist.
        case fileNotFound
        /// A file to read is not a decodable image.
        case corruptInput
        /// An FFmpeg call failed.
        case ffmpeg
        /// Writing or renaming a file failed.
        case io
        /// The frame does not match the encoder (size) or the encoder was used
        /// after `finish()`/`cancel()`.
        case misuse
        /// The render was cancelled (e.g. Ctrl-C); partial output was removed.
        case cancelled
    }

    /// A message in parts, for front ends that lay messages out their own
    /// way and name the place in their own terms (a command-line flag).
    public struct Parts: Sendable, Equatable {
        /// What is wrong, a sentence fragment without a final period.
        public let what: String
        /// How to fix it, an imperative, if there is a fix to give.
        public let fix: String?
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// The whole message: what failed, where, and how to fix it.
    public let description: String
    /// The message in parts, for errors made with `init(_:what:at:fix:)`.
    public let parts: Parts?

    /// An error whose message is `description`, already a complete sentence.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
        parts = nil
    }

    /// An error whose description reads "What (location). Fix."
    public init(_ kind: Kind, what: String, at location: String? = nil, fix: String? = nil) {
        self.kind = kind
        var text = what.prefix(1).uppercased() + what.dropFirst()
        if let location { text += " (\(location))" }
        text += "."
        if let fix { text += " " + fix.prefix(1).uppercased() + fix.dropFirst() + "." }
        description = text
        parts = Parts(what: what, fix: fix)
    }

    /// An FFmpeg failure: `what` failed on `path` with code `code`; appends
    /// FFmpeg's text for the code and its last warning/error log line.
    /// A full disk or a failing device is the whole story: the system's
    /// text says it, and the last log line is then some earlier, unrelated
    /// warning, so it is dropped (still taken, so it cannot stick to a
    /// later message).
    package static func ffmpeg(_ what: String, path: String, code: Int32, hint: String = "") -> MediaError {
        var text = "\(what) failed for \(path): \(averrorString(code))"
        let log = FFmpegLog.takeLastLine()
        let systemIO = [ENOSPC, EDQUOT, EIO, EFBIG, EROFS].contains(-code)
        if !log.isEmpty, !systemIO { text += " (FFmpeg: \(log))" }
        if !hint.isEmpty { text += ". \(hint)" }
        return MediaError(.ffmpeg, text)
    }

    package static let cancelledError = MediaError(.cancelled, "Cancelled: the partial output was removed.")
}

/// FFmpeg's text for an error code (`av_strerror`).
package func averrorString(_ code: Int32) -> String {
    var buf = [CChar](repeating: 0, count: 256)
    av_strerror(code, &buf, buf.count)
    return cString(buf)
}

/// Captures FFmpeg's log output so failures can quote the library's reason.
public enum FFmpegLog {
    /// Installs the capturing callback once. With `verbose`, FFmpeg's messages
    /// are also printed to stderr (for debugging).
    public static func install(verbose: Bool = false) {
        ensureInstalled()
        cff_install_log_callback(verbose ? 1 : 0)
    }

    /// Installs the quiet capturing callback unless `install` ran already.
    package static func ensureInstalled() { _ = installedOnce }
    private static let installedOnce: Void = cff_install_log_callback(0)

    /// The last warning or error line FFmpeg logged since the previous call.
    package static func takeLastLine() -> String {
        var buf = [CChar](repeating: 0, count: 1024)
        cff_take_last_log_line(&buf, buf.count)
        // "[png @ 0x55d0…] chunk too big" → "[png] chunk too big": the address
        // means nothing to a reader and would make messages differ per run.
        return cString(buf).replacingOccurrences(of: #" @ 0x[0-9a-fA-F]+\]"#, with: "]", options: .regularExpression)
    }
}

/// The text of a NUL-terminated C buffer.
package func cString(_ buf: [CChar]) -> String {
    buf.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
}
