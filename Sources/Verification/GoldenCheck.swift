// Record and verify the selected frames of one render against a golden
// folder. Used by `animgen verify` and by AnimGenTesting's assertions.
import Foundation
import Frames
import Raster
import Timeline

/// A golden-frame check: a frame source, its parameters, a golden folder and a tolerance.
public struct GoldenCheck {
    /// The name written to the manifest (scene, timeline file or test).
    public var scene: String
    /// Size, rate, length and seed of the checked render; recorded in the manifest.
    public var settings: SceneSettings
    /// The golden folder compared against (or recorded into).
    public var store: GoldenStore
    /// How far a frame may differ from its golden and still pass.
    public var tolerance: Tolerance
    /// Renders frame `index` of the render described by `settings`.
    public var render: (Int) throws -> Pixmap

    /// A check of the frames `render` draws for `settings` against the goldens in
    /// `store`; exact unless `tolerance` says otherwise.
    public init(scene: String, settings: SceneSettings, store: GoldenStore, tolerance: Tolerance = .exact,
                render: @escaping (Int) throws -> Pixmap) {
        self.scene = scene
        self.settings = settings
        self.store = store
        self.tolerance = tolerance
        self.render = render
    }

    /// A check of `scene` rendered with `settings`.
    public init(scene: any AnimationScene, settings: SceneSettings, store: GoldenStore, tolerance: Tolerance = .exact) throws {
        let renderer = try scene.makeRenderer(for: settings)
        self.init(scene: scene.name, settings: settings, store: store, tolerance: tolerance) {
            try renderer.render(frame: $0)
        }
    }

    /// A timeline file's params as used, recorded in the manifest.
    public var params: [String: String] = [:]

    /// Where the pictures of a failed frame go (`.actual`, `.diff`, `.sheet`);
    /// nil: ``defaultArtifactsDirectory(for:)``. Never the golden folder by
    /// default: that folder is committed, and a failure's pictures are not.
    public var artifactsDirectory: URL?

    /// `out/verify/<golden folder>` under the current directory (the golden
    /// folder's path relative to it, or its whole path when outside, so two
    /// folders never share one):
    /// `out/` is where animgen writes renders by default and what a project
    /// ignores already, like Playwright's `test-results/` or Remotion's `out/`.
    public static func defaultArtifactsDirectory(for store: GoldenStore) -> URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let golden = store.directory.path
        let relative = golden.hasPrefix(current + "/") ? String(golden.dropFirst(current.count + 1)) : String(golden.drop { $0 == "/" })
        return URL(fileURLWithPath: current).appendingPathComponent("out/verify").appendingPathComponent(relative)
    }

    /// The folder failure pictures are written to.
    public var resolvedArtifactsDirectory: URL { artifactsDirectory ?? Self.defaultArtifactsDirectory(for: store) }

    /// The parameters written to (and compared with) the manifest: `settings`
    /// plus `params`.
    public var parameters: GoldenParameters {
        var p = GoldenParameters(settings)
        p.params = params.isEmpty ? nil : params
        return p
    }

    /// Renders `frames` and writes them, with a new manifest, as the golden set.
    @discardableResult
    public func record(frames: [Int]) throws -> GoldenManifest {
        try checkRange(frames)
        return try store.record(scene: scene, parameters: parameters, frames: frames,
                                frameRate: settings.frameRate, render: render)
    }

    /// Renders `frames` and compares each with its golden. Failed frames get
    /// their actual picture, diff picture and comparison sheet written into
    /// the artifacts folder; frames that pass have stale ones removed.
    ///
    /// Goldens recorded with other parameters (size, rate, seed, a param's
    /// value, the scene's name) are compared all the same: the report names
    /// the changes (``VerificationReport/parameterChanges``) and the frames
    /// show their effect.
    ///
    /// - Throws: ``VerificationError`` when the goldens are missing or corrupt
    ///   (a mismatch is a result, not an error).
    public func verify(frames: [Int]) throws -> VerificationReport {
        try run(frames: frames, mode: .never)
    }

    /// Compares `frames` with their goldens and writes goldens as `mode` says:
    /// ``GoldenRecordMode/all`` records every frame as the new set;
    /// ``GoldenRecordMode/missing`` records frames without a golden (all of
    /// them when there are no goldens); ``GoldenRecordMode/failed`` records
    /// those and the frames that differ, after writing their failure pictures.
    /// Recorded frames are listed in ``VerificationReport/recorded`` and count
    /// as passed.
    ///
    /// When the goldens were recorded with other parameters, frames are only
    /// added or replaced when the set stays one render's frames: every frame
    /// the manifest lists must be selected, and with `missing` every compared
    /// frame must pass; otherwise nothing is written and the report says why.
    public func run(frames: [Int], mode: GoldenRecordMode) throws -> VerificationReport {
        let tolerance = try self.tolerance.validated()
        try checkRange(frames)
        if mode == .all { return recordedReport(try record(frames: frames), tolerance: tolerance) }
        let manifest: GoldenManifest
        do { manifest = try store.readManifest() } catch let error as VerificationError where error.kind == .missingGolden && mode != .never {
            // No golden set yet: missing and failed both start one.
            return recordedReport(try record(frames: frames), tolerance: tolerance)
        }
        let changes = parameterChanges(from: manifest)
        let missing = frames.filter { manifest.frame($0) == nil }
        if mode == .never, !missing.isEmpty {
            let recorded = manifest.frames.map { String($0.index) }.joined(separator: ",")
            throw VerificationError(.missingGolden,
                "Frame\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ",")) \(missing.count == 1 ? "has" : "have") no golden in \(store.directory.path) (recorded: \(recorded.isEmpty ? "none" : recorded)). Record \(missing.count == 1 ? "it" : "them") with `record: .missing` (ANIMGEN_RECORD=missing in tests), or select recorded frames.")
        }
        let artifactsFolder = resolvedArtifactsDirectory
        var results: [VerificationReport.FrameResult] = []
        for index in frames {
            guard let entry = manifest.frame(index) else { continue }
            let (golden, actual, result) = try compare(index, entry: entry, manifest: manifest, tolerance: tolerance)
            var artifacts: [GoldenStore.Artifact: URL] = [:]
            store.removeArtifacts(forFrame: index)  // left by versions that wrote them beside the goldens
            if result.passed {
                store.removeArtifacts(forFrame: index, in: artifactsFolder)
            } else {
                let diff = DiffPicture.make(golden: golden, actual: actual)
                let sheet = try ComparisonSheet.make(golden: golden, actual: actual, diff: diff, frame: index,
                                                     frameRate: settings.frameRate, difference: result.difference)
                artifacts = try store.writeArtifacts(forFrame: index, actual: actual, diff: diff, sheet: sheet, in: artifactsFolder)
            }
            results.append(.init(frame: index, time: result.time, exactTime: result.exactTime,
                                 difference: result.difference, passed: result.passed, artifacts: artifacts))
        }
        var report = VerificationReport(scene: scene, directory: store.directory, tolerance: tolerance, results: results)
        report.parameterChanges = changes
        let failed = results.filter { !$0.passed }.map(\.frame)
        let toRecord = (missing + (mode == .failed ? failed : [])).sorted()
        guard mode != .never, !toRecord.isEmpty else { return report }
        let unselected = manifest.frames.map(\.index).filter { !frames.contains($0) }
        if !changes.isEmpty, !unselected.isEmpty || (mode == .missing && !failed.isEmpty) {
            report.notes.append(unselected.isEmpty
                ? "Not recorded: frames \(missing.map(String.init).joined(separator: ",")) would join goldens recorded with other parameters while frames \(failed.map(String.init).joined(separator: ",")) differ; use `record: .failed` to take the new render for all of them."
                : "Not recorded: the goldens were recorded with other parameters and frames \(unselected.map(String.init).joined(separator: ",")) are not selected, so the set would mix two renders; select every recorded frame (leave out `frames`) or use `record: .all`.")
            return report
        }
        let kept = manifest.frames.filter { !toRecord.contains($0.index) }
        try store.record(scene: scene, parameters: parameters, frames: toRecord, frameRate: settings.frameRate,
                         keeping: kept, render: render)
        report.recorded = toRecord
        return report
    }

    /// The report of a run that recorded `manifest`'s frames and compared none.
    private func recordedReport(_ manifest: GoldenManifest, tolerance: Tolerance) -> VerificationReport {
        var report = VerificationReport(scene: scene, directory: store.directory, tolerance: tolerance, results: [])
        report.recorded = manifest.frames.map(\.index)
        return report
    }

    /// One recorded frame against its golden, writing nothing: the golden, the
    /// frame as rendered now, and the one-row report `verify` would print.
    /// - Throws: ``VerificationError`` as ``verify(frames:)`` does.
    public func compare(frame index: Int) throws -> (golden: Pixmap, actual: Pixmap, report: VerificationReport) {
        let tolerance = try self.tolerance.validated()
        try checkRange([index])
        let manifest = try store.readManifest()
        guard let entry = manifest.frame(index) else {
            let recorded = manifest.frames.map { String($0.index) }.joined(separator: ",")
            throw VerificationError(.missingGolden,
                "Frame \(index) has no golden in \(store.directory.path) (recorded: \(recorded.isEmpty ? "none" : recorded)). Re-record with `record: .all` including it, or pick a recorded frame.")
        }
        let (golden, actual, result) = try compare(index, entry: entry, manifest: manifest, tolerance: tolerance)
        var report = VerificationReport(scene: scene, directory: store.directory, tolerance: tolerance, results: [result])
        report.parameterChanges = parameterChanges(from: manifest)
        return (golden, actual, report)
    }

    /// How this check's scene and parameters differ from the recorded ones,
    /// each as `name recorded → now`.
    public func parameterChanges(from manifest: GoldenManifest) -> [String] {
        var changes = parameters.differences(from: manifest.parameters)
        if manifest.scene != scene { changes.insert("scene \(manifest.scene) → \(scene)", at: 0) }
        return changes
    }

    private func compare(_ index: Int, entry: GoldenManifest.Frame, manifest: GoldenManifest, tolerance: Tolerance)
        throws -> (Pixmap, Pixmap, VerificationReport.FrameResult) {
        let golden = try store.readGolden(entry, parameters: manifest.parameters)
        let actual = try render(index)
        let difference = FrameDifference(golden: golden, actual: actual)
        let result = VerificationReport.FrameResult(frame: index, time: settings.frameRate.time(ofFrame: index),
                                                    exactTime: entry.time, difference: difference,
                                                    passed: tolerance.accepts(difference), artifacts: [:])
        return (golden, actual, result)
    }

    private func checkRange(_ frames: [Int]) throws {
        guard !frames.isEmpty else {
            throw VerificationError(.invalidArgument, "No frames are selected; name at least one frame (e.g. frames 0,30 or every 0.5 s).")
        }
        let last = settings.frameCount - 1
        for index in frames where index < 0 || index > last {
            throw VerificationError(.invalidArgument,
                "Frame \(index) is outside the animation, which has frames 0…\(last). Pick frames from 0 to \(last).")
        }
    }
}
