// Lottie: Bodymovin JSON (and its .lottie and .tgs containers) read into a
// model, evaluated at a frame, and drawn with Geometry's paths and Raster's
// paints. Data flows one way:
//
//   bytes -> Container (gzip, zip) -> Reader (JSON with limits, JSON paths in
//   errors) -> Model (layers, shapes, animated properties) -> Animation
//   (a property's value at a Lottie frame) -> Render (paths and paints handed
//   to a RasterContext) -> LottieScene (a Frames `AnimationScene`).
//
// Nothing here runs code from a file: expressions are reported and their
// properties keep their keyframed values.
