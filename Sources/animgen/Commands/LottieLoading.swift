import Lottie
import AnimGen
import Foundation
import SwiftUICore

/// Lottie files on the command line: `.lottie` and `.tgs` by extension, a
/// `.json` by content (an object with `fr`, `ip`, `op` and `layers`).
/// What the file asks that is drawn otherwise is printed as warnings, each
/// at its JSON path; a file that cannot be used is an error naming the path.
enum LottieLoading {
    static func isLottie(_ path: String) -> Bool {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext == "lottie" || ext == "tgs" { return true }
        guard ext == "json", inputFileProblem(atPath: path) == nil,
              let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        // The keys sit anywhere in the object; read enough to see them without parsing a big file twice.
        guard let head = try? handle.read(upToCount: 1 << 20) else { return false }
        let text = String(decoding: head, as: UTF8.self)
        if text.count < 1 << 20, LottieScene.looksLikeLottie(head) { return true }
        return ["\"fr\"", "\"ip\"", "\"op\"", "\"layers\""].allSatisfy { text.contains($0) }
    }

    static func scene(_ path: String, console: Console, quiet: Bool = false) throws -> LottieScene {
        do {
            // Text in fonts the file has no glyphs for is set by the SwiftUI layer's text engine.
            let scene = try LottieScene(contentsOf: URL(fileURLWithPath: path), textShaper: LottieFontShaper())
            if !quiet { printDiagnostics(scene, path: path, console: console, limit: 12) }
            return scene
        } catch let error as LottieError {
            console.printError("\(path): \(error.description)\n")
            throw CLIError.runtime("the Lottie file cannot be used", at: path, fix: error.fix)
        }
    }

    static func printDiagnostics(_ scene: LottieScene, path: String, console: Console, limit: Int) {
        for d in scene.diagnostics.prefix(limit) { console.printError("warning: \(path): \(d.path): \(d.message)\n") }
        if scene.diagnostics.count > limit {
            console.printError("warning: \(path): \(scene.diagnostics.count - limit) more; animgen check \(path) lists them all\n")
        }
    }
}
