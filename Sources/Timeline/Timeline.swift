// The Timeline layer: the time engine beneath the SwiftUI surface, with no
// SwiftUI names.
//
// - FrameRate / FrameContext / RationalTime: frame i is at i / fps exactly,
//   from integers, for any rate including 30000/1001.
// - RenderLimits: the bounds of a render, one owner for every reader.
// - CubicBezierEasing: cubic-Bézier easing solved to full precision, the one
//   solver behind SwiftUICore's UnitCurve and Lottie's keyframe easing.
//
// SwiftUI's own animation API (Animation, UnitCurve, Spring, keyframes,
// Animatable, VectorArithmetic, AnimatedValue) lives in SwiftUICore/Animation/.
// Nothing here reads a clock or a random source: same input, same numbers.
