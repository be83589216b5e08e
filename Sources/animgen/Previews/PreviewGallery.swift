// index.html beside the pictures: every preview, grouped by file, with its
// name, source line and size — one page to look over a package's views.
import Foundation
import SwiftUIPreviews

enum PreviewGallery {
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Writes `folder/index.html` listing `results` (atomically).
    static func write(_ results: [RenderedPreview], to folder: String, title: String) throws {
        var html = """
            <!doctype html>
            <meta charset="utf-8">
            <title>\(escape(title)) — previews</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; background: #f4f4f6; color: #222 }
            h2 { font-size: 15px; margin: 28px 0 8px; font-family: ui-monospace, monospace }
            .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start }
            figure { margin: 0; background: #fff; padding: 10px; border-radius: 10px; box-shadow: 0 1px 3px #0002 }
            figure.dark { background: #222; color: #eee }
            figure img, figure video { display: block; max-width: 420px; height: auto; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0/16px 16px }
            figcaption { margin-top: 6px; font-size: 12px }
            .error { color: #b00 }
            </style>
            <h1>\(escape(title)) — \(results.count) preview picture\(results.count == 1 ? "" : "s")</h1>

            """
        var byFile: [(String, [RenderedPreview])] = []
        for result in results {
            if let i = byFile.firstIndex(where: { $0.0 == result.file }) { byFile[i].1.append(result) } else { byFile.append((result.file, [result])) }
        }
        for (file, previews) in byFile {
            html += "<h2>\(escape(file))</h2>\n<div class=\"row\">\n"
            for p in previews {
                let caption = "\(escape(p.name)) <small>line \(p.line) · \(p.colorScheme) · \(p.width)×\(p.height)</small>"
                if let error = p.error {
                    html += "<figure><p class=\"error\">\(escape(error))</p><figcaption>\(caption)</figcaption></figure>\n"
                } else if p.path.hasSuffix(".mp4") {
                    html += "<figure class=\"\(p.colorScheme)\"><video src=\"\(escape(p.path))\" width=\"\(p.width / 2)\" autoplay loop muted playsinline></video><figcaption>\(caption)</figcaption></figure>\n"
                } else {
                    html += "<figure class=\"\(p.colorScheme)\"><img src=\"\(escape(p.path))\" width=\"\(p.width / 2)\" alt=\"\(escape(p.name))\"><figcaption>\(caption)</figcaption></figure>\n"
                }
            }
            html += "</div>\n"
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(html.utf8).write(to: URL(fileURLWithPath: folder + "/index.html"), options: .atomic)
    }
}
