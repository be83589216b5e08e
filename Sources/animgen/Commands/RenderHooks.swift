/// The seams where the rendering layers plug into the command line.
///
/// Contract for every renderer here:
/// - render exactly `request.frameIndices`, frame i at `request.time(ofFrame: i)`,
///   `request.size` pixels (the encoder gets `request.encodedSize`);
/// - write each file through `request.output.file(forFrame: i)`: write its
///   `temporaryPath`, then `commit()` (one file for .mp4/.gif/.png, one per
///   frame for a PNG sequence);
/// - call `progress.frameCompleted()` once per finished frame, from any thread;
/// - call `try cancellation.checkCancellation()` between frames (and the
///   encoder between packets) — the command line then removes temporaries,
///   prints "animgen: interrupted" and exits 130;
/// - throw `CLIError.runtime(what, at: where, fix: how)` for failures a
///   person can act on (e.g. a missing encoder naming its Debian package);
///   any other error is printed with its description and exits 1.

/// Renders the fireworks show described by `request`.
///
/// TEMPORARY HOOK: the particle simulation, rasterizer and encoders are
/// being written in parallel; until the lead wires them here this fails
/// with a clear runtime error (exit status 1).
func renderFireworks(_ request: RenderRequest, progress: ProgressReporter, cancellation: CancellationFlag) throws {
    throw CLIError.runtime("rendering is not yet wired into the command line", at: "animgen fireworks",
                           fix: "this build only validates options; the particle and media layers are not connected yet")
}
