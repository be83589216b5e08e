import Foundation
import Geometry
import Lottie

/// A view that shows a Lottie animation, as lottie-ios's SwiftUI `LottieView`:
/// `LottieView(animation: .named("confetti")).looping().resizable()`.
///
/// The view appears when the render starts: playing, it shows the Lottie
/// frame `startFrame + t · framerate · speed` at render time t (the last
/// frame held after a single play, wrapped when looping, mirrored when
/// auto-reversing); paused, the frame it was given (the start frame by
/// default). It is the composition's size unless `resizable()`, which fits
/// it inside the offered size, centred, aspect kept. A nil animation draws
/// nothing.
public struct LottieView: View {
    enum Playback: Hashable {
        case paused(frame: Double?)
        case playing(LottieLoopMode)
    }

    let animation: LottieAnimation?
    var playback = Playback.paused(frame: nil)
    var speed = 1.0
    var resizes = false

    /// A view of `animation`, paused at its start frame until told to play.
    public init(animation: LottieAnimation?) {
        self.animation = animation
    }

    /// Plays the animation once from the start, then holds the last frame.
    public func playing() -> LottieView { with { $0.playback = .playing(.playOnce) } }

    /// Plays the animation with `loopMode`.
    public func playing(loopMode: LottieLoopMode) -> LottieView { with { $0.playback = .playing(loopMode) } }

    /// Plays the animation from start to end over and over.
    public func looping() -> LottieView { with { $0.playback = .playing(.loop) } }

    /// Shows the frame at `currentProgress` (0 start … 1 end) without playing; nil changes nothing.
    public func currentProgress(_ currentProgress: Double?) -> LottieView {
        guard let currentProgress, let animation else { return self }
        return with { $0.playback = .paused(frame: animation.startFrame + currentProgress * (animation.endFrame - animation.startFrame)) }
    }

    /// Shows Lottie frame `currentFrame` without playing; nil changes nothing.
    public func currentFrame(_ currentFrame: Double?) -> LottieView {
        guard let currentFrame else { return self }
        return with { $0.playback = .paused(frame: currentFrame) }
    }

    /// Shows the frame `currentTime` seconds after the start without playing; nil changes nothing.
    public func currentTime(_ currentTime: Double?) -> LottieView {
        guard let currentTime, let animation else { return self }
        return with { $0.playback = .paused(frame: animation.startFrame + currentTime * animation.framerate) }
    }

    /// Plays at `animationSpeed` times the file's rate.
    public func animationSpeed(_ animationSpeed: Double) -> LottieView { with { $0.speed = animationSpeed } }

    /// Scales the animation to fit the size offered by the parent, aspect kept.
    public func resizable() -> LottieView { with { $0.resizes = true } }

    /// Takes the animation's own size (the default).
    public func intrinsicSize() -> LottieView { with { $0.resizes = false } }

    /// What the view draws: the frame of the render time, sized as asked.
    public var body: some View {
        TimelineView(.animation) { context in
            Canvas { graphics, size in
                draw(at: context.time, in: &graphics, size: size)
            }
        }
        .frame(width: resizes ? nil : animation?.size.width ?? 0, height: resizes ? nil : animation?.size.height ?? 0)
    }

    /// The Lottie frame shown at render time `t`.
    func frame(at t: Double) -> Double? {
        guard let animation else { return nil }
        let start = animation.startFrame, length = animation.endFrame - animation.startFrame
        switch playback {
        case let .paused(frame): return frame ?? start
        case let .playing(mode):
            let played = max(0, t * animation.framerate * speed)
            switch mode {
            case .playOnce: return start + min(played, max(length - 1, 0))
            case .loop: return start + played.truncatingRemainder(dividingBy: max(length, 1))
            case .autoReverse:
                let phase = played.truncatingRemainder(dividingBy: max(2 * length, 1))
                return start + (phase < length ? phase : 2 * length - phase)
            }
        }
    }

    private func draw(at t: Double, in graphics: inout GraphicsContext, size: CGSize) {
        guard let animation, let frame = frame(at: t) else { return }
        let scale = graphics.environment.displayScale
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0, let pixmap = try? animation.scene.render(lottieFrame: frame, width: width, height: height)
        else { return }
        graphics.draw(Image(pixmap: pixmap, scale: scale), in: CGRect(origin: .zero, size: size))
    }

    private func with(_ change: (inout LottieView) -> Void) -> LottieView {
        var copy = self
        change(&copy)
        return copy
    }
}
