// Asset catalogs as Xcode writes them: a folder `Name.xcassets` holding
// `Brand.colorset`, `Logo.imageset`… folders, each with a Contents.json,
// possibly inside group folders; a group whose Contents.json says
// "provides-namespace": true puts its name in front of its sets' names
// ("Palette/Accent"). Apple compiles catalogs into the bundle; on Linux
// SwiftPM copies an `.xcassets` resource into the target's resource bundle
// as it is (with `.process` and `.copy` alike), so the catalogs are read
// from there: every `.xcassets` folder at the top of the bundle's resources.
// An index is read again once a folder it was read from has changed
// (`FolderStamps`), so a running program sees sets added or removed.
import Foundation
import Raster
import Synchronization

/// The named sets of the asset catalogs in bundles, indexed once a bundle
/// while its folders stay as they were.
final class AssetCatalogs: Sendable {
    static let shared = AssetCatalogs()
    /// Bundles indexed, at most.
    static let capacity = 64
    /// By bundle folder: the sets found there, by kind ("colorset") and name, and the folders read.
    private let indexes = Mutex(BoundedCache<String, (index: BundleIndex, stamps: FolderStamps)>(budget: AssetCatalogs.capacity))

    struct BundleIndex {
        /// The catalogs looked in (for messages).
        var catalogs: [URL] = []
        var sets: [String: [String: URL]] = [:]
    }

    /// The folder of the set `name` of `kind` ("colorset", "imageset") in
    /// `bundle` (the main bundle when nil), and the catalogs looked in.
    func set(_ kind: String, named name: String, in bundle: Bundle?) -> (folder: URL?, catalogs: [URL]) {
        let root = Self.resourceFolder(of: bundle ?? .main)
        let index = indexes.withLock { indexes in
            if RenderCaches.isEnabled, let known = indexes.value(for: root.path), known.stamps.stillHold { return known.index }
            var stamps = FolderStamps()
            let index = Self.index(root, stamps: &stamps)
            if RenderCaches.isEnabled { indexes.insert((index, stamps), for: root.path) }
            return index
        }
        return (index.sets[kind]?[name], index.catalogs)
    }

    /// Where a bundle keeps its resources (a SwiftPM bundle on Linux is a
    /// plain folder: its resources are at its top).
    static func resourceFolder(of bundle: Bundle) -> URL {
        bundle.resourceURL ?? bundle.bundleURL
    }

    private static func index(_ root: URL, stamps: inout FolderStamps) -> BundleIndex {
        var index = BundleIndex()
        let fm = FileManager.default
        stamps.note(root.path)
        let top = (try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        // Sorted, so that a name in two catalogs is always taken from the same one.
        for catalog in top.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.path < $1.path }) {
            index.catalogs.append(catalog)
            walk(catalog, prefix: "", into: &index, stamps: &stamps)
        }
        return index
    }

    private static func walk(_ folder: URL, prefix: String, into index: inout BundleIndex, stamps: inout FolderStamps) {
        let fm = FileManager.default
        stamps.note(folder.path)
        let children = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for child in children.sorted(by: { $0.path < $1.path }) {
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let kind = child.pathExtension
            let base = child.deletingPathExtension().lastPathComponent
            if kind.isEmpty {
                walk(child, prefix: providesNamespace(child) ? prefix + base + "/" : prefix, into: &index, stamps: &stamps)
            } else if index.sets[kind, default: [:]][prefix + base] == nil {
                index.sets[kind, default: [:]][prefix + base] = child
            }
        }
    }

    /// Whether a group folder's Contents.json names a namespace.
    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = try? Data(contentsOf: group.appendingPathComponent("Contents.json")),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
