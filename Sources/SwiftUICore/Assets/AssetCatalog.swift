// Asset catalogs as Xcode writes them: a folder `Name.xcassets` holding
// `Brand.colorset`, `Logo.imageset`… folders, each with a Contents.json,
// possibly inside group folders; a group whose Contents.json says
// "provides-namespace": true puts its name in front of its sets' names
// ("Palette/Accent"). Apple compiles catalogs into the bundle; on Linux
// SwiftPM copies an `.xcassets` resource into the target's resource bundle
// as it is (with `.process` and `.copy` alike), so the catalogs are read
// from there: every `.xcassets` folder at the top of the bundle's resources.
import Foundation

/// The named sets of the asset catalogs in bundles, indexed once a bundle.
final class AssetCatalogs: @unchecked Sendable {
    static let shared = AssetCatalogs()
    private let lock = NSLock()
    /// By bundle folder: the sets found there, by kind ("colorset") and name.
    private var indexes: [String: BundleIndex] = [:]

    struct BundleIndex {
        /// The catalogs looked in (for messages).
        var catalogs: [URL] = []
        var sets: [String: [String: URL]] = [:]
    }

    /// The folder of the set `name` of `kind` ("colorset", "imageset") in
    /// `bundle` (the main bundle when nil), and the catalogs looked in.
    func set(_ kind: String, named name: String, in bundle: Bundle?) -> (folder: URL?, catalogs: [URL]) {
        let root = Self.resourceFolder(of: bundle ?? .main)
        lock.lock()
        defer { lock.unlock() }
        if indexes[root.path] == nil { indexes[root.path] = Self.index(root) }
        let index = indexes[root.path]!
        return (index.sets[kind]?[name], index.catalogs)
    }

    /// Where a bundle keeps its resources (a SwiftPM bundle on Linux is a
    /// plain folder: its resources are at its top).
    static func resourceFolder(of bundle: Bundle) -> URL {
        bundle.resourceURL ?? bundle.bundleURL
    }

    private static func index(_ root: URL) -> BundleIndex {
        var index = BundleIndex()
        let fm = FileManager.default
        let top = (try? fm.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        // Sorted, so that a name in two catalogs is always taken from the same one.
        for catalog in top.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.path < $1.path }) {
            index.catalogs.append(catalog)
            walk(catalog, prefix: "", into: &index)
        }
        return index
    }

    private static func walk(_ folder: URL, prefix: String, into index: inout BundleIndex) {
        let fm = FileManager.default
        let children = (try? fm.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? []
        for child in children.sorted(by: { $0.path < $1.path }) {
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let kind = child.pathExtension
            let base = child.deletingPathExtension().lastPathComponent
            if kind.isEmpty {
                walk(child, prefix: providesNamespace(child) ? prefix + base + "/" : prefix, into: &index)
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
