// Where the package's own files are, for tests that read them (the example
// timelines, the README).
import Foundation

/// Folders of this package, found from this file's path.
public enum PackagePaths {
    /// The package root (…/Tests/TestSupport/ → …/).
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// The example timeline files.
    public static let timelines = root.appendingPathComponent("timelines")
}
