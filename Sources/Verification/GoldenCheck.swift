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
    /// the golden folder; frames that pass have stale ones removed.
    ///
    /// - Throws: ``VerificationError`` when the goldens are missing, corrupt
    ///   or recorded with other parameters (a mismatch is a result, not an error).
    public func verify(frames: [Int]) throws -> VerificationReport {
        let tolerance = try self.tolerance.validated()
        try checkRange(frames)
        let manifest = try checkedManifest()
        let missing = frames.filter { manifest.frame($0) == nil }
        guard missing.isEmpty else {
            let recorded = manifest.frames.map { String($0.index) }.joined(separator: ",")
            throw VerificationError(.missingGolden,
                "Frame\(missing.count == 1 ? "" : "s") \(missing.map(String.init).joined(separator: ",")) \(missing.count == 1 ? "has" : "have") no golden in \(store.directory.path) (recorded: \(recorded.isEmpty ? "none" : recorded)). Re-record with --record including \(missing.count == 1 ? "it" : "them"), or select recorded frames.")
        }
        var results: [VerificationReport.FrameResult] = []
        for index in frames {
            let (golden, actual, result) = try compare(index, entry: manifest.frame(index)!, manifest: manifest,
                                                       tolerance: tolerance)
            var artifacts: [GoldenStore.Artifact: URL] = [:]
            if result.passed {
                store.removeArtifacts(forFrame: index)
            } else {
                let diff = DiffPicture.make(golden: golden, actual: actual)
                let sheet = try ComparisonSheet.make(golden: golden, actual: actual, diff: diff, frame: index,
                                                     frameRate: settings.frameRate, difference: result.difference)
                artifacts = try store.writeArtifacts(forFrame: index, actual: actual, diff: diff, sheet: sheet)
            }
            results.append(.init(frame: index, time: result.time, exactTime: result.exactTime,
                                 difference: result.difference, passed: result.passed, artifacts: artifacts))
        }
        return VerificationReport(scene: scene, directory: store.directory, tolerance: tolerance, results: results)
    }

    /// One recorded frame against its golden, writing nothing: the golden, the
    /// frame as rendered now, and the one-row report `verify` would print.
    /// - Throws: ``VerificationError`` as ``verify(frames:)`` does.
    public func compare(frame index: Int) throws -> (golden: Pixmap, actual: Pixmap, report: VerificationReport) {
        let tolerance = try self.tolerance.validated()
        try checkRange([index])
        let manifest = try checkedManifest()
        guard let entry = manifest.frame(index) else {
            let recorded = manifest.frames.map { String($0.index) }.joined(separator: ",")
            throw VerificationError(.missingGolden,
                "Frame \(index) has no golden in \(store.directory.path) (recorded: \(recorded.isEmpty ? "none" : recorded)). Re-record with --record including it, or pick a recorded frame.")
        }
        let (golden, actual, result) = try compare(index, entry: entry, manifest: manifest, tolerance: tolerance)
        let report = VerificationReport(scene: scene, directory: store.directory, tolerance: tolerance, results: [result])
        return (golden, actual, report)
    }

    /// The manifest, when it was recorded with these parameters.
    private func checkedManifest() throws -> GoldenManifest {
        let manifest = try store.readManifest()
        var changes = parameters.differences(from: manifest.parameters)
        if manifest.scene != scene { changes.insert("scene \(manifest.scene) → \(scene)", at: 0) }
        guard changes.isEmpty else {
            throw VerificationError(.parametersChanged,
                "The goldens in \(store.directory.path) were recorded with other parameters (\(changes.joined(separator: ", "))). Re-record them with --record (ANIMGEN_RECORD=1 in tests), or verify with the recorded parameters.")
        }
        return manifest
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
