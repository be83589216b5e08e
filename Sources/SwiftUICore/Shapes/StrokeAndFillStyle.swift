// SwiftUI's names for the Geometry engine's stroke and fill parameters:
// the engine carries names of its own, the SwiftUI surface SwiftUI's.
import Geometry

/// The characteristics of a stroke: width, caps, joins, miter limit and dash
/// (SwiftUI's defaults: width 1, butt caps, miter joins, miter limit 10, no dash).
public typealias StrokeStyle = StrokeParameters

/// How a shape's interior is filled: the even-odd or non-zero rule, and
/// whether edges are anti-aliased.
public typealias FillStyle = FillParameters
