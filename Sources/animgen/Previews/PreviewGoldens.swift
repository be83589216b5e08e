// `animgen previews --verify DIR`: each preview's still PNG against its
// golden, with Verification's comparison and tolerance (as `animgen
// verify`), the picture as rendered and a diff picture of each failing one
// in the artifacts folder (as `verify`'s: never the committed golden
// folder), and exit status 1.
import AnimGen
import Verification
import Foundation
import SwiftUIPreviews

enum PreviewGoldens {
    /// Compares every rendered picture in `actualFolder` with the same path
    /// in `goldenFolder`; a failure's pictures go to the same path under
    /// `artifactsFolder` (`<Name>.actual.png`, `<Name>.diff.png`).
    static func verify(_ results: [RenderedPreview], actualFolder: String, goldenFolder: String, artifactsFolder: String,
                       tolerance: Tolerance, console: Console, quiet: Bool) throws {
        let fm = FileManager.default
        var failures: [String] = []
        var checked: Set<String> = []
        for result in results {
            checked.insert(result.path)
            let golden = "\(goldenFolder)/\(result.path)", actual = "\(actualFolder)/\(result.path)"
            let stem = ("\(artifactsFolder)/\(result.path)" as NSString).deletingPathExtension
            guard fm.fileExists(atPath: golden) else {
                failures.append("\(result.file):\(result.line): \(result.name): no golden \(golden) (record it with --record \(goldenFolder))")
                continue
            }
            let goldenPixels = try decodeImage(at: URL(fileURLWithPath: golden))
            let actualPixels = try decodeImage(at: URL(fileURLWithPath: actual))
            let difference = FrameDifference(golden: goldenPixels, actual: actualPixels)
            if tolerance.accepts(difference) {
                try? fm.removeItem(atPath: stem + ".actual.png")
                try? fm.removeItem(atPath: stem + ".diff.png")
                if !quiet { console.print("ok    \(result.path)\n") }
                continue
            }
            _ = try? fm.removeItem(atPath: stem + ".actual.png")
            try fm.createDirectory(atPath: (stem as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try fm.copyItem(atPath: actual, toPath: stem + ".actual.png")
            if difference.sizeMatches {
                try Data(pngData(DiffPicture.make(golden: goldenPixels, actual: actualPixels))).write(to: URL(fileURLWithPath: stem + ".diff.png"), options: .atomic)
            }
            let why = difference.sizeMatches
                ? "\(difference.differingPixels) of \(difference.pixelCount) pixels differ (largest channel difference \(difference.maxChannelDifference), PSNR \(String(format: "%.1f", difference.psnr)) dB)"
                : "size \(difference.actualSize) instead of \(difference.goldenSize)"
            console.print("FAIL  \(result.path): \(why)\n")
            failures.append("\(result.file):\(result.line): \(result.name): \(why); see \(stem).diff.png")
        }
        // Goldens whose preview is gone (failure pictures an older animgen
        // wrote beside the goldens are not goldens).
        for file in PreviewsProject.files(in: goldenFolder, extension: "png")
        where !file.hasSuffix(".actual.png") && !file.hasSuffix(".diff.png") && !checked.contains(file) {
            failures.append("\(goldenFolder)/\(file): a golden with no preview (renamed or removed? delete it or re-record)")
        }
        for failure in failures { console.printErrorLine("error: \(failure)") }
        guard failures.isEmpty else {
            throw CLIError.runtime("\(failures.count) of \(results.count) preview\(results.count == 1 ? "" : "s") differ from the goldens (tolerance: \(tolerance))",
                                   at: goldenFolder, fix: "look at the .diff.png files in \(artifactsFolder); if the change is intended, re-record with --record \(goldenFolder)")
        }
        if !quiet { console.printErrorLine("all \(results.count) previews match the goldens in \(goldenFolder) (tolerance: \(tolerance))") }
    }
}

extension PreviewsProject {
    /// Files under `folder` ending in `.ext`, relative to it, sorted.
    static func files(in folder: String, extension ext: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("." + ext) { result.append(relative) }
        }
        return result.sorted()
    }
}
