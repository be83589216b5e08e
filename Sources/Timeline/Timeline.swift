// The Timeline layer: what value a property has at the time of a frame.
//
// - FrameRate / FrameContext / RationalTime: frame i is at i / fps exactly,
//   from integers, for any rate including 30000/1001.
// - UnitCurve, Spring: SwiftUI's curves and springs, in closed form (Bézier
//   solved to full precision; springs under-, critically and over-damped).
// - Animation: SwiftUI's animations and modifiers as a tree evaluated to a
//   progress; AnimatedValue layers changes and retargets them mid-flight.
// - VectorArithmetic / Animatable / AnimatablePair: how values interpolate.
// - KeyframeTimeline, KeyframeTrack and the four keyframe kinds.
// - CurveSamples: every named curve and spring as data, for plots.
//
// Nothing here reads a clock or a random source: same input, same numbers.
