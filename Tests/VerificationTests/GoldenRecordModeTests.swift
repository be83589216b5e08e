import Foundation
import Frames
import ImageFiles
import Raster
@testable import Verification
import Testing
import Timeline

/// Issue 36: record modes as snapshot-testing has them (never, missing,
/// failed, all), failure pictures outside the golden folder, and default
/// frames found where the picture changes.
@Suite struct GoldenRecordModeTests {
    let settings = SceneSettings(width: 48, height: 32, frameRate: .fps30, duration: 1, seed: 1)

    func check(_ scene: MovingRectScene, _ folder: URL, _ pictures: URL) throws -> GoldenCheck {
        var check = try GoldenCheck(scene: scene, settings: settings, store: GoldenStore(directory: folder))
        check.artifactsDirectory = pictures
        return check
    }

    func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    func modified(_ url: URL) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test func modesAreReadAsSnapshotTestingNamesThem() {
        #expect(GoldenRecordMode(parsing: "missing") == .missing)
        #expect(GoldenRecordMode(parsing: "FAILED") == .failed)
        #expect(GoldenRecordMode(parsing: "1") == .all, "ANIMGEN_RECORD=1 keeps its meaning")
        #expect(GoldenRecordMode(parsing: "yes") == .all)
        #expect(GoldenRecordMode(parsing: "never") == .never)
        #expect(GoldenRecordMode(parsing: "0") == .never)
        #expect(GoldenRecordMode(parsing: "sometimes") == nil)
        let fromTrue: GoldenRecordMode = true
        #expect(fromTrue == .all)
    }

    @Test func missingRecordsOnlyFramesWithoutAGolden() throws {
        let folder = try makeTemporaryFolder(), pictures = try makeTemporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: pictures) }
        // No goldens at all: missing starts the set.
        let first = try check(MovingRectScene(), folder, pictures).run(frames: [0, 10], mode: .missing)
        #expect(first.recorded == [0, 10] && first.results.isEmpty)
        let frame0 = folder.appendingPathComponent("frame-00000.png")
        let before = try modified(frame0)
        usleep(20_000)
        // Frame 20 is new, 0 and 10 are compared (and untouched), a glitch in 10 still fails.
        let second = try check(MovingRectScene(glitchFrames: [10]), folder, pictures).run(frames: [0, 10, 20], mode: .missing)
        #expect(second.recorded == [20])
        #expect(second.results.map(\.frame) == [0, 10])
        #expect(second.failures.map(\.frame) == [10])
        #expect(try modified(frame0) == before)
        #expect(try GoldenStore(directory: folder).readManifest().frames.map(\.index) == [0, 10, 20])
        #expect(names(pictures) == ["frame-00010.actual.png", "frame-00010.diff.png", "frame-00010.sheet.png"])
    }

    @Test func failedRecordsTheDifferingFramesAfterShowingThem() throws {
        let folder = try makeTemporaryFolder(), pictures = try makeTemporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: pictures) }
        try check(MovingRectScene(), folder, pictures).record(frames: [0, 10])
        let glitched = MovingRectScene(glitchFrames: [10])
        let report = try check(glitched, folder, pictures).run(frames: [0, 10], mode: .failed)
        #expect(report.recorded == [10])
        #expect(report.passed, "a recorded change is taken, not a failure")
        #expect(report.table().contains("changed, recorded"))
        // The picture of the change stays to be looked at; the golden now holds the glitch.
        #expect(names(pictures).contains("frame-00010.sheet.png"))
        let golden = try decodeImage(at: folder.appendingPathComponent("frame-00010.png"))
        #expect(golden.pixel(x: 3, y: 2) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(try check(glitched, folder, pictures).verify(frames: [0, 10]).passed)
    }

    @Test func neverRefusesAMissingFrameAndSaysHowToRecordIt() throws {
        let folder = try makeTemporaryFolder(), pictures = try makeTemporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: pictures) }
        try check(MovingRectScene(), folder, pictures).record(frames: [0])
        do {
            _ = try check(MovingRectScene(), folder, pictures).run(frames: [0, 5], mode: .never)
            Issue.record("a missing golden must be an error without a record mode")
        } catch let error as VerificationError {
            #expect(error.kind == .missingGolden)
            #expect(error.description.contains("`record: .missing`"))
        }
    }

    /// After a seed change the set may only take frames that keep it one render's.
    @Test func missingWithChangedParametersDoesNotMixTwoRenders() throws {
        let folder = try makeTemporaryFolder(), pictures = try makeTemporaryFolder("pictures")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: pictures) }
        try check(MovingRectScene(), folder, pictures).record(frames: [0, 10])
        var other = try check(MovingRectScene(glitchFrames: [10]), folder, pictures)
        other.settings.seed = 9
        let report = try other.run(frames: [0, 10, 20], mode: .missing)
        #expect(report.recorded.isEmpty)
        #expect(report.failures.map(\.frame) == [10])
        #expect(report.notes.first?.contains("`record: .failed`") == true)
        #expect(try GoldenStore(directory: folder).readManifest().frames.map(\.index) == [0, 10])
        // failed takes the new render for all of them: one render's frames again.
        let taken = try other.run(frames: [0, 10, 20], mode: .failed)
        #expect(taken.recorded == [10, 20] && taken.passed)
        #expect(try GoldenStore(directory: folder).readManifest().parameters.seed == 9)
    }

    /// A render still for frames 0…10, changing on 11…20, still after:
    /// frame 0, the last (29), one a second (0), and the change's first
    /// frame (11), its middle (11 + 9 / 2 = 15) and the first at rest (21).
    @Test func defaultFramesFindWhereThePictureChanges() throws {
        let render: (Int) throws -> Pixmap = { index in
            let value = UInt8(min(max(index, 10), 20) * 10)
            let pixmap = Pixmap(width: 4, height: 4)
            pixmap.clear(to: RGBA8(r: value, g: 0, b: 0, a: 255))
            return pixmap
        }
        let frames = try FrameSelection.changes(everySeconds: 1).indices(frameCount: 30, frameRate: .fps30, render: render)
        #expect(frames == [0, 11, 15, 21, 29])
        // At 10 fps over 3 s, one a second adds 10 and 20.
        let slower = try FrameSelection.changes(everySeconds: 1).indices(frameCount: 30, frameRate: try FrameRate(10), render: render)
        #expect(slower == [0, 10, 11, 15, 20, 21, 29])
        #expect(throws: VerificationError.self) { try FrameSelection.changes(everySeconds: 1).indices(frameCount: 30, frameRate: .fps30) }
    }

    /// A 12-pixel change in a 1920x1080 frame: the sheet shows the changed
    /// area (x 900…911 and y 500…500, plus a margin of 1080 / 20 = 54) at a
    /// readable size, and stays within two cells of 640 pixels.
    @Test func theSheetOfABigFrameShowsTheChangedArea() throws {
        let golden = Pixmap(width: 1920, height: 1080)
        golden.clear(to: RGBA8(r: 20, g: 30, b: 40, a: 255))
        let actual = golden.copy()
        for x in 900..<912 { actual.setPixel(x: x, y: 500, RGBA8(r: 250, g: 250, b: 250, a: 255)) }
        let region = try #require(PixelRegion.changed(golden, actual))
        #expect(region == PixelRegion(x: 900, y: 500, width: 12, height: 1))
        #expect(region.expanded(by: 54, within: 1920, 1080) == PixelRegion(x: 846, y: 446, width: 120, height: 109))
        let diff = DiffPicture.make(golden: golden, actual: actual)
        let sheet = try ComparisonSheet.make(golden: golden, actual: actual, diff: diff, frame: 3, frameRate: .fps30,
                                             difference: FrameDifference(golden: golden, actual: actual))
        // 120 px crops enlarged by 640 / 2 / 120 = 2 to 240 px; the overview 640 wide: two columns.
        #expect(sheet.width <= 2 * 640 + 3 * 12, "sheet \(sheet.width) px wide")
        #expect(sheet.width < 1920)
        // The actual cell (second in the first row) shows a changed pixel: crop (54, 54) → ×2.
        let cellWidth = 640, actualX = 12 + cellWidth + 12
        #expect(sheet.pixel(x: actualX + 54 * 2 + 1, y: 36 + 54 * 2 + 1) == RGBA8(r: 250, g: 250, b: 250, a: 255))
        #expect(sheet.pixel(x: actualX + 10, y: 36 + 10) == RGBA8(r: 20, g: 30, b: 40, a: 255))
    }
}
