// The caches of the render a view tree belongs to, carried in its
// environment: text is measured while the tree is laid out, before any
// GraphicsContext exists, and must use the layouts of the render that will
// draw it (ViewAnimation, ImageRenderer), not the process's.
import Raster

/// The renderer's own environment key: never set by a view.
private enum RenderResourcesKey: EnvironmentKey {
    static var defaultValue: RenderResources { .shared }
}

extension EnvironmentValues {
    /// The resources of the render this environment belongs to (the shared
    /// ones unless its root was given others). Only a root sets it, and
    /// only to resources other than the shared ones, so the environment of
    /// a render that names none is what it was.
    var renderResources: RenderResources {
        get { self[RenderResourcesKey.self] }
        set {
            if newValue === RenderResources.shared, custom[ObjectIdentifier(RenderResourcesKey.self)] == nil { return }
            self[RenderResourcesKey.self] = newValue
        }
    }
}
