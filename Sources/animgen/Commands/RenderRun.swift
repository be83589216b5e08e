import AnimGen
import Foundation
import Media

/// The part every rendering command shares once its request is valid:
/// show progress, call the renderer, word its error, print the summary.
///
/// The outcome follows what is on disk: the media layer creates folders,
/// writes under hidden temporary names and removes them (and the folders it
/// made) on an error or Ctrl-C; it renames the output into place only
/// through `CancellationFlag.beginCommit()`, after which a signal is
/// ignored. So a renderer that returns has committed its output (success,
/// even if a signal came during the rename), and one stopped by a signal
/// committed nothing (exit 130, an older file of that name untouched).
enum RenderRun {
    /// The renderer a command plugs in (see ``renderFireworks(_:progress:cancellation:)``).
    typealias Renderer = (RenderRequest, ProgressReporter, CancellationFlag) throws -> Void

    static func perform(_ request: RenderRequest, context: CommandContext, renderer: Renderer) throws {
        let quiet = RenderOptions.isQuiet(context.arguments)
        let console = context.console
        if !quiet { for note in request.notes { console.printError("animgen: note: \(note)\n") } }
        let progress = ProgressReporter(totalFrames: request.frameIndices.count, quiet: quiet, console: console)
        do {
            try context.cancellation.checkCancellation()
            try renderer(request, progress, context.cancellation)
        } catch {
            progress.finish()
            throw context.cancellation.isCancelled ? CLIError.interrupted : CLIError(wrapping: error)
        }
        progress.finish()
        if !quiet {
            console.printError(RenderSummary.line(for: request, elapsed: progress.elapsedSeconds,
                                                  bytes: writtenBytes(request)))
            for note in progress.notes { console.printError("animgen: note: \(note)\n") }
        }
    }

    /// Total size of what was written (all frames of a sequence), nil if unreadable.
    private static func writtenBytes(_ request: RenderRequest) -> Int64? {
        var total: Int64 = 0
        for index in request.frameIndices {
            let path = request.writtenPath(forFrame: index)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber else {
                return nil
            }
            total += size.int64Value
            if case .single = request.frames { break }
            if request.output.isVideo { break }
        }
        return total
    }
}
