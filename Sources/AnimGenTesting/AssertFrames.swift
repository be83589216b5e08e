// assertFrames: golden-frame checks for a scene, a Canvas-style drawing
// closure, or any closure returning pixels.
import SwiftUICore
import Foundation
import Frames
import Raster
import Testing
import Timeline
import Verification

/// Checks the frames `frames` of `scene` against the goldens in its golden folder.
///
/// - Parameters:
///   - settings: size, rate, length and seed; the scene's defaults when nil.
///   - frames: which frames: `[0, 37]`, `.times([0.5])`, `.everySeconds(0.25)`.
///   - name: tells several assertions in one test apart (a suffix of the folder name).
///   - goldenDirectory: the golden folder, relative to the test file's folder;
///     default `__Goldens__/<test file name>/<test name>[-<name>]`.
///   - tolerance: `.exact` (default), `.maxChannelDifference(n)`, `.maxDifferingFraction(f)`, `.psnr(dB)`.
///   - record: which goldens to write: `.never` compares only, `.missing`
///     records frames that have none, `.failed` also re-records frames that
///     differ (after writing their pictures), `.all` (or `true`) records every
///     frame; default: `ANIMGEN_RECORD` (``GoldenRecording/mode``).
///   - artifactsDirectory: where a failure's pictures go; default
///     ``GoldenRecording/artifactsFolder(directory:name:filePath:function:)``
///     (`.build/animgen-artifacts/…` of the test's package, never the golden folder).
/// - Throws: what rendering throws. Missing, corrupt or outdated goldens and
///   differing frames are recorded as issues at `sourceLocation`.
public func assertFrames(
    of scene: any AnimationScene,
    settings: SceneSettings? = nil,
    frames: FrameSelection,
    named name: String? = nil,
    goldenDirectory: String? = nil,
    tolerance: Tolerance = .exact,
    record: GoldenRecordMode? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let settings = settings ?? scene.defaultSettings
    let renderer = try scene.makeRenderer(for: settings)
    try assertFrames(scene: scene.name, settings: settings, frames: frames, name: name,
                     goldenDirectory: goldenDirectory, tolerance: tolerance, record: record, artifactsDirectory: artifactsDirectory,
                     filePath: filePath, function: function, sourceLocation: sourceLocation) {
        try renderer.render(frame: $0)
    }
}

/// Checks frames drawn by a Canvas-style closure against goldens: `draw` gets
/// a fresh context, the size in points and the frame's time context, exactly
/// as a `Canvas` inside `TimelineView(.animation)` would.
///
/// - Parameters:
///   - settings: the canvas size in pixels, the frame rate and length (seed unused by the closure).
///   - threads: rasterizer threads (the pixels are the same for any count).
///   - Other parameters as for ``assertFrames(of:settings:frames:named:goldenDirectory:tolerance:record:artifactsDirectory:filePath:function:sourceLocation:)``.
public func assertFrames(
    settings: SceneSettings,
    frames: FrameSelection,
    named name: String? = nil,
    goldenDirectory: String? = nil,
    tolerance: Tolerance = .exact,
    record: GoldenRecordMode? = nil,
    artifactsDirectory: String? = nil,
    threads: Int = 1,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation,
    draw: @escaping (inout GraphicsContext, CGSize, FrameContext) -> Void
) throws {
    try assertFrames(scene: "canvas closure", settings: settings, frames: frames, name: name,
                     goldenDirectory: goldenDirectory, tolerance: tolerance, record: record, artifactsDirectory: artifactsDirectory,
                     filePath: filePath, function: function, sourceLocation: sourceLocation) { index in
        let frame = settings.context(forFrame: index)
        return try GraphicsContext.render(width: settings.width, height: settings.height, threads: threads) { context, size in
            draw(&context, size, frame)
        }
    }
}

/// Checks frames made by any closure against goldens: `render` returns the
/// pixels of the frame it is given (all of `settings`' size).
public func assertFrames(
    settings: SceneSettings,
    frames: FrameSelection,
    named name: String? = nil,
    goldenDirectory: String? = nil,
    tolerance: Tolerance = .exact,
    record: GoldenRecordMode? = nil,
    artifactsDirectory: String? = nil,
    filePath: String = #filePath,
    function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation,
    render: @escaping (FrameContext) throws -> Pixmap
) throws {
    try assertFrames(scene: "pixel closure", settings: settings, frames: frames, name: name,
                     goldenDirectory: goldenDirectory, tolerance: tolerance, record: record, artifactsDirectory: artifactsDirectory,
                     filePath: filePath, function: function, sourceLocation: sourceLocation) {
        try render(settings.context(forFrame: $0))
    }
}

/// The shared body: record or verify, and report.
func assertFrames(scene: String, settings: SceneSettings, frames: FrameSelection, name: String?,
                  goldenDirectory: String?, tolerance: Tolerance, record: GoldenRecordMode?, artifactsDirectory: String?,
                  filePath: String, function: String, sourceLocation: SourceLocation,
                  render: @escaping (Int) throws -> Pixmap) throws {
    let folder = GoldenRecording.folder(directory: goldenDirectory, name: name, filePath: filePath, function: function)
    var check = GoldenCheck(scene: scene, settings: settings, store: GoldenStore(directory: folder),
                            tolerance: tolerance, render: render)
    check.artifactsDirectory = GoldenRecording.artifactsFolder(directory: artifactsDirectory, name: name,
                                                               filePath: filePath, function: function)
    do {
        let indices = try frames.indices(frameCount: settings.frameCount, frameRate: settings.frameRate, render: render)
        let report = try check.run(frames: indices, mode: record ?? GoldenRecording.mode)
        if !report.recorded.isEmpty {
            print("AnimGenTesting: recorded \(report.recorded.count) golden frame(s) in \(folder.path)")
        }
        FailureReport.record(report, sourceLocation: sourceLocation)
    } catch let error as VerificationError {
        // The messages already say how to re-record (ANIMGEN_RECORD=1).
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
    }
}
