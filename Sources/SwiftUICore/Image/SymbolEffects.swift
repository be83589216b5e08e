// Symbol effects, approximated. SwiftUI animates a symbol's layers
// (Symbols framework); our symbols draw whole, so each effect is drawn as a
// whole-view change of the same rhythm — an approximation, documented as
// such:
// - pulse: opacity 1 → 0.3 → 1 over 1 s (ease in-out halves);
// - variable colour: opacity 0.3 → 1 over 0.5 s, then back over 0.5 s
//   (SwiftUI lights the layers one after another instead);
// - bounce: scale 1 → 0.85 over 0.15 s, → 1.1 over 0.15 s, → 1 over 0.2 s.
// An indefinite effect (`isActive:`) repeats from t = 0 of the render on its
// clock (a `TimelineView`); a discrete one (`value:`) plays once each time
// the value changes (a keyframe animator triggered by it). Options: speed
// scales the rhythm; a count (`.repeat(n)`, `.nonRepeating`) plays an
// indefinite effect n cycles and then rests at full opacity, and a discrete
// one n times per change; `.repeating` on a discrete effect plays it 100
// times per change (the most a count may ask), not without end. The effects'
// variants (`.byLayer`, `.up`, `.iterative`, …) compile and draw the same.
import Foundation

/// An animation for symbol images, as the Symbols framework's `SymbolEffect`.
public protocol SymbolEffect: Sendable {}
/// An effect that runs while active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that plays once when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

enum SymbolEffectKind: Sendable { case pulse, variableColor, bounce }

/// An effect that fades the symbol's opacity in and out.
public struct PulseSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    /// Pulses each layer (drawn as the whole symbol here).
    public var byLayer: PulseSymbolEffect { self }
    /// Pulses the whole symbol.
    public var wholeSymbol: PulseSymbolEffect { self }
}

/// An effect that scales the symbol down and springs it back up.
public struct BounceSymbolEffect: DiscreteSymbolEffect {
    /// Bounces upwards (drawn as a scale here).
    public var up: BounceSymbolEffect { self }
    /// Bounces downwards (drawn as a scale here).
    public var down: BounceSymbolEffect { self }
    /// Bounces each layer (drawn as the whole symbol here).
    public var byLayer: BounceSymbolEffect { self }
    /// Bounces the whole symbol.
    public var wholeSymbol: BounceSymbolEffect { self }
}

/// An effect that lights the symbol's variable layers in turn (a fade here).
public struct VariableColorSymbolEffect: IndefiniteSymbolEffect, DiscreteSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers adding up.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// One way only.
    public var nonReversing: VariableColorSymbolEffect { self }
    /// Inactive layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Inactive layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The pulse effect.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The bounce effect.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The variable colour effect.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// How a symbol effect runs, as the Symbols framework's `SymbolEffectOptions`:
/// how fast, and how many times it plays.
public struct SymbolEffectOptions: Sendable {
    var speed = 1.0
    /// How many times the effect plays (nil: the effect's default, which
    /// is indefinitely while an indefinite effect is active and once per
    /// change for a discrete one).
    var count: Int?
    /// Whether the options prefer to repeat indefinitely.
    var repeatsIndefinitely = false

    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Options that prefer to repeat indefinitely.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Options that prefer to play once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Options that play the effect `count` times (nil: the default number).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Options that run `speed` times as fast.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, preferring to repeat indefinitely.
    public var repeating: SymbolEffectOptions {
        var o = self
        o.count = nil
        o.repeatsIndefinitely = true
        return o
    }
    /// These options, preferring to play once.
    public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
    /// These options, playing `count` times (at least once; nil: the default number).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
        var o = self
        o.count = count.map { min(max($0, 1), SymbolEffectOptions.maximumCount) }
        o.repeatsIndefinitely = false
        return o
    }
    /// These options, `speed` times as fast.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speed = self.speed * speed
        return o
    }

    /// The most plays a count asks for (the Symbols framework clamps too).
    static let maximumCount = 100
    /// How many times a discrete effect plays per change: a discrete
    /// effect preferring to repeat indefinitely plays the most a count may ask.
    var discreteCount: Int { repeatsIndefinitely ? Self.maximumCount : count ?? 1 }
}

extension SymbolEffect {
    var kind: SymbolEffectKind {
        switch self {
        case is BounceSymbolEffect: .bounce
        case is VariableColorSymbolEffect: .variableColor
        default: .pulse
        }
    }
}

enum SymbolEffectCurve {
    /// The opacity of an indefinite `kind` effect at `phase` (0…1 of a 1 s cycle).
    static func opacity(_ kind: SymbolEffectKind, phase: Double) -> Double {
        let p = phase - phase.rounded(.down)
        let half = p < 0.5 ? p * 2 : (1 - p) * 2   // 0 → 1 → 0 over the cycle
        let eased = UnitCurve.easeInOut.value(at: half)
        switch kind {
        case .pulse: return 1 - 0.7 * eased
        case .variableColor: return 0.3 + 0.7 * eased
        case .bounce: return 1
        }
    }
}

extension View {
    /// Runs an indefinite symbol `effect` while `isActive` (an approximation: see SymbolEffects.swift).
    public func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                        isActive: Bool = true) -> some View {
        let kind = effect.kind, speed = options.speed, count = options.count
        return TimelineView(.animation(paused: !isActive)) { context in
            // A counted effect rests at full opacity after its last cycle.
            let phase = context.time * speed
            let playing = isActive && count.map { phase < Double($0) } ?? isActive
            return self.opacity(playing ? SymbolEffectCurve.opacity(kind, phase: phase) : 1)
        }
    }

    /// Plays a discrete symbol `effect` once each time `value` changes (an approximation: see SymbolEffects.swift).
    public func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                   value: U) -> some View {
        let kind = effect.kind, s = 1 / max(options.speed, 0.01), count = options.discreteCount
        return keyframeAnimator(initialValue: SymbolEffectFrame(), trigger: value) { content, f in
            content.scaleEffect(f.scale).opacity(f.opacity)
        } keyframes: { _ in
            SymbolEffectCurve.track(kind, slowdown: s, count: count)
        }
    }
}

extension SymbolEffectCurve {
    /// The keyframes of a discrete `kind` effect played `slowdown` times as
    /// long, `count` times in a row.
    static func track(_ kind: SymbolEffectKind, slowdown s: Double, count: Int = 1) -> KeyframeTrack<SymbolEffectFrame, Double> {
        switch kind {
        case .bounce:
            return KeyframeTrack(\.scale) {
                for _ in 0..<count {
                    CubicKeyframe(0.85, duration: 0.15 * s)
                    CubicKeyframe(1.1, duration: 0.15 * s)
                    CubicKeyframe(1, duration: 0.2 * s)
                }
            }
        case .pulse:
            return KeyframeTrack(\.opacity) {
                for _ in 0..<count {
                    CubicKeyframe(0.3, duration: 0.5 * s)
                    CubicKeyframe(1, duration: 0.5 * s)
                }
            }
        case .variableColor:
            return KeyframeTrack(\.opacity) {
                for _ in 0..<count {
                    CubicKeyframe(0.3, duration: 0.25 * s)
                    CubicKeyframe(1, duration: 0.5 * s)
                }
            }
        }
    }
}

/// What a discrete symbol effect animates.
struct SymbolEffectFrame: Animatable {
    var scale = 1.0
    var opacity = 1.0
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(scale, opacity) }
        set { (scale, opacity) = (newValue.first, newValue.second) }
    }
}
