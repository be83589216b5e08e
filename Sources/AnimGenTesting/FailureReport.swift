// A failed golden check as a test issue: one issue naming every failed frame
// with its figures and picture paths, and the pictures attached to the test
// (Swift Testing keeps attachments when run with --attachments-path; the
// files in the artifacts folder are there either way).
import Foundation
import Testing
import Verification

enum FailureReport {
    static func record(_ report: VerificationReport, sourceLocation: SourceLocation) {
        let failures = report.failures
        guard !failures.isEmpty || !report.notes.isEmpty else { return }
        var text = ""
        if !report.parameterChanges.isEmpty {
            text += "The goldens were recorded with other parameters (\(report.parameterChanges.joined(separator: ", "))); the frames were compared all the same.\n"
        }
        for note in report.notes { text += note + "\n" }
        if failures.isEmpty {
            Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
            return
        }
        text += "\(failures.count) of \(report.results.count) frame\(report.results.count == 1 ? "" : "s") \(failures.count == 1 ? "differs" : "differ") from the goldens in \(report.directory.path) (tolerance: \(report.tolerance)):\n"
        for f in failures {
            let d = f.difference
            if !d.sizeMatches {
                text += "  frame \(f.frame) (t = \(f.exactTime) s): size \(d.actualSize), golden \(d.goldenSize)\n"
                continue
            }
            let percent = Double(d.differingPixels) * 100 / Double(max(1, d.pixelCount))
            text += "  frame \(f.frame) (t = \(f.exactTime) s): max channel difference \(d.maxChannelDifference), "
                + "\(d.differingPixels) differing pixel\(d.differingPixels == 1 ? "" : "s") (\(String(format: "%.3f", percent)) %), "
                + "PSNR \(d.psnr.isInfinite ? "inf" : String(format: "%.2f", d.psnr)) dB\n"
            if let sheet = f.artifacts[.sheet] { text += "    see \(sheet.path)\n" }
        }
        text += "If the change is intended, record it with \(GoldenRecording.environmentVariable)=failed."
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
        #if compiler(>=6.2) // Swift Testing attachments arrived in Swift 6.2.
        for f in failures {
            for artifact in [GoldenStore.Artifact.sheet, .diff, .actual] {
                guard let url = f.artifacts[artifact], let bytes = try? Data(contentsOf: url) else { continue }
                Attachment.record(Array(bytes), named: url.lastPathComponent, sourceLocation: sourceLocation)
            }
        }
        #endif
    }
}
