// One preview found in a user's source, as `animgen previews` registers it:
// where it is, what it is called, and how to make its view. The command
// generates a list of these per module (docs/previews.md).
import Foundation

/// A preview of a view, found at `file:line`: a `#Preview` block or one
/// view of a `PreviewProvider`.
public struct PreviewRegistration {
    /// The source file, as the user's package names it (e.g. `Sources/Shop/Badge.swift`).
    public var file: String
    /// The line of the `#Preview` or the `PreviewProvider` type.
    public var line: Int
    /// Its name, layout and orientation.
    public var settings: PreviewSettings
    /// Makes the view (called once per rendering).
    public var makeView: () -> any View

    /// A preview at `file:line` with `settings`, whose view `makeView` makes.
    public init(file: String, line: Int, settings: PreviewSettings, makeView: @escaping () -> any View) {
        self.file = file
        self.line = line
        self.settings = settings
        self.makeView = makeView
    }

    /// The preview of a `#Preview(name, traits: …) { … }` block whose body is `body`.
    public init(file: String, line: Int, name: String?, traits: [PreviewTrait<PreviewViewTraits>],
                body: @escaping () -> any View) {
        self.init(file: file, line: line, settings: PreviewSettings(name: name, traits: traits), makeView: body)
    }

    /// The previews of a `PreviewProvider`: each view of a top-level `Group`
    /// (or of its `previews` list, or each element of a `ForEach`) is one, named by its `previewDisplayName`
    /// or else by the provider (`Badge_Previews` → `Badge`, then `Badge 2`, …).
    public static func provider<P: PreviewProvider>(_ provider: P.Type, file: String, line: Int) -> [PreviewRegistration] {
        let views = children(of: P.previews)
        var base = String(describing: P.self)
        for suffix in ["_Previews", "Previews", "_Preview", "Preview"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base = String(base.dropLast(suffix.count)); break
        }
        return views.enumerated().map { index, view in
            var settings = PreviewSettings(name: nil)
            if let carrier = view as? any PreviewSettingsCarrier { settings = carrier.applying(to: settings) }
            if settings.name == nil { settings.name = index == 0 ? base : "\(base) \(index + 1)" }
            return PreviewRegistration(file: file, line: line, settings: settings, makeView: { view })
        }
    }

    /// The separate previews inside a `PreviewProvider`'s `previews`: the
    /// children of a top-level `Group` or view list, each element's view of a
    /// `ForEach` ("Xcode generates a preview for each view that you list"),
    /// else the view itself.
    static func children(of view: any View) -> [any View] {
        if let group = view as? any GroupPreviewChildren { return group.previewChildren.flatMap { children(of: $0) } }
        if let tuple = view as? any TuplePreviewChildren { return tuple.previewChildren.flatMap { children(of: $0) } }
        return [view]
    }
}

protocol GroupPreviewChildren { var previewChildren: [any View] { get } }
protocol TuplePreviewChildren { var previewChildren: [any View] { get } }

extension ForEach: GroupPreviewChildren {
    var previewChildren: [any View] { data.map { content($0) } }
}

extension Group: GroupPreviewChildren {
    var previewChildren: [any View] { PreviewRegistration.children(of: content) }
}

extension TupleView: TuplePreviewChildren {
    var previewChildren: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}
