// Image(_:bundle:) from an asset catalog: an image set's Contents.json lists
// its files by scale ("1x", "2x", "3x"), idiom and appearance. A render has
// one scale for the whole picture, and the image is resampled to it when
// drawn, so the most detailed file (the highest scale) is taken, with that
// scale, so the image keeps its size in points. The light (or any)
// appearance is used: an image, unlike a colour, is decoded once, not
// chosen where it is drawn.
import Foundation

enum ImageSetFile {
    /// The file and scale of the image set `name` in `bundle`'s catalogs
    /// (the main bundle's when nil); nil when no catalog has that set.
    static func image(named name: String, in bundle: Bundle?) throws(ImageError) -> (file: URL, scale: CGFloat)? {
        guard let folder = AssetCatalogs.shared.set("imageset", named: name, in: bundle).folder else { return nil }
        let contents = folder.appendingPathComponent("Contents.json")
        func fail(_ what: String) -> ImageError {
            ImageError(kind: .unreadable, description: "Image \"\(name)\": \(contents.path): \(what)")
        }
        guard let data = try? Data(contentsOf: contents),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail("missing or not a JSON object (Xcode writes {\"images\": [...], \"info\": {...}})")
        }
        guard let images = json["images"] as? [[String: Any]] else { throw fail("images: missing (a list of files by scale)") }
        var best: (rank: Int, scale: CGFloat, file: String)?
        for entry in images {
            guard let file = entry["filename"] as? String else { continue }   // a scale slot left empty
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { ($0["value"] as? String) == "dark" || ($0["appearance"] as? String) == "contrast" }) { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            let rank = idiom == "universal" ? 0 : idiom == "iphone" ? 1 : 2
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }.map { CGFloat($0) } ?? 1
            if best.map({ rank < $0.rank || (rank == $0.rank && scale > $0.scale) }) ?? true { best = (rank, scale, file) }
        }
        guard let best else { throw fail("images: no entry names a file (add one for 1x, 2x or 3x)") }
        return (folder.appendingPathComponent(best.file), best.scale)
    }
}
