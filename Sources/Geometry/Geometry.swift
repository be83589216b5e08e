// Geometry: SwiftUI's Path model and everything computed from paths.
//
// Design: a Path is two flat arrays (verbs, points) so copies are cheap and
// walks allocate nothing. Everything else is a pass over those arrays:
//
//   Path+Rects / Path+Arcs   building, with SwiftUI's start points, directions
//                            and y-down `clockwise`
//   Flattening               curves → polylines within a stated tolerance
//                            (the one place curves become lines)
//   StrokeInput → Dasher → Stroker
//                            flatten once in user space, cut dashes, offset
//                            into polygons for a NON-ZERO fill (PolygonSet)
//   Path+Bounds / +Contains / +Trim / +Description / SVGPathData
//                            queries and text forms
//
// Entry points for the layers above:
//   path.flatten(transform:tolerance:into:)        fills (any PolylineSink)
//   polygons.append(path, transform:tolerance:)    fills into a PolygonSet
//   stroker.stroke(path, style:transform:tolerance:into:)   strokes, reusable
//   path.strokedPolygons(_:transform:tolerance:)   strokes, one-off
//   path.strokedPath(_:) / (_:transform:tolerance:) SwiftUI-style Path result
//   path.boundingRect, polygons.boundingRect       tight bounds
//
// Tolerances are distances in the output (device) space of the transform.
// Non-finite coordinates never crash: bounds, the stroker and hit tests skip
// them; `flatten` passes them on, so other sinks must skip them too.
