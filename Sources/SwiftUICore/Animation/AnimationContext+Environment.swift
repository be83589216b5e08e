// The context is declared with the animations (Timeline), below the
// environment; the environment it carries is read here, where both meet.
import Timeline

extension AnimationContext {
    /// The environment of the view whose value the animation moves, as
    /// SwiftUI's `AnimationContext.environment` (the default environment
    /// outside a view).
    public var environment: EnvironmentValues {
        environmentStorage as? EnvironmentValues ?? EnvironmentValues()
    }
}
