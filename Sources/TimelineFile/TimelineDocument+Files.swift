import Foundation

extension TimelineDocument {
    /// The files the document reads besides itself (images, and fonts
    /// given as a path rather than a family name), sorted, each once: what
    /// the preview watches and what an output must never overwrite.
    public var referencedFiles: [String] {
        var files: [String] = []
        for layer in allLayers {
            switch layer.content {
            case .image(let image): files.append(image.path)
            // A font given by family name is not a file; a path is.
            case .text(let text): if let font = text.font, FileManager.default.fileExists(atPath: font) { files.append(font) }
            default: break
            }
        }
        return Array(Set(files)).sorted()
    }
}
