// What a shape draws depends on where it is: `.buttonBorder` takes the
// environment's button border shape, and a shape whose
// `layoutDirectionBehavior` mirrors in the environment's layout direction
// is mirrored across its frame. Every place that draws or clips with a
// user's shape asks here.
import Foundation
import Geometry

/// The outline `shape` draws in a rect, in `environment`; `path` says how
/// the resolved shape makes it (its own `path(in:)` unless a stroke insets it).
func environmentOutline<S: Shape>(_ shape: S, in environment: EnvironmentValues,
                                  path: @escaping (S, CGRect) -> Path = { $0.path(in: $1) }) -> (CGRect) -> Path {
    let resolved = (shape as? ButtonBorderShape).map { $0.resolved(in: environment) as? S ?? shape } ?? shape
    let mirrored = resolved.layoutDirectionBehavior.mirrors(environment.layoutDirection)
    return { rect in
        let outline = path(resolved, rect)
        return mirrored ? outline.mirroredHorizontally(in: rect) : outline
    }
}
