// SwiftUI's name for the Geometry engine's projective transform.
import Geometry

/// A 3×3 projective transformation matrix, as a `GeometryEffect` returns
/// and `rotation3DEffect` builds: `[x' y' w] = [x y 1] · M`, then divided by w.
public typealias ProjectionTransform = ProjectiveTransform
