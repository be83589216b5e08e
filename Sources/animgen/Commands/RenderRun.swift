import AnimGen
import Foundation

/// The part every rendering command shares once its request is valid:
/// create folders, show progress, call the renderer, clean up after an
/// error or Ctrl-C, print the summary.
enum RenderRun {
    /// The renderer a command plugs in (see ``renderFireworks(_:progress:cancellation:)``).
    typealias Renderer = (RenderRequest, ProgressReporter, CancellationFlag) throws -> Void

    static func perform(_ request: RenderRequest, context: CommandContext, renderer: Renderer) throws {
        let quiet = RenderOptions.isQuiet(context.arguments)
        let console = context.console
        if request.encodedSize != request.size, !quiet {
            console.printError(OddVideoSizePolicy.padToEven.message(for: request.size))
        }
        try OutputPreparation.prepare(request.output)
        let progress = ProgressReporter(totalFrames: request.frameIndices.count, quiet: quiet, console: console)
        do {
            try context.cancellation.checkCancellation()
            try renderer(request, progress, context.cancellation)
            // A renderer that finished its last frame as the signal came
            // still counts as interrupted: the user asked to stop.
            try context.cancellation.checkCancellation()
        } catch {
            progress.finish()
            OutputPreparation.discardTemporaries(request.output)
            throw context.cancellation.isCancelled ? CLIError.interrupted : CLIError(wrapping: error)
        }
        progress.finish()
        if !quiet {
            console.printError(RenderSummary.line(for: request, elapsed: progress.elapsedSeconds,
                                                  bytes: writtenBytes(request)))
        }
    }

    /// Total size of what was written (all frames of a sequence), nil if unreadable.
    private static func writtenBytes(_ request: RenderRequest) -> Int64? {
        var total: Int64 = 0
        for index in request.frameIndices {
            let path = request.output.path(forFrame: index)
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
