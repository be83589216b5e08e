// SwiftUI's blur-and-scale replacement transition (iOS 17). Apple documents
// the directions (down-up: scales down while removed, up while inserted;
// up-up: up both ways) but not the amounts; here an absent view is blurred
// by radius 10, transparent, and at scale 0.5 (smaller) or 1.5 (larger).
import Foundation

/// A transition that blurs and scales a view in and out.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let removalGrows: Bool
        /// Scales down while removed, up while inserted.
        public static let downUp = Configuration(removalGrows: false)
        /// Scales up while removed and while inserted.
        public static let upUp = Configuration(removalGrows: true)
    }

    /// Which way the view scales while inserted and removed.
    public var configuration: Configuration

    /// A blur-and-scale transition scaling as `configuration` says.
    public init(configuration: Configuration) { self.configuration = configuration }

    /// Identity: unchanged. Absent: blurred by radius 10, transparent, and at scale 0.5 (or 1.5 when removed
    /// with `.upUp`); scale applies first, then blur, then opacity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(scale(phase))
            .blur(radius: phase.isIdentity ? 0 : 10)
            .opacity(phase.isIdentity ? 1 : 0)
    }

    private func scale(_ phase: TransitionPhase) -> CGFloat {
        switch phase {
        case .identity: 1
        case .willAppear: 0.5
        case .didDisappear: configuration.removalGrows ? 1.5 : 0.5
        }
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs and scales the view in and out (down-up).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }

    /// Blurs and scales the view in and out, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
